# Compiles SOURCE with COMPILER (include folder INCLUDE) and passes only if the compile fails with an
# error message that matches EXPECT: the contract (search_model.hpp) must stop a bad model before the
# search does, and say what is missing. With DOC (a page that quotes the error), the page must quote
# the file and line the compiler names, so that it does not go stale when the header changes.
execute_process(COMMAND ${COMPILER} -std=gnu++98 -fsyntax-only -I${INCLUDE} ${SOURCE}
                RESULT_VARIABLE status ERROR_VARIABLE errors OUTPUT_QUIET)
if(status EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but a model that lacks a member must not")
endif()
if(NOT errors MATCHES "${EXPECT}")
  message(FATAL_ERROR "the compile failed without naming the missing member (${EXPECT}):\n${errors}")
endif()
if(DOC)
  string(REGEX MATCH "${EXPECT}" quoted "${errors}")
  string(REGEX MATCH "[a-z_]+\\.hpp:[0-9]+" where "${quoted}")
  file(READ ${DOC} page)
  string(FIND "${page}" "${where}:" found)
  if(found EQUAL -1)
    message(FATAL_ERROR "${DOC} does not quote the error where the compiler puts it, ${where}")
  endif()
endif()
