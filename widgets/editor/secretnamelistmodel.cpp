// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretnamelistmodel.h"

namespace HelmDeck {

SecretNameListModel::SecretNameListModel(QObject *parent)
    : UniqueStringListModel(parent)
{ }

QString SecretNameListModel::normalize(const QString &typed) const
{
    return typed.trimmed();
}

QString SecretNameListModel::placeholder(int n) const
{
    return n == 1 ? QStringLiteral("regcred") : QStringLiteral("regcred-%1").arg(n);
}

QString SecretNameListModel::header() const
{
    return tr("Secret name");
}

QString SecretNameListModel::toolTip() const
{
    return tr("An existing Secret of type kubernetes.io/dockerconfigjson in the app's namespace.");
}

QString SecretNameListModel::emptyMessage() const
{
    return tr("A Secret name cannot be empty; remove the row instead.");
}

} // namespace HelmDeck
