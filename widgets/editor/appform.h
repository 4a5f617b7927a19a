// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/app.h"

#include <QWidget>

class QCheckBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace HelmDeck {

/**
 * The "App" page: what the app is (name, image, namespace; the ingress class is on the Routing page) and how
 * it is deployed (timeout, rollback, the predeploy/postdeploy commands from app.json). Values are taken as
 * typed (trimmed); the Validator explains bad ones as findings.
 */
class AppForm : public QWidget
{
    Q_OBJECT
public:
    explicit AppForm(QWidget *parent = nullptr);

    /** Shows @p app's values (edited() is not emitted). */
    void setApp(const App &app);
    /** Writes the form's values into @p app, leaving its other fields alone. */
    void applyTo(App *app) const;
    /**
     * Focuses the editor for a field path's last part ("name", "image", "namespace"/"kubeNamespace",
     * "deployTimeoutSeconds", "rollbackOnFailure", "predeploy", "postdeploy").
     * Returns false for a field this page does not show.
     */
    bool focusField(const QString &field);

    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *imageEdit() const { return m_image; }
    QLineEdit *namespaceEdit() const { return m_namespace; }
    QSpinBox *timeoutEdit() const { return m_timeout; }
    QCheckBox *rollbackEdit() const { return m_rollback; }

Q_SIGNALS:
    /** The user changed one of the fields. */
    void edited();

private:
    QLineEdit *addLineEdit(
        QFormLayout *form, const QString &label, const QString &placeholder, const QString &help);
    void addRow(QFormLayout *form, const QString &label, QWidget *field, const QString &help);
    void userEdit();

    QLineEdit *m_name;
    QLineEdit *m_image;
    QLineEdit *m_namespace;
    QSpinBox *m_timeout;
    QCheckBox *m_rollback;
    QLineEdit *m_predeploy;
    QLineEdit *m_postdeploy;
    bool m_loading = false;
};

} // namespace HelmDeck
