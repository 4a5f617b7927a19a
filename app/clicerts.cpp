// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicerts.h"

#include "cli.h"
#include "clicommon.h"

#include "io/certificateloader.h"
#include "io/inputfile.h"
#include "io/projectfile.h"
#include "secrets/secretkey.h"
#include "secrets/secretstore.h"
#include "tls/certificatechain.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace HelmDeck {

namespace {

using namespace CliCommon;

void printOut(const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stdout);
}

/** The project and the app the action is about; false (with the error printed) when either is missing. */
struct Target
{
    QString projectPath;
    Project project;
    int appIndex = -1;
    App &app() { return project.apps[appIndex]; }
};

bool loadTarget(const QString &projectPath, const QString &appName, Target *out)
{
    out->projectPath = QFileInfo(projectPath).absoluteFilePath();
    const ProjectLoadResult loaded = ProjectFile::load(out->projectPath);
    if (!loaded.ok) {
        printFindings(loaded.findings);
        return false;
    }
    out->project = loaded.project;
    out->appIndex = out->project.appIndex(appName);
    if (out->appIndex < 0) {
        printErr(QStringLiteral("%1: error: no app named \"%2\"").arg(out->projectPath, appName));
        return false;
    }
    return true;
}

bool save(const Target &target)
{
    QString error;
    if (ProjectFile::save(target.project, target.projectPath, &error))
        return true;
    printErr(commandName() + QStringLiteral(": error: ") + error);
    return false;
}

/** A store that keeps what it is given after this process ends; prints why not and returns false. */
bool persistentStore(SecretStore *store)
{
    const SecretStore::Result probe = store->probeSync();
    if (probe.ok() && store->isPersistent())
        return true;
    printErr(commandName()
        + QStringLiteral(": error: %1 (%2): the key would be lost when this command ends")
              .arg(store->isPersistent() ? probe.error : store->statusMessage(), store->unavailableReason()));
    return false;
}

int runImport(QCommandLineParser &p, Target &t)
{
    const QString certPath = p.value(QStringLiteral("cert"));
    const QString keyPath = p.value(QStringLiteral("key"));
    if (certPath.isEmpty() || keyPath.isEmpty())
        return usage(p, QStringLiteral("certs import needs --cert CHAIN.pem and --key KEY.pem"));
    ImportedCertificate cert;
    CertificateLoader::load(certPath, QDir::currentPath(), &cert);
    if (!cert.readError.isEmpty()) {
        printErr(QStringLiteral("%1: error: %2").arg(cert.filePath, cert.readError));
        return Cli::Failed;
    }
    const CertificateChain chain = CertificateChain::parse(cert.chainPem);
    if (!chain.isValid()) {
        printErr(
            QStringLiteral("%1:%2: error: %3").arg(cert.filePath).arg(chain.errorLine()).arg(chain.error()));
        return Cli::Failed;
    }
    // the guarded read (docs/inputs.md): a FIFO, device or link loop is refused at once, never read
    const InputRead keyRead = InputFile::readBytes(keyPath, InputKind::PrivateKey);
    if (!keyRead.ok) {
        printFindings(keyRead.findings);
        return Cli::Failed;
    }
    const QByteArray key = keyRead.data;
    const QString mismatch = chain.keyMismatch(key);
    if (!mismatch.isEmpty()) {
        printErr(QStringLiteral("%1: error: %2").arg(keyPath, mismatch));
        return Cli::Failed;
    }

    // what `check` and a deploy would refuse is refused here too, before anything is stored
    if (chain.expiry() < QDateTime::currentDateTimeUtc()) {
        printErr(QStringLiteral("%1: error: the certificate expired on %2; nothing imported")
                     .arg(cert.filePath, chain.expiry().toString(Qt::ISODate)));
        return Cli::Failed;
    }
    QStringList uncovered;
    for (const Domain &d : t.app().domains) {
        if (d.tls.mode == DomainTls::Mode::Imported && !chain.covers(d.hostKey()))
            uncovered.append(d.hostKey());
    }
    if (!uncovered.isEmpty()) {
        printErr(
            QStringLiteral("%1: error: the certificate (%2) does not cover %3, which has tls: imported in "
                           "%4; nothing imported")
                .arg(cert.filePath, chain.hosts().join(QStringLiteral(", ")),
                    uncovered.join(QStringLiteral(", ")), t.projectPath));
        return Cli::Failed;
    }

    // the keychain first: without one nothing is changed
    SecretStore store;
    if (!persistentStore(&store))
        return Cli::Failed;
    const SecretKey secret = SecretKey::tls(SecretKey::projectKeyFor(t.projectPath), t.app().name);
    const SecretStore::Result before = store.readSync(secret);
    const SecretStore::Result written = store.writeSync(secret, QString::fromUtf8(key));
    if (!written.ok()) {
        printErr(commandName() + QStringLiteral(": error: keychain: ") + written.error);
        return Cli::Failed;
    }
    t.app().routing.certificateFile
        = QDir(QFileInfo(t.projectPath).absolutePath()).relativeFilePath(cert.filePath);
    if (!save(t)) { // put back what the keychain held, so nothing is half-applied
        if (before.ok())
            store.writeSync(secret, before.value);
        else
            store.removeSync(secret);
        return Cli::Failed;
    }
    printErr(QStringLiteral("imported %1 for %2: covers %3, expires %4; the key is in the keychain")
                 .arg(t.app().routing.certificateFile, t.app().name, chain.hosts().join(QStringLiteral(", ")),
                     chain.expiry().toString(Qt::ISODate)));
    if (!t.app().usesImportedCertificate())
        printErr(
            QStringLiteral("%1: note: no domain of %2 has tls: imported yet; tls-%2 is deployed once one has")
                .arg(t.projectPath, t.app().name));
    return Cli::Success;
}

int runShow(Target &t)
{
    const App &app = t.app();
    if (app.routing.certificateFile.isEmpty()) {
        printErr(
            QStringLiteral("%1: error: app %2 has no imported certificate").arg(t.projectPath, app.name));
        return Cli::Failed;
    }
    printOut(
        QStringLiteral("certificate: %1 (%2)").arg(app.routing.certificateFile, app.certificate.filePath));
    if (!app.certificate.readError.isEmpty()) {
        printErr(QStringLiteral("%1: error: %2").arg(app.certificate.filePath, app.certificate.readError));
        return Cli::Failed;
    }
    const CertificateChain chain = CertificateChain::parse(app.certificate.chainPem);
    if (!chain.isValid()) {
        printErr(QStringLiteral("%1:%2: error: %3")
                     .arg(app.certificate.filePath)
                     .arg(chain.errorLine())
                     .arg(chain.error()));
        return Cli::Failed;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    printOut(QStringLiteral("hosts: ") + chain.hosts().join(QStringLiteral(", ")));
    printOut(QStringLiteral("issuer: ") + chain.issuer());
    printOut(QStringLiteral("valid from: ") + chain.notBefore().toString(Qt::ISODate));
    printOut(QStringLiteral("expires: %1 (%2)")
                 .arg(chain.expiry().toString(Qt::ISODate),
                     chain.expiry() <= now ? QStringLiteral("expired")
                                           : QStringLiteral("in %1 days").arg(now.daysTo(chain.expiry()))));
    SecretStore store;
    const SecretStore::Result key
        = store.readSync(SecretKey::tls(SecretKey::projectKeyFor(t.projectPath), app.name));
    QString keyState
        = QStringLiteral("missing (helmdeck certs import %1 --cert FILE --key KEY)").arg(app.name);
    if (key.ok())
        keyState = chain.keyMismatch(key.value.toUtf8()).isEmpty()
            ? QStringLiteral("in the keychain")
            : QStringLiteral("in the keychain, but not this certificate's");
    else if (key.status == SecretStore::Status::Error)
        keyState = QStringLiteral("unknown (keychain: %1)").arg(key.error);
    if (!store.isPersistent())
        keyState = QStringLiteral("unknown (%1)").arg(store.statusMessage());
    printOut(QStringLiteral("key: ") + keyState);
    for (const Domain &d : app.domains) {
        if (d.tls.mode == DomainTls::Mode::Imported)
            printOut(QStringLiteral("domain: %1 (%2)")
                         .arg(d.hostKey(),
                             chain.covers(d.hostKey()) ? QStringLiteral("covered")
                                                       : QStringLiteral("NOT covered")));
    }
    return Cli::Success;
}

int runRemove(Target &t)
{
    SecretStore store;
    if (!persistentStore(&store))
        return Cli::Failed;
    const SecretStore::Result removed
        = store.removeSync(SecretKey::tls(SecretKey::projectKeyFor(t.projectPath), t.app().name));
    if (!removed.ok()) {
        printErr(commandName() + QStringLiteral(": error: keychain: ") + removed.error);
        return Cli::Failed;
    }
    const bool named = !t.app().routing.certificateFile.isEmpty();
    t.app().routing.certificateFile.clear();
    if (named && !save(t))
        return Cli::Failed;
    printErr(QStringLiteral("removed the imported certificate of %1 (the key from the keychain)")
                 .arg(t.app().name));
    if (t.app().usesImportedCertificate())
        printErr(QStringLiteral(
            "%1: warning: domains of %2 still have tls: imported: change them before the next deploy")
                     .arg(t.projectPath, t.app().name));
    return Cli::Success;
}

} // namespace

int CliCerts::run(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "The imported TLS certificate of an app: import a chain and its key (the key goes to the keychain), "
        "show it, or remove it."));
    p.addHelpOption();
    p.addOption({ QStringLiteral("project"), QStringLiteral("The project file (default helmdeck.yaml)."),
        QStringLiteral("FILE"), QStringLiteral("helmdeck.yaml") });
    p.addOption({ QStringLiteral("cert"),
        QStringLiteral("import: the PEM certificate chain, the leaf first."), QStringLiteral("CHAIN.pem") });
    p.addOption({ QStringLiteral("key"), QStringLiteral("import: the leaf's PEM private key (unencrypted)."),
        QStringLiteral("KEY.pem") });
    p.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("import, show or remove"));
    p.addPositionalArgument(QStringLiteral("APP"), QStringLiteral("The app."));
    const QString expected = QStringLiteral("expected: certs import|show|remove APP");
    const QStringList actions { QStringLiteral("import"), QStringLiteral("show"), QStringLiteral("remove") };
    // an unknown subcommand is said as one, whatever else is missing ("certs frob")
    if (p.parse(args) && !p.isSet(QStringLiteral("help")) && !p.positionalArguments().isEmpty()
        && !actions.contains(p.positionalArguments().constFirst())) {
        return usage(p,
            QStringLiteral("unknown certs subcommand \"%1\"; the subcommands are %2")
                .arg(p.positionalArguments().constFirst(), actions.join(QStringLiteral(", "))));
    }
    if (const int rc = parseArguments(p, args, 2, expected); rc >= 0)
        return rc;
    const QStringList positional = p.positionalArguments();
    Target t;
    if (!loadTarget(p.value(QStringLiteral("project")), positional.at(1), &t))
        return Cli::Failed;
    if (positional.first() == actions.at(0))
        return runImport(p, t);
    if (positional.first() == actions.at(1))
        return runShow(t);
    return runRemove(t);
}

} // namespace HelmDeck
