// SPDX-License-Identifier: GPL-3.0-or-later
#include "versiondetection.h"

namespace HelmDeck {

namespace {

Step gitQuery(const QString &dir, const QString &id, const QString &title, const QStringList &args)
{
    Step s;
    s.id = id;
    s.title = title;
    s.argv = QStringList { QStringLiteral("git"), QStringLiteral("-C"), dir } + args;
    s.echoStdout = false;
    s.timeoutMs = 30000;
    s.concurrent = true; // read-only: all four at once
    s.explainFailure = [dir](const QString &stderrText) {
        return stderrText.contains(QLatin1String("not a git repository")) ? QStringLiteral(
                   "%1 is not in a git work tree: give the version (release tag or commit and branch)")
                                                                                .arg(dir)
                                                                          : QString();
    };
    return s;
}

} // namespace

bool VersionDetection::isCi(const QProcessEnvironment &environment)
{
    return !environment.value(QStringLiteral("GITHUB_SHA")).isEmpty()
        || !environment.value(QStringLiteral("CI_COMMIT_SHA")).isEmpty();
}

Plan VersionDetection::plan(const QString &dir)
{
    Plan p;
    p.title = QStringLiteral("Read the version of %1 from git").arg(dir);
    p.steps = { gitQuery(dir, QStringLiteral("head"), QStringLiteral("Read the commit"),
                    { QStringLiteral("rev-parse"), QStringLiteral("HEAD") }),
        gitQuery(dir, QStringLiteral("branch"), QStringLiteral("Read the branch"),
            { QStringLiteral("rev-parse"), QStringLiteral("--abbrev-ref"), QStringLiteral("HEAD") }),
        gitQuery(dir, QStringLiteral("tags"), QStringLiteral("Read the tags at the commit"),
            { QStringLiteral("tag"), QStringLiteral("--points-at"), QStringLiteral("HEAD") }),
        gitQuery(dir, QStringLiteral("status"), QStringLiteral("Check for uncommitted changes"),
            { QStringLiteral("status"), QStringLiteral("--porcelain") }) };
    return p;
}

VersionContext VersionDetection::fromRun(const PlanContext &context, bool succeeded, const QString &failure)
{
    if (!succeeded) {
        VersionContext c;
        c.source = QStringLiteral("the git work tree");
        c.findings.append(Finding::error(failure, QStringLiteral("version.workTree")));
        return c;
    }
    const auto text
        = [&](const char *id) { return QString::fromUtf8(context.outputs.value(QLatin1String(id))); };
    return VersionContext::fromGit(text("head"), text("branch"), text("tags"), text("status"));
}

} // namespace HelmDeck
