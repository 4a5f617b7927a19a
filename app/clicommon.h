// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cluster/kubectltool.h"
#include "job/plan.h"
#include "job/runner.h"
#include "render/rendertarget.h"

#include "model/finding.h"
#include "model/project.h"

#include <QCommandLineParser>
#include <QString>

#include <functional>

namespace HelmDeck {
namespace CliCommon {

/** A project from a helmdeck.yaml, or imported on the fly from an app folder. */
struct Loaded
{
    Project project;
    Findings findings;
    bool ok = false;
    QString file; ///< the helmdeck.yaml read; empty for a folder imported on the fly
};

/**
 * Sets the name every message and usage line of this run starts with: "<program> <command>", e.g.
 * "helmdeck-cli render" (Cli::run() sets it; a message before that uses "helmdeck").
 */
void setCommandName(const QString &name);
/** "helmdeck-cli render": the program and the command running. */
QString commandName();
/**
 * @p p's help text with its usage line naming the command ("Usage: helmdeck-cli render [options]
 * PROJECT"): QCommandLineParser itself names only the program's path there.
 */
QString helpText(const QCommandLineParser &p);
/** @p text and a newline on stderr (the command line's channel for findings and progress). */
void printErr(const QString &text);
/**
 * One output line of step @p step on stderr, indented by four spaces; kubectl's own log lines on its
 * stderr (@p isStderr: "E1202 … memcache.go:265] …", ClusterErrors::isClientLogLine) are held back
 * until endStepOutput(). What a step prints on stdout (a pod's logs) is never held.
 */
void printStepLine(int step, const QString &line, bool isStderr);
/**
 * Step @p step ended: its held log lines are printed when it @p succeeded, else dropped (its failure
 * message says what went wrong in one sentence, with the tool's last meaningful line).
 */
void endStepOutput(int step, bool succeeded);
/** Each finding as "file:line: severity: message" on stderr. */
void printFindings(const Findings &findings);
/**
 * @p findings with a field path but no line (a keychain finding, a preflight's) located at that
 * field in @p project's file (Project::locate), as the window's findings list locates them; the
 * others as they are.
 */
Findings located(Findings findings, const Project &project);
/**
 * What @p context's cluster serves (Kubernetes and API versions, through ClusterCapabilities and
 * @p kubectl), as a RenderTarget for @p namespaceName, so `render --context` and `diff` render what
 * the window's preview shows. An unreachable cluster prints a note and leaves helm's defaults; with
 * @p unreachable the note is not printed but kept there (empty when the cluster answered).
 */
RenderTarget readRenderTarget(const QString &context, const QString &namespaceName,
    const KubectlTool &kubectl, QString *unreachable = nullptr);
/** Who may read a file the command line writes. */
enum class OutputMode
{
    Default, ///< the umask's permissions (or an existing file's)
    OwnerOnly, ///< 0600, also for an existing file: it holds secret values (render --show-secrets)
};
/** @p data to @p path atomically (QSaveFile, unbuffered), or to stdout for "" / "-". */
bool writeOutput(const QString &path, const QByteArray &data, OutputMode mode = OutputMode::Default);
/** Secret values (env marked secret, the pull-secret password) from the keychain into @p l. */
void fillSecrets(const QString &projectPath, Loaded *l);
/**
 * A helmdeck.yaml, a folder holding one, or an app folder imported on the fly; --name/--image
 * applied (on a project file: its one app's overridden, said in an info finding; a project with
 * several apps is an error, docs/project-file.md "Importing an app folder"). With @p withSecrets the
 * keychain's values are filled in (fillSecrets()); the cluster commands leave that to JobSetup.
 */
Loaded load(const QString &path, const QString &name, const QString &image, bool withSecrets = true);
/**
 * Starts @p plan on @p runner and returns once it has finished: the command line's one wait on
 * the job path (its main loop; it has nothing else to do meanwhile). False, with nothing run, when
 * the runner refused to start.
 */
bool runToEnd(Runner &runner, const Plan &plan, RunResult *result);
/**
 * Prints @p plan (--dry-run: its describe() on stdout, then @p findings) or runs it on a Runner with
 * progress on stderr ("[3/11] Install config-guestbook …", output lines indented, each step's end
 * with its state and time). Returns Cli::Success, or Cli::Failed when a finding blocks or a step
 * fails (the message names it); @p onSuccess runs after a successful run.
 */
int executePlan(
    const Plan &plan, const Findings &findings, bool dryRun, const std::function<void()> &onSuccess = {});
/**
 * --help, --name, --image; with @p overridesProject their help says that on a project file they
 * override its one app's name and image for the command (load()); import reads an app folder only.
 */
void addCommonOptions(QCommandLineParser &p, bool overridesProject = true);
/**
 * --namespace, when given, is a DNS-1123 label (at most 63 characters): -1 to go on, else
 * Cli::Usage after saying what is wrong with it, naming the flag.
 */
int checkNamespaceOption(QCommandLineParser &p);
/**
 * Prints "<command>: @p message" (QCommandLineParser's "Unknown option 'x'." as "unknown option 'x'"),
 * the usage line and where the options are listed (--help) on stderr; returns Cli::Usage.
 */
int usage(QCommandLineParser &p, const QString &message);
/** Parses @p args expecting one positional argument; returns an exit code to stop with, or -1 to go on. */
int parseOneArgument(QCommandLineParser &p, const QStringList &args, const QString &countError);
/** The same, expecting exactly @p count positional arguments. */
int parseArguments(QCommandLineParser &p, const QStringList &args, int count, const QString &countError);

} // namespace CliCommon
} // namespace HelmDeck
