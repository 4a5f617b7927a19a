// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialfixture.h"
#include "preview/previewcontroller.h"
#include "testutil.h"

#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

class TestPreviewController : public QObject
{
    Q_OBJECT

private:
    HelmTool m_helm;

    static Project project(const QString &image, int replicas)
    {
        ProcessType web;
        web.name = QStringLiteral("web");
        web.command = QStringLiteral("python3 -u web.py");
        web.replicas = replicas;
        web.portMaps = { PortMap { QStringLiteral("http"), 80, 5000 } };
        App app;
        app.name = QStringLiteral("python");
        app.image = image;
        app.processes = { web };
        Project p;
        p.apps = { app };
        return p;
    }

    static QString text(const QVariant &v) { return v.value<RenderResult>().manifests.toYaml(); }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<RenderResult>();
        const QString path = TestUtil::helm(4);
        if (path.isEmpty())
            QFAIL("No Helm 4 binary: run scripts/setup.sh or configure -DHELMDECK_HELM4=/path/to/helm");
        m_helm = HelmTool::detect(path);
        QVERIFY2(m_helm.isValid(), qPrintable(m_helm.error));
    }

    void debounceCoalescesEdits()
    {
        PreviewController c(m_helm);
        c.setDebounceInterval(100);
        QSignalSpy started(&c, &PreviewController::renderStarted);
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        for (int i = 1; i <= 5; ++i)
            c.schedule(project(QStringLiteral("registry.example.com/python:1.%1").arg(i), i));
        QVERIFY(c.isBusy());
        QVERIFY(finished.wait(30000));
        QCOMPARE(started.count(), 1);
        QCOMPARE(finished.count(), 1);
        const RenderResult r = finished.constFirst().constFirst().value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText));
        QVERIFY(r.elapsedMs > 0);
        QVERIFY(text(finished.constFirst().constFirst())
                    .contains(QLatin1String("registry.example.com/python:1.5")));
        QVERIFY(!c.isBusy());
    }

    void newerRenderSupersedesOlder()
    {
        PreviewController c(m_helm);
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        c.renderNow(project(QStringLiteral("registry.example.com/python:old"), 1));
        c.renderNow(project(QStringLiteral("registry.example.com/python:new"), 2));
        QCOMPARE(c.startedCount(), 2);
        QVERIFY(finished.wait(30000));
        // The stale result never arrives, even if we wait for it.
        QTest::qWait(1500);
        QCOMPARE(finished.count(), 1);
        const QString yaml = text(finished.constFirst().constFirst());
        QVERIFY(yaml.contains(QLatin1String("registry.example.com/python:new")));
        QVERIFY(!yaml.contains(QLatin1String("registry.example.com/python:old")));
    }

    void cancelDropsEverything()
    {
        PreviewController c(m_helm);
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        c.schedule(project(QStringLiteral("registry.example.com/python:1"), 1));
        c.cancel();
        QVERIFY(!c.isBusy());
        c.renderNow(project(QStringLiteral("registry.example.com/python:2"), 1));
        c.cancel();
        QVERIFY(!c.isBusy());
        QTest::qWait(1500);
        QCOMPARE(finished.count(), 0);
    }

    // Every render gets the user's defaults on a copy; the project handed in keeps none of them.
    void globalSettingsApplyToEveryRender()
    {
        CredentialFixture fixture; // no credentials at all: only the default can give names
        QVERIFY(fixture.isValid());
        PreviewController c(m_helm);
        c.setCredentialEnvironment(fixture.environment());
        GlobalSettings settings;
        settings.imagePullSecrets = QStringList { QStringLiteral("regcred"), QStringLiteral("other") };
        c.setGlobalSettings(settings);
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        const Project p = project(QStringLiteral("registry.example.com/python:1"), 1);
        c.renderNow(p);
        QVERIFY(finished.wait(30000));
        const RenderResult r = finished.constLast().constFirst().value<RenderResult>();
        QVERIFY2(r.ok, qPrintable(r.errorText));
        QCOMPARE(c.renderingProject().apps.constFirst().imagePullSecrets, settings.imagePullSecrets);
        QVERIFY(p.apps.constFirst().imagePullSecrets.isEmpty());
        const QString yaml = r.manifests.releaseYaml(QStringLiteral("python"));
        QVERIFY2(yaml.contains(QLatin1String(
                     "imagePullSecrets:\n        - name: \"regcred\"\n        - name: \"other\"")),
            qPrintable(yaml));

        c.setGlobalSettings(GlobalSettings());
        c.renderNow(p);
        QVERIFY(finished.wait(30000));
        QVERIFY(!finished.constLast().constFirst().value<RenderResult>().manifests.toYaml().contains(
            QLatin1String("imagePullSecrets")));
    }

    // Debounced re-renders share one credential cache: the helper runs once while nothing changes.
    void credentialHelperRunsOnceAcrossRenders()
    {
        CredentialFixture fixture;
        QVERIFY(fixture.isValid());
        fixture.writeDockerConfig("{\"credHelpers\":{\"ghcr.io\":\"test\"}}");
        PreviewController c(m_helm);
        c.setCredentialEnvironment(fixture.environment());
        c.setDebounceInterval(10);
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        for (int replicas = 1; replicas <= 3; ++replicas) {
            c.schedule(project(QStringLiteral("ghcr.io/acme/python:1"), replicas));
            QVERIFY(finished.wait(30000));
            const RenderResult r = finished.constLast().constFirst().value<RenderResult>();
            QVERIFY2(r.ok, qPrintable(r.errorText));
            QVERIFY(r.manifests.find(QStringLiteral("Secret"), QStringLiteral("pull-secret-python")));
        }
        QCOMPARE(fixture.helperArgv().size(), 1);
        QCOMPARE(c.credentialCache()->size(), 1);
    }

    void missingHelmFinishesWithItsError()
    {
        HelmTool none;
        none.error = QStringLiteral("helm not found on PATH");
        PreviewController c(none);
        QSignalSpy finished(&c, &PreviewController::renderFinished);
        c.renderNow(project(QStringLiteral("registry.example.com/python:1"), 1));
        QCOMPARE(finished.count(), 1);
        const RenderResult r = finished.constFirst().constFirst().value<RenderResult>();
        QVERIFY(!r.ok);
        QCOMPARE(r.errorText, none.error);
    }
};

QTEST_GUILESS_MAIN(TestPreviewController)
#include "tst_previewcontroller.moc"
