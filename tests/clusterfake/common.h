// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

/*
 * The stateful cluster fake of docs/architecture.md §6: one executable that answers as `helm` or `kubectl`
 * (by argv[0]) from a JSON state file. Tests only; see README.md beside this file.
 */
namespace HelmDeck::ClusterFake {

/** One invocation: which tool, its arguments and where the state lives. */
struct Invocation
{
    QString tool; ///< "helm" or "kubectl"
    QStringList argv; ///< without argv[0]
    QByteArray stdinData; ///< read only for commands that read stdin
    QString statePath;
    QString logPath;
    QString realHelm;
    int helmMajor = 3; ///< HELMDECK_FAKE_HELM_MAJOR: whose flags helm accepts
    QJsonValue unreachable; ///< state "unreachable": true or a message
    QJsonValue unauthorized; ///< state "unauthorized": true or a message
};

/**
 * For a command that needs the cluster: prints the tool's error for an unreachable cluster or
 * rejected credentials and returns 1; returns 0 when the cluster answers.
 */
int clusterUnavailable(const Invocation &inv);

/** An option a command accepts. Value options take the next token or "=value". */
struct OptionSpec
{
    QString name; ///< long name without dashes, e.g. "namespace"
    QString shortName; ///< e.g. "n"; empty if none
    bool takesValue = false;
    bool optionalValue = false; ///< a flag that may carry "=value" (Helm 4 --wait=watcher)
};

/** Parsed command line: positionals in order, options by long name. */
class Args
{
public:
    QStringList positional;
    QString error; ///< an unknown option or a missing value

    bool has(const QString &name) const;
    /** The last value given for @p name, or @p fallback. */
    QString value(const QString &name, const QString &fallback = QString()) const;
    QStringList values(const QString &name) const;
    void add(const QString &name, const QString &value) { m_options.append({ name, value }); }

private:
    QList<QPair<QString, QString>> m_options;
};

Args parseArgs(const QStringList &argv, const QList<OptionSpec> &specs);
/** The first token that is not an option, skipping the values of @p valueOptions ("--namespace", "-n"). */
QString firstPositional(const QStringList &argv, const QStringList &valueOptions);
/** A Go duration ("300s", "5m0s", "1h30m", "500ms") in milliseconds; nullopt when malformed. */
std::optional<qint64> parseDuration(const QString &text);

void writeOut(const QByteArray &data);
void writeOut(const QString &text);
void writeErr(const QString &text);
/** Prints "fake: unsupported: <what>" and returns 2. */
int unsupported(const QString &what);
/** Prints @p message (a newline is added) to stderr and returns @p code. */
int fail(const QString &message, int code = 1);

/** Compact JSON of any value (QJsonDocument only takes objects and arrays). */
QByteArray compactJson(const QJsonValue &value);
QByteArray indentedJson(const QJsonValue &value);
/** Now, as RFC 3339 with nanoseconds in UTC, the way Kubernetes and Helm print it. */
QString nowRfc3339();

} // namespace HelmDeck::ClusterFake
