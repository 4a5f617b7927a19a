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
    s.explainFailure = [dir, title](const QString &stderrText) {
        return VersionDetection::gitFailure(title.toLower(), dir, stderrText,
            QStringLiteral("give the version (release tag, or commit and branch)"));
    };
    return s;
}

} // namespace

QString VersionDetection::gitFailure(
    const QString &what, const QString &dir, const QString &stderrText, const QString &consequence)
{
    QString why;
    if (stderrText.contains(QLatin1String("not a git repository")))
        why = QStringLiteral("%1 is not in a git work tree").arg(dir);
    else if (stderrText.contains(QLatin1String("does not have any commits yet"))
        || stderrText.contains(QLatin1String("ambiguous argument 'HEAD'"))
        || stderrText.contains(QLatin1String("malformed object name 'HEAD'")))
        why = QStringLiteral("the git repository of %1 has no commit yet").arg(dir);
    else if (stderrText.contains(QLatin1String("dubious ownership")))
        why = QStringLiteral("git refuses the repository of %1: another user owns it (git config --global "
                             "--add safe.directory)")
                  .arg(dir);
    else
        why = QStringLiteral("git could not read it in %1").arg(dir);
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
    return QStringLiteral("could not %1: %2; %3").arg(what, why, consequence)
        + (detail.isEmpty() ? QString() : QStringLiteral(" (git: %1)").arg(detail));
}

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
