// SPDX-License-Identifier: GPL-3.0-or-later
#include "securityform.h"

#include "forms/findinglabel.h"
#include "io/securityfields.h"
#include "io/yamlguard.h"
#include "io/yamltree.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

QString linesOf(const KeyValueList &list)
{
    QStringList lines;
    for (const auto &kv : list)
        lines << kv.first + QLatin1Char('=') + kv.second;
    return lines.join(QLatin1Char('\n'));
}

KeyValueList pairsOf(const QString &text)
{
    KeyValueList out;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty())
            continue;
        const int eq = line.indexOf(QLatin1Char('='));
        out.append(eq < 0 ? qMakePair(line.trimmed(), QString())
                          : qMakePair(line.left(eq).trimmed(), line.mid(eq + 1).trimmed()));
    }
    return out;
}

void setFlag(QCheckBox *box, const std::optional<bool> &value, bool tri, bool fallback)
{
    box->setTristate(tri);
    if (!value)
        box->setCheckState(tri ? Qt::PartiallyChecked : (fallback ? Qt::Checked : Qt::Unchecked));
    else
        box->setCheckState(*value ? Qt::Checked : Qt::Unchecked);
}

std::optional<bool> flagOf(const QCheckBox *box, bool tri, bool fallback)
{
    if (box->checkState() == Qt::PartiallyChecked)
        return std::nullopt;
    const bool on = box->checkState() == Qt::Checked;
    if (!tri && on == fallback)
        return std::nullopt; // the default: left out of the file
    return on;
}

QPlainTextEdit *textBox(int lines, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
    return edit;
}

} // namespace

SecurityForm::SecurityForm(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every pod runs with seccomp RuntimeDefault and as non-root; every container "
                                "drops ALL capabilities and may not escalate privileges. Relax only what "
                                "the image needs."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *security = new QGroupBox(tr("Security"), this);
    auto *form = new QFormLayout(security);
    m_scope = new QComboBox(security);
    form->addRow(tr("Applies to:"), m_scope);
    m_runAsNonRoot = new QCheckBox(tr("Run as non-root (refuses images that start as root)"), security);
    m_privileged = new QCheckBox(tr("Privileged containers"), security);
    m_readOnlyRoot = new QCheckBox(tr("Read-only root filesystem"), security);
    form->addRow(m_runAsNonRoot);
    form->addRow(m_privileged);
    form->addRow(m_readOnlyRoot);
    m_capabilities = new QLineEdit(security);
    m_capabilities->setPlaceholderText(tr("e.g. NET_BIND_SERVICE, CHOWN"));
    form->addRow(tr("Add capabilities:"), m_capabilities);
    m_sysctls = textBox(2, security);
    m_sysctls->setPlaceholderText(tr("name=value per line, e.g. net.ipv4.ip_unprivileged_port_start=0"));
    form->addRow(tr("Sysctls:"), m_sysctls);
    m_shmSize = new QLineEdit(security);
    m_shmSize->setPlaceholderText(tr("e.g. 256Mi; empty: no /dev/shm volume"));
    form->addRow(tr("/dev/shm size:"), m_shmSize);
    m_containers = textBox(4, security);
    m_containers->setPlaceholderText(tr("- name: assets\n  role: init        # or sidecar\n  command: "
                                        "[\"sh\", \"-c\", \"cp -r /app/static /data\"]"));
    form->addRow(tr("Extra containers:"), m_containers);
    m_findings.insert(QStringLiteral("security"), new FindingLabel(security));
    m_findings.insert(QStringLiteral("containers"), new FindingLabel(security));
    form->addRow(m_findings.value(QStringLiteral("security")));
    form->addRow(m_findings.value(QStringLiteral("containers")));
    layout->addWidget(security);

    auto *meta = new QGroupBox(tr("Labels and annotations"), this);
    auto *metaForm = new QFormLayout(meta);
    m_kind = new QComboBox(meta);
    m_kind->addItems(ResourceMetadata::kindNames());
    metaForm->addRow(tr("Resource kind:"), m_kind);
    m_labels = textBox(2, meta);
    m_labels->setPlaceholderText(tr("key=value per line"));
    metaForm->addRow(tr("Labels:"), m_labels);
    m_annotations = textBox(2, meta);
    m_annotations->setPlaceholderText(tr("key=value per line"));
    metaForm->addRow(tr("Annotations:"), m_annotations);
    m_findings.insert(QStringLiteral("metadata"), new FindingLabel(meta));
    metaForm->addRow(m_findings.value(QStringLiteral("metadata")));
    layout->addWidget(meta);

    auto *extra = new QGroupBox(tr("Extra manifests"), this);
    auto *extraForm = new QFormLayout(extra);
    m_manifests = new QLineEdit(extra);
    m_manifests->setPlaceholderText(tr("a folder next to the project file, e.g. k8s"));
    extraForm->addRow(tr("Folder:"), m_manifests);
    m_findings.insert(QStringLiteral("manifests"), new FindingLabel(extra));
    extraForm->addRow(m_findings.value(QStringLiteral("manifests")));
    m_kustomize = new QLineEdit(extra);
    m_kustomize->setPlaceholderText(tr("a folder with kustomization.yaml, post-renders the app"));
    extraForm->addRow(tr("Kustomize:"), m_kustomize);
    m_findings.insert(QStringLiteral("kustomize"), new FindingLabel(extra));
    extraForm->addRow(m_findings.value(QStringLiteral("kustomize")));
    layout->addWidget(extra);
    layout->addStretch(1);

    connect(m_scope, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        if (m_loading)
            return;
        storeScope();
        showScope();
    });
    connect(m_kind, QOverload<int>::of(&QComboBox::currentIndexChanged), this, [this] {
        if (m_loading)
            return;
        storeKind();
        showKind();
    });
    for (QCheckBox *box : { m_runAsNonRoot, m_privileged, m_readOnlyRoot })
        connect(box, &QCheckBox::stateChanged, this, &SecurityForm::onEdited);
    for (QLineEdit *edit : { m_capabilities, m_shmSize, m_manifests, m_kustomize })
        connect(edit, &QLineEdit::textEdited, this, &SecurityForm::onEdited);
    for (QPlainTextEdit *edit : { m_sysctls, m_containers, m_labels, m_annotations })
        connect(edit, &QPlainTextEdit::textChanged, this, &SecurityForm::onEdited);
}

QString SecurityForm::scopeProcess() const
{
    return m_scope->currentData().toString();
}

void SecurityForm::setApp(const App &app)
{
    m_loading = true;
    m_app = app;
    m_scope->clear();
    m_scope->addItem(tr("All workloads (the app)"), QString());
    for (const ProcessType &p : app.processes)
        m_scope->addItem(tr("Process %1").arg(p.name), p.name);
    m_kind->setCurrentIndex(0);
    m_manifests->setText(app.manifestsPath);
    m_kustomize->setText(app.kustomizePath);
    m_loading = false;
    showScope();
    showKind();
}

void SecurityForm::renameProcess(const QString &from, const QString &to)
{
    for (ProcessType &p : m_app.processes) {
        if (p.name == from)
            p.name = to;
    }
    const int item = m_scope->findData(from);
    if (item >= 0) {
        m_scope->setItemData(item, to);
        m_scope->setItemText(item, tr("Process %1").arg(to));
    }
    if (m_shownScope == from)
        m_shownScope = to;
}

void SecurityForm::showScope()
{
    m_loading = true;
    m_shownScope = scopeProcess();
    const ProcessType *p = m_app.process(m_shownScope);
    const SecuritySettings &s = p ? p->security : m_app.security;
    const bool tri = p != nullptr;
    setFlag(m_runAsNonRoot, s.runAsNonRoot, tri, true);
    setFlag(m_privileged, s.privileged, tri, false);
    setFlag(m_readOnlyRoot, s.readOnlyRootFilesystem, tri, false);
    m_capabilities->setText(s.addCapabilities ? s.addCapabilities->join(QStringLiteral(", ")) : QString());
    m_sysctls->setPlainText(s.sysctls ? linesOf(*s.sysctls) : QString());
    m_shmSize->setText(s.shmSize.value_or(QString()));
    const QString hint = tri ? tr("empty: as the app") : QString();
    m_capabilities->setToolTip(hint);
    m_containers->setEnabled(p != nullptr);
    QString containers;
    if (p && !p->containers.isEmpty()) {
        ProcessType only;
        only.containers = p->containers;
        YAML::Emitter out;
        out.SetIndent(2);
        out << YAML::BeginMap;
        SecurityFields::writeProcess(out, only);
        out << YAML::EndMap;
        // drop the "containers:" line: the box holds the list
        containers = QString::fromUtf8(out.c_str()).section(QLatin1Char('\n'), 1);
    }
    m_containers->setPlainText(containers);
    m_loading = false;
}

void SecurityForm::storeScope()
{
    ProcessType *p = nullptr;
    const int index = m_app.processIndex(m_shownScope);
    if (index >= 0)
        p = &m_app.processes[index];
    SecuritySettings &s = p ? p->security : m_app.security;
    const bool tri = p != nullptr;
    s.runAsNonRoot = flagOf(m_runAsNonRoot, tri, true);
    s.privileged = flagOf(m_privileged, tri, false);
    s.readOnlyRootFilesystem = flagOf(m_readOnlyRoot, tri, false);
    const QStringList caps
        = m_capabilities->text().split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    s.addCapabilities = caps.isEmpty() ? std::nullopt : std::optional<QStringList>(caps);
    const KeyValueList sysctls = pairsOf(m_sysctls->toPlainText());
    s.sysctls = sysctls.isEmpty() ? std::nullopt : std::optional<KeyValueList>(sysctls);
    const QString shm = m_shmSize->text().trimmed();
    s.shmSize = shm.isEmpty() ? std::nullopt : std::optional<QString>(shm);
    if (!p)
        return;
    // the list through the project file's own reader: the same rules and messages
    m_containerError.clear();
    const QByteArray text = "containers:\n" + m_containers->toPlainText().toUtf8();
    YamlFieldReader reader(tr("extra containers"));
    ProcessType parsed;
    // typed text goes through the same guard as the file (docs/inputs.md): no input hangs or crashes
    YamlTree tree;
    Findings findings;
    if (!YamlGuard::scanOne(text, tr("extra containers"), tr("extra containers"), QString(), YamlLimits(),
            &tree, &findings)) {
        m_containerError = findings.isEmpty() ? tr("not valid YAML") : findings.constFirst().message;
        return; // keep the last good list
    }
    YamlFieldReader::Entries e;
    if (reader.entries(tree.root(), QString(), &e))
        SecurityFields(reader).readProcess(e, QString(), &parsed);
    p->containers = parsed.containers;
}

void SecurityForm::showKind()
{
    m_loading = true;
    m_shownKind = m_kind->currentText();
    const KindMetadata meta = m_app.metadata.of(m_shownKind);
    m_labels->setPlainText(linesOf(meta.labels));
    m_annotations->setPlainText(linesOf(meta.annotations));
    m_loading = false;
}

void SecurityForm::storeKind()
{
    const KindMetadata meta { pairsOf(m_labels->toPlainText()), pairsOf(m_annotations->toPlainText()) };
    if (meta.isEmpty())
        m_app.metadata.kinds.remove(m_shownKind);
    else
        m_app.metadata.kinds.insert(m_shownKind, meta);
}

void SecurityForm::onEdited()
{
    if (m_loading)
        return;
    storeScope();
    storeKind();
    m_app.manifestsPath = m_manifests->text().trimmed();
    m_app.kustomizePath = m_kustomize->text().trimmed();
    if (!m_containerError.isEmpty())
        m_findings.value(QStringLiteral("containers"))
            ->setFindings({ Finding::error(tr("extra containers: %1").arg(m_containerError)) });
    Q_EMIT edited();
}

void SecurityForm::applyTo(App *app) const
{
    app->security = m_app.security;
    app->metadata = m_app.metadata;
    if (app->manifestsPath != m_app.manifestsPath) {
        app->manifestsPath = m_app.manifestsPath;
        app->extraManifests.clear(); // read again when the project is opened
    }
    if (app->kustomizePath != m_app.kustomizePath) {
        app->kustomizePath = m_app.kustomizePath;
        app->kustomizeDir.clear(); // resolved (and checked) again when the project is opened
    }
    for (ProcessType &p : app->processes) {
        if (const ProcessType *mine = m_app.process(p.name)) {
            p.security = mine->security;
            p.containers = mine->containers;
        }
    }
}

void SecurityForm::showFindings(const Findings &all, const QString &appPrefix)
{
    m_all = all;
    m_prefix = appPrefix;
    const QString process = scopeProcess();
    const QString base = process.isEmpty()
        ? appPrefix
        : appPrefix + QStringLiteral(".processes[") + process + QLatin1Char(']');
    m_findings.value(QStringLiteral("security"))->showFindings(all, base + QStringLiteral(".security"));
    if (m_containerError.isEmpty())
        m_findings.value(QStringLiteral("containers"))
            ->showFindings(all, base + QStringLiteral(".containers"));
    m_findings.value(QStringLiteral("metadata"))->showFindings(all, appPrefix + QStringLiteral(".metadata"));
    m_findings.value(QStringLiteral("manifests"))
        ->showFindings(all, appPrefix + QStringLiteral(".manifests"));
    m_findings.value(QStringLiteral("kustomize"))
        ->showFindings(all, appPrefix + QStringLiteral(".kustomize"));
}

bool SecurityForm::focusField(const QStringList &parts, const QString &processKey)
{
    if (parts.isEmpty())
        return false;
    const QString what = parts.at(0);
    if (what == QLatin1String("manifests")) {
        m_manifests->setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (what == QLatin1String("kustomize")) {
        m_kustomize->setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (what == QLatin1String("metadata")) {
        const int kind = parts.size() > 1 ? int(ResourceMetadata::kindNames().indexOf(parts.at(1))) : -1;
        if (kind >= 0)
            m_kind->setCurrentIndex(kind);
        (parts.size() > 2 && parts.at(2) == QLatin1String("annotations") ? m_annotations : m_labels)
            ->setFocus(Qt::OtherFocusReason);
        return true;
    }
    const int scope = m_scope->findData(what == QLatin1String("processes") ? processKey : QString());
    if (scope < 0)
        return false;
    m_scope->setCurrentIndex(scope);
    const QString sub = what == QLatin1String("processes") ? parts.value(1) : what;
    const QString field = what == QLatin1String("processes") ? parts.value(2) : parts.value(1);
    QWidget *target = nullptr;
    if (sub == QLatin1String("containers"))
        target = m_containers;
    else if (sub != QLatin1String("security"))
        return false;
    else if (field == QLatin1String("runAsNonRoot"))
        target = m_runAsNonRoot;
    else if (field == QLatin1String("privileged"))
        target = m_privileged;
    else if (field == QLatin1String("readOnlyRootFilesystem"))
        target = m_readOnlyRoot;
    else if (field == QLatin1String("sysctls"))
        target = m_sysctls;
    else if (field == QLatin1String("shmSize"))
        target = m_shmSize;
    else
        target = m_capabilities;
    showFindings(m_all, m_prefix);
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

} // namespace HelmDeck
