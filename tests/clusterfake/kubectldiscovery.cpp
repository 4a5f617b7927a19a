// SPDX-License-Identifier: GPL-3.0-or-later
// kubectl's discovery commands, answered from the state file: version, api-versions, api-resources.

#include "kubectl.h"

#include "objects.h"
#include "statestore.h"

#include <QJsonArray>

#include <algorithm>

namespace HelmDeck::ClusterFake {

namespace {

const QString kDefaultServerVersion = QStringLiteral("v1.34.1-fake");

/** One row of `kubectl api-resources`. */
struct ApiResource
{
    QString name; ///< plural, "httproutes"
    QString shortNames; ///< comma-separated, may be empty
    QString apiVersion; ///< "gateway.networking.k8s.io/v1"
    bool namespaced = true;
    QString kind; ///< "HTTPRoute"
};

bool readState(const Invocation &inv, QJsonObject *root, int *rc)
{
    StateStore store(inv.statePath);
    QString error;
    if (!store.open(&error)) {
        *rc = fail(error, 2);
        return false;
    }
    *root = store.root();
    return true;
}

/** The state's `apiResources` (objects with apiVersion and kind; name defaults to the lower-case kind + "s"),
 * else the fake's own kinds. */
QList<ApiResource> apiResources(const QJsonObject &root)
{
    QList<ApiResource> out;
    if (root.contains(QLatin1String("apiResources"))) {
        const QJsonArray list = root.value(QLatin1String("apiResources")).toArray();
        for (const QJsonValue &v : list) {
            const QJsonObject o = v.toObject();
            ApiResource r;
            r.kind = o.value(QLatin1String("kind")).toString();
            r.apiVersion = o.value(QLatin1String("apiVersion")).toString();
            r.name = o.value(QLatin1String("name")).toString(r.kind.toLower() + QLatin1Char('s'));
            r.shortNames = o.value(QLatin1String("shortNames")).toString();
            r.namespaced = o.value(QLatin1String("namespaced")).toBool(true);
            out.append(r);
        }
        return out;
    }
    for (const ResourceKind &k : resourceKinds()) {
        if (!k.discovered)
            continue;
        QStringList shortNames;
        for (const QString &alias : k.aliases) {
            if (alias != k.kind.toLower())
                shortNames.append(alias);
        }
        out.append({ k.plural, shortNames.join(QLatin1Char(',')), k.apiVersion(), k.namespaced, k.kind });
    }
    return out;
}

} // namespace

QString serverGitVersion(const QJsonObject &stateRoot)
{
    return stateRoot.value(QLatin1String("serverVersion")).toString(kDefaultServerVersion);
}

int kubectlVersion(const Invocation &inv, const Args &args)
{
    if (args.value(QStringLiteral("output")) != QLatin1String("json"))
        return unsupported(QStringLiteral("kubectl version without -o json"));
    const QJsonObject client { { QStringLiteral("major"), QStringLiteral("1") },
        { QStringLiteral("minor"), QStringLiteral("34") },
        { QStringLiteral("gitVersion"), kDefaultServerVersion },
        { QStringLiteral("platform"), QStringLiteral("linux/amd64") } };
    QJsonObject out { { QStringLiteral("clientVersion"), client },
        { QStringLiteral("kustomizeVersion"), QStringLiteral("v5.7.1") } };
    if (!args.has(QStringLiteral("client"))) {
        if (const int down = clusterUnavailable(inv))
            return down;
        QJsonObject root;
        int rc = 0;
        if (!readState(inv, &root, &rc))
            return rc;
        const QString git = serverGitVersion(root);
        // "v1.31.4+k3s1" → major "1", minor "31", as the API server's /version says
        const QStringList parts = git.mid(git.startsWith(QLatin1Char('v')) ? 1 : 0).split(QLatin1Char('.'));
        QString minor = parts.value(1);
        while (!minor.isEmpty() && !minor.back().isDigit())
            minor.chop(1);
        out.insert(QStringLiteral("serverVersion"),
            QJsonObject { { QStringLiteral("major"), parts.value(0) }, { QStringLiteral("minor"), minor },
                { QStringLiteral("gitVersion"), git },
                { QStringLiteral("platform"), QStringLiteral("linux/amd64") } });
    }
    writeOut(indentedJson(out));
    return 0;
}

bool servesKind(const QJsonObject &root, const ResourceKind &kind)
{
    static const QStringList builtIn { QString(), QStringLiteral("apps"), QStringLiteral("batch"),
        QStringLiteral("storage.k8s.io"), QStringLiteral("networking.k8s.io"), QStringLiteral("autoscaling"),
        QStringLiteral("policy"), QStringLiteral("rbac.authorization.k8s.io") };
    if (!root.contains(QLatin1String("apiResources")) || builtIn.contains(kind.group))
        return true; // the fake's own kinds; a built-in kind is always served
    const QList<ApiResource> resources = apiResources(root);
    return std::any_of(resources.cbegin(), resources.cend(), [&](const ApiResource &r) {
        const QString group = r.apiVersion.contains(QLatin1Char('/'))
            ? r.apiVersion.section(QLatin1Char('/'), 0, 0)
            : QString();
        return r.kind == kind.kind && group == kind.group; // any version of the kind's group
    });
}

int kubectlApiVersions(const Invocation &inv)
{
    if (const int down = clusterUnavailable(inv))
        return down;
    QJsonObject root;
    int rc = 0;
    if (!readState(inv, &root, &rc))
        return rc;
    QStringList versions;
    for (const ApiResource &r : apiResources(root)) {
        if (!versions.contains(r.apiVersion))
            versions.append(r.apiVersion);
    }
    std::sort(versions.begin(), versions.end());
    QString text;
    for (const QString &v : versions)
        text += v + QLatin1Char('\n');
    writeOut(text);
    return 0;
}

int kubectlApiResources(const Invocation &inv, const Args &args)
{
    const QString output = args.value(QStringLiteral("output"));
    if (!output.isEmpty() && output != QLatin1String("name"))
        return unsupported(QStringLiteral("kubectl api-resources -o ") + output);
    if (const int down = clusterUnavailable(inv))
        return down;
    QJsonObject root;
    int rc = 0;
    if (!readState(inv, &root, &rc))
        return rc;
    const QList<ApiResource> resources = apiResources(root);
    QString text;
    if (output == QLatin1String("name")) {
        for (const ApiResource &r : resources) {
            const int slash = r.apiVersion.indexOf(QLatin1Char('/'));
            text += r.name + (slash < 0 ? QString() : QLatin1Char('.') + r.apiVersion.left(slash))
                + QLatin1Char('\n');
        }
        writeOut(text);
        return 0;
    }
    // kubectl's table: columns padded to the widest cell plus three spaces
    QList<QStringList> rows;
    if (!args.has(QStringLiteral("no-headers")))
        rows.append({ QStringLiteral("NAME"), QStringLiteral("SHORTNAMES"), QStringLiteral("APIVERSION"),
            QStringLiteral("NAMESPACED"), QStringLiteral("KIND") });
    for (const ApiResource &r : resources)
        rows.append({ r.name, r.shortNames, r.apiVersion,
            r.namespaced ? QStringLiteral("true") : QStringLiteral("false"), r.kind });
    int widths[5] = { 0, 0, 0, 0, 0 };
    for (const QStringList &row : rows) {
        for (int c = 0; c < 5; ++c)
            widths[c] = std::max(widths[c], int(row.at(c).size()));
    }
    for (const QStringList &row : rows) {
        QString line;
        for (int c = 0; c < 4; ++c)
            line += row.at(c).leftJustified(widths[c] + 3);
        text += line + row.at(4) + QLatin1Char('\n');
    }
    writeOut(text);
    return 0;
}

} // namespace HelmDeck::ClusterFake
