// SPDX-License-Identifier: GPL-3.0-or-later
#include "monitoringform.h"

#include "forms/findinglabel.h"
#include "forms/formbuilder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace HelmDeck {

MonitoringForm::MonitoringForm(QWidget *parent)
    : QWidget(parent)
    , m_process(new QComboBox(this))
{
    auto *outer = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    outer->addLayout(grid);
    outer->addStretch(1);
    FormBuilder form(grid, this);
    m_port = new QComboBox(this);
    // long items ("https:10443:6000 (container port 6000)") must not widen the page
    for (QComboBox *combo : { m_process, m_port }) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }

    form.addSection(tr("Prometheus ServiceMonitor"));
    form.addRow(tr("&Process:"), m_process,
        tr("One ServiceMonitor (monitoring.coreos.com/v1) per process type, selecting that process's "
           "Service. The cluster needs the Prometheus Operator."));
    m_enabled = new QCheckBox(tr("&Scrape metrics"), this);
    m_findingLabels.insert(QStringLiteral("enabled"), form.addRow(QString(), m_enabled));
    m_findingLabels.insert(QStringLiteral("port"),
        form.addRow(
            tr("P&ort:"), m_port, tr("A port map of the process; the monitor names its Service port.")));
    FindingLabel *finding = nullptr;
    m_path = form.addLineEdit(tr("P&ath:"), QStringLiteral("/metrics"), QString(), &finding);
    m_findingLabels.insert(QStringLiteral("path"), finding);
    m_interval = form.addLineEdit(
        tr("&Interval:"), QStringLiteral("30s"), tr("A Prometheus duration: 30s, 1m, 1m30s."), &finding);
    m_findingLabels.insert(QStringLiteral("interval"), finding);
    m_timeout = form.addLineEdit(
        tr("Scrape &timeout:"), tr("Prometheus' default"), tr("At most the interval."), &finding);
    m_findingLabels.insert(QStringLiteral("scrapeTimeout"), finding);
    m_labels = form.addLineEdit(tr("&Labels:"), QStringLiteral("release=kube-prometheus-stack"),
        tr("key=value, separated by commas. Prometheus picks monitors by label: kube-prometheus-stack "
           "by release=<its release name>."),
        &finding);
    m_findingLabels.insert(QStringLiteral("labels"), finding);
    m_release = form.addLineEdit(tr("R&elease:"), QStringLiteral("kube-prometheus-stack"),
        tr("The Helm release of your Prometheus; the button adds the label it selects monitors by."));
    m_addRelease = new QPushButton(tr("A&dd release label"), this);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_addRelease);
    buttonRow->addStretch(1);
    form.addField(buttonRow);

    connect(m_process, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        if (!m_loading)
            showProcess();
    });
    connect(m_enabled, &QCheckBox::toggled, this, &MonitoringForm::userEdit);
    connect(m_port, QOverload<int>::of(&QComboBox::activated), this, &MonitoringForm::userEdit);
    for (QLineEdit *edit : { m_path, m_interval, m_timeout, m_labels })
        connect(edit, &QLineEdit::textEdited, this, &MonitoringForm::userEdit);
    connect(m_addRelease, &QPushButton::clicked, this, &MonitoringForm::addReleaseLabel);
    connect(m_release, &QLineEdit::returnPressed, this, &MonitoringForm::addReleaseLabel);
    updateEnabledState();
}

bool MonitoringForm::parseLabels(const QString &text, QList<QPair<QString, QString>> *out, QString *error)
{
    out->clear();
    const QStringList items = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &raw : items) {
        const QString item = raw.trimmed();
        if (item.isEmpty())
            continue;
        const int eq = int(item.indexOf(QLatin1Char('=')));
        if (eq <= 0) {
            if (error)
                *error = tr("\"%1\" is not key=value").arg(item);
            return false;
        }
        out->append({ item.left(eq).trimmed(), item.mid(eq + 1).trimmed() });
    }
    return true;
}

QString MonitoringForm::labelsText(const QList<QPair<QString, QString>> &labels)
{
    QStringList items;
    for (const auto &kv : labels)
        items.append(kv.first + QLatin1Char('=') + kv.second);
    return items.join(QStringLiteral(", "));
}

void MonitoringForm::setApp(const App &app)
{
    m_loading = true;
    const QString chosen = m_process->currentText();
    m_processes = app.processes;
    m_appPrefix = app.fieldPrefix();
    m_process->clear();
    for (const ProcessType &p : std::as_const(m_processes))
        m_process->addItem(p.name);
    const int keep = m_process->findText(chosen);
    m_process->setCurrentIndex(keep >= 0 ? keep : (m_processes.isEmpty() ? -1 : 0));
    m_loading = false;
    showProcess();
}

void MonitoringForm::applyTo(App *app) const
{
    for (const ProcessType &edited : m_processes) {
        const int i = app->processIndex(edited.name);
        if (i >= 0)
            app->processes[i].monitoring = edited.monitoring;
    }
}

void MonitoringForm::showProcess()
{
    m_loading = true;
    const int i = m_process->currentIndex();
    const ProcessType p = i >= 0 && i < m_processes.size() ? m_processes.at(i) : ProcessType();
    const Monitoring &m = p.monitoring;
    m_enabled->setChecked(m.enabled);
    m_port->clear();
    const int primary = primaryPortMapIndex(p.portMaps);
    m_port->addItem(primary < 0 ? tr("Primary port map")
                                : tr("Primary port map (%1)").arg(p.portMaps.at(primary).toString()),
        0);
    for (const PortMap &map : p.portMaps) {
        if (m_port->findData(map.containerPort) < 0)
            m_port->addItem(
                tr("%1 (container port %2)").arg(map.toString()).arg(map.containerPort), map.containerPort);
    }
    if (m_port->findData(m.port) < 0) // a port no map has (a finding says so): keep it visible
        m_port->addItem(tr("container port %1 (no port map)").arg(m.port), m.port);
    m_port->setCurrentIndex(m_port->findData(m.port));
    m_path->setText(m.path);
    m_interval->setText(m.interval);
    m_timeout->setText(m.scrapeTimeout);
    m_labels->setText(labelsText(m.labels));
    m_loading = false;
    updateEnabledState();
    refreshFindings();
}

void MonitoringForm::storeProcess()
{
    const int i = m_process->currentIndex();
    if (i < 0 || i >= m_processes.size())
        return;
    Monitoring &m = m_processes[i].monitoring;
    m.enabled = m_enabled->isChecked();
    m.port = m_port->currentData().toInt();
    m.path = m_path->text().trimmed();
    m.interval = m_interval->text().trimmed();
    m.scrapeTimeout = m_timeout->text().trimmed();
    QList<QPair<QString, QString>> labels;
    QString error;
    if (parseLabels(m_labels->text(), &labels, &error)) {
        m.labels = labels;
        m_findingLabels.value(QStringLiteral("labels"))
            ->showFindings(m_findings,
                m_appPrefix + QStringLiteral(".processes[") + m_processes.at(i).name
                    + QStringLiteral("].monitoring.labels"));
    } else { // kept as it was until the text reads; said here, where it is typed
        m_findingLabels.value(QStringLiteral("labels"))->setFindings({ Finding::error(error) });
    }
}

void MonitoringForm::userEdit()
{
    if (m_loading)
        return;
    storeProcess();
    updateEnabledState();
    Q_EMIT edited();
}

void MonitoringForm::addReleaseLabel()
{
    const QString name = m_release->text().trimmed();
    if (name.isEmpty()) {
        m_release->setFocus(Qt::OtherFocusReason);
        return;
    }
    QList<QPair<QString, QString>> labels;
    parseLabels(m_labels->text(), &labels, nullptr);
    bool replaced = false;
    for (auto &kv : labels) {
        if (kv.first == QLatin1String("release")) {
            kv.second = name;
            replaced = true;
        }
    }
    if (!replaced)
        labels.append({ QStringLiteral("release"), name });
    m_labels->setText(labelsText(labels));
    if (!m_enabled->isChecked())
        m_enabled->setChecked(true); // toggled → userEdit
    else
        userEdit();
}

void MonitoringForm::updateEnabledState()
{
    const bool on = m_enabled->isChecked() && m_process->currentIndex() >= 0;
    m_enabled->setEnabled(m_process->currentIndex() >= 0);
    for (QWidget *w : std::initializer_list<QWidget *> { m_port, m_path, m_interval, m_timeout, m_labels })
        w->setEnabled(on);
}

void MonitoringForm::showFindings(const Findings &all, const QString &appPrefix)
{
    m_findings = all;
    m_appPrefix = appPrefix;
    refreshFindings();
}

void MonitoringForm::refreshFindings()
{
    const int i = m_process->currentIndex();
    const QString base = i >= 0 && i < m_processes.size() ? m_appPrefix + QStringLiteral(".processes[")
            + m_processes.at(i).name + QStringLiteral("].monitoring.")
                                                          : QString();
    for (auto it = m_findingLabels.cbegin(); it != m_findingLabels.cend(); ++it) {
        if (base.isEmpty())
            it.value()->clearFindings();
        else
            it.value()->showFindings(m_findings, base + it.key());
    }
}

bool MonitoringForm::focusField(const QString &process, const QString &field)
{
    const int i = m_process->findText(process);
    if (i < 0)
        return false;
    m_process->setCurrentIndex(i);
    QWidget *target = m_enabled;
    if (field == QLatin1String("port"))
        target = m_port;
    else if (field == QLatin1String("path"))
        target = m_path;
    else if (field == QLatin1String("interval"))
        target = m_interval;
    else if (field == QLatin1String("scrapeTimeout"))
        target = m_timeout;
    else if (field == QLatin1String("labels"))
        target = m_labels;
    target->setFocus(Qt::OtherFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    return true;
}

} // namespace HelmDeck
