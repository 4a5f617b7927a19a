// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorpage.h"

#include "findings/fieldpath.h"

namespace HelmDeck {

int EditorPage::ownership(const FieldPath &path, int from) const
{
    int best = -1;
    for (const QString &field : fields) {
        const QStringList names = field.isEmpty() ? QStringList() : field.split(QLatin1Char('.'));
        bool matches = true;
        for (int i = 0; i < names.size() && matches; ++i)
            matches = path.at(from + i).name == names.at(i);
        if (matches && int(names.size()) > best)
            best = int(names.size());
    }
    return best;
}

} // namespace HelmDeck
