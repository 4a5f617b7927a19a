// SPDX-License-Identifier: GPL-3.0-or-later
// SourceMap: the compact field path → location map of Project::sources answers as a QHash of the
// same inserts would, whatever the paths hold (docs/inputs.md "Time and memory").

#include "model/project.h"
#include "model/sourcemap.h"

#include <QHash>
#include <QRandomGenerator>
#include <QTest>

using namespace HelmDeck;

namespace {

const QString kFile = QStringLiteral("/p/helmdeck.yaml");

// Inserts @p paths (location: line = position, column = length) into both, in order.
void insertAll(const QStringList &paths, SourceMap *map, QHash<QString, SourceLocation> *reference)
{
    for (int i = 0; i < paths.size(); ++i) {
        const SourceLocation where { i % 3 ? kFile : QStringLiteral("Procfile"), i + 1,
            int(paths.at(i).size()) };
        map->insert(paths.at(i), where);
        reference->insert(paths.at(i), where);
    }
}

// Every answer of @p map is the reference's: look-ups, their parents, and a walk over all records.
void compare(const SourceMap &map, const QHash<QString, SourceLocation> &reference, const QStringList &probes)
{
    QCOMPARE(map.size(), int(reference.size()));
    QCOMPARE(map.isEmpty(), reference.isEmpty());
    const SourceLocation none { QStringLiteral("none"), 7, 7 };
    for (const QString &p : probes) {
        QCOMPARE(map.contains(p), reference.contains(p));
        QCOMPARE(map.value(p), reference.value(p));
        QCOMPARE(map.value(p, none), reference.value(p, none));
        SourceLocation found;
        QCOMPARE(map.find(p, &found), reference.contains(p));
        QCOMPARE(found, reference.value(p));
    }
    QHash<QString, SourceLocation> walked;
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        QVERIFY2(!walked.contains(it.key()), qPrintable(it.key()));
        walked.insert(it.key(), it.value());
    }
    QCOMPARE(walked, reference);
}

} // namespace

class TestSourceMap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void answersAsAHash_data()
    {
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QStringList>("probes"); // looked up besides the paths themselves
        QTest::newRow("a project file's paths, sharing their prefixes")
            << QStringList { QString(), QStringLiteral("schemaVersion"), QStringLiteral("apps[shop]"),
                   QStringLiteral("apps[shop].name"), QStringLiteral("apps[shop].processes[web]"),
                   QStringLiteral("apps[shop].processes[web].command"),
                   QStringLiteral("apps[shop].processes[web].replicas"),
                   QStringLiteral("apps[shop].processes[worker]"),
                   QStringLiteral("apps[shop].processes[worker].command"),
                   QStringLiteral("storage[data].size") }
            << QStringList { QStringLiteral("apps"), QStringLiteral("apps[shop].processes"),
                   QStringLiteral("apps[shop].processes[web].ports"), QStringLiteral("storage[data]"),
                   QStringLiteral("apps[shop].processes[we]"), QStringLiteral("apps[shop].processes[webx]") };
        QTest::newRow("an import's paths without the project file's own record") << QStringList {
            QStringLiteral("apps[a]"), QStringLiteral("apps[a].env[0]"), QStringLiteral("apps[a].env[VAR_0]"),
            QStringLiteral("apps[a].env[1]"), QStringLiteral("apps[a].env[VAR_1]")
        } << QStringList { QString(), QStringLiteral("apps[a].env"), QStringLiteral("apps[a].env[2]") };
        QTest::newRow("keys holding dots, brackets and slashes round-trip")
            << QStringList { QStringLiteral("apps[a].env[a.b]"), QStringLiteral("apps[a].env[a.b].x"),
                   QStringLiteral("apps[a].annotations[example.com/x]"), QStringLiteral("apps[a].env[x[1]]"),
                   QStringLiteral("apps[a].env[]"), QStringLiteral("apps[a].env[..]"), QStringLiteral("[0]"),
                   QStringLiteral(".x"), QStringLiteral("a..b"), QStringLiteral("a[[b") }
            << QStringList { QStringLiteral("apps[a].env[a"), QStringLiteral("apps[a].env[x"),
                   QStringLiteral("apps[a].env[a.b"), QStringLiteral("."), QStringLiteral("[") };
        QTest::newRow("a path that is a prefix of the one before, and the one before of the next")
            << QStringList { QStringLiteral("apps[a].xy"), QStringLiteral("apps[a].x"),
                   QStringLiteral("apps[a].xyz"), QStringLiteral("apps[a].x.y"), QStringLiteral("apps[a]"),
                   QStringLiteral("apps[ab]"), QStringLiteral("apps[a]b"), QStringLiteral("apps[a].x[0]") }
            << QStringList { QStringLiteral("apps[a].xyzw"), QStringLiteral("apps[a].x.") };
        QTest::newRow("a path recorded twice keeps its last location")
            << QStringList { QStringLiteral("apps[a].image"), QStringLiteral("apps[a].name"),
                   QStringLiteral("apps[a].image"), QStringLiteral("apps[a].image") }
            << QStringList {};
        QTest::newRow("keys beyond Latin-1 and with Latin-1 letters") << QStringList {
            QStringLiteral("apps[caf\u00e9].env[\u00fcber]"), QStringLiteral("apps[\u65e5\u672c]"),
            QStringLiteral("apps[\u65e5\u672c].env[\U0001F600]"), QStringLiteral("apps[caf\u00e9]")
        } << QStringList { QStringLiteral("apps[cafe]"), QStringLiteral("apps[\u65e5]") };
        QTest::newRow("nothing recorded")
            << QStringList {} << QStringList { QString(), QStringLiteral("apps") };
    }
    void answersAsAHash()
    {
        QFETCH(QStringList, paths);
        QFETCH(QStringList, probes);
        SourceMap map;
        QHash<QString, SourceLocation> reference;
        insertAll(paths, &map, &reference);
        compare(map, reference, paths + probes);
    }

    // Paths drawn from a few tokens, the cuts among them, in any order: the reuse of the previous
    // path's prefix and the tables' growth meet every case of a shared prefix.
    void answersAsAHashForManyDrawnPaths()
    {
        QRandomGenerator random(13);
        const QStringList parts { QStringLiteral("a"), QStringLiteral("ab"), QStringLiteral("."),
            QStringLiteral("["), QStringLiteral("]"), QStringLiteral("[1]"), QStringLiteral(".b"),
            QStringLiteral("\u00e9"), QStringLiteral("\u65e5") };
        QStringList paths;
        for (int i = 0; i < 20000; ++i) {
            QString p;
            const int n = int(random.bounded(7));
            for (int k = 0; k < n; ++k)
                p += parts.at(int(random.bounded(int(parts.size()))));
            paths << p;
        }
        SourceMap map;
        QHash<QString, SourceLocation> reference;
        insertAll(paths.mid(0, 15000), &map, &reference);
        compare(map, reference, paths);
    }

    void copiesAreIndependent()
    {
        SourceMap a;
        a.insert(QStringLiteral("apps[a].image"), SourceLocation { kFile, 3, 5 });
        SourceMap b = a;
        b.insert(QStringLiteral("apps[a].image"), SourceLocation { kFile, 9, 9 });
        b.insert(QStringLiteral("apps[b]"), SourceLocation { kFile, 10, 3 });
        QCOMPARE(a.value(QStringLiteral("apps[a].image")), (SourceLocation { kFile, 3, 5 }));
        QVERIFY(!a.contains(QStringLiteral("apps[b]")));
        QCOMPARE(a.size(), 1);
        QCOMPARE(b.value(QStringLiteral("apps[a].image")), (SourceLocation { kFile, 9, 9 }));
        QCOMPARE(b.size(), 2);
        a = b;
        QCOMPARE(a.value(QStringLiteral("apps[b]")), (SourceLocation { kFile, 10, 3 }));
    }

    // Project::locate climbs from a path without a record to its closest recorded parent.
    void locateClimbsToTheClosestRecord_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("line");
        QTest::newRow("a recorded field is its own place") << QStringLiteral("apps[a].env[x.y].value") << 4;
        QTest::newRow("a field without a record is its item's place")
            << QStringLiteral("apps[a].env[x.y].secret") << 3;
        QTest::newRow("an item without a record is its parent's place")
            << QStringLiteral("apps[a].env[z]") << 2;
        QTest::newRow("a path outside every record is the file's place") << QStringLiteral("storage[s]") << 0;
    }
    void locateClimbsToTheClosestRecord()
    {
        QFETCH(QString, path);
        QFETCH(int, line);
        Project project;
        project.sources.insert(QString(), SourceLocation { kFile, 0, 0 });
        project.sources.insert(QStringLiteral("apps[a]"), SourceLocation { kFile, 2, 3 });
        project.sources.insert(QStringLiteral("apps[a].env[x.y]"), SourceLocation { kFile, 3, 5 });
        project.sources.insert(QStringLiteral("apps[a].env[x.y].value"), SourceLocation { kFile, 4, 7 });
        QCOMPARE(project.locate(path).line, line);
        QCOMPARE(project.locate(path).file, kFile);
    }
};

QTEST_GUILESS_MAIN(TestSourceMap)
#include "tst_sourcemap.moc"
