// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace HelmDeck {

/**
 * A chart's .helmignore rules, matched exactly as Helm's pkg/ignore does, so that a package holds
 * the files `helm package` would put in it (docs/publish.md):
 *  - one rule a line; blank lines and "#" comments skipped; "**" is refused (Helm does too);
 *  - "!" negates; a trailing "/" matches directories only; a leading "/" anchors the rule at the
 *    chart root; a rule with a "/" matches the whole relative path, one without only the base name
 *    (shell globs: *, ?, [...], as Go's filepath.Match);
 *  - Helm's quirk kept on purpose: a negated rule ignores every path it does NOT match;
 *  - the default rule "templates/.?*" (dotfiles in templates/) comes first.
 */
class HelmIgnore
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::HelmIgnore)

public:
    /** The default rule only. */
    HelmIgnore();
    /**
     * Adds the rules of a .helmignore's @p text; false with @p error ("line 3: double-star (**)
     * syntax is not supported") on the first bad rule.
     */
    bool parse(const QString &text, QString *error);
    /** Whether @p relativePath ("templates/x.yaml", '/'-separated, no leading "./") is ignored. */
    bool ignores(const QString &relativePath, bool isDirectory) const;

    /** Go's filepath.Match on '/'-separated paths: '*' and '?' never match '/'. False on a bad pattern. */
    static bool globMatch(const QString &pattern, const QString &name);

private:
    struct Rule
    {
        QString pattern;
        bool negate = false;
        bool directoryOnly = false;
        enum class Scope
        {
            Root,
            Path,
            BaseName
        } scope
            = Scope::BaseName;
    };
    bool addRule(QString rule, QString *error);
    static bool matches(const Rule &rule, const QString &path);

    QList<Rule> m_rules;
};

} // namespace HelmDeck
