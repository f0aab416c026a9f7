# One program test (CMakeLists.txt here): judges PROGRAM under PROFILE and passes only when the
# judge's exit status and its `verdict:` line are what EXPECT says.
#   cmake -DJUDGE=... -DPROGRAM=... -DPROFILE=... -DEXPECT=AC|WA|TLE|MLE|RE -DKIND=textbook|wrong
#         "-DOPTIONS=extra judge options" -P run_judge_program.cmake
# A wrong program is judged with --first-failure (it stops at the first rejected test, as the real
# judges do); the stress tier is left out (--no-stress) unless OPTIONS hold --with-stress, which
# then also expects the `stress:` line.
cmake_minimum_required(VERSION 3.25)
separate_arguments(options UNIX_COMMAND "${OPTIONS}")
set(with_stress OFF)
if("--with-stress" IN_LIST options)
  set(with_stress ON)
  list(REMOVE_ITEM options --with-stress)
endif()

set(tier_options "")
if(NOT with_stress)
  list(APPEND tier_options --no-stress)
endif()
if(KIND STREQUAL "wrong")
  list(APPEND tier_options --first-failure)
endif()

execute_process(COMMAND ${JUDGE} ${PROFILE} ${tier_options} ${options} -- ${PROGRAM}
                RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors)
string(REPLACE ";" " " command_text "judge ${PROFILE} ${tier_options} ${options} -- ${PROGRAM}")
set(report "${command_text}\nexit status ${status}\n--- stdout\n${output}--- stderr\n${errors}")

if(EXPECT STREQUAL "AC")
  set(expected_status 0)
else()
  set(expected_status 1)
endif()
if(NOT status STREQUAL expected_status)
  message(FATAL_ERROR "expected ${EXPECT}: exit status ${expected_status}, got ${status}\n${report}")
endif()
if(NOT output MATCHES "(^|\n)verdict: ([A-Z]+)")
  message(FATAL_ERROR "expected ${EXPECT}: no `verdict:` line\n${report}")
endif()
if(NOT CMAKE_MATCH_2 STREQUAL EXPECT)
  message(FATAL_ERROR "expected ${EXPECT}, the verdict is ${CMAKE_MATCH_2}\n${report}")
endif()
if(with_stress AND NOT output MATCHES "(^|\n)stress: ")
  message(FATAL_ERROR "--with-stress: no `stress:` line\n${report}")
endif()
message("${report}")
