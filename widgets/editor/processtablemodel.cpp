// SPDX-License-Identifier: GPL-3.0-or-later
#include "processtablemodel.h"

#include <QRegularExpression>

namespace HelmDeck {

ProcessTableModel::ProcessTableModel(QObject *parent)
    : EditableTableModel(parent)
{ }

void ProcessTableModel::setProcesses(const QList<ProcessType> &processes)
{
    beginResetModel();
    m_processes = processes;
    endResetModel();
}

int ProcessTableModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_processes.size(); ++i) {
        if (m_processes.at(i).name == name)
            return i;
    }
    return -1;
}

QString ProcessTableModel::portsToText(const QList<PortMap> &maps)
{
    QStringList parts;
    for (const PortMap &m : maps)
        parts.append(m.toString());
    return parts.join(QLatin1String(", "));
}

bool ProcessTableModel::portsFromText(const QString &text, QList<PortMap> *out, QString *error)
{
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    QList<PortMap> maps;
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        PortMap map;
        if (!PortMap::parse(part, &map)) {
            if (error)
                *error = tr("\"%1\" is not a port map; write scheme:host:container, e.g. http:80:5000.")
                             .arg(part);
            return false;
        }
        maps.append(map);
    }
    *out = maps;
    return true;
}

int ProcessTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_processes.size());
}

int ProcessTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProcessTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const ProcessType &p = m_processes.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn:
            return p.name;
        case CommandColumn:
            return p.command;
        case ReplicasColumn:
            return p.replicas;
        case PortsColumn:
            return portsToText(p.portMaps);
        }
    } else if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case CommandColumn:
            return p.command.isEmpty() ? tr("Empty: the image's default command runs.") : p.command;
        case PortsColumn:
            return tr("Port maps scheme:host:container, comma-separated, e.g. http:80:5000, https:443:5000.");
        }
    } else if (role == Qt::TextAlignmentRole && index.column() == ReplicasColumn) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return QVariant();
}

QVariant ProcessTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return EditableTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case CommandColumn:
        return tr("Command");
    case ReplicasColumn:
        return tr("Replicas");
    case PortsColumn:
        return tr("Ports");
    }
    return QVariant();
}

Qt::ItemFlags ProcessTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool ProcessTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    ProcessType &p = m_processes[index.row()];
    switch (index.column()) {
    case NameColumn: {
        const QString name = value.toString().trimmed();
        if (name.isEmpty())
            return reject(tr("A process needs a name; remove the row instead."));
        if (name == p.name)
            return true;
        if (rowOf(name) >= 0)
            return reject(tr("There is already a process named \"%1\".").arg(name));
        const QString from = p.name;
        p.name = name;
        Q_EMIT processRenamed(from, name);
        break;
    }
    case CommandColumn: {
        const QString command = value.toString().trimmed();
        if (command == p.command)
            return true;
        p.command = command;
        break;
    }
    case ReplicasColumn: {
        bool ok = false;
        const int replicas = value.toString().trimmed().toInt(&ok);
        if (!ok || replicas < 0)
            return reject(
                tr("Replicas must be a whole number, 0 or more (got \"%1\").").arg(value.toString()));
        if (replicas == p.replicas)
            return true;
        p.replicas = replicas;
        break;
    }
    case PortsColumn: {
        QList<PortMap> maps;
        QString error;
        if (!portsFromText(value.toString(), &maps, &error))
            return reject(error);
        if (maps == p.portMaps)
            return true;
        p.portMaps = maps;
        break;
    }
    default:
        return false;
    }
    return changed(index);
}

QString ProcessTableModel::uniqueName() const
{
    QString name = QStringLiteral("process");
    for (int n = 2; rowOf(name) >= 0; ++n)
        name = QStringLiteral("process-%1").arg(n);
    return name;
}

bool ProcessTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    return insertListRows(m_processes, row, count, parent, [&] {
        ProcessType p;
        p.name = uniqueName();
        return p;
    });
}

bool ProcessTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    return removeListRows(m_processes, row, count, parent);
}

} // namespace HelmDeck
