// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace HelmDeck {

/**
 * Bounds on how much of a user's value a message echoes (docs/inputs.md "Messages"), so a 15 MB
 * app name or command gives a one-line error instead of megabytes of output.
 */
namespace MessageCap {

/** Characters of an over-long value that are kept. */
constexpr int KeptChars = 80;
/** A run of characters without white space longer than this is capped. */
constexpr int MaxRunChars = 200;
/** A message longer than this keeps its first MaxMessageChars / 2 and last MaxMessageChars / 4. */
constexpr int MaxMessageChars = 16384;

/** @p value whole when it has at most MaxRunChars characters, else its first KeptChars + "… (N bytes)". */
QString value(const QString &value);

/**
 * @p message with every run of more than MaxRunChars characters without white space capped as
 * value() caps it, then the whole held to MaxMessageChars (its middle left out, saying how much).
 * Linear; a message within the bounds is returned unchanged.
 */
QString message(const QString &message);

} // namespace MessageCap

} // namespace HelmDeck
