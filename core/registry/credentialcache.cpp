// SPDX-License-Identifier: GPL-3.0-or-later
#include "credentialcache.h"

#include "io/inputfile.h"

#include "credentialresolver.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFileInfo>
#include <QMutexLocker>

#include <algorithm>

namespace HelmDeck {

namespace {

// Config files are a few kB; anything past this is hashed by its stat alone.
constexpr qint64 MaxHashedFileBytes = 1024 * 1024;

void addField(QCryptographicHash *hash, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    // Length-prefixed, so two fields can never run into each other and make another key.
    const QByteArray length = QByteArray::number(bytes.size()) + ':';
    hash->addData(length);
    hash->addData(bytes);
}

void addFile(QCryptographicHash *hash, const QString &path)
{
    addField(hash, path);
    const QFileInfo info(path);
    if (!info.exists()) {
        addField(hash, QStringLiteral("missing"));
        return;
    }
    addField(hash, QString::number(info.size()));
    addField(hash, QString::number(info.lastModified().toMSecsSinceEpoch()));
    // through InputFile: a FIFO or device named as a config must not block or feed the hash forever
    const InputRead in = info.size() <= MaxHashedFileBytes
        ? InputFile::readBytes(path, InputKind::DockerConfig)
        : InputRead();
    if (in.ok && in.data.size() <= MaxHashedFileBytes)
        addField(
            hash, QString::fromLatin1(QCryptographicHash::hash(in.data, QCryptographicHash::Sha256).toHex()));
    else
        addField(hash, QStringLiteral("unread"));
}

} // namespace

CredentialCache::CredentialCache(int ttlMs)
    : m_ttlMs(ttlMs)
{ }

void CredentialCache::setTtl(int milliseconds)
{
    QMutexLocker lock(&m_mutex);
    m_ttlMs = milliseconds;
    pruneLocked();
}

int CredentialCache::ttl() const
{
    QMutexLocker lock(&m_mutex);
    return m_ttlMs;
}

QByteArray CredentialCache::key(const App &app, const QProcessEnvironment &environment)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    addField(&hash, app.name);
    addField(&hash, app.image.trimmed());
    addField(&hash, app.pullSecret.registry.trimmed());
    addField(&hash, app.pullSecret.username.trimmed());
    // The password only as a hash: the key is not a second copy of the secret.
    addField(&hash,
        QString::fromLatin1(
            QCryptographicHash::hash(app.pullSecret.password.toUtf8(), QCryptographicHash::Sha256).toHex()));
    // Helpers run with the whole environment, so all of it counts, in a stable order.
    QStringList variables = environment.toStringList();
    std::sort(variables.begin(), variables.end());
    for (const QString &variable : std::as_const(variables))
        addField(&hash, variable);
    const QStringList files
        = CredentialResolver(environment, CredentialResolver::Purpose::ImagePull).configFiles();
    for (const QString &file : files)
        addFile(&hash, file);
    return hash.result();
}

bool CredentialCache::lookup(const QByteArray &key, Outcome *out) const
{
    QMutexLocker lock(&m_mutex);
    pruneLocked();
    const auto it = m_entries.constFind(key);
    if (it == m_entries.constEnd())
        return false;
    *out = it->outcome;
    return true;
}

void CredentialCache::insert(const QByteArray &key, const Outcome &outcome)
{
    if (hasErrors(outcome.findings))
        return; // a failure is retried by the next render, never remembered
    QMutexLocker lock(&m_mutex);
    if (m_ttlMs <= 0)
        return;
    pruneLocked();
    if (m_entries.size() >= MaxEntries && !m_entries.contains(key)) {
        auto oldest = m_entries.begin();
        for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
            if (it->age.elapsed() > oldest->age.elapsed())
                oldest = it;
        }
        m_entries.erase(oldest);
    }
    Entry entry;
    entry.outcome = outcome;
    entry.age.start();
    m_entries.insert(key, entry);
}

void CredentialCache::clear()
{
    QMutexLocker lock(&m_mutex);
    m_entries.clear();
}

int CredentialCache::size() const
{
    QMutexLocker lock(&m_mutex);
    pruneLocked();
    return int(m_entries.size());
}

void CredentialCache::pruneLocked() const
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        if (m_ttlMs <= 0 || it->age.elapsed() >= m_ttlMs)
            it = m_entries.erase(it);
        else
            ++it;
    }
}

} // namespace HelmDeck
