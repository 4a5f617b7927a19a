// SPDX-License-Identifier: GPL-3.0-or-later
// The imported certificate's findings: hosts it does not cover, expiry, a key that is not its own,
// a file that cannot be read or is no PEM chain (at its file and line).
#include "certfixture.h"

#include "chart/chartwriter.h"
#include "io/certificateloader.h"
#include "io/projectfile.h"
#include "model/tlsvalidator.h"
#include "model/validator.h"

#include <QDir>
#include <QTest>

using namespace HelmDeck;

namespace {

/** "shop" with the given domains, each `tls: imported` unless it starts with "plain:". */
App shop(const QStringList &hosts)
{
    App app;
    app.name = QStringLiteral("shop");
    for (QString host : hosts) {
        Domain d;
        const bool plain = host.startsWith(QLatin1String("plain:"));
        d.host = plain ? host.mid(6) : host;
        d.tls.mode = plain ? DomainTls::Mode::None : DomainTls::Mode::Imported;
        app.domains.append(d);
    }
    return app;
}

void useCertificate(App *app, const TestUtil::CertFixture::Pair &pair, bool withKey = true)
{
    app->routing.certificateFile = pair.certPath;
    CertificateLoader::load(pair.certPath, QString(), &app->certificate);
    if (withKey)
        app->certificate.key = QString::fromUtf8(pair.keyPem);
}

const Finding *findingAt(const Findings &findings, const QString &fieldPath)
{
    for (const Finding &f : findings) {
        if (f.fieldPath == fieldPath)
            return &f;
    }
    return nullptr;
}

} // namespace

class TestTlsValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_certs.isValid(), qPrintable(m_certs.error()));
        m_www = m_certs.make(QStringLiteral("www"),
            { QStringLiteral("www.example.com"), QStringLiteral("*.shop.example.com") }, 90);
        m_other = m_certs.make(QStringLiteral("other"), { QStringLiteral("www.example.com") }, 90);
        QVERIFY2(m_www.ok && m_other.ok, qPrintable(m_certs.error()));
    }

    void hostsTheCertificateDoesNotCoverAreErrors_data()
    {
        QTest::addColumn<QStringList>("hosts");
        QTest::addColumn<QStringList>("uncovered"); // field paths with an error
        QTest::newRow("every imported host covered gives no error")
            << QStringList { QStringLiteral("www.example.com"), QStringLiteral("eu.shop.example.com") }
            << QStringList();
        QTest::newRow("a host outside the certificate is an error on its tls field")
            << QStringList { QStringLiteral("www.example.com"), QStringLiteral("api.example.com") }
            << QStringList { QStringLiteral("apps[shop].domains[1].tls") };
        QTest::newRow("a wildcard does not cover two labels down")
            << QStringList { QStringLiteral("a.eu.shop.example.com") }
            << QStringList { QStringLiteral("apps[shop].domains[0].tls") };
        QTest::newRow("a domain without tls: imported is not checked")
            << QStringList { QStringLiteral("www.example.com"), QStringLiteral("plain:api.example.com") }
            << QStringList();
    }
    void hostsTheCertificateDoesNotCoverAreErrors()
    {
        QFETCH(QStringList, hosts);
        QFETCH(QStringList, uncovered);
        App app = shop(hosts);
        useCertificate(&app, m_www);
        Findings findings;
        TlsValidator::validate(app, QDateTime::currentDateTimeUtc(), &findings);
        QStringList errors;
        for (const Finding &f : findings) {
            if (f.severity == Finding::Severity::Error)
                errors.append(f.fieldPath);
        }
        QCOMPARE(errors, uncovered);
        for (const QString &path : uncovered)
            QVERIFY2(findingAt(findings, path)
                         ->message.contains(QStringLiteral("covers www.example.com, *.shop.example.com")),
                qPrintable(findingAt(findings, path)->message));
    }

    void expiryIsAnErrorAndSoonAWarning_data()
    {
        QTest::addColumn<int>("daysAfterNow"); // the validation's "now", relative to the real now
        QTest::addColumn<int>("severity"); // -1: no finding
        QTest::newRow("valid for months gives no finding") << 0 << -1;
        QTest::newRow("within 14 days of its expiry is a warning") << 80 << int(Finding::Severity::Warning);
        QTest::newRow("past its expiry is an error") << 91 << int(Finding::Severity::Error);
    }
    void expiryIsAnErrorAndSoonAWarning()
    {
        QFETCH(int, daysAfterNow);
        QFETCH(int, severity);
        App app = shop({ QStringLiteral("www.example.com") });
        useCertificate(&app, m_www);
        Findings findings;
        TlsValidator::validate(app, QDateTime::currentDateTimeUtc().addDays(daysAfterNow), &findings);
        const Finding *f = findingAt(findings, QStringLiteral("apps[shop].routing.certificate"));
        if (severity < 0) {
            QVERIFY2(!f, f ? qPrintable(f->message) : "");
            return;
        }
        QVERIFY(f);
        QCOMPARE(int(f->severity), severity);
        QVERIFY(f->message.contains(severity == int(Finding::Severity::Error) ? QStringLiteral("expired")
                                                                              : QStringLiteral("expires")));
        QCOMPARE(f->location.file, app.certificate.filePath); // points at the certificate file
    }

    void aKeyOfAnotherCertificateIsAnError()
    {
        App app = shop({ QStringLiteral("www.example.com") });
        useCertificate(&app, m_www, false);
        app.certificate.key = QString::fromUtf8(m_other.keyPem);
        Findings findings;
        TlsValidator::validate(app, QDateTime::currentDateTimeUtc(), &findings);
        const Finding *f = findingAt(findings, QStringLiteral("apps[shop].routing.certificate"));
        QVERIFY(f);
        QCOMPARE(f->severity, Finding::Severity::Error);
        QVERIFY2(f->message.contains(QStringLiteral("does not belong")), qPrintable(f->message));
        QVERIFY(!f->message.contains(QString::fromUtf8(m_other.keyPem))); // never the key itself

        // without a key (the keychain had none) validation says nothing: the deploy refuses it
        app.certificate.key.clear();
        findings.clear();
        TlsValidator::validate(app, QDateTime::currentDateTimeUtc(), &findings);
        QVERIFY(!hasErrors(findings));
    }

    void importedWithoutACertificateIsAnError()
    {
        const App app = shop({ QStringLiteral("www.example.com") });
        Findings findings;
        TlsValidator::validate(app, QDateTime::currentDateTimeUtc(), &findings);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().fieldPath, QStringLiteral("apps[shop].domains[0].tls"));
        QVERIFY(findings.first().message.contains(QStringLiteral("certs import shop")));
    }

    void aCertificateNoDomainUsesIsInfo()
    {
        App app = shop({ QStringLiteral("plain:www.example.com") });
        useCertificate(&app, m_www);
        Findings findings;
        TlsValidator::validate(app, QDateTime::currentDateTimeUtc(), &findings);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.first().severity, Finding::Severity::Info);
        QVERIFY(!app.usesImportedCertificate());
    }

    void aBadFileIsAnErrorAtItsFileAndLine_data()
    {
        QTest::addColumn<QByteArray>("content"); // empty: no file at all
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("a missing file cannot be read") << QByteArray() << 0 << QStringLiteral("cannot read");
        QTest::newRow("a key instead of a chain is refused at its line")
            << QByteArray("# my cert\n\n" + m_www.keyPem) << 3 << QStringLiteral("holds a private key");
        QTest::newRow("a file over 256 KiB is not a chain")
            << QByteArray(300 * 1024, 'x') << 0 << QStringLiteral("over 256 KiB");
    }
    void aBadFileIsAnErrorAtItsFileAndLine()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, line);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString certPath = dir.filePath(QStringLiteral("certs/www.pem"));
        if (!content.isEmpty()) {
            QDir().mkpath(dir.filePath(QStringLiteral("certs")));
            QVERIFY(ChartWriter::writePrivateFile(certPath, content));
        }
        const QString projectPath = dir.filePath(QStringLiteral("helmdeck.yaml"));
        QVERIFY(ChartWriter::writePrivateFile(projectPath,
            "schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1\n    domains:\n"
            "      - host: www.example.com\n        tls: imported\n"
            "    routing:\n      certificate: certs/www.pem\n"));
        // read at load, relative to the project file
        const ProjectLoadResult loaded = ProjectFile::load(projectPath);
        QVERIFY(loaded.ok);
        QCOMPARE(loaded.project.apps.first().certificate.filePath, certPath);
        const Findings findings = Validator::validate(loaded.project);
        const Finding *f = findingAt(findings, QStringLiteral("apps[shop].routing.certificate"));
        QVERIFY(f);
        QCOMPARE(f->severity, Finding::Severity::Error);
        QVERIFY2(f->message.contains(message), qPrintable(f->message));
        QCOMPARE(f->location.file, certPath);
        QCOMPARE(f->location.line, line);
    }

private:
    TestUtil::CertFixture m_certs;
    TestUtil::CertFixture::Pair m_www, m_other;
};

QTEST_GUILESS_MAIN(TestTlsValidator)
#include "tst_tlsvalidator.moc"
