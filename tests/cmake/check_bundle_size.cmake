# Fails when BUNDLE is larger than MAX_BYTES: judges cap the size of a submitted source.
file(SIZE ${BUNDLE} bytes)
if(bytes GREATER MAX_BYTES)
  message(FATAL_ERROR "${BUNDLE} has ${bytes} bytes, more than ${MAX_BYTES}; strip comments or shrink it")
endif()
message(STATUS "${BUNDLE}: ${bytes} bytes (limit ${MAX_BYTES})")
