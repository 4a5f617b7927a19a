// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "clusterfixture.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace TestUtil {

/**
 * The command line (TestUtil::cliBinary()) as a user runs its run commands (run, runs, logs, enter,
 * cron), against the cluster fake: a ClusterFixture with Helm 4 whose cluster has the guestbook
 * example's web Deployment live (guestbookWeb()), a private HOME (no kubeconfig, no user settings),
 * HELMDECK_HELM/HELMDECK_KUBECTL on the fake, and a copy of examples/guestbook/helmdeck.yaml (and its
 * certificate chain, tls/) there.
 *
 *     TestUtil::CliRunFixture fixture;
 *     QVERIFY2(fixture.isValid(), qPrintable(fixture.error()));
 *     const auto r = fixture.run({ QStringLiteral("runs"), fixture.projectFile(),
 * QStringLiteral("--context"), QStringLiteral("test") }); QCOMPARE(r.exitCode, 0);
 */
class CliRunFixture
{
public:
    /** What one command printed and how it exited (-1: it crashed or timed out). */
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    CliRunFixture();
    CliRunFixture(const CliRunFixture &) = delete;
    CliRunFixture &operator=(const CliRunFixture &) = delete;

    /** False when the cluster fake or the project copy could not be set up (error() says why). */
    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    ClusterFixture &cluster() { return *m_cluster; }
    /** The commands' environment; a test may add to it (e.g. a variable a run passes on). */
    QProcessEnvironment &environment() { return m_env; }
    /** The private HOME. */
    QString home() const { return m_home.path(); }
    /** The copy of the guestbook project file in home(). */
    QString projectFile() const { return m_project; }

    /** Starts the binary with @p args in environment(), for a test that signals or feeds it. */
    void start(QProcess &process, const QStringList &args) const;
    /** Runs the binary with @p args, its stdin left open; kills it after 120 s. */
    Run run(const QStringList &args) const;
    /** Runs the binary with @p args, writing @p input to its stdin and then closing it. */
    Run run(const QStringList &args, const QByteArray &input) const;
    /** The keys of the Jobs in namespace "default" in the fake's state ("default/Job/<name>"). */
    QJsonArray jobs() const;

    /** The live web Deployment of guestbook in "default" (image registry.example.com/guestbook:1.4.1). */
    static QJsonObject guestbookWeb();
    /** Waits for the started @p process (killing it after @p timeoutMs) and collects its output as UTF-8. */
    static Run finish(QProcess &process, int timeoutMs = 120000);

private:
    std::unique_ptr<ClusterFixture> m_cluster;
    QTemporaryDir m_home;
    QProcessEnvironment m_env;
    QString m_project;
    QString m_error;
};

} // namespace TestUtil
