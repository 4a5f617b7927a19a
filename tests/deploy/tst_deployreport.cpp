// SPDX-License-Identifier: GPL-3.0-or-later
// The deploy report's URLs: https:// for a domain with TLS (cert-manager, Let's Encrypt, an imported
// certificate), http:// for one without, after a real deploy against the cluster fake
// (docs/deploy.md "Deploy", step Report).
#include "deployfixtures.h"

#include <QTest>

using namespace HelmDeck;
using namespace DeployFixtures;

class TestDeployReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<HelmDeck::RunResult>(); }

    void theReportNamesTheSchemeEachDomainIsServedWith_data()
    {
        QTest::addColumn<int>("major");
        QTest::addColumn<int>("tlsMode");
        QTest::addColumn<QString>("url");
        QTest::newRow("helm3: a domain without TLS is reported as http")
            << 3 << int(DomainTls::Mode::None) << QStringLiteral("shop → http://shop.example.com/");
        QTest::newRow("helm4: a cert-manager domain is reported as https")
            << 4 << int(DomainTls::Mode::CertManager) << QStringLiteral("shop → https://shop.example.com/");
        QTest::newRow("helm4: a Let's Encrypt domain is reported as https")
            << 4 << int(DomainTls::Mode::LetsEncrypt) << QStringLiteral("shop → https://shop.example.com/");
    }
    void theReportNamesTheSchemeEachDomainIsServedWith()
    {
        QFETCH(int, major);
        QFETCH(int, tlsMode);
        QFETCH(QString, url);
        TestUtil::ClusterFixture cluster(major);
        QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
        cluster.addStorageClass(QStringLiteral("longhorn"), QStringLiteral("Immediate"), false);
        Project project = sampleProject();
        App &app = project.apps[0];
        Domain &tls = app.domains[0];
        tls.tls.mode = DomainTls::Mode(tlsMode);
        tls.tls.issuer = QStringLiteral("letsencrypt-prod");
        app.routing.letsEncryptEmail = QStringLiteral("ops@example.com");
        // a second domain without TLS stays http in the same report
        Domain plain(QStringLiteral("status.example.com"));
        plain.path = QStringLiteral("/health");
        app.domains.append(plain);

        Findings findings;
        const Plan plan = DeployPlanner::deploy(project, QStringLiteral("shop"), options(cluster), &findings);
        QVERIFY(!hasErrors(findings));
        const Run r = run(plan, cluster);
        QVERIFY2(r.result.ok, qPrintable(r.result.message));
        const QString report = r.output.filter(QStringLiteral("report: ")).join(QLatin1Char('\n'));
        QVERIFY2(report.contains(QStringLiteral("report: ") + url), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("report: shop → http://status.example.com/health")),
            qPrintable(report));
        const QString other = url.contains(QStringLiteral("https://"))
            ? QStringLiteral("http://shop.example.com")
            : QStringLiteral("https://shop.example.com");
        QVERIFY2(!report.contains(other), qPrintable(report));
    }
};

QTEST_GUILESS_MAIN(TestDeployReport)
#include "tst_deployreport.moc"
