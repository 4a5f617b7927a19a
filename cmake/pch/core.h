// SPDX-License-Identifier: GPL-3.0-or-later
// Precompiled for helmdeck-core and the command line (cmake/HelmDeckPch.cmake): the Qt Core and
// Network, yaml-cpp and standard headers most files include. Every file still includes what it uses.
#include <QByteArray>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariant>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>
