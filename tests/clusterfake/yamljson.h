// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace HelmDeck::ClusterFake {

/**
 * YAML (or JSON) → JSON the way Kubernetes' YAML reader (sigs.k8s.io/yaml, go-yaml v2) resolves
 * plain scalars: quoted scalars stay strings ("0755"), plain ones become null, bool (yes/no/on/off
 * too: YAML 1.1), int (0755 is octal) or float. Empty and null documents are dropped.
 */
QList<QJsonValue> parseYamlDocuments(const QByteArray &text, QString *error);
/** One document: JSON first (exact), else YAML. */
QJsonValue parseDocument(const QByteArray &text, QString *error);

/** RFC 7386 JSON merge patch: objects merge, null deletes, everything else (lists too) replaces. */
QJsonValue mergePatch(const QJsonValue &target, const QJsonValue &patch);
/** Helm's values coalescing: @p over wins, maps merge; a null in @p over deletes the key. */
QJsonObject coalesceValues(const QJsonObject &base, const QJsonObject &over);

/**
 * The three-way merge helm applies on upgrade (a strategic merge of built-in kinds): fields of
 * @p modified win, fields @p original had and @p modified dropped are deleted, fields only @p live
 * has (set by someone else, e.g. kubectl patch) are kept. Lists of containers, env, volumes,
 * volume mounts, ports and imagePullSecrets merge by their key; other lists are replaced.
 */
QJsonValue threeWayMerge(const QJsonValue &original, const QJsonValue &modified, const QJsonValue &live,
    const QString &field = QString());

} // namespace HelmDeck::ClusterFake
