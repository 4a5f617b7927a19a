# project file and validator suites
