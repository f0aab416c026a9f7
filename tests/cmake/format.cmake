# The code's format (.clang-format, clang-format 14): checks that every C++ file of include/, src/,
# tests/, tools/, bench/, fuzz/ and docs/examples/ is as clang-format writes it, naming those that
# drift; or, with -DFIX=ON, rewrites them so (after a merge: `cmake -DFIX=ON -P tests/cmake/format.cmake`
# from the top folder, or from anywhere with -DSOURCE=<top folder>). Another version of clang-format
# formats differently: without clang-format 14 the check is skipped, saying so (ctest: "skipped").
# A few seconds.
if(NOT DEFINED SOURCE)
  get_filename_component(SOURCE "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
endif()
find_program(CLANG_FORMAT NAMES clang-format-14 clang-format)
set(version "")
if(CLANG_FORMAT)
  execute_process(COMMAND ${CLANG_FORMAT} --version OUTPUT_VARIABLE version)
endif()
if(NOT version MATCHES "version 14\\.")
  message(STATUS "format check skipped: clang-format 14 not found (.ci/run installs it)")
  return()
endif()

set(files "")
foreach(folder include src tests tools bench fuzz docs/examples)
  file(GLOB_RECURSE found ${SOURCE}/${folder}/*.hpp ${SOURCE}/${folder}/*.cpp ${SOURCE}/${folder}/*.h)
  list(APPEND files ${found})
endforeach()
list(SORT files)
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${files} WORKING_DIRECTORY ${SOURCE}
                RESULT_VARIABLE status ERROR_VARIABLE drift)
if(NOT status EQUAL 0)
  string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted" lines "${drift}")
  set(named "")
  foreach(line ${lines})
    string(REGEX REPLACE ":[0-9]+:[0-9]+: error: code should be clang-formatted" "" file "${line}")
    list(APPEND named ${file})
  endforeach()
  list(REMOVE_DUPLICATES named)
  list(JOIN named "\n  " text)
  message(FATAL_ERROR "files not as .clang-format writes them (fix: cmake -DFIX=ON -P tests/cmake/format.cmake):\n  ${text}")
endif()
message(STATUS "every C++ file is as .clang-format writes it")
