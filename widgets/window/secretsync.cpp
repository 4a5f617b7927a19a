// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretsync.h"

#include "secrets/projectsecrets.h"
#include "secrets/secretstore.h"

#include <QPointer>

namespace HelmDeck {

SecretSync::SecretSync(SecretStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{ }

void SecretSync::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void SecretSync::fill(const Project &project, const QString &path, const FillDone &done)
{
    // The file holds no secret values; the keychain has them under the project file's path.
    const QString key = SecretKey::projectKeyFor(path);
    if (ProjectSecrets::items(project, key).isEmpty()) {
        m_missing.clear();
        m_stored = project;
        m_storedKey = key;
        done(project, Findings());
        return;
    }
    setBusy(true);
    const QPointer<SecretSync> self(this);
    ProjectSecrets::fill(m_store, project, key,
        [self, key, done](const Project &filled, const ProjectSecrets::Report &report) {
            if (!self)
                return;
            self->m_missing = report.missing; // warned about until they get a value
            self->m_stored = filled; // what the keychain holds now: a later save removes what edits take away
            self->m_storedKey = key;
            Findings findings;
            if (!self->m_store->isPersistent() && !report.missing.isEmpty())
                findings.append(Finding::warning(
                    tr("the system keychain is unavailable (%1): the project is open without its "
                       "secrets (%2); they render empty, and a deploy that needs them is refused")
                        .arg(self->m_store->unavailableReason(), report.missing.join(QStringLiteral(", ")))));
            for (const QString &error : report.errors)
                findings.append(
                    Finding::warning(tr("cannot read a secret from the keychain: %1").arg(error)));
            self->setBusy(false);
            done(filled, findings);
        });
}

void SecretSync::store(const Project &project, const QString &path, const StoreDone &done)
{
    // Removals only against what this same file's keychain entries held (not after Save As elsewhere).
    const QString key = SecretKey::projectKeyFor(path);
    const Project previous = key == m_storedKey ? m_stored : Project();
    if (ProjectSecrets::items(project, key).isEmpty() && ProjectSecrets::items(previous, key).isEmpty()) {
        m_stored = project;
        m_storedKey = key;
        done(QStringList());
        return;
    }
    setBusy(true);
    const QPointer<SecretSync> self(this);
    ProjectSecrets::store(
        m_store, previous, project, key, [self, project, key, done](const ProjectSecrets::Report &report) {
            if (!self)
                return;
            if (report.ok()) {
                self->m_stored = project;
                self->m_storedKey = key;
            }
            self->setBusy(false);
            done(report.errors);
        });
}

void SecretSync::forget()
{
    m_missing.clear();
    m_stored = Project();
    m_storedKey.clear();
}

Findings SecretSync::missingValueWarnings(const Project &project) const
{
    Findings out;
    if (m_missing.isEmpty())
        return out;
    // For a missing registry password the render itself warns (the docker config is used instead);
    // a bundled service's password is generated instead of missing while there is a keychain.
    const bool noKeychain = !m_store->isPersistent();
    const QList<ProjectSecrets::Item> items = ProjectSecrets::items(project, QString());
    for (const ProjectSecrets::Item &item : items) {
        const bool wanted = item.key.kind != SecretKey::registryKind();
        if (!wanted || !m_missing.contains(item.fieldPath) || !ProjectSecrets::value(project, item).isEmpty())
            continue;
        QString message = tr("the keychain has no value for this secret; set it again and save");
        if (item.key.kind == SecretKey::tlsKind())
            message = tr("the keychain has no key for the imported certificate: choose it on the Routing "
                         "page (or helmdeck certs import); a deploy is refused without it");
        if (noKeychain) // saving cannot keep it: there is nowhere to keep it after this session
            message = tr("no system keychain: this secret has no value; it renders empty and a deploy "
                         "is refused until you set it, and a value set now is kept for this session only");
        out.append(Finding::warning(message, item.fieldPath));
    }
    return out;
}

QStringList SecretSync::sessionOnlyValues(const Project &project) const
{
    QStringList out;
    if (m_store->isPersistent())
        return out;
    const QList<ProjectSecrets::Item> items = ProjectSecrets::items(project, QString());
    for (const ProjectSecrets::Item &item : items) {
        if (!ProjectSecrets::value(project, item).isEmpty())
            out.append(item.fieldPath);
    }
    return out;
}

} // namespace HelmDeck
