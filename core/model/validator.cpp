// STUB — to be replaced
#include "validator.h"
namespace HelmDeck {
Findings Validator::validate(const Project &) { return {}; }
bool Validator::isDns1123Label(const QString &) { return true; }
bool Validator::isDns1123Subdomain(const QString &) { return true; }
QString Validator::checkCronSchedule(const QString &) { return QString(); }
}
