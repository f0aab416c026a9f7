#!/usr/bin/env python3
"""ctest's docs.lists_every_binary: every list of binaries in the docs names every binary of src/problems.txt.

usage: check_binary_lists.py SOURCE_DIR

A list of binaries is a Markdown table under the line `<!-- lists every binary -->`; README.md and
each page of LISTING_PAGES keeps at least one. A binary is named in a table when `binary`, [binary],
[`binary`] or `binary.cpp` stands in one of its rows. Prints each page and binary left out; exit status 1 if any.
Python 3 standard library.
"""
import re
import sys
from pathlib import Path

ROOT = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
LISTING_PAGES = ["README.md", "docs/judge.md", "docs/conventions.md", "docs/fuzzing.md", "docs/bundles.md",
                 "docs/performance.md", "docs/learning.md", "docs/testing.md"]
MARKER = "<!-- lists every binary -->"

binaries = [line.split()[0] for line in (ROOT / "src" / "problems.txt").read_text().splitlines()
            if line.strip() and not line.startswith("#")]
faults = []
for page in LISTING_PAGES:
    lines = (ROOT / page).read_text().splitlines()
    marks = [i for i, line in enumerate(lines) if line.strip() == MARKER]
    if not marks:
        faults.append(f"{page}: no list of every binary (a table under '{MARKER}')")
    for mark in marks:
        rows = []
        for line in lines[mark + 1:]:
            if not line.startswith("|"):
                break
            rows.append(line)
        if len(rows) < 3:
            faults.append(f"{page}:{mark + 1}: '{MARKER}' stands over no table")
            continue
        text = "\n".join(rows[2:])
        for binary in binaries:
            if not re.search(r"(`|\[)" + re.escape(binary) + r"(\.cpp)?(`|\])", text):
                faults.append(f"{page}:{mark + 1}: the table leaves out {binary}")
for fault in faults:
    print(fault)
sys.exit(1 if faults else 0)
