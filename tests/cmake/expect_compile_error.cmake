# Compiles SOURCE with COMPILER (include folder INCLUDE) and passes only if the compile fails with an
# error message that matches EXPECT: the contract (search_model.hpp) must stop a bad model before the
# search does, and say what is missing.
execute_process(COMMAND ${COMPILER} -std=gnu++98 -fsyntax-only -I${INCLUDE} ${SOURCE}
                RESULT_VARIABLE status ERROR_VARIABLE errors OUTPUT_QUIET)
if(status EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but a model that lacks a member must not")
endif()
if(NOT errors MATCHES "${EXPECT}")
  message(FATAL_ERROR "the compile failed without naming the missing member (${EXPECT}):\n${errors}")
endif()
