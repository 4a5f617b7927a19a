// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectsecrets.h"

#include "servicecredentials.h"

#include <QPointer>
#include <QSharedPointer>
#include <QTimer>

namespace HelmDeck {

namespace {

struct Operation
{
    enum class Kind
    {
        Read,
        Write,
        Remove
    };
    Kind kind = Kind::Read;
    ProjectSecrets::Item item;
    bool generated = false; ///< a write of a password fill() has just generated
};

// One secret at a time: a keychain may prompt, and the reports stay in field order.
struct Chain
{
    QPointer<SecretStore> store;
    Project project;
    QList<Operation> operations;
    int next = 0;
    ProjectSecrets::Report report;
    std::function<void(const Project &, const ProjectSecrets::Report &)> done;
};

void step(const QSharedPointer<Chain> &chain)
{
    if (!chain->store)
        return; // the store is gone, and its callbacks with it
    if (chain->next >= chain->operations.size()) {
        chain->done(chain->project, chain->report);
        return;
    }
    const Operation op = chain->operations.at(chain->next++);
    const ProjectSecrets::Item item = op.item;
    const auto finished = [chain, op](const SecretStore::Result &r) {
        if (r.status == SecretStore::Status::NotFound && op.kind == Operation::Kind::Read
            && op.item.generateIfMissing && chain->store->isPersistent()) {
            // a bundled service's first password: made once, written at once (ServiceCredentials).
            // Never into the session store: a database initialised with a password that is gone
            // when the program ends could not be reached again (docs/project-file.md, "Services").
            ProjectSecrets::setValue(&chain->project, op.item, ServiceCredentials::generatePassword());
            chain->operations.insert(chain->next, Operation { Operation::Kind::Write, op.item, true });
        } else if (r.status == SecretStore::Status::Ok && op.generated && chain->store->isPersistent()) {
            chain->report.generated.append(op.item.fieldPath); // generated and stored, not before
        } else if (r.status == SecretStore::Status::Ok && op.generated) {
            // the keychain went away during the write: the password is in the session store only
            ProjectSecrets::setValue(&chain->project, op.item, QString());
            chain->operations.insert(chain->next, Operation { Operation::Kind::Remove, op.item });
            chain->report.missing.append(op.item.fieldPath);
        } else if (r.status == SecretStore::Status::Error && op.generated) {
            // not stored: the value must not be used (the next fill would make another one)
            ProjectSecrets::setValue(&chain->project, op.item, QString());
            chain->report.errors.append(op.item.fieldPath + QStringLiteral(": ") + r.error);
        } else if (r.status == SecretStore::Status::NotFound)
            chain->report.missing.append(op.item.fieldPath);
        else if (r.status == SecretStore::Status::Error)
            chain->report.errors.append(op.item.fieldPath + QStringLiteral(": ") + r.error);
        else if (op.kind == Operation::Kind::Read)
            ProjectSecrets::setValue(&chain->project, op.item, r.value);
        else if (op.kind == Operation::Kind::Remove)
            chain->report.removed.append(op.item.fieldPath);
        step(chain);
    };
    switch (op.kind) {
    case Operation::Kind::Read:
        chain->store->read(item.key, finished);
        return;
    case Operation::Kind::Write:
        chain->store->write(item.key, ProjectSecrets::value(chain->project, item), finished);
        return;
    case Operation::Kind::Remove:
        chain->store->remove(item.key, finished);
        return;
    }
}

void start(SecretStore *store, const Project &project, const QList<Operation> &operations,
    const std::function<void(const Project &, const ProjectSecrets::Report &)> &done)
{
    const auto chain = QSharedPointer<Chain>::create();
    chain->store = store;
    chain->project = project;
    chain->operations = operations;
    chain->done = done;
    // Always finish later, never inside this call, even with nothing to do.
    QTimer::singleShot(0, store, [chain]() { step(chain); });
}

const App *constAppOf(const Project &project, const QString &name)
{
    const int i = project.appIndex(name);
    return i < 0 ? nullptr : &project.apps.at(i);
}

/** True when one of @p current (a bundled service's password) holds @p value in @p project. */
bool movedTo(const QList<ProjectSecrets::Item> &current, const Project &project, const QString &value)
{
    if (value.isEmpty())
        return false;
    for (const ProjectSecrets::Item &item : current) {
        if (item.generateIfMissing && ProjectSecrets::value(project, item) == value)
            return true;
    }
    return false;
}

/** What store() does: write what has a value, remove what @p previous had and the edit took away. */
QList<Operation> storeOperations(const Project &previous, const Project &project, const QString &projectKey)
{
    QList<Operation> out;
    const QList<ProjectSecrets::Item> current = ProjectSecrets::items(project, projectKey);
    const QList<ProjectSecrets::Item> before = ProjectSecrets::items(previous, projectKey);
    QStringList currentKeys;
    for (const ProjectSecrets::Item &item : current) {
        currentKeys.append(item.key.toString());
        if (!ProjectSecrets::value(project, item).isEmpty()) {
            out.append(Operation { Operation::Kind::Write, item });
            continue;
        }
        for (const ProjectSecrets::Item &old : before) {
            if (!(old.key == item.key))
                continue;
            // a bundled service's password is never dropped by an empty field: its data needs it
            bool cleared = !item.generateIfMissing && !ProjectSecrets::value(previous, old).isEmpty();
            if (item.key.kind == SecretKey::registryKind()) {
                // Same registry, another username: the stored password was the old username's.
                const App *was = constAppOf(previous, item.key.app);
                const App *now = constAppOf(project, item.key.app);
                cleared = cleared || (was && now && was->pullSecret.username != now->pullSecret.username);
            }
            if (cleared)
                out.append(Operation { Operation::Kind::Remove, item });
        }
    }
    for (const ProjectSecrets::Item &old : before) {
        if (currentKeys.contains(old.key.toString()))
            continue;
        // A bundled service's password outlives its service and its app: the data volume it opens
        // stays in the cluster, and the service added again reads it back. It goes only when its
        // value moved to another key (a renamed app), which the writes above store.
        if (old.generateIfMissing && !movedTo(current, project, ProjectSecrets::value(previous, old)))
            continue;
        out.append(Operation { Operation::Kind::Remove, old });
    }
    return out;
}

/** The index of @p app's service whose keychain name is @p key's (BackingService::secretKey()); -1 = none. */
int serviceIndex(const App &app, const SecretKey &key)
{
    for (int i = 0; i < app.services.size(); ++i) {
        if (app.services.at(i).secretKey(app.name) == key.name)
            return i;
    }
    return -1;
}

App *appOf(Project *project, const QString &name)
{
    const int i = project->appIndex(name);
    return i < 0 ? nullptr : &project->apps[i];
}

} // namespace

QList<ProjectSecrets::Item> ProjectSecrets::items(const Project &project, const QString &projectKey)
{
    QList<Item> out;
    for (const App &app : project.apps) {
        for (const EnvVar &var : app.env) {
            if (var.secret)
                out.append(Item { SecretKey::env(projectKey, app.name, var.name),
                    app.fieldPrefix() + QStringLiteral(".env[") + var.name + QLatin1Char(']') });
        }
        const PullSecretSettings &pull = app.pullSecret;
        if (!pull.registry.isEmpty() && !pull.username.isEmpty())
            out.append(Item { SecretKey::registry(projectKey, app.name, pull.registry),
                app.fieldPrefix() + QStringLiteral(".pullSecret.password") });
        for (const BackingService &service : app.services)
            out.append(Item { ServiceCredentials::key(projectKey, app.name, service),
                ServiceCredentials::fieldPath(app, service), !service.external });
        if (!app.routing.certificateFile.trimmed().isEmpty())
            out.append(Item { SecretKey::tls(projectKey, app.name),
                app.fieldPrefix() + QStringLiteral(".routing.certificate") });
    }
    return out;
}

void ProjectSecrets::fill(
    SecretStore *store, const Project &project, const QString &projectKey, const FillCallback &done)
{
    QList<Operation> reads;
    const QList<Item> all = items(project, projectKey);
    for (const Item &item : all)
        reads.append(Operation { Operation::Kind::Read, item });
    start(store, project, reads, done);
}

void ProjectSecrets::fillServices(
    SecretStore *store, const Project &project, const QString &projectKey, const FillCallback &done)
{
    QList<Operation> reads;
    const QList<Item> all = items(project, projectKey);
    for (const Item &item : all) {
        if (item.key.kind == SecretKey::serviceKind() && value(project, item).isEmpty())
            reads.append(Operation { Operation::Kind::Read, item });
    }
    start(store, project, reads, done);
}

void ProjectSecrets::store(SecretStore *store, const Project &previous, const Project &project,
    const QString &projectKey, const StoreCallback &done)
{
    start(store, project, storeOperations(previous, project, projectKey),
        [done](const Project &, const Report &report) { done(report); });
}

ProjectSecrets::Report ProjectSecrets::fillSync(
    SecretStore *store, Project *project, const QString &projectKey, int timeoutMs)
{
    struct Outcome
    {
        Project project;
        Report report;
    };
    const auto outcome = QSharedPointer<Outcome>::create();
    const SecretStore::Result waited = SecretStore::waitFor(
        [&](const SecretStore::Callback &finish) {
            fill(store, *project, projectKey, [outcome, finish](const Project &filled, const Report &report) {
                outcome->project = filled;
                outcome->report = report;
                finish(SecretStore::Result { SecretStore::Status::Ok, QString(), QString() });
            });
        },
        timeoutMs);
    if (!waited.ok()) {
        Report report;
        report.errors.append(waited.error);
        return report;
    }
    *project = outcome->project;
    return outcome->report;
}

ProjectSecrets::Report ProjectSecrets::storeSync(SecretStore *store, const Project &previous,
    const Project &project, const QString &projectKey, int timeoutMs)
{
    const auto outcome = QSharedPointer<Report>::create();
    const SecretStore::Result waited = SecretStore::waitFor(
        [&](const SecretStore::Callback &finish) {
            ProjectSecrets::store(
                store, previous, project, projectKey, [outcome, finish](const Report &report) {
                    *outcome = report;
                    finish(SecretStore::Result { SecretStore::Status::Ok, QString(), QString() });
                });
        },
        timeoutMs);
    if (!waited.ok()) {
        Report report;
        report.errors.append(waited.error);
        return report;
    }
    return *outcome;
}

QString ProjectSecrets::value(const Project &project, const Item &item)
{
    const int a = project.appIndex(item.key.app);
    if (a < 0)
        return QString();
    const App &app = project.apps.at(a);
    if (item.key.kind == SecretKey::registryKind())
        return app.pullSecret.password;
    if (item.key.kind == SecretKey::serviceKind()) {
        const int i = serviceIndex(app, item.key);
        return i < 0 ? QString() : app.services.at(i).credential;
    }
    if (item.key.kind == SecretKey::tlsKind())
        return app.certificate.key;
    for (const EnvVar &var : app.env) {
        if (var.name == item.key.name && var.secret)
            return var.value;
    }
    return QString();
}

void ProjectSecrets::setValue(Project *project, const Item &item, const QString &value)
{
    App *app = appOf(project, item.key.app);
    if (!app)
        return;
    if (item.key.kind == SecretKey::registryKind()) {
        app->pullSecret.password = value;
        return;
    }
    if (item.key.kind == SecretKey::serviceKind()) {
        const int i = serviceIndex(*app, item.key);
        if (i >= 0)
            app->services[i].credential = value;
        return;
    }
    if (item.key.kind == SecretKey::tlsKind()) {
        app->certificate.key = value;
        return;
    }
    for (EnvVar &var : app->env) {
        if (var.name == item.key.name && var.secret)
            var.value = value;
    }
}

} // namespace HelmDeck
