// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterfixture.h"

#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace TestUtil {

namespace {

/** The fake's lock ("<state>.lock"), so a fixture edit never interleaves with a running fake. */
class StateLock
{
public:
    explicit StateLock(const QString &statePath)
        : m_fd(::open(QFile::encodeName(statePath + QStringLiteral(".lock")).constData(),
            O_RDWR | O_CREAT | O_CLOEXEC, 0600))
    {
        if (m_fd >= 0)
            ::flock(m_fd, LOCK_EX);
    }
    ~StateLock()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    StateLock(const StateLock &) = delete;
    StateLock &operator=(const StateLock &) = delete;

private:
    int m_fd;
};

QJsonObject readState(const QString &path)
{
    return QJsonDocument::fromJson(readFile(path)).object();
}

bool writeState(const QString &path, const QJsonObject &state)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(state).toJson()) >= 0 && file.commit();
}

} // namespace

ClusterFixture::ClusterFixture(int helmMajor)
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary directory for the cluster fake");
        return;
    }
    m_realHelm = helm(helmMajor);
    m_helmMajor = helmMajor;
    if (m_realHelm.isEmpty()) {
        m_error = QStringLiteral(
            "no Helm %1 binary: set HELMDECK_TEST_HELM%1 (run through ctest; scripts/setup.sh fetches helm)")
                      .arg(helmMajor);
        return;
    }
    const QString fake = fakePath();
    if (!QFileInfo(fake).isExecutable()) {
        m_error = QStringLiteral("the cluster fake is not built: ") + fake
            + QStringLiteral(" (build target helmdeck-clusterfake)");
        return;
    }
    QDir(m_dir.path()).mkpath(QStringLiteral("bin"));
    for (const QString &tool : { QStringLiteral("helm"), QStringLiteral("kubectl"), QStringLiteral("pg_dump"),
             QStringLiteral("pg_restore"), QStringLiteral("psql"), QStringLiteral("valkey-cli") }) {
        if (!QFile::link(fake, QDir(binDir()).filePath(tool))) {
            m_error = QStringLiteral("cannot link ") + tool + QStringLiteral(" to ") + fake;
            return;
        }
    }
    // a real cluster always has these
    const QJsonObject initial { { QStringLiteral("namespaces"),
        QJsonObject { { QStringLiteral("default"), QJsonObject() },
            { QStringLiteral("kube-system"), QJsonObject() } } } };
    if (!writeState(statePath(), initial))
        m_error = QStringLiteral("cannot write ") + statePath();
    QFile log(logPath());
    if (!log.open(QIODevice::WriteOnly))
        m_error = QStringLiteral("cannot write ") + logPath();
}

QString ClusterFixture::fakePath()
{
    const QString overridden = QString::fromLocal8Bit(qgetenv("HELMDECK_TEST_CLUSTERFAKE"));
    return overridden.isEmpty() ? QStringLiteral(HELMDECK_CLUSTERFAKE) : overridden;
}

QString ClusterFixture::binDir() const
{
    return m_dir.filePath(QStringLiteral("bin"));
}

QString ClusterFixture::statePath() const
{
    return m_dir.filePath(QStringLiteral("state.json"));
}

QString ClusterFixture::logPath() const
{
    return m_dir.filePath(QStringLiteral("calls.jsonl"));
}

QProcessEnvironment ClusterFixture::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString path = env.value(QStringLiteral("PATH"));
    env.insert(QStringLiteral("PATH"), path.isEmpty() ? binDir() : binDir() + QLatin1Char(':') + path);
    env.insert(QStringLiteral("HELMDECK_FAKE_STATE"), statePath());
    env.insert(QStringLiteral("HELMDECK_FAKE_LOG"), logPath());
    env.insert(QStringLiteral("HELMDECK_FAKE_REAL_HELM"), m_realHelm);
    // `kubectl kustomize` (a post-render) is client-only: the fake runs the real one
    env.insert(
        QStringLiteral("HELMDECK_FAKE_REAL_KUBECTL"), env.value(QStringLiteral("HELMDECK_TEST_KUBECTL")));
    // the fake answers with that major's flags (Helm 4's `helm list` has no --all)
    env.insert(QStringLiteral("HELMDECK_FAKE_HELM_MAJOR"), QString::number(m_helmMajor));
    // the real helm the fake runs must not read or write the user's helm home
    for (const char *var : { "HELM_CACHE_HOME", "HELM_CONFIG_HOME", "HELM_DATA_HOME" })
        env.insert(QLatin1String(var), m_dir.filePath(QStringLiteral("helm-home/") + QLatin1String(var)));
    return env;
}

QJsonObject ClusterFixture::state() const
{
    StateLock lock(statePath());
    return readState(statePath());
}

void ClusterFixture::setState(const QJsonObject &state)
{
    StateLock lock(statePath());
    writeState(statePath(), state);
}

template <typename F> void ClusterFixture::edit(F change)
{
    StateLock lock(statePath());
    QJsonObject s = readState(statePath());
    change(s);
    writeState(statePath(), s);
}

/** state[section][key] = value */
static void putIn(QJsonObject &state, const QString &section, const QString &key, const QJsonValue &value)
{
    QJsonObject s = state.value(section).toObject();
    s.insert(key, value);
    state.insert(section, s);
}

static void appendTo(QJsonObject &state, const QString &section, const QJsonValue &value)
{
    QJsonArray a = state.value(section).toArray();
    a.append(value);
    state.insert(section, a);
}

void ClusterFixture::addNamespace(const QString &name, const QJsonObject &labels)
{
    edit([&](QJsonObject &s) {
        putIn(s, QStringLiteral("namespaces"), name,
            labels.isEmpty() ? QJsonObject() : QJsonObject { { QStringLiteral("labels"), labels } });
    });
}

void ClusterFixture::addStorageClass(const QString &name, const QString &bindingMode, bool isDefault)
{
    QJsonObject meta { { QStringLiteral("name"), name } };
    if (isDefault)
        meta.insert(QStringLiteral("annotations"),
            QJsonObject {
                { QStringLiteral("storageclass.kubernetes.io/is-default-class"), QStringLiteral("true") } });
    addObject({ { QStringLiteral("apiVersion"), QStringLiteral("storage.k8s.io/v1") },
        { QStringLiteral("kind"), QStringLiteral("StorageClass") }, { QStringLiteral("metadata"), meta },
        { QStringLiteral("provisioner"), QStringLiteral("rancher.io/local-path") },
        { QStringLiteral("reclaimPolicy"), QStringLiteral("Delete") },
        { QStringLiteral("volumeBindingMode"), bindingMode } });
}

void ClusterFixture::addFailure(const Failure &failure)
{
    QJsonObject f { { QStringLiteral("match"), QJsonArray::fromStringList(failure.match) } };
    if (!failure.tool.isEmpty())
        f.insert(QStringLiteral("tool"), failure.tool);
    if (failure.exitCode >= 0)
        f.insert(QStringLiteral("exitCode"), failure.exitCode);
    if (!failure.stderrText.isEmpty())
        f.insert(QStringLiteral("stderr"), failure.stderrText);
    if (failure.sleepMs > 0)
        f.insert(QStringLiteral("sleepMs"), failure.sleepMs);
    if (!failure.signal.isEmpty())
        f.insert(QStringLiteral("signal"), failure.signal);
    if (failure.times > 0)
        f.insert(QStringLiteral("times"), failure.times);
    edit([&](QJsonObject &s) { appendTo(s, QStringLiteral("failures"), f); });
}

void ClusterFixture::addPodFailure(const QString &deployment, const QString &reason, const QString &message)
{
    edit([&](QJsonObject &s) {
        putIn(s, QStringLiteral("podFailures"), deployment,
            QJsonObject { { QStringLiteral("reason"), reason }, { QStringLiteral("message"), message } });
    });
}

void ClusterFixture::setPvcPhase(const QString &claim, const QString &phase)
{
    edit([&](QJsonObject &s) { putIn(s, QStringLiteral("pvcPhase"), claim, phase); });
}

void ClusterFixture::setServiceDump(
    const QString &ns, const QString &pod, const QByteArray &data, int failAfter)
{
    QJsonObject entry { { QStringLiteral("data"), QString::fromLatin1(data.toBase64()) } };
    if (failAfter >= 0)
        entry.insert(QStringLiteral("failAfter"), failAfter);
    edit([&](QJsonObject &s) {
        putIn(s, QStringLiteral("serviceDumps"), ns + QLatin1Char('/') + pod, entry);
    });
}

void ClusterFixture::addShellLessImage(const QString &image)
{
    edit([&](QJsonObject &s) { appendTo(s, QStringLiteral("shellLessImages"), image); });
}

void ClusterFixture::addEvent(const QJsonObject &event)
{
    edit([&](QJsonObject &s) { appendTo(s, QStringLiteral("events"), event); });
}

void ClusterFixture::setWaitCapMs(int ms)
{
    edit([&](QJsonObject &s) { s.insert(QStringLiteral("waitCapMs"), ms); });
}

void ClusterFixture::setUnreachable(bool unreachable)
{
    edit([&](QJsonObject &s) { s.insert(QStringLiteral("unreachable"), unreachable); });
}

void ClusterFixture::setUnreachableText(const QString &stderrText)
{
    edit([&](QJsonObject &s) { s.insert(QStringLiteral("unreachable"), stderrText); });
}

void ClusterFixture::setUnauthorized(bool unauthorized)
{
    edit([&](QJsonObject &s) { s.insert(QStringLiteral("unauthorized"), unauthorized); });
}

void ClusterFixture::setServerVersion(const QString &gitVersion)
{
    edit([&](QJsonObject &s) { s.insert(QStringLiteral("serverVersion"), gitVersion); });
}

void ClusterFixture::setApiResources(const QJsonArray &resources)
{
    edit([&](QJsonObject &s) { s.insert(QStringLiteral("apiResources"), resources); });
}

void ClusterFixture::denyAccess(const QString &verb, const QString &resource, bool allNamespacesOnly)
{
    edit([&](QJsonObject &s) {
        QJsonArray rules = s.value(QStringLiteral("rbacDenied")).toArray();
        rules.append(QJsonObject { { QStringLiteral("verb"), verb }, { QStringLiteral("resource"), resource },
            { QStringLiteral("allNamespaces"), allNamespacesOnly } });
        s.insert(QStringLiteral("rbacDenied"), rules);
    });
}

void ClusterFixture::addObject(const QJsonObject &object)
{
    static const QStringList clusterScoped { QStringLiteral("StorageClass"),
        QStringLiteral("PersistentVolume"), QStringLiteral("ClusterRole"),
        QStringLiteral("ClusterRoleBinding") };
    const QString kind = object.value(QLatin1String("kind")).toString();
    const QJsonObject meta = object.value(QLatin1String("metadata")).toObject();
    const QString ns = clusterScoped.contains(kind)
        ? QString()
        : meta.value(QLatin1String("namespace")).toString(QStringLiteral("default"));
    QJsonObject stored = object;
    if (!ns.isEmpty()) {
        QJsonObject m = meta;
        m.insert(QStringLiteral("namespace"), ns);
        stored.insert(QStringLiteral("metadata"), m);
    }
    edit([&](QJsonObject &s) {
        putIn(s, QStringLiteral("objects"),
            ns + QLatin1Char('/') + kind + QLatin1Char('/') + meta.value(QLatin1String("name")).toString(),
            stored);
    });
}

QList<ClusterFixture::Call> ClusterFixture::calls() const
{
    QList<Call> out;
    for (const QByteArray &line : readFile(logPath()).split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        Call call;
        call.tool = o.value(QLatin1String("tool")).toString();
        for (const QJsonValue &a : o.value(QLatin1String("argv")).toArray())
            call.argv.append(a.toString());
        const QString base64 = o.value(QLatin1String("stdinBase64")).toString(); // a pod client's bytes
        call.stdinData = base64.isEmpty() ? o.value(QLatin1String("stdin")).toString().toUtf8()
                                          : QByteArray::fromBase64(base64.toLatin1());
        call.valuesFiles = o.value(QLatin1String("valuesFiles")).toArray();
        out.append(call);
    }
    return out;
}

QList<ClusterFixture::Call> ClusterFixture::callsOf(const QString &tool) const
{
    QList<Call> out;
    for (const Call &c : calls()) {
        if (c.tool == tool)
            out.append(c);
    }
    return out;
}

void ClusterFixture::clearCalls()
{
    StateLock lock(statePath());
    QFile log(logPath());
    log.open(QIODevice::WriteOnly | QIODevice::Truncate);
}

QJsonArray ClusterFixture::release(const QString &ns, const QString &name) const
{
    return state().value(QLatin1String("releases")).toObject().value(ns + QLatin1Char('/') + name).toArray();
}

QJsonObject ClusterFixture::object(const QString &ns, const QString &kind, const QString &name) const
{
    return state()
        .value(QLatin1String("objects"))
        .toObject()
        .value(ns + QLatin1Char('/') + kind + QLatin1Char('/') + name)
        .toObject();
}

ClusterFixture::Result ClusterFixture::run(
    const QString &tool, const QStringList &args, const QByteArray &stdinData) const
{
    Result result;
    QProcess p;
    p.setProcessEnvironment(environment());
    p.start(QDir(binDir()).filePath(tool), args);
    if (!p.waitForStarted(10000))
        return result;
    p.write(stdinData);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished(2000);
    }
    result.exitStatus = p.exitStatus();
    result.exitCode = p.exitCode();
    result.out = p.readAllStandardOutput();
    result.err = p.readAllStandardError();
    return result;
}

} // namespace TestUtil
