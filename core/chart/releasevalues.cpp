// SPDX-License-Identifier: GPL-3.0-or-later
#include "releasevalues.h"
#include "chartyaml.h"

#include "chartnames.h"
#include "shellwords.h"

#include <yaml-cpp/yaml.h>

#include <QCoreApplication>

namespace HelmDeck {

using ChartYaml::str;

namespace {

struct GateCommands
{
    QStringList predeploy; ///< the init container's args; empty when there is no predeploy or no release
    QString mainName; ///< the container: release, or predeploy when there is no release command
    QStringList mainArgs;
    bool hasPredeployInit = false;
};

bool commands(const App &app, GateCommands *out, QString *error, QString *fieldPath)
{
    QString splitError;
    const QString predeploy = app.predeploy.trimmed();
    const QString release = app.release.command.trimmed();
    const QStringList predeployArgs = ShellWords::toContainerArgs(predeploy, &splitError);
    if (!splitError.isEmpty()) {
        *error = QStringLiteral("predeploy: %1").arg(splitError);
        *fieldPath = app.fieldPrefix() + QStringLiteral(".scripts.predeploy");
        return false;
    }
    const QStringList releaseArgs = ShellWords::toContainerArgs(release, &splitError);
    if (!splitError.isEmpty()) {
        *error
            = QCoreApplication::translate("HelmDeck::ReleaseValues", "release command: %1").arg(splitError);
        *fieldPath = app.fieldPrefix() + QStringLiteral(".release.command");
        return false;
    }
    if (release.isEmpty()) {
        out->mainName = ChartNames::predeployContainerName(app.name);
        out->mainArgs = predeployArgs;
    } else {
        out->mainName = ChartNames::releaseContainerName(app.name);
        out->mainArgs = releaseArgs;
        out->hasPredeployInit = !predeploy.isEmpty();
        out->predeploy = predeployArgs;
    }
    return true;
}

int backoffLimit(const App &app)
{
    return qBound(0, app.release.backoffLimit, ReleaseSettings::MaxBackoffLimit);
}

void emitArgs(YAML::Emitter &out, const char *key, const QStringList &args)
{
    out << YAML::Key << key << YAML::Value << YAML::BeginSeq;
    for (const QString &a : args)
        out << YAML::DoubleQuoted << str(a);
    out << YAML::EndSeq;
}

} // namespace

QStringList ReleaseValues::hashInputs(
    const App &app, const QString &configChecksum, const QStringList &pullSecrets)
{
    GateCommands c;
    QString error, fieldPath;
    if (!app.hasReleaseGate() || !commands(app, &c, &error, &fieldPath))
        return {};
    const QChar sep(0x1f); // unit separator: no argv word holds it
    QStringList inputs { QStringLiteral("image=") + app.image.trimmed(),
        QStringLiteral("predeploy=") + c.predeploy.join(sep), QStringLiteral("container=") + c.mainName,
        QStringLiteral("args=") + c.mainArgs.join(sep), QStringLiteral("config=") + configChecksum,
        QStringLiteral("backoffLimit=") + QString::number(backoffLimit(app)),
        QStringLiteral("pullSecrets=") + pullSecrets.join(sep) };
    // the wait init container per bundled service (charts/app/templates/_services.tpl)
    for (const BackingService &s : app.services) {
        if (!s.external)
            inputs << QStringLiteral("service=") + BackingService::kindName(s.kind) + sep + s.image();
    }
    for (const StorageMount &m : app.mountsFor(StorageMount::runTarget())) {
        inputs << QStringLiteral("mount=") + m.entry.trimmed() + sep + m.containerPath.trimmed() + sep
                + m.subPath.trimmed() + sep + (m.readOnly ? QStringLiteral("ro") : QStringLiteral("rw"));
    }
    return inputs;
}

QString ReleaseValues::jobName(const App &app, const QString &configChecksum, const QStringList &pullSecrets)
{
    const QStringList inputs = hashInputs(app, configChecksum, pullSecrets);
    return inputs.isEmpty() ? QString() : ChartNames::releaseJobName(app.name, inputs);
}

bool ReleaseValues::emit(YAML::Emitter &out, const App &app, const QString &configChecksum,
    const QStringList &pullSecrets, QString *error, QString *fieldPath)
{
    out << YAML::Key << "release" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "enabled" << YAML::Value << app.hasReleaseGate();
    if (app.hasReleaseGate()) {
        GateCommands c;
        if (!commands(app, &c, error, fieldPath))
            return false;
        out << YAML::Key << "jobName" << YAML::Value << YAML::DoubleQuoted
            << str(ReleaseValues::jobName(app, configChecksum, pullSecrets));
        out << YAML::Key << "containerName" << YAML::Value << YAML::DoubleQuoted << str(c.mainName);
        emitArgs(out, "args", c.mainArgs);
        if (c.hasPredeployInit) {
            out << YAML::Key << "predeploy" << YAML::Value << YAML::BeginMap;
            out << YAML::Key << "containerName" << YAML::Value << YAML::DoubleQuoted
                << str(ChartNames::predeployContainerName(app.name));
            emitArgs(out, "args", c.predeploy);
            out << YAML::EndMap;
        }
        out << YAML::Key << "backoffLimit" << YAML::Value << backoffLimit(app);
        out << YAML::Key << "roleName" << YAML::Value << YAML::DoubleQuoted
            << str(ChartNames::releaseWaitRoleName(app.name));
        out << YAML::Key << "wait" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "containerName" << YAML::Value << YAML::DoubleQuoted
            << str(ChartNames::releaseWaitContainerName());
        out << YAML::Key << "image" << YAML::Value << YAML::DoubleQuoted
            << str(app.release.effectiveWaitImage());
        // the deploy waits this long for the rollout anyway; a wait that outlives it helps nobody
        out << YAML::Key << "timeoutSeconds" << YAML::Value << qMax(30, app.deployTimeoutSeconds);
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
    return true;
}

} // namespace HelmDeck
