# Makes the throw-away Wine prefix (wineboot) and leaves its wineserver running (-p: persistent) for
# the Windows runs of the bundles, so that parallel runs never race to start one; the cleanup
# fixture stops it (wineserver -k). WINEPREFIX and WINEDEBUG come from the test's environment.
execute_process(COMMAND ${WINEBOOT} --init RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "wineboot --init failed (${status})")
endif()
# Its output goes to a file: a pipe held open by the server would keep this script waiting.
execute_process(COMMAND ${WINESERVER} -p RESULT_VARIABLE status OUTPUT_FILE ${LOG} ERROR_FILE ${LOG})
if(NOT status EQUAL 0)
  message(FATAL_ERROR "wineserver -p failed (${status})")
endif()
