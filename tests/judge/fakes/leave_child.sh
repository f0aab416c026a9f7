#!/bin/sh
# A solution that leaves a process behind: starts a sleep in the background, writes its process id
# to the file named by its argument, and exits.
sleep 1000 &
echo $! > "$1"
