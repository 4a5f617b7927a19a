// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl logs, attach and exec, and the local processes of Job pods (README.md, "Jobs and run pods").

#include "kubectlruns.h"

#include "jobpods.h"
#include "objects.h"
#include "statefulsets.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcessEnvironment>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include <vector>

namespace HelmDeck::ClusterFake {

namespace {

QJsonObject metadataOf(const QJsonObject &o)
{
    return o.value(QLatin1String("metadata")).toObject();
}

/** argv and environment of a container, as C strings ready for exec (built before fork). */
struct Exec
{
    std::vector<QByteArray> storage;
    std::vector<char *> argv;
    std::vector<char *> envp;
};

void finish(Exec &e, const QStringList &argv, const QStringList &env)
{
    for (const QString &a : argv)
        e.storage.push_back(a.toLocal8Bit());
    const size_t n = e.storage.size();
    for (const QString &v : env)
        e.storage.push_back(v.toLocal8Bit());
    for (size_t i = 0; i < e.storage.size(); ++i)
        (i < n ? e.argv : e.envp).push_back(e.storage[i].data());
    e.argv.push_back(nullptr);
    e.envp.push_back(nullptr);
}

/** The container's command + args (the kubelet's "$$" → "$"), and its env: this process's, the envFrom
 * Secrets, env. */
Exec containerExec(const StateStore &store, const QJsonObject &job)
{
    const QJsonObject c = jobContainer(job);
    QStringList argv;
    for (const QString &key : { QStringLiteral("command"), QStringLiteral("args") }) {
        for (const QJsonValue &v : c.value(key).toArray())
            argv.append(v.toString().replace(QStringLiteral("$$"), QStringLiteral("$")));
    }
    const QString ns = metadataOf(job).value(QLatin1String("namespace")).toString();
    const QStringList env
        = QProcessEnvironment::systemEnvironment().toStringList() + containerEnvironment(store, ns, c);
    Exec e;
    finish(e, argv.isEmpty() ? QStringList { QStringLiteral("/bin/sh") } : argv, env);
    return e;
}

void closeFrom(int first)
{
    for (int fd = first; fd < 1024; ++fd)
        ::close(fd);
}

bool writeAll(int fd, const char *data, ssize_t n)
{
    while (n > 0) {
        const ssize_t w = ::write(fd, data, size_t(n));
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        data += w;
        n -= w;
    }
    return true;
}

void writeExit(const QString &path, int code, const char *reason)
{
    QFile f(path);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write(QByteArray::number(code) + ' ' + reason + '\n');
}

int exitCodeOf(int status)
{
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/** Raw mode on the caller's terminal while attached, as kubectl attach -it does; restored after. */
struct RawMode
{
    termios saved {};
    bool on = false;
    RawMode()
    {
        if (::isatty(0) && ::tcgetattr(0, &saved) == 0) {
            termios raw = saved;
            ::cfmakeraw(&raw);
            on = ::tcsetattr(0, TCSANOW, &raw) == 0;
        }
    }
    ~RawMode()
    {
        if (on)
            ::tcsetattr(0, TCSANOW, &saved);
    }
};

volatile sig_atomic_t g_resized = 0;

/**
 * `kubectl attach -it POD`: the TTY pod's container starts now, on a pty of its own; this process
 * relays its stdin to it and its output to stdout and the pod's log, and records its exit code.
 */
int attach(const Invocation &inv, const Args &args)
{
    const QString ns = args.value(QStringLiteral("namespace"), QStringLiteral("default"));
    const QString pod = args.positional.value(1);
    QJsonObject job;
    if (!findJobPod(inv.statePath, ns, pod, &job))
        return jobPodNotFound(pod);
    const QString podName = jobPodName(job);
    if (!jobPodIsTty(job))
        return fail(QStringLiteral("error: Unable to use a TTY - container %1 did not allocate one")
                        .arg(jobContainer(job).value(QLatin1String("name")).toString()));
    const QString exitPath = podFile(inv.statePath, podName, QStringLiteral(".exit"));
    {
        StateStore store(inv.statePath); // its lock only for this look
        QString error;
        if (store.open(&error) && jobPodCannotExec(store, job))
            return fail(QStringLiteral(
                "error: cannot attach a container in a completed pod; current phase is Failed"));
    }
    if (QFileInfo::exists(exitPath))
        return fail(QStringLiteral("error: cannot attach a container in a completed pod; current phase is %1")
                        .arg(QStringLiteral("Succeeded")));
    QDir().mkpath(QFileInfo(exitPath).absolutePath());
    QFile marker(podFile(inv.statePath, podName, QStringLiteral(".attached")));
    if (marker.exists() || !marker.open(QIODevice::WriteOnly))
        return fail(
            QStringLiteral("error: the fake attaches a pod once (%1 is attached already)").arg(podName));
    marker.write(QByteArray::number(::getpid()) + '\n');
    marker.close();
    Exec e;
    {
        StateStore store(inv.statePath);
        QString error;
        if (!store.open(&error))
            return fail(error, 2);
        e = containerExec(store, job);
    }
    QFile log(podFile(inv.statePath, podName, QStringLiteral(".log")));
    log.open(QIODevice::WriteOnly | QIODevice::Append);
    winsize size {};
    if (::ioctl(0, TIOCGWINSZ, &size) != 0)
        size = winsize { 24, 80, 0, 0 };
    int master = -1;
    const pid_t child = ::forkpty(&master, nullptr, nullptr, &size);
    if (child < 0)
        return fail(QStringLiteral("fake: forkpty failed"), 2);
    if (child == 0) {
        closeFrom(3);
        ::execve(e.argv[0], e.argv.data(), e.envp.data());
        ::execvpe(e.argv[0], e.argv.data(), e.envp.data());
        ::_exit(127);
    }
    {
        QFile pid(podFile(inv.statePath, podName, QStringLiteral(".pid")));
        if (pid.open(QIODevice::WriteOnly))
            pid.write(QByteArray::number(child) + '\n');
    }
    // A real container runs before anyone attaches, so whatever terminal modes it sets first (the
    // attach gate's `stty -echo`) are in place when the attach's input arrives: wait for its echo to
    // go off, for at most InitialModesMs (tcgetattr on a Linux pty master reads the slave's modes).
    constexpr int InitialModesMs = 500;
    for (int waited = 0; waited < InitialModesMs; waited += 10) {
        termios t {};
        if (::tcgetattr(master, &t) != 0 || !(t.c_lflag & ECHO))
            break;
        ::usleep(10000);
    }
    std::signal(SIGWINCH, [](int) { g_resized = 1; });
    RawMode raw;
    char buffer[4096];
    bool inputOpen = true;
    for (;;) {
        if (g_resized) {
            g_resized = 0;
            if (::ioctl(0, TIOCGWINSZ, &size) == 0)
                ::ioctl(master, TIOCSWINSZ, &size);
        }
        pollfd fds[2] = { { master, POLLIN, 0 }, { 0, short(inputOpen ? POLLIN : 0), 0 } };
        if (::poll(fds, inputOpen ? 2 : 1, 200) < 0 && errno != EINTR)
            break;
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            const ssize_t n = ::read(master, buffer, sizeof buffer);
            if (n <= 0)
                break; // EIO: the container's side closed
            writeAll(1, buffer, n);
            log.write(buffer, n);
            log.flush();
        }
        if (inputOpen && (fds[1].revents & (POLLIN | POLLHUP))) {
            const ssize_t n = ::read(0, buffer, sizeof buffer);
            if (n <= 0)
                inputOpen = false;
            else
                writeAll(master, buffer, n);
        }
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    const int code = exitCodeOf(status);
    writeExit(exitPath, code, code == 0 ? "Completed" : "Error");
    ::close(master);
    return code;
}

/** `kubectl exec [-it] POD [-c C] -- CMD…`: CMD on this machine with this process's stdio. */
int exec(const Invocation &inv, const Args &args)
{
    const int dash = inv.argv.indexOf(QStringLiteral("--"));
    const QStringList command = dash < 0 ? QStringList() : inv.argv.mid(dash + 1);
    if (command.isEmpty())
        return fail(QStringLiteral("error: you must specify at least one command for the container"));
    const QString ns = args.value(QStringLiteral("namespace"), QStringLiteral("default"));
    const QString pod = args.positional.value(1);
    QStringList env = QProcessEnvironment::systemEnvironment().toStringList();
    {
        StateStore store(inv.statePath);
        QString error;
        if (!store.open(&error))
            return fail(error, 2);
        bool found = !jobOfPod(store, ns, pod).isEmpty();
        for (const QJsonObject &p : listObjects(store, resourceForKind(QStringLiteral("Pod")), ns, false))
            found = found || metadataOf(p).value(QLatin1String("name")).toString() == pod;
        if (!found)
            return jobPodNotFound(pod);
        // a StatefulSet's pod (a backing service): CMD sees the container's env, and the service
        // clients (podclients.cpp) which pod they run in
        const QJsonObject service = statefulSetPod(store, ns, pod);
        if (!service.isEmpty())
            env += containerEnvironment(
                       store, ns, podContainer(service, args.value(QStringLiteral("container"))))
                + QStringList { QStringLiteral("HELMDECK_FAKE_POD=") + ns + QLatin1Char('/') + pod };
    }
    Exec e;
    finish(e, command, env);
    const pid_t child = ::fork();
    if (child == 0) {
        ::execvpe(e.argv[0], e.argv.data(), e.envp.data());
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    const int code = exitCodeOf(status);
    if (code != 0)
        writeErr(QStringLiteral("command terminated with exit code %1\n").arg(code));
    return code;
}

} // namespace

void startJobPod(const StateStore &store, const QJsonObject &job)
{
    if (jobPodIsTty(job) || !jobPodFailure(store, job).isEmpty() || jobPodCannotExec(store, job))
        return;
    const QString pod = jobPodName(job);
    QDir().mkpath(QFileInfo(podFile(store.path(), pod, QString())).absolutePath());
    const QByteArray logPath = QFile::encodeName(podFile(store.path(), pod, QStringLiteral(".log")));
    const QByteArray exitPath = QFile::encodeName(podFile(store.path(), pod, QStringLiteral(".exit")));
    const QByteArray pidPath = QFile::encodeName(podFile(store.path(), pod, QStringLiteral(".pid")));
    const int deadline
        = job.value(QLatin1String("spec")).toObject().value(QLatin1String("activeDeadlineSeconds")).toInt(0);
    Exec e = containerExec(store, job);
    // the fake waits until the keeper has its own session: kubectl's caller may kill kubectl's
    // process group as soon as it exits, which must not take a keeper still in it
    int ready[2];
    if (::pipe(ready) != 0)
        return;
    const pid_t keeper = ::fork();
    if (keeper != 0) {
        ::close(ready[1]);
        char byte = 0;
        if (keeper > 0)
            while (::read(ready[0], &byte, 1) < 0 && errno == EINTR) { }
        ::close(ready[0]);
        return; // the fake goes on; the keeper lives in a session of its own
    }
    ::setsid();
    ::close(ready[0]);
    writeAll(ready[1], "1", 1);
    ::close(ready[1]);
    const int log = ::open(logPath.constData(), O_WRONLY | O_CREAT | O_APPEND, 0600);
    const int null = ::open("/dev/null", O_RDONLY);
    ::dup2(null, 0);
    ::dup2(log, 1);
    ::dup2(log, 2);
    closeFrom(3);
    const pid_t child = ::fork();
    if (child == 0) {
        ::setpgid(0, 0);
        ::execve(e.argv[0], e.argv.data(), e.envp.data());
        ::execvpe(e.argv[0], e.argv.data(), e.envp.data());
        ::_exit(127);
    }
    ::setpgid(child, child);
    const int pidFd = ::open(pidPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const QByteArray pidText = QByteArray::number(child) + '\n';
    writeAll(pidFd, pidText.constData(), pidText.size());
    ::close(pidFd);
    int status = 0;
    const char *reason = nullptr;
    if (deadline > 0) {
        // waitpid with a deadline: poll, then kill the group as the kubelet does
        for (int waited = 0;; waited += 50) {
            if (::waitpid(child, &status, WNOHANG) == child)
                break;
            if (waited >= deadline * 1000) {
                ::kill(-child, SIGKILL);
                ::waitpid(child, &status, 0);
                reason = "DeadlineExceeded";
                break;
            }
            ::usleep(50000);
        }
    } else {
        ::waitpid(child, &status, 0);
    }
    const int code = exitCodeOf(status);
    writeExit(QFile::decodeName(exitPath), code, reason ? reason : (code == 0 ? "Completed" : "Error"));
    ::_exit(0);
}

void stopJobPod(const StateStore &store, const QJsonObject &job)
{
    const QString pod = jobPodName(job);
    QFile pid(podFile(store.path(), pod, QStringLiteral(".pid")));
    if (pid.open(QIODevice::ReadOnly)) {
        const pid_t group = pid_t(pid.readAll().trimmed().toLongLong());
        if (group > 1)
            ::kill(-group, SIGKILL);
    }
    for (const QString &suffix : { QStringLiteral(".pid"), QStringLiteral(".log"), QStringLiteral(".exit"),
             QStringLiteral(".attached") })
        QFile::remove(podFile(store.path(), pod, suffix));
}

int runPodCommand(const Invocation &inv, const QString &command)
{
    QList<OptionSpec> specs { { QStringLiteral("context"), QString(), true, false },
        { QStringLiteral("namespace"), QStringLiteral("n"), true, false },
        { QStringLiteral("kubeconfig"), QString(), true, false },
        { QStringLiteral("request-timeout"), QString(), true, false },
        { QStringLiteral("container"), QStringLiteral("c"), true, false } };
    if (command == QLatin1String("logs"))
        specs += { { QStringLiteral("follow"), QStringLiteral("f"), false, false },
            { QStringLiteral("timestamps"), QString(), false, false },
            { QStringLiteral("since-time"), QString(), true, false },
            { QStringLiteral("prefix"), QString(), false, false },
            { QStringLiteral("all-containers"), QString(), false, false }, // a Job pod has one
            { QStringLiteral("selector"), QStringLiteral("l"), true, false },
            { QStringLiteral("max-log-requests"), QString(), true, false } };
    else
        specs += { { QStringLiteral("stdin"), QStringLiteral("i"), false, false },
            { QStringLiteral("tty"), QStringLiteral("t"), false, false },
            { QStringLiteral("quiet"), QStringLiteral("q"), false, false } };
    const int dash = inv.argv.indexOf(QStringLiteral("--"));
    QStringList words;
    const QStringList given = dash < 0 ? inv.argv : QStringList(inv.argv.mid(0, dash));
    for (const QString &w : given) {
        if (w == QLatin1String("-it") || w == QLatin1String("-ti"))
            words << QStringLiteral("-i") << QStringLiteral("-t"); // pflag's combined shorthands
        else
            words << w;
    }
    const Args args = parseArgs(words, specs);
    if (!args.error.isEmpty())
        return unsupported(args.error + QStringLiteral(" of kubectl ") + command);
    if (command == QLatin1String("logs"))
        return kubectlLogs(inv, args);
    if (command == QLatin1String("attach"))
        return attach(inv, args);
    return exec(inv, args);
}

} // namespace HelmDeck::ClusterFake
