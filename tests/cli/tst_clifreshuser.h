// SPDX-License-Identifier: GPL-3.0-or-later
// The suite of what fresh users' trials of the command line found: its helpers and its cases, defined
// in tst_clifreshuser.cpp (issue 13's trial) and tst_clifreshusercommands.cpp (issue 14's).
#pragma once

#include "clirunfixture.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using TestUtil::CliRunFixture;

namespace FreshUser {

inline QString str(const char *text)
{
    return QString::fromUtf8(text);
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/** The cluster calls that change something or read the cluster (tool detection left out). */
inline QStringList clusterCalls(const TestUtil::ClusterFixture &cluster)
{
    QStringList out;
    for (const auto &call : cluster.calls()) {
        const QString first = call.argv.value(0);
        if (first == QLatin1String("version") || first == QLatin1String("api-resources")
            || first == QLatin1String("api-versions"))
            continue;
        out.append(call.tool + QLatin1Char(' ') + call.argv.join(QLatin1Char(' ')));
    }
    return out;
}

} // namespace FreshUser

class TestCliFreshUser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void destroyOfWhatIsNotThereFailsAndChangesNothing_data();
    void destroyOfWhatIsNotThereFailsAndChangesNothing();
    void anInvalidNamespaceIsRefusedNamingTheFlag_data();
    void anInvalidNamespaceIsRefusedNamingTheFlag();
    void aProjectsInvalidNamespaceIsRefusedAtItsLine_data();
    void aProjectsInvalidNamespaceIsRefusedAtItsLine();
    void aHangingHelmProbeTimesOutAndLeavesNoChild();
    void checkReportsAValuesFileHelmWouldRefuse_data();
    void checkReportsAValuesFileHelmWouldRefuse();
    void nameAndImageOverrideAProjectFileAndSaySo_data();
    void nameAndImageOverrideAProjectFileAndSaySo();
    void messagesSayWhatIsWrong_data();
    void messagesSayWhatIsWrong();
    void everyCommandNamesItselfInUsageAndErrors_data();
    void everyCommandNamesItselfInUsageAndErrors();
    void keychainFindingsArePrintedAtTheSecretsLine_data();
    void keychainFindingsArePrintedAtTheSecretsLine();
    void anUnreachableClusterIsOneMessageWithoutKubectlsLog_data();
    void anUnreachableClusterIsOneMessageWithoutKubectlsLog();
    void importSaysWhichValuesWouldBePlainAndRefusesSecretsItCannotKeep_data();
    void importSaysWhichValuesWouldBePlainAndRefusesSecretsItCannotKeep();
    void withNoKubeconfigEveryClusterCommandSaysWhereItLooked_data();
    void withNoKubeconfigEveryClusterCommandSaysWhereItLooked();
    void aFolderNamedLikeTheProjectFileIsSaidToBeAFolder();
};
using namespace FreshUser;
