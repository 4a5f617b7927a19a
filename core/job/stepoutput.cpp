// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepoutput.h"

#include "compat.h"

#include <utility>

namespace HelmDeck {

void StepOutput::reset(
    std::function<QString(const QString &)> redact, int lineLimit, int captureLimit, bool showStdout)
{
    m_showStdout = showStdout;
    m_redact = std::move(redact);
    m_lineLimit = qMax(0, lineLimit);
    m_captureLimit = qMax(0, captureLimit);
    m_lines = 0;
    m_truncated = false;
    m_captured.clear();
    m_stderrTail.clear();
    m_stdout = Stream();
    m_stderr = Stream();
    m_lastStderr.clear();
}

QList<StepOutput::Line> StepOutput::feed(const QByteArray &data, bool isStderr)
{
    if (!isStderr && m_captured.size() < m_captureLimit) {
        const Compat::SizeType room = m_captureLimit - m_captured.size();
        m_captured.append(data.constData(), qMin(room, static_cast<Compat::SizeType>(data.size())));
    }
    if (isStderr) {
        m_stderrTail += data;
        if (m_stderrTail.size() > 2 * MaxStderrBytes) // trimmed now and then, not on every chunk
            m_stderrTail.remove(0, m_stderrTail.size() - MaxStderrBytes);
    }
    QList<Line> out;
    if (!isStderr && !m_showStdout)
        return out;
    Stream &stream = isStderr ? m_stderr : m_stdout;
    Compat::SizeType from = 0;
    for (;;) {
        const Compat::SizeType newline = data.indexOf('\n', from);
        if (newline < 0) {
            append(stream, data.mid(from));
            break;
        }
        append(stream, data.mid(from, newline - from));
        takeLine(stream, isStderr, &out);
        from = newline + 1;
    }
    return out;
}

QList<StepOutput::Line> StepOutput::flush()
{
    QList<Line> out;
    if (!m_stdout.pending.isEmpty())
        takeLine(m_stdout, false, &out);
    if (!m_stderr.pending.isEmpty())
        takeLine(m_stderr, true, &out);
    return out;
}

QList<StepOutput::Line> StepOutput::add(const QString &text, bool isStderr)
{
    QList<Line> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        line.remove(QLatin1Char('\r'));
        addLine(line, isStderr, &out);
    }
    return out;
}

QString StepOutput::lastStderrLine() const
{
    return clean(m_lastStderr.trimmed());
}

QString StepOutput::stderrText() const
{
    return QString::fromUtf8(m_stderrTail.right(MaxStderrBytes));
}

void StepOutput::append(Stream &stream, const QByteArray &chunk)
{
    if (stream.overlong || chunk.isEmpty())
        return;
    stream.pending += chunk;
    if (stream.pending.size() > MaxPendingBytes) {
        // Far more than MaxLineChars characters (at most 4 bytes each): the rest would be cut anyway.
        stream.pending.truncate(MaxPendingBytes);
        stream.overlong = true;
    }
}

void StepOutput::takeLine(Stream &stream, bool isStderr, QList<Line> *out)
{
    QString text = QString::fromUtf8(stream.pending);
    stream.pending.clear();
    stream.overlong = false;
    text.remove(QLatin1Char('\r'));
    if (isStderr && !text.trimmed().isEmpty())
        m_lastStderr = text;
    addLine(text, isStderr, out);
}

void StepOutput::addLine(const QString &text, bool isStderr, QList<Line> *out)
{
    if (m_truncated)
        return;
    if (m_lines >= m_lineLimit) {
        m_truncated = true;
        out->append(Line { tr("… output truncated"), false });
        return;
    }
    ++m_lines;
    out->append(Line { clean(text), isStderr });
}

QString StepOutput::clean(const QString &text) const
{
    // Redact before cutting: a cut could otherwise leave the start of a secret visible.
    const QString redacted = m_redact ? m_redact(text) : text;
    return redacted.left(MaxLineChars);
}

} // namespace HelmDeck
