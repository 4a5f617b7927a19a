// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWizardPage>

class QPlainTextEdit;

namespace HelmDeck {

/** The whole publish plan before it runs: Plan::describe() (every step, in order; monospace, read-only). */
class ReviewPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ReviewPage(QWidget *parent = nullptr);

    QString planText() const;

    void initializePage() override;
    bool isComplete() const override;

private:
    QPlainTextEdit *m_text;
    bool m_ok = false;
};

} // namespace HelmDeck
