// SPDX-License-Identifier: GPL-3.0-or-later
#include "shellwords.h"

#include <QCoreApplication>

namespace HelmDeck {

namespace {

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n')
        || c == QLatin1Char('\r');
}

bool isNameStart(QChar c)
{
    return c == QLatin1Char('_') || (c.unicode() < 128 && c.isLetter());
}

bool isNameChar(QChar c)
{
    return isNameStart(c) || (c.unicode() < 128 && c.isDigit());
}

/**
 * Reads a variable reference at text[i] == '$'. Returns the variable name and sets @p length to the
 * characters consumed, or returns an empty string when this '$' does not start $NAME / ${NAME}.
 */
QString readVariable(const QString &text, int i, int *length)
{
    const int n = text.size();
    if (i + 1 >= n)
        return QString();
    if (text.at(i + 1) == QLatin1Char('{')) {
        int j = i + 2;
        if (j >= n || !isNameStart(text.at(j)))
            return QString();
        while (j < n && isNameChar(text.at(j)))
            ++j;
        if (j >= n || text.at(j) != QLatin1Char('}'))
            return QString();
        *length = j + 1 - i;
        return text.mid(i + 2, j - i - 2);
    }
    if (!isNameStart(text.at(i + 1)))
        return QString();
    int j = i + 1;
    while (j < n && isNameChar(text.at(j)))
        ++j;
    *length = j - i;
    return text.mid(i + 1, j - i - 1);
}

} // namespace

QStringList ShellWords::split(const QString &command, QString *error)
{
    return splitImpl(command, false, error);
}

QStringList ShellWords::toContainerArgs(const QString &command, QString *error)
{
    return splitImpl(command, true, error);
}

QStringList ShellWords::splitImpl(const QString &command, bool forKubernetes, QString *error)
{
    QStringList words;
    QString word;
    bool inWord = false; // distinguishes "" (an empty word) from no word at all
    const int n = command.size();

    // A '$' that is plain text: doubled for Kubernetes so the kubelet's $(VAR) expansion leaves it alone.
    auto literalDollar = [&]() { word += forKubernetes ? QStringLiteral("$$") : QStringLiteral("$"); };
    // A '$' outside single quotes: a variable reference, or plain text.
    auto dollar = [&](int i) {
        int length = 0;
        const QString name = readVariable(command, i, &length);
        if (name.isEmpty()) {
            literalDollar();
            return i + 1;
        }
        if (forKubernetes)
            word += QStringLiteral("$(") + name + QLatin1Char(')');
        else
            word += command.mid(i, length);
        return i + length;
    };
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return QStringList();
    };

    int i = 0;
    while (i < n) {
        const QChar c = command.at(i);
        if (isBlank(c)) {
            if (inWord) {
                words.append(word);
                word.clear();
                inWord = false;
            }
            ++i;
        } else if (c == QLatin1Char('\'')) {
            inWord = true;
            const int close = command.indexOf(QLatin1Char('\''), i + 1);
            if (close < 0)
                return fail(QCoreApplication::translate(
                    "HelmDeck::ShellWords", "unterminated single quote at character %1")
                                .arg(i + 1));
            for (int k = i + 1; k < close; ++k) {
                if (command.at(k) == QLatin1Char('$'))
                    literalDollar();
                else
                    word += command.at(k);
            }
            i = close + 1;
        } else if (c == QLatin1Char('"')) {
            inWord = true;
            const int open = i;
            ++i;
            bool closed = false;
            while (i < n) {
                const QChar d = command.at(i);
                if (d == QLatin1Char('"')) {
                    closed = true;
                    ++i;
                    break;
                }
                if (d == QLatin1Char('\\') && i + 1 < n) {
                    const QChar e = command.at(i + 1);
                    if (e == QLatin1Char('\n')) {
                        i += 2;
                    } else if (e == QLatin1Char('$')) {
                        literalDollar();
                        i += 2;
                    } else if (e == QLatin1Char('"') || e == QLatin1Char('\\') || e == QLatin1Char('`')) {
                        word += e;
                        i += 2;
                    } else {
                        word += d; // POSIX: the backslash stays before other characters
                        ++i;
                    }
                } else if (d == QLatin1Char('$')) {
                    i = dollar(i);
                } else {
                    word += d;
                    ++i;
                }
            }
            if (!closed)
                return fail(QCoreApplication::translate(
                    "HelmDeck::ShellWords", "unterminated double quote at character %1")
                                .arg(open + 1));
        } else if (c == QLatin1Char('\\')) {
            if (i + 1 >= n)
                return fail(QCoreApplication::translate(
                    "HelmDeck::ShellWords", "lone backslash at the end (character %1)")
                                .arg(i + 1));
            const QChar e = command.at(i + 1);
            if (e != QLatin1Char('\n')) {
                inWord = true;
                if (e == QLatin1Char('$'))
                    literalDollar();
                else
                    word += e;
            }
            i += 2;
        } else if (c == QLatin1Char('$')) {
            inWord = true;
            i = dollar(i);
        } else {
            inWord = true;
            word += c;
            ++i;
        }
    }
    if (inWord)
        words.append(word);
    if (error)
        error->clear();
    return words;
}

} // namespace HelmDeck
