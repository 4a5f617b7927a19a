// SPDX-License-Identifier: GPL-3.0-or-later
// The forms' cluster pickers (namespace, storage class, ingress class, Gateway, pull secrets and the
// toolbar's namespace) against the cluster fake: the list arrives through a signal after the popup
// opens, the default class is marked, the cache answers the second open, and typed text still works
// when the cluster cannot be reached.

#include "clusterfixture.h"
#include "editor/appform.h"
#include "editor/pullsecretform.h"
#include "editor/routingform.h"
#include "forms/clusterlistbox.h"
#include "forms/clusterlistdelegate.h"
#include "forms/tableform.h"
#include "jobs/clusterpicker.h"
#include "storage/storageentryform.h"

#include <QAbstractItemView>
#include <QJsonObject>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <memory>

using namespace HelmDeck;
using TestUtil::ClusterFixture;

namespace {

QJsonObject object(const QString &apiVersion, const QString &kind, const QString &ns, const QString &name,
    const QJsonObject &annotations = {})
{
    QJsonObject meta { { QStringLiteral("name"), name } };
    if (!ns.isEmpty())
        meta.insert(QStringLiteral("namespace"), ns);
    if (!annotations.isEmpty())
        meta.insert(QStringLiteral("annotations"), annotations);
    return { { QStringLiteral("apiVersion"), apiVersion }, { QStringLiteral("kind"), kind },
        { QStringLiteral("metadata"), meta } };
}

void populate(ClusterFixture &cluster)
{
    cluster.addNamespace(QStringLiteral("shop"));
    cluster.addNamespace(QStringLiteral("gateways"));
    cluster.addStorageClass(QStringLiteral("local-path"), QStringLiteral("WaitForFirstConsumer"), true);
    cluster.addStorageClass(QStringLiteral("fast"), QStringLiteral("Immediate"), false);
    cluster.addObject(object(QStringLiteral("networking.k8s.io/v1"), QStringLiteral("IngressClass"),
        QString(), QStringLiteral("traefik"),
        { { QStringLiteral("ingressclass.kubernetes.io/is-default-class"), QStringLiteral("true") } }));
    cluster.addObject(object(QStringLiteral("gateway.networking.k8s.io/v1"), QStringLiteral("Gateway"),
        QStringLiteral("gateways"), QStringLiteral("public")));
    QJsonObject secret = object(
        QStringLiteral("v1"), QStringLiteral("Secret"), QStringLiteral("shop"), QStringLiteral("regcred"));
    secret.insert(QStringLiteral("type"), QStringLiteral("kubernetes.io/dockerconfigjson"));
    cluster.addObject(secret);
}

ClusterTarget target()
{
    ClusterTarget t;
    t.context = QStringLiteral("k3s");
    t.kubeNamespace = QStringLiteral("shop");
    return t;
}

/** One form holding one picker, and how the form reads the picker's field back. */
struct Picker
{
    std::unique_ptr<QWidget> form;
    ClusterListBox *box = nullptr;
    std::function<QString()> saved; ///< the field's value as the form writes it
    QSignalSpy *edits = nullptr;
};

Picker makePicker(const QString &which, ClusterLists *lists)
{
    Picker p;
    if (which == QLatin1String("app namespace")) {
        auto *form = new AppForm;
        p.form.reset(form);
        p.box = form->findChild<ClusterListBox *>(QStringLiteral("appNamespaceBox"));
        p.saved = [form] {
            App app;
            form->applyTo(&app);
            return app.kubeNamespace;
        };
        p.edits = new QSignalSpy(form, &AppForm::edited);
    } else if (which == QLatin1String("storage class")) {
        auto *form = new StorageEntryForm;
        form->setBacking(StorageEntryForm::NamedClass);
        p.form.reset(form);
        p.box = form->storageClassBox();
        p.saved = [form] { return form->entry().storageClass; };
        p.edits = new QSignalSpy(form, &StorageEntryForm::edited);
    } else if (which == QLatin1String("ingress class") || which == QLatin1String("gateway")) {
        auto *form = new RoutingForm;
        App app;
        app.routing.kind = RoutingSettings::Kind::HTTPRoute;
        form->setApp(app);
        p.form.reset(form);
        const bool gateway = which == QLatin1String("gateway");
        p.box = gateway ? form->gatewayBox()
                        : form->findChild<ClusterListBox *>(QStringLiteral("ingressClassEdit"));
        p.saved = [form, gateway] {
            App a;
            form->applyTo(&a);
            return gateway ? a.routing.gatewayName : a.ingressClass;
        };
        p.edits = new QSignalSpy(form, &RoutingForm::edited);
    } else if (which == QLatin1String("toolbar namespace")) {
        auto *picker = new ClusterPicker;
        QProcessEnvironment none; // no kubeconfig: the project's names are "default" alone
        none.insert(QStringLiteral("HOME"), QStringLiteral("/nonexistent"));
        none.insert(QStringLiteral("KUBECONFIG"), QStringLiteral("/nonexistent/kubeconfig"));
        picker->setEnvironment(none);
        p.form.reset(picker);
        p.box = picker->namespaceBox();
        p.box->setSource(lists); // the test's lists instead of the picker's own
        p.saved = [picker] { return picker->kubeNamespace(); };
        p.edits = new QSignalSpy(picker, &ClusterPicker::targetChanged);
        p.box->setTarget(target());
        return p;
    }
    ClusterListBox::bindAll(p.form.get(), lists, target());
    return p;
}

} // namespace

class TestClusterPickers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pickerListsTheClusterAndWritesTheBareName_data();
    void pickerListsTheClusterAndWritesTheBareName();
    void unreachableClusterLeavesTypedTextWorking_data();
    void unreachableClusterLeavesTypedTextWorking();
    void pullSecretNamesAreOfferedInTheTable();
};

void TestClusterPickers::pickerListsTheClusterAndWritesTheBareName_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<QStringList>("shown"); ///< the popup's rows as displayed
    QTest::addColumn<int>("defaultRow"); ///< -1: none marked
    QTest::addColumn<QString>("pickedName"); ///< what picking the last row writes

    const QStringList namespaces { QStringLiteral("default"), QStringLiteral("gateways"),
        QStringLiteral("kube-system"), QStringLiteral("shop") };
    QTest::newRow("the app's namespace offers the cluster's namespaces")
        << QStringLiteral("app namespace") << namespaces << -1 << QStringLiteral("shop");
    QTest::newRow("the storage class offers the classes with the default marked")
        << QStringLiteral("storage class")
        << QStringList { QStringLiteral("fast"), QStringLiteral("local-path (default)") } << 1
        << QStringLiteral("local-path");
    QTest::newRow("the ingress class offers the IngressClasses with the default marked")
        << QStringLiteral("ingress class") << QStringList { QStringLiteral("traefik (default)") } << 0
        << QStringLiteral("traefik");
    QTest::newRow("the Gateway offers every namespace's Gateways with their namespace")
        << QStringLiteral("gateway") << QStringList { QStringLiteral("public \u2014 in gateways") } << -1
        << QStringLiteral("public");
    QTest::newRow("the toolbar's namespace adds the cluster's to the project's")
        << QStringLiteral("toolbar namespace") << namespaces << -1 << QStringLiteral("shop");
}

void TestClusterPickers::pickerListsTheClusterAndWritesTheBareName()
{
    QFETCH(QString, which);
    QFETCH(QStringList, shown);
    QFETCH(int, defaultRow);
    QFETCH(QString, pickedName);
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    populate(cluster);
    ClusterLists lists;
    lists.setEnvironment(cluster.environment());
    Picker p = makePicker(which, &lists);
    QVERIFY(p.box);
    std::unique_ptr<QSignalSpy> edits(p.edits);
    p.form->show();
    QVERIFY(QTest::qWaitForWindowExposed(p.form.get()));
    edits->clear();

    // Opening asks the cluster; the UI thread goes on and the list comes through a signal.
    QSignalSpy arrived(p.box, &ClusterListBox::listChanged);
    p.box->showPopup();
    QVERIFY(!p.box->hasClusterList());
    QCOMPARE(p.box->statusText(), QStringLiteral("Loading the list\u2026"));
    QVERIFY(arrived.wait(20000));
    QVERIFY2(p.box->hasClusterList(), qPrintable(p.box->unavailableReason()));
    QStringList rows;
    for (int i = 0; i < p.box->count(); ++i)
        rows.append(p.box->model()->index(i, 0).data(Qt::DisplayRole).toString());
    QCOMPARE(rows, shown);
    for (int i = 0; i < p.box->count(); ++i)
        QCOMPARE(p.box->isDefaultItem(i), defaultRow >= 0 && rows.at(i) == shown.at(defaultRow));
    p.box->hidePopup();
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 1);
    QVERIFY(edits->isEmpty()); // a list arriving is no edit

    // Picking writes the bare name (not "(default)") and is an edit of the form.
    const int row = p.box->findData(pickedName, Qt::EditRole);
    QVERIFY(row >= 0);
    p.box->setCurrentIndex(row);
    Q_EMIT p.box->activated(row);
    QCOMPARE(p.box->currentText(), pickedName);
    QCOMPARE(p.saved(), pickedName);
    QVERIFY(!edits->isEmpty());
    if (which == QLatin1String("gateway")) {
        App a;
        static_cast<RoutingForm *>(p.form.get())->applyTo(&a);
        QCOMPARE(
            a.routing.gatewayNamespace, QStringLiteral("gateways")); // the Gateway's namespace comes along
    }

    // The second open is answered from the cache: no kubectl call, the list still through the signal.
    arrived.clear();
    p.box->showPopup();
    QVERIFY(arrived.wait(20000));
    QVERIFY(p.box->hasClusterList());
    p.box->hidePopup();
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 1);

    // Refresh reads it again.
    arrived.clear();
    p.box->refreshAction()->trigger();
    QVERIFY(arrived.wait(20000));
    QCOMPARE(cluster.callsOf(QStringLiteral("kubectl")).size(), 2);
}

void TestClusterPickers::unreachableClusterLeavesTypedTextWorking_data()
{
    QTest::addColumn<QString>("which");
    QTest::newRow("the app's namespace takes typed text") << QStringLiteral("app namespace");
    QTest::newRow("the storage class takes typed text") << QStringLiteral("storage class");
    QTest::newRow("the ingress class takes typed text") << QStringLiteral("ingress class");
    QTest::newRow("the Gateway takes typed text") << QStringLiteral("gateway");
}

void TestClusterPickers::unreachableClusterLeavesTypedTextWorking()
{
    QFETCH(QString, which);
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    populate(cluster);
    cluster.setUnreachable(true);
    ClusterLists lists;
    lists.setEnvironment(cluster.environment());
    Picker p = makePicker(which, &lists);
    std::unique_ptr<QSignalSpy> edits(p.edits);
    p.form->show();
    QVERIFY(QTest::qWaitForWindowExposed(p.form.get()));

    QSignalSpy arrived(p.box, &ClusterListBox::listChanged);
    p.box->showPopup();
    QVERIFY(arrived.wait(20000));
    QVERIFY(!p.box->hasClusterList());
    // said briefly, in the popup and the tool tip: no dialog
    QCOMPARE(p.box->statusText(), QStringLiteral("List unavailable \u2014 type a name"));
    QVERIFY2(p.box->unavailableReason().contains(QLatin1String("\"k3s\"")),
        qPrintable(p.box->unavailableReason()));
    QVERIFY2(p.box->toolTip().contains(QLatin1String("unavailable")), qPrintable(p.box->toolTip()));
    QCOMPARE(p.box->count(), 1);
    QVERIFY(!(p.box->model()->flags(p.box->model()->index(0, 0)) & Qt::ItemIsEnabled)); // never picked
    p.box->hidePopup();

    edits->clear();
    p.box->lineEdit()->clear();
    QTest::keyClicks(p.box->lineEdit(), QStringLiteral("typed-name"));
    QCOMPARE(p.saved(), QStringLiteral("typed-name"));
    QVERIFY(!edits->isEmpty());
}

void TestClusterPickers::pullSecretNamesAreOfferedInTheTable()
{
    ClusterFixture cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    populate(cluster);
    ClusterLists lists;
    lists.setEnvironment(cluster.environment());
    PullSecretForm form;
    ClusterListBox::bindAll(&form, &lists, target());
    auto *delegate = qobject_cast<ClusterListDelegate *>(form.namesForm()->view()->itemDelegateForColumn(0));
    QVERIFY(delegate);
    QCOMPARE(delegate->kind(), ClusterList::Kind::PullSecrets);

    QWidget parent;
    std::unique_ptr<QWidget> editor(delegate->createEditor(&parent, QStyleOptionViewItem(), QModelIndex()));
    auto *box = qobject_cast<ClusterListBox *>(editor.get());
    QVERIFY(box);
    QCOMPARE(box->target().kubeNamespace, QStringLiteral("shop"));
    QSignalSpy arrived(box, &ClusterListBox::listChanged);
    box->load();
    QVERIFY(arrived.wait(20000));
    QCOMPARE(box->count(), 1);
    QCOMPARE(box->itemText(0), QStringLiteral("regcred"));
}

QTEST_MAIN(TestClusterPickers)
#include "tst_clusterpickers.moc"
