# The core's folders in layers: a header of include/puzzle/<folder>/ may include its own folder and
# the folders of lower layers only, never a folder of its own layer or above. So no import runs back
# up a layer, no puzzle folder imports another, and the folders have no cycle. A folder that is in no
# layer is an error: a new folder takes its place here. A folder may hold rooms (sliding/tiles/,
# sliding/plans/): they are its own, and include each other freely.
# usage: cmake -DINCLUDE=<include dir> -P check_layers.cmake
get_filename_component(INCLUDE "${INCLUDE}" ABSOLUTE)
set(layers
  "util"                                                            # plain data, bits
  "ranking"                                                         # states as dense integers
  "io"                                                              # text in and out
  "search"                                                          # generic searches, the model contract
  "tables"                                                          # tables and distances built by search
  "group grid maze"                                                 # generic puzzle structures
  "learning"                                                        # the learners' options and reports
  "driver"                                                          # the case driver and board readers
  "sliding cubic_eight grid_rotation rotation_game block_moves magic_squares knights square_destroyer toggles mayan bloxorz flood_it ghosts pushing_boxes")  # the puzzle families

set(layer_number 0)
foreach(layer ${layers})
  math(EXPR layer_number "${layer_number} + 1")
  string(REPLACE " " ";" folders "${layer}")
  foreach(folder ${folders})
    set(layer_of_${folder} ${layer_number})
  endforeach()
endforeach()

file(GLOB folders RELATIVE ${INCLUDE}/puzzle ${INCLUDE}/puzzle/*)
set(faults "")
foreach(folder ${folders})
  if(NOT IS_DIRECTORY ${INCLUDE}/puzzle/${folder})
    continue()
  endif()
  if(NOT DEFINED layer_of_${folder})
    list(APPEND faults "include/puzzle/${folder}/ is in no layer of tests/cmake/check_layers.cmake")
    continue()
  endif()
  file(GLOB_RECURSE headers ${INCLUDE}/puzzle/${folder}/*.hpp)
  foreach(header ${headers})
    file(STRINGS ${header} includes REGEX "^[ \t]*#[ \t]*include[ \t]+\"puzzle/[^/\"]+/")
    foreach(line ${includes})
      string(REGEX REPLACE ".*\"puzzle/([^/\"]+)/.*" "\\1" target "${line}")
      if(target STREQUAL folder)
        continue()
      endif()
      file(RELATIVE_PATH name ${INCLUDE} ${header})
      if(NOT DEFINED layer_of_${target})
        list(APPEND faults "${name} includes puzzle/${target}/, a folder in no layer")
      elseif(NOT layer_of_${target} LESS layer_of_${folder})
        list(APPEND faults "${name} (${folder}, layer ${layer_of_${folder}}) includes puzzle/${target}/ (layer ${layer_of_${target}})")
      endif()
    endforeach()
  endforeach()
endforeach()
if(faults)
  list(JOIN faults "\n  " text)
  message(FATAL_ERROR "includes against the layers:\n  ${text}")
endif()
message(STATUS "every include of include/puzzle/ runs down the layers")
