# import suites (Procfile, app.json, AppImporter)
helmdeck_add_test(tst_procfile SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_procfile.cpp LIBS helmdeck-core)
helmdeck_add_test(tst_appjson SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_appjson.cpp LIBS helmdeck-core)
helmdeck_add_test(tst_appimporter SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_appimporter.cpp LIBS helmdeck-core)
