// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace HelmDeck {

/**
 * Splits a start or cron command into argv words with POSIX shell quoting rules, the way Dokku
 * splits Procfile and app.json commands (it uses a shell-words library; no shell runs).
 *
 *  - Blanks (space, tab, newline) separate words outside quotes.
 *  - '...' is literal. "..." is literal except \" \\ \$ \` and backslash-newline. Outside quotes a
 *    backslash takes the next character literally; backslash-newline joins lines.
 *  - '' and "" make an empty word.
 *  - Operators (|, &&, ;, >, globs) are plain characters: nothing interprets them. Use
 *    `sh -c '...'` for a pipeline, as with Dokku.
 *
 * Errors: an unterminated quote or a trailing lone backslash. The error text names the problem and
 * the 1-based character position.
 */
class ShellWords
{
public:
    /** The words, with quotes removed and "$NAME" left as typed. Empty list and @p error set on failure. */
    static QStringList split(const QString &command, QString *error = nullptr);

    /**
     * The words written for a Kubernetes container's `args`. Kubernetes runs no shell, so:
     *  - $NAME and ${NAME} outside single quotes become $(NAME), which the kubelet expands from the
     *    container's environment (env and envFrom, i.e. PORT and the config Secret). Dokku instead
     *    pastes env values into the command; that would put secrets into the manifest.
     *  - every other '$' (single-quoted, escaped, "$1", "$$", a lone '$') is written "$$", which the
     *    kubelet turns back into one '$', so literal text arrives unchanged.
     * Same errors as split().
     */
    static QStringList toContainerArgs(const QString &command, QString *error = nullptr);

private:
    static QStringList splitImpl(const QString &command, bool forKubernetes, QString *error);
};

} // namespace HelmDeck
