#!/bin/sh
# A solution held off the processor, as on a loaded machine: it waits $1 seconds using no processor
# time, then prints the file named by $2.
sleep "$1"
exec cat "$2"
