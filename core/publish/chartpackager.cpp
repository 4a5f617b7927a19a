// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartpackager.h"

#include "helmignore.h"
#include "io/inputfile.h"
#include "io/yamlguard.h"
#include "semanticversion.h"
#include "yamlscalaredit.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <archive.h>
#include <archive_entry.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <memory>

namespace HelmDeck {

namespace {

constexpr qint64 FixedTime = 946684800; // 2000-01-01T00:00:00Z

struct File
{
    QString relative; // "templates/deployment.yaml"
    QByteArray data;
};

/** Reads @p path (a regular file inside the chart) up to the limit; false with @p error. */
bool readBounded(const QString &path, const QString &shown, QByteArray *out, QString *error)
{
    static_assert(
        ChartPackager::MaxFileBytes == 5 * 1024 * 1024, "InputFile::cap(InputKind::ChartFile) is the same");
    const QFileInfo info(path);
    if (info.isFile() && info.size() > ChartPackager::MaxFileBytes) {
        *error = ChartPackager::tr("%1: larger than %2 MiB, Helm's limit for one file of a chart")
                     .arg(shown)
                     .arg(ChartPackager::MaxFileBytes / (1024 * 1024));
        return false;
    }
    // regular files only, never blocking on a FIFO, bounded (docs/inputs.md)
    const InputRead in = InputFile::readBytes(path, InputKind::ChartFile);
    if (!in.ok) {
        *error = QStringLiteral("%1: %2").arg(
            shown, in.findings.isEmpty() ? ChartPackager::tr("cannot read") : in.findings.first().message);
        return false;
    }
    *out = in.data;
    return true;
}

/** @p data as one YAML document through the guard (docs/inputs.md); false with "shown: why". */
bool loadYaml(const QByteArray &data, const QString &shown, YAML::Node *out, QString *error)
{
    Findings findings;
    SourceLocation second;
    if (YamlGuard::loadOne(
            data, shown, QStringLiteral("chart file"), QString(), YamlLimits(), out, &findings, &second))
        return true;
    const Finding first = findings.value(0);
    *error = QStringLiteral("%1: %2").arg(first.location.toString(), first.message);
    return false;
}

/** The chart's files, walked like Helm's directory loader, sorted by path. */
bool collect(const QString &root, const HelmIgnore &ignore, QList<File> *files, QString *error)
{
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    const QString name = QFileInfo(root).fileName();
    qint64 total = 0;
    QSet<QString> visitedDirs { canonicalRoot };
    QStringList pending { QString() }; // relative dirs to walk
    while (!pending.isEmpty()) {
        const QString dirRel = pending.takeFirst();
        QDir dir(dirRel.isEmpty() ? root : QDir(root).filePath(dirRel));
        const QFileInfoList list = dir.entryInfoList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
        for (const QFileInfo &info : list) {
            const QString rel
                = dirRel.isEmpty() ? info.fileName() : dirRel + QLatin1Char('/') + info.fileName();
            const QString shown = name + QLatin1Char('/') + rel;
            if (info.isSymLink()) {
                const QString target = info.canonicalFilePath();
                const QString inside = canonicalRoot + QLatin1Char('/');
                if (target.isEmpty() || !QString(target + QLatin1Char('/')).startsWith(inside)) {
                    *error = ChartPackager::tr(
                        "%1: a link that leaves the chart (or leads nowhere): copy the file in instead")
                                 .arg(shown);
                    return false;
                }
            }
            const bool isDir = info.isDir();
            if (ignore.ignores(rel, isDir))
                continue;
            if (isDir) {
                if (visitedDirs.contains(info.canonicalFilePath())) {
                    *error = ChartPackager::tr("%1: a link loop").arg(shown);
                    return false;
                }
                visitedDirs.insert(info.canonicalFilePath());
                pending.append(rel);
                continue;
            }
            if (!info.isFile()) {
                *error = ChartPackager::tr(
                    "%1: not a regular file (a FIFO, socket or device cannot be packaged)")
                             .arg(shown);
                return false;
            }
            if (files->size() >= ChartPackager::MaxFiles) {
                *error = ChartPackager::tr("%1: more than %2 files").arg(name).arg(ChartPackager::MaxFiles);
                return false;
            }
            File file;
            file.relative = rel;
            if (!readBounded(info.filePath(), shown, &file.data, error))
                return false;
            total += file.data.size();
            if (total > ChartPackager::MaxChartBytes) {
                *error = ChartPackager::tr("%1: larger than %2 MiB, Helm's limit for a chart")
                             .arg(name)
                             .arg(ChartPackager::MaxChartBytes / (1024 * 1024));
                return false;
            }
            files->append(file);
        }
    }
    std::sort(files->begin(), files->end(), [](const File &a, const File &b) {
        const bool aChart = a.relative == QLatin1String("Chart.yaml");
        const bool bChart = b.relative == QLatin1String("Chart.yaml");
        if (aChart != bChart)
            return aChart;
        return a.relative.toUtf8() < b.relative.toUtf8(); // byte order: the same on every locale
    });
    return true;
}

QString scalarOf(const YAML::Node &map, const char *key)
{
    const YAML::Node node = map[key];
    return node.IsDefined() && node.IsScalar() ? QString::fromStdString(node.Scalar()) : QString();
}

QString located(const QString &file, const YAML::Node &node, const QString &message)
{
    const YAML::Mark mark = node.Mark();
    return mark.line >= 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(mark.line + 1).arg(message)
                          : QStringLiteral("%1: %2").arg(file, message);
}

/** Every Chart.lock dependency is in charts/ (as "<name>-<version>.tgz" or a "<name>/" folder). */
bool checkLock(const QList<File> &files, const QString &lockName, QString *error)
{
    for (const File &f : files) {
        if (f.relative != QLatin1String("Chart.lock"))
            continue;
        YAML::Node lock;
        if (!loadYaml(f.data, lockName, &lock, error))
            return false;
        const YAML::Node deps = lock.IsMap() ? lock["dependencies"] : YAML::Node();
        if (!deps.IsDefined() || !deps.IsSequence())
            return true;
        for (const YAML::Node &dep : deps) {
            const QString name = scalarOf(dep, "name");
            const QString version = scalarOf(dep, "version");
            const QString archive = QStringLiteral("charts/%1-%2.tgz").arg(name, version);
            const QString folder = QStringLiteral("charts/%1/Chart.yaml").arg(name);
            const bool present = std::any_of(files.cbegin(), files.cend(),
                [&](const File &g) { return g.relative == archive || g.relative == folder; });
            if (!present) {
                *error = located(lockName, dep,
                    ChartPackager::tr("dependency %1 %2 is not in charts/: run `helm dependency build` first")
                        .arg(name, version));
                return false;
            }
        }
    }
    return true;
}

struct ArchiveDeleter
{
    void operator()(struct archive *a) const { archive_write_free(a); }
};
struct EntryDeleter
{
    void operator()(struct archive_entry *e) const { archive_entry_free(e); }
};

la_ssize_t appendTo(struct archive *, void *buffer, const void *data, size_t size)
{
    static_cast<QByteArray *>(buffer)->append(static_cast<const char *>(data), int(size));
    return la_ssize_t(size);
}

bool writeArchive(const QString &name, const QList<File> &files, qint64 mtime, ChartPackage *out)
{
    std::unique_ptr<struct archive, ArchiveDeleter> a(archive_write_new());
    const auto failed = [&](const char *what) {
        out->error
            = ChartPackager::tr("%1: cannot write the archive (%2): %3")
                  .arg(name, QLatin1String(what), QString::fromLocal8Bit(archive_error_string(a.get())));
        return false;
    };
    if (archive_write_set_format_pax_restricted(a.get()) != ARCHIVE_OK)
        return failed("format");
    if (archive_write_add_filter_gzip(a.get()) != ARCHIVE_OK)
        return failed("gzip");
    // No time and no file name in the gzip header: the bytes must not depend on when or where.
    if (archive_write_set_filter_option(a.get(), "gzip", "timestamp", nullptr) != ARCHIVE_OK)
        return failed("gzip without a timestamp");
    if (archive_write_set_filter_option(a.get(), "gzip", "compression-level", "9") != ARCHIVE_OK)
        return failed("gzip level");
    archive_write_set_bytes_in_last_block(a.get(), 1); // no padding of the gzip stream's last block
    if (archive_write_open(a.get(), &out->archive, nullptr, appendTo, nullptr) != ARCHIVE_OK)
        return failed("open");
    for (const File &f : files) {
        std::unique_ptr<struct archive_entry, EntryDeleter> entry(archive_entry_new());
        const QByteArray path = (name + QLatin1Char('/') + f.relative).toUtf8();
        archive_entry_set_pathname_utf8(entry.get(), path.constData());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), 0644);
        archive_entry_set_size(entry.get(), f.data.size());
        archive_entry_set_mtime(entry.get(), time_t(mtime), 0);
        archive_entry_set_uid(entry.get(), 0);
        archive_entry_set_gid(entry.get(), 0);
        if (archive_write_header(a.get(), entry.get()) != ARCHIVE_OK)
            return failed("header");
        if (!f.data.isEmpty() && archive_write_data(a.get(), f.data.constData(), size_t(f.data.size())) < 0)
            return failed("data");
        out->entries.append(QString::fromUtf8(path));
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK)
        return failed("close");
    return true;
}

} // namespace

QString ChartPackage::fileName() const
{
    return QStringLiteral("%1-%2.tgz").arg(name, version);
}

qint64 ChartPackager::sourceDateEpoch(
    const QProcessEnvironment &environment, qint64 commitTime, QString *source)
{
    bool ok = false;
    const qint64 epoch = environment.value(QStringLiteral("SOURCE_DATE_EPOCH")).toLongLong(&ok);
    if (ok && epoch >= 0) {
        *source = QStringLiteral("SOURCE_DATE_EPOCH");
        return epoch;
    }
    if (commitTime > 0) {
        *source = tr("the commit time");
        return commitTime;
    }
    *source = tr("a fixed time");
    return FixedTime;
}

ChartPackage ChartPackager::package(const ChartPackageRequest &request)
{
    ChartPackage out;
    const QFileInfo dirInfo(request.chartDir);
    const QString shownDir = dirInfo.fileName().isEmpty() ? request.chartDir : dirInfo.fileName();
    if (!dirInfo.isDir()) {
        out.error = tr("%1: not a chart folder").arg(request.chartDir);
        return out;
    }
    const QString chartPath = QDir(request.chartDir).filePath(QStringLiteral("Chart.yaml"));
    if (!QFileInfo(chartPath).isFile()) {
        out.error = tr("%1: no Chart.yaml (a chart folder has one)").arg(request.chartDir);
        return out;
    }
    HelmIgnore ignore;
    const QString ignorePath = QDir(request.chartDir).filePath(QStringLiteral(".helmignore"));
    if (QFileInfo::exists(ignorePath)) {
        QByteArray text;
        QString error;
        if (!readBounded(ignorePath, shownDir + QStringLiteral("/.helmignore"), &text, &error)
            || !ignore.parse(QString::fromUtf8(text), &error)) {
            out.error
                = error.startsWith(shownDir) ? error : shownDir + QStringLiteral("/.helmignore: ") + error;
            return out;
        }
    }
    QList<File> files;
    QString error;
    if (!collect(request.chartDir, ignore, &files, &error)) {
        out.error = error;
        return out;
    }
    File *chart = nullptr;
    File *values = nullptr;
    for (File &f : files) {
        if (f.relative == QLatin1String("Chart.yaml"))
            chart = &f;
        else if (f.relative == QLatin1String("values.yaml"))
            values = &f;
    }
    const QString chartName = shownDir + QStringLiteral("/Chart.yaml");
    if (!chart) {
        out.error = tr("%1: ignored by .helmignore, but a chart needs it").arg(chartName);
        return out;
    }
    // Chart.yaml: the variant's version and appVersion, then the rules helm lint applies to them.
    if ((!request.version.isEmpty()
            && !YamlScalarEdit::set(&chart->data, { QStringLiteral("version") }, request.version, &error))
        || (!request.appVersion.isEmpty()
            && !YamlScalarEdit::set(
                &chart->data, { QStringLiteral("appVersion") }, request.appVersion, &error))) {
        out.error = chartName + QStringLiteral(": ") + error;
        return out;
    }
    YAML::Node meta;
    if (!loadYaml(chart->data, chartName, &meta, &out.error))
        return out;
    if (!meta.IsMap()) {
        out.error = tr("%1: not a mapping").arg(chartName);
        return out;
    }
    const QString apiVersion = scalarOf(meta, "apiVersion");
    if (apiVersion != QLatin1String("v1") && apiVersion != QLatin1String("v2")) {
        out.error = located(
            chartName, meta["apiVersion"], tr("apiVersion: \"%1\" is not v1 or v2").arg(apiVersion));
        return out;
    }
    out.name = scalarOf(meta, "name");
    if (out.name.isEmpty() || out.name.contains(QLatin1Char('/'))) {
        out.error = located(chartName, meta["name"], tr("name: missing or not a chart name"));
        return out;
    }
    out.version = scalarOf(meta, "version");
    SemanticVersion semver;
    if (!SemanticVersion::parse(out.version, &semver, &error)) {
        out.error = located(chartName, meta["version"], tr("version: %1").arg(error));
        return out;
    }
    out.appVersion = scalarOf(meta, "appVersion");
    out.chartYaml = chart->data;
    for (const auto &value : request.values) {
        if (!values) {
            out.error = tr("%1/values.yaml: missing, but the variant sets %2")
                            .arg(shownDir, value.first.join(QLatin1Char('.')));
            return out;
        }
        if (!YamlScalarEdit::set(&values->data, value.first, value.second, &error)) {
            out.error = shownDir + QStringLiteral("/values.yaml: ") + error;
            return out;
        }
    }
    // values.yaml is read by every helm that installs the chart: what helm would refuse (a duplicate
    // key, a syntax error) is refused before it is published (docs/inputs.md)
    if (values) {
        YAML::Node parsed;
        if (!loadYaml(values->data, shownDir + QStringLiteral("/values.yaml"), &parsed, &out.error))
            return out;
    }
    if (!checkLock(files, shownDir + QStringLiteral("/Chart.lock"), &out.error))
        return out;
    // Entries go under the chart's name, as helm package writes them, whatever the folder is called.
    if (!writeArchive(out.name, files, request.mtime, &out))
        return out;
    return out;
}

} // namespace HelmDeck
