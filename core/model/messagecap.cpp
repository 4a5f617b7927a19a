// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagecap.h"

#include <QCoreApplication>

namespace HelmDeck {
namespace MessageCap {

namespace {

QString capped(QStringView run)
{
    return run.left(KeptChars).toString()
        + QCoreApplication::translate("HelmDeck::MessageCap", "… (%1 bytes)").arg(run.toUtf8().size());
}

} // namespace

QString value(const QString &value)
{
    return value.size() <= MaxRunChars ? value : capped(QStringView(value));
}

QString message(const QString &message)
{
    // the common case (every run short, the whole short) costs one scan and no copy
    bool longRun = false;
    int run = 0;
    for (const QChar c : message) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > MaxRunChars) {
            longRun = true;
            break;
        }
    }
    QString out;
    if (longRun) {
        const QStringView all(message);
        int start = 0;
        for (int i = 0; i <= all.size(); ++i) {
            if (i < all.size() && !all.at(i).isSpace())
                continue;
            const QStringView word = all.mid(start, i - start);
            out += word.size() > MaxRunChars ? capped(word) : word.toString();
            if (i < all.size())
                out += all.at(i);
            start = i + 1;
        }
    } else {
        out = message;
    }
    if (out.size() > MaxMessageChars) {
        const int head = MaxMessageChars / 2;
        const int tail = MaxMessageChars / 4;
        out = out.left(head)
            + QCoreApplication::translate("HelmDeck::MessageCap", " … (%1 characters left out) … ")
                  .arg(out.size() - head - tail)
            + out.right(tail);
    }
    return out;
}

} // namespace MessageCap
} // namespace HelmDeck
