# Validator and the rule helpers it uses (cron schedules, image references, quantities, per-process
# rules, storage entries and mounts, pull-secret settings).
target_sources(helmdeck-core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/validator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/processvalidator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/storagevalidator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/pullsecretvalidator.cpp
  ${CMAKE_CURRENT_LIST_DIR}/cronschedule.cpp
  ${CMAKE_CURRENT_LIST_DIR}/imagereference.cpp
  ${CMAKE_CURRENT_LIST_DIR}/resourcequantity.cpp
)
