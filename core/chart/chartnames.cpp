// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartnames.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <utility>

namespace HelmDeck {

namespace {

constexpr int MaxSubdomainLength = 253; // Kubernetes object names that are DNS-1123 subdomains
constexpr int MaxPortNameLength = 15; // IANA_SVC_NAME, container port names

QString sha1Hex10(const QString &text)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha1).toHex().left(10));
}

QString trimDashes(QString s)
{
    while (s.endsWith(QLatin1Char('-')))
        s.chop(1);
    while (s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    return s;
}

/** Where the repository part of an image reference ends (before ":tag" / "@digest"). */
int tagColon(const QString &ref)
{
    const int slash = ref.lastIndexOf(QLatin1Char('/'));
    const int colon = ref.lastIndexOf(QLatin1Char(':'));
    return colon > slash ? colon : -1; // a colon before the last '/' is a registry port
}

QString withoutDigest(const QString &image)
{
    const int at = image.indexOf(QLatin1Char('@'));
    return at < 0 ? image : image.left(at);
}

} // namespace

QString ChartNames::workloadName(const QString &app, const QString &process)
{
    return app + QLatin1Char('-') + process;
}

QString ChartNames::serviceAccountName(const QString &app)
{
    return app;
}

QString ChartNames::configSecretName(const QString &app)
{
    return QStringLiteral("config-") + app;
}

QString ChartNames::pullSecretName(const QString &app)
{
    return QStringLiteral("pull-secret-") + app;
}

QString ChartNames::tlsSecretName(const QString &app)
{
    return QStringLiteral("tls-") + app;
}

QString ChartNames::appReleaseName(const QString &app)
{
    return app;
}

QString ChartNames::configReleaseName(const QString &app)
{
    return configSecretName(app);
}

QString ChartNames::pullSecretReleaseName(const QString &app)
{
    return pullSecretName(app);
}

QString ChartNames::tlsReleaseName(const QString &app)
{
    return tlsSecretName(app);
}

QString ChartNames::storageReleaseName(const QString &entry)
{
    return QStringLiteral("storage-") + entry;
}

QString ChartNames::releaseName(ReleaseKind kind, const QString &name)
{
    switch (kind) {
    case ReleaseKind::Config:
        return configReleaseName(name);
    case ReleaseKind::Tls:
        return tlsReleaseName(name);
    case ReleaseKind::PullSecret:
        return pullSecretReleaseName(name);
    case ReleaseKind::Storage:
        return storageReleaseName(name);
    case ReleaseKind::App:
        break;
    }
    return appReleaseName(name);
}

QStringList ChartNames::appReleases(const QString &app)
{
    return { appReleaseName(app), configReleaseName(app), tlsReleaseName(app), pullSecretReleaseName(app) };
}

QStringList ChartNames::appReleasesInInstallOrder(const QString &app)
{
    return { configReleaseName(app), tlsReleaseName(app), pullSecretReleaseName(app), appReleaseName(app) };
}

namespace {

// The first @p max characters of @p name without trailing '-' (a DNS-1123 label ends alphanumeric).
QString cutLabel(const QString &name, int max)
{
    QString out = name.left(max);
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

} // namespace

QString ChartNames::cronAppPart(const QString &app)
{
    return cutLabel(app, MaxCronAppPart);
}

QString ChartNames::cronSuffix(const QString &app, const CronTask &task)
{
    if (app.size() <= MaxCronAppPart)
        return task.shortId();
    const QByteArray input = app.toUtf8() + '\n' + task.taskId().toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(input, QCryptographicHash::Sha1).toHex().left(10));
}

QString ChartNames::cronJobName(const QString &app, const CronTask &task)
{
    return cronJobName(app, cronSuffix(app, task));
}

QString ChartNames::cronJobName(const QString &app, const QString &suffix)
{
    return cronJobPrefix(app) + suffix;
}

QString ChartNames::cronJobPrefix(const QString &app)
{
    return cronAppPart(app) + QStringLiteral("-cron-");
}

QString ChartNames::manualCronJobName(const QString &cronJob, const QString &suffix)
{
    const QString tail = QStringLiteral("-manual-") + suffix;
    return cutLabel(cronJob, 63 - int(tail.size())) + tail;
}

QString ChartNames::cronContainerName(const QString &app)
{
    return app + QStringLiteral("-cron");
}

QString ChartNames::runJobName(const QString &app, const QString &suffix)
{
    return app + QStringLiteral("-run-") + suffix;
}

bool ChartNames::isValidRunJobName(const QString &name)
{
    static const QRegularExpression label(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    return name.size() <= 63 && label.match(name).hasMatch();
}

QString ChartNames::releaseJobName(const QString &app, const QStringList &inputs)
{
    // length-prefixed, so ("ab", "c") and ("a", "bc") hash differently
    QString text;
    for (const QString &input : inputs)
        text += QString::number(input.size()) + QLatin1Char(':') + input + QLatin1Char('\n');
    return app + QStringLiteral("-release-") + sha1Hex10(text);
}

QString ChartNames::releaseContainerName(const QString &app)
{
    return app + QStringLiteral("-release");
}

QString ChartNames::predeployContainerName(const QString &app)
{
    return app + QStringLiteral("-predeploy");
}

QString ChartNames::releaseWaitRoleName(const QString &app)
{
    return app + QStringLiteral("-release-wait");
}

QString ChartNames::releaseWaitContainerName()
{
    return QStringLiteral("release-wait");
}

QString ChartNames::runContainerName(const QString &app)
{
    return app + QStringLiteral("-run");
}

QString ChartNames::domainSlug(const QString &domain)
{
    QString d = domain.trimmed().toLower();
    QString prefix;
    if (d.startsWith(QLatin1String("*."))) {
        prefix = QStringLiteral("wildcard-");
        d = d.mid(2);
    }
    QString slug;
    slug.reserve(d.size());
    for (const QChar c : std::as_const(d)) {
        const bool ok = c.unicode() < 128 && (c.isLower() || c.isDigit() || c == QLatin1Char('-'));
        slug += ok ? c : QLatin1Char('-');
    }
    return prefix + trimDashes(slug);
}

QString ChartNames::ingressName(const QString &app, const QString &domain)
{
    const QString name = trimDashes(app + QStringLiteral("-web-") + domainSlug(domain));
    if (name.size() <= MaxSubdomainLength)
        return name;
    const QString hash = sha1Hex10(domain.trimmed().toLower());
    return trimDashes(name.left(MaxSubdomainLength - hash.size() - 1)) + QLatin1Char('-') + hash;
}

QString ChartNames::certificateSecretName(const QString &app)
{
    return QStringLiteral("tls-") + app + QStringLiteral("-web");
}

QString ChartNames::certificateName(const QString &app)
{
    return app + QStringLiteral("-web");
}

QString ChartNames::importedCertificateSecretName(const QString &app)
{
    return QStringLiteral("tls-") + app;
}

QString ChartNames::letsEncryptIssuerName(const QString &app, bool staging)
{
    return app + (staging ? QStringLiteral("-letsencrypt-stag") : QStringLiteral("-letsencrypt-prod"));
}

QString ChartNames::compressMiddlewareName(const QString &app)
{
    return app + QStringLiteral("-web-compress");
}

QString ChartNames::redirectMiddlewareName(const QString &app)
{
    return app + QStringLiteral("-web-redirect-to-https");
}

QString ChartNames::containerPortName(const PortMap &map)
{
    const QString full = map.name();
    if (full.size() <= MaxPortNameLength)
        return full;
    return map.scheme + QLatin1Char('-') + QString::number(map.containerPort);
}

QString ChartNames::imageTag(const QString &image)
{
    const QString ref = withoutDigest(image.trimmed());
    const int colon = tagColon(ref);
    return colon < 0 ? QString() : ref.mid(colon + 1);
}

QString ChartNames::imageDigest(const QString &image)
{
    const int at = image.indexOf(QLatin1Char('@'));
    return at < 0 ? QString() : image.mid(at + 1).trimmed();
}

QString ChartNames::imagePullPolicy(const QString &image)
{
    if (!imageDigest(image).isEmpty())
        return QStringLiteral("IfNotPresent");
    const QString tag = imageTag(image);
    if (tag.isEmpty() || tag == QLatin1String("latest"))
        return QStringLiteral("Always");
    return QStringLiteral("IfNotPresent");
}

QString ChartNames::appVersion(const QString &image)
{
    const QString tag = imageTag(image);
    if (!tag.isEmpty())
        return tag;
    const QString digest = imageDigest(image);
    return digest.isEmpty() ? QStringLiteral("latest") : digest;
}

QString ChartNames::normalizedDeploymentId(const QString &deploymentId)
{
    const QString id = deploymentId.trimmed();
    if (id.isEmpty())
        return QStringLiteral("0");
    for (const QChar c : id) {
        if (c.unicode() >= 128 || !c.isDigit())
            return QStringLiteral("0");
    }
    QString digits = id;
    while (digits.size() > 1 && digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    return digits;
}

QString ChartNames::chartVersion(const QString &deploymentId)
{
    return QStringLiteral("0.0.") + normalizedDeploymentId(deploymentId);
}

} // namespace HelmDeck
