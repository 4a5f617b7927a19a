// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

#include "yamlfieldreader.h"

namespace HelmDeck {

/**
 * Reads the storage part of helmdeck.yaml for ProjectReader (schema: docs/project-file.md,
 * "Storage entry" and "Mount"), through the ProjectReader's YamlFieldReader so locations and
 * findings land in the same read.
 *
 * Entries are keyed by name ("storage[data].size"): an entry without a name or a name given twice is
 * an error. Mounts are addressed by position ("apps[shop].mounts[0].containerPath"). labels and
 * annotations are maps of strings, recorded per key ("storage[data].labels[tier]"). Values are read
 * as text; their rules are the validator's (StorageValidator).
 */
class StorageReader
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StorageReader)

public:
    explicit StorageReader(YamlFieldReader &in);

    /** Reads "storage[<index>]" and appends it to the project's storage, unless it is unusable. */
    void readEntry(const YamlNode &node, int index);
    /** Reads one mount at @p path ("apps[shop].mounts[0]") into @p mount. */
    void readMount(const YamlNode &node, const QString &path, StorageMount *mount);

private:
    /** "owner": a string StorageOwner::parse() accepts; anything else is an error naming the field. */
    void readOwner(const YamlFieldReader::Entries &e, const QString &path, QString *owner);

    YamlFieldReader &m_in;
};

} // namespace HelmDeck
