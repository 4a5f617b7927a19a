// SPDX-License-Identifier: GPL-3.0-or-later
// Reading an imported certificate chain: hosts, expiry, PEM errors at their line, the key check.
#include "certfixture.h"

#include "tls/certificatechain.h"

#include <QHash>
#include <QProcess>
#include <QTest>

#include <utility>

using namespace HelmDeck;

class TestCertificateChain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_certs.isValid(), qPrintable(m_certs.error()));
        for (const QString &name : { QStringLiteral("rsa1"), QStringLiteral("rsa2") })
            m_pairs.insert(name, m_certs.make(name, { name + QStringLiteral(".example.com") }));
        for (const QString &name : { QStringLiteral("ec1"), QStringLiteral("ec2") })
            m_pairs.insert(name,
                m_certs.make(
                    name, { name + QStringLiteral(".example.com") }, 90, TestUtil::CertFixture::KeyType::Ec));
        for (const auto &pair : std::as_const(m_pairs))
            QVERIFY2(pair.ok, qPrintable(m_certs.error()));
    }

    void aChainListsItsAlternativeNamesInOrder()
    {
        const auto www = m_certs.make(QStringLiteral("www"),
            { QStringLiteral("www.example.com"), QStringLiteral("*.example.org"),
                QStringLiteral("API.example.com") });
        QVERIFY(www.ok);
        const CertificateChain chain = CertificateChain::parse(www.certPem);
        QVERIFY2(chain.isValid(), qPrintable(chain.error()));
        QCOMPARE(chain.hosts(),
            QStringList({ QStringLiteral("www.example.com"), QStringLiteral("*.example.org"),
                QStringLiteral("api.example.com") }));
        QCOMPARE(chain.certificates().size(), 1);
        QCOMPARE(chain.issuer(), QStringLiteral("www.example.com")); // self-signed
        // valid for 90 days from about now
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(chain.expiry() > now.addDays(89) && chain.expiry() < now.addDays(91));
        QVERIFY(chain.notBefore() <= now.addSecs(60));
    }

    void theCommonNameCountsOnlyWithoutAlternativeNames()
    {
        const auto cn = m_certs.make(QStringLiteral("cn"), { QStringLiteral("legacy.example.com") }, 30,
            TestUtil::CertFixture::KeyType::Rsa, false);
        QVERIFY(cn.ok);
        QCOMPARE(CertificateChain::parse(cn.certPem).hosts(),
            QStringList { QStringLiteral("legacy.example.com") });
        // with alternative names, the common name is not one of the hosts (RFC 6125 §6.4.4)
        const auto both = m_certs.make(
            QStringLiteral("both"), { QStringLiteral("a.example.com"), QStringLiteral("b.example.com") });
        QVERIFY(both.ok);
        const CertificateChain chain = CertificateChain::parse(both.certPem);
        QVERIFY(chain.covers(QStringLiteral("b.example.com")));
        QVERIFY(!chain.covers(QStringLiteral("c.example.com")));
    }

    void aWildcardCoversOneLabel_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("host");
        QTest::addColumn<bool>("covered");
        QTest::newRow("a host under the wildcard is covered")
            << QStringLiteral("*.example.com") << QStringLiteral("www.example.com") << true;
        QTest::newRow("the apex is not covered by its wildcard")
            << QStringLiteral("*.example.com") << QStringLiteral("example.com") << false;
        QTest::newRow("two labels down is not covered")
            << QStringLiteral("*.example.com") << QStringLiteral("a.b.example.com") << false;
        QTest::newRow("a wildcard domain is covered by the same wildcard")
            << QStringLiteral("*.example.com") << QStringLiteral("*.example.com") << true;
        QTest::newRow("a wildcard domain is not covered by one of its hosts")
            << QStringLiteral("www.example.com") << QStringLiteral("*.example.com") << false;
        QTest::newRow("names compare case-insensitively")
            << QStringLiteral("WWW.Example.com") << QStringLiteral("www.example.COM") << true;
        QTest::newRow("another domain is not covered")
            << QStringLiteral("*.example.com") << QStringLiteral("www.example.org") << false;
    }
    void aWildcardCoversOneLabel()
    {
        QFETCH(QString, name);
        QFETCH(QString, host);
        QFETCH(bool, covered);
        QCOMPARE(CertificateChain::hostMatches(name, host), covered);
    }

    void aChainOfTwoKeepsItsOrderAndTheEarliestExpiry()
    {
        const auto leaf = m_certs.make(QStringLiteral("leaf"), { QStringLiteral("leaf.example.com") }, 200);
        const auto other = m_certs.make(QStringLiteral("inter"), { QStringLiteral("inter.example.com") }, 20);
        QVERIFY(leaf.ok && other.ok);
        const CertificateChain chain
            = CertificateChain::parse(QByteArrayLiteral("subject=leaf\n") + leaf.certPem + other.certPem);
        QVERIFY2(chain.isValid(), qPrintable(chain.error()));
        QCOMPARE(chain.certificates().size(), 2);
        QCOMPARE(chain.hosts(), QStringList { QStringLiteral("leaf.example.com") }); // the leaf's only
        QCOMPARE(chain.expiry(), CertificateChain::parse(other.certPem).expiry());
    }

    void badTextIsAnErrorAtItsLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const auto good = m_certs.make(QStringLiteral("good"), { QStringLiteral("good.example.com") });
        QByteArray broken = good.certPem;
        broken.replace(100, 8, "!!!!!!!!");
        QTest::newRow("an empty file has no certificate")
            << QByteArray() << 1 << QStringLiteral("no PEM certificate");
        QTest::newRow("a damaged second block is named at its BEGIN line")
            << QByteArray(good.certPem + "\n" + broken) << good.certPem.count('\n') + 2
            << QStringLiteral("not a valid X.509 certificate");
        QTest::newRow("a block without its END line")
            << QByteArray("# chain\n-----BEGIN CERTIFICATE-----\nMIIB\n") << 2
            << QStringLiteral("no -----END");
        QTest::newRow("a private key in the chain file is refused")
            << QByteArray(good.certPem + good.keyPem) << good.certPem.count('\n') + 1
            << QStringLiteral("holds a private key");
        QTest::newRow("another PEM block is refused")
            << QByteArray("-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----\n")
            << 1 << QStringLiteral("unexpected PEM block");
    }
    void badTextIsAnErrorAtItsLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        const CertificateChain chain = CertificateChain::parse(text);
        QVERIFY(!chain.isValid());
        QVERIFY2(chain.error().contains(message), qPrintable(chain.error()));
        QCOMPARE(chain.errorLine(), line);
        QVERIFY(chain.certificates().isEmpty());
    }

    void theKeyMustBelongToTheLeaf_data()
    {
        QTest::addColumn<QString>("certName");
        QTest::addColumn<QString>("keyName");
        QTest::addColumn<QString>("problem");
        QTest::newRow("an RSA key of the certificate matches") << "rsa1"
                                                               << "rsa1" << QString();
        QTest::newRow("an EC key of the certificate matches") << "ec1"
                                                              << "ec1" << QString();
        QTest::newRow("another RSA key does not match") << "rsa1"
                                                        << "rsa2" << QStringLiteral("public key differs");
        QTest::newRow("another EC key does not match") << "ec1"
                                                       << "ec2" << QStringLiteral("public key differs");
        QTest::newRow("an EC key for an RSA certificate does not match")
            << "rsa1"
            << "ec1" << QStringLiteral("another key type");
        QTest::newRow("a certificate is not a key") << "rsa1"
                                                    << "rsa1.crt" << QStringLiteral("not a PEM private key");
    }
    void theKeyMustBelongToTheLeaf()
    {
        QFETCH(QString, certName);
        QFETCH(QString, keyName);
        QFETCH(QString, problem);
        const QHash<QString, TestUtil::CertFixture::Pair> &pairs = m_pairs;
        const CertificateChain chain = CertificateChain::parse(pairs.value(certName).certPem);
        QVERIFY(chain.isValid());
        const QByteArray key = keyName.endsWith(QLatin1String(".crt")) ? pairs.value(certName).certPem
                                                                       : pairs.value(keyName).keyPem;
        const QString mismatch = chain.keyMismatch(key);
        if (problem.isEmpty())
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        else
            QVERIFY2(mismatch.contains(problem), qPrintable(mismatch));
    }

    void theTraditionalRsaKeyFormatMatchesToo()
    {
        const auto rsa = m_certs.make(QStringLiteral("trad"), { QStringLiteral("trad.example.com") });
        QVERIFY(rsa.ok);
        QProcess p;
        p.start(QStringLiteral("openssl"),
            { QStringLiteral("rsa"), QStringLiteral("-in"), rsa.keyPath, QStringLiteral("-traditional") });
        QVERIFY(p.waitForFinished(30000));
        const QByteArray pkcs1 = p.readAllStandardOutput();
        QVERIFY(pkcs1.startsWith("-----BEGIN RSA PRIVATE KEY-----"));
        QCOMPARE(CertificateChain::parse(rsa.certPem).keyMismatch(pkcs1), QString());
    }

    void anEncryptedKeyIsRefusedWithWhatToDo()
    {
        const auto rsa = m_certs.make(QStringLiteral("enc"), { QStringLiteral("enc.example.com") });
        QProcess p;
        p.start(QStringLiteral("openssl"),
            { QStringLiteral("pkey"), QStringLiteral("-in"), rsa.keyPath, QStringLiteral("-aes256"),
                QStringLiteral("-passout"), QStringLiteral("pass:secret") });
        QVERIFY(p.waitForFinished(30000));
        const QByteArray encrypted = p.readAllStandardOutput();
        QVERIFY(encrypted.contains("ENCRYPTED"));
        const QString mismatch = CertificateChain::parse(rsa.certPem).keyMismatch(encrypted);
        QVERIFY2(mismatch.contains(QStringLiteral("openssl pkey")), qPrintable(mismatch));
    }

private:
    TestUtil::CertFixture m_certs;
    QHash<QString, TestUtil::CertFixture::Pair> m_pairs;
};

QTEST_GUILESS_MAIN(TestCertificateChain)
#include "tst_certificatechain.moc"
