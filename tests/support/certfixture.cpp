// SPDX-License-Identifier: GPL-3.0-or-later
#include "certfixture.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>

namespace TestUtil {

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

CertFixture::CertFixture()
{
    if (!m_dir.isValid())
        m_error = QStringLiteral("cannot create a temporary directory");
    else if (QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty())
        m_error = QStringLiteral("openssl is not installed (Debian package openssl, scripts/setup.sh)");
}

CertFixture::Pair CertFixture::make(
    const QString &name, const QStringList &hosts, int days, KeyType type, bool sans)
{
    Pair pair;
    pair.certPath = QDir(m_dir.path()).filePath(name + QStringLiteral(".crt"));
    pair.keyPath = QDir(m_dir.path()).filePath(name + QStringLiteral(".key"));
    QStringList args { QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-nodes"),
        QStringLiteral("-newkey") };
    if (type == KeyType::Rsa)
        args << QStringLiteral("rsa:2048");
    else
        args << QStringLiteral("ec") << QStringLiteral("-pkeyopt")
             << QStringLiteral("ec_paramgen_curve:prime256v1");
    args << QStringLiteral("-keyout") << pair.keyPath << QStringLiteral("-out") << pair.certPath
         << QStringLiteral("-days") << QString::number(days) << QStringLiteral("-subj")
         << QStringLiteral("/O=HelmDeck tests/CN=") + (hosts.isEmpty() ? name : hosts.first());
    if (sans && !hosts.isEmpty()) {
        QStringList dns;
        for (const QString &h : hosts)
            dns << QStringLiteral("DNS:") + h;
        args << QStringLiteral("-addext") << QStringLiteral("subjectAltName=") + dns.join(QLatin1Char(','));
    }
    QProcess p;
    p.start(QStringLiteral("openssl"), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        m_error = QStringLiteral("openssl req failed: ") + QString::fromLocal8Bit(p.readAllStandardError());
        return pair;
    }
    pair.certPem = readAll(pair.certPath);
    pair.keyPem = readAll(pair.keyPath);
    pair.ok = !pair.certPem.isEmpty() && !pair.keyPem.isEmpty();
    return pair;
}

QList<QByteArray> CertFixture::keyLines(const QByteArray &keyPem)
{
    QList<QByteArray> out;
    const QList<QByteArray> lines = keyPem.split('\n');
    for (const QByteArray &line : lines) {
        if (!line.isEmpty() && !line.startsWith("-----"))
            out.append(line);
    }
    return out;
}

bool CertFixture::leaks(const QByteArray &text, const QByteArray &keyPem)
{
    const QList<QByteArray> lines = keyLines(keyPem);
    for (const QByteArray &line : lines) {
        if (text.contains(line))
            return true;
    }
    return false;
}

} // namespace TestUtil
