// SPDX-License-Identifier: GPL-3.0-or-later
// The cluster fake's entry: picks the tool from argv[0], logs the call, injects failures, dispatches.

#include "common.h"
#include "helm.h"
#include "kubectl.h"
#include "podclients.h"
#include "statestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QThread>

#include <csignal>
#include <sys/stat.h>

using namespace HelmDeck::ClusterFake;

namespace {

/** kubectl apply/create/replace -f - read stdin; nothing else does. */
bool readsStdin(const Invocation &inv)
{
    if (inv.tool != QLatin1String("kubectl"))
        return false;
    static const QStringList commands { QStringLiteral("apply"), QStringLiteral("create"),
        QStringLiteral("replace") };
    if (!commands.contains(firstPositional(inv.argv, kubectlValueOptions())))
        return false;
    for (int i = 0; i < inv.argv.size(); ++i) {
        const QString &t = inv.argv.at(i);
        if (t == QLatin1String("-f=-") || t == QLatin1String("--filename=-")
            || ((t == QLatin1String("-f") || t == QLatin1String("--filename"))
                && inv.argv.value(i + 1) == QLatin1String("-")))
            return true;
    }
    return false;
}

QJsonObject fileEntry(const QString &path)
{
    struct stat st;
    const bool exists = ::stat(QFile::encodeName(path).constData(), &st) == 0;
    return { { QStringLiteral("path"), path },
        { QStringLiteral("mode"),
            exists ? QString::asprintf("%04o", unsigned(st.st_mode & 07777)) : QString() },
        { QStringLiteral("exists"), exists } };
}

/** helm's -f/--values arguments (helm list's -f is --filter). */
QJsonArray valuesFiles(const Invocation &inv)
{
    QJsonArray out;
    if (inv.tool != QLatin1String("helm")
        || firstPositional(inv.argv, helmValueOptions()) == QLatin1String("list"))
        return out;
    for (int i = 0; i < inv.argv.size(); ++i) {
        const QString &t = inv.argv.at(i);
        if ((t == QLatin1String("-f") || t == QLatin1String("--values")) && i + 1 < inv.argv.size())
            out.append(fileEntry(inv.argv.at(++i)));
        else if (t.startsWith(QLatin1String("--values=")))
            out.append(fileEntry(t.mid(9)));
        else if (t.startsWith(QLatin1String("-f")) && t.size() > 2 && !t.startsWith(QLatin1String("-f=")))
            out.append(fileEntry(t.mid(2)));
        else if (t.startsWith(QLatin1String("-f=")))
            out.append(fileEntry(t.mid(3)));
    }
    return out;
}

/** The first failure of the state that matches; its "times" is counted down (removed at 0). */
QJsonObject takeFailure(StateStore &store, const Invocation &inv)
{
    QJsonArray failures = store.root().value(QLatin1String("failures")).toArray();
    for (int i = 0; i < failures.size(); ++i) {
        QJsonObject f = failures.at(i).toObject();
        const QString tool = f.value(QLatin1String("tool")).toString();
        if (!tool.isEmpty() && tool != inv.tool)
            continue;
        bool all = true;
        for (const QJsonValue &token : f.value(QLatin1String("match")).toArray())
            all = all && inv.argv.contains(token.toString());
        if (!all)
            continue;
        if (f.contains(QLatin1String("times"))) {
            const int left = f.value(QLatin1String("times")).toInt() - 1;
            if (left <= 0) {
                failures.removeAt(i);
            } else {
                f.insert(QStringLiteral("times"), left);
                failures.replace(i, f);
            }
            store.root().insert(QStringLiteral("failures"), failures);
        }
        return f;
    }
    return {};
}

int signalNumber(const QString &name)
{
    const QString n = name.toUpper().remove(QStringLiteral("SIG"));
    return n == QLatin1String("KILL") ? SIGKILL
        : n == QLatin1String("TERM")  ? SIGTERM
        : n == QLatin1String("INT")   ? SIGINT
        : n == QLatin1String("HUP")   ? SIGHUP
        : n == QLatin1String("SEGV")  ? SIGSEGV
        : n == QLatin1String("ABRT")  ? SIGABRT
                                      : 0;
}

/** Acts out an injected failure: sleep, then a signal, or stderr + exit code. -1 = go on as usual. */
int injectFailure(const QJsonObject &f)
{
    if (f.isEmpty())
        return -1;
    const int sleepMs = f.value(QLatin1String("sleepMs")).toInt();
    if (sleepMs > 0)
        QThread::msleep(ulong(sleepMs));
    if (f.contains(QLatin1String("signal"))) {
        const int sig = signalNumber(f.value(QLatin1String("signal")).toString());
        if (sig == 0)
            return fail(
                QStringLiteral("fake: unknown signal ") + f.value(QLatin1String("signal")).toString(), 2);
        std::signal(sig, SIG_DFL);
        std::raise(sig);
    }
    // only sleepMs: a slow but otherwise normal command
    if (!f.contains(QLatin1String("exitCode")) && !f.contains(QLatin1String("stderr")))
        return -1;
    const QString text = f.value(QLatin1String("stderr")).toString();
    if (!text.isEmpty())
        writeErr(text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n'));
    return f.value(QLatin1String("exitCode")).toInt(1);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // for the real helm QProcess runs in helm upgrade
    Invocation inv;
    for (int i = 1; i < argc; ++i)
        inv.argv.append(QString::fromLocal8Bit(argv[i]));
    inv.tool = QFileInfo(QString::fromLocal8Bit(argv[0])).fileName();
    const auto known = [](const QString &tool) {
        return tool == QLatin1String("helm") || tool == QLatin1String("kubectl") || isPodClient(tool);
    };
    if (!known(inv.tool) && !inv.argv.isEmpty())
        inv.tool = inv.argv.takeFirst(); // "helmdeck-clusterfake kubectl get …", for debugging by hand
    if (!known(inv.tool))
        return fail(
            QStringLiteral("fake: call me as helm, kubectl or a pod client (a symlink), not ") + inv.tool, 2);

    inv.statePath = QString::fromLocal8Bit(qgetenv("HELMDECK_FAKE_STATE"));
    if (inv.statePath.isEmpty())
        return fail(QStringLiteral("fake: HELMDECK_FAKE_STATE is not set"), 2);
    inv.logPath = QString::fromLocal8Bit(qgetenv("HELMDECK_FAKE_LOG"));
    if (inv.logPath.isEmpty())
        inv.logPath = QFileInfo(inv.statePath).absoluteDir().filePath(QStringLiteral("calls.jsonl"));
    inv.realHelm = QString::fromLocal8Bit(qgetenv("HELMDECK_FAKE_REAL_HELM"));
    if (qEnvironmentVariableIntValue("HELMDECK_FAKE_HELM_MAJOR") == 4)
        inv.helmMajor = 4;
    if (readsStdin(inv) || podClientReadsStdin(inv.tool)) {
        QFile in;
        if (in.open(stdin, QIODevice::ReadOnly))
            inv.stdinData = in.readAll();
    }

    QJsonObject failure;
    {
        StateStore store(inv.statePath);
        QString error;
        if (!store.open(&error))
            return fail(error, 2);
        const QJsonObject line { { QStringLiteral("tool"), inv.tool },
            { QStringLiteral("argv"), QJsonArray::fromStringList(inv.argv) },
            { QStringLiteral("stdin"), QString::fromUtf8(inv.stdinData) },
            { QStringLiteral("valuesFiles"), valuesFiles(inv) },
            // a pod client's stdin is a dump: bytes, not text
            { QStringLiteral("stdinBase64"),
                isPodClient(inv.tool) ? QString::fromLatin1(inv.stdinData.toBase64()) : QString() } };
        if (!store.appendLog(inv.logPath, compactJson(line), &error))
            return fail(error, 2);
        failure = takeFailure(store, inv);
        if (failure.contains(QLatin1String("times")) && !store.commit(&error))
            return fail(error, 2);
        inv.unreachable = store.root().value(QLatin1String("unreachable"));
        inv.unauthorized = store.root().value(QLatin1String("unauthorized"));
    }
    const int injected = injectFailure(failure);
    if (injected >= 0)
        return injected;
    if (isPodClient(inv.tool))
        return runPodClient(inv);
    return inv.tool == QLatin1String("helm") ? runHelm(inv) : runKubectl(inv);
}
