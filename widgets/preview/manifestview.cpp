// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestview.h"

namespace HelmDeck {

ManifestView::ManifestView(QWidget *parent)
    : SyntaxView(QStringLiteral("YAML"), parent)
{ }

void ManifestView::setYaml(const QString &yaml)
{
    setBoundedText(yaml);
}

} // namespace HelmDeck
