// SPDX-License-Identifier: GPL-3.0-or-later
#include "findinglabel.h"

#include <algorithm>

namespace HelmDeck {

namespace {

// Fixed colours that read on light and dark palettes alike (Breeze's negative and neutral text).
QColor colorFor(Finding::Severity severity)
{
    return severity == Finding::Severity::Error ? QColor(218, 68, 83) : QColor(246, 116, 0);
}

} // namespace

FindingLabel::FindingLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    hide();
}

bool FindingLabel::matches(const Finding &finding, const QString &fieldPath)
{
    const QString &p = finding.fieldPath;
    if (fieldPath.isEmpty() || !p.startsWith(fieldPath))
        return false;
    if (p.size() == fieldPath.size())
        return true;
    const QChar next = p.at(fieldPath.size());
    return next == QLatin1Char('.') || next == QLatin1Char('[');
}

Findings FindingLabel::select(const Findings &all, const QString &fieldPath)
{
    Findings out;
    for (const Finding &f : all) {
        if (matches(f, fieldPath))
            out.append(f);
    }
    return out;
}

void FindingLabel::showFindings(const Findings &all, const QString &fieldPath)
{
    setFindings(select(all, fieldPath));
}

void FindingLabel::setFindings(const Findings &findings)
{
    Findings mine;
    for (const Finding &f : findings) {
        if (f.severity != Finding::Severity::Info)
            mine.append(f);
    }
    if (mine.isEmpty()) {
        clearFindings();
        return;
    }
    std::stable_sort(mine.begin(), mine.end(),
        [](const Finding &a, const Finding &b) { return int(a.severity) < int(b.severity); });
    QStringList lines;
    for (const Finding &f : std::as_const(mine)) {
        // U+2716 and U+26A0: signs the common UI fonts (DejaVu, Noto) have.
        const QString sign
            = f.severity == Finding::Severity::Error ? QStringLiteral("\u2716 ") : QStringLiteral("\u26a0 ");
        QString where;
        if (!m_pathPrefix.isEmpty() && f.fieldPath.startsWith(m_pathPrefix))
            where = describe(f.fieldPath.mid(m_pathPrefix.size()));
        lines.append(sign + (where.isEmpty() ? f.message : where + QStringLiteral(": ") + f.message));
    }
    m_severity = mine.constFirst().severity;
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, colorFor(m_severity));
    setPalette(pal);
    setText(lines.join(QLatin1Char('\n')));
    show();
}

QString FindingLabel::describe(const QString &relativePath)
{
    // "[SECRET_KEY]" → "SECRET_KEY", "[0].containerPath" → "row 1, containerPath".
    if (!relativePath.startsWith(QLatin1Char('[')))
        return QString();
    const int close = relativePath.indexOf(QLatin1Char(']'));
    if (close < 0)
        return QString();
    const QString key = relativePath.mid(1, close - 1);
    bool isIndex = false;
    const int index = key.toInt(&isIndex);
    QString text = isIndex ? tr("row %1").arg(index + 1) : key;
    QString rest = relativePath.mid(close + 1);
    if (rest.startsWith(QLatin1Char('.')))
        rest.remove(0, 1);
    if (!rest.isEmpty())
        text += QStringLiteral(", ") + rest;
    return text;
}

void FindingLabel::clearFindings()
{
    m_severity = Finding::Severity::Info;
    clear();
    hide();
}

} // namespace HelmDeck
