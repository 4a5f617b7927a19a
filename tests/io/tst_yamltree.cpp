// SPDX-License-Identifier: GPL-3.0-or-later
// YamlTree, the compact tree the project file is read from (docs/inputs.md "Time and memory"), must
// be the tree yaml-cpp's YAML::Load builds: the same nodes, kinds, scalars, marks and pair order,
// duplicate keys kept, an alias the node its anchor names. Each row builds both from one text and
// compares a dump of every node.
#include "io/yamlguard.h"
#include "io/yamltree.h"

#include <QTest>

#include <yaml-cpp/yaml.h>

using namespace HelmDeck;

class TestYamlTree : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsYamlCpp_data();
    void sameAsYamlCpp();
    void emptyTextIsANullRootWithoutMark();
};

namespace {

QString kind(YAML::NodeType::value type)
{
    switch (type) {
    case YAML::NodeType::Null:
        return QStringLiteral("null");
    case YAML::NodeType::Scalar:
        return QStringLiteral("scalar");
    case YAML::NodeType::Sequence:
        return QStringLiteral("list");
    case YAML::NodeType::Map:
        return QStringLiteral("map");
    case YAML::NodeType::Undefined:
        break;
    }
    return QStringLiteral("undefined");
}

QString head(YAML::NodeType::value type, const YAML::Mark &m, const std::string &scalar, int depth)
{
    return QString(depth * 2, QLatin1Char(' '))
        + QStringLiteral("%1 %2:%3@%4 \"%5\"\n")
              .arg(kind(type))
              .arg(m.line)
              .arg(m.column)
              .arg(m.pos)
              .arg(QString::fromStdString(scalar));
}

QString dump(const YAML::Node &n, int depth)
{
    QString out = head(n.Type(), n.Mark(), n.IsScalar() ? n.Scalar() : std::string(), depth);
    if (n.IsMap()) {
        for (auto it = n.begin(); it != n.end(); ++it)
            out += dump(it->first, depth + 1) + dump(it->second, depth + 2);
    } else if (n.IsSequence()) {
        for (auto it = n.begin(); it != n.end(); ++it)
            out += dump(*it, depth + 1);
    }
    return out;
}

QString dump(const YamlNode &n, int depth)
{
    QString out = head(n.Type(), n.Mark(), n.Scalar(), depth);
    for (int i = 0; i < n.pairCount(); ++i)
        out += dump(n.key(i), depth + 1) + dump(n.value(i), depth + 2);
    for (const YamlNode item : n)
        out += dump(item, depth + 1);
    return out;
}

bool build(const QByteArray &text, YamlTree *tree)
{
    YamlLimits limits;
    limits.checkDuplicateKeys = false; // the project reader reports them itself, so the tree keeps them
    Findings findings;
    SourceLocation second;
    return YamlGuard::scanOne(text, QStringLiteral("t.yaml"), QStringLiteral("test file"), QString(), limits,
        tree, &findings, &second);
}

} // namespace

void TestYamlTree::sameAsYamlCpp_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("a project file with nested maps and lists") << QByteArray(
        "schemaVersion: 1\napps:\n  - name: web\n    image: \"r.example/app:1\"\n    processes:\n"
        "      - name: web\n        replicas: 2\n        domains: [a.example, b.example]\n");
    QTest::newRow("nulls written as nothing, ~, null and an empty flow value")
        << QByteArray("a:\nb: ~\nc: null\nd: {e: , f: Null}\ng: [~]\n");
    QTest::newRow("quoted, escaped, literal and folded scalars keep yaml-cpp's decoded text") << QByteArray(
        "a: 'it''s'\nb: \"tab\\there \\u00e9\"\nc: |\n  line 1\n  line 2\nd: >-\n  folded\n  text\n"
        "e: \"\"\n");
    QTest::newRow("a key twice is kept twice, in file order")
        << QByteArray("image: a\nname: x\nimage: b\nlist:\n  - k: 1\n    k: 2\n");
    QTest::newRow("an alias is the node its anchor names")
        << QByteArray("a: &x {b: 1}\nc: *x\nd: &s text\ne: *s\n");
    QTest::newRow("a key that is a map or a list") << QByteArray("? {a: 1}\n: x\n? [1, 2]\n: y\n");
    QTest::newRow("only the first document is in the tree") << QByteArray("---\na: 1\n---\nb: 2\n");
    QTest::newRow("a document that is one scalar") << QByteArray("just text\n");
    QTest::newRow("a document that is an empty list") << QByteArray("[]\n");
    QTest::newRow("multi-byte characters move the columns as yaml-cpp counts them")
        << QByteArray("name: \xc3\xa9t\xc3\xa9\nnext: [\xe2\x82\xac, x]\n");
}

void TestYamlTree::sameAsYamlCpp()
{
    QFETCH(QByteArray, text);
    YamlTree tree;
    QVERIFY(build(text, &tree));
    const QString expected = dump(YAML::Load(text.toStdString()), 0);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(dump(tree.root(), 0), expected);
}

void TestYamlTree::emptyTextIsANullRootWithoutMark()
{
    YamlTree tree;
    QVERIFY(build("# only a comment\n", &tree));
    QVERIFY(tree.root().IsNull());
    QCOMPARE(tree.root().Mark().line, -1);
    QCOMPARE(tree.root().Mark().line, YAML::Load("# only a comment\n").Mark().line);
    QVERIFY(!(tree.root().begin() != tree.root().end())); // no items to walk
}

QTEST_GUILESS_MAIN(TestYamlTree)
#include "tst_yamltree.moc"
