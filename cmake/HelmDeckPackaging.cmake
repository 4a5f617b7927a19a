# Installing and packaging (docs/packaging.md): the project's home page and the screenshots'
# address (the AppStream metainfo, Help → About), and CPack's Debian package of what
# "cmake --install" installs: helmdeck, helmdeck-cli, the desktop file, icons, metainfo, translations.
set(HELMDECK_HOMEPAGE "https://github.com/helmdeck/helmdeck" CACHE STRING
  "The project's home page (AppStream metainfo, Help → About, the .deb's Homepage)")
set(HELMDECK_SCREENSHOT_BASE_URL "https://raw.githubusercontent.com/helmdeck/helmdeck/main/docs" CACHE STRING
  "Where the metainfo's screenshots (docs/screenshot.png, docs/deploy.png) are published")
# The date of the release PROJECT_VERSION names (the metainfo's <release>); bump both together.
set(HELMDECK_RELEASE_DATE 2026-12-02)
# The one application id: the desktop file, the icon, the metainfo, QGuiApplication::desktopFileName.
set(HELMDECK_APP_ID io.helmdeck.HelmDeck)

# cpack packs what the build made: "ninja install" and cpack do not build the whole tree (tests and
# benchmarks included) first. Build helmdeck and helmdeck-cli (or everything) before packaging.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME helmdeck)
set(CPACK_PACKAGE_VENDOR HelmDeck)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "HelmDeck reads an app the way Dokku's scheduler-k3s does (Procfile, app.json,
env, domains, cron tasks, storage), turns it into Helm releases, shows every rendered manifest before
anything is applied, deploys with progress you can follow, and publishes chart variants to OCI
registries. helmdeck is the window; helmdeck-cli offers the same commands without a display.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY helmdeck)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # helmdeck_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "HelmDeck developers")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${HELMDECK_HOMEPAGE}")
# Depends from the binaries' shared libraries (dpkg-shlibdeps: Debian 12's package names and versions).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# helm and kubectl are not packaged by Debian 12: the README says where to get them. Qt's own German
# strings (the standard buttons) and a secret service for the keychain are recommended.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qttranslations5-l10n, gnome-keyring | kwalletmanager")
include(CPack)
