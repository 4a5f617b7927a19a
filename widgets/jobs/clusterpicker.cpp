// SPDX-License-Identifier: GPL-3.0-or-later
#include "clusterpicker.h"

#include "window/usersettings.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QToolButton>

#include <algorithm>

namespace HelmDeck {

namespace {

const QString DefaultNamespace = QStringLiteral("default");

} // namespace

ClusterPicker::ClusterPicker(QWidget *parent)
    : QWidget(parent)
    , m_environment(QProcessEnvironment::systemEnvironment())
    , m_contextLabel(new QLabel(tr("Context:"), this))
    , m_contexts(new QComboBox(this))
    , m_namespaceLabel(new QLabel(tr("Namespace:"), this))
    , m_lists(new ClusterLists(KubectlTool(), this))
    , m_namespaces(new ClusterListBox(ClusterList::Kind::Namespaces, this))
    , m_reload(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 6, 0);
    m_contexts->setObjectName(QStringLiteral("kubeContextBox"));
    m_contexts->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_contexts->setMinimumContentsLength(12);
    m_namespaces->setObjectName(QStringLiteral("kubeNamespaceBox"));
    m_namespaces->setSource(m_lists); // the cluster's namespaces when the popup opens
    m_namespaces->setMinimumContentsLength(12);
    m_namespaces->lineEdit()->setClearButtonEnabled(false);
    m_namespaces->lineEdit()->removeAction(
        m_namespaces->refreshAction()); // the Reload button beside it refreshes
    m_contextLabel->setBuddy(m_contexts);
    m_namespaceLabel->setBuddy(m_namespaces);
    // named also when compact, without their labels
    m_contexts->setAccessibleName(tr("Kube context"));
    m_namespaces->setAccessibleName(tr("Namespace"));
    m_reload->setObjectName(QStringLiteral("reloadKubeconfigButton"));
    m_reload->setIcon(QIcon::fromTheme(QStringLiteral("view-refresh")));
    m_reload->setAutoRaise(true);
    m_reload->setToolTip(tr("Read the kubeconfig again"));
    m_reload->setAccessibleName(tr("Reload kubeconfig")); // an icon only
    layout->addWidget(m_contextLabel);
    layout->addWidget(m_contexts);
    layout->addSpacing(4);
    layout->addWidget(m_namespaceLabel);
    layout->addWidget(m_namespaces);
    layout->addWidget(m_reload);

    connect(m_contexts, QOverload<int>::of(&QComboBox::currentIndexChanged), this,
        &ClusterPicker::onContextChosen);
    connect(m_namespaces, &QComboBox::currentTextChanged, this, &ClusterPicker::onNamespaceEdited);
    connect(m_reload, &QToolButton::clicked, this, &ClusterPicker::reload);
    reload();
}

void ClusterPicker::setCompact(bool compact)
{
    m_contextLabel->setVisible(!compact);
    m_namespaceLabel->setVisible(!compact);
    m_contexts->setSizeAdjustPolicy(
        compact ? QComboBox::AdjustToMinimumContentsLengthWithIcon : QComboBox::AdjustToContents);
}

void ClusterPicker::setEnvironment(const QProcessEnvironment &environment)
{
    m_environment = environment;
    m_lists->setEnvironment(environment);
    reload();
}

void ClusterPicker::reload()
{
    const QString keep = context();
    m_config = KubeConfig::load(m_environment);
    QStringList problems;
    for (const Finding &f : m_config.findings())
        problems.append(f.toString());
    if (m_config.contexts().isEmpty()) {
        const QString where = m_environment.contains(QStringLiteral("KUBECONFIG"))
            ? tr("KUBECONFIG (%1)").arg(m_environment.value(QStringLiteral("KUBECONFIG")))
            : QDir::toNativeSeparators(QStringLiteral("~/.kube/config"));
        problems.prepend(
            tr("No kube context found in %1. HelmDeck reads the kubeconfig like kubectl: set KUBECONFIG "
               "to your kubeconfig file(s) before starting HelmDeck, or put one at ~/.kube/config (for "
               "k3s, a copy of /etc/rancher/k3s/k3s.yaml), then press Reload.")
                .arg(where));
        m_problem = problems.join(QLatin1Char('\n'));
    } else {
        m_problem.clear();
    }
    fillContexts(keep);
    // Reload reads the cluster's lists again too, when a picker next opens
    for (const KubeContext &c : m_config.contexts())
        m_lists->forget(c.name);
    const QString tip = m_problem.isEmpty() ? problems.join(QLatin1Char('\n')) : m_problem;
    m_contexts->setToolTip(tip.isEmpty() ? tr("The kube context every helm and kubectl call names") : tip);
    Q_EMIT targetChanged();
}

void ClusterPicker::setProject(
    const QString &projectKey, const QString &projectContext, const QString &appNamespace)
{
    m_projectKey = projectKey;
    m_projectContext = projectContext;
    m_appNamespace = appNamespace;
    QString wantedContext;
    QString wantedNamespace;
    if (!settingsGroup().isEmpty()) {
        const std::unique_ptr<QSettings> settings = UserSettings::open();
        settings->beginGroup(settingsGroup());
        wantedContext = settings->value(QStringLiteral("context")).toString();
        wantedNamespace = settings->value(QStringLiteral("namespace")).toString();
    }
    m_namespaceChosen = !wantedNamespace.isEmpty();
    fillContexts(wantedContext);
    if (m_namespaceChosen)
        fillNamespaces(wantedNamespace);
    Q_EMIT targetChanged();
}

void ClusterPicker::fillContexts(const QString &wanted)
{
    m_filling = true;
    m_contexts->clear();
    const QList<KubeContext> contexts = m_config.contexts();
    if (contexts.isEmpty()) {
        m_contexts->addItem(tr("No kubeconfig found"));
        m_contexts->setEnabled(false);
        m_namespaces->setEnabled(false);
    } else {
        for (const KubeContext &c : contexts) {
            m_contexts->addItem(c.name, c.name);
            const int row = m_contexts->count() - 1;
            QString tip = tr("cluster %1, user %2").arg(c.cluster, c.user);
            if (!c.server.isEmpty())
                tip += QStringLiteral("\n") + c.server;
            m_contexts->setItemData(row, tip, Qt::ToolTipRole);
        }
        int index = m_contexts->findData(wanted);
        if (index < 0 && !m_projectContext.isEmpty())
            index = m_contexts->findData(m_projectContext);
        if (index < 0)
            index = m_contexts->findData(m_config.currentContext());
        m_contexts->setCurrentIndex(qMax(0, index));
        m_contexts->setEnabled(true);
        m_namespaces->setEnabled(true);
    }
    // Compact (setCompact()), the box still shows a short name ("No kubeconfig found", "k3d-dev")
    // whole; only a longer one is cut, and its tool tip names it.
    int longest = 0;
    for (int i = 0; i < m_contexts->count(); ++i)
        longest = std::max(longest, int(m_contexts->itemText(i).size()));
    // (two characters more: average widths understate names with wide letters)
    m_contexts->setMinimumContentsLength(std::clamp(longest + 2, 12, CompactContextChars));
    m_filling = false;
    fillNamespaces(m_namespaceChosen ? kubeNamespace() : defaultNamespace());
}

void ClusterPicker::fillNamespaces(const QString &wanted)
{
    m_filling = true;
    QStringList names;
    for (const QString &n : { m_appNamespace, DefaultNamespace }) {
        if (!n.isEmpty() && !names.contains(n))
            names.append(n);
    }
    for (const KubeContext &c : m_config.contexts()) {
        if (!c.kubeNamespace.isEmpty() && !names.contains(c.kubeNamespace))
            names.append(c.kubeNamespace);
    }
    m_namespaces->setTarget(target());
    m_namespaces->setExtraNames(names);
    m_namespaces->setEditText(wanted.isEmpty() ? defaultNamespace() : wanted);
    m_filling = false;
}

QString ClusterPicker::defaultNamespace() const
{
    // The app's namespace, as `helmdeck deploy` without --namespace uses: the project says where the
    // app lives, whatever namespace the context happens to default to (the list still offers it).
    return m_appNamespace.isEmpty() ? DefaultNamespace : m_appNamespace;
}

bool ClusterPicker::hasTarget() const
{
    return !context().isEmpty() && !kubeNamespace().isEmpty();
}

ClusterTarget ClusterPicker::target() const
{
    ClusterTarget t;
    t.context = context();
    t.kubeNamespace = kubeNamespace();
    t.kubeconfigEnv = m_config.kubeconfigEnv();
    return t;
}

QString ClusterPicker::context() const
{
    return m_contexts->currentData().toString();
}

QString ClusterPicker::kubeNamespace() const
{
    return m_namespaces->currentText().trimmed();
}

void ClusterPicker::setContext(const QString &name)
{
    const int index = m_contexts->findData(name);
    if (index >= 0)
        m_contexts->setCurrentIndex(index);
}

void ClusterPicker::setNamespace(const QString &kubeNamespace)
{
    m_namespaces->setEditText(kubeNamespace);
}

void ClusterPicker::onContextChosen()
{
    if (m_filling)
        return;
    if (!m_namespaceChosen)
        fillNamespaces(defaultNamespace());
    else
        m_namespaces->setTarget(target());
    remember();
    Q_EMIT targetChanged();
}

void ClusterPicker::onNamespaceEdited()
{
    if (m_filling)
        return;
    m_namespaceChosen = kubeNamespace() != defaultNamespace();
    remember();
    Q_EMIT targetChanged();
}

QString ClusterPicker::settingsGroup() const
{
    if (m_projectKey.isEmpty())
        return QString();
    // A path is not a valid settings key on every backend; its hash is.
    const QByteArray hash
        = QCryptographicHash::hash(m_projectKey.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return QStringLiteral("ClusterPicker/") + QString::fromLatin1(hash);
}

void ClusterPicker::remember() const
{
    if (settingsGroup().isEmpty() || !hasTarget())
        return;
    const std::unique_ptr<QSettings> settings = UserSettings::open();
    settings->beginGroup(settingsGroup());
    settings->setValue(QStringLiteral("context"), context());
    settings->setValue(QStringLiteral("namespace"), m_namespaceChosen ? kubeNamespace() : QString());
}

} // namespace HelmDeck
