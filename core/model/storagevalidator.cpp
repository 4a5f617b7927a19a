// SPDX-License-Identifier: GPL-3.0-or-later
#include "storagevalidator.h"
#include "validationpaths.h"

#include "resourcequantity.h"
#include "storageowner.h"
#include "validator.h"

#include "chart/chartnames.h"

#include <QDir>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

namespace HelmDeck {

namespace {

using namespace ValidationPaths;

// ChartNames::storageReleaseName(name) ("storage-" + name) must fit Helm's 53-character release names.
constexpr int EntryNameMax = 45;
// HelmDeck's own pod volume names start so (SecurityValues::shmVolumeName(), the gate's token).
constexpr const char *ReservedPrefix = "helmdeck-";
constexpr double MiB = 1024.0 * 1024.0;

bool hasBackStep(const QString &path)
{
    return path.split(QLatin1Char('/')).contains(QStringLiteral(".."));
}

void checkName(const StorageEntry &entry, const QString &path, Findings *out)
{
    if (!Validator::isDns1123Label(entry.name)) {
        QString text
            = StorageValidator::tr("storage entry name \"%1\" must be a DNS-1123 label: lower-case letters, "
                                   "digits and '-', starting and ending with a letter or digit")
                  .arg(entry.name);
        if (Validator::isDns1123Label(entry.name.toLower()))
            text = StorageValidator::tr("%1 (try \"%2\")").arg(text, entry.name.toLower());
        error(out, text, sub(path, "name"));
    } else if (entry.name.size() > EntryNameMax) {
        error(out,
            StorageValidator::tr(
                "storage entry name \"%1\" is %2 characters; its Helm release \"%4\" must fit "
                "Helm's 53-character limit, so entry names have at most %3")
                .arg(entry.name)
                .arg(entry.name.size())
                .arg(EntryNameMax)
                .arg(ChartNames::storageReleaseName(entry.name)),
            sub(path, "name"));
    } else if (entry.name.startsWith(QLatin1String(ReservedPrefix))) {
        // the entry's pod volume takes its name; HelmDeck's own volumes (the /dev/shm emptyDir, the
        // release gate's token) are "helmdeck-…", and the API refuses two volumes with one name
        error(out,
            StorageValidator::tr(
                "storage entry name \"%1\" starts with \"%2\", which HelmDeck keeps for its own "
                "pod volumes (such as helmdeck-shm and helmdeck-release-wait-token)")
                .arg(entry.name, QLatin1String(ReservedPrefix)),
            sub(path, "name"));
    }
}

void checkSize(const StorageEntry &entry, const QString &path, Findings *out)
{
    const QString p = sub(path, "size");
    if (entry.size.isEmpty()) {
        error(out, StorageValidator::tr("the storage entry has no size; set one such as \"5Gi\""), p);
        return;
    }
    ResourceQuantity q;
    if (!ResourceQuantity::parse(entry.size, &q)) {
        static const QRegularExpression byteUnit(
            QStringLiteral("^([0-9.]+)\\s*([KMGTPE])i?B$"), QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = byteUnit.match(entry.size);
        QString hint = StorageValidator::tr("e.g. \"5Gi\", \"500Mi\" or \"1Ti\"");
        if (m.hasMatch()) {
            const QString n = m.captured(1);
            const QString unit = m.captured(2).toUpper();
            hint = StorageValidator::tr("write \"%1%2i\" (binary, %2iB) or \"%1%3\" (decimal, %2B)")
                       .arg(n, unit, unit == QLatin1String("K") ? QStringLiteral("k") : unit);
        }
        error(out, StorageValidator::tr("size \"%1\" is not a Kubernetes quantity: %2").arg(entry.size, hint),
            p);
        return;
    }
    if (q.value <= 0) {
        error(out, StorageValidator::tr("size \"%1\" must be more than 0").arg(entry.size), p);
        return;
    }
    if (q.suffix == QLatin1String("m"))
        warning(out,
            StorageValidator::tr(
                "size \"%1\" is in thousandths of a byte (m is milli); write Mi for mebibytes")
                .arg(entry.size),
            p);
    else if (q.suffix.isEmpty() && q.value < MiB)
        warning(out,
            StorageValidator::tr(
                "size \"%1\" is %1 bytes: Kubernetes reads a bare number as bytes; write %1Gi or "
                "%1Mi if that was meant")
                .arg(entry.size),
            p);
}

void checkAccessMode(const StorageEntry &entry, const QString &path, Findings *out)
{
    const QStringList modes = StorageEntry::accessModes();
    if (modes.contains(entry.accessMode))
        return;
    static const QHash<QString, QString> shortNames = {
        { QStringLiteral("rwo"), QStringLiteral("ReadWriteOnce") },
        { QStringLiteral("rox"), QStringLiteral("ReadOnlyMany") },
        { QStringLiteral("rwx"), QStringLiteral("ReadWriteMany") },
        { QStringLiteral("rwop"), QStringLiteral("ReadWriteOncePod") },
    };
    QString meant = shortNames.value(entry.accessMode.toLower());
    for (const QString &mode : modes) {
        if (mode.compare(entry.accessMode, Qt::CaseInsensitive) == 0)
            meant = mode;
    }
    const QString text = meant.isEmpty()
        ? StorageValidator::tr("unknown access mode \"%1\"; use %2")
              .arg(entry.accessMode, modes.join(QStringLiteral(", ")))
        : StorageValidator::tr("write access mode \"%1\" as \"%2\" (Kubernetes' spelling)")
              .arg(entry.accessMode, meant);
    error(out, text, sub(path, "accessMode"));
}

void checkBacking(const StorageEntry &entry, const QString &path, Findings *out)
{
    if (!entry.storageClass.isEmpty() && !Validator::isDns1123Subdomain(entry.storageClass))
        error(out,
            StorageValidator::tr(
                "storage class \"%1\" is not a valid StorageClass name (a DNS-1123 subdomain)")
                .arg(entry.storageClass),
            sub(path, "storageClass"));
    if (!entry.usesHostPath())
        return;
    const QString p = sub(path, "hostPath");
    if (!entry.storageClass.isEmpty())
        error(out,
            StorageValidator::tr(
                "set either storageClass (\"%1\") or hostPath (\"%2\"), not both: a host-path entry "
                "is a static PersistentVolume with no storage class")
                .arg(entry.storageClass, entry.hostPath),
            p);
    if (!entry.hostPath.startsWith(QLatin1Char('/')))
        error(out,
            StorageValidator::tr("host path \"%1\" must be absolute (a path on the node, such as \"/%1\")")
                .arg(entry.hostPath),
            p);
    else if (hasBackStep(entry.hostPath))
        error(out, StorageValidator::tr("host path \"%1\" must not contain \"..\"").arg(entry.hostPath), p);
}

void checkReclaimPolicy(const StorageEntry &entry, const QString &path, Findings *out)
{
    const QString p = sub(path, "reclaimPolicy");
    const StorageEntry defaults;
    if (entry.reclaimPolicy == QLatin1String("Recycle")) {
        error(out,
            StorageValidator::tr(
                "reclaim policy Recycle is deprecated in Kubernetes; use Retain (keep the data) or "
                "Delete"),
            p);
        return;
    }
    if (!StorageEntry::reclaimPolicies().contains(entry.reclaimPolicy)) {
        QString text = StorageValidator::tr("unknown reclaim policy \"%1\"; use Retain or Delete")
                           .arg(entry.reclaimPolicy);
        for (const QString &policy : StorageEntry::reclaimPolicies()) {
            if (policy.compare(entry.reclaimPolicy, Qt::CaseInsensitive) == 0)
                text = StorageValidator::tr("write reclaim policy \"%1\" as \"%2\" (Kubernetes' spelling)")
                           .arg(entry.reclaimPolicy, policy);
        }
        error(out, text, p);
        return;
    }
    if (!entry.usesHostPath() && entry.reclaimPolicy != defaults.reclaimPolicy)
        warning(out,
            StorageValidator::tr(
                "reclaim policy %1 has no effect without a host path: a dynamically provisioned "
                "volume takes the reclaim policy of its StorageClass")
                .arg(entry.reclaimPolicy),
            p);
    else if (entry.usesHostPath() && entry.reclaimPolicy == QLatin1String("Delete")
        && !entry.hostPath.startsWith(QLatin1String("/tmp/")))
        warning(out,
            StorageValidator::tr(
                "reclaim policy Delete on host path \"%1\": Kubernetes only deletes host paths under "
                "/tmp/, so the volume ends up Failed when released; use Retain and clean up by hand")
                .arg(entry.hostPath),
            p);
}

void checkMetadata(const KeyValueList &list, const QString &path, const char *key, bool labels, Findings *out)
{
    QSet<QString> seen;
    for (const auto &kv : list) {
        const QString p = keyed(path, key, kv.first);
        if (!StorageValidator::isQualifiedName(kv.first))
            error(out,
                (labels ? StorageValidator::tr(
                     "\"%1\" is not a valid label key: [prefix/]name, the name at most 63 letters, digits, "
                     "'-', "
                     "'_' or '.', starting and ending with a letter or digit; the prefix a DNS subdomain")
                        : StorageValidator::tr("\"%1\" is not a valid annotation key: [prefix/]name, the "
                                               "name at most 63 letters, digits, '-', "
                                               "'_' or '.', starting and ending with a letter or digit; the "
                                               "prefix a DNS subdomain"))
                    .arg(kv.first),
                p);
        if (seen.contains(kv.first))
            error(out,
                (labels ? StorageValidator::tr("label \"%1\" is set twice")
                        : StorageValidator::tr("annotation \"%1\" is set twice"))
                    .arg(kv.first),
                p);
        seen.insert(kv.first);
        if (labels && !StorageValidator::isLabelValue(kv.second))
            error(out,
                StorageValidator::tr(
                    "label value \"%1\" is not valid: at most 63 letters, digits, '-', '_' or '.', "
                    "starting and ending with a letter or digit (or empty)")
                    .arg(kv.second),
                p);
    }
}

void checkEntry(const StorageEntry &entry, const QString &path, Findings *out)
{
    checkName(entry, path, out);
    checkSize(entry, path, out);
    checkAccessMode(entry, path, out);
    checkBacking(entry, path, out);
    if (!Validator::isDns1123Label(entry.kubeNamespace))
        error(out,
            StorageValidator::tr(
                "namespace \"%1\" must be a DNS-1123 label: lower-case letters, digits and '-', "
                "starting and ending with a letter or digit, at most 63 characters")
                .arg(entry.kubeNamespace),
            sub(path, "namespace"));
    checkReclaimPolicy(entry, path, out);
    checkMetadata(entry.labels, path, "labels", true, out);
    checkMetadata(entry.annotations, path, "annotations", false, out);
    int uid = -1;
    int gid = -1;
    QString why;
    if (!StorageOwner::parse(entry.owner, &uid, &gid, &why))
        error(out, why, sub(path, "owner"));
}

// An app named "storage-x" has the release "storage-x", which is also entry "x"'s release.
void checkReleaseClashes(
    const Project &project, const StorageEntry &entry, const QString &path, Findings *out)
{
    for (const App &app : project.apps) {
        if (app.kubeNamespace != entry.kubeNamespace)
            continue;
        const QStringList releases = ChartNames::appReleases(app.name);
        for (const QString &release : releases) {
            if (release == entry.releaseName())
                error(out,
                    StorageValidator::tr(
                        "Helm release \"%1\" of storage entry \"%2\" is also a release of app \"%3\" in "
                        "namespace \"%4\"; rename the entry or the app")
                        .arg(release, entry.name, app.name, entry.kubeNamespace),
                    sub(path, "name"));
        }
    }
}

QString entryList(const Project &project)
{
    QStringList names;
    for (const StorageEntry &entry : project.storage)
        names.append(entry.name);
    return names.join(QStringLiteral(", "));
}

void checkMountEntry(
    const Project &project, const App &app, const StorageMount &mount, const QString &path, Findings *out)
{
    const QString p = sub(path, "entry");
    if (mount.entry.isEmpty()) {
        error(out, StorageValidator::tr("the mount names no storage entry"), p);
        return;
    }
    const StorageEntry *entry = project.storageEntry(mount.entry);
    if (!entry) {
        error(out,
            project.storage.isEmpty()
                ? StorageValidator::tr(
                    "there is no storage entry \"%1\": the project has no storage entries; add it "
                    "under \"storage:\"")
                      .arg(mount.entry)
                : StorageValidator::tr("there is no storage entry \"%1\" (the project has: %2)")
                      .arg(mount.entry, entryList(project)),
            p);
        return;
    }
    if (entry->kubeNamespace != app.kubeNamespace)
        error(out,
            StorageValidator::tr(
                "storage entry \"%1\" is in namespace \"%2\" but app \"%3\" runs in \"%4\"; a pod can "
                "only mount a claim of its own namespace: move the entry or the app")
                .arg(entry->name, entry->kubeNamespace, app.name, app.kubeNamespace),
            p);
    if (entry->accessMode == QLatin1String("ReadOnlyMany") && !mount.readOnly)
        warning(out,
            StorageValidator::tr("storage entry \"%1\" is ReadOnlyMany; mount it with readOnly: true")
                .arg(entry->name),
            sub(path, "readOnly"));
}

void checkMountPaths(const StorageMount &mount, const QString &path, Findings *out)
{
    const QString p = sub(path, "containerPath");
    if (mount.containerPath.isEmpty())
        error(out,
            StorageValidator::tr("the mount has no container path; set an absolute path such as \"/data\""),
            p);
    else if (!mount.containerPath.startsWith(QLatin1Char('/')))
        error(out,
            StorageValidator::tr("container path \"%1\" must be absolute (such as \"/%1\")")
                .arg(mount.containerPath),
            p);
    if (mount.subPath.startsWith(QLatin1Char('/')))
        error(out,
            StorageValidator::tr("sub path \"%1\" must be relative to the volume's root (such as \"%2\")")
                .arg(mount.subPath, mount.subPath.mid(1)),
            sub(path, "subPath"));
    else if (hasBackStep(mount.subPath))
        error(out, StorageValidator::tr("sub path \"%1\" must not contain \"..\"").arg(mount.subPath),
            sub(path, "subPath"));
}

void checkTargets(const App &app, const StorageMount &mount, const QString &path, Findings *out)
{
    QSet<QString> seen;
    for (int i = 0; i < mount.processTypes.size(); ++i) {
        const QString target = mount.processTypes.at(i);
        const QString p = at(path, "processTypes", i);
        if (seen.contains(target))
            warning(out, StorageValidator::tr("\"%1\" is listed twice").arg(target), p);
        seen.insert(target);
        if (app.processIndex(target) >= 0 || target == StorageMount::runTarget()
            || target == StorageMount::cronTarget())
            continue;
        QStringList known;
        for (const ProcessType &process : app.processes)
            known.append(process.name);
        known << StorageMount::runTarget() << StorageMount::cronTarget();
        error(out,
            StorageValidator::tr("app \"%1\" has no process type \"%2\"; use one of: %3")
                .arg(app.name, target, known.join(QStringLiteral(", "))),
            p);
    }
}

// A shared workload of two mounts, or an empty string: their process types, then run and cron.
QString sharedTarget(const App &app, const StorageMount &a, const StorageMount &b)
{
    QStringList targets;
    for (const ProcessType &process : app.processes)
        targets.append(process.name);
    targets << StorageMount::runTarget() << StorageMount::cronTarget();
    for (const QString &t : targets) {
        if (a.appliesTo(t) && b.appliesTo(t))
            return t;
    }
    return QString();
}

QString workloadName(const QString &target)
{
    if (target == StorageMount::runTarget())
        return StorageValidator::tr("one-off run Jobs");
    if (target == StorageMount::cronTarget())
        return StorageValidator::tr("cron tasks");
    return StorageValidator::tr("process \"%1\"").arg(target);
}

} // namespace

void StorageValidator::validateEntries(const Project &project, Findings *out)
{
    QHash<QString, int> seen;
    for (int i = 0; i < project.storage.size(); ++i) {
        const StorageEntry &entry = project.storage.at(i);
        if (entry.name.isEmpty()) {
            error(out, StorageValidator::tr("storage entry %1 has no name").arg(i),
                QStringLiteral("storage[") + QString::number(i) + QLatin1Char(']'));
            continue;
        }
        const QString path = entry.fieldPrefix();
        if (seen.contains(entry.name))
            error(out,
                StorageValidator::tr("storage entry \"%1\" is defined twice (entries %2 and %3)")
                    .arg(entry.name)
                    .arg(seen.value(entry.name))
                    .arg(i),
                path);
        else
            seen.insert(entry.name, i);
        checkEntry(entry, path, out);
        checkReleaseClashes(project, entry, path, out);
    }
}

void StorageValidator::validateMounts(const Project &project, const App &app, Findings *out)
{
    for (int i = 0; i < app.mounts.size(); ++i) {
        const StorageMount &mount = app.mounts.at(i);
        const QString path = at(app.fieldPrefix(), "mounts", i);
        checkMountEntry(project, app, mount, path, out);
        checkMountPaths(mount, path, out);
        checkTargets(app, mount, path, out);
        if (!mount.containerPath.startsWith(QLatin1Char('/')))
            continue;
        const QString clean = QDir::cleanPath(mount.containerPath);
        for (int j = 0; j < i; ++j) {
            const StorageMount &earlier = app.mounts.at(j);
            if (!earlier.containerPath.startsWith(QLatin1Char('/'))
                || QDir::cleanPath(earlier.containerPath) != clean)
                continue;
            const QString target = sharedTarget(app, earlier, mount);
            if (target.isEmpty())
                continue;
            error(out,
                StorageValidator::tr(
                    "mounts[%1] and mounts[%2] both mount at \"%3\" in %4; a container has one mount "
                    "per path")
                    .arg(j)
                    .arg(i)
                    .arg(clean, workloadName(target)),
                sub(path, "containerPath"));
            break;
        }
    }
}

bool StorageValidator::isQualifiedName(const QString &s)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"));
    const int slash = s.indexOf(QLatin1Char('/'));
    const QString part = slash < 0 ? s : s.mid(slash + 1);
    if (slash >= 0 && (slash == 0 || !Validator::isDns1123Subdomain(s.left(slash))))
        return false;
    return part.size() <= 63 && name.match(part).hasMatch();
}

bool StorageValidator::isLabelValue(const QString &s)
{
    static const QRegularExpression value(QStringLiteral("^([A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?$"));
    return s.size() <= 63 && value.match(s).hasMatch();
}

} // namespace HelmDeck
