// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantMap>

class QWidget;

namespace HelmDeck {

class ProgressModel;

/**
 * The window's task-bar (dock) entry as KDE's and GNOME's docks show it: a progress bar over the
 * icon while a job runs, a count, and the urgent hint. Sent as the `com.canonical.Unity.LauncherEntry`
 * signal `Update(s app_uri, a{sv} properties)` on object path "/" of the session bus, which Plasma's
 * task manager, Dash to Dock and Ubuntu's dock read (docs/architecture.md §5, "Progress you can see").
 *
 * app_uri is "application://<desktop file id>", the id being QGuiApplication::desktopFileName()
 * plus ".desktop" (io.helmdeck.HelmDeck.desktop), unless setDesktopFileId() chose another.
 * Properties sent: "progress" (double 0..1), "progress-visible" (bool), "count" (qint64: the steps
 * still to run), "count-visible" (bool), "urgent" (bool). Without a session bus nothing is sent.
 *
 * follow() feeds it from a ProgressModel: while a run goes, progress = ProgressModel::planFraction()
 * (sent when it moved by at least 1 %, or the visibility changed); when the run ends the bar goes;
 * a run that failed while @p window's window was not active sets urgent until the application is
 * active again.
 */
class LauncherEntry : public QObject
{
    Q_OBJECT
public:
    static constexpr auto Interface = "com.canonical.Unity.LauncherEntry";

    explicit LauncherEntry(QObject *parent = nullptr);

    /** "io.helmdeck.HelmDeck.desktop": the desktop file the dock matches the window with. */
    void setDesktopFileId(const QString &id);
    /** "application://<desktop file id>". */
    QString appUri() const;

    /**
     * Follows @p model's runs (not owned); @p window (any widget of it) decides urgency: its window
     * not active when a run fails = urgent.
     */
    void follow(ProgressModel *model, QWidget *window);

    /** Sends @p properties (e.g. {"progress": 0.5}) now. False without a session bus. */
    bool send(const QVariantMap &properties);
    /** What was last sent, merged ("progress", "progress-visible", ...). */
    QVariantMap lastSent() const { return m_sent; }

private:
    void update();

    QString m_desktopFileId;
    QPointer<ProgressModel> m_model;
    QPointer<QWidget> m_window;
    QVariantMap m_sent;
};

} // namespace HelmDeck
