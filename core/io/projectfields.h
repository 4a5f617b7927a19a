// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/project.h"

#include <QString>

#include <memory>

namespace HelmDeck {

/**
 * The fields of a project as the project file writes them (ProjectFile::serialize), looked up by a
 * finding's field path: "apps[shop].image", "apps[shop].processes[web].ports[0]". A keyed segment
 * picks the list item whose name, host, type, kind or id is the key (a number: the item at that
 * index when none is), or the map entry of that key.
 *
 * It tells whether a field changed between two versions of a project (text() differs), so a finding
 * made when the project was loaded or imported ("no image given") is dropped once its field is
 * edited, instead of outliving the fix. Secret values are not written, so they never differ here.
 * One serialization per instance; each lookup walks the path only.
 */
class ProjectFields
{
public:
    explicit ProjectFields(const Project &project);
    ~ProjectFields();
    ProjectFields(const ProjectFields &) = delete;
    ProjectFields &operator=(const ProjectFields &) = delete;

    /** The field at @p fieldPath as YAML text; empty when the file would not hold it (absent, default). */
    QString text(const QString &fieldPath) const;

private:
    struct Data;
    std::unique_ptr<Data> m_data;
};

} // namespace HelmDeck
