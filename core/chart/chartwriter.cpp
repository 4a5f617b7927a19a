// STUB — to be replaced
#include "chartwriter.h"
namespace HelmDeck {
bool ChartWriter::writeAppChart(const App &, const QString &, QString *, const QString &) { return false; }
QByteArray ChartWriter::valuesYaml(const App &, const QString &) { return {}; }
QByteArray ChartWriter::chartYaml(const App &) { return {}; }
void initChartResources() {}
}
