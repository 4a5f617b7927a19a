// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_runner* suites share (split from one suite; see the suites for what each checks).
// Runner as a job: signal order and states, failures that stop the plan, timeouts, programs that
// cannot start, cancel and the destructor killing whole process groups, prepare/monitor hooks,
// removeAfter files. Pids of grandchildren come back through files; this process is their
// subreaper so that it can reap them and check with kill(pid, 0) that they are really gone.

#include "runnertestutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/prctl.h>

using namespace HelmDeck;
using namespace RunnerTest;

namespace RunnerCase {

/** The fixture the TestRunner* suites derive from: shared members and helpers. */
class RunnerCaseBase : public QObject
{
protected:
    void initCase();
    QString path(const QString &name) const { return QDir(m_tmp.path()).filePath(name); }
    QTemporaryDir m_tmp;
};

inline void RunnerCaseBase::initCase()
{
    QVERIFY(m_tmp.isValid());
    QCOMPARE(::prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
}

} // namespace RunnerCase
