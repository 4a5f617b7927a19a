// STUB — to be replaced
#include "helmtool.h"
namespace HelmDeck {
HelmTool HelmTool::detect(const QString &) { return {}; }
}
