#!/bin/sh
# A solution that computes without end: a busy loop, all processor time.
while :; do :; done
