// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectsecrets.h"

#include <QPointer>
#include <QSharedPointer>
#include <QTimer>

namespace HelmDeck {

namespace {

// One secret at a time: a keychain may prompt, and the reports stay in field order.
struct Chain
{
    QPointer<SecretStore> store;
    Project project;
    QList<ProjectSecrets::Item> items;
    int next = 0;
    ProjectSecrets::Report report;
    bool write = false;
    std::function<void(const Project &, const ProjectSecrets::Report &)> done;
};

void step(const QSharedPointer<Chain> &chain)
{
    if (!chain->store)
        return; // the store is gone, and its callbacks with it
    if (chain->next >= chain->items.size()) {
        chain->done(chain->project, chain->report);
        return;
    }
    const ProjectSecrets::Item item = chain->items.at(chain->next++);
    const auto finished = [chain, item](const SecretStore::Result &r) {
        if (r.status == SecretStore::Status::NotFound)
            chain->report.missing.append(item.fieldPath);
        else if (r.status == SecretStore::Status::Error)
            chain->report.errors.append(item.fieldPath + QStringLiteral(": ") + r.error);
        else if (!chain->write)
            ProjectSecrets::setValue(&chain->project, item, r.value);
        step(chain);
    };
    if (!chain->write) {
        chain->store->read(item.key, finished);
        return;
    }
    const QString value = ProjectSecrets::value(chain->project, item);
    if (value.isEmpty()) {
        step(chain);
        return;
    }
    chain->store->write(item.key, value, finished);
}

void start(SecretStore *store, const Project &project, const QString &projectKey, bool write,
    const std::function<void(const Project &, const ProjectSecrets::Report &)> &done)
{
    const auto chain = QSharedPointer<Chain>::create();
    chain->store = store;
    chain->project = project;
    chain->items = ProjectSecrets::items(project, projectKey);
    chain->write = write;
    chain->done = done;
    // Always finish later, never inside this call, even with nothing to do.
    QTimer::singleShot(0, store, [chain]() { step(chain); });
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
    }
    return out;
}

void ProjectSecrets::fill(
    SecretStore *store, const Project &project, const QString &projectKey, const FillCallback &done)
{
    start(store, project, projectKey, false, done);
}

void ProjectSecrets::store(
    SecretStore *store, const Project &project, const QString &projectKey, const StoreCallback &done)
{
    start(store, project, projectKey, true, [done](const Project &, const Report &report) { done(report); });
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

ProjectSecrets::Report ProjectSecrets::storeSync(
    SecretStore *store, const Project &project, const QString &projectKey, int timeoutMs)
{
    const auto outcome = QSharedPointer<Report>::create();
    const SecretStore::Result waited = SecretStore::waitFor(
        [&](const SecretStore::Callback &finish) {
            ProjectSecrets::store(store, project, projectKey, [outcome, finish](const Report &report) {
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
    for (EnvVar &var : app->env) {
        if (var.name == item.key.name && var.secret)
            var.value = value;
    }
}

} // namespace HelmDeck
