// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartsummary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace HelmDeck {

namespace {

constexpr qint64 MaxBytes = 1024 * 1024;

QString unquote(QString value)
{
    value = value.trimmed();
    const int comment = value.indexOf(QStringLiteral(" #"));
    if (comment >= 0)
        value = value.left(comment).trimmed();
    if (value.size() >= 2
        && ((value.startsWith(QLatin1Char('"')) && value.endsWith(QLatin1Char('"')))
            || (value.startsWith(QLatin1Char('\'')) && value.endsWith(QLatin1Char('\'')))))
        value = value.mid(1, value.size() - 2);
    return value;
}

QStringList linesOf(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly) || f.size() > MaxBytes)
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
}

QString topLevel(const QStringList &lines, const QString &key)
{
    const QRegularExpression re(QStringLiteral("^%1:\\s*(.*)$").arg(QRegularExpression::escape(key)));
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = re.match(line);
        if (m.hasMatch())
            return unquote(m.captured(1));
    }
    return QString();
}

QString nested(const QStringList &lines, const QString &parent, const QString &key)
{
    const QRegularExpression child(QStringLiteral("^\\s+%1:\\s*(.*)$").arg(QRegularExpression::escape(key)));
    bool inside = false;
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty() || line.trimmed().startsWith(QLatin1Char('#')))
            continue;
        if (!line.at(0).isSpace()) {
            inside = line.startsWith(parent + QLatin1Char(':'));
            continue;
        }
        const QRegularExpressionMatch m = child.match(line);
        if (inside && m.hasMatch())
            return unquote(m.captured(1));
    }
    return QString();
}

} // namespace

ChartSummary ChartSummary::read(const QString &dir)
{
    ChartSummary s;
    const QString chartYaml = QDir(dir).filePath(QStringLiteral("Chart.yaml"));
    if (dir.isEmpty() || !QFile::exists(chartYaml)) {
        s.error = dir.isEmpty()
            ? QCoreApplication::translate(
                "HelmDeck::ChartSummary", "Choose a chart folder (one with a Chart.yaml).")
            : QCoreApplication::translate("HelmDeck::ChartSummary", "%1 has no Chart.yaml.")
                  .arg(QDir::toNativeSeparators(dir));
        return s;
    }
    const QStringList chart = linesOf(chartYaml);
    s.name = topLevel(chart, QStringLiteral("name"));
    s.version = topLevel(chart, QStringLiteral("version"));
    if (s.name.isEmpty()) {
        s.error = QCoreApplication::translate("HelmDeck::ChartSummary", "%1 names no chart (no name:).")
                      .arg(QDir::toNativeSeparators(chartYaml));
        return s;
    }
    s.imageRepository = nested(linesOf(QDir(dir).filePath(QStringLiteral("values.yaml"))),
        QStringLiteral("image"), QStringLiteral("repository"));
    s.ok = true;
    return s;
}

QString ChartSummary::repositoryOf(const QString &image)
{
    QString repo = image.section(QLatin1Char('@'), 0, 0);
    const int slash = repo.lastIndexOf(QLatin1Char('/'));
    const int colon = repo.lastIndexOf(QLatin1Char(':'));
    if (colon > slash)
        repo = repo.left(colon);
    return repo;
}

} // namespace HelmDeck
