# project file and validator suites
helmdeck_add_test(tst_projectfile SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_projectfile.cpp LIBS helmdeck-core)
helmdeck_add_test(tst_validator SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_validator.cpp LIBS helmdeck-core)
