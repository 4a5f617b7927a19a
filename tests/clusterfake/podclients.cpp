// SPDX-License-Identifier: GPL-3.0-or-later
// pg_dump, pg_restore, psql and valkey-cli inside a service pod (README.md, "StatefulSets and service pods").

#include "podclients.h"

#include "statestore.h"

#include <QTextStream>

#include <cstdio>
#include <unistd.h>

namespace HelmDeck::ClusterFake {

namespace {

QString env(const char *name)
{
    return QString::fromLocal8Bit(qgetenv(name));
}

/** The value after @p option ("-U") in @p argv; empty when absent. */
QString optionValue(const QStringList &argv, const QString &option)
{
    const int i = argv.indexOf(option);
    return i < 0 ? QString() : argv.value(i + 1);
}

/** serviceDumps["<ns>/<pod>"]: {"data": base64, "failAfter": bytes}; empty when none. */
QJsonObject dumpEntry(const Invocation &inv)
{
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error))
        return {};
    return store.root()
        .value(QLatin1String("serviceDumps"))
        .toObject()
        .value(env("HELMDECK_FAKE_POD"))
        .toObject();
}

/** Writes the pod's dump (or @p fallback) to stdout; with failAfter, only that many bytes, then fails. */
int writeDump(const Invocation &inv, const QByteArray &fallback, const QString &failure)
{
    const QJsonObject entry = dumpEntry(inv);
    const QByteArray data = entry.contains(QLatin1String("data"))
        ? QByteArray::fromBase64(entry.value(QLatin1String("data")).toString().toLatin1())
        : fallback;
    if (entry.contains(QLatin1String("failAfter"))) {
        writeOut(data.left(entry.value(QLatin1String("failAfter")).toInt()));
        return fail(failure);
    }
    // in pieces, as a real dump arrives
    for (int at = 0; at < data.size(); at += 64 * 1024)
        writeOut(data.mid(at, 64 * 1024));
    return 0;
}

/** The server's answer to a login as -U USER to -d DB over the pod's socket: USER and DB must be the pod's.
 */
int checkPostgresLogin(const Invocation &inv, const QString &tool)
{
    const QString user = optionValue(inv.argv, QStringLiteral("-U"));
    const QString db = optionValue(inv.argv, QStringLiteral("-d"));
    if (user.isEmpty() || user != env("POSTGRES_USER"))
        return fail(tool
            + QStringLiteral(": error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" "
                             "failed: FATAL:  role \"%1\" does not exist")
                  .arg(user));
    if (db.isEmpty() || db != env("POSTGRES_DB"))
        return fail(tool
            + QStringLiteral(": error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" "
                             "failed: FATAL:  database \"%1\" does not exist")
                  .arg(db));
    return 0;
}

/** An interactive session: a banner, then each line answered until EOF or @p quit. */
int interactive(const QString &banner, const QString &quit, const QString &prompt)
{
    writeOut(banner + QLatin1Char('\n'));
    QTextStream in(stdin);
    for (;;) {
        writeOut(prompt);
        const QString line = in.readLine();
        if (line.isNull() || line.trimmed() == quit)
            return 0;
        writeOut(line.trimmed().compare(QLatin1String("PING"), Qt::CaseInsensitive) == 0
                ? QStringLiteral("PONG\n")
                : QStringLiteral("fake: %1\n").arg(line));
    }
}

} // namespace

bool isPodClient(const QString &tool)
{
    static const QStringList tools { QStringLiteral("pg_dump"), QStringLiteral("pg_restore"),
        QStringLiteral("psql"), QStringLiteral("valkey-cli") };
    return tools.contains(tool);
}

bool podClientReadsStdin(const QString &tool)
{
    return tool == QLatin1String("pg_restore") || (tool == QLatin1String("psql") && !::isatty(STDIN_FILENO));
}

int runPodClient(const Invocation &inv)
{
    if (env("HELMDECK_FAKE_POD").isEmpty())
        return fail(
            inv.tool + QStringLiteral(": fake: runs only inside `kubectl exec` of a StatefulSet pod"), 2);
    if (inv.tool == QLatin1String("valkey-cli")) {
        const QString password = env("VALKEY_PASSWORD");
        // valkey-cli 8 reads REDISCLI_AUTH, later ones VALKEYCLI_AUTH (a -a argument would be on argv)
        if (password.isEmpty() || (env("REDISCLI_AUTH") != password && env("VALKEYCLI_AUTH") != password))
            return fail(
                QStringLiteral("AUTH failed: WRONGPASS invalid username-password pair or user is disabled."));
        if (inv.argv == QStringList { QStringLiteral("--rdb"), QStringLiteral("-") })
            return writeDump(inv,
                QByteArrayLiteral("REDIS0011\xfa\x09valkey-ver\x05"
                                  "8.1.0fake rdb\n"),
                QStringLiteral("Error reading RDB payload: connection lost"));
        if (!inv.argv.isEmpty())
            return unsupported(QStringLiteral("valkey-cli ") + inv.argv.join(QLatin1Char(' ')));
        return interactive(QStringLiteral("fake valkey-cli: connected"), QStringLiteral("quit"),
            QStringLiteral("127.0.0.1:6379> "));
    }
    if (const int refused = checkPostgresLogin(inv, inv.tool))
        return refused;
    if (inv.tool == QLatin1String("pg_dump")) {
        if (!inv.argv.contains(QStringLiteral("-Fc")))
            return unsupported(QStringLiteral("pg_dump without -Fc"));
        return writeDump(inv, QByteArrayLiteral("PGDMP\x01\x0f\x00") + env("POSTGRES_DB").toUtf8() + '\n',
            QStringLiteral("pg_dump: error: connection to server lost"));
    }
    if (inv.tool == QLatin1String("pg_restore")) {
        if (!inv.stdinData.startsWith("PGDMP"))
            return fail(
                QStringLiteral("pg_restore: error: input file does not appear to be a valid archive"));
        return 0;
    }
    if (::isatty(STDIN_FILENO))
        return interactive(
            QStringLiteral("fake psql: %1 as %2").arg(env("POSTGRES_DB"), env("POSTGRES_USER")),
            QStringLiteral("\\q"), env("POSTGRES_DB") + QStringLiteral("=# "));
    return 0; // psql < file.sql: the call log has what it read
}

} // namespace HelmDeck::ClusterFake
