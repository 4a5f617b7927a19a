// STUB — to be replaced
#include "appimporter.h"
namespace HelmDeck {
ImportResult AppImporter::importFolder(const QString &, const QString &, const QString &) { return {}; }
}
