// SPDX-License-Identifier: GPL-3.0-or-later
// PublishWizard offscreen: a tiny chart in a real git repository tagged v1.2.3, every page walked
// with Next (and Back), real helm packaging, linting and rendering, and Debian's docker-registry
// for the registry page's Test credentials.
#include "forms/hintlabel.h"
#include "jobs/progressmodel.h"
#include "publish/chartpage.h"
#include "publish/publishwizard.h"
#include "publish/registrypage.h"
#include "publish/resultpage.h"
#include "publish/reviewpage.h"
#include "publish/runpage.h"
#include "publish/variantsmodel.h"
#include "publish/variantspage.h"
#include "publish/versionpage.h"
#include "registryfixture.h"
#include "secrets/secretstore.h"
#include "testutil.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace HelmDeck;

namespace {

constexpr int WaitMs = 120000;

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

bool git(const QString &dir, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(str("GIT_AUTHOR_NAME"), str("t"));
    env.insert(str("GIT_AUTHOR_EMAIL"), str("t@example.com"));
    env.insert(str("GIT_COMMITTER_NAME"), str("t"));
    env.insert(str("GIT_COMMITTER_EMAIL"), str("t@example.com"));
    p.setProcessEnvironment(env);
    p.start(str("git"), QStringList { str("-C"), dir } + args);
    return p.waitForFinished(30000) && p.exitCode() == 0;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/**
 * helm create's convention: the image from values.yaml's image.repository and image.tag; or
 * (@p hardCoded) a template that ignores them, which the Render checks must catch.
 */
bool makeChart(const QString &dir, bool hardCoded = false)
{
    const QByteArray image
        = hardCoded ? "nginx:1.27" : "{{ .Values.image.repository }}:{{ .Values.image.tag }}";
    return writeFile(dir + str("/Chart.yaml"), "apiVersion: v2\nname: web\nversion: 0.1.0\n")
        && writeFile(dir + str("/values.yaml"), "image:\n  repository: ghcr.io/acme/web\n  tag: dev\n")
        && writeFile(dir + str("/templates/pod.yaml"),
            "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n"
            "      image: \""
                + image + "\"\n");
}

/** The chart committed on main and tagged v1.2.3. */
bool makeTaggedRepository(const QString &dir, bool hardCoded = false)
{
    return makeChart(dir, hardCoded) && git(dir, { str("init"), str("-q"), str("-b"), str("main") })
        && git(dir, { str("add"), str(".") })
        && git(dir, { str("commit"), str("-q"), str("-m"), str("chart") })
        && git(dir, { str("tag"), str("v1.2.3") });
}

/** No CI variables: the version comes from the git work tree. */
QProcessEnvironment localEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : { "GITHUB_SHA", "GITHUB_REF", "GITHUB_REF_NAME", "GITHUB_REF_TYPE",
             "CI_COMMIT_SHA", "CI_COMMIT_TAG", "CI_COMMIT_BRANCH", "CI_COMMIT_REF_NAME" })
        env.remove(QString::fromLatin1(name));
    return env;
}

bool nextEnabled(QWizard &wizard)
{
    return wizard.button(QWizard::NextButton)->isEnabled()
        || wizard.button(QWizard::CommitButton)->isEnabled();
}

QStringList stepTitles(const ProgressModel *model)
{
    QStringList out;
    for (int row = 0; row < model->rowCount(); ++row)
        out << model->index(row, ProgressModel::StepColumn).data().toString();
    return out;
}

/** With HELMDECK_WIZARD_SHOTS=DIR, saves the wizard as DIR/<name>.png (looked at by hand, under Xvfb). */
void shoot(QWizard &wizard, const char *name)
{
    const QString dir = qEnvironmentVariable("HELMDECK_WIZARD_SHOTS");
    if (dir.isEmpty())
        return;
    QTest::qWait(200); // let layouts settle
    QVERIFY(wizard.grab().save(QDir(dir).filePath(QString::fromLatin1(name) + str(".png"))));
}

/** From the Chart page (its folder set) to the Checks page, registry oci://127.0.0.1:1/charts. */
bool walkToChecks(PublishWizard &wizard)
{
    QSignalSpy detected(wizard.versionPage(), &VersionPage::detectionFinished);
    wizard.next();
    if (!detected.wait(WaitMs) || !wizard.versionPage()->isComplete())
        return false;
    wizard.next();
    wizard.next();
    wizard.registryPage()->urlEdit()->setText(str("oci://127.0.0.1:1/charts"));
    wizard.next();
    return wizard.currentId() == PublishWizard::ChecksPageId;
}

} // namespace

class TestPublishWizard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY2(QFile::exists(TestUtil::helm(3)), qPrintable(TestUtil::helm(3))); }

    void theChartPageWantsAFolderWithAChartYaml()
    {
        QTemporaryDir empty;
        QTemporaryDir chart;
        QVERIFY(makeChart(chart.path()));
        PublishWizard wizard(HelmTool::detect(TestUtil::helm(3)), nullptr);
        wizard.show();
        QVERIFY(!wizard.chartPage()->isComplete());
        QVERIFY(!nextEnabled(wizard));

        wizard.setChartFolder(empty.path());
        QVERIFY(!wizard.chartPage()->isComplete());
        auto *hint = wizard.chartPage()->findChild<HintLabel *>(str("publishChartHint"));
        QVERIFY(hint);
        QVERIFY2(hint->text().contains(str("has no Chart.yaml")), qPrintable(hint->text()));

        wizard.setChartFolder(chart.path());
        QVERIFY(wizard.chartPage()->isComplete());
        QVERIFY(nextEnabled(wizard));
        QCOMPARE(wizard.chartPage()->summary().name, str("web"));
        QCOMPARE(wizard.chartPage()->defaultImageRepository(), str("ghcr.io/acme/web"));
        QVERIFY(!wizard.chartPage()->appChartButton()->isEnabled()); // no project open
    }

    void walkingEveryPageBackAndForthPublishesAndListsTheTags()
    {
        TestUtil::RegistryFixture registry;
        QVERIFY2(registry.start(), qPrintable(registry.error()));
        QTemporaryDir work;
        QVERIFY(makeTaggedRepository(work.path()));
        SecretStore store(SecretStore::Backend::SessionOnly);

        PublishWizard wizard(HelmTool::detect(TestUtil::helm(3)), &store);
        wizard.setEnvironment(localEnvironment());
        wizard.setChartFolder(work.path());
        wizard.show();
        QCOMPARE(wizard.currentId(), int(PublishWizard::ChartPageId));
        shoot(wizard, "1-chart");

        // Version: detected from the work tree, asynchronously.
        QSignalSpy detected(wizard.versionPage(), &VersionPage::detectionFinished);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::VersionPageId));
        QVERIFY(wizard.versionPage()->isDetecting());
        QVERIFY(!nextEnabled(wizard)); // nothing to go on yet
        QVERIFY(detected.wait(WaitMs));
        const VersionContext &context = wizard.versionPage()->context();
        QCOMPARE(int(context.kind), int(VersionContext::Kind::Release));
        QCOMPARE(context.releaseTag, str("v1.2.3"));
        QCOMPARE(wizard.versionPage()->releaseTagEdit()->text(), str("v1.2.3"));
        QCOMPARE(context.sha.size(), 40);
        QVERIFY(nextEnabled(wizard));

        // An invalid tag blocks Next; the detected one typed back unblocks it.
        QLineEdit *tag = wizard.versionPage()->releaseTagEdit();
        tag->clear();
        QTest::keyClicks(tag, str("v1.2"));
        QVERIFY(!nextEnabled(wizard));
        tag->clear();
        QTest::keyClicks(tag, str("v1.2.3"));
        QVERIFY(nextEnabled(wizard));

        shoot(wizard, "2-version");
        // Variants: one per image tag, the repository from values.yaml.
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::VariantsPageId));
        VariantsModel *variants = wizard.variantsPage()->model();
        QAbstractItemModelTester tester(variants, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(wizard.variantsPage()->imageRepositoryEdit()->text(), str("ghcr.io/acme/web"));
        // The images this build pushed live in the test registry: point the variants at them.
        const QString images = registry.host() + str("/acme/web");
        const QStringList imageTags { str("v1.2.3"), QString(str("sha-") + context.shortSha()), str("v1"),
            str("latest") };
        for (const QString &imageTag : imageTags)
            QVERIFY(registry.pushImage(str("acme/web"), imageTag));
        wizard.variantsPage()->imageRepositoryEdit()->clear();
        QTest::keyClicks(wizard.variantsPage()->imageRepositoryEdit(), images); // typed, as a user would
        QCOMPARE(variants->rowCount(), 4);
        QCOMPARE(variants->index(0, VariantsModel::TagsColumn).data().toString(), str("v1.2.3, 1.2.3"));
        QCOMPARE(variants->image(0), images + str(":v1.2.3"));
        QCOMPARE(variants->index(0, VariantsModel::ExistsColumn).data().toString(), str("unknown"));
        QVERIFY(nextEnabled(wizard));

        shoot(wizard, "3-variants");
        // Registry: a bad URL is named and blocks Next; Test credentials against the registry.
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::RegistryPageId));
        RegistryPage *reg = wizard.registryPage();
        QTest::keyClicks(reg->urlEdit(), str("https://example.com/charts"));
        QVERIFY(!nextEnabled(wizard));
        reg->urlEdit()->clear();
        const QString url = str("oci://%1/charts").arg(registry.host());
        QTest::keyClicks(reg->urlEdit(), url);
        QVERIFY(nextEnabled(wizard));
        reg->plainHttpBox()->setChecked(true);
        QSignalSpy tested(reg, &RegistryPage::testFinished);
        reg->testButton()->click();
        QVERIFY(tested.wait(WaitMs));
        QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(tested.at(0).at(1).toString()));
        QVERIFY2(reg->testResultText().contains(str("no authentication required")),
            qPrintable(reg->testResultText()));
        shoot(wizard, "4-registry");

        // Checks: the plan up to the first upload, step by step.
        QSignalSpy checked(wizard.checksPage(), &RunPage::runFinished);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::ChecksPageId));
        QVERIFY(!nextEnabled(wizard));
        QVERIFY(checked.wait(WaitMs));
        QVERIFY2(wizard.checksPage()->result().ok, qPrintable(wizard.checksPage()->statusText()));
        const QStringList checks = stepTitles(wizard.checksPage()->progressModel());
        for (const char *step : { "Package v1.2.3", "Lint sha-0123456", "Render latest" }) {
            const QString wanted = QString::fromLatin1(step).replace(str("0123456"), context.shortSha());
            QVERIFY2(checks.contains(wanted), qPrintable(checks.join(str("; "))));
        }
        for (int row = 0; row < checks.size(); ++row)
            QCOMPARE(wizard.checksPage()->progressModel()->state(row), StepState::Succeeded);
        // "Exists?" follows the steps that name an image; where none does it stays unknown.
        for (int row = 0; row < variants->rowCount(); ++row) {
            bool named = false;
            for (const QString &title : checks)
                named = named || title.contains(variants->image(row));
            if (!named)
                QCOMPARE(variants->exists(row), VariantsModel::Exists::Unknown);
            else
                QCOMPARE(variants->exists(row), VariantsModel::Exists::Yes);
        }
        QVERIFY(nextEnabled(wizard));

        shoot(wizard, "5-checks");
        // Review: the whole plan, in order.
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::ReviewPageId));
        const QString review = wizard.reviewPage()->planText();
        QVERIFY2(review.contains(str("Package v1.2.3")), qPrintable(review));
        QVERIFY2(
            review.indexOf(str("Package v1.2.3")) < review.indexOf(str("Render latest")), qPrintable(review));
        shoot(wizard, "6-review");

        // Back to the registry page: what was typed is still there; the password went to the keychain.
        wizard.back();
        QCOMPARE(wizard.currentId(), int(PublishWizard::ChecksPageId));
        wizard.back();
        QCOMPARE(wizard.currentId(), int(PublishWizard::RegistryPageId));
        QCOMPARE(reg->urlEdit()->text(), url);
        QVERIFY(reg->plainHttpBox()->isChecked());
        QSignalSpy rechecked(wizard.checksPage(), &RunPage::runFinished);
        wizard.next();
        QVERIFY(rechecked.wait(WaitMs));
        QVERIFY2(wizard.checksPage()->result().ok, qPrintable(wizard.checksPage()->statusText()));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::ReviewPageId));
        QVERIFY(wizard.reviewPage()->planText().contains(str("Package v1.2.3")));

        // Publish: the full plan; the page completes when it ends.
        QSignalSpy published(wizard.publishPage(), &RunPage::runFinished);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::PublishPageId));
        QVERIFY(published.wait(WaitMs));
        QVERIFY2(wizard.publishPage()->result().ok, qPrintable(wizard.publishPage()->statusText()));
        QVERIFY(nextEnabled(wizard));

        shoot(wizard, "7-publish");
        // Result: a row per verified tag with its digest, and copyable install commands.
        wizard.next();
        QCOMPARE(wizard.currentId(), int(PublishWizard::ResultPageId));
        const QList<PublishedTag> &tags = wizard.lastPlan().outcome->tags;
        QTableWidget *table = wizard.resultPage()->table();
        QCOMPARE(table->rowCount(), int(tags.size()));
        for (int row = 0; row < tags.size(); ++row) {
            QCOMPARE(table->item(row, ResultPage::TagColumn)->text(), tags.at(row).tag);
            QVERIFY(tags.at(row).digest.startsWith(str("sha256:")));
            QCOMPARE(table->item(row, ResultPage::DigestColumn)->text(), tags.at(row).digest);
            QCOMPARE(table->item(row, ResultPage::AppVersionColumn)->text(), tags.at(row).appVersion);
            QVERIFY(wizard.resultPage()->command(row).startsWith(str("helm install")));
            QVERIFY(table->cellWidget(row, ResultPage::CopyColumn)
                        ->findChild<QPushButton *>(str("publishCopyInstall-%1").arg(row)));
        }
        shoot(wizard, "8-result");
        QCOMPARE(wizard.publishPage()->statusText().contains(str("no tag was uploaded")), tags.isEmpty());
        QCOMPARE(tags.size(), 5); // v1.2.3, 1.2.3, sha-…, v1, latest
        QCOMPARE(tags.at(0).digest, tags.at(1).digest);
        if (tags.isEmpty())
            QVERIFY2(wizard.resultPage()->summaryText().contains(str("without uploading")),
                qPrintable(wizard.resultPage()->summaryText()));
        else
            QVERIFY(wizard.resultPage()->summaryText().contains(str("published")));
    }

    void testCredentialsSaysWhetherTheRegistryTakesThem_data()
    {
        QTest::addColumn<QString>("password");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("message");
        QTest::newRow("the right password authenticates")
            << str("s3cret") << true << str("authenticated (Basic)");
        QTest::newRow("a wrong password is a 401 naming it")
            << str("wrong") << false << str("wrong username or password (401)");
    }
    void testCredentialsSaysWhetherTheRegistryTakesThem()
    {
        QFETCH(QString, password);
        QFETCH(bool, ok);
        QFETCH(QString, message);
        TestUtil::RegistryFixture registry;
        QVERIFY2(registry.start(str("ann"), str("s3cret")), qPrintable(registry.error()));
        PublishWizard wizard(HelmTool::detect(TestUtil::helm(3)), nullptr);
        wizard.setEnvironment(localEnvironment());
        RegistryPage *reg = wizard.registryPage();
        reg->urlEdit()->setText(str("oci://%1/charts").arg(registry.host()));
        reg->usernameEdit()->setText(str("ann"));
        reg->passwordEdit()->setText(password);
        reg->plainHttpBox()->setChecked(true);
        QSignalSpy tested(reg, &RegistryPage::testFinished);
        reg->testButton()->click();
        QVERIFY(reg->isTesting());
        QVERIFY(tested.wait(WaitMs));
        QCOMPARE(tested.at(0).at(0).toBool(), ok);
        QVERIFY2(reg->testResultText().contains(message), qPrintable(reg->testResultText()));
        QVERIFY(!reg->testResultText().contains(str("s3cret")));
    }

    void aFailedCheckNamesWhatToFixAndBlocksNext()
    {
        QTemporaryDir work;
        QVERIFY(makeTaggedRepository(work.path(), true));
        PublishWizard wizard(HelmTool::detect(TestUtil::helm(3)), nullptr);
        wizard.setEnvironment(localEnvironment());
        wizard.setChartFolder(work.path());
        wizard.show();
        QVERIFY(walkToChecks(wizard));
        QSignalSpy checked(wizard.checksPage(), &RunPage::runFinished);
        QVERIFY(checked.wait(WaitMs));
        QVERIFY(!wizard.checksPage()->result().ok);
        const QString status = wizard.checksPage()->statusText();
        QVERIFY2(status.contains(str("Render")) && status.contains(str("nginx:1.27")), qPrintable(status));
        // The renders run concurrently: whichever variant fails first is named, with its image.
        QVERIFY2(status.contains(str("would not install the image ghcr.io/acme/web:")), qPrintable(status));
        QVERIFY(!nextEnabled(wizard));
        shoot(wizard, "5b-checks-failed");
        wizard.back(); // Back works after a failure
        QCOMPARE(wizard.currentId(), int(PublishWizard::RegistryPageId));
    }

    void cancelStopsARunningCheckAndKeepsTheWizardOpen()
    {
        QTemporaryDir work;
        QVERIFY(makeTaggedRepository(work.path()));
        PublishWizard wizard(HelmTool::detect(TestUtil::helm(3)), nullptr);
        wizard.setEnvironment(localEnvironment());
        wizard.setChartFolder(work.path());
        wizard.show();
        QVERIFY(walkToChecks(wizard));
        QVERIFY(wizard.checksPage()->isRunning());
        QSignalSpy checked(wizard.checksPage(), &RunPage::runFinished);
        wizard.button(QWizard::CancelButton)->click();
        QVERIFY(wizard.isVisible());
        QVERIFY(checked.wait(WaitMs));
        QVERIFY(wizard.checksPage()->result().cancelled);
        QVERIFY(!nextEnabled(wizard));
        QVERIFY2(wizard.checksPage()->statusText().startsWith(str("Cancelled")),
            qPrintable(wizard.checksPage()->statusText()));
        wizard.button(QWizard::CancelButton)->click(); // nothing runs: Cancel closes
        QVERIFY(!wizard.isVisible());
    }

    void theRegistryPasswordIsKeptInTheKeychainPerHost()
    {
        SecretStore store(SecretStore::Backend::SessionOnly);
        QTemporaryDir chart;
        QVERIFY(makeChart(chart.path()));
        {
            PublishWizard wizard(HelmTool::detect(TestUtil::helm(3)), &store);
            RegistryPage *reg = wizard.registryPage();
            reg->urlEdit()->setText(str("oci://registry.example.com/charts"));
            reg->passwordEdit()->setText(str("pw-1"));
            QVERIFY(reg->validatePage()); // Next from the page
        }
        const SecretKey key
            = SecretKey::registry(RegistryPage::keychainProject(), QString(), str("registry.example.com"));
        QTRY_COMPARE(store.readSync(key).value, str("pw-1"));

        PublishWizard again(HelmTool::detect(TestUtil::helm(3)), &store);
        again.setChartFolder(chart.path());
        again.show();
        RegistryPage *reg = again.registryPage();
        reg->urlEdit()->setText(str("oci://registry.example.com/other"));
        Q_EMIT reg->urlEdit()->editingFinished();
        QTRY_COMPARE(reg->password(), str("pw-1"));
        QCOMPARE(reg->passwordEdit()->echoMode(), QLineEdit::Password);
    }
};

QTEST_MAIN(TestPublishWizard)
#include "tst_publishwizard.moc"
