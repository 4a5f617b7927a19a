// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forms/uniquestringlistmodel.h"

namespace HelmDeck {

/**
 * The names of existing Secrets an app's pods pull with (App::imagePullSecrets), in order, as a
 * one-column table. Names are trimmed; an empty or repeated name is refused; whether a name is a
 * valid Secret name is the Validator's call. New rows are "regcred", "regcred-2", ...
 */
class SecretNameListModel : public UniqueStringListModel
{
    Q_OBJECT
public:
    explicit SecretNameListModel(QObject *parent = nullptr);

    /** Replaces the rows (a model reset; edited() is not emitted). */
    void setNames(const QStringList &names) { setValues(names); }
    const QStringList &names() const { return values(); }

protected:
    QString normalize(const QString &typed) const override;
    QString placeholder(int n) const override;
    QString header() const override;
    QString toolTip() const override;
    QString emptyMessage() const override;
};

} // namespace HelmDeck
