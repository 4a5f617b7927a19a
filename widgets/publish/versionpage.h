// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "publish/versioncontext.h"

#include <QWizardPage>

class QComboBox;
class QLabel;
class QLineEdit;

namespace HelmDeck {

class FindingLabel;
class Runner;

/**
 * The build the chart is published for: detected when the page is first shown for a chart (the
 * CI's variables when VersionDetection::isCi, else VersionDetection's git queries on a Runner, off
 * the UI thread, with a busy label), then editable: a release tag, or a commit SHA and branch.
 * Edits rebuild the context with VersionContext::release / branchBuild (a dirty work tree found by
 * the detection still counts). Its findings are shown; errors keep Next disabled.
 */
class VersionPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit VersionPage(QWidget *parent = nullptr);
    ~VersionPage() override;

    const VersionContext &context() const { return m_context; }
    bool isDetecting() const;

    QComboBox *kindCombo() const { return m_kind; }
    QLineEdit *releaseTagEdit() const { return m_tag; }
    QLineEdit *shaEdit() const { return m_sha; }
    QLineEdit *branchEdit() const { return m_branch; }

    void initializePage() override;
    bool isComplete() const override;

Q_SIGNALS:
    /** The detection for the page's chart ended (its context is shown). */
    void detectionFinished();

private:
    void connectRunner();
    void detect(const QString &dir);
    void showContext(const VersionContext &context);
    void onEdited();
    void updateFields();

    Runner *m_runner;
    QLabel *m_busy;
    QLabel *m_source;
    QComboBox *m_kind;
    QLineEdit *m_tag;
    QLineEdit *m_sha;
    QLineEdit *m_branch;
    FindingLabel *m_findings;
    QString m_detectedFor; ///< the source folder the detection ran for
    VersionContext m_detected;
    VersionContext m_context;
};

} // namespace HelmDeck
