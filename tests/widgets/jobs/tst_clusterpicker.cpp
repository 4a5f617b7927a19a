// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/clusterpicker.h"
#include "window/usersettings.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace HelmDeck;

namespace {

const QByteArray TwoContexts = "apiVersion: v1\n"
                               "kind: Config\n"
                               "current-context: alpha\n"
                               "clusters:\n"
                               "- name: c-alpha\n"
                               "  cluster:\n"
                               "    server: https://10.0.0.1:6443\n"
                               "- name: c-beta\n"
                               "  cluster:\n"
                               "    server: https://10.0.0.2:6443\n"
                               "contexts:\n"
                               "- name: alpha\n"
                               "  context:\n"
                               "    cluster: c-alpha\n"
                               "    user: admin\n"
                               "    namespace: team-a\n"
                               "- name: beta\n"
                               "  context:\n"
                               "    cluster: c-beta\n"
                               "    user: admin\n"
                               "users:\n"
                               "- name: admin\n"
                               "  user:\n"
                               "    token: not-read\n";

} // namespace

class TestClusterPicker : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QProcessEnvironment environment(bool withKubeconfig) const
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), m_dir.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("KUBECONFIG"),
            withKubeconfig ? m_dir.filePath(QStringLiteral("kubeconfig"))
                           : m_dir.filePath(QStringLiteral("missing")));
        return env;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HelmDeckTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_clusterpicker"));
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("home")));
        QFile file(m_dir.filePath(QStringLiteral("kubeconfig")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(TwoContexts);
    }

    void init() { UserSettings::open()->clear(); }

    void listsContextsAndPicksTheCurrentOne()
    {
        ClusterPicker picker;
        QSignalSpy changed(&picker, &ClusterPicker::targetChanged);
        picker.setEnvironment(environment(true));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(picker.contextBox()->count(), 2);
        QCOMPARE(picker.contextBox()->itemText(0), QStringLiteral("alpha"));
        QCOMPARE(picker.contextBox()->itemText(1), QStringLiteral("beta"));
        QVERIFY(picker.contextBox()->isEnabled());
        QVERIFY(picker.hasTarget());
        QCOMPARE(picker.context(), QStringLiteral("alpha"));
        QVERIFY(picker.contextBox()
                    ->itemData(1, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("https://10.0.0.2:6443")));
        const ClusterTarget target = picker.target();
        QCOMPARE(target.context, QStringLiteral("alpha"));
        // no project yet: "default", as the command line uses (the context's "team-a" is only offered)
        QCOMPARE(target.kubeNamespace, QStringLiteral("default"));
        QVERIFY(picker.namespaceBox()->findText(QStringLiteral("team-a")) >= 0);
        QCOMPARE(target.kubeconfigEnv, m_dir.filePath(QStringLiteral("kubeconfig")));
        QVERIFY(picker.problem().isEmpty());
    }

    void namespaceDefaults_data()
    {
        QTest::addColumn<QString>("appNamespace");
        QTest::addColumn<QString>("projectContext");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("kubeNamespace");
        QTest::addRow("app names its namespace")
            << QStringLiteral("shop") << QString() << QStringLiteral("alpha") << QStringLiteral("shop");
        // the app's namespace, as the command line uses, not the context's
        QTest::addRow("app default, context has one")
            << QStringLiteral("default") << QString() << QStringLiteral("alpha") << QStringLiteral("default");
        QTest::addRow("app default, context has none") << QStringLiteral("default") << QStringLiteral("beta")
                                                       << QStringLiteral("beta") << QStringLiteral("default");
        QTest::addRow("project context wins over current")
            << QStringLiteral("shop") << QStringLiteral("beta") << QStringLiteral("beta")
            << QStringLiteral("shop");
        QTest::addRow("unknown project context") << QStringLiteral("shop") << QStringLiteral("gamma")
                                                 << QStringLiteral("alpha") << QStringLiteral("shop");
    }

    void namespaceDefaults()
    {
        QFETCH(QString, appNamespace);
        QFETCH(QString, projectContext);
        QFETCH(QString, context);
        QFETCH(QString, kubeNamespace);
        ClusterPicker picker;
        picker.setEnvironment(environment(true));
        picker.setProject(QString(), projectContext, appNamespace);
        QCOMPARE(picker.context(), context);
        QCOMPARE(picker.kubeNamespace(), kubeNamespace);
        // The namespace list offers the app's, "default" and the contexts'.
        QVERIFY(picker.namespaceBox()->findText(QStringLiteral("default")) >= 0);
        QVERIFY(picker.namespaceBox()->findText(QStringLiteral("team-a")) >= 0);
        QVERIFY(picker.namespaceBox()->findText(appNamespace) >= 0);
    }

    void choicePersistsPerProject()
    {
        const QString project = m_dir.filePath(QStringLiteral("shop/helmdeck.yaml"));
        const QString other = m_dir.filePath(QStringLiteral("blog/helmdeck.yaml"));
        {
            ClusterPicker picker;
            picker.setEnvironment(environment(true));
            picker.setProject(project, QString(), QStringLiteral("shop"));
            QCOMPARE(picker.context(), QStringLiteral("alpha"));
            QSignalSpy changed(&picker, &ClusterPicker::targetChanged);
            picker.contextBox()->setCurrentIndex(1); // as the user would
            QCOMPARE(changed.count(), 1);
            picker.namespaceBox()->lineEdit()->selectAll();
            QTest::keyClicks(picker.namespaceBox()->lineEdit(), QStringLiteral("staging"));
            QCOMPARE(picker.kubeNamespace(), QStringLiteral("staging"));
            QVERIFY(changed.count() > 1);
        }
        {
            ClusterPicker picker;
            picker.setEnvironment(environment(true));
            picker.setProject(project, QString(), QStringLiteral("shop"));
            QCOMPARE(picker.context(), QStringLiteral("beta"));
            QCOMPARE(picker.kubeNamespace(), QStringLiteral("staging"));
            // Another project keeps its own (here: none yet).
            picker.setProject(other, QString(), QStringLiteral("blog"));
            QCOMPARE(picker.context(), QStringLiteral("alpha"));
            QCOMPARE(picker.kubeNamespace(), QStringLiteral("blog"));
            // An unsaved project remembers nothing.
            picker.setProject(QString(), QString(), QStringLiteral("blog"));
            picker.setContext(QStringLiteral("beta"));
            picker.setProject(project, QString(), QStringLiteral("shop"));
            QCOMPARE(picker.context(), QStringLiteral("beta"));
            QCOMPARE(picker.kubeNamespace(), QStringLiteral("staging"));
        }
    }

    void changingTheContextKeepsTheAppNamespaceUntilOneIsChosen()
    {
        ClusterPicker picker;
        picker.setEnvironment(environment(true));
        picker.setProject(QString(), QString(), QStringLiteral("default"));
        QCOMPARE(picker.kubeNamespace(), QStringLiteral("default"));
        picker.setContext(QStringLiteral("beta"));
        QCOMPARE(picker.kubeNamespace(), QStringLiteral("default"));
        picker.setNamespace(QStringLiteral("mine"));
        picker.setContext(QStringLiteral("alpha"));
        QCOMPARE(picker.kubeNamespace(), QStringLiteral("mine"));
    }

    void noKubeconfig()
    {
        ClusterPicker picker;
        picker.setEnvironment(environment(false));
        QVERIFY(!picker.hasTarget());
        QVERIFY(picker.context().isEmpty());
        QCOMPARE(picker.contextBox()->currentText(), QStringLiteral("No kubeconfig found"));
        QVERIFY(!picker.contextBox()->isEnabled());
        QVERIFY(!picker.namespaceBox()->isEnabled());
        QVERIFY(picker.reloadButton()->isEnabled());
        const QString tip = picker.contextBox()->toolTip();
        QVERIFY2(tip.contains(QLatin1String("KUBECONFIG")) && tip.contains(QLatin1String("~/.kube/config")),
            qPrintable(tip));
        QCOMPARE(picker.problem(), tip);

        // The file appears; Reload finds it.
        QVERIFY(QFile::copy(
            m_dir.filePath(QStringLiteral("kubeconfig")), m_dir.filePath(QStringLiteral("missing"))));
        QSignalSpy changed(&picker, &ClusterPicker::targetChanged);
        QTest::mouseClick(picker.reloadButton(), Qt::LeftButton);
        QCOMPARE(changed.count(), 1);
        QVERIFY(picker.hasTarget());
        QCOMPARE(picker.context(), QStringLiteral("alpha"));
        QVERIFY(picker.contextBox()->isEnabled());
        QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("missing"))));
    }
};

QTEST_MAIN(TestClusterPicker)
#include "tst_clusterpicker.moc"
