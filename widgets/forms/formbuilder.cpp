// SPDX-License-Identifier: GPL-3.0-or-later
#include "formbuilder.h"

#include "findinglabel.h"
#include "hintlabel.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace HelmDeck {

FormBuilder::FormBuilder(QGridLayout *grid, QWidget *owner)
    : m_grid(grid)
    , m_owner(owner)
{
    m_grid->setColumnStretch(1, 1);
}

FindingLabel *FormBuilder::addRow(const QString &label, QWidget *field, const QString &hint)
{
    auto *box = new QVBoxLayout;
    box->setSpacing(2);
    box->addWidget(field);
    auto *finding = new FindingLabel(m_owner);
    box->addWidget(finding);
    if (!hint.isEmpty())
        box->addWidget(new HintLabel(hint, m_owner));
    if (!label.isEmpty()) {
        auto *caption = new QLabel(label, m_owner);
        caption->setBuddy(field);
        // Level with the field's first line (a line edit's height), however tall the field and the
        // hints under it are.
        caption->setMinimumHeight(qMin(field->sizeHint().height(), 2 * caption->fontMetrics().height()));
        caption->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        m_grid->addWidget(caption, m_row, 0, Qt::AlignTop);
    }
    m_grid->addLayout(box, m_row++, 1);
    return finding;
}

QLineEdit *FormBuilder::addLineEdit(
    const QString &label, const QString &placeholder, const QString &hint, FindingLabel **finding)
{
    auto *edit = new QLineEdit(m_owner);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    FindingLabel *f = addRow(label, edit, hint);
    if (finding)
        *finding = f;
    return edit;
}

void FormBuilder::addField(QWidget *widget)
{
    m_grid->addWidget(widget, m_row++, 1);
}

void FormBuilder::addField(QLayout *layout)
{
    m_grid->addLayout(layout, m_row++, 1);
}

QLabel *FormBuilder::addSection(const QString &title)
{
    auto *label = new QLabel(title, m_owner);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    m_grid->addWidget(label, m_row++, 0, 1, 2);
    return label;
}

void FormBuilder::addSpacing(int pixels)
{
    m_grid->setRowMinimumHeight(m_row++, pixels);
}

} // namespace HelmDeck
