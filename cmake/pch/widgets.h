// SPDX-License-Identifier: GPL-3.0-or-later
// Precompiled for helmdeck-widgets (cmake/HelmDeckPch.cmake): the Qt Core and Widgets headers most
// files include. No yaml-cpp: the widgets never parse YAML themselves.
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QList>
#include <QMenu>
#include <QObject>
#include <QPointer>
#include <QPushButton>
#include <QString>
#include <QStringList>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>
#include <functional>
#include <memory>
