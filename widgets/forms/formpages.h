// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QListWidget;
class QListWidgetItem;
class QStackedWidget;

namespace HelmDeck {

/**
 * The project dock's page switcher: a narrow list of page titles on the left, grouped under
 * section headings ("App", "Project"), and the current page on the right. Replaces a tab bar,
 * which could not show eight titles with counts in the dock's width.
 *
 * Pages are numbered in the order they were added; headings take no number.
 */
class FormPages : public QWidget
{
    Q_OBJECT
public:
    explicit FormPages(QWidget *parent = nullptr);

    /** Adds a non-selectable heading above the pages added after it. */
    void addSection(const QString &title);
    /** Adds @p page (reparented) with @p title; returns its page number. */
    int addPage(QWidget *page, const QString &title);

    int count() const { return int(m_items.size()); }
    int currentIndex() const;
    QWidget *currentWidget() const;
    QWidget *widget(int index) const;
    int indexOf(const QWidget *page) const;
    QString pageText(int index) const;
    void setPageText(int index, const QString &title);
    /** Changes a section heading's text (e.g. "App: python"); @p section counts headings from 0. */
    void setSectionText(int section, const QString &title);
    QString sectionText(int section) const;
    QListWidget *navigation() const { return m_list; }

public Q_SLOTS:
    void setCurrentIndex(int index);
    void setCurrentWidget(QWidget *page);

Q_SIGNALS:
    void currentChanged(int index);

private:
    void onRowChanged(int row);
    void updateListWidth();

    QListWidget *m_list;
    QStackedWidget *m_stack;
    QList<QListWidgetItem *> m_items; ///< page number → its list item
    QList<QListWidgetItem *> m_sections;
};

} // namespace HelmDeck
