// SPDX-License-Identifier: GPL-3.0-or-later
#include "ownershipcheck.h"

#include "job/plan.h"

namespace HelmDeck {

namespace {

QString kubectlLine(const QString &context, const QString &ns, const QStringList &args)
{
    QStringList words { QStringLiteral("kubectl"), QStringLiteral("--context"), context,
        QStringLiteral("--namespace"), ns };
    words << args;
    for (QString &w : words)
        w = shellQuote(w);
    return words.join(QLatin1Char(' '));
}

/** "made by no Helm release", "of release blog in namespace blog", "labelled for Helm but …". */
QString owner(const ForeignObject &o)
{
    if (o.ownerRelease.isEmpty())
        return QCoreApplication::translate("HelmDeck::OwnershipCheck", "made by no Helm release");
    if (o.ownerRelease == o.release && o.ownerNamespace == o.kubeNamespace)
        return QCoreApplication::translate("HelmDeck::OwnershipCheck",
            "annotated for %1 but without the label app.kubernetes.io/managed-by=Helm")
            .arg(o.release);
    return QCoreApplication::translate("HelmDeck::OwnershipCheck", "of release %1 in namespace %2")
        .arg(o.ownerRelease,
            o.ownerNamespace.isEmpty() ? QCoreApplication::translate("HelmDeck::OwnershipCheck", "(none)")
                                       : o.ownerNamespace);
}

} // namespace

QStringList OwnershipCheck::adoptCommands(const ForeignObject &object, const QString &context)
{
    return {
        kubectlLine(context, object.kubeNamespace,
            { QStringLiteral("label"), object.resource(), object.name,
                QStringLiteral("app.kubernetes.io/managed-by=Helm"), QStringLiteral("--overwrite") }),
        kubectlLine(context, object.kubeNamespace,
            { QStringLiteral("annotate"), object.resource(), object.name,
                QStringLiteral("meta.helm.sh/release-name=") + object.release,
                QStringLiteral("meta.helm.sh/release-namespace=") + object.kubeNamespace,
                QStringLiteral("--overwrite") }),
    };
}

QString OwnershipCheck::deleteCommand(const ForeignObject &object, const QString &context)
{
    return kubectlLine(
        context, object.kubeNamespace, { QStringLiteral("delete"), object.resource(), object.name });
}

Findings OwnershipCheck::objects(const App &app, const DeployOptions &options)
{
    Findings out;
    const LiveOwnership &live = options.liveOwnership;
    if (!live.read || live.appName != app.name)
        return out;
    const QString context = options.target.context;
    for (const ForeignObject &o : live.foreign) {
        const QStringList adopt = adoptCommands(o, context);
        out.append(Finding::error(
            tr("%1 %2/%3, which release %4 would create, already exists %5: helm would stop on it "
               "half-way. Adopt it into %4 (%6; then %7), rename app %8, or delete it (%9)")
                .arg(o.kind, o.kubeNamespace, o.name, o.release, owner(o), adopt.at(0), adopt.at(1), app.name,
                    deleteCommand(o, context)),
            app.fieldPrefix()));
    }
    if (live.foreign.isEmpty() && !live.releases.isEmpty() && live.warnings.isEmpty())
        out.append(Finding::info(tr("the %1 objects of releases %2 checked against namespace %3: none "
                                    "exists outside them")
                                     .arg(QString::number(live.objectCount),
                                         live.releases.join(QStringLiteral(", ")), live.kubeNamespace),
            app.fieldPrefix()));
    for (const QString &w : live.warnings)
        out.append(Finding::warning(w, app.fieldPrefix()));
    return out;
}

QStringList OwnershipCheck::missingClaims(const App &app, const DeployOptions &options)
{
    QStringList out;
    const LiveOwnership &live = options.liveOwnership;
    if (!live.read || !live.claimsRead)
        return out;
    const QStringList entries = LiveOwnership::mountedEntries(app);
    for (const QString &entry : entries) {
        if (!live.claims.contains(entry))
            out.append(entry);
    }
    return out;
}

Findings OwnershipCheck::storage(const App &app, const DeployOptions &options)
{
    Findings out;
    const LiveOwnership &live = options.liveOwnership;
    const QStringList missing = missingClaims(app, options);
    QStringList fields;
    const QStringList entries = LiveOwnership::mountedEntries(app, &fields);
    const QString project
        = live.projectFile.isEmpty() ? QStringLiteral("PROJECT") : shellQuote(live.projectFile);
    for (int i = 0; i < entries.size(); ++i) {
        if (!missing.contains(entries.at(i)))
            continue;
        if (options.createStorage) {
            out.append(Finding::info(tr("storage entry %1, mounted by app %2, has no claim in namespace "
                                        "%3: this deploy creates it first (release storage-%1)")
                                         .arg(entries.at(i), app.name, live.kubeNamespace),
                fields.at(i)));
            continue;
        }
        out.append(Finding::error(
            tr("storage entry %1, mounted by app %2, has no claim in namespace %3: its pods would "
               "wait until the deploy times out. Create it first: helmdeck-cli storage create %1 %4 (or "
               "deploy with --create-storage)")
                .arg(entries.at(i), app.name, live.kubeNamespace, project),
            fields.at(i)));
    }
    return out;
}

} // namespace HelmDeck
