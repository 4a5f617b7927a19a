// SPDX-License-Identifier: GPL-3.0-or-later
#include "appform.h"

#include "forms/clusterlistbox.h"
#include "forms/hintlabel.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpacerItem>
#include <QSpinBox>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

QLabel *sectionTitle(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

} // namespace

AppForm::AppForm(QWidget *parent)
    : QWidget(parent)
{
    // One form layout for both sections, so their labels and fields line up.
    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    outer->addLayout(form);
    outer->addStretch(1);

    form->addRow(sectionTitle(tr("Application"), this));
    m_name = addLineEdit(form, tr("&Name:"), tr("e.g. python"),
        tr("Lower-case letters, digits and '-'. Names the Helm release and every object."));
    m_image = addLineEdit(form, tr("&Image:"), tr("registry.example.com/team/app:1.0"),
        tr("The image every process runs: registry/repository:tag or @sha256:digest."));
    // A picker of the cluster's namespaces (docs/project-file.md "Names from the cluster") that still
    // takes typed text: m_namespace is its line edit, so the form reads and writes it as before.
    auto *namespaces = new ClusterListBox(ClusterList::Kind::Namespaces, this);
    namespaces->setObjectName(QStringLiteral("appNamespaceBox"));
    m_namespace = namespaces->lineEdit();
    m_namespace->setPlaceholderText(QStringLiteral("default"));
    addRow(form, tr("Name&space:"), namespaces,
        tr("The Kubernetes namespace the releases are installed into; the list shows the cluster's."));
    connect(m_namespace, &QLineEdit::textEdited, this, &AppForm::userEdit);
    connect(namespaces, &ClusterListBox::picked, this, &AppForm::userEdit);

    form->addItem(new QSpacerItem(0, 12, QSizePolicy::Minimum, QSizePolicy::Fixed));
    form->addRow(sectionTitle(tr("Deploy"), this));
    m_timeout = new QSpinBox(this);
    m_timeout->setRange(1, 24 * 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setObjectName(QStringLiteral("appTimeoutEdit"));
    addRow(form, tr("&Timeout:"), m_timeout, tr("How long a deploy waits for the rollout before it fails."));
    m_rollback = new QCheckBox(tr("&Roll back when the rollout fails"), this);
    m_rollback->setObjectName(QStringLiteral("appRollbackEdit"));
    addRow(form, QString(), m_rollback, QString());
    m_predeploy = addLineEdit(form, tr("&Predeploy:"), tr("e.g. python manage.py migrate"),
        tr("app.json scripts.dokku.predeploy: runs first in the release Job (Release page), before the "
           "release command and before the app's pods start. Must be idempotent."));
    m_postdeploy = addLineEdit(form, tr("P&ostdeploy:"), tr("optional"),
        tr("app.json scripts.dokku.postdeploy: runs once as a one-off Job right after the new release is "
           "ready; a failure fails the deploy, the new release stays live (docs/run.md)."));

    connect(m_timeout, QOverload<int>::of(&QSpinBox::valueChanged), this, &AppForm::userEdit);
    connect(m_rollback, &QCheckBox::toggled, this, &AppForm::userEdit);
}

void AppForm::addRow(QFormLayout *form, const QString &label, QWidget *field, const QString &help)
{
    auto *box = new QVBoxLayout;
    box->setSpacing(2);
    box->addWidget(field);
    if (!help.isEmpty())
        box->addWidget(new HintLabel(help, this));
    if (label.isEmpty()) { // e.g. a check box: it carries its own text, in the field column
        form->addRow(QString(), box);
        return;
    }
    auto *caption = new QLabel(label, this);
    caption->setBuddy(field);
    form->addRow(caption, box);
}

QLineEdit *AppForm::addLineEdit(
    QFormLayout *form, const QString &label, const QString &placeholder, const QString &help)
{
    auto *edit = new QLineEdit(this);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    addRow(form, label, edit, help);
    connect(edit, &QLineEdit::textEdited, this, &AppForm::userEdit);
    return edit;
}

void AppForm::userEdit()
{
    if (!m_loading)
        Q_EMIT edited();
}

void AppForm::setApp(const App &app)
{
    // Spin box and check box signal programmatic changes too; those are not user edits.
    m_loading = true;
    m_name->setText(app.name);
    m_image->setText(app.image);
    m_namespace->setText(app.kubeNamespace);
    m_timeout->setValue(app.deployTimeoutSeconds);
    m_rollback->setChecked(app.rollbackOnFailure);
    m_predeploy->setText(app.predeploy);
    m_postdeploy->setText(app.postdeploy);
    m_loading = false;
}

void AppForm::applyTo(App *app) const
{
    app->name = m_name->text().trimmed();
    app->image = m_image->text().trimmed();
    app->kubeNamespace = m_namespace->text().trimmed();
    app->deployTimeoutSeconds = m_timeout->value();
    app->rollbackOnFailure = m_rollback->isChecked();
    app->predeploy = m_predeploy->text().trimmed();
    app->postdeploy = m_postdeploy->text().trimmed();
}

bool AppForm::focusField(const QString &field)
{
    QWidget *target = nullptr;
    if (field.isEmpty() || field == QLatin1String("name"))
        target = m_name;
    else if (field == QLatin1String("image"))
        target = m_image;
    else if (field == QLatin1String("namespace") || field == QLatin1String("kubeNamespace"))
        target = m_namespace;
    else if (field == QLatin1String("deployTimeoutSeconds") || field == QLatin1String("deployTimeout"))
        target = m_timeout;
    else if (field == QLatin1String("rollbackOnFailure"))
        target = m_rollback;
    else if (field == QLatin1String("predeploy"))
        target = m_predeploy;
    else if (field == QLatin1String("postdeploy"))
        target = m_postdeploy;
    if (!target)
        return false;
    target->setFocus(Qt::OtherFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    return true;
}

} // namespace HelmDeck
