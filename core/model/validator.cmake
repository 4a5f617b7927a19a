# Validator and the rule helpers it uses (cron schedules, image references, quantities, per-process rules).
target_sources(helmdeck-core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/validator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/processvalidator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/cronschedule.cpp
  ${CMAKE_CURRENT_LIST_DIR}/imagereference.cpp
  ${CMAKE_CURRENT_LIST_DIR}/resourcequantity.cpp
)
