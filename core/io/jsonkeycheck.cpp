// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonkeycheck.h"

#include "lineindex.h"

#include <QHash>
#include <QVector>

namespace HelmDeck {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

struct Frame
{
    bool object = false;
    QHash<QString, int> keys; // key → byte offset of its first occurrence
    QString key; // the member being read (objects)
    int index = -1; // the element being read (arrays)
};

class Scanner
{
public:
    explicit Scanner(const QByteArray &json)
        : m_s(json.constData())
        , m_n(int(json.size()))
    { }

    // m_pos at the opening quote; leaves it after the closing one. False when the string never ends.
    bool string(QString *out)
    {
        const int start = ++m_pos;
        bool escaped = false;
        while (m_pos < m_n && m_s[m_pos] != '"') {
            if (m_s[m_pos] == '\\') {
                escaped = true;
                ++m_pos;
            }
            ++m_pos;
        }
        if (m_pos >= m_n)
            return false;
        const int end = m_pos++;
        if (!out)
            return true;
        if (!escaped) {
            *out = QString::fromUtf8(m_s + start, end - start);
            return true;
        }
        // decode escapes, so "\u0041" and "A" are the same key as JSON says
        QByteArray plain;
        QString decoded;
        for (int i = start; i < end; ++i) {
            if (m_s[i] != '\\') {
                plain.append(m_s[i]);
                continue;
            }
            decoded += QString::fromUtf8(plain);
            plain.clear();
            const char e = ++i < end ? m_s[i] : '\0';
            switch (e) {
            case 'b':
                decoded += QLatin1Char('\b');
                break;
            case 'f':
                decoded += QLatin1Char('\f');
                break;
            case 'n':
                decoded += QLatin1Char('\n');
                break;
            case 'r':
                decoded += QLatin1Char('\r');
                break;
            case 't':
                decoded += QLatin1Char('\t');
                break;
            case 'u': {
                int v = 0;
                for (int k = 1; k <= 4; ++k) {
                    const int h = i + k < end ? hexValue(m_s[i + k]) : -1;
                    v = h < 0 ? -1 : (v < 0 ? -1 : v * 16 + h);
                }
                if (v < 0)
                    return true; // not JSON: the parser says so
                decoded += QChar(ushort(v));
                i += 4;
                break;
            }
            default:
                decoded += QLatin1Char(e);
                break;
            }
        }
        decoded += QString::fromUtf8(plain);
        *out = decoded;
        return true;
    }

    void skipSpace()
    {
        while (m_pos < m_n && isSpace(m_s[m_pos]))
            ++m_pos;
    }

    char peek() const { return m_pos < m_n ? m_s[m_pos] : '\0'; }

    const char *m_s;
    int m_n;
    int m_pos = 0;
};

QString pathOf(const QVector<Frame> &stack)
{
    QString p;
    for (const Frame &f : stack) {
        if (f.object) {
            if (!p.isEmpty())
                p += QLatin1Char('.');
            p += f.key;
        } else {
            p += QLatin1Char('[') + QString::number(f.index) + QLatin1Char(']');
        }
    }
    return p;
}

} // namespace

bool JsonKeyCheck::check(const QByteArray &json, const QString &fileName, const QString &what,
    const QString &fieldPath, Findings *findings, int maxDepth)
{
    enum class State
    {
        Value,
        ValueOrEnd, // after '['
        KeyOrEnd, // after '{'
        Key, // after ',' in an object
        After // after a value
    };
    const LineIndex lines(json);
    auto where = [&](int offset) {
        SourceLocation l { fileName, 0, 0 };
        lines.lineColumn(offset, &l.line, &l.column);
        return l;
    };
    Scanner sc(json);
    // QJsonDocument skips a UTF-8 byte order mark: so does the check, or a text behind one would
    // reach Qt unchecked (a repeated key with a container value leaks in Qt 5.15; found by fuzzing)
    if (json.startsWith("\xEF\xBB\xBF"))
        sc.m_pos = 3;
    QVector<Frame> stack;
    State state = State::Value;
    bool ok = true;
    for (;;) {
        sc.skipSpace();
        if (sc.m_pos >= sc.m_n)
            return ok;
        const char c = sc.peek();
        switch (state) {
        case State::ValueOrEnd:
            if (c == ']') {
                ++sc.m_pos;
                stack.removeLast();
                state = State::After;
                continue;
            }
            Q_FALLTHROUGH();
        case State::Value:
            if (!stack.isEmpty() && !stack.last().object)
                ++stack.last().index;
            if (c == '{' || c == '[') {
                if (stack.size() >= maxDepth) {
                    findings->append(
                        Finding::error(tr("the %1 is too deeply nested at %2 (more than %3 levels of objects "
                                          "and lists)")
                                           .arg(what, pathOf(stack).isEmpty() ? tr("the top") : pathOf(stack))
                                           .arg(maxDepth),
                            fieldPath, where(sc.m_pos)));
                    return false;
                }
                Frame f;
                f.object = c == '{';
                stack.append(f);
                ++sc.m_pos;
                state = c == '{' ? State::KeyOrEnd : State::ValueOrEnd;
            } else if (c == '"') {
                if (!sc.string(nullptr))
                    return ok;
                state = State::After;
            } else {
                const int before = sc.m_pos;
                while (sc.m_pos < sc.m_n && !isSpace(sc.peek()) && sc.peek() != ',' && sc.peek() != ']'
                    && sc.peek() != '}' && sc.peek() != ':' && sc.peek() != '"')
                    ++sc.m_pos;
                if (sc.m_pos == before)
                    return ok; // not JSON: the parser says where
                state = State::After;
            }
            continue;
        case State::KeyOrEnd:
            if (c == '}') {
                ++sc.m_pos;
                stack.removeLast();
                state = State::After;
                continue;
            }
            Q_FALLTHROUGH();
        case State::Key: {
            if (c != '"')
                return ok;
            const int at = sc.m_pos;
            QString key;
            if (!sc.string(&key))
                return ok;
            Frame &top = stack.last();
            const auto seen = top.keys.constFind(key);
            if (seen != top.keys.constEnd()) {
                int firstLine = 0;
                lines.lineColumn(seen.value(), &firstLine, nullptr);
                const SourceLocation second = where(at);
                top.key = key;
                findings->append(Finding::error(
                    tr("the %1 has the key \"%2\" twice in one object (lines %3 and %4; at %5): "
                       "keys must be unique, and a JSON reader would keep only the last")
                        .arg(what, key)
                        .arg(firstLine)
                        .arg(second.line)
                        .arg(pathOf(stack)),
                    fieldPath, second));
                ok = false;
            } else {
                top.keys.insert(key, at);
                top.key = key;
            }
            sc.skipSpace();
            if (sc.peek() != ':')
                return ok;
            ++sc.m_pos;
            state = State::Value;
            continue;
        }
        case State::After:
            if (stack.isEmpty())
                return ok; // text after the value: the parser reports it
            if (c == ',') {
                ++sc.m_pos;
                state = stack.last().object ? State::Key : State::Value;
            } else if ((c == '}' && stack.last().object) || (c == ']' && !stack.last().object)) {
                ++sc.m_pos;
                stack.removeLast();
            } else {
                return ok;
            }
            continue;
        }
    }
}

} // namespace HelmDeck
