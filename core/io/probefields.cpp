// SPDX-License-Identifier: GPL-3.0-or-later
#include "probefields.h"

#include "yamlemit.h"

#include <yaml-cpp/yaml.h>

namespace HelmDeck {

namespace {

using Handler = ProbeOverride::Handler;

const char *const TimeKeys[]
    = { "initialDelaySeconds", "periodSeconds", "timeoutSeconds", "failureThreshold" };

int *timeField(ProbeOverride *o, int i)
{
    int *const fields[]
        = { &o->initialDelaySeconds, &o->periodSeconds, &o->timeoutSeconds, &o->failureThreshold };
    return fields[i];
}

} // namespace

ProbeFields::ProbeFields(YamlFieldReader &in)
    : m_in(in)
{ }

void ProbeFields::read(const YamlNode &node, const QString &path, QList<ProbeOverride> *out)
{
    YamlFieldReader::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.checkKeys(e, path, HealthCheck::knownTypes());
    QStringList seen;
    for (const YamlFieldReader::Entry &item : e.list) { // file order, so a save keeps it
        const QString type = item.key;
        if (!HealthCheck::knownTypes().contains(type) || seen.contains(type))
            continue; // unknown: checkKeys warned; twice: checkKeys reported it
        seen << type;
        const std::string key = type.toStdString();
        const auto *entry = &item;
        const QString typePath = YamlFieldReader::child(path, key.c_str());
        m_in.record(typePath, entry->value, entry->keyNode);
        ProbeOverride o;
        o.type = type;
        readOne(entry->value, typePath, &o);
        out->append(o);
    }
}

void ProbeFields::checkPort(int port, const QString &path)
{
    if (port < 0 || port > 65535)
        m_in.error(tr("port %1 is outside 1-65535 (0 or no port: the process's primary port)").arg(port),
            path, m_in.project().locate(path));
}

void ProbeFields::readOne(const YamlNode &node, const QString &path, ProbeOverride *o)
{
    static const QStringList known = QStringList { QStringLiteral("enabled") } + ProbeOverride::handlerNames()
        + QStringList { QStringLiteral("initialDelaySeconds"), QStringLiteral("periodSeconds"),
              QStringLiteral("timeoutSeconds"), QStringLiteral("failureThreshold") };
    YamlFieldReader::Entries e;
    if (!m_in.entries(node, path, &e))
        return;
    m_in.checkKeys(e, path, known);
    m_in.readBool(e, "enabled", YamlFieldReader::child(path, "enabled"), &o->enabled);
    QStringList given;
    for (const QString &name : ProbeOverride::handlerNames()) {
        const std::string key = name.toStdString();
        const auto *h = e.find(key.c_str());
        if (!h)
            continue;
        given << name;
        const QString hp = YamlFieldReader::child(path, key.c_str());
        m_in.record(hp, h->value, h->keyNode);
        if (given.size() > 1) {
            m_in.error(
                tr("set only one of %1: a probe has one handler (here %2)")
                    .arg(ProbeOverride::handlerNames().join(QStringLiteral(", ")), given.join(tr(" and "))),
                hp, m_in.project().locate(hp));
            continue;
        }
        o->handler = ProbeOverride::handlerOf(name);
        YamlFieldReader::Entries he;
        if (!m_in.entries(h->value, hp, &he))
            continue;
        QStringList keys;
        switch (o->handler) {
        case Handler::HttpGet:
            keys = QStringList { QStringLiteral("path"), QStringLiteral("port"), QStringLiteral("scheme"),
                QStringLiteral("host"), QStringLiteral("httpHeaders") };
            break;
        case Handler::TcpSocket:
            keys = QStringList { QStringLiteral("port"), QStringLiteral("host") };
            break;
        case Handler::Exec:
            keys = QStringList { QStringLiteral("command") };
            break;
        case Handler::Grpc:
            keys = QStringList { QStringLiteral("port"), QStringLiteral("service") };
            break;
        case Handler::Keep:
            break;
        }
        m_in.checkKeys(he, hp, keys);
        m_in.readString(he, "path", YamlFieldReader::child(hp, "path"), &o->path);
        m_in.readString(he, "scheme", YamlFieldReader::child(hp, "scheme"), &o->scheme);
        m_in.readString(he, "host", YamlFieldReader::child(hp, "host"), &o->host);
        m_in.readString(he, "service", YamlFieldReader::child(hp, "service"), &o->grpcService);
        m_in.readStringList(he, "command", YamlFieldReader::child(hp, "command"), &o->command);
        if (he.find("port") && m_in.readInt(he, "port", YamlFieldReader::child(hp, "port"), &o->port))
            checkPort(o->port, YamlFieldReader::child(hp, "port"));
        static const QStringList headerKeys = { QStringLiteral("name"), QStringLiteral("value") };
        m_in.forEachItem(
            he, "httpHeaders", YamlFieldReader::child(hp, "httpHeaders"), [&](const YamlNode &item, int i) {
                const QString itemPath
                    = YamlFieldReader::indexed(YamlFieldReader::child(hp, "httpHeaders"), i);
                YamlFieldReader::Entries hh;
                if (!m_in.entries(item, itemPath, &hh))
                    return;
                m_in.record(itemPath, item, item);
                m_in.checkKeys(hh, itemPath, headerKeys);
                QPair<QString, QString> header;
                m_in.readString(hh, "name", YamlFieldReader::child(itemPath, "name"), &header.first);
                m_in.readString(hh, "value", YamlFieldReader::child(itemPath, "value"), &header.second);
                o->httpHeaders.append(header);
            });
    }
    for (int i = 0; i < 4; ++i) {
        const QString tp = YamlFieldReader::child(path, TimeKeys[i]);
        int *field = timeField(o, i);
        if (e.find(TimeKeys[i]) && m_in.readInt(e, TimeKeys[i], tp, field) && *field < 0) {
            m_in.error(tr("%1 must be a whole number ≥ 0").arg(QLatin1String(TimeKeys[i])), tp,
                m_in.project().locate(tp));
            *field = -1;
        }
    }
}

void ProbeFields::write(YAML::Emitter &out, const QList<ProbeOverride> &probes)
{
    if (probes.isEmpty())
        return;
    out << YAML::Key << "probes" << YAML::Value << YAML::BeginMap;
    for (const ProbeOverride &o : probes) {
        out << YAML::Key << o.type.toStdString() << YAML::Value << YAML::BeginMap;
        if (!o.enabled)
            out << YAML::Key << "enabled" << YAML::Value << false;
        if (o.handler != Handler::Keep) {
            out << YAML::Key << ProbeOverride::handlerName(o.handler).toStdString() << YAML::Value
                << YAML::BeginMap;
            switch (o.handler) {
            case Handler::HttpGet:
                YamlEmit::stringField(out, "path", o.path);
                if (!o.scheme.isEmpty())
                    YamlEmit::stringField(out, "scheme", o.scheme);
                if (!o.httpHeaders.isEmpty()) {
                    out << YAML::Key << "httpHeaders" << YAML::Value << YAML::BeginSeq;
                    for (const auto &h : o.httpHeaders) {
                        out << YAML::BeginMap;
                        YamlEmit::stringField(out, "name", h.first);
                        YamlEmit::stringField(out, "value", h.second);
                        out << YAML::EndMap;
                    }
                    out << YAML::EndSeq;
                }
                break;
            case Handler::Exec:
                out << YAML::Key << "command" << YAML::Value << YAML::BeginSeq;
                for (const QString &a : o.command)
                    out << YAML::DoubleQuoted << a.toUtf8().toStdString();
                out << YAML::EndSeq;
                break;
            case Handler::Grpc:
                if (!o.grpcService.isEmpty())
                    YamlEmit::stringField(out, "service", o.grpcService);
                break;
            case Handler::TcpSocket:
            case Handler::Keep:
                break;
            }
            if (o.handler != Handler::Exec && o.port > 0)
                out << YAML::Key << "port" << YAML::Value << o.port;
            if ((o.handler == Handler::HttpGet || o.handler == Handler::TcpSocket) && !o.host.isEmpty())
                YamlEmit::stringField(out, "host", o.host);
            out << YAML::EndMap;
        }
        const int times[] = { o.initialDelaySeconds, o.periodSeconds, o.timeoutSeconds, o.failureThreshold };
        for (int i = 0; i < 4; ++i) {
            if (times[i] >= 0)
                out << YAML::Key << TimeKeys[i] << YAML::Value << times[i];
        }
        out << YAML::EndMap;
    }
    out << YAML::EndMap;
}

} // namespace HelmDeck
