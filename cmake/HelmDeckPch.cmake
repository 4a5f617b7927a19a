# Precompiled headers (HELMDECK_PCH): the Qt, yaml-cpp and standard headers in cmake/pch/, parsed
# once per library instead of once per file: about half the compile time of a core or test file
# (measured per file with the same flags; README "Building by hand").
#
# helmdeck_precompile(<target> <core|widgets|tests|widgettests>)
#   core and widgets: the target precompiles its own header (large targets).
#   tests and widgettests: the target reuses the header of one carrier target per kind (a suite has
#   one or two files; a header of its own would cost more than it saves). The carriers are made by
#   helmdeck_pch_carriers() with the suites' own compile options.
# GCC checks each use, and CMake adds -Winvalid-pch to a target that reuses a header: one built
# with other macros (QT_GUI_LIB changes QTest) is a warning, an error with WARNINGS_AS_ERRORS.
option(HELMDECK_PCH "Precompile the common Qt, yaml-cpp and standard headers (faster builds)" ON)

if(HELMDECK_PCH AND CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
  # ccache caches compilations that use a precompiled header only with these (ccache manual,
  # "Precompiled headers").
  set(CMAKE_CXX_COMPILER_LAUNCHER
      ${CMAKE_COMMAND} -E env "CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime"
      ${CMAKE_CXX_COMPILER_LAUNCHER})
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    add_compile_options(-fpch-preprocess)
  endif()
endif()

set(HELMDECK_PCH_DIR ${CMAKE_CURRENT_LIST_DIR}/pch)

function(helmdeck_precompile target kind)
  if(NOT HELMDECK_PCH)
    return()
  endif()
  if(kind STREQUAL "core" OR kind STREQUAL "widgets")
    target_precompile_headers(${target} PRIVATE ${HELMDECK_PCH_DIR}/${kind}.h)
  else()
    target_precompile_headers(${target} REUSE_FROM helmdeck-pch-${kind})
  endif()
endfunction()

# helmdeck_pch_carriers(): call where the suites' compile options are set (tests/CMakeLists.txt).
function(helmdeck_pch_carriers)
  if(NOT HELMDECK_PCH)
    return()
  endif()
  set(empty ${CMAKE_CURRENT_BINARY_DIR}/pch-carrier.cpp)
  if(NOT EXISTS ${empty})
    file(WRITE ${empty} "// the carrier of a precompiled header (cmake/HelmDeckPch.cmake)\n")
  endif()
  add_library(helmdeck-pch-tests OBJECT ${empty})
  target_link_libraries(helmdeck-pch-tests PRIVATE helmdeck-core Qt::Test Qt::Network
                                                   ${HELMDECK_YAMLCPP_TARGET})
  target_include_directories(helmdeck-pch-tests PRIVATE ${HELMDECK_PCH_DIR})
  target_precompile_headers(helmdeck-pch-tests PRIVATE ${HELMDECK_PCH_DIR}/tests.h)
  set_target_properties(helmdeck-pch-tests PROPERTIES AUTOMOC OFF)
  if(TARGET helmdeck-widgets)
    add_library(helmdeck-pch-widgettests OBJECT ${empty})
    target_link_libraries(helmdeck-pch-widgettests PRIVATE helmdeck-widgets Qt::Test Qt::Network
                                                           ${HELMDECK_YAMLCPP_TARGET})
    target_include_directories(helmdeck-pch-widgettests PRIVATE ${HELMDECK_PCH_DIR})
    target_precompile_headers(helmdeck-pch-widgettests PRIVATE ${HELMDECK_PCH_DIR}/widgettests.h)
    set_target_properties(helmdeck-pch-widgettests PROPERTIES AUTOMOC OFF)
  endif()
endfunction()
