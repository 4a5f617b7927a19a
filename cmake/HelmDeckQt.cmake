# Qt major switch. Debian 12 ships KSyntaxHighlighting and qtermwidget only for Qt 5, so 5 is the
# default; the sources stay Qt 6-clean (versionless Qt:: targets, core/compat.h).
if(NOT QT_MAJOR_VERSION STREQUAL "5" AND NOT QT_MAJOR_VERSION STREQUAL "6")
  message(FATAL_ERROR "QT_MAJOR_VERSION must be 5 or 6, not '${QT_MAJOR_VERSION}'")
endif()
set(QT_DEFAULT_MAJOR_VERSION ${QT_MAJOR_VERSION})
set(QT_NO_CREATE_VERSIONLESS_TARGETS OFF)

if(QT_MAJOR_VERSION STREQUAL "5")
  set(HELMDECK_QT_MIN 5.15)
else()
  set(HELMDECK_QT_MIN 6.4)
endif()

set(_qt_components Core Network Test)
if(HELMDECK_BUILD_WIDGETS)
  # DBus: desktop notifications when a long job ends (widgets/notifier.cpp).
  list(APPEND _qt_components Gui Widgets DBus)
endif()
find_package(Qt${QT_MAJOR_VERSION} ${HELMDECK_QT_MIN} REQUIRED COMPONENTS ${_qt_components})
set_package_properties(Qt${QT_MAJOR_VERSION} PROPERTIES TYPE REQUIRED PURPOSE "The application framework")

find_package(yaml-cpp 0.7 REQUIRED)
set_package_properties(yaml-cpp PROPERTIES TYPE REQUIRED PURPOSE "Reads and writes helmdeck.yaml and Helm values")
if(TARGET yaml-cpp::yaml-cpp)
  set(HELMDECK_YAMLCPP_TARGET yaml-cpp::yaml-cpp)   # 0.8+
else()
  set(HELMDECK_YAMLCPP_TARGET yaml-cpp)             # Debian 12: 0.7
endif()

# dtl (Debian libdtl-dev) is header-only: the unified diffs of "diff before deploy".
find_path(DTL_INCLUDE_DIR dtl/dtl.hpp)
if(NOT DTL_INCLUDE_DIR)
  message(FATAL_ERROR "dtl (the Diff Template Library) is missing: apt install libdtl-dev")
endif()
add_library(dtl::dtl INTERFACE IMPORTED)
set_target_properties(dtl::dtl PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${DTL_INCLUDE_DIR})

find_package(LibArchive REQUIRED)
set_package_properties(LibArchive PROPERTIES TYPE REQUIRED PURPOSE "Reproducible chart .tgz packaging")

if(HELMDECK_BUILD_WIDGETS)
  find_package(KF${QT_MAJOR_VERSION}SyntaxHighlighting)
  set_package_properties(KF${QT_MAJOR_VERSION}SyntaxHighlighting PROPERTIES TYPE REQUIRED
    PURPOSE "YAML and diff highlighting in the manifest preview")
  if(HELMDECK_WITH_QTERMWIDGET)
    find_package(qtermwidget${QT_MAJOR_VERSION} 1.2)
    set_package_properties(qtermwidget${QT_MAJOR_VERSION} PROPERTIES TYPE REQUIRED
      PURPOSE "The docked terminal for run, logs and a cluster shell (HELMDECK_WITH_QTERMWIDGET=OFF: a plain-text view)")
  endif()
  if(NOT KF${QT_MAJOR_VERSION}SyntaxHighlighting_FOUND
     OR (HELMDECK_WITH_QTERMWIDGET AND NOT qtermwidget${QT_MAJOR_VERSION}_FOUND))
    message(FATAL_ERROR "The window needs KF${QT_MAJOR_VERSION} SyntaxHighlighting and qtermwidget${QT_MAJOR_VERSION} "
      "(found: SyntaxHighlighting=${KF${QT_MAJOR_VERSION}SyntaxHighlighting_FOUND}, "
      "qtermwidget=${qtermwidget${QT_MAJOR_VERSION}_FOUND}). Debian 12 ships both only for Qt 5: build with "
      "-DQT_MAJOR_VERSION=5, or build the core library alone with -DHELMDECK_BUILD_WIDGETS=OFF; "
      "-DHELMDECK_WITH_QTERMWIDGET=OFF builds the terminal dock on a plain-text view instead.")
  endif()
  set(HELMDECK_SYNTAX_TARGET KF${QT_MAJOR_VERSION}::SyntaxHighlighting)
  if(HELMDECK_WITH_QTERMWIDGET)
    set(HELMDECK_TERM_TARGET qtermwidget${QT_MAJOR_VERSION})
    set(HELMDECK_HAVE_QTERMWIDGET ON)
  else()
    set(HELMDECK_TERM_TARGET "")
    set(HELMDECK_HAVE_QTERMWIDGET OFF)
  endif()
  add_feature_info(qtermwidget HELMDECK_HAVE_QTERMWIDGET "the terminal dock on qtermwidget (else a plain-text view)")

  # Configure-time guard: a KSyntaxHighlighting or qtermwidget built for another Qt major would
  # link two Qt copies into one process and crash at start-up. Refuse that here, with the fix.
  foreach(_dep ${HELMDECK_SYNTAX_TARGET} ${HELMDECK_TERM_TARGET})
    get_target_property(_links ${_dep} INTERFACE_LINK_LIBRARIES)
    foreach(_l IN LISTS _links)
      foreach(_other 5 6)
        if(NOT _other STREQUAL QT_MAJOR_VERSION AND _l MATCHES "^Qt${_other}::")
          message(FATAL_ERROR "${_dep} was built for Qt ${_other} (it links ${_l}) but QT_MAJOR_VERSION is "
            "${QT_MAJOR_VERSION}. Configure with -DQT_MAJOR_VERSION=${_other}, or install the "
            "Qt ${QT_MAJOR_VERSION} build of that library (KF${QT_MAJOR_VERSION} / qtermwidget${QT_MAJOR_VERSION}).")
        endif()
      endforeach()
    endforeach()
  endforeach()
endif()

find_package(Qt${QT_MAJOR_VERSION}Keychain QUIET)
set_package_properties(Qt${QT_MAJOR_VERSION}Keychain PROPERTIES TYPE RECOMMENDED
  PURPOSE "Keeps registry passwords and secret env values in the system keychain")
# HELMDECK_HAVE_KEYCHAIN goes into helmdeck-config.h (#cmakedefine01) and tells tests/secrets
# which rows apply; core/secrets links HELMDECK_KEYCHAIN_TARGET when it is set.
set(HELMDECK_KEYCHAIN_TARGET Qt${QT_MAJOR_VERSION}Keychain::Qt${QT_MAJOR_VERSION}Keychain)
if(TARGET ${HELMDECK_KEYCHAIN_TARGET})
  set(HELMDECK_HAVE_KEYCHAIN ON)
else()
  set(HELMDECK_HAVE_KEYCHAIN OFF)
endif()
add_feature_info(Keychain HELMDECK_HAVE_KEYCHAIN "secrets in the system keychain (else kept for the session only)")
