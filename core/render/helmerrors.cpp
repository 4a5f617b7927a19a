// SPDX-License-Identifier: GPL-3.0-or-later
#include "helmerrors.h"

#include <QRegularExpression>
#include <QStringList>

#include <QCoreApplication>
#include <utility>

namespace HelmDeck {

namespace {

const QString FilePattern = QStringLiteral("([^\\s():\"]+\\.(?:yaml|yml|tpl|txt|json))");

QString collapseWhitespace(const QString &text)
{
    return text.simplified();
}

} // namespace

SourceLocation HelmErrors::locate(const QString &message)
{
    // Most specific first: each pattern is one of helm's formats (see the header).
    static const QRegularExpression atParens(
        QStringLiteral("\\(") + FilePattern + QStringLiteral(":(\\d+)(?::(\\d+))?\\)"));
    static const QRegularExpression helm3Exec(
        QStringLiteral("template: ") + FilePattern + QStringLiteral(":(\\d+):(\\d+)"));
    static const QRegularExpression helm4Exec(
        QStringLiteral("^Error: ") + FilePattern + QStringLiteral(":(\\d+)(?::(\\d+))?"));
    static const QRegularExpression yamlError(
        QStringLiteral("YAML parse error on ") + FilePattern + QStringLiteral(":.*?\\bline (\\d+)"));
    static const QRegularExpression anyFile(FilePattern + QStringLiteral("(?::(\\d+))?(?::(\\d+))?"));

    for (const QRegularExpression *re : { &atParens, &helm3Exec, &helm4Exec, &yamlError, &anyFile }) {
        const QRegularExpressionMatch m = re->match(message);
        if (!m.hasMatch())
            continue;
        SourceLocation loc;
        loc.file = m.captured(1);
        loc.line = m.captured(2).toInt();
        loc.column = re == &yamlError ? 0 : m.captured(3).toInt();
        return loc;
    }
    return SourceLocation();
}

Findings HelmErrors::parse(const QString &helmStderr, const QString &fieldPath)
{
    QString text = helmStderr;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));

    // Paragraphs: helm separates its error from the "Use --debug flag …" hint by a blank line, and
    // Helm 4 continues one error over several lines (not all of them indented).
    QStringList paragraphs;
    QString current;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1String("Error: "))) {
            if (!current.trimmed().isEmpty())
                paragraphs.append(current);
            current = line.trimmed().isEmpty() ? QString() : line;
        } else {
            current += (current.isEmpty() ? QString() : QStringLiteral("\n")) + line;
        }
    }
    if (!current.trimmed().isEmpty())
        paragraphs.append(current);

    Findings findings;
    for (const QString &p : std::as_const(paragraphs)) {
        if (!p.startsWith(QLatin1String("Error: ")))
            continue;
        const SourceLocation loc = locate(p);
        QString message = QStringLiteral("helm: ") + collapseWhitespace(p.mid(7));
        if (p.contains(QLatin1String("YAML parse error")) && loc.line > 0)
            message = QCoreApplication::translate(
                "HelmDeck::HelmErrors", "%1 (the line counts in the rendered document)")
                          .arg(message);
        findings.append(Finding::error(message, fieldPath, loc));
    }
    if (findings.isEmpty()) {
        const QString all = collapseWhitespace(text);
        findings.append(Finding::error(QStringLiteral("helm: ")
                + (all.isEmpty()
                        ? QCoreApplication::translate("HelmDeck::HelmErrors", "failed without a message")
                        : all),
            fieldPath, locate(text)));
    }
    return findings;
}

} // namespace HelmDeck
