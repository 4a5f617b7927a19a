// SPDX-License-Identifier: GPL-3.0-or-later
#include "strictkinds.h"

#include <QString>
#include <QTest>

namespace StrictKinds {

namespace {

enum class Mode
{
    Off,
    Flag,
    Project
};

QByteArray projectText(Mode mode, const QByteArray &image, const QByteArray &web, const QByteArray &extra)
{
    return QByteArray("schemaVersion: 1\n") + (mode == Mode::Project ? "strict: true\n" : "")
        + "apps:\n  - name: shop\n    image: " + image
        + "\n    processes:\n      - {name: web, command: serve, " + web + ", ports: [\"http:80:5000\"]}\n"
        + extra;
}

struct ProjectKind
{
    const char *kind, *image, *web, *extra, *message;
};

const char *const kImage = "registry.example.com/shop:1";
const char *const kDomains = "    domains: [shop.example.com]\n";

const ProjectKind kWebAtZero
    = { "web scaled to 0 while the app has domains", kImage, "replicas: 0", kDomains, "route to no pods" };

void addModes(const ProjectKind &k)
{
    const struct
    {
        const char *name;
        Mode mode;
    } modes[] = { { "strict off: a warning", Mode::Off }, { "--strict: an error", Mode::Flag },
        { "strict: true in the project: an error", Mode::Project } };
    for (const auto &m : modes)
        QTest::addRow("%s, %s", k.kind, m.name)
            << projectText(m.mode, k.image, k.web, k.extra) << (m.mode == Mode::Flag)
            << QString::fromUtf8(k.message) << (m.mode != Mode::Off);
}

void addProjectColumns()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<bool>("flag");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("strict");
}

} // namespace

void addAppJsonRows(const char *prefix)
{
    QTest::addColumn<QByteArray>("appJson");
    QTest::addColumn<bool>("strict");
    QTest::addColumn<QString>("message");
    const struct
    {
        const char *kind, *appJson, *message;
    } kinds[] = {
        { "an unknown app.json key", R"({"crons": []})", "\"crons\"" },
        { "a formation scaling web (the domains' process) to 0", R"({"formation": {"web": {"quantity": 0}}})",
            "scales web to 0" },
        { "an app.json feature HelmDeck does not run (autoscaling)",
            R"({"formation": {"web": {"autoscaling": {"min_quantity": 1}}}})",
            "is not supported by HelmDeck" },
        { "an unsupported health-check field (content)",
            R"({"healthchecks": {"web": [{"type": "startup", "path": "/", "content": "ok"}]}})",
            "\"content\" matching is not supported" },
    };
    for (const auto &k : kinds) {
        QTest::addRow("%s%s, strict off: a warning", prefix, k.kind)
            << QByteArray(k.appJson) << false << QString::fromUtf8(k.message);
        QTest::addRow("%s%s, --strict: an error", prefix, k.kind)
            << QByteArray(k.appJson) << true << QString::fromUtf8(k.message);
    }
}

void addProjectRows()
{
    addProjectColumns();
    addModes({ "an unknown project-file key", kImage, "replica: 2", "", "unknown key" });
    addModes(kWebAtZero);
    addModes({ "an unsupported health-check field (content)", kImage,
        "healthchecks: [{type: startup, path: /, content: ok}]", "", "unknown key \"content\"" });
    addModes({ "an image without a registry", "shop:1", "replicas: 1", "", "names no registry" });
}

void addDeployRows()
{
    addProjectColumns();
    addModes(
        { "a loopback registry image", "localhost:5000/shop:1", "replicas: 1", "", "loopback registry" });
    addModes(kWebAtZero);
}

void addRenderRows()
{
    addProjectColumns();
    addModes(kWebAtZero);
}

QByteArray strictLoopbackProject()
{
    return projectText(Mode::Project, "localhost:5000/shop:1", "replicas: 1", "");
}

} // namespace StrictKinds
