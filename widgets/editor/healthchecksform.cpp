// SPDX-License-Identifier: GPL-3.0-or-later
#include "healthchecksform.h"

#include "chart/probevalues.h"
#include "chart/shellwords.h"
#include "forms/findinglabel.h"
#include "forms/formbuilder.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

constexpr int PrimaryPortPlaceholder = 0;

/** An argv as one line ShellWords::split() reads back: words with blanks or quotes in single quotes. */
QString joinWords(const QStringList &words)
{
    QStringList out;
    for (QString w : words) {
        if (!w.isEmpty() && !w.contains(QRegularExpression(QStringLiteral("[\\s'\"\\\\$]")))) {
            out << w;
            continue;
        }
        w.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        out << QLatin1Char('\'') + w + QLatin1Char('\'');
    }
    return out.join(QLatin1Char(' '));
}

QString describeDefault(const ProcessType &process, const QString &type)
{
    ProcessType checksOnly = process;
    checksOnly.probes.clear();
    const QMap<QString, ResolvedProbe> probes = ProbeValues::merged(checksOnly, PrimaryPortPlaceholder);
    if (!probes.contains(type))
        return HealthChecksForm::tr("The health checks give no %1 probe.").arg(type);
    const ResolvedProbe p = probes.value(type);
    const QString port = p.port > 0 ? QString::number(p.port) : HealthChecksForm::tr("the primary port");
    switch (p.handler) {
    case ProbeOverride::Handler::HttpGet:
        return HealthChecksForm::tr("From the health checks: HTTP GET %1 on %2.").arg(p.path, port);
    case ProbeOverride::Handler::Exec:
        return HealthChecksForm::tr("From the health checks: run %1.").arg(p.command.join(QLatin1Char(' ')));
    default:
        return HealthChecksForm::tr("From the health checks: TCP connect to %1.").arg(port);
    }
}

} // namespace

struct HealthChecksForm::ProbeRow
{
    QString type;
    QGroupBox *box = nullptr;
    QLabel *defaultText = nullptr;
    QComboBox *mode = nullptr;
    QComboBox *handler = nullptr;
    QLineEdit *path = nullptr;
    QSpinBox *port = nullptr;
    QLineEdit *host = nullptr;
    QLineEdit *command = nullptr;
    QLineEdit *service = nullptr;
    QSpinBox *times[4] = {};
    QWidget *handlerFields[5] = {}; ///< path, port, host, command, service rows (their field widgets)
    FindingLabel *finding = nullptr;
};

HealthChecksForm::HealthChecksForm(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Probes come from the app's health checks (app.json or the project file). "
                                "Override one per process type here: a handler replaces the check's, "
                                "times replace its times; Disabled removes the probe."),
        this);
    intro->setWordWrap(true);
    outer->addWidget(intro);
    auto *pickRow = new QHBoxLayout;
    auto *pickLabel = new QLabel(tr("&Process type:"), this);
    m_process = new QComboBox(this);
    m_process->setObjectName(QStringLiteral("probeProcessPicker"));
    pickLabel->setBuddy(m_process);
    pickRow->addWidget(pickLabel);
    pickRow->addWidget(m_process, 1);
    outer->addLayout(pickRow);
    const QStringList titles = { tr("Startup"), tr("Liveness"), tr("Readiness") };
    for (int i = 0; i < 3; ++i) {
        auto *r = new ProbeRow;
        buildRow(r, HealthCheck::knownTypes().at(i), titles.at(i));
        outer->addWidget(r->box);
        m_rows.append(r);
    }
    outer->addStretch(1);
    connect(m_process, QOverload<int>::of(&QComboBox::activated), this, [this](int index) {
        readRows();
        showProcess(index);
    });
}

HealthChecksForm::~HealthChecksForm()
{
    qDeleteAll(m_rows);
}

void HealthChecksForm::buildRow(ProbeRow *r, const QString &type, const QString &title)
{
    r->type = type;
    r->box = new QGroupBox(title, this);
    auto *grid = new QGridLayout(r->box);
    FormBuilder rows(grid, r->box);
    r->defaultText = new QLabel(r->box);
    r->defaultText->setWordWrap(true);
    rows.addField(r->defaultText);
    r->mode = new QComboBox(r->box);
    r->mode->addItems({ tr("From health checks"), tr("Override"), tr("Disabled") });
    r->mode->setObjectName(type + QStringLiteral("ProbeMode"));
    r->finding = rows.addRow(tr("Probe:"), r->mode);
    r->handler = new QComboBox(r->box);
    r->handler->addItems({ tr("Keep the check's handler"), tr("HTTP GET"), tr("TCP socket"),
        tr("Run a command"), tr("gRPC") });
    r->handler->setObjectName(type + QStringLiteral("ProbeHandler"));
    for (QComboBox *c : { r->mode, r->handler }) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(12);
    }
    rows.addRow(tr("Handler:"), r->handler);
    r->path = new QLineEdit(r->box);
    r->path->setPlaceholderText(QStringLiteral("/health"));
    r->port = new QSpinBox(r->box);
    r->port->setRange(0, 65535);
    r->port->setSpecialValueText(tr("primary port"));
    r->host = new QLineEdit(r->box);
    r->host->setPlaceholderText(tr("the pod's IP"));
    r->command = new QLineEdit(r->box);
    r->command->setPlaceholderText(tr("e.g. pg_isready -h localhost"));
    r->service = new QLineEdit(r->box);
    r->service->setPlaceholderText(tr("empty: the whole server"));
    const QList<QPair<QString, QWidget *>> fields = { { tr("Path:"), r->path }, { tr("Port:"), r->port },
        { tr("Host:"), r->host }, { tr("Command:"), r->command }, { tr("gRPC service:"), r->service } };
    for (int i = 0; i < fields.size(); ++i) {
        rows.addRow(fields.at(i).first, fields.at(i).second);
        r->handlerFields[i] = fields.at(i).second;
    }
    // one per row: side by side they would make the page scroll sideways in a narrow window
    const QStringList names = { tr("Initial delay:"), tr("Period:"), tr("Timeout:"), tr("Attempts:") };
    for (int i = 0; i < 4; ++i) {
        r->times[i] = new QSpinBox(r->box);
        r->times[i]->setRange(-1, 3600);
        r->times[i]->setSpecialValueText(tr("default"));
        if (i < 3)
            r->times[i]->setSuffix(tr(" s"));
        r->times[i]->setToolTip(tr("\"default\" keeps the health check's value"));
        rows.addRow(names.at(i), r->times[i]);
    }
    for (QComboBox *c : { r->mode, r->handler })
        connect(c, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this, r]() {
            updateVisibility(r);
            userEdit();
        });
    for (QLineEdit *e : { r->path, r->host, r->command, r->service })
        connect(e, &QLineEdit::textEdited, this, &HealthChecksForm::userEdit);
    connect(r->port, QOverload<int>::of(&QSpinBox::valueChanged), this, &HealthChecksForm::userEdit);
    for (QSpinBox *t : r->times)
        connect(t, QOverload<int>::of(&QSpinBox::valueChanged), this, &HealthChecksForm::userEdit);
    updateVisibility(r);
}

void HealthChecksForm::updateVisibility(ProbeRow *r)
{
    const bool override = r->mode->currentIndex() == 1;
    const int h = r->handler->currentIndex();
    r->handler->setEnabled(override);
    // which handler fields apply: path, port, host, command, service
    const bool show[5] = { h == 1, h == 1 || h == 2 || h == 4, h == 1 || h == 2, h == 3, h == 4 };
    for (int i = 0; i < 5; ++i)
        r->handlerFields[i]->setEnabled(override && show[i]);
    for (QSpinBox *t : r->times)
        t->setEnabled(override);
}

void HealthChecksForm::setApp(const App &app)
{
    m_processes = app.processes;
    m_appPrefix = app.fieldPrefix();
    m_loading = true;
    m_process->clear();
    for (const ProcessType &p : std::as_const(m_processes))
        m_process->addItem(p.name);
    m_loading = false;
    m_current = -1;
    showProcess(m_processes.isEmpty() ? -1 : 0);
}

void HealthChecksForm::showProcess(int index)
{
    m_loading = true;
    m_current = index;
    m_process->setCurrentIndex(index);
    const ProcessType process = index >= 0 ? m_processes.at(index) : ProcessType();
    for (ProbeRow *r : std::as_const(m_rows)) {
        r->box->setEnabled(index >= 0);
        r->defaultText->setText(describeDefault(process, r->type));
        ProbeOverride o;
        o.type = r->type;
        bool found = false;
        for (const ProbeOverride &p : process.probes) {
            if (p.type == r->type) {
                o = p;
                found = true;
            }
        }
        r->mode->setCurrentIndex(!found ? 0 : (o.enabled ? 1 : 2));
        r->handler->setCurrentIndex(static_cast<int>(o.handler));
        r->path->setText(o.path);
        r->port->setValue(o.port);
        r->host->setText(o.host);
        r->command->setText(joinWords(o.command));
        r->service->setText(o.grpcService);
        const int times[4] = { o.initialDelaySeconds, o.periodSeconds, o.timeoutSeconds, o.failureThreshold };
        for (int i = 0; i < 4; ++i)
            r->times[i]->setValue(times[i]);
        r->finding->showFindings(
            m_findings, m_appPrefix + QStringLiteral(".processes[%1].probes.%2").arg(process.name, r->type));
        updateVisibility(r);
    }
    m_loading = false;
}

void HealthChecksForm::readRows()
{
    if (m_current < 0 || m_current >= m_processes.size())
        return;
    ProcessType &process = m_processes[m_current];
    QList<ProbeOverride> probes;
    for (const ProbeRow *r : std::as_const(m_rows)) {
        if (r->mode->currentIndex() == 0)
            continue;
        ProbeOverride o;
        o.type = r->type;
        o.enabled = r->mode->currentIndex() == 1;
        if (o.enabled) {
            o.handler = static_cast<ProbeOverride::Handler>(r->handler->currentIndex());
            o.path = r->path->text().trimmed();
            o.port = r->port->value();
            o.host = r->host->text().trimmed();
            o.command = ShellWords::split(r->command->text());
            o.grpcService = r->service->text().trimmed();
            o.initialDelaySeconds = r->times[0]->value();
            o.periodSeconds = r->times[1]->value();
            o.timeoutSeconds = r->times[2]->value();
            o.failureThreshold = r->times[3]->value();
        }
        probes.append(o);
    }
    process.probes = probes;
}

void HealthChecksForm::renameProcess(const QString &from, const QString &to)
{
    for (int i = 0; i < m_processes.size(); ++i) {
        if (m_processes.at(i).name == from) {
            m_processes[i].name = to;
            m_process->setItemText(i, to);
        }
    }
}

void HealthChecksForm::applyTo(App *app) const
{
    // readRows() ran on every edit, so m_processes holds what the form shows
    for (ProcessType &p : app->processes) {
        for (const ProcessType &mine : m_processes) {
            if (mine.name == p.name)
                p.probes = mine.probes;
        }
    }
}

void HealthChecksForm::showFindings(const Findings &all, const QString &appPrefix)
{
    m_findings = all;
    m_appPrefix = appPrefix;
    if (m_current < 0)
        return;
    const QString name = m_processes.at(m_current).name;
    for (ProbeRow *r : std::as_const(m_rows))
        r->finding->showFindings(
            all, appPrefix + QStringLiteral(".processes[%1].probes.%2").arg(name, r->type));
}

bool HealthChecksForm::focusField(const QString &process, const QString &type, const QString &field)
{
    int index = -1;
    for (int i = 0; i < m_processes.size(); ++i) {
        if (m_processes.at(i).name == process)
            index = i;
    }
    ProbeRow *r = row(type);
    if (index < 0 || !r)
        return false;
    if (index != m_current) {
        readRows();
        showProcess(index);
    }
    QWidget *target = r->mode;
    if (ProbeOverride::handlerNames().contains(field))
        target = r->handler;
    else if (field == QLatin1String("periodSeconds"))
        target = r->times[1];
    else if (field == QLatin1String("initialDelaySeconds"))
        target = r->times[0];
    else if (field == QLatin1String("timeoutSeconds"))
        target = r->times[2];
    else if (field == QLatin1String("failureThreshold"))
        target = r->times[3];
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

void HealthChecksForm::userEdit()
{
    if (m_loading)
        return;
    readRows();
    Q_EMIT edited();
}

HealthChecksForm::ProbeRow *HealthChecksForm::row(const QString &type) const
{
    for (ProbeRow *r : m_rows) {
        if (r->type == type)
            return r;
    }
    return nullptr;
}

QComboBox *HealthChecksForm::modeEdit(const QString &type) const
{
    ProbeRow *r = row(type);
    return r ? r->mode : nullptr;
}

QComboBox *HealthChecksForm::handlerEdit(const QString &type) const
{
    ProbeRow *r = row(type);
    return r ? r->handler : nullptr;
}

QLineEdit *HealthChecksForm::pathEdit(const QString &type) const
{
    ProbeRow *r = row(type);
    return r ? r->path : nullptr;
}

QSpinBox *HealthChecksForm::portEdit(const QString &type) const
{
    ProbeRow *r = row(type);
    return r ? r->port : nullptr;
}

QSpinBox *HealthChecksForm::periodEdit(const QString &type) const
{
    ProbeRow *r = row(type);
    return r ? r->times[1] : nullptr;
}

} // namespace HelmDeck
