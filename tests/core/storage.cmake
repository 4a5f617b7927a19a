# Storage entries, mounts and pull-secret settings: project file and validation suites.
helmdeck_add_test(tst_storagefile SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_storagefile.cpp LIBS helmdeck-core)
helmdeck_add_test(tst_storagevalidator SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_storagevalidator.cpp LIBS helmdeck-core)
