// SPDX-License-Identifier: GPL-3.0-or-later
#include "aboutdialog.h"

#include "buildversions.h"
#include "helmdeck-config.h"
#include "window/icons.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

/** @p version, or "not built in" when this build left the library out (an empty version). */
QString builtVersion(const char *version)
{
    const QString v = QString::fromLatin1(version);
    return v.isEmpty() ? AboutDialog::tr("not built in") : v;
}

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About HelmDeck"));

    auto *icon = new QLabel(this);
    icon->setPixmap(Icons::appIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setOpenExternalLinks(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    const QString licence
        = QStringLiteral("<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GPL-3.0-or-later</a>");
    QString html = QStringLiteral("<h2>HelmDeck %1</h2>").arg(QStringLiteral(HELMDECK_VERSION))
        + QStringLiteral("<p>")
        + tr("Deploy your apps to k3s or Kubernetes as Helm releases, see every manifest before it is "
             "applied, and publish chart variants to OCI registries.")
        + QStringLiteral("</p><p><b>") + tr("Built with") + QStringLiteral("</b><br>");
    QStringList lines = versionLines();
    lines.removeFirst(); // HelmDeck itself: the heading
    for (QString &line : lines)
        line = line.toHtmlEscaped();
    html += lines.join(QStringLiteral("<br>")) + QStringLiteral("</p><p>")
        + tr("HelmDeck is free software under the %1: you may share and change it under its terms. "
             "It comes with no warranty.")
              .arg(licence)
        + QStringLiteral("</p><p><a href=\"%1\">%1</a></p>").arg(QStringLiteral(HELMDECK_HOMEPAGE));
    m_text->setText(html);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("&Copy Versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyVersionsButton"));
    copy->setToolTip(tr("Copy the version lines, e.g. for a bug report"));
    connect(copy, &QPushButton::clicked, this,
        []() { QGuiApplication::clipboard()->setText(versionLines().join(QLatin1Char('\n'))); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *row = new QHBoxLayout;
    row->addWidget(icon);
    row->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(buttons);
    // wide enough that the description wraps into a few lines, not a column, on any screen it fits
    int width = fontMetrics().averageCharWidth() * 60;
    if (const QScreen *s = parent ? parent->screen() : screen())
        width = qMin(width, s->availableGeometry().width() * 3 / 4);
    m_text->setMinimumWidth(width);
}

QStringList AboutDialog::versionLines()
{
    return {
        QStringLiteral("HelmDeck %1").arg(QStringLiteral(HELMDECK_VERSION)),
        tr("Qt %1 (built against %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)),
        QStringLiteral("yaml-cpp %1").arg(builtVersion(HELMDECK_BUILD_YAMLCPP_VERSION)),
        QStringLiteral("KSyntaxHighlighting %1").arg(builtVersion(HELMDECK_BUILD_SYNTAX_VERSION)),
        QStringLiteral("qtermwidget %1").arg(builtVersion(HELMDECK_BUILD_QTERMWIDGET_VERSION)),
        QStringLiteral("QtKeychain %1").arg(builtVersion(HELMDECK_BUILD_KEYCHAIN_VERSION)),
        QStringLiteral("libarchive %1").arg(builtVersion(HELMDECK_BUILD_LIBARCHIVE_VERSION)),
    };
}

QString AboutDialog::text() const
{
    return m_text->text();
}

} // namespace HelmDeck
