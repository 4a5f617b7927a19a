// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Sets one scalar of a YAML document in place, keeping every other byte (comments, order,
 * quoting) as the author wrote it — for the version and appVersion of a packaged Chart.yaml and
 * the image keys of a variant's values.yaml, so `helm show values` of a published chart still
 * reads as written (docs/publish.md).
 *
 * The new value is written double-quoted (a tag like "1.10" stays a string). A missing key is
 * added: at the end for a top-level key, else as the first child of its existing block-mapping
 * parent. Every edit is checked by parsing the result again: the key must then hold exactly the
 * new value, and nothing else may have changed meaning.
 */
class YamlScalarEdit
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::YamlScalarEdit)

public:
    /**
     * @p yaml with @p path (e.g. {"image", "tag"}) set to @p value. False with @p error ("image:
     * not a mapping", "image.tag: a block scalar cannot be rewritten", "image: missing (the
     * parent of image.tag)") and @p yaml unchanged when it cannot be done safely.
     */
    static bool set(QByteArray *yaml, const QStringList &path, const QString &value, QString *error);
};

} // namespace HelmDeck
