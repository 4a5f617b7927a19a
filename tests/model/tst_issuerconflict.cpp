// SPDX-License-Identifier: GPL-3.0-or-later
// The one-issuer rule of an app's cert-manager domains (RoutingValidator): the conflict names both
// domains and both issuers; a domain without an issuer has its own error and conflicts with nothing.
#include "io/projectfile.h"
#include "model/validator.h"

#include <QtTest>

using namespace HelmDeck;

namespace {

QByteArray shop(const char *domains)
{
    return QByteArray("schemaVersion: 1\napps:\n  - name: shop\n    image: registry.example.com/shop:1.0\n"
                      "    processes:\n      - {name: web, ports: [\"http:80:5000\"]}\n"
                      "    routing: {letsEncrypt: {email: ops@example.com}}\n    domains:\n")
        + domains;
}

/** The error messages of the parsed project on "apps[shop].domains[…]". */
QStringList domainErrors(const QByteArray &yaml)
{
    const ProjectLoadResult loaded = ProjectFile::parse(yaml, QStringLiteral("/projects/shop/helmdeck.yaml"));
    QStringList out;
    for (const Finding &f : Validator::validate(loaded.project)) {
        if (f.severity == Finding::Severity::Error
            && f.fieldPath.startsWith(QStringLiteral("apps[shop].domains")))
            out.append(f.fieldPath + QStringLiteral(": ") + f.message);
    }
    return out;
}

} // namespace

class TestIssuerConflict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theConflictNamesBothDomainsAndBothIssuers_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QStringList>("errors"); // each a prefix of one error, in order
        QTest::newRow("two cluster issuers")
            << shop("      - {host: shop.example.com, tls: cert-manager, issuer: a}\n"
                    "      - {host: api.example.com, tls: cert-manager, issuer: b}\n")
            << QStringList { QStringLiteral(
                   "apps[shop].domains[1].issuer: domain \"api.example.com\" names issuer ClusterIssuer/b "
                   "but "
                   "domain \"shop.example.com\" names issuer ClusterIssuer/a: the app's cert-manager domains "
                   "share one Certificate (Secret tls-shop-web)") };
        QTest::newRow("the same name as an Issuer and as a ClusterIssuer")
            << shop("      - {host: shop.example.com, tls: cert-manager, issuer: le, issuerKind: Issuer}\n"
                    "      - {host: api.example.com, tls: cert-manager, issuer: le}\n")
            << QStringList { QStringLiteral("apps[shop].domains[1].issuer: domain \"api.example.com\" names "
                                            "issuer ClusterIssuer/le but domain \"shop.example.com\" names "
                                            "issuer Issuer/le") };
        QTest::newRow("Let's Encrypt and a cluster issuer")
            << shop("      - {host: shop.example.com, tls: letsencrypt}\n"
                    "      - {host: api.example.com, tls: cert-manager, issuer: corp-ca}\n")
            << QStringList { QStringLiteral(
                   "apps[shop].domains[1].issuer: domain \"api.example.com\" names issuer "
                   "ClusterIssuer/corp-ca "
                   "but domain \"shop.example.com\" names issuer letsencrypt (the app's ACME Issuer)") };
        QTest::newRow("a first domain without an issuer: its own error, no empty issuer in a conflict")
            << shop("      - {host: shop.example.com, tls: cert-manager}\n"
                    "      - {host: api.example.com, tls: cert-manager, issuer: a}\n"
                    "      - {host: www.example.com, tls: cert-manager, issuer: b}\n")
            << QStringList { QStringLiteral("apps[shop].domains[0].issuer: domain \"shop.example.com\" uses "
                                            "cert-manager but names no issuer"),
                   QStringLiteral(
                       "apps[shop].domains[2].issuer: domain \"www.example.com\" names issuer "
                       "ClusterIssuer/b but domain \"api.example.com\" names issuer ClusterIssuer/a") };
        QTest::newRow("two domains of one issuer: no conflict")
            << shop("      - {host: shop.example.com, tls: cert-manager, issuer: a}\n"
                    "      - {host: api.example.com, tls: cert-manager, issuer: a}\n")
            << QStringList();
    }
    void theConflictNamesBothDomainsAndBothIssuers()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QStringList, errors);
        const QStringList found = domainErrors(yaml);
        QCOMPARE(found.size(), errors.size());
        for (int i = 0; i < errors.size(); ++i)
            QVERIFY2(found.at(i).startsWith(errors.at(i)), qPrintable(found.at(i)));
    }
};

QTEST_GUILESS_MAIN(TestIssuerConflict)
#include "tst_issuerconflict.moc"
