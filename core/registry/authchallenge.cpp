// SPDX-License-Identifier: GPL-3.0-or-later
#include "authchallenge.h"

namespace HelmDeck {

namespace {

class ChallengeScanner
{
public:
    explicit ChallengeScanner(const QString &text)
        : m_text(text)
    { }
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text.at(m_pos); }
    void skipSpaces()
    {
        while (!atEnd() && (peek() == QLatin1Char(' ') || peek() == QLatin1Char('\t')))
            ++m_pos;
    }
    void skipSpacesAndCommas()
    {
        while (!atEnd()
            && (peek() == QLatin1Char(' ') || peek() == QLatin1Char('\t') || peek() == QLatin1Char(',')))
            ++m_pos;
    }
    // A token: anything up to whitespace, ',', '=' or '"'.
    QString token()
    {
        const int start = m_pos;
        while (!atEnd()) {
            const QChar c = peek();
            if (c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char(',')
                || c == QLatin1Char('=') || c == QLatin1Char('"'))
                break;
            ++m_pos;
        }
        return m_text.mid(start, m_pos - start);
    }
    QString quoted()
    {
        QString value;
        ++m_pos; // opening quote
        while (!atEnd()) {
            const QChar c = m_text.at(m_pos++);
            if (c == QLatin1Char('"'))
                return value;
            if (c == QLatin1Char('\\') && !atEnd())
                value.append(m_text.at(m_pos++));
            else
                value.append(c);
        }
        return value; // unterminated: keep what was there
    }
    int pos() const { return m_pos; }
    void setPos(int pos) { m_pos = pos; }

private:
    const QString &m_text;
    int m_pos = 0;
};

} // namespace

QList<AuthChallenge> AuthChallenge::parse(const QString &header)
{
    QList<AuthChallenge> challenges;
    ChallengeScanner s(header);
    while (true) {
        s.skipSpacesAndCommas();
        if (s.atEnd())
            break;
        const int before = s.pos();
        const QString name = s.token();
        if (name.isEmpty()) {
            s.setPos(before + 1); // a stray '=' or '"': step over it
            continue;
        }
        s.skipSpaces();
        if (s.peek() != QLatin1Char('=')) {
            AuthChallenge challenge;
            challenge.scheme = name;
            challenges.append(challenge);
            continue;
        }
        // name '=' ...: a parameter, unless it is a token68 ("abc==" followed by ',' or the end).
        int equals = 0;
        while (s.peek() == QLatin1Char('=')) {
            s.setPos(s.pos() + 1);
            ++equals;
        }
        s.skipSpaces();
        const bool isToken68 = equals > 1 || s.atEnd() || s.peek() == QLatin1Char(',');
        const QString value = isToken68 ? QString() : s.peek() == QLatin1Char('"') ? s.quoted() : s.token();
        if (challenges.isEmpty())
            continue; // a parameter before any scheme belongs to no challenge
        if (isToken68)
            challenges.last().token68 = name + QString(equals, QLatin1Char('='));
        else
            challenges.last().params.insert(name.toLower(), value);
    }
    return challenges;
}

} // namespace HelmDeck
