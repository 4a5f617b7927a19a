# helmdeck.yaml: ProjectFile (API), ProjectReader / ProjectWriter (yaml-cpp), KeySuggester ("did you mean"),
# ScalarText (int, bool, duration scalars), YamlFieldReader (typed fields, locations), StorageReader (storage, mounts).
target_sources(helmdeck-core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/projectfile.cpp
  ${CMAKE_CURRENT_LIST_DIR}/projectreader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/projectwriter.cpp
  ${CMAKE_CURRENT_LIST_DIR}/yamlfieldreader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/storagereader.cpp
  ${CMAKE_CURRENT_LIST_DIR}/keysuggester.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scalartext.cpp
)
