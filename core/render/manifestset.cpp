// STUB — to be replaced
#include "manifestset.h"
#include <QStringList>
namespace HelmDeck {
ManifestSet ManifestSet::parse(const QString &, const QByteArray &) { return {}; }
void ManifestSet::append(const ManifestSet &o) { m_documents += o.m_documents; }
QStringList ManifestSet::releases() const { return {}; }
QList<Manifest> ManifestSet::forRelease(const QString &) const { return {}; }
QString ManifestSet::toYaml() const { return {}; }
QString ManifestSet::releaseYaml(const QString &) const { return {}; }
}
