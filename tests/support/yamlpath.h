// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/manifestset.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <yaml-cpp/yaml.h>

/** Reading rendered manifests in tests with yaml-cpp. */
namespace YamlPath {

/** The document of @p m, parsed. */
YAML::Node load(const HelmDeck::Manifest &m);
/** A scalar as text; "<missing>" when @p n is undefined or not a scalar. */
QString s(const YAML::Node &n);
/**
 * Follows "spec.template.spec.containers.0.args.4" through maps and sequences, read-only; an
 * undefined node when a step is missing. Keys containing dots cannot be reached this way.
 */
YAML::Node at(const YAML::Node &root, const QString &path);
/** A map of scalars (labels, annotations, selectors) as a QMap; empty when @p n is not a map. */
QMap<QString, QString> stringMap(const YAML::Node &n);
/** The items of a sequence as text (s() of each); empty when @p n is not a sequence. */
QStringList sequenceTexts(const YAML::Node &n);

} // namespace YamlPath
