# Import of a Dokku-style app folder: Procfile, app.json (JSON with comments), AppImporter.
target_sources(helmdeck-core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/appimporter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/appjson.cpp
  ${CMAKE_CURRENT_LIST_DIR}/healthcheckreader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/jsonwithcomments.cpp
  ${CMAKE_CURRENT_LIST_DIR}/namesuggestion.cpp
  ${CMAKE_CURRENT_LIST_DIR}/procfile.cpp
)
