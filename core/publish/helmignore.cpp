// SPDX-License-Identifier: GPL-3.0-or-later
#include "helmignore.h"

#include <QStringList>

namespace HelmDeck {

namespace {

/** One character class "[...]" at @p i (after '['); advances @p i past ']'. -1 = bad pattern. */
int matchClass(const QString &pattern, int *i, QChar c)
{
    int p = *i;
    bool negated = false;
    if (p < pattern.size() && pattern.at(p) == QLatin1Char('^')) {
        negated = true;
        ++p;
    }
    bool matched = false;
    for (;;) {
        if (p >= pattern.size())
            return -1;
        if (pattern.at(p) == QLatin1Char(']'))
            break;
        QChar lo = pattern.at(p);
        if (lo == QLatin1Char('\\')) {
            if (++p >= pattern.size())
                return -1;
            lo = pattern.at(p);
        }
        QChar hi = lo;
        if (p + 2 < pattern.size() && pattern.at(p + 1) == QLatin1Char('-')
            && pattern.at(p + 2) != QLatin1Char(']')) {
            p += 2;
            hi = pattern.at(p);
            if (hi == QLatin1Char('\\')) {
                if (++p >= pattern.size())
                    return -1;
                hi = pattern.at(p);
            }
        }
        if (lo <= c && c <= hi)
            matched = true;
        ++p;
    }
    *i = p + 1;
    return matched != negated ? 1 : 0;
}

/** filepath.Match: recursive over '*', which never crosses '/'. */
bool matchFrom(const QString &pattern, int pi, const QString &name, int ni, bool *bad)
{
    while (pi < pattern.size()) {
        const QChar pc = pattern.at(pi);
        if (pc == QLatin1Char('*')) {
            while (pi < pattern.size() && pattern.at(pi) == QLatin1Char('*'))
                ++pi;
            for (int k = ni; k <= name.size(); ++k) {
                if (matchFrom(pattern, pi, name, k, bad))
                    return true;
                if (*bad || (k < name.size() && name.at(k) == QLatin1Char('/')))
                    break;
            }
            return false;
        }
        if (ni >= name.size())
            return false;
        const QChar c = name.at(ni);
        if (pc == QLatin1Char('?')) {
            if (c == QLatin1Char('/'))
                return false;
            ++pi;
        } else if (pc == QLatin1Char('[')) {
            ++pi;
            const int r = matchClass(pattern, &pi, c);
            if (r < 0) {
                *bad = true;
                return false;
            }
            if (r == 0 || c == QLatin1Char('/'))
                return false;
        } else if (pc == QLatin1Char('\\')) {
            if (pi + 1 >= pattern.size()) {
                *bad = true;
                return false;
            }
            if (pattern.at(pi + 1) != c)
                return false;
            pi += 2;
        } else {
            if (pc != c)
                return false;
            ++pi;
        }
        ++ni;
    }
    return ni == name.size();
}

/** No unclosed "[...]" and no trailing "\\": what Go's filepath.Match calls a bad pattern. */
bool isValidPattern(const QString &pattern)
{
    for (int i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('\\')) {
            if (++i >= pattern.size())
                return false;
        } else if (c == QLatin1Char('[')) {
            int j = i + 1;
            if (j < pattern.size() && pattern.at(j) == QLatin1Char('^'))
                ++j;
            while (j < pattern.size() && pattern.at(j) != QLatin1Char(']'))
                j += pattern.at(j) == QLatin1Char('\\') ? 2 : 1;
            if (j >= pattern.size())
                return false;
            i = j;
        }
    }
    return true;
}

} // namespace

HelmIgnore::HelmIgnore()
{
    QString unused;
    addRule(QStringLiteral("templates/.?*"), &unused);
}

bool HelmIgnore::globMatch(const QString &pattern, const QString &name)
{
    bool bad = false;
    const bool matched = matchFrom(pattern, 0, name, 0, &bad);
    return matched && !bad;
}

bool HelmIgnore::parse(const QString &text, QString *error)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString ruleError;
        if (!addRule(lines.at(i), &ruleError)) {
            *error = tr("line %1: %2").arg(i + 1).arg(ruleError);
            return false;
        }
    }
    return true;
}

bool HelmIgnore::addRule(QString rule, QString *error)
{
    rule = rule.trimmed();
    if (rule.isEmpty() || rule.startsWith(QLatin1Char('#')))
        return true;
    if (rule.contains(QLatin1String("**"))) {
        *error = tr("double-star (**) syntax is not supported");
        return false;
    }
    Rule r;
    if (rule.startsWith(QLatin1Char('!'))) {
        r.negate = true;
        rule = rule.mid(1);
    }
    if (rule.endsWith(QLatin1Char('/'))) {
        r.directoryOnly = true;
        rule.chop(1);
    }
    if (rule.startsWith(QLatin1Char('/'))) {
        r.scope = Rule::Scope::Root;
        rule = rule.mid(1);
    } else if (rule.contains(QLatin1Char('/'))) {
        r.scope = Rule::Scope::Path;
    }
    if (!isValidPattern(rule)) {
        *error = tr("bad pattern \"%1\"").arg(rule);
        return false;
    }
    r.pattern = rule;
    m_rules.append(r);
    return true;
}

bool HelmIgnore::matches(const Rule &rule, const QString &path)
{
    if (rule.scope == Rule::Scope::BaseName)
        return globMatch(rule.pattern, path.section(QLatin1Char('/'), -1));
    return globMatch(rule.pattern, path);
}

bool HelmIgnore::ignores(const QString &relativePath, bool isDirectory) const
{
    if (relativePath.isEmpty() || relativePath == QLatin1String(".") || relativePath == QLatin1String("./"))
        return false;
    for (const Rule &rule : m_rules) {
        if (rule.negate) {
            if (rule.directoryOnly && !isDirectory)
                return true;
            if (!matches(rule, relativePath))
                return true;
            continue;
        }
        if (rule.directoryOnly && !isDirectory)
            continue;
        if (matches(rule, relativePath))
            return true;
    }
    return false;
}

} // namespace HelmDeck
