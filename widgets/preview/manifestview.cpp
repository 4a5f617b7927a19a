// SPDX-License-Identifier: GPL-3.0-or-later
#include "manifestview.h"

namespace HelmDeck {

ManifestView::ManifestView(QWidget *parent)
    : SyntaxView(QStringLiteral("YAML"), parent)
{ }

void ManifestView::setYaml(const QString &yaml)
{
    if (m_hasYaml && yaml == m_yaml)
        return;
    m_yaml = yaml;
    m_hasYaml = true;
    setBoundedText(yaml);
}

} // namespace HelmDeck
