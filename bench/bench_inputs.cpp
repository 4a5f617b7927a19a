// SPDX-License-Identifier: GPL-3.0-or-later
// Reading big inputs (issue 13, docs/inputs.md): import of an app.json with 300 000 env vars, a
// kubeconfig with 50 000 contexts, a project file with 50 000 processes (and the same with 50 000
// apps and 50 000 storage entries), a one-line 600 KB app.json. Each case runs in a child process of
// its own, so its peak memory (getrusage's max RSS) is its own. Prints the file size, the wall time
// of the read, yaml-cpp's own time for one YAML::Load of the same text (the floor of a YAML read,
// taken after the peak RSS), the validator's time and the peak RSS. Usage: bench_inputs [--runs N] [CASE...];
// a CASE ending in .yaml is that project file; `--case CASE --no-floor` runs one case in this process
// without the yaml-cpp floor, for a heap profiler.
#include "cluster/kubeconfig.h"
#include "io/appimporter.h"
#include "io/projectfile.h"
#include "model/validator.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstdio>

using namespace HelmDeck;

namespace {

// CPU time (user + system) this process has used so far, in ms: steadier than wall time on a loaded machine.
qint64 cpuMs()
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return qint64(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000
        + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1000;
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray appJsonEnv(int n, bool oneLine)
{
    QByteArray j = "{\"env\": {";
    for (int i = 0; i < n; ++i) {
        j += i ? "," : "";
        j += oneLine ? "" : "\n  ";
        j += "\"VAR_" + QByteArray::number(i) + "\": \"value-" + QByteArray::number(i) + "\"";
    }
    return j + (oneLine ? "}}" : "\n}}\n");
}

QByteArray kubeconfig(int n)
{
    QByteArray y = "apiVersion: v1\nkind: Config\ncurrent-context: ctx-0\nclusters:\n";
    for (int i = 0; i < n; ++i)
        y += "- name: cluster-" + QByteArray::number(i) + "\n  cluster:\n    server: https://10.0."
            + QByteArray::number(i % 250) + ".1:6443\n";
    y += "contexts:\n";
    for (int i = 0; i < n; ++i)
        y += "- name: ctx-" + QByteArray::number(i) + "\n  context:\n    cluster: cluster-"
            + QByteArray::number(i) + "\n    user: user-" + QByteArray::number(i) + "\n    namespace: ns-"
            + QByteArray::number(i) + "\n";
    return y;
}

QByteArray project(int apps, int processesPerApp, int storage)
{
    QByteArray y = "schemaVersion: 1\napps:\n";
    for (int a = 0; a < apps; ++a) {
        y += "  - name: app-" + QByteArray::number(a) + "\n    image: \"r.example/app:1\"\n    processes:\n";
        for (int p = 0; p < processesPerApp; ++p)
            y += "      - name: p-" + QByteArray::number(p) + "\n        command: \"run "
                + QByteArray::number(p) + "\"\n        replicas: 1\n";
    }
    if (storage > 0) {
        y += "storage:\n";
        for (int s = 0; s < storage; ++s)
            y += "  - name: data-" + QByteArray::number(s) + "\n    size: 1Gi\n";
    }
    return y;
}

// One case, in this process: prepare the file (not timed), read it (timed), print one line.
int runCase(const QString &name, bool floor)
{
    QTemporaryDir dir;
    const QString appDir = dir.filePath(QStringLiteral("app"));
    QDir().mkpath(appDir);
    QString file;
    QByteArray bytes;
    if (name == QLatin1String("appjson-300k-env")) {
        file = QDir(appDir).filePath(QStringLiteral("app.json"));
        bytes = appJsonEnv(300000, false);
    } else if (name == QLatin1String("appjson-600k-one-line")) {
        file = QDir(appDir).filePath(QStringLiteral("app.json"));
        bytes = appJsonEnv(22000, true);
    } else if (name == QLatin1String("kubeconfig-50k-contexts")) {
        file = dir.filePath(QStringLiteral("kubeconfig"));
        bytes = kubeconfig(50000);
    } else if (name == QLatin1String("project-50k-processes")) {
        file = dir.filePath(QStringLiteral("helmdeck.yaml"));
        bytes = project(1, 50000, 0);
    } else if (name == QLatin1String("project-50k-apps")) {
        file = dir.filePath(QStringLiteral("helmdeck.yaml"));
        bytes = project(50000, 1, 0);
    } else if (name == QLatin1String("project-50k-storage")) {
        file = dir.filePath(QStringLiteral("helmdeck.yaml"));
        bytes = project(1, 1, 50000);
    } else if (name.endsWith(QLatin1String(".yaml"))) {
        // a project file as it is (the guestbook example), read where it lies
        QFile f(name);
        if (!f.open(QIODevice::ReadOnly))
            return 2;
        bytes = f.readAll();
        file = dir.filePath(QStringLiteral("helmdeck.yaml"));
    } else {
        std::fprintf(stderr, "unknown case %s\n", qPrintable(name));
        return 2;
    }
    if (!write(file, bytes) || !write(QDir(appDir).filePath(QStringLiteral("Procfile")), "web: run\n"))
        return 2;

    QElapsedTimer t;
    t.start();
    const qint64 cpuStart = cpuMs();
    int items = 0;
    int errors = 0;
    qint64 validateMs = -1;
    qint64 validateCpuStart = -1;
    if (name.startsWith(QLatin1String("appjson"))) {
        const ImportResult r
            = AppImporter::importFolder(appDir, QStringLiteral("app"), QStringLiteral("r.example/app:1"));
        items = r.project.apps.isEmpty() ? 0 : int(r.project.apps.first().env.size());
        errors = int(std::count_if(r.findings.begin(), r.findings.end(),
            [](const Finding &f) { return f.severity == Finding::Severity::Error; }));
    } else if (name.startsWith(QLatin1String("kubeconfig"))) {
        QProcessEnvironment env;
        env.insert(QStringLiteral("KUBECONFIG"), file);
        const KubeConfig k = KubeConfig::load(env);
        items = int(k.contexts().size());
        errors = int(k.findings().size());
    } else {
        const ProjectLoadResult r = ProjectFile::load(file);
        items = int(r.project.apps.size() + r.project.storage.size());
        for (const App &a : r.project.apps)
            items += int(a.processes.size());
        errors = r.ok ? 0 : 1;
        QElapsedTimer v;
        v.start();
        validateCpuStart = cpuMs();
        const Findings f = Validator::validate(r.project);
        validateMs = v.elapsed();
        Q_UNUSED(f);
    }
    const qint64 ms = t.elapsed();
    const qint64 cpuEnd = cpuMs();
    const qint64 readCpu = (validateCpuStart < 0 ? cpuEnd : validateCpuStart) - cpuStart;
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    // yaml-cpp's own cost on the same text (one YAML::Load, tree destroyed), the floor of a YAML read
    qint64 floorMs = -1;
    qint64 floorCpu = -1;
    if (floor && !name.startsWith(QLatin1String("appjson"))) {
        QElapsedTimer f;
        f.start();
        const qint64 c = cpuMs();
        {
            const YAML::Node n = YAML::Load(std::string(bytes.constData(), size_t(bytes.size())));
            Q_UNUSED(n);
        }
        floorMs = f.elapsed();
        floorCpu = cpuMs() - c;
    }
    std::printf("%-24s %5.1f MB  read %6lld ms (cpu %6lld)  yaml-cpp Load alone %6lld ms (cpu %6lld)  "
                "validate %6lld ms  peak RSS %6.1f MB  items %6d  errors %d\n",
        qPrintable(name), bytes.size() / 1e6, static_cast<long long>(ms - qMax<qint64>(validateMs, 0)),
        static_cast<long long>(readCpu), static_cast<long long>(floorMs), static_cast<long long>(floorCpu),
        static_cast<long long>(validateMs), usage.ru_maxrss / 1024.0, items, errors);
    std::fflush(stdout);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    // --no-floor: only the read, so a heap profiler's peak is the read's (see README.md)
    if ((args.size() == 2 || (args.size() == 3 && args.at(2) == QLatin1String("--no-floor")))
        && args.first() == QLatin1String("--case"))
        return runCase(args.at(1), args.size() == 2);
    int runs = 1;
    if (args.size() >= 2 && args.first() == QLatin1String("--runs")) {
        runs = qMax(1, args.at(1).toInt());
        args = args.mid(2);
    }
    if (args.isEmpty())
        args = QStringList { QStringLiteral("appjson-300k-env"), QStringLiteral("appjson-600k-one-line"),
            QStringLiteral("kubeconfig-50k-contexts"), QStringLiteral("project-50k-processes"),
            QStringLiteral("project-50k-apps"), QStringLiteral("project-50k-storage") };
    for (int run = 0; run < runs; ++run) {
        for (const QString &c : std::as_const(args)) {
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedChannels);
            child.start(app.applicationFilePath(), { QStringLiteral("--case"), c });
            child.waitForFinished(-1);
        }
    }
    return 0;
}
