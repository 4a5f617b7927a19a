// SPDX-License-Identifier: GPL-3.0-or-later
// A docker config's bytes through DockerConfig::parse, what DockerConfig::load runs after InputFile
// (TextCheck and JsonKeyCheck inside), then the look-ups the credential resolver makes.
#include "fuzzinput.h"
#include "registry/dockerconfig.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    HelmDeck::DockerConfig config;
    QString error;
    if (!HelmDeck::DockerConfig::parse(
            fuzzBytes(data, size), QStringLiteral("/home/u/.docker/config.json"), &config, &error))
        return 0;
    for (const QString &host : { QStringLiteral("ghcr.io"), QStringLiteral("docker.io"),
             QStringLiteral("https://index.docker.io/v1/"), QStringLiteral("localhost:5000") }) {
        (void)config.credHelper(host);
        (void)config.auth(host);
    }
    (void)config.credsStore();
    return 0;
}
