// SPDX-License-Identifier: GPL-3.0-or-later
#include "deployconfirmdialog.h"

#include "preview/diffpage.h"
#include "preview/diffview.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGroupBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

/**
 * One line per step, as the dry-run prints them, but with each program as its bare name
 * ("helm upgrade …" rather than "/usr/local/bin/helm upgrade …"): the reader checks what runs, not where.
 */
QString stepLines(const Plan &plan)
{
    QStringList lines;
    for (int i = 0; i < plan.steps.size(); ++i) {
        const Step &step = plan.steps.at(i);
        QString command = step.describe();
        const QString program = step.argv.isEmpty() ? QString() : step.argv.constFirst();
        if (!program.isEmpty() && command.startsWith(program))
            command = QFileInfo(program).fileName() + command.mid(program.size());
        lines.append(QStringLiteral("%1. %2").arg(i + 1).arg(step.title)
            + (command.isEmpty() ? QString() : QStringLiteral(": ") + command));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

DeployConfirmDialog::DeployConfirmDialog(const QString &appName, const QString &context,
    const QString &kubeNamespace, const Plan &plan, QWidget *parent)
    : QDialog(parent)
    , m_heading(new QLabel(this))
    , m_diff(new DiffView(this))
    , m_plan(new QPlainTextEdit(this))
    , m_warning(new QLabel(this))
{
    setObjectName(QStringLiteral("deployConfirmDialog"));
    const QString title = tr("Deploy %1 to %2/%3").arg(appName, context, kubeNamespace);
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);

    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_heading->setFont(big);
    m_heading->setTextFormat(Qt::PlainText);
    m_heading->setText(title);
    layout->addWidget(m_heading);

    auto *changes = new QGroupBox(tr("What changes in the cluster"), this);
    auto *cl = new QVBoxLayout(changes);
    cl->addWidget(m_diff);
    auto *steps = new QGroupBox(tr("Steps"), this);
    auto *sl = new QVBoxLayout(steps);
    m_plan->setObjectName(QStringLiteral("planSteps"));
    m_plan->setReadOnly(true);
    m_plan->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_plan->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_plan->setPlainText(stepLines(plan));
    sl->addWidget(m_plan);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(changes);
    split->addWidget(steps);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);

    m_warning->setObjectName(QStringLiteral("deployWarning"));
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::PlainText);
    m_warning->setStyleSheet(
        QStringLiteral("QLabel { background: rgba(246, 116, 0, 40); border: 1px solid rgba(246, 116, "
                       "0, 160); padding: 6px; }"));
    m_warning->hide();
    layout->addWidget(m_warning);

    auto *buttons = new QDialogButtonBox(this);
    m_deploy = buttons->addButton(tr("Deploy"), QDialogButtonBox::AcceptRole);
    m_deploy->setIcon(QIcon::fromTheme(QStringLiteral("cloud-upload")));
    m_deploy->setObjectName(QStringLiteral("deployButton"));
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    // Enter must not deploy by accident: Cancel is the default. Deploy is auto-default, so Return
    // while it has the keyboard focus presses it (as Space does), and Cancel is default again when
    // the focus leaves it. The dialog opens with the focus on Cancel.
    m_deploy->setAutoDefault(true);
    m_cancel->setDefault(true);
    m_cancel->setFocus();
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 680);
    setDiffLoading();
}

void DeployConfirmDialog::setDiffLoading()
{
    m_loading = true;
    m_diff->showMessage(tr("Computing the diff against the live releases\u2026"));
    m_warning->hide();
    m_warning->clear();
    m_deploy->setEnabled(false);
}

void DeployConfirmDialog::setDiffResult(const DiffResult &result)
{
    m_loading = false;
    m_deploy->setEnabled(true);
    if (result.ok) {
        m_diff->setDiff(result.diff);
        m_warning->hide();
        m_warning->clear();
        return;
    }
    m_diff->showMessage(tr("The diff could not be computed:\n%1").arg(DiffPage::errorText(result)));
    m_warning->setText(tr("Deploying anyway changes the cluster without showing what changes first."));
    m_warning->show();
}

QString DeployConfirmDialog::heading() const
{
    return m_heading->text();
}

QString DeployConfirmDialog::planText() const
{
    return m_plan->toPlainText();
}

QString DeployConfirmDialog::warningText() const
{
    return m_warning->isHidden() ? QString() : m_warning->text();
}

} // namespace HelmDeck
