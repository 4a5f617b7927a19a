// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QMetaType>
#include <QString>

namespace HelmDeck {

/**
 * How far a long step has come, where the quantity is known (docs/architecture.md §2, "Progress"):
 * pods ready out of the app's pods (the deploy's pod monitor, StepMonitor::progress), bytes uploaded
 * out of the bytes to upload (the publish's blob upload, StepDone::progress). Runner::stepProgress
 * carries it to the progress panel, the task-bar entry and the command line.
 *
 * @c value and @c maximum are counts of @c unit; @c maximum 0 means "not known" (isValid() false),
 * and front ends then show no determinate bar for the step. @c value is clamped to 0..maximum by
 * fraction() and text().
 */
struct StepProgress
{
    Q_DECLARE_TR_FUNCTIONS(HelmDeck::StepProgress)

public:
    enum class Unit
    {
        Items, ///< counted things, named by @c noun ("pods ready")
        Bytes, ///< bytes; text() says "uploaded" with binary units
    };

    qint64 value = 0;
    qint64 maximum = 0;
    Unit unit = Unit::Items;
    /** For Unit::Items: what is counted, e.g. "pods ready" (text(): "2/4 pods ready"). */
    QString noun;

    bool isValid() const { return maximum > 0; }
    /** value / maximum in 0..1; 0 when not valid. */
    double fraction() const;
    /** "2/4 pods ready", "1.5 KiB of 3.0 KiB uploaded"; empty when not valid. */
    QString text() const;

    bool operator==(const StepProgress &o) const
    {
        return value == o.value && maximum == o.maximum && unit == o.unit && noun == o.noun;
    }
    bool operator!=(const StepProgress &o) const { return !(*this == o); }

    /** A count: @p value of @p maximum @p noun. */
    static StepProgress items(qint64 value, qint64 maximum, const QString &noun);
    /** Bytes: @p value of @p maximum sent. */
    static StepProgress bytes(qint64 value, qint64 maximum);
    /** "512 B", "1.5 KiB", "3.0 MiB", "1.2 GiB". */
    static QString formatBytes(qint64 bytes);
};

} // namespace HelmDeck

Q_DECLARE_METATYPE(HelmDeck::StepProgress)
