// SPDX-License-Identifier: GPL-3.0-or-later
#include "imagereference.h"

#include <QRegularExpression>
#include <QStringList>

#include <utility>

namespace HelmDeck {

bool ImageReference::parse(const QString &text, ImageReference *out, QString *error)
{
    static const QRegularExpression digestRe(
        QStringLiteral("^[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}$"));
    static const QRegularExpression tagRe(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$"));
    static const QRegularExpression registryRe(QStringLiteral(
        "^(?:(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9])(?:\\.(?:[A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9-]*"
        "[A-Za-z0-9]))*|\\[[0-9A-Fa-f:]+\\])(?::[0-9]+)?$"));
    static const QRegularExpression componentRe(QStringLiteral("^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$"));

    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (text.isEmpty())
        return fail(tr("the image reference is empty"));
    if (text != text.trimmed() || text.contains(QLatin1Char(' ')))
        return fail(tr("an image reference has no spaces"));

    ImageReference ref;
    QString rest = text;
    const int at = rest.indexOf(QLatin1Char('@'));
    if (at >= 0) {
        ref.digest = rest.mid(at + 1);
        rest.truncate(at);
        if (!digestRe.match(ref.digest).hasMatch())
            return fail(tr("\"%1\" is not a digest (expected e.g. sha256:<64 hex digits>)").arg(ref.digest));
    }
    const int colon = rest.lastIndexOf(QLatin1Char(':'));
    if (colon > rest.lastIndexOf(QLatin1Char('/'))) {
        ref.tag = rest.mid(colon + 1);
        rest.truncate(colon);
        if (!tagRe.match(ref.tag).hasMatch())
            return fail(
                tr("\"%1\" is not a valid tag (letters, digits, '_', '.', '-'; at most 128)").arg(ref.tag));
    }
    if (rest.size() > 255)
        return fail(tr("the image name is longer than 255 characters"));
    QStringList components = rest.split(QLatin1Char('/'));
    const QString first = components.first();
    if (components.size() > 1
        && (first.contains(QLatin1Char('.')) || first.contains(QLatin1Char(':'))
            || first == QLatin1String("localhost") || first != first.toLower())) {
        ref.registry = components.takeFirst();
        if (!registryRe.match(ref.registry).hasMatch())
            return fail(tr("\"%1\" is not a registry host[:port]").arg(ref.registry));
    }
    for (const QString &c : std::as_const(components)) {
        if (!componentRe.match(c).hasMatch()) {
            if (c != c.toLower())
                return fail(tr("repository names are lower-case (\"%1\")").arg(c));
            return fail(tr("\"%1\" is not a valid repository name part (lower-case letters and digits, "
                           "separated by '.', '_' or '-')")
                            .arg(c));
        }
    }
    ref.path = components.join(QLatin1Char('/'));
    *out = ref;
    return true;
}

} // namespace HelmDeck
