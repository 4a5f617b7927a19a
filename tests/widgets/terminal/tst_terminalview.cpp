// SPDX-License-Identifier: GPL-3.0-or-later
// Both TerminalView implementations, fed bytes directly: text and escapes, size, input, scrollback.
#include "helmdeck-config.h"
#include "terminal/plainterminalview.h"
#if HELMDECK_HAVE_QTERMWIDGET
#include "terminal/qtermwidgetview.h"
#endif

#include <QFontInfo>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace HelmDeck;

namespace {

std::unique_ptr<TerminalView> makeView(const QString &kind)
{
#if HELMDECK_HAVE_QTERMWIDGET
    if (kind == QLatin1String("qtermwidget"))
        return std::make_unique<QTermWidgetView>();
#endif
    if (kind == QLatin1String("plain"))
        return std::make_unique<PlainTerminalView>();
    return nullptr;
}

} // namespace

class TestTerminalView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTextWithEscapesInterpreted_data();
    void showsTextWithEscapesInterpreted();
    void sizeFollowsTheWidget_data();
    void sizeFollowsTheWidget();
    void typedKeysComeOutAsTerminalBytes_data();
    void typedKeysComeOutAsTerminalBytes();
    void scrollbackIsBounded_data();
    void scrollbackIsBounded();
    void theBuildsViewIsTheConfiguredOne();
    void cellsAreEquallyWide();
};

namespace {

void addKinds()
{
    QTest::addColumn<QString>("kind");
#if HELMDECK_HAVE_QTERMWIDGET
    QTest::newRow("the qtermwidget emulator") << QStringLiteral("qtermwidget");
#endif
    QTest::newRow("the plain-text fallback") << QStringLiteral("plain");
}

} // namespace

void TestTerminalView::showsTextWithEscapesInterpreted_data()
{
    addKinds();
}

void TestTerminalView::showsTextWithEscapesInterpreted()
{
    QFETCH(QString, kind);
    auto view = makeView(kind);
    view->resize(640, 300);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    // colour escapes, a title (OSC), a UTF-8 character cut between two writes, "\r" overwriting
    view->feed("\x1b[1;31mred\x1b[0m plain\r\n\x1b]0;title\x07"
               "caf\xc3");
    view->feed("\xa9 ok\r\nprogress 10%\rprogress 99%\r\n");
    QTRY_COMPARE_WITH_TIMEOUT(view->screenText(), QStringLiteral("red plain\ncafé ok\nprogress 99%"), 5000);
}

void TestTerminalView::sizeFollowsTheWidget_data()
{
    addKinds();
}

void TestTerminalView::sizeFollowsTheWidget()
{
    QFETCH(QString, kind);
    auto view = makeView(kind);
    view->resize(400, 200);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QTRY_VERIFY_WITH_TIMEOUT(view->columns() > 10, 5000);
    const int columns = view->columns();
    const int rows = view->rows();
    QSignalSpy sized(view.get(), &TerminalView::sizeChanged);
    view->resize(800, 400);
    QVERIFY(sized.wait(5000));
    QVERIFY2(view->columns() > columns * 3 / 2,
        qPrintable(QStringLiteral("%1 → %2").arg(columns).arg(view->columns())));
    QVERIFY(view->rows() > rows * 3 / 2);
    QCOMPARE(sized.constLast().at(0).toInt(), view->columns());
    QCOMPARE(sized.constLast().at(1).toInt(), view->rows());
}

void TestTerminalView::typedKeysComeOutAsTerminalBytes_data()
{
    addKinds();
}

void TestTerminalView::typedKeysComeOutAsTerminalBytes()
{
    QFETCH(QString, kind);
    auto view = makeView(kind);
    view->resize(400, 200);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QWidget *target = view->focusProxy() ? view->focusProxy() : view.get();
    if (target->focusProxy())
        target = target->focusProxy();
    QSignalSpy typed(view.get(), &TerminalView::input);
    QTest::keyClicks(target, QStringLiteral("ls"));
    QTest::keyClick(target, Qt::Key_Return);
    QTest::keyClick(target, Qt::Key_C, Qt::ControlModifier);
    QByteArray all;
    for (const QList<QVariant> &call : std::as_const(typed))
        all += call.at(0).toByteArray();
    QCOMPARE(all, QByteArray("ls\r\x03"));

    view->setInputEnabled(false);
    typed.clear();
    QTest::keyClicks(target, QStringLiteral("x"));
    QCOMPARE(typed.count(), 0);
}

void TestTerminalView::scrollbackIsBounded_data()
{
    addKinds();
}

void TestTerminalView::scrollbackIsBounded()
{
    QFETCH(QString, kind);
    auto view = makeView(kind);
    view->resize(400, 200);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    view->setScrollbackLines(50);
    QByteArray lines;
    for (int i = 1; i <= 500; ++i)
        lines += "line " + QByteArray::number(i) + "\r\n";
    view->feed(lines);
    QTRY_VERIFY_WITH_TIMEOUT(view->screenText().endsWith(QLatin1String("line 500")), 5000);
    const QStringList shown = view->screenText().split(QLatin1Char('\n'));
    QVERIFY2(shown.size() <= 50 + view->rows() + 1, qPrintable(QString::number(shown.size())));
    QVERIFY(!shown.contains(QStringLiteral("line 1")));
}

void TestTerminalView::theBuildsViewIsTheConfiguredOne()
{
    std::unique_ptr<TerminalView> view(TerminalView::create());
    QCOMPARE(
        view->kind(), HELMDECK_HAVE_QTERMWIDGET ? QStringLiteral("qtermwidget") : QStringLiteral("plain"));
}

void TestTerminalView::cellsAreEquallyWide()
{
    // columns() divides by one cell's width: a proportional font would wrap before it
    QVERIFY(QFontInfo(TerminalView::fixedFont()).fixedPitch());
    PlainTerminalView plain;
    QVERIFY(QFontInfo(plain.editor()->font()).fixedPitch());
#if HELMDECK_HAVE_QTERMWIDGET
    QTermWidgetView emulator;
    QVERIFY(QFontInfo(emulator.terminalFont()).fixedPitch());
#endif
}

QTEST_MAIN(TestTerminalView)
#include "tst_terminalview.moc"
