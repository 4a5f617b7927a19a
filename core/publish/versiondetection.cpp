// SPDX-License-Identifier: GPL-3.0-or-later
#include "versiondetection.h"

namespace HelmDeck {

namespace {

/** @p what: the failure's "could not …" phrase (e.g. "read the commit"), for gitFailure. */
Step gitQuery(
    const QString &dir, const QString &id, const QString &title, const QString &what, const QStringList &args)
{
    Step s;
    s.id = id;
    s.title = title;
    s.argv = QStringList { QStringLiteral("git"), QStringLiteral("-C"), dir } + args;
    s.echoStdout = false;
    s.timeoutMs = 30000;
    s.concurrent = true; // read-only: all four at once
    s.explainFailure = [dir, what](const QString &stderrText) {
        return VersionDetection::gitFailure(what, dir, stderrText,
            VersionDetection::tr("give the version (release tag, or commit and branch)"));
    };
    return s;
}

} // namespace

QString VersionDetection::gitFailure(
    const QString &what, const QString &dir, const QString &stderrText, const QString &consequence)
{
    QString why;
    if (stderrText.contains(QLatin1String("not a git repository")))
        why = tr("%1 is not in a git work tree").arg(dir);
    else if (stderrText.contains(QLatin1String("does not have any commits yet"))
        || stderrText.contains(QLatin1String("ambiguous argument 'HEAD'"))
        || stderrText.contains(QLatin1String("malformed object name 'HEAD'")))
        why = tr("the git repository of %1 has no commit yet").arg(dir);
    else if (stderrText.contains(QLatin1String("dubious ownership")))
        why = tr("git refuses the repository of %1: another user owns it (git config --global "
                 "--add safe.directory)")
                  .arg(dir);
    else
        why = tr("git could not read it in %1").arg(dir);
    // git's reason: its first "fatal:" or "error:" line (a usage hint may follow it), else its last line
    QString detail;
    const QStringList lines = stderrText.trimmed().split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("fatal:")) || line.startsWith(QLatin1String("error:"))) {
            detail = line.trimmed();
            break;
        }
    }
    if (detail.isEmpty() && !lines.isEmpty())
        detail = lines.constLast().trimmed();
    detail = detail.left(300);
    return detail.isEmpty() ? tr("could not %1: %2; %3").arg(what, why, consequence)
                            : tr("could not %1: %2; %3 (git: %4)").arg(what, why, consequence, detail);
}

bool VersionDetection::isCi(const QProcessEnvironment &environment)
{
    return !environment.value(QStringLiteral("GITHUB_SHA")).isEmpty()
        || !environment.value(QStringLiteral("CI_COMMIT_SHA")).isEmpty();
}

Plan VersionDetection::plan(const QString &dir)
{
    Plan p;
    p.title = tr("Read the version of %1 from git").arg(dir);
    p.steps = { gitQuery(dir, QStringLiteral("head"), tr("Read the commit"),
                    tr("read the commit", "could not …"),
                    { QStringLiteral("rev-parse"), QStringLiteral("HEAD") }),
        gitQuery(dir, QStringLiteral("branch"), tr("Read the branch"), tr("read the branch", "could not …"),
            { QStringLiteral("rev-parse"), QStringLiteral("--abbrev-ref"), QStringLiteral("HEAD") }),
        gitQuery(dir, QStringLiteral("tags"), tr("Read the tags at the commit"),
            tr("read the tags at the commit", "could not …"),
            { QStringLiteral("tag"), QStringLiteral("--points-at"), QStringLiteral("HEAD") }),
        gitQuery(dir, QStringLiteral("status"), tr("Check for uncommitted changes"),
            tr("check for uncommitted changes", "could not …"),
            { QStringLiteral("status"), QStringLiteral("--porcelain") }) };
    return p;
}

VersionContext VersionDetection::fromRun(const PlanContext &context, bool succeeded, const QString &failure)
{
    if (!succeeded) {
        VersionContext c;
        c.source = tr("the git work tree");
        c.findings.append(Finding::error(failure, QStringLiteral("version.workTree")));
        return c;
    }
    const auto text
        = [&](const char *id) { return QString::fromUtf8(context.outputs.value(QLatin1String(id))); };
    return VersionContext::fromGit(text("head"), text("branch"), text("tags"), text("status"));
}

} // namespace HelmDeck
