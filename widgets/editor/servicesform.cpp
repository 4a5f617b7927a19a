// SPDX-License-Identifier: GPL-3.0-or-later
#include "servicesform.h"

#include "forms/findinglabel.h"
#include "forms/formbuilder.h"
#include "forms/hintlabel.h"
#include "keychainnotice.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QVBoxLayout>

namespace HelmDeck {

namespace {

const BackingService::Kind kinds[] = { BackingService::Kind::PostgreSQL, BackingService::Kind::Valkey };

/** The line edits of a panel: the field key (as in the project file) and what it edits. */
struct TextField
{
    const char *key;
    QString BackingService::*member;
};
const TextField textFields[] = {
    { "version", &BackingService::version },
    { "size", &BackingService::size },
    { "storageClass", &BackingService::storageClass },
    { "cpu", &BackingService::cpu },
    { "memory", &BackingService::memory },
    { "env", &BackingService::envName },
    { "claim", &BackingService::claim },
    { "user", &BackingService::user }, // PostgreSQL only: Valkey's panel has no such line edit
    { "database", &BackingService::database },
};

QLineEdit *lineEdit(const QHash<QString, QWidget *> &fields, const char *key)
{
    return qobject_cast<QLineEdit *>(fields.value(QString::fromLatin1(key)));
}

} // namespace

ServicesForm::ServicesForm(QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(new HintLabel(tr("Bundled services run in the app release from the official images "
                                      "(a StatefulSet <app>-postgres or <app>-valkey with its own volume); "
                                      "their URL reaches every process, cron task and run as an env var."),
        this));
    m_notice = new KeychainNotice(this);
    outer->addWidget(m_notice);
    for (BackingService::Kind kind : kinds)
        buildPanel(kind, outer);
    outer->addStretch(1);
    updateState();
}

void ServicesForm::buildPanel(BackingService::Kind kind, QVBoxLayout *layout)
{
    Panel &p = panel(kind);
    const bool pg = kind == BackingService::Kind::PostgreSQL;
    const QString name = BackingService::kindName(kind);
    p.box = new QGroupBox(pg ? tr("PostgreSQL") : tr("Valkey (Redis protocol)"), this);
    p.box->setObjectName(name + QStringLiteral("Group"));
    layout->addWidget(p.box);
    auto *grid = new QGridLayout(p.box);
    FormBuilder rows(grid, p.box);

    p.mode = new QComboBox(p.box);
    p.mode->addItems({ tr("Off"), tr("Bundled"), tr("External") });
    p.mode->setObjectName(name + QStringLiteral("ModeCombo"));
    p.findings.insert(QString(), rows.addRow(tr("&Service:"), p.mode));
    p.fields.insert(QString(), p.mode);
    connect(p.mode, QOverload<int>::of(&QComboBox::activated), this, &ServicesForm::userEdit);

    const QString versionHint = pg ? tr("The image postgres:<version>; its major version. Changing it on a "
                                        "volume with data needs a dump and restore.")
                                   : tr("The image valkey/valkey:<version>.");
    const struct
    {
        const char *key;
        QString label, placeholder, hint;
        bool pgOnly = false;
    } rowsOf[] = {
        { "version", tr("&Version:"), BackingService::defaultVersion(kind), versionHint },
        { "size", tr("Si&ze:"), QStringLiteral("1Gi"), tr("The PersistentVolumeClaim's size.") },
        { "storageClass", tr("Storage c&lass:"), tr("the cluster's default"), QString() },
        { "claim", tr("Existing cla&im:"), tr("none: the StatefulSet's own"),
            tr("A PersistentVolumeClaim that holds the data, e.g. the old name's after a rename.") },
        { "cpu", tr("C&PU request:"), QStringLiteral("100m"), QString() },
        { "memory", tr("&Memory request:"), QStringLiteral("256Mi"), QString() },
        { "user", tr("Use&r:"), tr("the app's name"), QString(), true },
        { "database", tr("&Database:"), tr("the app's name"),
            tr("PostgreSQL creates them with the data directory only: keep them with its data."), true },
        { "env", tr("&Env var:"), BackingService::defaultEnvName(kind),
            tr("The name the URL reaches the app as.") },
    };
    for (const auto &r : rowsOf) {
        if (r.pgOnly && !pg)
            continue;
        const QString key = QString::fromLatin1(r.key);
        FindingLabel *finding = nullptr;
        QLineEdit *edit = rows.addLineEdit(r.label, r.placeholder, r.hint, &finding);
        edit->setObjectName(name + QLatin1Char('.') + key);
        connect(edit, &QLineEdit::textEdited, this, &ServicesForm::userEdit);
        p.fields.insert(key, edit);
        const bool request = key == QLatin1String("cpu") || key == QLatin1String("memory");
        p.findings.insert(request ? QStringLiteral("resources.") + key : key, finding);
        if (key == QLatin1String("storageClass")) {
            p.storage = new QComboBox(p.box);
            p.storage->setObjectName(name + QStringLiteral(".storage"));
            p.findings.insert(QStringLiteral("storage"),
                rows.addRow(tr("Or storage &entry:"), p.storage,
                    tr("An entry of the project's Storage page used instead of a new claim.")));
            p.fields.insert(QStringLiteral("storage"), p.storage);
            connect(p.storage, QOverload<int>::of(&QComboBox::activated), this, &ServicesForm::userEdit);
        }
    }
    FindingLabel *finding = nullptr;
    p.url = rows.addLineEdit(tr("&URL:"),
        pg ? QStringLiteral("postgres://user:password@db.example.com:5432/app")
           : QStringLiteral("redis://:password@cache.example.com:6379"),
        tr("Kept in the system keychain when the project is saved, never in the project file."), &finding);
    p.url->setEchoMode(QLineEdit::Password);
    p.url->setObjectName(name + QStringLiteral(".url"));
    p.fields.insert(QStringLiteral("url"), p.url);
    p.findings.insert(QStringLiteral("url"), finding);
    connect(p.url, &QLineEdit::textEdited, this, &ServicesForm::userEdit);
}

void ServicesForm::setApp(const App &app)
{
    m_loading = true;
    for (BackingService::Kind kind : kinds) {
        Panel &p = panel(kind);
        BackingService s;
        s.kind = kind;
        Mode mode = Off;
        for (const BackingService &candidate : app.services) {
            if (candidate.kind == kind) {
                s = candidate;
                mode = s.external ? External : Bundled;
            }
        }
        p.mode->setCurrentIndex(mode);
        for (const TextField &f : textFields) {
            if (QLineEdit *edit = lineEdit(p.fields, f.key))
                edit->setText(s.*f.member);
        }
        const int entry = p.storage->findText(s.storageEntry);
        if (entry < 0 && !s.storageEntry.isEmpty())
            p.storage->addItem(s.storageEntry); // a name the project does not have: the Validator says so
        p.storage->setCurrentIndex(s.storageEntry.isEmpty() ? 0 : p.storage->findText(s.storageEntry));
        p.url->setText(s.external ? s.credential : QString());
        p.password = s.external ? QString() : s.credential;
    }
    m_loading = false;
    updateState();
}

void ServicesForm::applyTo(App *app) const
{
    QList<BackingService> services;
    for (BackingService::Kind kind : kinds) {
        const Panel &p = panel(kind);
        if (p.mode->currentIndex() == Off)
            continue;
        BackingService s;
        s.kind = kind;
        s.external = p.mode->currentIndex() == External;
        for (const TextField &f : textFields) {
            if (const QLineEdit *edit = lineEdit(p.fields, f.key))
                s.*f.member = edit->text().trimmed();
        }
        s.storageEntry = p.storage->currentIndex() > 0 ? p.storage->currentText() : QString();
        s.credential = s.external ? p.url->text().trimmed() : p.password;
        services.append(s);
    }
    app->services = services;
}

void ServicesForm::setStorageEntries(const QStringList &names)
{
    for (Panel &p : m_panels) {
        const QString current = p.storage->currentIndex() > 0 ? p.storage->currentText() : QString();
        p.storage->clear();
        p.storage->addItem(tr("(none: a new claim)"));
        p.storage->addItems(names);
        if (!current.isEmpty() && p.storage->findText(current) < 0)
            p.storage->addItem(current);
        p.storage->setCurrentIndex(current.isEmpty() ? 0 : p.storage->findText(current));
    }
    updateState();
}

void ServicesForm::setSecretStore(SecretStore *store)
{
    m_notice->setStore(store);
}

void ServicesForm::showFindings(const Findings &all, const QString &appPrefix)
{
    for (BackingService::Kind kind : kinds) {
        const QString base
            = appPrefix + QStringLiteral(".services[") + BackingService::kindName(kind) + QLatin1Char(']');
        const Panel &p = panel(kind);
        for (auto it = p.findings.cbegin(); it != p.findings.cend(); ++it) {
            if (it.key().isEmpty()) { // the mode: findings on the service itself or on "external"
                Findings mode = FindingLabel::select(all, base + QStringLiteral(".external"));
                for (const Finding &f : all) {
                    if (f.fieldPath == base)
                        mode.append(f);
                }
                it.value()->setFindings(mode);
            } else
                it.value()->showFindings(all, base + QLatin1Char('.') + it.key());
        }
    }
}

bool ServicesForm::focusField(const QString &kind, const QString &field, const QString &sub)
{
    BackingService::Kind k = BackingService::Kind::PostgreSQL;
    if (!BackingService::parseKind(kind, &k))
        return false;
    // "external" and a bundled service's generated "password" are the mode's business.
    const QString key = field == QLatin1String("external") || field == QLatin1String("password") ? QString()
        : field == QLatin1String("resources") ? (sub.isEmpty() ? QStringLiteral("cpu") : sub)
                                              : field;
    QWidget *target = panel(k).fields.value(key);
    if (!target)
        return false;
    if (!target->isEnabled()) // not used in the service's mode: the mode is what to change
        target = panel(k).mode;
    target->setFocus(Qt::OtherFocusReason);
    return true;
}

ServicesForm::Mode ServicesForm::mode(BackingService::Kind kind) const
{
    return Mode(panel(kind).mode->currentIndex());
}

QWidget *ServicesForm::field(BackingService::Kind kind, const QString &field) const
{
    return panel(kind).fields.value(field);
}

void ServicesForm::userEdit()
{
    updateState();
    if (!m_loading)
        Q_EMIT edited();
}

void ServicesForm::updateState()
{
    // Only what the mode uses is enabled: a claim's size and class not while an entry is chosen.
    for (Panel &p : m_panels) {
        const int mode = p.mode->currentIndex();
        const bool bundled = mode == Bundled;
        const bool entry = p.storage->currentIndex() > 0;
        for (const char *key : { "version", "cpu", "memory", "user", "database" }) {
            if (QWidget *w = p.fields.value(QString::fromLatin1(key)))
                w->setEnabled(bundled);
        }
        p.fields.value(QStringLiteral("claim"))->setEnabled(bundled && !entry);
        p.fields.value(QStringLiteral("size"))->setEnabled(bundled && !entry);
        p.fields.value(QStringLiteral("storageClass"))->setEnabled(bundled && !entry);
        p.storage->setEnabled(bundled);
        p.fields.value(QStringLiteral("env"))->setEnabled(mode != Off);
        p.url->setEnabled(mode == External);
    }
}

} // namespace HelmDeck
