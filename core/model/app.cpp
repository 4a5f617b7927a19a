// SPDX-License-Identifier: GPL-3.0-or-later
#include "app.h"

#include "chart/chartnames.h"

namespace HelmDeck {

bool App::usesImportedCertificate() const
{
    for (const Domain &domain : domains) {
        if (domain.tls.mode == DomainTls::Mode::Imported)
            return true;
    }
    return false;
}

int App::processIndex(const QString &processName) const
{
    for (int i = 0; i < processes.size(); ++i) {
        if (processes.at(i).name == processName)
            return i;
    }
    return -1;
}

const ProcessType *App::process(const QString &processName) const
{
    const int i = processIndex(processName);
    return i < 0 ? nullptr : &processes.at(i);
}

QString App::fieldPrefix() const
{
    return QStringLiteral("apps[") + name + QLatin1Char(']');
}

PullSecretSettings::Mode App::effectivePullSecretMode() const
{
    if (pullSecret.mode == PullSecretSettings::Mode::None)
        return PullSecretSettings::Mode::None;
    if (pullSecret.mode == PullSecretSettings::Mode::NamedSecrets || !imagePullSecrets.isEmpty())
        return PullSecretSettings::Mode::NamedSecrets;
    return PullSecretSettings::Mode::FromCredentials;
}

QString App::pullSecretReleaseName() const
{
    return ChartNames::pullSecretReleaseName(name);
}

QList<StorageMount> App::mountsFor(const QString &target) const
{
    QList<StorageMount> out;
    for (const StorageMount &mount : mounts) {
        if (mount.appliesTo(target))
            out.append(mount);
    }
    return out;
}

QStringList App::volumeEntriesFor(const QString &target) const
{
    QStringList out;
    for (const StorageMount &mount : mounts) {
        if (mount.appliesTo(target) && !out.contains(mount.entry))
            out.append(mount.entry);
    }
    return out;
}

} // namespace HelmDeck
