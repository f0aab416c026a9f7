# Runs the compiled bundle BUNDLE (through RUNNER when given: wine for a Windows build) and the CMake
# build's SOLVER on INPUT: stdout, stderr and exit status must be identical; a Windows build's CRLF
# line ends (text mode) count as LF. Without an ERROR file (a sample, not a bad input), CHECKER must
# accept the output.
execute_process(COMMAND ${RUNNER} ${BUNDLE} INPUT_FILE ${INPUT} OUTPUT_FILE ${OUTPUT}.bundle.out
                ERROR_FILE ${OUTPUT}.bundle.err RESULT_VARIABLE bundle_status)
# Under Wine, about one run in a thousand has come back with its stderr empty (status and stdout
# right; cause not found, see the closing note of session 2): such a run is made once more, and the
# comparison below stays exact.
file(SIZE ${OUTPUT}.bundle.err bundle_err_bytes)
if(RUNNER AND EXISTS ${ERROR} AND bundle_err_bytes EQUAL 0)
  message(STATUS "the Windows run wrote no stderr; running it once more")
  execute_process(COMMAND ${RUNNER} ${BUNDLE} INPUT_FILE ${INPUT} OUTPUT_FILE ${OUTPUT}.bundle.out
                  ERROR_FILE ${OUTPUT}.bundle.err RESULT_VARIABLE bundle_status)
endif()
execute_process(COMMAND ${SOLVER} INPUT_FILE ${INPUT} OUTPUT_FILE ${OUTPUT}.build.out
                ERROR_FILE ${OUTPUT}.build.err RESULT_VARIABLE build_status)
if(NOT bundle_status STREQUAL build_status)
  message(FATAL_ERROR "exit status: bundle '${bundle_status}', CMake build '${build_status}'")
endif()
foreach(stream out err)
  file(READ ${OUTPUT}.bundle.${stream} bundle_text)
  file(READ ${OUTPUT}.build.${stream} build_text)
  if(RUNNER)
    string(REPLACE "\r\n" "\n" bundle_text "${bundle_text}")
    file(WRITE ${OUTPUT}.bundle.${stream} "${bundle_text}")  # as LF, for the checker and for reading
  endif()
  if(NOT bundle_text STREQUAL build_text)
    message(FATAL_ERROR "std${stream} differs: ${OUTPUT}.bundle.${stream} vs ${OUTPUT}.build.${stream}")
  endif()
endforeach()
if(CHECKER AND NOT EXISTS ${ERROR})
  execute_process(COMMAND ${CHECKER} ${INPUT} ${OUTPUT}.bundle.out ${ANSWER} RESULT_VARIABLE verdict)
  if(NOT verdict EQUAL 0)
    message(FATAL_ERROR "checker rejected the bundle's output (${OUTPUT}.bundle.out)")
  endif()
endif()
