// SPDX-License-Identifier: GPL-3.0-or-later
// The preview's map (docs/architecture.md "The map"): ObjectGraph::build() of renders with N
// Deployments, each with a Service selecting it (by two labels, one shared by every pod), a Secret
// it reads with envFrom, a claim it mounts and an Ingress routing to its Service, for N = 500 … 8000.
// Prints the CPU time of ManifestSet::parse (the floor: it reads each document once too) and of the
// build, per object; a per-object time that grows with N would be a quadratic spot.
// Usage: bench_objectgraph [N...]
#include "map/objectgraph.h"
#include "render/manifestset.h"

#include <QCoreApplication>
#include <QStringList>

#include <sys/resource.h>

#include <cstdio>

using namespace HelmDeck;

namespace {

qint64 cpuUs()
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return qint64(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000000
        + (u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

QByteArray render(int n)
{
    QByteArray out;
    for (int i = 0; i < n; ++i) {
        const QByteArray name = "app-" + QByteArray::number(i);
        out += "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: " + name + "\n";
        out += "---\napiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: " + name + "\n";
        out += "---\napiVersion: v1\nkind: Service\nmetadata:\n  name: " + name
            + "\nspec:\n  selector:\n    part-of: shop\n    instance: " + name
            + "\n  ports:\n    - port: 80\n      targetPort: http\n";
        out += "---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: " + name
            + "\nspec:\n  template:\n    metadata:\n      labels:\n        part-of: shop\n        instance: "
            + name
            + "\n    spec:\n      serviceAccountName: default\n      containers:\n        - name: c\n"
              "          envFrom:\n            - secretRef:\n                name: "
            + name + "\n          ports:\n            - name: http\n              containerPort: 8080\n"
            + "      volumes:\n        - name: data\n          persistentVolumeClaim:\n            "
              "claimName: "
            + name + "\n";
        out += "---\napiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: " + name
            + "\nspec:\n  rules:\n    - host: " + name
            + ".example.com\n      http:\n        paths:\n"
              "          - backend:\n              service:\n                name: "
            + name + "\n                port:\n                  number: 80\n";
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QList<int> sizes;
    for (const QString &arg : app.arguments().mid(1))
        sizes.append(arg.toInt());
    if (sizes.isEmpty())
        sizes = { 500, 1000, 2000, 4000, 8000 };
    std::printf(
        "%8s %8s %12s %12s %14s %10s\n", "N", "objects", "parse ms", "build ms", "build us/obj", "dangling");
    for (int n : sizes) {
        const QByteArray text = render(n);
        qint64 t0 = cpuUs();
        const ManifestSet set = ManifestSet::parse(QStringLiteral("shop"), text);
        const qint64 parse = cpuUs() - t0;
        t0 = cpuUs();
        const ObjectGraph graph = ObjectGraph::build(set);
        const qint64 build = cpuUs() - t0;
        const int objects = int(graph.objects().size());
        std::printf("%8d %8d %12.1f %12.1f %14.2f %10d\n", n, objects, parse / 1000.0, build / 1000.0,
            double(build) / objects, int(graph.dangling().size()));
    }
    return 0;
}
