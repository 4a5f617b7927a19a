// STUB — to be replaced
#pragma once
#include <QMainWindow>
namespace HelmDeck {
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    bool openProject(const QString &path);
    bool importFolder(const QString &dir);
};
}
