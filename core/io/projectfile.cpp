// STUB — to be replaced
#include "projectfile.h"
namespace HelmDeck {
ProjectLoadResult ProjectFile::load(const QString &) { return {}; }
ProjectLoadResult ProjectFile::parse(const QByteArray &, const QString &) { return {}; }
QByteArray ProjectFile::serialize(const Project &) { return {}; }
bool ProjectFile::save(const Project &, const QString &, QString *) { return false; }
}
