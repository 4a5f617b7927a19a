// SPDX-License-Identifier: GPL-3.0-or-later
// The release "tls-<app>" of an imported certificate: previewed with its data masked and
// schema-valid, installed after config-<app> and before pull-secret-<app> and the app against the
// cluster fake, uninstalled when no domain uses it, on destroy and on rename; its key in no argv,
// log, plan text or file left behind.
#include "certfixture.h"
#include "chartfixtures.h"
#include "deployfixtures.h"

#include "chart/releaseplan.h"
#include "chart/releasevaluesbuilder.h"
#include "deploy/deployplanner.h"
#include "deploy/jobsetup.h"
#include "deploy/preflight.h"
#include "io/certificateloader.h"
#include "render/renderjob.h"
#include "tls/certificatechain.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

namespace {

/** sampleProject() with its domain on `tls: imported` and @p pair as the certificate (the key filled in). */
Project tlsProject(const TestUtil::CertFixture::Pair &pair)
{
    Project project = sampleProject();
    App &app = project.apps[0];
    app.domains[0].tls.mode = DomainTls::Mode::Imported;
    app.routing.certificateFile = pair.certPath;
    CertificateLoader::load(pair.certPath, QString(), &app.certificate);
    app.certificate.key = QString::fromUtf8(pair.keyPem);
    return project;
}

/** The files under @p dir that hold any of @p needles. */
QStringList filesHolding(const QString &dir, const QList<QByteArray> &needles)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray data = f.readAll();
        for (const QByteArray &needle : needles) {
            if (data.contains(needle)) {
                out.append(path);
                break;
            }
        }
    }
    return out;
}

int indexOfPrefix(const QStringList &lines, const QString &prefix)
{
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).startsWith(prefix))
            return i;
    }
    return -1;
}

} // namespace

class TestTlsRelease : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<HelmDeck::RunResult>();
        qRegisterMetaType<HelmDeck::RenderResult>();
        QVERIFY2(m_certs.isValid(), qPrintable(m_certs.error()));
        m_shop = m_certs.make(QStringLiteral("shop"), { QStringLiteral("shop.example.com") });
        QVERIFY2(m_shop.ok, qPrintable(m_certs.error()));
    }

    void theReleaseIsPlannedOnlyWhenADomainImports()
    {
        Project project = tlsProject(m_shop);
        QList<PlannedRelease> releases = ReleasePlan::releases(project, {});
        QStringList names;
        for (const PlannedRelease &r : releases)
            names.append(r.name);
        QCOMPARE(names.mid(0, 2), QStringList({ QStringLiteral("config-shop"), QStringLiteral("tls-shop") }));
        QCOMPARE(releases.at(1).kind, ReleaseKind::Tls);
        QCOMPARE(releases.at(1).fieldPath, QStringLiteral("apps[shop].routing.certificate"));
        QVERIFY(releases.at(1).hasSecretValues());
        project.apps[0].domains[0].tls.mode = DomainTls::Mode::None;
        releases = ReleasePlan::releases(project, {});
        for (const PlannedRelease &r : releases)
            QVERIFY(r.kind != ReleaseKind::Tls);
    }

    void thePreviewShowsTheSecretMaskedAndSchemaValid_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void thePreviewShowsTheSecretMaskedAndSchemaValid()
    {
        QFETCH(int, major);
        const QString helmPath = ChartFixtures::helmPath(major);
        if (helmPath.isEmpty())
            QFAIL(qPrintable(ChartFixtures::helmMissing(major)));
        RenderJob job(HelmTool::detect(helmPath));
        QSignalSpy spy(&job, &RenderJob::finished);
        job.start(tlsProject(m_shop));
        QVERIFY(spy.wait(120000));
        const RenderResult r = spy.at(0).at(0).value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText));
        QCOMPARE(r.manifests.releaseKind(QStringLiteral("tls-shop")), ReleaseKind::Tls);
        const QList<Manifest> docs = r.manifests.forRelease(QStringLiteral("tls-shop"));
        QCOMPARE(docs.size(), 1);
        const Manifest &secret = docs.first();
        QCOMPARE(secret.kind, QStringLiteral("Secret"));
        QCOMPARE(secret.name, QStringLiteral("tls-shop"));
        QVERIFY(secret.yaml.contains(QStringLiteral("type: kubernetes.io/tls")));
        QVERIFY(secret.yaml.contains(QStringLiteral("app.kubernetes.io/part-of: \"shop\"")));
        // the checksum label: sha224 of chain and key, 56 hex
        const QByteArray chain = CertificateChain::parse(m_shop.certPem).certificates().first().toPem();
        const QString checksum = ReleaseValuesBuilder::tlsChecksum(chain, m_shop.keyPem);
        QCOMPARE(checksum.size(), 56);
        QVERIFY2(secret.yaml.contains(QStringLiteral("helmdeck.dev/cert-checksum: \"%1\"").arg(checksum)),
            qPrintable(secret.yaml));
        // unmasked, the data are the chain and the key; masked (the preview, render), neither shows
        QVERIFY(secret.yaml.contains(QString::fromLatin1(m_shop.keyPem.toBase64())));
        const QString masked = r.manifests.toYaml(false);
        QVERIFY(!masked.contains(QString::fromLatin1(m_shop.keyPem.toBase64())));
        QVERIFY(!masked.contains(QString::fromLatin1(chain.toBase64())));
        QVERIFY(masked.contains(QStringLiteral("tls.key")));
        QString output;
        const int rc = ChartFixtures::validateSchema(r.manifests.toYaml(true).toUtf8(), &output);
        if (rc < 0)
            QFAIL(qPrintable(output));
        QVERIFY2(rc == 0, qPrintable(output));
    }

    void aDeployInstallsTlsAfterConfigAndBeforeTheApp_data()
    {
        QTest::addColumn<int>("major");
        QTest::newRow("helm3") << 3;
        QTest::newRow("helm4") << 4;
    }
    void aDeployInstallsTlsAfterConfigAndBeforeTheApp()
    {
        QFETCH(int, major);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        DeployOptions o = options(cluster);
        o.pullSecretPayloads.insert(QStringLiteral("shop"), QByteArrayLiteral("{\"auths\":{}}"));
        Project project = tlsProject(m_shop);
        project.apps[0].imagePullSecrets.clear();
        project.apps[0].pullSecret.mode = PullSecretSettings::Mode::FromCredentials;
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const QString workDir = plan.workDir->path();
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));

        const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
        const int config = indexOfPrefix(helm, QStringLiteral("upgrade --install config-shop "));
        const int tls = indexOfPrefix(helm, QStringLiteral("upgrade --install tls-shop "));
        const int pull = indexOfPrefix(helm, QStringLiteral("upgrade --install pull-secret-shop "));
        const int app = indexOfPrefix(helm, QStringLiteral("upgrade --install shop "));
        QVERIFY2(config >= 0 && tls > config && pull > tls && app > pull,
            qPrintable(helm.join(QLatin1Char('\n'))));

        // the chain and key reached helm only in a 0600 values file, gone now
        const auto call = cluster.callsOf(QStringLiteral("helm")).at(tls);
        QCOMPARE(call.valuesFiles.size(), 1);
        const QJsonObject values = call.valuesFiles.at(0).toObject();
        QCOMPARE(values.value(QStringLiteral("mode")).toString(), QStringLiteral("0600"));
        QVERIFY(!QFileInfo::exists(values.value(QStringLiteral("path")).toString()));

        // the Secret holds them
        const QJsonObject secret
            = cluster.object(QStringLiteral("shop"), QStringLiteral("Secret"), QStringLiteral("tls-shop"));
        QCOMPARE(secret.value(QStringLiteral("type")).toString(), QStringLiteral("kubernetes.io/tls"));
        QCOMPARE(QByteArray::fromBase64(
                     secret[QStringLiteral("data")][QStringLiteral("tls.key")].toString().toLatin1()),
            m_shop.keyPem);
        QVERIFY(CertificateChain::parse(
            QByteArray::fromBase64(
                secret[QStringLiteral("data")][QStringLiteral("tls.crt")].toString().toLatin1()))
                    .isValid());

        // the key is in no argv, stdin, output line, message, call log, plan text or file left behind
        const QList<QByteArray> leaks = TestUtil::CertFixture::keyLines(m_shop.keyPem);
        QVERIFY(leaks.size() > 5);
        for (const auto &c : cluster.calls()) {
            for (const QByteArray &line : leaks) {
                QVERIFY(!c.argv.join(QLatin1Char(' ')).toUtf8().contains(line));
                QVERIFY(!c.stdinData.contains(line));
            }
        }
        const QByteArray output = (r.output + r.messages + QStringList { r.result.message, plan.describe() })
                                      .join(QLatin1Char('\n'))
                                      .toUtf8();
        for (const QByteArray &line : leaks)
            QVERIFY(!output.contains(line));
        QFile log(cluster.logPath());
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray logged = log.readAll();
        for (const QByteArray &line : leaks)
            QVERIFY(!logged.contains(line));
        QCOMPARE(filesHolding(workDir, leaks), QStringList());
        QCOMPARE(
            filesHolding(m_certs.dir(), leaks), QStringList { m_shop.keyPath }); // the user's own file only
    }

    void withoutAnImportedDomainTheReleaseIsUninstalled()
    {
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        Findings findings;
        QVERIFY(run(DeployPlanner::deploy(tlsProject(m_shop), QStringLiteral("shop"), o, &findings), cluster)
                    .result.ok);
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("tls-shop")).size(), 1);
        Project plain = tlsProject(m_shop);
        plain.apps[0].domains[0].tls.mode = DomainTls::Mode::None;
        cluster.clearCalls();
        const Run r = run(DeployPlanner::deploy(plain, QStringLiteral("shop"), o, &findings), cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
        const int uninstall = indexOfPrefix(helm, QStringLiteral("uninstall tls-shop --ignore-not-found"));
        QVERIFY2(uninstall > indexOfPrefix(helm, QStringLiteral("upgrade --install config-shop ")),
            qPrintable(helm.join(QLatin1Char('\n'))));
        QVERIFY(uninstall < indexOfPrefix(helm, QStringLiteral("upgrade --install shop ")));
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("tls-shop")).isEmpty());
        QVERIFY(cluster.object(QStringLiteral("shop"), QStringLiteral("Secret"), QStringLiteral("tls-shop"))
                    .isEmpty());
    }

    void destroyAndRenameUninstallTheOldTlsRelease_data()
    {
        QTest::addColumn<bool>("rename");
        QTest::newRow("destroy uninstalls tls-shop") << false;
        QTest::newRow("rename installs tls-store and uninstalls tls-shop") << true;
    }
    void destroyAndRenameUninstallTheOldTlsRelease()
    {
        QFETCH(bool, rename);
        TestUtil::ClusterFixture cluster(3);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        const DeployOptions o = options(cluster);
        const Project project = tlsProject(m_shop);
        Findings findings;
        QVERIFY(run(DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings), cluster).result.ok);
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("tls-shop")).size(), 1);
        const Plan plan = rename
            ? DeployPlanner::rename(project, QStringLiteral("shop"), QStringLiteral("store"), o, &findings)
            : DeployPlanner::destroy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        QVERIFY(cluster.release(QStringLiteral("shop"), QStringLiteral("tls-shop")).isEmpty());
        QVERIFY(cluster.object(QStringLiteral("shop"), QStringLiteral("Secret"), QStringLiteral("tls-shop"))
                    .isEmpty());
        QCOMPARE(cluster.release(QStringLiteral("shop"), QStringLiteral("tls-store")).size(), rename ? 1 : 0);
        if (rename) {
            const QStringList helm = commandLines(cluster, QStringLiteral("helm"));
            QVERIFY(indexOfPrefix(helm, QStringLiteral("uninstall tls-shop "))
                > indexOfPrefix(helm, QStringLiteral("upgrade --install store ")));
        }
    }

    void aMissingKeyRefusesTheDeployBeforeAnyChange()
    {
        Project project = tlsProject(m_shop);
        project.apps[0].certificate.key.clear();
        project.apps[0].env[1].value = canary(); // the env secret has its value
        const QList<DeployOptions::MissingSecret> missing
            = JobSetup::missingSecrets(project, QStringLiteral("shop"));
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing.first().name, DeployOptions::MissingSecret::tlsKeyName());
        QCOMPARE(missing.first().fieldPath, QStringLiteral("apps[shop].routing.certificate"));
        TestUtil::ClusterFixture cluster(4);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        DeployOptions o = options(cluster);
        o.missingSecrets = missing;
        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), o, &findings);
        QVERIFY(hasErrors(findings));
        bool named = false;
        for (const Finding &f : findings)
            named = named
                || (f.fieldPath == missing.first().fieldPath
                    && f.message.contains(QStringLiteral("certs import shop")));
        QVERIFY(named);
        const Run r = run(plan, cluster);
        QVERIFY(!r.result.ok);
        QVERIFY(commandLines(cluster, QStringLiteral("helm")).filter(QStringLiteral("upgrade")).isEmpty());

        // a domain that does not import needs no key
        project.apps[0].domains[0].tls.mode = DomainTls::Mode::None;
        QVERIFY(JobSetup::missingSecrets(project, QStringLiteral("shop")).isEmpty());
    }

private:
    TestUtil::CertFixture m_certs;
    TestUtil::CertFixture::Pair m_shop;
};

QTEST_GUILESS_MAIN(TestTlsRelease)
#include "tst_tlsrelease.moc"
