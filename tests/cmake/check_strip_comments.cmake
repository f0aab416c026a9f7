# Bundles SOURCE with comments kept and with comments stripped (BUNDLER, headers in INCLUDE), then
# checks that COMPILER's preprocessor sees the same tokens in both: stripping changes no behaviour.
# __LINE__ is pinned to 0, since stripping legitimately moves lines.
get_filename_component(name ${SOURCE} NAME)
foreach(mode kept stripped)
  set(option "")
  if(mode STREQUAL "stripped")
    set(option --strip-comments)
  endif()
  file(MAKE_DIRECTORY ${WORK}/${mode})
  execute_process(COMMAND ${BUNDLER} ${option} -I ${INCLUDE} -o ${WORK}/${mode}/${name} ${SOURCE}
                  OUTPUT_QUIET RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "bundler failed (${mode})")
  endif()
  # Same file name in both, so that __FILE__ expands alike.
  execute_process(COMMAND ${COMPILER} -std=c++11 -E -P -Wno-builtin-macro-redefined -D__LINE__=0 ${name}
                  WORKING_DIRECTORY ${WORK}/${mode} OUTPUT_VARIABLE tokens ERROR_VARIABLE errors
                  RESULT_VARIABLE status)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "preprocessing the ${mode} bundle failed:\n${errors}")
  endif()
  string(REGEX REPLACE "[ \t\r\n]+" " " tokens_${mode} "${tokens}")
endforeach()
if(NOT tokens_kept STREQUAL tokens_stripped)
  file(WRITE ${WORK}/kept.tokens "${tokens_kept}")
  file(WRITE ${WORK}/stripped.tokens "${tokens_stripped}")
  message(FATAL_ERROR "stripping comments changed the tokens: compare ${WORK}/kept.tokens and ${WORK}/stripped.tokens")
endif()
