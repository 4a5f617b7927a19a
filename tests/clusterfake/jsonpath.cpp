// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonpath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace JsonPath {

namespace {

struct Token
{
    enum Kind
    {
        Text,
        Field,
        Range,
        End
    } kind;
    QString text; // Text: the text; Field/Range: the path after the dot; Range: the filter too
    QString filterField;
    QString filterValue;
    bool filtered = false;
};

bool unquote(const QString &literal, QString *out)
{
    if (literal.size() < 2 || !literal.startsWith(QLatin1Char('"')) || !literal.endsWith(QLatin1Char('"')))
        return false;
    const QString body = literal.mid(1, literal.size() - 2);
    for (int i = 0; i < body.size(); ++i) {
        if (body.at(i) == QLatin1Char('\\') && i + 1 < body.size()) {
            const QChar c = body.at(++i);
            *out += c == QLatin1Char('n') ? QStringLiteral("\n")
                : c == QLatin1Char('t')   ? QStringLiteral("\t")
                                          : QString(c);
        } else {
            *out += body.at(i);
        }
    }
    return true;
}

/** `.a.b` → the value there, or undefined. */
QJsonValue lookup(const QJsonValue &from, const QString &path)
{
    QJsonValue v = from;
    for (const QString &key : path.split(QLatin1Char('.'), Qt::SkipEmptyParts))
        v = v.toObject().value(key);
    return v;
}

bool tokenize(const QString &t, QList<Token> *tokens, QString *error)
{
    int i = 0;
    while (i < t.size()) {
        const int open = t.indexOf(QLatin1Char('{'), i);
        if (open != i) {
            tokens->append(Token { Token::Text, t.mid(i, open < 0 ? -1 : open - i), {}, {}, false });
            if (open < 0)
                break;
        }
        // a closing brace not inside a quoted literal ends the expression
        int close = open + 1;
        bool quoted = false;
        for (; close < t.size(); ++close) {
            const QChar c = t.at(close);
            if (c == QLatin1Char('\\') && quoted)
                ++close;
            else if (c == QLatin1Char('"'))
                quoted = !quoted;
            else if (c == QLatin1Char('}') && !quoted)
                break;
        }
        if (close >= t.size()) {
            *error = QStringLiteral("jsonpath: unclosed {");
            return false;
        }
        const QString expr = t.mid(open + 1, close - open - 1).trimmed();
        i = close + 1;
        Token tok { Token::Text, {}, {}, {}, false };
        if (expr.startsWith(QLatin1Char('"'))) {
            if (!unquote(expr, &tok.text)) {
                *error = QStringLiteral("jsonpath literal ") + expr;
                return false;
            }
        } else if (expr == QLatin1String("end")) {
            tok.kind = Token::End;
        } else if (expr.startsWith(QLatin1String("range "))) {
            tok.kind = Token::Range;
            QString path = expr.mid(6).trimmed();
            if (path.endsWith(QLatin1String("[*]"))) {
                path.chop(3);
            } else {
                // [?(@.field=="value")]
                const int f = path.indexOf(QLatin1String("[?(@."));
                const int eq = path.indexOf(QLatin1String("=="));
                if (f < 0 || eq < f || !path.endsWith(QLatin1String(")]"))) {
                    *error = QStringLiteral("jsonpath range ") + expr
                        + QStringLiteral(" (only [*] and [?(@.f==\"v\")])");
                    return false;
                }
                tok.filtered = true;
                tok.filterField = path.mid(f + 5, eq - f - 5);
                if (!unquote(path.mid(eq + 2, path.size() - eq - 4), &tok.filterValue)) {
                    *error
                        = QStringLiteral("jsonpath filter ") + expr + QStringLiteral(" (only string values)");
                    return false;
                }
                path = path.left(f);
            }
            tok.text = path;
        } else if (expr.startsWith(QLatin1Char('.')) && !expr.contains(QLatin1Char('['))
            && !expr.contains(QLatin1Char('*'))) {
            tok.kind = Token::Field;
            tok.text = expr;
        } else {
            *error = QStringLiteral("jsonpath expression {") + expr + QStringLiteral("}");
            return false;
        }
        tokens->append(tok);
    }
    return true;
}

QString scalar(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isUndefined() || v.isNull())
        return {};
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toDouble());
    return QString::fromUtf8(QJsonDocument::fromVariant(v.toVariant()).toJson(QJsonDocument::Compact));
}

/** Evaluates tokens [from, to) against @p ctx; @p to is the matching end of a range. */
bool run(const QList<Token> &tokens, int from, int to, const QJsonValue &ctx, QString *out, QString *error)
{
    for (int i = from; i < to; ++i) {
        const Token &tok = tokens.at(i);
        if (tok.kind == Token::Text) {
            *out += tok.text;
        } else if (tok.kind == Token::Field) {
            *out += scalar(lookup(ctx, tok.text));
        } else if (tok.kind == Token::End) {
            *error = QStringLiteral("jsonpath: {end} without {range}");
            return false;
        } else {
            int depth = 0;
            int end = i + 1;
            for (; end < to; ++end) {
                if (tokens.at(end).kind == Token::Range)
                    ++depth;
                else if (tokens.at(end).kind == Token::End && depth-- == 0)
                    break;
            }
            if (end >= to) {
                *error = QStringLiteral("jsonpath: {range} without {end}");
                return false;
            }
            for (const QJsonValue &item : lookup(ctx, tok.text).toArray()) {
                if (tok.filtered && lookup(item, tok.filterField).toString() != tok.filterValue)
                    continue;
                if (!run(tokens, i + 1, end, item, out, error))
                    return false;
            }
            i = end;
        }
    }
    return true;
}

} // namespace

bool evaluate(const QString &jsonPathTemplate, const QJsonValue &object, QString *out, QString *error)
{
    QList<Token> tokens;
    if (!tokenize(jsonPathTemplate, &tokens, error))
        return false;
    return run(tokens, 0, int(tokens.size()), object, out, error);
}

} // namespace JsonPath
