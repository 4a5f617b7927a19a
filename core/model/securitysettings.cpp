// SPDX-License-Identifier: GPL-3.0-or-later
#include "securitysettings.h"

#include <QJsonArray>

namespace HelmDeck {

bool SecuritySettings::isEmpty() const
{
    return !runAsNonRoot && !privileged && !readOnlyRootFilesystem && !addCapabilities && !sysctls
        && !shmSize;
}

SecuritySettings SecuritySettings::merged(const SecuritySettings &over) const
{
    SecuritySettings out = *this;
    if (over.runAsNonRoot)
        out.runAsNonRoot = over.runAsNonRoot;
    if (over.privileged)
        out.privileged = over.privileged;
    if (over.readOnlyRootFilesystem)
        out.readOnlyRootFilesystem = over.readOnlyRootFilesystem;
    if (over.addCapabilities)
        out.addCapabilities = over.addCapabilities;
    if (over.sysctls)
        out.sysctls = over.sysctls;
    if (over.shmSize)
        out.shmSize = over.shmSize;
    return out;
}

SecuritySettings SecuritySettings::effective() const
{
    SecuritySettings out;
    out.runAsNonRoot = runAsNonRoot.value_or(true);
    out.privileged = privileged.value_or(false);
    out.readOnlyRootFilesystem = readOnlyRootFilesystem.value_or(false);
    out.addCapabilities = addCapabilities.value_or(QStringList());
    out.sysctls = sysctls.value_or(KeyValueList());
    out.shmSize = shmSize.value_or(QString()).trimmed();
    return out;
}

QJsonObject SecuritySettings::podSecurityContext() const
{
    const SecuritySettings e = effective();
    QJsonObject pod { { QStringLiteral("runAsNonRoot"), *e.runAsNonRoot },
        { QStringLiteral("seccompProfile"),
            QJsonObject { { QStringLiteral("type"), QStringLiteral("RuntimeDefault") } } } };
    if (!e.sysctls->isEmpty()) {
        QJsonArray list;
        for (const auto &kv : *e.sysctls)
            list.append(QJsonObject {
                { QStringLiteral("name"), kv.first.trimmed() }, { QStringLiteral("value"), kv.second } });
        pod.insert(QStringLiteral("sysctls"), list);
    }
    return pod;
}

QJsonObject SecuritySettings::containerSecurityContext() const
{
    const SecuritySettings e = effective();
    QStringList add;
    for (const QString &c : *e.addCapabilities) {
        const QString name = c.trimmed().toUpper();
        if (!name.isEmpty() && !add.contains(name))
            add.append(name);
    }
    // The API refuses allowPrivilegeEscalation false together with privileged or CAP_SYS_ADMIN.
    const bool escalation = *e.privileged || add.contains(QLatin1String("SYS_ADMIN"));
    QJsonObject caps { { QStringLiteral("drop"), QJsonArray { QStringLiteral("ALL") } } };
    if (!add.isEmpty())
        caps.insert(QStringLiteral("add"), QJsonArray::fromStringList(add));
    QJsonObject c { { QStringLiteral("allowPrivilegeEscalation"), escalation },
        { QStringLiteral("capabilities"), caps } };
    if (*e.privileged)
        c.insert(QStringLiteral("privileged"), true);
    if (*e.readOnlyRootFilesystem)
        c.insert(QStringLiteral("readOnlyRootFilesystem"), true);
    return c;
}

bool SecuritySettings::operator==(const SecuritySettings &o) const
{
    return runAsNonRoot == o.runAsNonRoot && privileged == o.privileged
        && readOnlyRootFilesystem == o.readOnlyRootFilesystem && addCapabilities == o.addCapabilities
        && sysctls == o.sysctls && shmSize == o.shmSize;
}

} // namespace HelmDeck
