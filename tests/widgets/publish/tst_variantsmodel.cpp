// SPDX-License-Identifier: GPL-3.0-or-later
// VariantsModel: the rows the publish wizard's Variants page shows for a build's VariantPlan.
#include "publish/variantsmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace HelmDeck;

namespace {

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

const char *const Sha = "0123456789abcdef0123456789abcdef01234567";
const char *const Repository = "ghcr.io/acme/web";

/** Each row as "tags | chart version | appVersion | image | exists". */
QStringList rowsOf(const VariantsModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column)
            cells << model.index(row, column).data().toString();
        out << cells.join(str(" | "));
    }
    return out;
}

VersionContext contextOf(const QString &tag, const QString &branch)
{
    return tag.isEmpty() ? VersionContext::branchBuild(str(Sha), branch, str("the test"))
                         : VersionContext::release(tag, str(Sha), str("the test"));
}

} // namespace

class TestVariantsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsOneRowPerVariantInPushOrder_data()
    {
        QTest::addColumn<QString>("releaseTag");
        QTest::addColumn<QString>("branch");
        QTest::addColumn<QStringList>("rows");

        QTest::newRow("a release shows vX.Y.Z with its alias, sha, then the moving vX and latest")
            << str("v1.2.3") << QString()
            << QStringList { str("v1.2.3, 1.2.3 | 1.2.3 | v1.2.3 | ghcr.io/acme/web:v1.2.3 | unknown"),
                   str("sha-0123456 | 1.2.3 | sha-0123456 | ghcr.io/acme/web:sha-0123456 | unknown"),
                   str("v1 | 1.2.3 | v1 | ghcr.io/acme/web:v1 | unknown"),
                   str("latest | 1.2.3 | latest | ghcr.io/acme/web:latest | unknown") };
        QTest::newRow("a pre-release shows only its fixed tags")
            << str("v2.0.0-rc.1") << QString()
            << QStringList { str("v2.0.0-rc.1, 2.0.0-rc.1 | 2.0.0-rc.1 | v2.0.0-rc.1 | "
                                 "ghcr.io/acme/web:v2.0.0-rc.1 | unknown"),
                   str("sha-0123456 | 2.0.0-rc.1 | sha-0123456 | ghcr.io/acme/web:sha-0123456 | unknown") };
        QTest::newRow("a main build shows sha and latest at a 0.0.0-sha version")
            << QString() << str("main")
            << QStringList { str("sha-0123456 | 0.0.0-sha-0123456 | sha-0123456 | "
                                 "ghcr.io/acme/web:sha-0123456 | unknown"),
                   str("latest | 0.0.0-sha-0123456 | latest | ghcr.io/acme/web:latest | unknown") };
    }
    void showsOneRowPerVariantInPushOrder()
    {
        QFETCH(QString, releaseTag);
        QFETCH(QString, branch);
        QFETCH(QStringList, rows);

        VariantsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const VariantPlan plan = VariantPlanner::plan(contextOf(releaseTag, branch));
        QVERIFY2(!hasErrors(plan.findings), qPrintable(plan.findings.value(0).message));
        model.setVariants(plan.variants, str(Repository));
        QCOMPARE(rowsOf(model), rows);
        QCOMPARE(model.columnCount(), int(VariantsModel::ColumnCount));
        QCOMPARE(model.headerData(VariantsModel::ExistsColumn, Qt::Horizontal).toString(), str("Exists?"));
    }

    void aCheckFillsTheExistsColumnOfEveryRowWithThatImage_data()
    {
        QTest::addColumn<bool>("exists");
        QTest::newRow("an image found reads yes") << true;
        QTest::newRow("an image missing reads no") << false;
    }
    void aCheckFillsTheExistsColumnOfEveryRowWithThatImage()
    {
        QFETCH(bool, exists);
        VariantsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setVariants(
            VariantPlanner::plan(contextOf(str("v1.2.3"), QString())).variants, str(Repository));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        model.setImageExists(str("ghcr.io/acme/web:v1"), exists);

        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(2, VariantsModel::ExistsColumn));
        QCOMPARE(
            model.index(2, VariantsModel::ExistsColumn).data().toString(), exists ? str("yes") : str("no"));
        QCOMPARE(model.index(0, VariantsModel::ExistsColumn).data().toString(), str("unknown"));

        // A new plan (an edited repository or version) forgets what the checks said.
        model.setVariants(model.variants(), str("ghcr.io/acme/other"));
        QCOMPARE(model.index(2, VariantsModel::ExistsColumn).data().toString(), str("unknown"));
        QCOMPARE(model.image(2), str("ghcr.io/acme/other:v1"));
    }
};

QTEST_MAIN(TestVariantsModel)
#include "tst_variantsmodel.moc"
