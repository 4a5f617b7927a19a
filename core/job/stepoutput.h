// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace HelmDeck {

/**
 * Turns one step's stdout and stderr bytes into the lines Runner emits (Runner's output rules):
 * UTF-8, split on '\n', every '\r' dropped, redacted, each cut at MaxLineChars; at most
 * lineLimit lines for both streams together, then one "… output truncated" line and nothing more.
 * Also keeps the first captureLimit bytes of stdout, and for failure messages the last non-empty
 * stderr line and the last MaxStderrBytes of stderr. Memory is bounded: a line longer than
 * MaxPendingBytes is cut while it arrives.
 */
class StepOutput
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StepOutput)

public:
    struct Line
    {
        QString text;
        bool isStderr = false;
    };

    static constexpr int MaxLineChars = 4096;
    static constexpr int MaxPendingBytes = 64 * 1024;
    static constexpr int MaxStderrBytes = 64 * 1024;

    /**
     * Starts a step: @p redact hides its secrets (empty = none). Limits as above. Without
     * @p showStdout, stdout is only captured (Step::echoStdout); add() still shows lines.
     */
    void reset(std::function<QString(const QString &)> redact, int lineLimit, int captureLimit,
        bool showStdout = true);

    /** The lines completed by @p data (of stdout, or of stderr when @p isStderr). */
    QList<Line> feed(const QByteArray &data, bool isStderr);
    /** The unterminated last lines of both streams, when the process has ended. */
    QList<Line> flush();
    /** @p text (may hold several lines) as output of the step, e.g. a check hook's report. */
    QList<Line> add(const QString &text, bool isStderr);

    /** The first captureLimit bytes of stdout, unredacted (for PlanContext::outputs). */
    const QByteArray &captured() const { return m_captured; }
    /** The last stderr line that is not blank, trimmed, redacted and cut; empty when none. */
    QString lastStderrLine() const;
    /** The end of stderr (at most MaxStderrBytes), unredacted, for Step::explainFailure. */
    QString stderrText() const;

private:
    struct Stream
    {
        QByteArray pending;
        bool overlong = false; // pending was cut: drop the rest of this line
    };

    void append(Stream &stream, const QByteArray &chunk);
    void takeLine(Stream &stream, bool isStderr, QList<Line> *out);
    void addLine(const QString &text, bool isStderr, QList<Line> *out);
    QString clean(const QString &text) const;

    std::function<QString(const QString &)> m_redact;
    int m_lineLimit = 0;
    int m_captureLimit = 0;
    int m_lines = 0;
    bool m_truncated = false;
    bool m_showStdout = true;
    QByteArray m_captured;
    QByteArray m_stderrTail;
    Stream m_stdout;
    Stream m_stderr;
    QString m_lastStderr;
};

} // namespace HelmDeck
