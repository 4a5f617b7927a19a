// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace HelmDeck {

/**
 * `helmdeck service ACTION APP [KIND] [--project PROJECT] …`: an app's bundled backing services
 * (docs/service-commands.md), on the job path (ServiceCommands, ServiceStatus):
 * - `connect APP KIND`: psql / valkey-cli in the service's pod, on this terminal;
 * - `export APP KIND --output FILE`: pg_dump -Fc / the RDB streamed into FILE (0600, written under
 *   a temp name and renamed only on success), with progress on stderr;
 * - `import APP postgres --input FILE --yes`: a pg_dump archive (pg_restore --clean) or a .sql
 *   file (psql) streamed in; refused without --yes, and for Valkey;
 * - `status APP [KIND]`: StatefulSet readiness, pod phase, claim, image version on stdout.
 * KIND is postgres or valkey. PROJECT defaults to the current folder's helmdeck.yaml. Exit status 0,
 * 1 when a step fails or the service cannot be reached, 2 on usage errors; `connect` gives the
 * client's own status (128+N after signal N).
 */
class CliService
{
public:
    static QStringList subcommands() { return { QStringLiteral("service") }; }
    /** @p args: "helmdeck service" first, then ACTION and the rest. */
    static int run(const QStringList &args);
};

} // namespace HelmDeck
