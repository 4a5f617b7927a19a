// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingform.h"
#include "scalingtables.h"

#include "forms/findinglabel.h"
#include "forms/formbuilder.h"
#include "forms/hintlabel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <functional>

namespace HelmDeck {

using namespace ScalingTables;

namespace {

const char *const CronFields[4] = { "resources.requests.cpu", "resources.requests.memory",
    "resources.limits.cpu", "resources.limits.memory" };

QSpinBox *spin(QWidget *owner, int min, int max, const QString &suffix, const QString &special = QString())
{
    auto *s = new QSpinBox(owner);
    s->setRange(min, max);
    s->setSuffix(suffix);
    if (!special.isEmpty())
        s->setSpecialValueText(special); // shown at the minimum: "unset"
    return s;
}

} // namespace

ScalingForm::ScalingForm(QWidget *parent)
    : QWidget(parent)
    , m_workload(new QComboBox(this))
{
    auto *outer = new QVBoxLayout(this);
    auto *pickRow = new QHBoxLayout;
    auto *pickLabel = new QLabel(tr("&Workload:"), this);
    pickLabel->setBuddy(m_workload);
    m_workload->setObjectName(QStringLiteral("scalingWorkload"));

    pickRow->addWidget(pickLabel);
    pickRow->addWidget(m_workload, 1);
    outer->addLayout(pickRow);
    m_processPanel = new QWidget(this);
    m_cronPanel = new QWidget(this);
    buildProcess(m_processPanel);
    buildCron(m_cronPanel);
    // a long cron command or mode name must not widen the page past the dock
    for (QComboBox *c : { m_workload, m_mode, m_budgetKind }) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(12);
    }
    outer->addWidget(m_processPanel);
    outer->addWidget(m_cronPanel);

    auto *authGrid = new QGridLayout;
    outer->addLayout(authGrid);
    FormBuilder b(authGrid, this);
    b.addSpacing(8);
    b.addSection(tr("KEDA trigger authentications"))->setWordWrap(true);
    m_auths = table(this, { tr("Name"), tr("Parameter"), tr("Env var") });
    m_auths->setObjectName(QStringLiteral("scalingAuthentications"));
    m_auths->setAccessibleName(tr("Trigger authentications"));
    m_authFindings = b.addRow(tr("&Authentications:"), m_auths,
        tr("One row per parameter; rows with the same name form one TriggerAuthentication <app>-<name>. "
           "The value is read from that env var in the config Secret: mark it Secret on the Env page so "
           "it stays in the keychain."));
    b.addField(rowButtons(this, m_auths, [this] { userEdit(); }));
    outer->addStretch(1);

    connect(m_workload, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        if (m_loading)
            return;
        storeWorkload();
        showWorkload();
    });
    connect(m_auths, &QTableWidget::itemChanged, this, &ScalingForm::userEdit);
    updateVisibility();
}

void ScalingForm::buildProcess(QWidget *panel)
{
    auto *grid = new QGridLayout(panel);
    grid->setContentsMargins(0, 0, 0, 0);
    FormBuilder b(grid, panel);
    b.addSection(tr("Autoscaling"));
    m_mode = new QComboBox(panel);
    m_mode->addItems(
        { tr("Fixed replicas"), tr("HorizontalPodAutoscaler (CPU/memory)"), tr("KEDA (event triggers)") });
    m_findings.insert(QStringLiteral("autoscaling.type"),
        b.addRow(tr("&Scale with:"), m_mode,
            tr("An autoscaler replaces the replica count: the Deployment then has no replicas, so a deploy "
               "does not reset what the autoscaler chose. KEDA needs KEDA installed in the cluster.")));
    m_min = spin(panel, 0, 10000, QString());
    m_max = spin(panel, 1, 10000, QString());
    m_findings.insert(QStringLiteral("autoscaling.minReplicas"),
        b.addRow(tr("M&in replicas:"), m_min, tr("0 scales to zero (KEDA only).")));
    m_findings.insert(QStringLiteral("autoscaling.maxReplicas"), b.addRow(tr("Ma&x replicas:"), m_max));
    m_cpu = spin(panel, 0, 1000, tr(" %"), tr("none"));
    m_memory = spin(panel, 0, 1000, tr(" %"), tr("none"));
    m_findings.insert(QStringLiteral("autoscaling.cpu"),
        b.addRow(tr("&CPU target:"), m_cpu, tr("Average utilization, in percent of the CPU request.")));
    m_findings.insert(QStringLiteral("autoscaling.memory"),
        b.addRow(tr("&Memory target:"), m_memory, tr("In percent of the memory request.")));
    m_polling = spin(panel, 1, 86400, tr(" s"));
    m_cooldown = spin(panel, 0, 86400, tr(" s"));
    m_findings.insert(
        QStringLiteral("autoscaling.pollingInterval"), b.addRow(tr("&Polling interval:"), m_polling));
    m_findings.insert(QStringLiteral("autoscaling.cooldownPeriod"),
        b.addRow(tr("C&ooldown:"), m_cooldown,
            tr("How long after the last trigger activity before scaling to zero.")));
    m_triggers = table(panel, { tr("Type"), tr("Metadata"), tr("Authentication") });
    m_triggers->setObjectName(QStringLiteral("scalingTriggers"));
    m_triggers->setAccessibleName(tr("Autoscaling triggers"));
    m_findings.insert(QStringLiteral("autoscaling.triggers"),
        b.addRow(tr("&Triggers:"), m_triggers,
            tr("A KEDA scaler per row (redis, prometheus, cron, …), its metadata as key=value, key=value, "
               "and "
               "optionally the name of a trigger authentication below.")));
    QWidget *triggerButtons = rowButtons(panel, m_triggers, [this] { userEdit(); });
    b.addField(triggerButtons);
    m_hpaOnly = { m_cpu, m_memory };
    m_kedaOnly = { m_polling, m_cooldown, m_triggers, triggerButtons };
    m_scaledOnly = { m_min, m_max };

    b.addSpacing(8);
    b.addSection(tr("Disruption budget"));
    m_budgetKind = new QComboBox(panel);
    m_budgetKind->addItems({ tr("None"), tr("Minimum available"), tr("Maximum unavailable") });
    b.addRow(tr("&Budget:"), m_budgetKind,
        tr("A PodDisruptionBudget for this process's pods: how many a node drain may take down at once."));
    m_budgetValue = new QLineEdit(panel);
    m_budgetValue->setPlaceholderText(tr("e.g. 1 or 50%"));
    FindingLabel *budget = b.addRow(tr("Pods:"), m_budgetValue);
    m_findings.insert(QStringLiteral("disruptionBudget"), budget);

    b.addSpacing(8);
    b.addSection(tr("Graceful shutdown"));
    m_grace = spin(panel, -1, 86400, tr(" s"), tr("default (30 s)"));
    m_findings.insert(QStringLiteral("terminationGracePeriod"),
        b.addRow(tr("&Grace period:"), m_grace, tr("How long a stopping pod may take before it is killed.")));
    m_preStop = spin(panel, 0, 3600, tr(" s"), tr("none"));
    m_findings.insert(QStringLiteral("preStopSleep"),
        b.addRow(tr("Pr&e-stop sleep:"), m_preStop,
            tr("Wait before SIGTERM so load balancers stop sending traffic first. Kubernetes 1.30+ sleeps "
               "itself; older clusters run `sleep` in the container (the image needs one).")));

    for (QSpinBox *s : { m_min, m_max, m_cpu, m_memory, m_polling, m_cooldown, m_grace, m_preStop })
        connect(s, QOverload<int>::of(&QSpinBox::valueChanged), this, &ScalingForm::userEdit);
    connect(m_mode, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        updateVisibility();
        userEdit();
    });
    connect(m_budgetKind, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        updateVisibility();
        userEdit();
    });
    connect(m_budgetValue, &QLineEdit::textEdited, this, &ScalingForm::userEdit);
    connect(m_triggers, &QTableWidget::itemChanged, this, &ScalingForm::userEdit);
}

void ScalingForm::buildCron(QWidget *panel)
{
    auto *grid = new QGridLayout(panel);
    grid->setContentsMargins(0, 0, 0, 0);
    FormBuilder b(grid, panel);
    b.addSection(tr("Cron task resources"));
    const QString labels[4]
        = { tr("CPU &request:"), tr("M&emory request:"), tr("CPU &limit:"), tr("Memory l&imit:") };
    const QString hints[4]
        = { tr("e.g. 100m; empty: none"), tr("e.g. 128Mi"), tr("e.g. 1"), tr("e.g. 512Mi") };
    for (int i = 0; i < 4; ++i) {
        FindingLabel *f = nullptr;
        m_cronResources[i] = b.addLineEdit(labels[i], hints[i], QString(), &f);
        m_findings.insert(QLatin1String(CronFields[i]), f);
        connect(m_cronResources[i], &QLineEdit::textEdited, this, &ScalingForm::userEdit);
    }
}

QString ScalingForm::currentKey() const
{
    return m_workload->currentData().toString();
}

void ScalingForm::setApp(const App &app)
{
    m_scaling.clear();
    m_cron.clear();
    m_shown.clear();
    m_appPrefix = app.fieldPrefix();
    m_loading = true;
    m_auths->setRowCount(0);
    for (const TriggerAuthentication &t : app.triggerAuthentications) {
        const auto refs
            = t.secretRefs.isEmpty() ? QList<TriggerAuthentication::SecretRef> { {} } : t.secretRefs;
        for (const auto &r : refs) {
            m_auths->insertRow(m_auths->rowCount());
            setRow(m_auths, m_auths->rowCount() - 1, { t.name, r.parameter, r.env });
        }
    }
    m_loading = false;
    updateWorkloads(app);
}

void ScalingForm::updateWorkloads(const App &app)
{
    storeWorkload();
    const QString previous = currentKey();
    m_loading = true;
    m_workload->clear();
    m_processNames.clear();
    for (const ProcessType &p : app.processes) {
        if (!m_scaling.contains(p.name))
            m_scaling.insert(p.name, p.scaling);
        m_processNames << p.name;
        m_workload->addItem(tr("Process %1").arg(p.name), QString(QStringLiteral("p:") + p.name));
    }
    while (m_cron.size() < app.cron.size())
        m_cron.append(app.cron.at(m_cron.size()).resources);
    while (m_cron.size() > app.cron.size())
        m_cron.removeLast();
    for (int i = 0; i < app.cron.size(); ++i)
        m_workload->addItem(tr("Cron %1  %2").arg(app.cron.at(i).schedule, app.cron.at(i).command),
            QStringLiteral("c:%1").arg(i));
    const int keep = m_workload->findData(previous);
    m_workload->setCurrentIndex(keep >= 0 ? keep : 0);
    m_loading = false;
    m_shown.clear();
    showWorkload();
}

void ScalingForm::renameProcess(const QString &from, const QString &to)
{
    storeWorkload();
    if (m_scaling.contains(from))
        m_scaling.insert(to, m_scaling.take(from));
    const QString oldKey = QStringLiteral("p:") + from;
    const int item = m_workload->findData(oldKey);
    if (item >= 0) {
        m_workload->setItemData(item, QString(QStringLiteral("p:") + to));
        m_workload->setItemText(item, tr("Process %1").arg(to));
    }
    if (m_shown == oldKey)
        m_shown = QStringLiteral("p:") + to;
    const int name = m_processNames.indexOf(from);
    if (name >= 0)
        m_processNames[name] = to;
}

void ScalingForm::storeWorkload()
{
    if (m_shown.startsWith(QLatin1String("p:"))) {
        ProcessScaling &s = m_scaling[m_shown.mid(2)];
        Autoscaling &a = s.autoscaling;
        a.mode = Autoscaling::Mode(m_mode->currentIndex());
        a.minReplicas = m_min->value();
        a.maxReplicas = m_max->value();
        a.cpuPercent = m_cpu->value();
        a.memoryPercent = m_memory->value();
        a.pollingIntervalSeconds = m_polling->value();
        a.cooldownPeriodSeconds = m_cooldown->value();
        a.triggers.clear();
        for (int r = 0; r < m_triggers->rowCount(); ++r) {
            KedaTrigger t { cell(m_triggers, r, 0), KedaTrigger::parseMetadata(cell(m_triggers, r, 1)),
                cell(m_triggers, r, 2) };
            if (!t.type.isEmpty() || !t.metadata.isEmpty() || !t.authentication.isEmpty())
                a.triggers.append(t);
        }
        const QString value = m_budgetValue->text().trimmed();
        s.disruptionBudget.minAvailable = m_budgetKind->currentIndex() == 1 ? value : QString();
        s.disruptionBudget.maxUnavailable = m_budgetKind->currentIndex() == 2 ? value : QString();
        s.terminationGracePeriodSeconds = m_grace->value();
        s.preStopSleepSeconds = m_preStop->value();
    } else if (m_shown.startsWith(QLatin1String("c:"))) {
        const int i = m_shown.mid(2).toInt();
        if (i >= 0 && i < m_cron.size()) {
            ContainerResources &r = m_cron[i];
            QString *fields[4] = { &r.cpuRequest, &r.memoryRequest, &r.cpuLimit, &r.memoryLimit };
            for (int f = 0; f < 4; ++f)
                *fields[f] = m_cronResources[f]->text().trimmed();
        }
    }
}

void ScalingForm::showWorkload()
{
    m_loading = true;
    m_shown = currentKey();
    if (m_shown.startsWith(QLatin1String("p:"))) {
        const ProcessScaling s = m_scaling.value(m_shown.mid(2));
        const Autoscaling &a = s.autoscaling;
        m_mode->setCurrentIndex(int(a.mode));
        m_min->setValue(a.minReplicas);
        m_max->setValue(a.maxReplicas);
        m_cpu->setValue(a.cpuPercent);
        m_memory->setValue(a.memoryPercent);
        m_polling->setValue(a.pollingIntervalSeconds);
        m_cooldown->setValue(a.cooldownPeriodSeconds);
        m_triggers->setRowCount(int(a.triggers.size()));
        for (int r = 0; r < a.triggers.size(); ++r)
            setRow(m_triggers, r,
                { a.triggers.at(r).type, a.triggers.at(r).metadataText(), a.triggers.at(r).authentication });
        const bool min = !s.disruptionBudget.minAvailable.isEmpty();
        m_budgetKind->setCurrentIndex(min ? 1 : s.disruptionBudget.maxUnavailable.isEmpty() ? 0 : 2);
        m_budgetValue->setText(min ? s.disruptionBudget.minAvailable : s.disruptionBudget.maxUnavailable);
        m_grace->setValue(s.terminationGracePeriodSeconds);
        m_preStop->setValue(s.preStopSleepSeconds);
    } else if (m_shown.startsWith(QLatin1String("c:"))) {
        const ContainerResources r = m_cron.value(m_shown.mid(2).toInt());
        const QString values[4] = { r.cpuRequest, r.memoryRequest, r.cpuLimit, r.memoryLimit };
        for (int f = 0; f < 4; ++f)
            m_cronResources[f]->setText(values[f]);
    }
    m_loading = false;
    updateVisibility();
    showFindings(m_allFindings, m_appPrefix);
}

void ScalingForm::updateVisibility()
{
    m_processPanel->setVisible(m_shown.startsWith(QLatin1String("p:")));
    m_cronPanel->setVisible(m_shown.startsWith(QLatin1String("c:")));
    const auto mode = Autoscaling::Mode(m_mode->currentIndex());
    // disabled rather than hidden, so the page does not jump while the user picks a mode
    for (QWidget *w : m_scaledOnly + m_hpaOnly + m_kedaOnly)
        w->setEnabled((mode != Autoscaling::Mode::Off && m_scaledOnly.contains(w))
            || (mode == Autoscaling::Mode::Hpa && m_hpaOnly.contains(w))
            || (mode == Autoscaling::Mode::Keda && m_kedaOnly.contains(w)));
    m_budgetValue->setEnabled(m_budgetKind->currentIndex() != 0);
}

void ScalingForm::userEdit()
{
    if (m_loading)
        return;
    storeWorkload();
    Q_EMIT edited();
}

void ScalingForm::applyTo(App *app) const
{
    const_cast<ScalingForm *>(this)->storeWorkload(); // the shown workload's editors hold the newest values
    for (ProcessType &p : app->processes) {
        if (m_scaling.contains(p.name))
            p.scaling = m_scaling.value(p.name);
    }
    for (int i = 0; i < app->cron.size() && i < m_cron.size(); ++i)
        app->cron[i].resources = m_cron.at(i);
    QList<TriggerAuthentication> auths;
    for (int r = 0; r < m_auths->rowCount(); ++r) {
        const QString name = cell(m_auths, r, 0);
        if (name.isEmpty() && cell(m_auths, r, 1).isEmpty() && cell(m_auths, r, 2).isEmpty())
            continue;
        int at = -1;
        for (int i = 0; i < auths.size(); ++i) {
            if (auths.at(i).name == name)
                at = i;
        }
        if (at < 0) {
            auths.append(TriggerAuthentication { name, {} });
            at = int(auths.size()) - 1;
        }
        if (!cell(m_auths, r, 1).isEmpty() || !cell(m_auths, r, 2).isEmpty())
            auths[at].secretRefs.append(
                TriggerAuthentication::SecretRef { cell(m_auths, r, 1), cell(m_auths, r, 2) });
    }
    app->triggerAuthentications = auths;
}

void ScalingForm::showFindings(const Findings &all, const QString &appPrefix)
{
    m_allFindings = all;
    m_appPrefix = appPrefix;
    QString base;
    if (m_shown.startsWith(QLatin1String("p:")))
        base = appPrefix + QStringLiteral(".processes[") + m_shown.mid(2) + QStringLiteral("].");
    else if (m_shown.startsWith(QLatin1String("c:")))
        base = appPrefix + QStringLiteral(".cron[") + m_shown.mid(2) + QStringLiteral("].");
    for (auto it = m_findings.cbegin(); it != m_findings.cend(); ++it) {
        if (base.isEmpty())
            it.value()->clearFindings();
        else
            it.value()->showFindings(all, base + it.key());
    }
    m_authFindings->setPathPrefix(appPrefix + QStringLiteral(".triggerAuthentications"));
    m_authFindings->showFindings(all, appPrefix + QStringLiteral(".triggerAuthentications"));
}

bool ScalingForm::handles(const QString &relativePath)
{
    static const QRegularExpression re(
        QStringLiteral("^(processes\\[[^\\]]*\\]\\.(autoscaling|disruptionBudget|terminationGracePeriod|"
                       "preStopSleep)|cron\\[\\d+\\]\\."
                       "resources|triggerAuthentications)"));
    return re.match(relativePath).hasMatch();
}

bool ScalingForm::focusField(const QString &relativePath)
{
    if (!handles(relativePath))
        return false;
    if (relativePath.startsWith(QLatin1String("triggerAuthentications"))) {
        const QString name = relativePath.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0);
        for (int r = 0; r < m_auths->rowCount(); ++r) {
            if (cell(m_auths, r, 0) == name)
                m_auths->setCurrentCell(r, relativePath.endsWith(QLatin1String(".env")) ? 2 : 0);
        }
        m_auths->setFocus(Qt::OtherFocusReason);
        return true;
    }
    const bool cron = relativePath.startsWith(QLatin1String("cron["));
    const QString key = relativePath.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0);
    const QString field = relativePath.section(QStringLiteral("]."), 1);
    const int index
        = m_workload->findData(QString((cron ? QStringLiteral("c:") : QStringLiteral("p:")) + key));
    if (index < 0)
        return false;
    m_workload->setCurrentIndex(index);
    QWidget *target = nullptr;
    if (cron) {
        for (int f = 0; f < 4; ++f) {
            if (field == QLatin1String(CronFields[f]))
                target = m_cronResources[f];
        }
        if (!target)
            target = m_cronResources[0];
    } else {
        const QHash<QString, QWidget *> widgets = { { QStringLiteral("autoscaling.type"), m_mode },
            { QStringLiteral("autoscaling.minReplicas"), m_min },
            { QStringLiteral("autoscaling.maxReplicas"), m_max },
            { QStringLiteral("autoscaling.cpu"), m_cpu }, { QStringLiteral("autoscaling.memory"), m_memory },
            { QStringLiteral("autoscaling.pollingInterval"), m_polling },
            { QStringLiteral("autoscaling.cooldownPeriod"), m_cooldown },
            { QStringLiteral("disruptionBudget.minAvailable"), m_budgetValue },
            { QStringLiteral("disruptionBudget.maxUnavailable"), m_budgetValue },
            { QStringLiteral("terminationGracePeriod"), m_grace },
            { QStringLiteral("preStopSleep"), m_preStop } };
        target = widgets.value(field);
        if (!target && field.startsWith(QLatin1String("autoscaling.triggers")))
            target = m_triggers;
        if (!target && field.startsWith(QLatin1String("disruptionBudget")))
            target = m_budgetKind;
        if (!target || !target->isEnabled())
            target = m_mode; // a field of another scaling type: the choice that enables it
        if (target == m_triggers) {
            const int row = field.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0).toInt();
            const int column = field.endsWith(QLatin1String(".authentication")) ? 2
                : field.contains(QLatin1String(".metadata"))                    ? 1
                                                                                : 0;
            if (row < m_triggers->rowCount())
                m_triggers->setCurrentCell(row, column);
        }
    }
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

} // namespace HelmDeck
