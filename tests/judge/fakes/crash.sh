#!/bin/sh
# A solution that crashes: it kills itself with SIGSEGV.
kill -SEGV $$
