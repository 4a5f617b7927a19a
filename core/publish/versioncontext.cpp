// SPDX-License-Identifier: GPL-3.0-or-later
#include "versioncontext.h"

#include <QRegularExpression>

namespace HelmDeck {

namespace {

const QString ReleaseTagField = QStringLiteral("version.releaseTag");
const QString ShaField = QStringLiteral("version.sha");

void checkSha(VersionContext *c, const QString &sha)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{40}$"));
    c->sha = sha.trimmed().toLower();
    if (!hex.match(c->sha).hasMatch()) {
        c->findings.append(Finding::error(
            VersionContext::tr("the commit SHA \"%1\" (%2) is not 40 hex digits: give the full commit id")
                .arg(sha, c->source),
            ShaField));
    }
}

/** The version of "v1.2.3", or false (nothing appended) when @p tag is no release tag at all. */
bool releaseVersion(const QString &tag, SemanticVersion *version, QString *error)
{
    if (!tag.startsWith(QLatin1Char('v'))) {
        *error = VersionContext::tr("%1 does not start with \"v\"").arg(tag);
        return false;
    }
    return SemanticVersion::parse(tag.mid(1), version, error);
}

bool isLater(const SemanticVersion &a, const SemanticVersion &b)
{
    if (a.major != b.major)
        return a.major > b.major;
    if (a.minor != b.minor)
        return a.minor > b.minor;
    if (a.patch != b.patch)
        return a.patch > b.patch;
    return !a.isPreRelease() && b.isPreRelease(); // a release is later than its pre-releases
}

} // namespace

VersionContext VersionContext::release(const QString &tag, const QString &sha, const QString &source)
{
    VersionContext c;
    c.kind = Kind::Release;
    c.releaseTag = tag.trimmed();
    c.source = source;
    QString error;
    if (!releaseVersion(c.releaseTag, &c.version, &error)) {
        c.findings.append(Finding::error(
            tr("the release tag \"%1\" (%2) is not vMAJOR.MINOR.PATCH (SemVer 2.0.0, e.g. v1.2.3): %3")
                .arg(c.releaseTag, source, error),
            ReleaseTagField));
    } else if (!c.version.build.isEmpty()) {
        c.findings.append(Finding::warning(
            tr("the release tag \"%1\" has build metadata: OCI tags cannot hold '+', so the chart's "
               "tags use '_' (%2), as helm push does")
                .arg(c.releaseTag, c.version.toString().replace(QLatin1Char('+'), QLatin1Char('_'))),
            ReleaseTagField));
    }
    checkSha(&c, sha);
    return c;
}

VersionContext VersionContext::branchBuild(const QString &sha, const QString &branch, const QString &source)
{
    VersionContext c;
    c.kind = Kind::Branch;
    c.branch = branch.trimmed();
    c.source = source;
    checkSha(&c, sha);
    return c;
}

VersionContext VersionContext::fromCiEnvironment(const QProcessEnvironment &env)
{
    const QString githubSha = env.value(QStringLiteral("GITHUB_SHA"));
    if (!githubSha.isEmpty()) {
        const QString source = QStringLiteral("GitHub Actions");
        QString type = env.value(QStringLiteral("GITHUB_REF_TYPE"));
        QString name = env.value(QStringLiteral("GITHUB_REF_NAME"));
        const QString ref = env.value(QStringLiteral("GITHUB_REF"));
        if (type.isEmpty() || name.isEmpty()) {
            static const QRegularExpression pull(QStringLiteral("^refs/pull/(\\d+)/"));
            if (ref.startsWith(QLatin1String("refs/tags/"))) {
                type = QStringLiteral("tag");
                name = ref.mid(10);
            } else if (ref.startsWith(QLatin1String("refs/heads/"))) {
                type = QStringLiteral("branch");
                name = ref.mid(11);
            } else if (const auto m = pull.match(ref); m.hasMatch()) {
                type = QStringLiteral("branch");
                name = QStringLiteral("pull/") + m.captured(1);
            }
        }
        if (type == QLatin1String("tag"))
            return release(name, githubSha, tr("GitHub Actions (tag %1)").arg(name));
        if (type == QLatin1String("branch"))
            return branchBuild(githubSha, name, tr("GitHub Actions (branch %1)").arg(name));
        VersionContext c = branchBuild(githubSha, QString(), source);
        c.findings.append(Finding::error(
            tr("GitHub Actions: neither GITHUB_REF_TYPE/GITHUB_REF_NAME nor GITHUB_REF (\"%1\") names a "
               "tag or a branch")
                .arg(ref),
            QStringLiteral("version.branch")));
        return c;
    }
    const QString gitlabSha = env.value(QStringLiteral("CI_COMMIT_SHA"));
    if (!gitlabSha.isEmpty()) {
        const QString tag = env.value(QStringLiteral("CI_COMMIT_TAG"));
        if (!tag.isEmpty())
            return release(tag, gitlabSha, tr("GitLab CI (tag %1)").arg(tag));
        QString branch = env.value(QStringLiteral("CI_COMMIT_BRANCH"));
        if (branch.isEmpty())
            branch = env.value(QStringLiteral("CI_COMMIT_REF_NAME"));
        return branchBuild(gitlabSha, branch, tr("GitLab CI (branch %1)").arg(branch));
    }
    VersionContext c;
    c.source = tr("the CI environment");
    c.findings.append(
        Finding::error(tr("no CI environment found: neither GITHUB_SHA (GitHub Actions) nor CI_COMMIT_SHA "
                          "(GitLab CI) is set; give --release-tag or --sha and --branch instead"),
            ShaField));
    return c;
}

VersionContext VersionContext::fromGit(
    const QString &headSha, const QString &branch, const QString &tagsAtHead, const QString &statusPorcelain)
{
    const QString source = tr("the git work tree");
    QString best;
    SemanticVersion bestVersion;
    QStringList ignored; // tags that look like releases but are not SemVer
    const QStringList tags = tagsAtHead.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &raw : tags) {
        const QString tag = raw.trimmed();
        SemanticVersion v;
        QString error;
        if (!releaseVersion(tag, &v, &error)) {
            if (tag.startsWith(QLatin1Char('v')))
                ignored.append(tag + QStringLiteral(" (") + error + QLatin1Char(')'));
            continue;
        }
        if (best.isEmpty() || isLater(v, bestVersion)) {
            best = tag;
            bestVersion = v;
        }
    }
    const QString name = branch.trimmed() == QLatin1String("HEAD") ? QString() : branch.trimmed();
    VersionContext c = best.isEmpty() ? branchBuild(headSha, name, source) : release(best, headSha, source);
    if (!best.isEmpty())
        c.branch = name;
    if (!ignored.isEmpty()) {
        c.findings.append(
            Finding::warning(tr("not a release tag, so not used: %1").arg(ignored.join(QStringLiteral(", "))),
                ReleaseTagField));
    }
    if (!statusPorcelain.trimmed().isEmpty()) {
        c.dirty = true;
        const int changed = statusPorcelain.trimmed().split(QLatin1Char('\n')).size();
        c.findings.append(Finding::error(
            tr("the git work tree has %n uncommitted change(s): commit or stash them, so what is published "
               "is what the commit holds",
                nullptr, changed),
            QStringLiteral("version.workTree")));
    }
    return c;
}

} // namespace HelmDeck
