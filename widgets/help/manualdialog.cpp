// SPDX-License-Identifier: GPL-3.0-or-later
#include "manualdialog.h"

#include "manualbrowser.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextStream>
#include <QVBoxLayout>

// Q_INIT_RESOURCE must be called from the global namespace; the manual is a resource of a static library.
static void initManualResource()
{
    Q_INIT_RESOURCE(manual);
}

namespace HelmDeck {

namespace {

const QString Root = QStringLiteral(":/manual/"); // as a file name
const QString RootPath = QStringLiteral("/manual/"); // as a qrc: URL's path

/** The order a reader wants; pages not named here follow, alphabetically. */
const QStringList PreferredOrder { QStringLiteral("README.md"), QStringLiteral("docs/project-file.md"),
    QStringLiteral("docs/deploy.md"), QStringLiteral("docs/run.md"),
    QStringLiteral("docs/service-commands.md"), QStringLiteral("docs/publish.md"),
    QStringLiteral("docs/chart-values.md"), QStringLiteral("docs/inputs.md"),
    QStringLiteral("docs/translations.md"), QStringLiteral("docs/packaging.md"),
    QStringLiteral("docs/architecture.md") };

QUrl pageUrl(const QString &page)
{
    return QUrl(QStringLiteral("qrc") + Root + page);
}

} // namespace

ManualDialog::ManualDialog(QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_browser(new ManualBrowser(this))
    , m_status(new QLabel(this))
{
    initManualResource();
    setObjectName(QStringLiteral("manualDialog"));
    setWindowTitle(tr("HelmDeck Manual"));
    m_list->setObjectName(QStringLiteral("manualPages"));
    m_list->setAccessibleName(tr("Manual pages"));
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setAccessibleName(tr("Manual page"));
    m_browser->setOpenLinks(false); // followLink decides: a page, a web link, or outside the manual
    m_status->setObjectName(QStringLiteral("manualStatus"));
    m_status->setWordWrap(true);

    for (const QString &page : pages()) {
        auto *item = new QListWidgetItem(pageTitle(page), m_list);
        item->setData(Qt::UserRole, page);
        item->setToolTip(pageTitle(page) + QStringLiteral(" (") + page + QLatin1Char(')'));
    }
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item && item->data(Qt::UserRole).toString() != currentPage())
            openPage(item->data(Qt::UserRole).toString());
    });
    connect(m_browser, &QTextBrowser::anchorClicked, this, &ManualDialog::followLink);
    // The URL the signal carries: while it is emitted, source() still names the page before a link
    // (QTextBrowser puts the new page on its history only afterwards).
    connect(
        m_browser, &QTextBrowser::sourceChanged, this, [this](const QUrl &url) { syncList(pageOf(url)); });

    auto *back = new QPushButton(QIcon::fromTheme(QStringLiteral("go-previous")), tr("&Back"), this);
    auto *forward = new QPushButton(QIcon::fromTheme(QStringLiteral("go-next")), tr("&Forward"), this);
    back->setEnabled(false);
    forward->setEnabled(false);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(forward, &QPushButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QPushButton::setEnabled);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(back, QDialogButtonBox::ActionRole);
    buttons->addButton(forward, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    // the list as wide as its longest title, but never more than a third of the dialog; a title
    // longer than that is elided, whole in its tool tip
    int titles = 0;
    for (int i = 0; i < m_list->count(); ++i)
        titles = qMax(titles, m_list->fontMetrics().horizontalAdvance(m_list->item(i)->text()));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setTextElideMode(Qt::ElideRight);
    const int listWidth = titles + 2 * m_list->frameWidth() + 12;
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    // 100 columns of text beside the list, within the screen it opens on
    QSize size(fontMetrics().averageCharWidth() * 120, fontMetrics().height() * 40);
    if (const QScreen *s = parent ? parent->screen() : screen())
        size = size.boundedTo(s->availableGeometry().size() * 9 / 10);
    resize(size);
    splitter->setSizes(
        { qMin(listWidth, size.width() / 3), size.width() - qMin(listWidth, size.width() / 3) });
    openPage(pages().value(0));
}

QStringList ManualDialog::pages()
{
    initManualResource();
    QStringList found;
    if (QFile::exists(Root + QStringLiteral("README.md")))
        found.append(QStringLiteral("README.md"));
    const QStringList docs
        = QDir(Root + QStringLiteral("docs")).entryList({ QStringLiteral("*.md") }, QDir::Files, QDir::Name);
    for (const QString &d : docs)
        found.append(QStringLiteral("docs/") + d);
    QStringList ordered;
    for (const QString &p : PreferredOrder) {
        if (found.contains(p))
            ordered.append(p);
    }
    for (const QString &p : std::as_const(found)) {
        if (!ordered.contains(p))
            ordered.append(p);
    }
    return ordered;
}

QString ManualDialog::pageTitle(const QString &page)
{
    QFile file(Root + page);
    if (file.open(QIODevice::ReadOnly)) {
        QTextStream in(&file);
        for (int i = 0; i < 20 && !in.atEnd(); ++i) { // the heading is on the first lines
            const QString line = in.readLine();
            if (line.startsWith(QLatin1String("# "))) // shown as plain text: no code or emphasis marks
                return line.mid(2).remove(QLatin1Char('`')).remove(QLatin1Char('*')).trimmed();
        }
    }
    return QFileInfo(page).fileName();
}

bool ManualDialog::openPage(const QString &page)
{
    if (!QFile::exists(Root + page))
        return false;
    m_status->clear();
    m_browser->setSource(pageUrl(page));
    syncList(currentPage());
    return true;
}

QString ManualDialog::pageOf(const QUrl &url)
{
    const QString path = url.path(); // "/manual/docs/deploy.md"
    return path.startsWith(RootPath) ? path.mid(RootPath.size()) : QString();
}

QString ManualDialog::currentPage() const
{
    return pageOf(m_browser->source());
}

void ManualDialog::followLink(const QUrl &url)
{
    const QString scheme = url.scheme();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https")
        || scheme == QLatin1String("mailto")) {
        QDesktopServices::openUrl(url);
        return;
    }
    const QUrl target = m_browser->source().resolved(url);
    if (target.path() == m_browser->source().path() && url.hasFragment()) {
        m_browser->scrollToAnchor(url.fragment());
        return;
    }
    const QString path = target.path();
    if (target.scheme() == QLatin1String("qrc") && path.startsWith(RootPath)
        && path.endsWith(QLatin1String(".md")) && QFile::exists(QLatin1Char(':') + path)) {
        m_status->clear();
        m_browser->setSource(target);
        return;
    }
    m_status->setText(
        tr("%1 is not part of the manual: it is in HelmDeck's source tree.").arg(url.toString()));
}

void ManualDialog::syncList(const QString &page)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == page) {
            const QSignalBlocker block(m_list);
            m_list->setCurrentRow(i);
            return;
        }
    }
}

} // namespace HelmDeck
