// SPDX-License-Identifier: GPL-3.0-or-later
#include "errorlistbox.h"

#include <QFileInfo>

namespace HelmDeck {

namespace {

Findings errorsOf(const Findings &findings)
{
    Findings out;
    for (const Finding &f : findings) {
        if (f.severity == Finding::Severity::Error)
            out.append(f);
    }
    return out;
}

// "Procfile:3: text": the box is narrow; the full path, column and field are in the details
QString shortLine(const Finding &f)
{
    if (!f.location.isValid())
        return f.message;
    QString where = QFileInfo(f.location.file).fileName();
    if (f.location.line > 0)
        where += QLatin1Char(':') + QString::number(f.location.line);
    return where + QStringLiteral(": ") + f.message;
}

QString fullLines(const Findings &errors)
{
    QStringList lines;
    for (const Finding &f : errors)
        lines.append(f.toString());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

ErrorListBox::ErrorListBox(
    const QString &title, const QString &what, const Findings &findings, QWidget *parent)
    : QMessageBox(QMessageBox::Critical, title, QString(), QMessageBox::Ok, parent)
{
    setObjectName(QStringLiteral("errorListBox"));
    setAccessibleName(title);
    setTextFormat(Qt::PlainText);
    const Findings errors = errorsOf(findings);
    setText(what + QLatin1Char('\n') + countText(int(errors.size())));
    QStringList shown;
    for (const Finding &f : errors.mid(0, FirstShown))
        shown.append(QStringLiteral("\u2022 ") + shortLine(f)); // a bullet: wrapped errors stay apart
    const int more = int(errors.size()) - FirstShown;
    if (more > 0) {
        shown.append(tr("\u2026 and %n more: Show Details lists every error.", nullptr, more));
        setDetailedText(fullLines(errors));
    }
    setInformativeText(shown.join(QLatin1Char('\n')));
}

QString ErrorListBox::countText(int count)
{
    return tr("Errors: %n (also listed in Findings)", nullptr, count);
}

QString ErrorListBox::plainText(const QString &what, const Findings &findings)
{
    const Findings errors = errorsOf(findings);
    return what + QLatin1Char('\n') + countText(int(errors.size())) + QStringLiteral("\n\n")
        + fullLines(errors);
}

} // namespace HelmDeck
