// SPDX-License-Identifier: GPL-3.0-or-later
#include "traefikrule.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace HelmDeck {

namespace {

/** An OR of ANDs grows with every `&&` of two ORs: a rule past this is not one HelmDeck reads. */
constexpr int MaxTerms = 64;

/** One matcher that decides what a route holds (Host…, Path…); the narrowing ones are dropped. */
struct Matcher
{
    QString name; ///< lower-case: "host", "hostregexp", "path", "pathprefix"
    QStringList args;
};
using Conjunction = QList<Matcher>;
using Disjunction = QList<Conjunction>;

const QStringList HostMatchers { QStringLiteral("host"), QStringLiteral("hostheader"),
    QStringLiteral("hostregexp") };
const QStringList PathMatchers { QStringLiteral("path"), QStringLiteral("pathprefix") };
const QStringList NarrowingMatchers { QStringLiteral("method"), QStringLiteral("header"),
    QStringLiteral("headers"), QStringLiteral("headerregexp"), QStringLiteral("headersregexp"),
    QStringLiteral("query"), QStringLiteral("queryregexp"), QStringLiteral("clientip") };

class Parser
{
public:
    explicit Parser(const QString &text)
        : m_text(text)
    { }

    bool parse(Disjunction *out, QString *error)
    {
        *out = parseOr();
        skipSpace();
        if (m_error.isEmpty() && m_pos < m_text.size())
            fail(QCoreApplication::translate("HelmDeck::TraefikRule", "unexpected \"%1\"")
                     .arg(m_text.mid(m_pos, 12)));
        *error = m_error;
        return m_error.isEmpty();
    }

private:
    void fail(const QString &message)
    {
        if (m_error.isEmpty())
            m_error = QCoreApplication::translate("HelmDeck::TraefikRule", "%1 at character %2")
                          .arg(message)
                          .arg(m_pos + 1);
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text.at(m_pos).isSpace())
            ++m_pos;
    }

    bool take(const QString &token)
    {
        skipSpace();
        if (m_text.mid(m_pos, token.size()) != token)
            return false;
        m_pos += int(token.size());
        return true;
    }

    Disjunction parseOr()
    {
        Disjunction d = parseAnd();
        while (m_error.isEmpty() && take(QStringLiteral("||"))) {
            d += parseAnd();
            if (d.size() > MaxTerms)
                fail(QCoreApplication::translate("HelmDeck::TraefikRule", "more than %1 alternatives")
                         .arg(MaxTerms));
        }
        return d;
    }

    Disjunction parseAnd()
    {
        Disjunction d = parseUnary();
        while (m_error.isEmpty() && take(QStringLiteral("&&"))) {
            const Disjunction right = parseUnary();
            Disjunction product;
            for (const Conjunction &a : std::as_const(d)) {
                for (const Conjunction &b : right)
                    product.append(a + b);
            }
            d = product;
            if (d.size() > MaxTerms)
                fail(QCoreApplication::translate("HelmDeck::TraefikRule", "more than %1 alternatives")
                         .arg(MaxTerms));
        }
        return d;
    }

    Disjunction parseUnary()
    {
        if (!m_error.isEmpty())
            return {};
        if (take(QStringLiteral("!"))) {
            parseUnary(); // read (an unknown matcher is still an error) but ignored: it only narrows
            return { Conjunction() };
        }
        if (take(QStringLiteral("("))) {
            const Disjunction d = parseOr();
            if (m_error.isEmpty() && !take(QStringLiteral(")")))
                fail(QCoreApplication::translate("HelmDeck::TraefikRule", "missing \")\""));
            return d;
        }
        return parseMatcher();
    }

    std::optional<QString> parseString()
    {
        skipSpace();
        if (m_pos >= m_text.size())
            return std::nullopt;
        const QChar quote = m_text.at(m_pos);
        if (quote != QLatin1Char('`') && quote != QLatin1Char('"'))
            return std::nullopt;
        QString value;
        for (int i = m_pos + 1; i < m_text.size(); ++i) {
            const QChar c = m_text.at(i);
            if (c == quote) {
                m_pos = i + 1;
                return value;
            }
            if (quote == QLatin1Char('"') && c == QLatin1Char('\\') && i + 1 < m_text.size())
                ++i; // a Go string's escape: the next character as it is
            value.append(m_text.at(i));
        }
        fail(QCoreApplication::translate("HelmDeck::TraefikRule", "unterminated %1").arg(quote));
        return std::nullopt;
    }

    Disjunction parseMatcher()
    {
        skipSpace();
        const int start = m_pos;
        while (m_pos < m_text.size() && m_text.at(m_pos).isLetter())
            ++m_pos;
        const QString name = m_text.mid(start, m_pos - start);
        if (name.isEmpty()) {
            fail(m_pos < m_text.size()
                    ? QCoreApplication::translate("HelmDeck::TraefikRule", "unexpected \"%1\"")
                          .arg(m_text.at(m_pos))
                    : QCoreApplication::translate("HelmDeck::TraefikRule", "a matcher is missing"));
            return {};
        }
        const QString lower = name.toLower();
        if (!HostMatchers.contains(lower) && !PathMatchers.contains(lower)
            && !NarrowingMatchers.contains(lower)) {
            m_pos = start;
            fail(QCoreApplication::translate("HelmDeck::TraefikRule", "%1 is not a matcher HelmDeck reads")
                     .arg(name));
            return {};
        }
        if (!take(QStringLiteral("("))) {
            fail(QCoreApplication::translate("HelmDeck::TraefikRule", "\"(\" expected after %1").arg(name));
            return {};
        }
        Matcher m { lower, {} };
        do {
            const std::optional<QString> arg = parseString();
            if (!arg) {
                fail(QCoreApplication::translate("HelmDeck::TraefikRule", "a quoted argument of %1 expected")
                         .arg(name));
                return {};
            }
            m.args.append(*arg);
        } while (take(QStringLiteral(",")));
        if (!take(QStringLiteral(")"))) {
            fail(QCoreApplication::translate(
                "HelmDeck::TraefikRule", "\")\" expected after the arguments of %1")
                     .arg(name));
            return {};
        }
        if (NarrowingMatchers.contains(lower))
            return { Conjunction() };
        return { Conjunction { m } };
    }

    QString m_text;
    int m_pos = 0;
    QString m_error;
};

QString trimmedPath(const QString &path)
{
    QString p = path.isEmpty() ? QStringLiteral("/") : path;
    while (p.size() > 1 && p.endsWith(QLatin1Char('/')))
        p.chop(1);
    return p;
}

bool isPrefix(const QString &prefix, const QString &path)
{
    return prefix == path || prefix == QLatin1String("/") || path.startsWith(prefix + QLatin1Char('/'));
}

/** The paths both sets hold: of two nested paths the longer; unrelated ones hold nothing together. */
QStringList intersectPaths(const QStringList &a, const QStringList &b)
{
    QStringList out;
    for (const QString &x : a) {
        for (const QString &y : b) {
            const QString tx = trimmedPath(x);
            const QString ty = trimmedPath(y);
            if (isPrefix(tx, ty))
                out.append(y);
            else if (isPrefix(ty, tx))
                out.append(x);
        }
    }
    out.removeDuplicates();
    return out;
}

} // namespace

QString TraefikRule::wildcardOfRegexp(const QString &regexp)
{
    // what charts/app/templates/_routes.tpl renders for "*.example.com": ^[^.]+\.example\.com$
    static const QRegularExpression form(QStringLiteral("^\\^\\[\\^\\.\\]\\+((?:\\\\\\.[a-z0-9-]+)+)\\$$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = form.match(regexp.trimmed());
    if (!m.hasMatch())
        return QString();
    QString suffix = m.captured(1);
    suffix.replace(QStringLiteral("\\."), QStringLiteral("."));
    return QLatin1Char('*') + suffix.toLower();
}

bool TraefikRule::parse(const QString &rule, QList<HostPath> *out, QString *error)
{
    out->clear();
    Disjunction terms;
    Parser parser(rule);
    if (!parser.parse(&terms, error))
        return false;
    for (const Conjunction &term : std::as_const(terms)) {
        std::optional<QStringList> hosts;
        std::optional<QStringList> paths;
        for (const Matcher &m : term) {
            QStringList values;
            for (const QString &arg : m.args) {
                if (m.name == QLatin1String("hostregexp")) {
                    const QString wildcard = wildcardOfRegexp(arg);
                    if (wildcard.isEmpty()) {
                        *error = QCoreApplication::translate("HelmDeck::TraefikRule",
                            "HostRegexp(`%1`) is not a wildcard HelmDeck reads (only "
                            "^[^.]+\\.example\\.com$)")
                                     .arg(arg);
                        return false;
                    }
                    values.append(wildcard);
                } else if (HostMatchers.contains(m.name)) {
                    values.append(arg.trimmed().toLower());
                } else {
                    if (!arg.startsWith(QLatin1Char('/'))) {
                        *error = QCoreApplication::translate(
                            "HelmDeck::TraefikRule", "path \"%1\" does not start with \"/\"")
                                     .arg(arg);
                        return false;
                    }
                    values.append(arg);
                }
            }
            if (HostMatchers.contains(m.name)) {
                if (!hosts) {
                    hosts = values;
                } else {
                    QStringList common;
                    for (const QString &h : std::as_const(*hosts)) {
                        if (values.contains(h))
                            common.append(h);
                    }
                    hosts = common;
                }
            } else {
                paths = paths ? intersectPaths(*paths, values) : values;
            }
        }
        if (!hosts)
            continue; // every host: no host is held by it
        const QStringList held = paths ? *paths : QStringList { QStringLiteral("/") };
        for (const QString &host : std::as_const(*hosts)) {
            if (host.isEmpty())
                continue;
            for (const QString &path : held) {
                const bool seen = std::any_of(out->cbegin(), out->cend(),
                    [&](const HostPath &p) { return p.host == host && p.path == path; });
                if (!seen)
                    out->append({ host, path });
            }
        }
    }
    return true;
}

} // namespace HelmDeck
