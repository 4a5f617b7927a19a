// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace TestUtil {

/**
 * The stateful cluster fake of docs/architecture.md §6 for one test: a temp dir with bin/helm and bin/kubectl
 * (symlinks to helmdeck-clusterfake), a JSON state file and a JSON-lines call log. Run the code
 * under test with environment(): the fake is first on PATH and renders with the real helm of
 * @p helmMajor. The state file's keys are documented in tests/clusterfake/README.md.
 *
 *     TestUtil::ClusterFixture cluster(4);
 *     QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
 *     cluster.addNamespace(QStringLiteral("shop"));
 *     cluster.addPodFailure(QStringLiteral("shop-web"), QStringLiteral("ImagePullBackOff"), msg);
 *     runner.setEnvironment(cluster.environment());   // or cluster.run(QStringLiteral("kubectl"), {...})
 *     ...
 *     QCOMPARE(cluster.callsOf(QStringLiteral("helm")).first().argv.first(), QStringLiteral("upgrade"));
 *     QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("shop")).size(), 1);
 *
 * Link the helmdeck-clusterfixture library (tests/clusterfake/CMakeLists.txt): it builds the fake too.
 */
class ClusterFixture
{
public:
    /** One fake call, as logged before the fake acted. */
    struct Call
    {
        QString tool; ///< "helm", "kubectl", or a pod client ("pg_dump", "pg_restore", "psql", "valkey-cli")
        QStringList argv; ///< without the program
        QByteArray stdinData; ///< only for commands that read stdin (kubectl apply -f -, pg_restore)
        QJsonArray valuesFiles; ///< helm -f files: {"path", "mode": "0600", "exists": true}
    };

    /** An injected failure: the first call whose argv holds every @c match token fails this way. */
    struct Failure
    {
        QString tool; ///< "helm", "kubectl", or empty for both
        QStringList match;
        int exitCode = 1;
        QString stderrText;
        int sleepMs = 0; ///< before failing; with exitCode < 0 and no signal, the call then runs normally
        QString signal; ///< e.g. "KILL": the fake raises it on itself
        int times = 0; ///< 0 = every matching call
    };

    /** Sets up the temp dir; a missing fake or real helm makes isValid() false with error(). */
    explicit ClusterFixture(int helmMajor = 3);
    ClusterFixture(const ClusterFixture &) = delete;
    ClusterFixture &operator=(const ClusterFixture &) = delete;

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    /** The process environment plus PATH=<binDir>:$PATH, HELMDECK_FAKE_*, and a private helm home. */
    QProcessEnvironment environment() const;
    QString binDir() const;
    QString statePath() const;
    QString logPath() const;
    /** The real helm the fake renders with (HELMDECK_TEST_HELM3 or HELMDECK_TEST_HELM4). */
    QString realHelm() const { return m_realHelm; }
    /** The built helmdeck-clusterfake ($HELMDECK_TEST_CLUSTERFAKE overrides the build's path). */
    static QString fakePath();

    QJsonObject state() const;
    void setState(const QJsonObject &state);
    void addNamespace(const QString &name, const QJsonObject &labels = QJsonObject());
    void addStorageClass(const QString &name,
        const QString &bindingMode = QStringLiteral("WaitForFirstConsumer"), bool isDefault = false);
    void addFailure(const Failure &failure);
    void addPodFailure(const QString &deployment, const QString &reason, const QString &message);
    void setPvcPhase(const QString &claim, const QString &phase);
    /**
     * What pg_dump / `valkey-cli --rdb -` print in pod @p pod of @p ns (serviceDumps); with
     * @p failAfter >= 0 only that many bytes, then the client fails (exit 1).
     */
    void setServiceDump(const QString &ns, const QString &pod, const QByteArray &data, int failAfter = -1);
    /** Job pods of @p image have no /bin/sh: a command starting with /bin/sh or sh fails to start
     * (StartError). */
    void addShellLessImage(const QString &image);
    /** {"involvedObject": {"kind", "name", "namespace"}, "reason", "message", "type", "lastTimestamp"} */
    void addEvent(const QJsonObject &event);
    void setWaitCapMs(int ms);
    void setUnreachable(bool unreachable);
    /** Unreachable, every helm and kubectl call failing with @p stderrText (e.g. kubectl's own log lines). */
    void setUnreachableText(const QString &stderrText);
    void setUnauthorized(bool unauthorized);
    /** What `kubectl version -o json` gives as serverVersion.gitVersion, e.g. "v1.31.4+k3s1". */
    void setServerVersion(const QString &gitVersion);
    /**
     * What `kubectl api-resources` lists (and `kubectl api-versions` derives from):
     * [{"apiVersion": "gateway.networking.k8s.io/v1", "kind": "HTTPRoute"}, …]; unset = the fake's own kinds.
     */
    void setApiResources(const QJsonArray &resources);
    /**
     * The user may not @p verb @p resource (a plural, "ingresses"): `kubectl auth can-i` says "no"
     * and the call is Forbidden; with @p allNamespacesOnly only across all namespaces (`-A`).
     */
    void denyAccess(const QString &verb, const QString &resource, bool allNamespacesOnly = true);
    /** Stores @p object as live (metadata.namespace names its namespace; cluster-scoped kinds have none). */
    void addObject(const QJsonObject &object);

    QList<Call> calls() const;
    QList<Call> callsOf(const QString &tool) const;
    void clearCalls();
    /** The release's revisions, oldest first; empty when it does not exist. */
    QJsonArray release(const QString &ns, const QString &name) const;
    /** The stored object (as stored, without computed status); empty when absent. */
    QJsonObject object(const QString &ns, const QString &kind, const QString &name) const;

    /** Result of run(). */
    struct Result
    {
        int exitCode = -1;
        QProcess::ExitStatus exitStatus = QProcess::CrashExit;
        QByteArray out;
        QByteArray err;
    };
    /** Runs binDir()/@p tool with environment(), for setting a scene up or checking one (30 s limit). */
    Result run(
        const QString &tool, const QStringList &args, const QByteArray &stdinData = QByteArray()) const;

private:
    /** Read-modify-write of the state under the fake's own lock. */
    template <typename F> void edit(F change);

    QTemporaryDir m_dir;
    QString m_realHelm;
    int m_helmMajor = 0;
    QString m_error;
};

} // namespace TestUtil
