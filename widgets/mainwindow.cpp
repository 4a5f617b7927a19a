// STUB — to be replaced
#include "mainwindow.h"
namespace HelmDeck {
MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent) {}
bool MainWindow::openProject(const QString &) { return false; }
bool MainWindow::importFolder(const QString &) { return false; }
}
