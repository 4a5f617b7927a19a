# The secret store against the real system keychain (run under dbus-run-session with an unlocked
# gnome-keyring-daemon, as scripts/setup.sh test does). A build without QtKeychain can only test the
# session fallback, so it says so to the suite.
helmdeck_add_test(tst_secretstore SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_secretstore.cpp
  LIBS helmdeck-core LABELS keychain TIMEOUT 180)
# What a save removes from the keychain (ProjectSecrets::store), session store and keychain.
helmdeck_add_test(tst_projectsecrets SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_projectsecrets.cpp
  LIBS helmdeck-core LABELS keychain TIMEOUT 180)
if(NOT HELMDECK_HAVE_KEYCHAIN)
  set_property(TEST tst_secretstore tst_projectsecrets APPEND PROPERTY ENVIRONMENT "HELMDECK_TEST_NO_KEYCHAIN=1")
endif()
