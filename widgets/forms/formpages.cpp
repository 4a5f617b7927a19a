// SPDX-License-Identifier: GPL-3.0-or-later
#include "formpages.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QListWidget>
#include <QStackedWidget>

namespace HelmDeck {

namespace {

constexpr int PageRole = Qt::UserRole + 1;

} // namespace

FormPages::FormPages(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_list->setObjectName(QStringLiteral("formPagesNavigation"));
    m_list->setAccessibleName(tr("Pages"));
    m_list->setFrameShape(QFrame::NoFrame);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setUniformItemSizes(false);
    // The list reads as a sidebar: the window colour, not the white of an item view.
    m_list->setBackgroundRole(QPalette::Window);
    m_list->viewport()->setBackgroundRole(QPalette::Window);
    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addWidget(m_list);
    layout->addWidget(line);
    layout->addWidget(m_stack, 1);
    connect(m_list, &QListWidget::currentRowChanged, this, &FormPages::onRowChanged);
}

void FormPages::addSection(const QString &title)
{
    auto *item = new QListWidgetItem(title, m_list);
    item->setFlags(Qt::NoItemFlags); // a heading: not selectable, not a page
    QFont bold = m_list->font();
    bold.setBold(true);
    item->setFont(bold);
    item->setData(PageRole, -1);
    if (!m_sections.isEmpty() || m_list->count() > 1)
        item->setSizeHint(QSize(0, m_list->fontMetrics().height() * 2)); // room above later headings
    item->setTextAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_sections.append(item);
    updateListWidth();
}

int FormPages::addPage(QWidget *page, const QString &title)
{
    const int index = m_stack->addWidget(page);
    auto *item = new QListWidgetItem(title, m_list);
    item->setData(PageRole, index);
    m_items.append(item);
    updateListWidth();
    if (m_items.size() == 1)
        m_list->setCurrentItem(item);
    return index;
}

int FormPages::currentIndex() const
{
    return m_stack->currentIndex();
}

QWidget *FormPages::currentWidget() const
{
    return m_stack->currentWidget();
}

QWidget *FormPages::widget(int index) const
{
    return m_stack->widget(index);
}

int FormPages::indexOf(const QWidget *page) const
{
    return m_stack->indexOf(const_cast<QWidget *>(page));
}

QString FormPages::pageText(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index)->text() : QString();
}

void FormPages::setPageText(int index, const QString &title)
{
    if (index < 0 || index >= m_items.size() || m_items.at(index)->text() == title)
        return;
    m_items.at(index)->setText(title);
    updateListWidth();
}

void FormPages::setSectionText(int section, const QString &title)
{
    if (section < 0 || section >= m_sections.size())
        return;
    m_sections.at(section)->setText(title);
    m_sections.at(section)->setToolTip(title);
    updateListWidth();
}

QString FormPages::sectionText(int section) const
{
    return section >= 0 && section < m_sections.size() ? m_sections.at(section)->text() : QString();
}

void FormPages::setCurrentIndex(int index)
{
    if (index < 0 || index >= m_items.size())
        return;
    m_list->setCurrentItem(m_items.at(index));
}

void FormPages::setCurrentWidget(QWidget *page)
{
    setCurrentIndex(indexOf(page));
}

void FormPages::onRowChanged(int row)
{
    QListWidgetItem *item = m_list->item(row);
    const int index = item ? item->data(PageRole).toInt() : -1;
    if (index < 0 || index == m_stack->currentIndex())
        return;
    m_stack->setCurrentIndex(index);
    Q_EMIT currentChanged(index);
}

void FormPages::updateListWidth()
{
    // As wide as the longest title (headings may be elided: an app name can be long), no wider.
    const QFontMetrics fm = m_list->fontMetrics();
    int width = 0;
    for (const QListWidgetItem *item : std::as_const(m_items))
        width = qMax(width, fm.horizontalAdvance(item->text()));
    width = qMax(width, fm.horizontalAdvance(tr("Pull secret (00)")));
    m_list->setFixedWidth(width + 2 * m_list->frameWidth() + 24);
}

} // namespace HelmDeck
