// SPDX-License-Identifier: GPL-3.0-or-later
// The hosts and paths a Traefik IngressRoute match rule routes (TraefikRule, docs/deploy.md "Hosts"):
// Host and PathPrefix, several hosts, || and parentheses, HelmDeck's own wildcard HostRegexp, the
// matchers that only narrow, and rules that cannot be read (a reason, never a crash).
#include "cluster/traefikrule.h"

#include <QTest>

using namespace HelmDeck;

namespace {

/** "host path" per pair, in order. */
QStringList pairs(const QList<TraefikRule::HostPath> &held)
{
    QStringList out;
    for (const TraefikRule::HostPath &p : held)
        out.append(p.host + QLatin1Char(' ') + p.path);
    return out;
}

} // namespace

class TestTraefikRule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readableRulesGiveTheirHostsAndPaths_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QStringList>("held");
        QTest::newRow("a host alone holds every path") << QStringLiteral(
            "Host(`shop.example.com`)") << QStringList { QStringLiteral("shop.example.com /") };
        QTest::newRow("the rule HelmDeck renders: host and path prefix")
            << QStringLiteral("Host(`shop.example.com`) && PathPrefix(`/api`)")
            << QStringList { QStringLiteral("shop.example.com /api") };
        QTest::newRow("hosts are read in lower case, spaces around operators do not matter")
            << QStringLiteral("  Host(`Shop.Example.COM`)&&PathPrefix(`/a`)  ")
            << QStringList { QStringLiteral("shop.example.com /a") };
        QTest::newRow("Traefik v2's several hosts in one matcher")
            << QStringLiteral("Host(`a.example.com`, `b.example.com`) && PathPrefix(`/p`)")
            << QStringList { QStringLiteral("a.example.com /p"), QStringLiteral("b.example.com /p") };
        QTest::newRow("alternatives joined by ||, one of them in parentheses")
            << QStringLiteral("Host(`a.example.com`) || (Host(`b.example.com`) && Path(`/login`))")
            << QStringList { QStringLiteral("a.example.com /"), QStringLiteral("b.example.com /login") };
        QTest::newRow("an AND over an OR distributes")
            << QStringLiteral("(Host(`a.example.com`) || Host(`b.example.com`)) && PathPrefix(`/x`, `/y`)")
            << QStringList { QStringLiteral("a.example.com /x"), QStringLiteral("a.example.com /y"),
                   QStringLiteral("b.example.com /x"), QStringLiteral("b.example.com /y") };
        QTest::newRow("double-quoted arguments (Traefik v2)")
            << QStringLiteral("Host(\"a.example.com\") && PathPrefix(\"/q\")")
            << QStringList { QStringLiteral("a.example.com /q") };
        QTest::newRow("HelmDeck's wildcard HostRegexp reads as the wildcard host")
            << QStringLiteral("HostRegexp(`^[^.]+\\.guestbook\\.example\\.com$`)")
            << QStringList { QStringLiteral("*.guestbook.example.com /") };
        QTest::newRow("narrowing matchers and negations do not change what is held")
            << QStringLiteral("Host(`a.example.com`) && Method(`GET`) && !PathPrefix(`/admin`) && "
                              "Header(`X-Env`, `prod`) && ClientIP(`10.0.0.0/8`)")
            << QStringList { QStringLiteral("a.example.com /") };
        QTest::newRow("two nested paths in one AND: the more specific one")
            << QStringLiteral("Host(`a.example.com`) && PathPrefix(`/api`) && PathPrefix(`/api/v1`)")
            << QStringList { QStringLiteral("a.example.com /api/v1") };
        QTest::newRow("two hosts in one AND: only the common one")
            << QStringLiteral("Host(`a.example.com`, `b.example.com`) && Host(`b.example.com`)")
            << QStringList { QStringLiteral("b.example.com /") };
        QTest::newRow("a rule without a host holds no host")
            << QStringLiteral("PathPrefix(`/`)") << QStringList();
        QTest::newRow("the same pair twice is listed once")
            << QStringLiteral("Host(`a.example.com`) || Host(`A.example.com`)")
            << QStringList { QStringLiteral("a.example.com /") };
    }
    void readableRulesGiveTheirHostsAndPaths()
    {
        QFETCH(QString, rule);
        QFETCH(QStringList, held);
        QList<TraefikRule::HostPath> out;
        QString error;
        QVERIFY2(TraefikRule::parse(rule, &out, &error), qPrintable(error));
        QCOMPARE(pairs(out), held);
    }

    void unreadableRulesSayWhy_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("reason");
        QTest::newRow("an unterminated argument")
            << QStringLiteral("Host(`a.example.com)") << QStringLiteral("unterminated `");
        QTest::newRow("a missing parenthesis")
            << QStringLiteral("(Host(`a.example.com`) || Host(`b.example.com`)")
            << QStringLiteral("missing \")\"");
        QTest::newRow("a matcher HelmDeck does not know")
            << QStringLiteral("Hots(`a.example.com`)") << QStringLiteral("Hots is not a matcher");
        QTest::newRow("a path regexp") << QStringLiteral("Host(`a.example.com`) && PathRegexp(`^/v[0-9]+`)")
                                       << QStringLiteral("PathRegexp is not a matcher HelmDeck reads");
        QTest::newRow("a host regexp of another shape") << QStringLiteral(
            "HostRegexp(`{sub:[a-z]+}.example.com`)") << QStringLiteral("is not a wildcard HelmDeck reads");
        QTest::newRow("an operator without its right side")
            << QStringLiteral("Host(`a.example.com`) &&") << QStringLiteral("a matcher is missing");
        QTest::newRow("an argument without quotes")
            << QStringLiteral("Host(a.example.com)") << QStringLiteral("a quoted argument of Host expected");
        QTest::newRow("an empty rule") << QString() << QStringLiteral("a matcher is missing");
        QTest::newRow("text after the rule")
            << QStringLiteral("Host(`a.example.com`) garbage") << QStringLiteral("unexpected \"garbage\"");
        QTest::newRow("a path that does not start with a slash") << QStringLiteral(
            "Host(`a.example.com`) && PathPrefix(`api`)") << QStringLiteral("does not start with \"/\"");
    }
    void unreadableRulesSayWhy()
    {
        QFETCH(QString, rule);
        QFETCH(QString, reason);
        QList<TraefikRule::HostPath> out;
        QString error;
        QVERIFY(!TraefikRule::parse(rule, &out, &error));
        QVERIFY2(error.contains(reason), qPrintable(error));
    }

    void aRuleOfTooManyAlternativesIsRefusedNotExpanded()
    {
        // 2^8 alternatives once distributed: refused with a reason instead of growing without bound
        QString rule;
        for (int i = 0; i < 8; ++i) {
            if (i > 0)
                rule += QStringLiteral(" && ");
            rule += QStringLiteral("(Host(`a%1.example.com`) || Host(`b%1.example.com`))").arg(i);
        }
        QList<TraefikRule::HostPath> out;
        QString error;
        QVERIFY(!TraefikRule::parse(rule, &out, &error));
        QVERIFY2(error.contains(QStringLiteral("more than 64 alternatives")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestTraefikRule)
#include "tst_traefikrule.moc"
