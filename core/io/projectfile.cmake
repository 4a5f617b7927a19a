target_sources(helmdeck-core PRIVATE ${CMAKE_CURRENT_LIST_DIR}/projectfile.cpp)
