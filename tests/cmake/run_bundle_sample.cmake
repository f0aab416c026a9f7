# Runs the compiled bundle BUNDLE (through RUNNER when given: wine for a Windows build) and the CMake
# build's SOLVER on INPUT: stdout, stderr and exit status must be identical; a Windows build's CRLF
# line ends (text mode) count as LF. Without an ERROR file (a sample, not a bad input), CHECKER must
# accept the output.
#
# Under Wine, a run now and then comes back wrong though the program is right: about one in a
# thousand with its stderr empty (session 2), and once a sample's run in a whole CI pass (session 9;
# nothing kept to say how). A Windows run that differs is made once more and must then be identical:
# a real difference repeats, so the comparison stays exact.
execute_process(COMMAND ${SOLVER} INPUT_FILE ${INPUT} OUTPUT_FILE ${OUTPUT}.build.out
                ERROR_FILE ${OUTPUT}.build.err RESULT_VARIABLE build_status)

# Runs the bundle; sets `difference` to what differs from the CMake build's run ("" when nothing).
function(run_bundle)
  execute_process(COMMAND ${RUNNER} ${BUNDLE} INPUT_FILE ${INPUT} OUTPUT_FILE ${OUTPUT}.bundle.out
                  ERROR_FILE ${OUTPUT}.bundle.err RESULT_VARIABLE bundle_status)
  if(NOT bundle_status STREQUAL build_status)
    set(difference "exit status: bundle '${bundle_status}', CMake build '${build_status}'" PARENT_SCOPE)
    return()
  endif()
  foreach(stream out err)
    file(READ ${OUTPUT}.bundle.${stream} bundle_text)
    file(READ ${OUTPUT}.build.${stream} build_text)
    if(RUNNER)
      string(REPLACE "\r\n" "\n" bundle_text "${bundle_text}")
      file(WRITE ${OUTPUT}.bundle.${stream} "${bundle_text}")  # as LF, for the checker and for reading
    endif()
    if(NOT bundle_text STREQUAL build_text)
      set(difference "std${stream} differs: ${OUTPUT}.bundle.${stream} vs ${OUTPUT}.build.${stream}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(difference "" PARENT_SCOPE)
endfunction()

run_bundle()
if(RUNNER AND difference)
  message(STATUS "the Windows run differed (${difference}); running it once more")
  run_bundle()
endif()
if(difference)
  message(FATAL_ERROR "${difference}")
endif()
if(CHECKER AND NOT EXISTS ${ERROR})
  execute_process(COMMAND ${CHECKER} ${INPUT} ${OUTPUT}.bundle.out ${ANSWER} RESULT_VARIABLE verdict)
  if(NOT verdict EQUAL 0)
    message(FATAL_ERROR "checker rejected the bundle's output (${OUTPUT}.bundle.out)")
  endif()
endif()
