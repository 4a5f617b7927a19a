// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/** One extra env var of a run (`-e KEY=VALUE`, or `-e KEY` taking the value from HelmDeck's environment). */
struct RunEnvVar
{
    QString name;
    QString value;
    /** Redacted in the dry-run text and the step output (it reaches kubectl on stdin only, never argv). */
    bool secret = false;
};

/**
 * What to run, and how (docs/run.md): one one-off command of an app as a Kubernetes Job.
 *
 * The command: empty = the app's shell (/bin/sh); a first word naming a process type = its Procfile
 * entry, run as `/bin/sh -c '<entry>'`; else the words as given (argv, no shell).
 */
struct RunRequest
{
    QString appName;
    QStringList command;
    bool detach = false; ///< create the Job, report it and its pod, leave it to its TTL
    /** Attach a terminal (stdin + tty on the container, gated start); false = no stdin, logs streamed. */
    bool tty = true;
    QList<RunEnvVar> env;
    bool keep = false; ///< no ttlSecondsAfterFinished, and the attached run does not delete its Job
    int deadlineSeconds = 86400; ///< activeDeadlineSeconds of the Job
    int ttlSeconds = 60; ///< ttlSecondsAfterFinished unless keep
    QString term = QStringLiteral("xterm-256color"); ///< TERM in the container
    int columns = 80; ///< COLUMNS in the container and the terminal step's size
    int rows = 24; ///< LINES
    /**
     * The pod's securityContext runAsUser/runAsGroup/fsGroup (storage exec as the entry's owner,
     * StorageOwner); -1 = none set, the image's user.
     */
    int runAsUser = -1;
    int runAsGroup = -1;
    /**
     * With a TTY: start the command behind the attach gate (RunJob::gateScript, needs /bin/sh in
     * the image). False: stdin + tty, the command as is, attached once it runs (RunFallback).
     */
    bool shellGate = true;
    /** The Secret of the secret extras (RunSecret); empty = "<job>-env". */
    QString secretName;
    /** The Job name's suffix, 10 lower-case hex chars; empty = random. */
    QString suffix;

    /** Bounded wait for the pod to start (ms), and how often it is polled. */
    int podTimeoutMs = 120000;
    int podPollIntervalMs = 500;
    /** How long a waiting reason such as ErrImagePull must last before the run fails (ms). */
    int podFailureGraceMs = 2000;
    /** How long to wait for the kubelet to report the exit code once the stream ended (ms). */
    int exitCodeTimeoutMs = 15000;
    /** The environment of the pod polls (they run outside the plan's Runner: PATH, KUBECONFIG). */
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
};

} // namespace HelmDeck
