#!/usr/bin/env python3
"""ctest's docs.references: every reference in the code's comments and the docs resolves.

usage: check_references.py SOURCE_DIR

- a path to a file of the tree (`include/puzzle/driver/case_driver.hpp`, `driver/case_driver.hpp`,
  `tests/binaries/eight/oracle_test.cpp`, a bare `case_driver.hpp`) names a file that exists: a path
  is matched against the tree's files by its trailing folders, so no folder name is written here and
  headers can move; what the build writes (CMake's OUTPUT files, build/...) is left out;
- a Markdown link to a file of the tree reaches it, and its #anchor a heading there;
- a section sign (section N) names a numbered heading "## N." of the page it cites: the page named on
  its line, else its own page if numbered, else the one numbered page of docs/;
- the core and the binaries (include/, src/) cite docs/ for figures, never README (the front page,
  which keeps no figures), and state no times in their comments outside quoted or indented examples
  (times are measured, in docs/performance.md and docs/binaries/);
- a file said to be written by CMake is one the build writes (OUTPUT in a CMake file);
- every Markdown table opens with its header and separator (no rows left behind by a merge).
Prints each fault as FILE:LINE: what; exit status 1 if any. Python 3 standard library.
"""
import os
import re
import sys
from pathlib import Path

ROOT = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
SKIP_DIRS = {".git", "samples", "bad_input", "checker_rejects", "__pycache__"}
# Tests of the tools that read a tree of sources (the bundler's), which speak of made-up trees.
MADE_UP_TREES = re.compile(r"tests/tools/(bundler|source_scanner)_test\.cpp$")
TEXT_SUFFIXES = {".hpp", ".cpp", ".md", ".txt", ".cmake", ".sh", ".in", ".py"}
PATH_TOKEN = re.compile(r"(?<![\w/.$<>{}*-])((?:[\w.-]+/)*[\w-]+\.(?:hpp|cpp|md|cmake|sh|txt))(?![\w/]|\.\w)")
PLACEHOLDER = re.compile(r"NAME|PROBLEM|XXXX|<|>|\*|\.\.\.")
TIME = re.compile(r"\b\d+(?:\.\d+)?\s?(?:ms|us|µs|s|seconds?|milliseconds?)\b")


def tree_files():
    files = []
    for folder, dirs, names in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith("build")]
        for name in names:
            files.append(Path(folder, name).relative_to(ROOT).as_posix())
    return files


FILES = tree_files()
FILE_SET = set(FILES)
BASENAMES = {f.rsplit("/", 1)[-1] for f in FILES}
FOLDER_NAMES = {part for f in FILES for part in f.split("/")[:-1]} | {".", ".."}


def generated_files():
    """What the build writes (file(CONFIGURE OUTPUT ...), add_custom_command(OUTPUT ...)): their trailing paths."""
    found = set()
    for f in FILES:
        if f.endswith("CMakeLists.txt") or f.endswith(".cmake"):
            for match in re.finditer(r"OUTPUT\s+\$\{\w+\}/([\w/]+\.\w+)", (ROOT / f).read_text()):
                found.add(match.group(1))
    return found


GENERATED = generated_files()


def resolves(path, source):
    if path.startswith(("build/", "build-", "/")) or PLACEHOLDER.search(path):
        return True
    if "/" not in path:  # a bare name: a header's are snake_case (a.hpp, x.hpp: examples of made-up trees)
        return "_" not in path or path in BASENAMES or path in GENERATED
    if path.split("/", 1)[0] not in FOLDER_NAMES:
        return True  # not a path into the tree (a folder beside the checkout, say)
    if path in GENERATED or any(g.endswith("/" + path) or path.endswith(g) for g in GENERATED):
        return True
    relative = os.path.normpath(os.path.join(os.path.dirname(source), path)).replace(os.sep, "/")
    return relative in FILE_SET or path in FILE_SET or any(f.endswith("/" + path) for f in FILES)


def slug(heading):
    text = re.sub(r"[`*]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def headings(path):
    return [line.lstrip("#").strip() for line in (ROOT / path).read_text().splitlines() if line.startswith("#")]


def numbered_sections(path):
    return {m.group(1) for h in headings(path) for m in [re.match(r"(\d+)\.", h)] if m}


NUMBERED_DOCS = [f for f in FILES if f.endswith(".md") and numbered_sections(f)]

faults = []


def fault(source, number, what):
    faults.append(f"{source}:{number}: {what}")


def check_file(source):
    text = (ROOT / source).read_text(errors="replace")
    is_code = source.endswith((".hpp", ".cpp"))
    is_script = source.endswith((".sh", ".py", ".cmake", "CMakeLists.txt")) or source in ("tools/new_binary", ".ci/run")
    in_core = source.startswith(("include/", "src/"))
    table_open = False
    for number, line in enumerate(text.splitlines(), 1):
        # Only comments in code; the whole line elsewhere.
        body = line
        if is_code or is_script:  # only the comments: code may name files it makes itself
            at = line.find("//" if is_code else "#")
            if at < 0:
                continue
            body = line[at + (2 if is_code else 1):]
        for match in PATH_TOKEN.finditer(body):
            if not resolves(match.group(1), source):
                fault(source, number, f"'{match.group(1)}' names no file of the tree")
        if source.endswith(".md"):
            for match in re.finditer(r"\]\(([^)\s]+)\)", line):
                target = match.group(1)
                if re.match(r"[a-z]+:", target):
                    continue
                file_part, _, anchor = target.partition("#")
                resolved = os.path.normpath(os.path.join(os.path.dirname(source), file_part)).replace(os.sep, "/") if file_part else source
                if file_part and not (resolved in FILE_SET or os.path.isdir(ROOT / resolved)):
                    fault(source, number, f"link '{target}' reaches no file")
                elif anchor and resolved.endswith(".md") and anchor not in {slug(h) for h in headings(resolved)}:
                    fault(source, number, f"link '{target}': no heading #{anchor} in {resolved}")
            row = line.startswith("|")
            if row and not table_open:
                if number < 2 or not re.match(r"\|\s*:?-{3,}", text.splitlines()[number] if number < len(text.splitlines()) else ""):
                    fault(source, number, "a table row outside a table (no header and separator above it)")
            table_open = row
        # A file said to be written by the build is one of its outputs (a generated file's old name).
        for match in re.finditer(r"CMake writes (?:the list of )?`?([\w/.]+\.(?:hpp|cpp|cmake))", body):
            if not any(g == match.group(1) or g.endswith("/" + match.group(1)) or match.group(1).endswith(g) for g in GENERATED):
                fault(source, number, f"'{match.group(1)}' is not a file the build writes")
        for match in re.finditer(r"§\s?(\d+)", body):
            named = [d for d in NUMBERED_DOCS if d.rsplit("/", 1)[-1] in line]
            cited = named[0] if named else source if source in NUMBERED_DOCS else (NUMBERED_DOCS[0] if len(NUMBERED_DOCS) == 1 else None)
            if cited is None or match.group(1) not in numbered_sections(cited):
                fault(source, number, f"§{match.group(1)} names no section of {cited or 'a numbered page'}")
        if in_core and is_code:
            if re.search(r"\bREADME\b", body):
                fault(source, number, "cites README (the front page keeps no figures): cite docs/")
            stripped = re.sub(r'"[^"]*"', "", body)
            if not body.startswith("   ") and TIME.search(stripped):
                fault(source, number, f"states a time ('{TIME.search(stripped).group(0)}'): times are measured in docs/")


for source in FILES:
    name = source.rsplit("/", 1)[-1]
    if (Path(name).suffix in TEXT_SUFFIXES or name in {"new_binary", "run"}) and not MADE_UP_TREES.search(source):
        check_file(source)

for line in faults:
    print(line)
if faults:
    print(f"check_references: {len(faults)} stale references")
    sys.exit(1)
