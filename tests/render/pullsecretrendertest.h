// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tst_pullsecretrender* suites share (split from one suite; see the suites for what each checks).
// Pull secrets through RenderJob with the real Helm 3 and Helm 4: the release per mode, the same
// imagePullSecrets on every workload, credential errors failing the whole render, the resolution
// off the caller's thread, and a canary that must never show up where secrets must not be.

#include "chartfixtures.h"
#include "credentialfixture.h"
#include "model/globalsettings.h"
#include "render/renderjob.h"
#include "testutil.h"
#include "yamlpath.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;
using namespace YamlPath;

namespace PullSecretRenderTest {

const QString Registry = QStringLiteral("registry.example.com:5000"); // the shop app's image registry

/** The imagePullSecrets names of a pod spec. */
inline QStringList pullSecretNames(const YAML::Node &podSpec)
{
    QStringList out;
    for (const auto &ref : podSpec["imagePullSecrets"])
        out << s(ref["name"]);
    return out;
}

inline QByteArray authsConfig(const QString &host, const char *userColonPassword)
{
    return "{\"auths\":{\"" + host.toUtf8() + "\":{\"auth\":\"" + CredentialFixture::basic(userColonPassword)
        + "\"}}}";
}

/** The fixture the TestPullSecretRender* suites derive from: shared members and helpers. */
class PullSecretRenderTestBase : public QObject
{
protected:
    HelmTool realHelm(int major);
    /** A helm that logs every argv element (one per line) and the mode of each -f file to @p log, then runs
     * @p real. */
    QString recordingHelm(const QString &real, const QString &log);
    QTemporaryDir m_tmp;
};

inline HelmTool PullSecretRenderTestBase::realHelm(int major)
{
    const QString path = ChartFixtures::helmPath(major);
    if (path.isEmpty()) {
        QTest::qFail(qPrintable(ChartFixtures::helmMissing(major)), __FILE__, __LINE__);
        return HelmTool();
    }
    return HelmTool::detect(path);
}

inline QString PullSecretRenderTestBase::recordingHelm(const QString &real, const QString &log)
{
    static int n = 0;
    return ChartFixtures::writeScript(m_tmp.path(), QStringLiteral("recording-helm-%1").arg(++n),
        "log='" + log.toLocal8Bit()
            + "'\nprev=\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> \"$log\"\n"
              "  if [ \"$prev\" = -f ]; then printf 'mode %s\\n' \"$(stat -c %a \"$a\")\" >> \"$log\"; fi; "
              "prev=$a; done\n"
              "exec '"
            + real.toLocal8Bit() + "' \"$@\"\n");
}

} // namespace PullSecretRenderTest
