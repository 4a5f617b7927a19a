// SPDX-License-Identifier: GPL-3.0-or-later
#include "procfile.h"
#include "namesuggestion.h"
#include "textcheck.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringList>

namespace HelmDeck {

namespace {

int leadingSpace(const QString &s, int from = 0)
{
    int i = from;
    while (i < s.size() && s.at(i).isSpace())
        ++i;
    return i - from;
}

} // namespace

bool Procfile::isMergeConflictMarker(const QString &line)
{
    if (line.startsWith(QLatin1String("<<<<<<<")) || line.startsWith(QLatin1String(">>>>>>>"))
        || line.startsWith(QLatin1String("|||||||")))
        return true;
    // exactly seven '=' (a longer run is not git's separator)
    return line.startsWith(QLatin1String("=======")) && (line.size() == 7 || line.at(7).isSpace());
}

bool Procfile::isValidProcessName(const QString &name, QString *why)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    QString reason;
    if (name.isEmpty())
        reason = tr("it is empty");
    else if (name.size() > 63)
        reason = tr("it is longer than 63 characters");
    else if (!re.match(name).hasMatch())
        reason = tr("Dokku accepts only lower-case letters, digits and '-', starting and ending "
                    "with a letter or digit");
    if (why)
        *why = reason;
    return reason.isEmpty();
}

QString Procfile::stripTrailingComment(const QString &command)
{
    bool single = false;
    bool dbl = false;
    bool afterBlank = true; // the command was left-trimmed: its start follows the blank after ':'
    for (int i = 0; i < command.size(); ++i) {
        const QChar c = command.at(i);
        if (single) {
            if (c == QLatin1Char('\''))
                single = false;
            continue;
        }
        if (dbl) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == QLatin1Char('"'))
                dbl = false;
            continue;
        }
        const QChar next = i + 1 < command.size() ? command.at(i + 1) : QChar();
        const bool startsComment
            = c == QLatin1Char('#') || (c == QLatin1Char('/') && next == QLatin1Char('/'));
        if (startsComment && afterBlank)
            return command.left(i).trimmed();
        afterBlank = c.isSpace();
        if (c == QLatin1Char('\\'))
            ++i; // an escaped blank is part of a word, so it does not open a comment
        else if (c == QLatin1Char('\''))
            single = true;
        else if (c == QLatin1Char('"'))
            dbl = true;
    }
    return command.trimmed();
}

ProcfileParseResult Procfile::parse(const QByteArray &data, const QString &fileName)
{
    ProcfileParseResult r;
    QByteArray bytes = data;
    // UTF-8 and no NUL before decoding (fromUtf8 would replace or cut); lone CRs become line ends
    if (!TextCheck::check(&bytes, fileName, QStringLiteral("Procfile"), QString(), &r.findings))
        return r;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    QHash<QString, int> firstLine;

    auto error = [&](const QString &message, int line, int column, const QString &field) {
        r.findings.append(Finding::error(message, field, SourceLocation { fileName, line, column }));
    };

    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const int lineNo = i + 1;
        if (isMergeConflictMarker(line)) {
            error(tr("git merge-conflict marker \"%1\" on line %2: resolve the conflict first")
                      .arg(line.left(7))
                      .arg(lineNo),
                lineNo, 1, QString());
            continue;
        }
        const int indent = leadingSpace(line);
        const QString rest = line.mid(indent);
        if (rest.trimmed().isEmpty() || rest.startsWith(QLatin1Char('#'))
            || rest.startsWith(QLatin1String("//")))
            continue;

        const int colon = line.indexOf(QLatin1Char(':'), indent);
        if (colon < 0) {
            error(tr("line %1 is neither a comment nor \"<process type>: <command>\"").arg(lineNo), lineNo,
                indent + 1, QString());
            continue;
        }
        const QString name = line.mid(indent, colon - indent);
        QString why;
        if (!isValidProcessName(name, &why)) {
            QString message;
            if (name.trimmed().isEmpty())
                message = tr("missing process type before ':' on line %1").arg(lineNo);
            else if (name != name.trimmed() && isValidProcessName(name.trimmed()))
                message = tr("process type \"%1\" must be followed directly by ':' (no space)")
                              .arg(name.trimmed());
            else if (name.contains(QLatin1Char(' ')) || name.contains(QLatin1Char('\t')))
                message = tr("line %1 is neither a comment nor \"<process type>: <command>\"").arg(lineNo);
            else {
                const QString better = suggestDns1123Label(name);
                if (!better.isEmpty() && better != name && isValidProcessName(better))
                    message
                        = tr("invalid process type \"%1\": %2 (did you mean \"%3\"?)").arg(name, why, better);
                else
                    message = tr("invalid process type \"%1\": %2").arg(name, why);
            }
            error(message, lineNo, indent + 1, QString());
            continue;
        }

        const QString field = QStringLiteral("processes[%1]").arg(name);
        const QString raw = line.mid(colon + 1);
        const int commandStart = colon + 1 + leadingSpace(raw);
        const QString command = stripTrailingComment(line.mid(commandStart));
        if (command.isEmpty()) {
            const bool onlyComment = commandStart < line.size();
            error(onlyComment ? tr("process \"%1\" has only a comment where its command should be").arg(name)
                              : tr("process \"%1\" has no command").arg(name),
                lineNo, commandStart + 1, field);
            continue;
        }
        const auto seen = firstLine.constFind(name);
        if (seen != firstLine.constEnd()) {
            error(tr("duplicate process type \"%1\" (first defined on line %2)").arg(name).arg(seen.value()),
                lineNo, indent + 1, field);
            continue;
        }
        firstLine.insert(name, lineNo);

        ProcfileEntry e;
        e.name = name;
        e.command = command;
        e.line = lineNo;
        e.nameColumn = indent + 1;
        e.commandColumn = commandStart + 1;
        r.entries.append(e);
    }

    if (r.entries.isEmpty() && !hasErrors(r.findings))
        error(tr("the Procfile declares no process type (expected lines like \"web: <command>\")"), 0, 0,
            QString());
    r.ok = !hasErrors(r.findings);
    return r;
}

} // namespace HelmDeck
