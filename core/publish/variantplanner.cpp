// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantplanner.h"

#include <QRegularExpression>
#include <QSet>

namespace HelmDeck {

namespace {

const QString SchemeField = QStringLiteral("publish.imageTags");

QString asTag(QString text)
{
    // OCI tags cannot hold '+': helm push writes SemVer build metadata with '_' (docs/publish.md).
    return text.replace(QLatin1Char('+'), QLatin1Char('_'));
}

bool isValidTag(const QString &tag)
{
    static const QRegularExpression grammar(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$"));
    return grammar.match(tag).hasMatch();
}

} // namespace

bool ImageTagScheme::isFixed(const QString &pattern)
{
    return pattern.contains(QLatin1String("{version}")) || pattern.contains(QLatin1String("{short}"));
}

Findings ImageTagScheme::validate() const
{
    Findings out;
    static const QRegularExpression placeholder(QStringLiteral("\\{([^}]*)\\}"));
    static const QStringList known { QStringLiteral("version"), QStringLiteral("major"),
        QStringLiteral("minor"), QStringLiteral("short") };
    QSet<QString> seen;
    for (const QString &pattern : patterns) {
        if (pattern.trimmed().isEmpty()) {
            out.append(Finding::error(VariantPlanner::tr("an image tag pattern is empty"), SchemeField));
            continue;
        }
        if (seen.contains(pattern))
            out.append(Finding::error(
                VariantPlanner::tr("the image tag pattern \"%1\" is listed twice").arg(pattern),
                SchemeField));
        seen.insert(pattern);
        auto it = placeholder.globalMatch(pattern);
        while (it.hasNext()) {
            const QString name = it.next().captured(1);
            if (!known.contains(name)) {
                out.append(Finding::error(
                    VariantPlanner::tr(
                        "the image tag pattern \"%1\" has an unknown placeholder {%2} (known: {version}, "
                        "{major}, {minor}, {short})")
                        .arg(pattern, name),
                    SchemeField));
            }
        }
    }
    if (patterns.isEmpty())
        out.append(Finding::error(
            VariantPlanner::tr("no image tag patterns: nothing to match the chart variants to"),
            SchemeField));
    return out;
}

QStringList VariantPlan::tags() const
{
    QStringList out;
    for (const ChartVariant &v : variants)
        out += v.tags;
    return out;
}

VariantPlan VariantPlanner::plan(const VersionContext &context, const ImageTagScheme &scheme)
{
    VariantPlan out;
    out.findings = context.findings;
    out.findings += scheme.validate();
    if (hasErrors(out.findings) || context.kind == VersionContext::Kind::None)
        return out;

    const bool release = context.kind == VersionContext::Kind::Release;
    const SemanticVersion &v = context.version;
    const QString chartVersion = release ? v.toString() : QStringLiteral("0.0.0-sha-") + context.shortSha();
    const bool mayMove = release ? !v.isPreRelease() : context.branch == scheme.defaultBranch;
    // "{version}" as a pattern of its own gets the SemVer tag; else the first "v{version}"-like
    // variant carries it as an alias, so Helm's --version X.Y.Z finds that package.
    const bool plainVersionPattern = scheme.patterns.contains(QStringLiteral("{version}"));
    bool aliasGiven = plainVersionPattern;

    QList<ChartVariant> fixed;
    QList<ChartVariant> moving;
    for (const QString &pattern : scheme.patterns) {
        const bool usesVersion = pattern.contains(QLatin1String("{version}"))
            || pattern.contains(QLatin1String("{major}")) || pattern.contains(QLatin1String("{minor}"));
        if (!release && usesVersion)
            continue; // a branch build has no version
        const bool isFixed = ImageTagScheme::isFixed(pattern);
        if (!isFixed && !mayMove)
            continue;
        QString tag = pattern;
        tag.replace(QLatin1String("{version}"), asTag(v.toString()));
        tag.replace(QLatin1String("{major}"), QString::number(v.major));
        tag.replace(QLatin1String("{minor}"), QString::number(v.minor));
        tag.replace(QLatin1String("{short}"), context.shortSha());
        ChartVariant variant;
        variant.appVersion = tag;
        variant.chartVersion = chartVersion;
        variant.tags = QStringList { tag };
        variant.moving = !isFixed;
        if (release && !aliasGiven && pattern.contains(QLatin1String("{version}"))) {
            const QString semverTag = asTag(v.toString());
            if (semverTag != tag)
                variant.tags.append(semverTag);
            aliasGiven = true;
        }
        (isFixed ? fixed : moving).append(variant);
    }
    QList<ChartVariant> all = fixed + moving;
    if (all.isEmpty()) {
        out.findings.append(Finding::error(
            (release ? tr("no image tag pattern applies to the release %1 (patterns: %2)")
                     : tr("no image tag pattern applies to a build of branch \"%1\" (patterns: %2)"))
                .arg(release ? context.releaseTag : context.branch,
                    scheme.patterns.join(QStringLiteral(", "))),
            SchemeField));
        return out;
    }
    QSet<QString> seen;
    for (const ChartVariant &variant : std::as_const(all)) {
        for (const QString &tag : variant.tags) {
            if (!isValidTag(tag)) {
                out.findings.append(Finding::error(
                    tr("\"%1\" is not a valid OCI tag (letters, digits, '_', '.', '-'; at most 128; not "
                       "starting with '.' or '-')")
                        .arg(tag),
                    SchemeField));
            } else if (seen.contains(tag)) {
                out.findings.append(Finding::error(
                    tr("the tag \"%1\" comes out of two image tag patterns").arg(tag), SchemeField));
            }
            seen.insert(tag);
        }
    }
    if (!hasErrors(out.findings))
        out.variants = all;
    return out;
}

} // namespace HelmDeck
