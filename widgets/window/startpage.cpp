// SPDX-License-Identifier: GPL-3.0-or-later
#include "startpage.h"

#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {
constexpr int ShownEntries = 6; // the rest is in File → Open Recent
} // namespace

StartPage::StartPage(RecentFiles *recent, QWidget *parent)
    : QWidget(parent)
    , m_recent(recent)
    , m_heading(new QLabel(tr("&Recent projects"), this))
    , m_list(new QListWidget(this))
    , m_reopen(new QPushButton(this))
{
    setObjectName(QStringLiteral("startPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 12, 0, 0);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setBuddy(m_list);
    m_list->setObjectName(QStringLiteral("recentProjects"));
    m_list->setAccessibleName(tr("Recent projects"));
    m_list->setUniformItemSizes(true);
    m_list->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // every row shown (at most ShownEntries)
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setTextElideMode(Qt::ElideMiddle); // the folder first, the path shortened in its middle
    m_reopen->setObjectName(QStringLiteral("reopenLastButton"));
    m_reopen->setIcon(QIcon::fromTheme(QStringLiteral("document-open-recent")));
    m_reopen->setToolTip(tr("Open the project you had open last"));
    layout->addWidget(m_reopen, 0, Qt::AlignHCenter);
    layout->addSpacing(8);
    layout->addWidget(m_heading);
    layout->addWidget(m_list);

    // activated: double-click, or Return on the current row (the keyboard's way)
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        Q_EMIT m_recent->openRequested(item->data(Qt::UserRole).toString());
    });
    connect(m_reopen, &QPushButton::clicked, this, [this]() {
        const QStringList files = listedFiles();
        if (!files.isEmpty())
            Q_EMIT m_recent->openRequested(files.constFirst());
    });
    connect(m_recent, &RecentFiles::changed, this, &StartPage::refresh);
    refresh();
}

QStringList StartPage::listedFiles() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out.append(m_list->item(i)->data(Qt::UserRole).toString());
    return out;
}

void StartPage::refresh()
{
    const QStringList files = m_recent->existingFiles().mid(0, ShownEntries);
    m_list->clear();
    for (const QString &path : files) {
        // "shop — ~/src/shop/helmdeck.yaml": the folder names the project, the path tells copies apart
        auto *item = new QListWidgetItem(QIcon::fromTheme(QStringLiteral("text-x-generic")),
            tr("%1 \u2014 %2").arg(RecentFiles::projectName(path), QDir::toNativeSeparators(path)), m_list);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    if (!files.isEmpty()) {
        m_list->setCurrentRow(0);
        m_reopen->setText(tr("Reopen %1").arg(RecentFiles::projectName(files.constFirst())));
        // as many rows as there are, no more: the page sits in the placeholder's centred column
        const int rows = int(files.size());
        const int row = qMax(m_list->sizeHintForRow(0), m_list->fontMetrics().height() + 6);
        m_list->setFixedHeight(row * rows + 2 * m_list->frameWidth() + 4);
    }
    setVisible(m_windowEmpty && !files.isEmpty());
}

void StartPage::setWindowEmpty(bool empty)
{
    m_windowEmpty = empty;
    refresh();
}

} // namespace HelmDeck
