// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonwithcomments.h"
#include "lineindex.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace HelmDeck {

namespace {

bool hasBom(const QByteArray &data)
{
    return data.startsWith("\xEF\xBB\xBF");
}

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Walks a JSON text that QJsonDocument already accepted. Every loop advances or stops at the end,
// so a text that is not valid after all gives a partial map, never a hang or an overread.
class Locator
{
public:
    Locator(const QByteArray &text, const QString &fileName, const LineIndex &lines, SourceMap *out)
        : m_text(text)
        , m_fileName(fileName)
        , m_lines(lines)
        , m_out(out)
    { }

    void run()
    {
        skipSpace();
        record(QString(), m_pos);
        value(QString(), 0);
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_pos); }

    void skipSpace()
    {
        while (!atEnd() && isJsonSpace(m_text.at(m_pos)))
            ++m_pos;
    }

    // m_pos at the opening quote; leaves m_pos after the closing quote.
    QString string()
    {
        const int start = m_pos;
        ++m_pos;
        bool escaped = false;
        while (!atEnd()) {
            const char c = m_text.at(m_pos++);
            if (c == '\\') {
                escaped = true;
                ++m_pos;
            } else if (c == '"') {
                break;
            }
        }
        const QByteArray raw = m_text.mid(start, m_pos - start);
        if (!escaped)
            return QString::fromUtf8(raw.mid(1, raw.size() - 2));
        // Rare: let Qt decode the escapes.
        QByteArray wrapped = QByteArrayLiteral("[");
        wrapped += raw;
        wrapped += ']';
        const QJsonArray a = QJsonDocument::fromJson(wrapped).array();
        return a.isEmpty() ? QString() : a.at(0).toString();
    }

    void value(const QString &path, int depth)
    {
        skipSpace();
        if (atEnd() || depth > 512)
            return;
        const char c = peek();
        if (c == '{') {
            ++m_pos;
            members(path, depth);
        } else if (c == '[') {
            ++m_pos;
            elements(path, depth);
        } else if (c == '"') {
            string();
        } else {
            while (!atEnd() && !isJsonSpace(peek()) && peek() != ',' && peek() != ']' && peek() != '}')
                ++m_pos;
        }
    }

    void members(const QString &path, int depth)
    {
        for (;;) {
            skipSpace();
            if (atEnd())
                return;
            if (peek() == '}') {
                ++m_pos;
                return;
            }
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() != '"') {
                ++m_pos; // not JSON after all: resynchronise
                continue;
            }
            const int keyAt = m_pos;
            const QString child = path + QLatin1Char('/') + JsonWithComments::pointerToken(string());
            record(child, keyAt);
            skipSpace();
            if (peek() == ':')
                ++m_pos;
            value(child, depth + 1);
        }
    }

    void elements(const QString &path, int depth)
    {
        int index = 0;
        for (;;) {
            skipSpace();
            if (atEnd())
                return;
            if (peek() == ']') {
                ++m_pos;
                return;
            }
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            const QString child = path + QLatin1Char('/') + QString::number(index++);
            record(child, m_pos);
            const int before = m_pos;
            value(child, depth + 1);
            if (m_pos == before)
                ++m_pos;
        }
    }

    // offsets come in file order, so the line index finds each from the one before
    void record(const QString &pointer, int offset)
    {
        SourceLocation where { m_fileName, 0, 0 };
        m_lines.lineColumn(offset, &where.line, &where.column);
        m_out->insert(pointer, where);
    }

    const QByteArray &m_text;
    const QString &m_fileName;
    const LineIndex &m_lines;
    SourceMap *m_out;
    int m_pos = 0;
};

} // namespace

QByteArray JsonWithComments::strip(const QByteArray &data, int *unterminatedComment, int *newlineInString)
{
    enum class State
    {
        Code,
        String,
        LineComment,
        BlockComment
    };
    QByteArray out = data;
    if (unterminatedComment)
        *unterminatedComment = -1;
    if (newlineInString)
        *newlineInString = -1;
    int i = 0;
    if (hasBom(out)) {
        out[0] = out[1] = out[2] = ' ';
        i = 3;
    }
    State state = State::Code;
    int blockStart = -1;
    const int n = out.size();
    for (; i < n; ++i) {
        const char c = out.at(i);
        const char next = i + 1 < n ? out.at(i + 1) : '\0';
        switch (state) {
        case State::Code:
            if (c == '"') {
                state = State::String;
            } else if (c == '/' && next == '/') {
                out[i] = out[i + 1] = ' ';
                ++i;
                state = State::LineComment;
            } else if (c == '/' && next == '*') {
                blockStart = i;
                out[i] = out[i + 1] = ' ';
                ++i;
                state = State::BlockComment;
            }
            break;
        case State::String:
            if (c == '\\') {
                ++i; // the escaped character cannot end the string
            } else if (c == '"') {
                state = State::Code;
            } else if ((c == '\n' || c == '\r') && newlineInString && *newlineInString < 0) {
                // A raw line break is a JSON error. The string goes on to its closing quote, so a
                // "//" or "/*" after the break is still string text, never a comment to blank out.
                *newlineInString = i;
            }
            break;
        case State::LineComment:
            if (c == '\n')
                state = State::Code;
            else
                out[i] = ' ';
            break;
        case State::BlockComment:
            if (c == '*' && next == '/') {
                out[i] = out[i + 1] = ' ';
                ++i;
                state = State::Code;
            } else if (c != '\n' && c != '\r') {
                out[i] = ' ';
            }
            break;
        }
    }
    if (state == State::BlockComment && unterminatedComment)
        *unterminatedComment = blockStart;
    return out;
}

void JsonWithComments::lineColumn(const QByteArray &data, int offset, int *line, int *column)
{
    const int end = qBound(0, offset, int(data.size()));
    int l = 1;
    int lineStart = hasBom(data) ? 3 : 0;
    for (int i = lineStart; i < end; ++i) {
        if (data.at(i) == '\n') {
            ++l;
            lineStart = i + 1;
        }
    }
    int col = 1;
    for (int i = lineStart; i < end; ++i) {
        // count characters, not bytes: skip UTF-8 continuation bytes (10xxxxxx)
        if ((static_cast<unsigned char>(data.at(i)) & 0xC0) != 0x80)
            ++col;
    }
    if (line)
        *line = l;
    if (column)
        *column = col;
}

SourceMap JsonWithComments::locate(const QByteArray &json, const QString &fileName, const LineIndex &lines)
{
    SourceMap out;
    Locator(json, fileName, lines, &out).run();
    return out;
}

QString JsonWithComments::pointerToken(const QString &key)
{
    QString t = key;
    t.replace(QLatin1Char('~'), QLatin1String("~0"));
    t.replace(QLatin1Char('/'), QLatin1String("~1"));
    return t;
}

} // namespace HelmDeck
