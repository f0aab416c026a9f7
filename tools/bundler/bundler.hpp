// Makes one self-contained file for an online judge from a source and the project headers it includes:
// each header inlined once where first included (so in dependency order), its include guard or
// #pragma once removed, system headers hoisted to the top once each, `#ifdef PUZZLE_BUNDLE` resolved
// (see bundle_macro). Comments kept or stripped.
#ifndef BUNDLER_BUNDLER_HPP
#define BUNDLER_BUNDLER_HPP

#include <cstddef>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bundler/source_scanner.hpp"

namespace bundler {

struct BundleOptions {
  // Where project headers live. `#include "x"` looks beside the including file first, then here;
  // `#include <x>` looks only here, and is a system header when it is not found.
  std::vector<std::filesystem::path> include_dirs;
  bool strip_comments = false;
  // Drop the message of each assert whose condition ends `&& "message"`: the check stays, only the
  // text a failure prints goes (about 1 KB a bundle; a judge shows a runtime error either way).
  bool strip_assert_messages = false;
  // Drop namespace-scope inline and template functions, and constants, that nothing names (the
  // core's helpers a binary does not call); needs strip_comments, whose layout it reads.
  bool drop_unused_functions = false;
  // The compile command named in the bundle's first lines, unless the source names its own.
  std::string compile_command = "g++ -std=c++11 -O2";
};

// A source that cannot be bundled; what() reads "file:line: error: message".
struct BundleError : std::runtime_error {
  explicit BundleError(const std::string& message) : std::runtime_error(message) {}
};

struct Bundle {
  std::string text;
  std::vector<std::filesystem::path> headers;  // the project headers inlined, in dependency order
};

// The macro a bundle counts as defined: code under `#ifndef PUZZLE_BUNDLE` is in the CMake build and
// left out of bundles (the learners' options: judges pass none), code under `#ifdef PUZZLE_BUNDLE`
// (or its #else) only in bundles. The bundler resolves these conditions itself, so a project header
// included under them is inlined (or left out) as the branch says.
const char bundle_macro[] = "PUZZLE_BUNDLE";

// Where a new binary's author states what the bundle answers: comment lines at the top of the source,
// `// Judges: <judge> <problem>, ...` (required) and `// Compile: <command>` (optional).
const char judges_tag[] = "// Judges:";
const char compile_tag[] = "// Compile:";

namespace detail {

inline std::string trim(const std::string& text) {
  const std::string blanks = " \t\r\n\v\f";
  const std::size_t first = text.find_first_not_of(blanks);
  if (first == std::string::npos) return std::string();
  return text.substr(first, text.find_last_not_of(blanks) + 1 - first);
}

inline bool starts_with(const std::string& text, const std::string& prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

inline std::string location(const std::filesystem::path& file, int line) {
  return file.string() + ":" + std::to_string(line);
}

// A preprocessing directive: `#name rest`; name is empty on a line that is not a directive.
struct Directive {
  std::string name;
  std::string rest;
};

inline Directive parse_directive(const std::string& code) {
  Directive directive;
  const std::string text = trim(code);
  if (text.empty() || text[0] != '#') return directive;
  std::size_t at = 1;
  while (at < text.size() && (text[at] == ' ' || text[at] == '\t')) ++at;
  const std::size_t name_begin = at;
  while (at < text.size() && is_identifier_char(text[at])) ++at;
  directive.name = text.substr(name_begin, at - name_begin);
  directive.rest = trim(text.substr(at));
  return directive;
}

// The macro named by `#ifndef NAME`, `#if !defined(NAME)` or `#if !defined NAME`, or "".
inline std::string guard_condition_name(const Directive& directive) {
  std::string name;
  if (directive.name == "ifndef") {
    name = directive.rest;
  } else if (directive.name == "if" && starts_with(directive.rest, "!")) {
    const std::string operand = trim(directive.rest.substr(1));
    if (!starts_with(operand, "defined")) return std::string();
    name = trim(operand.substr(7));
    if (starts_with(name, "(") && name[name.size() - 1] == ')') name = trim(name.substr(1, name.size() - 2));
  }
  for (std::size_t at = 0; at < name.size(); ++at) {
    if (!is_identifier_char(name[at])) return std::string();
  }
  return name;
}

// The classic include guard of a header: `#ifndef X` as its first code line, `#define X` as the next,
// and the matching `#endif` as its last. Indices into the header's logical lines.
struct IncludeGuard {
  bool found = false;
  std::string name;
  std::size_t open = 0, define = 0, close = 0;
};

inline IncludeGuard find_include_guard(const std::vector<LogicalLine>& lines) {
  IncludeGuard guard;
  std::vector<std::size_t> code_lines;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!trim(lines[i].code).empty()) code_lines.push_back(i);
  }
  if (code_lines.size() < 3) return guard;
  const std::string name = guard_condition_name(parse_directive(lines[code_lines[0]].code));
  const Directive define = parse_directive(lines[code_lines[1]].code);
  if (name.empty() || define.name != "define" || define.rest.compare(0, name.size(), name) != 0 ||
      (define.rest.size() > name.size() && is_identifier_char(define.rest[name.size()])) ||
      (define.rest.size() > name.size() && define.rest[name.size()] == '(')) {
    return guard;
  }
  int depth = 0;
  for (std::size_t k = 0; k < code_lines.size(); ++k) {
    const std::string directive = parse_directive(lines[code_lines[k]].code).name;
    if (directive == "if" || directive == "ifdef" || directive == "ifndef") ++depth;
    if (depth == 1 && k > 0 && (directive == "else" || directive == "elif")) return guard;
    if (directive == "endif" && --depth == 0) {
      if (k + 1 != code_lines.size()) return guard;  // the guard's #if closes before the end
      guard.found = true;
      guard.name = name;
      guard.open = code_lines[0];
      guard.define = code_lines[1];
      guard.close = code_lines[k];
    }
  }
  return guard;
}

// The identifiers that occur in `code`.
inline void collect_identifiers(const std::string& code, std::set<std::string>& identifiers) {
  for (std::size_t at = 0; at < code.size();) {
    if (!is_identifier_char(code[at])) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < code.size() && is_identifier_char(code[end])) ++end;
    if (!is_digit(code[at])) identifiers.insert(code.substr(at, end - at));
    at = end;
  }
}

inline std::string read_file(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw BundleError(file.string() + ": error: cannot read the file");
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// `line` with its leading spaces written as a tab per two (an odd one left as a space): half the bytes,
// and the same order of indentation for the compiler's -Wmisleading-indentation.
inline std::string indented_with_tabs(const std::string& line) {
  const std::size_t spaces = line.find_first_not_of(' ');
  if (spaces == std::string::npos || spaces < 2) return line;
  return std::string(spaces / 2, '\t') + std::string(spaces % 2, ' ') + line.substr(spaces);
}

// Whether a logical line, as the preprocessor reads it, is a directive (its first token `#`).
// The end of the string or character literal that opens at text[at] (one past its closing quote),
// escapes skipped; text.size() if it does not close.
inline std::size_t literal_end(const std::string& text, std::size_t at) {
  const char quote = text[at];
  for (std::size_t i = at + 1; i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;
    } else if (text[i] == quote) {
      return i + 1;
    }
  }
  return text.size();
}

// `text` (code whose comments are gone) with each assert's closing `&& "message"` removed: in
// `assert(condition && "message")`, the `&&`, the blanks around it and the string literals (one or
// several, concatenated) up to the closing parenthesis. Any other assert is left as written, and so
// is everything outside asserts; a raw string literal in the text leaves the text as it is.
inline std::string without_assert_messages(const std::string& text) {
  for (std::size_t at = 0; at < text.size(); ++at) {
    if (text[at] != '"' && text[at] != '\'') continue;
    const bool raw =
        text[at] == '"' && at > 0 && text[at - 1] == 'R' &&
        (at < 2 || !is_identifier_char(text[at - 2]) || std::string("uUL8").find(text[at - 2]) != std::string::npos);
    if (raw) return text;
    at = literal_end(text, at) - 1;
  }
  const std::string keyword = "assert(";
  std::string result;
  std::size_t copied = 0;
  for (std::size_t at = 0; at < text.size();) {
    const char c = text[at];
    if (c == '"' || c == '\'') {
      at = literal_end(text, at);
      continue;
    }
    if (text.compare(at, keyword.size(), keyword) != 0 || (at > 0 && is_identifier_char(text[at - 1]))) {
      ++at;
      continue;
    }
    // The argument's extent; the last `&&` at depth 0 and what follows it.
    std::size_t close = std::string::npos, last_and = std::string::npos;
    int depth = 0;
    for (std::size_t i = at + keyword.size(); i < text.size() && close == std::string::npos;) {
      const char d = text[i];
      if (d == '"' || d == '\'') {
        i = literal_end(text, i);
        continue;
      }
      if (d == '(' || d == '[' || d == '{') ++depth;
      if (d == ')' && depth == 0) close = i;
      if (d == ')' || d == ']' || d == '}') --depth;
      if (depth == 0 && text.compare(i, 2, "&&") == 0) last_and = i++;
      ++i;
    }
    if (close == std::string::npos) break;
    bool only_literals = last_and != std::string::npos;
    bool any_literal = false;
    for (std::size_t i = last_and + 2; only_literals && i < close;) {
      if (text[i] == '"') {
        i = literal_end(text, i);
        any_literal = true;
      } else if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n') {
        ++i;
      } else {
        only_literals = false;
      }
    }
    if (only_literals && any_literal) {
      std::size_t cut = last_and;
      while (cut > 0 && (text[cut - 1] == ' ' || text[cut - 1] == '\t' || text[cut - 1] == '\n')) --cut;
      result.append(text, copied, cut - copied);
      copied = close;
    }
    at = close + 1;
  }
  result.append(text, copied, std::string::npos);
  return result;
}

// How often each identifier occurs in `text` as a token, literals aside.
inline std::map<std::string, int> identifier_counts(const std::string& text) {
  std::map<std::string, int> counts;
  for (std::size_t at = 0; at < text.size();) {
    const char c = text[at];
    if (c == '"' || c == '\'') {
      at = literal_end(text, at);
    } else if (is_identifier_char(c) && !(c >= '0' && c <= '9')) {
      std::size_t end = at;
      while (end < text.size() && is_identifier_char(text[end])) ++end;
      ++counts[text.substr(at, end - at)];
      at = end;
    } else if (c >= '0' && c <= '9') {
      while (at < text.size() && (is_identifier_char(text[at]) || text[at] == '.' || text[at] == '\'')) ++at;
    } else {
      ++at;
    }
  }
  return counts;
}

// The name a namespace-scope declaration, from `at`, declares: the identifier before its first '('
// (a function), or before " = " on a `const` line (a constant); empty for anything else (an operator,
// a class, a declaration without a name there).
inline std::string declared_name(const std::string& text, std::size_t at, std::size_t end) {
  const std::size_t open = text.find_first_of("(=;{", at);
  if (open == std::string::npos || open >= end || text[open] == ';' || text[open] == '{') return std::string();
  std::size_t name_end = open;
  while (name_end > at && text[name_end - 1] == ' ') --name_end;
  std::size_t name_start = name_end;
  while (name_start > at && is_identifier_char(text[name_start - 1])) --name_start;
  const std::string name = text.substr(name_start, name_end - name_start);
  if (name.empty() || name == "operator" || (name_start > 0 && text[name_start - 1] == '~')) return std::string();
  if (text.compare(name_start > 8 ? name_start - 9 : 0, 9, "operator ") == 0) return std::string();
  return name;
}

// `text` (a stripped bundle: namespace-scope code starts in column 0, everything nested is indented)
// without the namespace-scope inline and template functions, and `const` constants, that nothing else
// names: their name occurs once, as they declare it. Repeated until none is left, as removing one can
// leave another unnamed. Classes, overloaded names (their name occurs more than once), operators, and
// anything under a preprocessor condition's other branch (its names still occur) stay.
inline std::string without_unused_functions(std::string text) {
  for (bool removed = true; removed;) {
    removed = false;
    const std::map<std::string, int> counts = identifier_counts(text);
    for (std::size_t line = 0, next = 0; line < text.size(); line = next) {
      next = text.find('\n', line);
      next = next == std::string::npos ? text.size() : next + 1;
      const bool is_template = text.compare(line, 10, "template <") == 0;
      const bool is_inline = text.compare(line, 7, "inline ") == 0;
      const bool is_constant = text.compare(line, 6, "const ") == 0 || text.compare(line, 13, "static const ") == 0;
      if (!is_template && !is_inline && !is_constant) continue;
      std::size_t declaration = line;  // after the template headers, each on its line
      while (text.compare(declaration, 10, "template <") == 0) declaration = text.find('\n', declaration) + 1;
      if (text.compare(declaration, 7, "struct ") == 0 || text.compare(declaration, 6, "class ") == 0 ||
          text.compare(declaration, 6, "union ") == 0)
        continue;
      // The definition's end: past the '}' that closes its first '{', or its ';' for a constant.
      std::size_t end = std::string::npos;
      int depth = 0;
      for (std::size_t at = declaration; at < text.size() && end == std::string::npos;) {
        const char c = text[at];
        if (c == '"' || c == '\'') {
          at = literal_end(text, at);
          continue;
        }
        if (c == '{') ++depth;
        if (c == '}' && --depth == 0) end = at + 1;
        if (c == ';' && depth == 0) end = is_constant ? at + 1 : at;  // a function's declaration alone: kept
        if (c == '#' && (at == 0 || text[at - 1] == '\n')) break;     // a directive inside: kept
        ++at;
      }
      if (end == std::string::npos || end <= declaration || (!is_constant && text[end - 1] != '}')) continue;
      const std::string name = declared_name(text, declaration, end);
      const std::map<std::string, int>::const_iterator count = counts.find(name);
      if (name.empty() || count == counts.end() || count->second != 1) continue;
      const std::size_t line_end = text.find('\n', end);
      text.erase(line, (line_end == std::string::npos ? text.size() : line_end + 1) - line);
      removed = true;
      break;  // the counts changed: count again
    }
  }
  return text;
}

inline bool is_directive(const std::string& code) {
  const std::size_t first = code.find_first_not_of(" \t");
  return first != std::string::npos && code[first] == '#';
}

// One logical line of the bundle's body.
struct Piece {
  std::string text;        // with its end of line
  std::string code;        // as the preprocessor reads it
  bool blank;              // nothing but blanks, in the chosen comment mode
  std::string guard_name;  // set on a guard's #define: kept only if the bundle uses the name elsewhere
};

// Inlines the source and its headers depth first, each header at its first #include.
class Flattener {
 public:
  explicit Flattener(const BundleOptions& options) : options_(options) {}

  void inline_file(const std::filesystem::path& file, const std::string& spelled) {
    std::vector<LogicalLine> lines;
    try {
      lines = split_logical_lines(read_file(file));
    } catch (const ScanError& error) {
      throw BundleError(location(file, error.line) + ": error: " + error.what());
    }
    const bool is_main = open_files_.empty();
    const IncludeGuard guard = is_main ? IncludeGuard() : find_include_guard(lines);
    open_files_.push_back(std::filesystem::weakly_canonical(file));
    open_names_.push_back(spelled);
    open_started_.push_back(false);
    pending_marker_ = spelled;
    int depth = 0;                      // of #if nesting, the include guard and the bundle conditions excluded
    std::vector<Condition> conditions;  // the open #if, #ifdef and #ifndef
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const LogicalLine& line = lines[i];
      if (guard.found && (i == guard.open || i == guard.close)) continue;
      const std::string where = location(file, line.first_line);
      const Directive directive = parse_directive(line.code);
      if (resolve_bundle_condition(directive, where, conditions)) continue;
      if (!keeping(conditions)) continue;
      if (directive.name == "include") {
        include(file, where, directive.rest, depth, line);
        continue;
      }
      if (directive.name == "include_next" || directive.name == "import") {
        throw BundleError(where + ": error: #" + directive.name + " cannot be bundled");
      }
      if (directive.name == "pragma" && directive.rest == "once") continue;
      if (directive.name == "if" || directive.name == "ifdef" || directive.name == "ifndef") ++depth;
      if (directive.name == "endif") --depth;
      const bool guard_define = guard.found && i == guard.define;
      if ((directive.name == "define" || directive.name == "undef") && !guard_define && first_macro_.empty()) {
        first_macro_ = where;
      }
      add_line(line, guard_define ? guard.name : std::string());
    }
    open_files_.pop_back();
    open_names_.pop_back();
    open_started_.pop_back();
    done_.insert(std::filesystem::weakly_canonical(file));
  }

  const std::vector<std::string>& system_includes() const { return system_includes_; }
  const std::vector<std::filesystem::path>& headers() const { return headers_; }

  // The body: every piece in order, a guard's #define only where the bundle uses its name, runs of
  // blank lines collapsed to one. With comments stripped, the bundle is the one a judge takes, whose
  // size cap is its tightest limit: blank lines go, each line is indented with a tab per two spaces,
  // and a continuation line (indented 4 or more spaces deeper than the line before it, as the format
  // breaks a statement over 120 columns) is joined to that line by one space, as long as neither is a
  // directive (a logical line starts outside any literal, so no token changes).
  std::string body() const {
    std::set<std::string> used;
    for (std::size_t i = 0; i < body_.size(); ++i) {
      if (body_[i].guard_name.empty()) collect_identifiers(body_[i].code, used);
    }
    std::string text;
    bool after_blank = true;
    std::size_t last_indent = 0;
    bool last_joinable = false;  // the last line written is code, not a directive
    for (std::size_t i = 0; i < body_.size(); ++i) {
      const Piece& piece = body_[i];
      if (!piece.guard_name.empty() && used.count(piece.guard_name) == 0) continue;
      if (piece.blank && (after_blank || options_.strip_comments)) continue;
      after_blank = piece.blank;
      if (!options_.strip_comments) {
        text += piece.text;
        continue;
      }
      const std::size_t indent = piece.text.find_first_not_of(' ');
      const bool joinable = !piece.blank && !is_directive(piece.code);
      if (joinable && last_joinable && indent >= last_indent + 4 && text.size() >= 2 && text[text.size() - 1] == '\n' &&
          text[text.size() - 2] != '\\') {
        text.erase(text.size() - 1);
        text += ' ' + piece.text.substr(indent);
        continue;  // the statement's first line keeps its indentation for the next comparison
      }
      text += indented_with_tabs(piece.text);
      last_indent = indent;
      last_joinable = joinable;
    }
    return text;
  }

 private:
  // An open conditional: an ordinary one (kept in the bundle as written), or a bundle condition
  // on bundle_macro, resolved here, whose current branch is kept or left out.
  enum Condition { ordinary, bundle_keeps, bundle_leaves_out };

  static bool keeping(const std::vector<Condition>& conditions) {
    for (std::size_t i = 0; i < conditions.size(); ++i) {
      if (conditions[i] == bundle_leaves_out) return false;
    }
    return true;
  }

  // Follows the conditionals of a file: `#ifdef bundle_macro` and `#ifndef bundle_macro` are resolved
  // as if the macro were defined (their directives and the branch a bundle does not take are left
  // out); returns true for a directive that is thereby consumed. Any other use of the macro in a
  // directive is an error: the bundle would not define it.
  static bool resolve_bundle_condition(const Directive& directive, const std::string& where,
                                       std::vector<Condition>& conditions) {
    const bool names_macro = directive.rest == bundle_macro;
    if (directive.name == "ifdef" || directive.name == "ifndef" || directive.name == "if") {
      if (names_macro && directive.name != "if") {
        conditions.push_back(directive.name == "ifdef" ? bundle_keeps : bundle_leaves_out);
        return true;
      }
      conditions.push_back(ordinary);
    } else if (directive.name == "else" || directive.name == "elif") {
      if (!conditions.empty() && conditions.back() != ordinary) {
        if (directive.name == "elif") throw BundleError(where + ": error: #elif after #ifdef " + bundle_macro);
        conditions.back() = conditions.back() == bundle_keeps ? bundle_leaves_out : bundle_keeps;
        return true;
      }
    } else if (directive.name == "endif" && !conditions.empty()) {
      const bool resolved = conditions.back() != ordinary;
      conditions.pop_back();
      return resolved;
    }
    if (!directive.name.empty() && directive.rest.find(bundle_macro) != std::string::npos) {
      throw BundleError(where + ": error: " + bundle_macro + " is understood only as '#ifdef " + bundle_macro +
                        "' or '#ifndef " + bundle_macro + "'");
    }
    return false;
  }

  // Adds a line of the file being inlined; with comments kept, the first line after the start of a
  // file, or after a header it includes, is preceded by a comment naming the file.
  void add_line(const LogicalLine& line, const std::string& guard_name) {
    const std::string& text = options_.strip_comments ? line.stripped : line.text;
    const bool blank = trim(options_.strip_comments ? line.code : text).empty();
    if (!blank && !pending_marker_.empty() && !options_.strip_comments) {
      body_.push_back(Piece{"\n", "", true, ""});
      body_.push_back(Piece{"// ---- " + pending_marker_ + " ----\n", "", false, ""});
    }
    if (!blank) {
      pending_marker_.clear();
      open_started_.back() = true;
    }
    body_.push_back(Piece{text, line.code, blank, guard_name});
  }

  void include(const std::filesystem::path& file, const std::string& where, const std::string& operand, int depth,
               const LogicalLine& line) {
    const bool angled = starts_with(operand, "<");
    const std::size_t close = operand.find(angled ? '>' : '"', 1);
    if ((!angled && !starts_with(operand, "\"")) || close == std::string::npos) {
      throw BundleError(where + ": error: #include expects \"FILE\" or <FILE>, got '" + operand + "'");
    }
    if (!trim(operand.substr(close + 1)).empty()) {
      throw BundleError(where + ": error: extra text after #include " + operand.substr(0, close + 1));
    }
    const std::string spelled = operand.substr(1, close - 1);
    std::vector<std::filesystem::path> candidates;
    if (!angled) candidates.push_back(file.parent_path() / spelled);
    for (const std::filesystem::path& dir : options_.include_dirs) candidates.push_back(dir / spelled);
    std::filesystem::path found;
    for (const std::filesystem::path& candidate : candidates) {
      if (std::filesystem::is_regular_file(candidate)) {
        found = candidate.lexically_normal();
        break;
      }
    }
    if (found.empty() && !angled) {
      std::string searched = file.parent_path().string();
      for (const std::filesystem::path& dir : options_.include_dirs) searched += ", " + dir.string();
      throw BundleError(where + ": error: cannot find \"" + spelled + "\" (searched " + searched + ")");
    }
    if (found.empty()) {
      add_system_include(where, operand.substr(0, close + 1), depth, line);
    } else {
      add_project_header(where, found, spelled, depth);
    }
  }

  // Under a condition a system #include stays in place; otherwise it moves to the top, once.
  void add_system_include(const std::string& where, const std::string& header, int depth, const LogicalLine& line) {
    if (depth > 0) {
      add_line(line, std::string());
      return;
    }
    for (std::size_t i = 0; i < system_includes_.size(); ++i) {
      if (system_includes_[i] == header) return;
    }
    if (!first_macro_.empty()) {
      throw BundleError(where + ": error: #include " + header +
                        " would move to the top of the bundle, above the "
                        "#define or #undef at " +
                        first_macro_ + " that may change it; include it earlier");
    }
    system_includes_.push_back(header);
  }

  void add_project_header(const std::string& where, const std::filesystem::path& header, const std::string& spelled,
                          int depth) {
    const std::filesystem::path key = std::filesystem::weakly_canonical(header);
    for (std::size_t i = 0; i < open_files_.size(); ++i) {
      if (open_files_[i] != key) continue;
      std::string cycle;
      for (std::size_t k = i; k < open_names_.size(); ++k) cycle += open_names_[k] + " -> ";
      throw BundleError(where + ": error: #include \"" + spelled + "\" closes an include cycle: " + cycle + spelled);
    }
    if (done_.count(key) > 0) return;
    if (depth > 0) {
      throw BundleError(where + ": error: project header \"" + spelled +
                        "\" is included under #if/#ifdef; the "
                        "bundler inlines each header once, unconditionally: include it outside the condition");
    }
    inline_file(header, spelled);
    headers_.push_back(header);
    pending_marker_ = open_names_.back() + (open_started_.back() ? " (continued)" : "");
  }

  const BundleOptions& options_;
  std::vector<std::filesystem::path> open_files_;  // the include chain being inlined, canonical
  std::vector<std::string> open_names_;            // the same, as spelled
  std::vector<bool> open_started_;                 // the same: has it added a line yet
  std::set<std::filesystem::path> done_;
  std::vector<std::string> system_includes_;  // "<vector>", in the order first met
  std::vector<std::filesystem::path> headers_;
  std::vector<Piece> body_;
  std::string first_macro_;     // where the first #define or #undef was, or ""
  std::string pending_marker_;  // the file to name before the next line, or ""
};

// The text after `tag` on the comment lines that open the source, or "".
inline std::string header_comment_value(const std::vector<LogicalLine>& lines, const std::string& tag) {
  for (std::size_t i = 0; i < lines.size() && trim(lines[i].code).empty(); ++i) {
    const std::string text = trim(lines[i].text);
    if (starts_with(text, tag)) return trim(text.substr(tag.size()));
  }
  return std::string();
}

}  // namespace detail

// Bundles `source` (a binary's main file). Its first lines name the binary, the judge problems it
// answers (the source's `// Judges:` line, required) and the compile command. Throws BundleError.
inline Bundle make_bundle(const std::filesystem::path& source, const BundleOptions& options) {
  std::vector<LogicalLine> lines;
  try {
    lines = split_logical_lines(detail::read_file(source));
  } catch (const ScanError& error) {
    throw BundleError(detail::location(source, error.line) + ": error: " + error.what());
  }
  const std::string judges = detail::header_comment_value(lines, judges_tag);
  if (judges.empty()) {
    throw BundleError(detail::location(source, 1) +
                      ": error: the opening comment names no judge problems; add a "
                      "line such as '" +
                      judges_tag + " UVa 10181 \"15-Puzzle Problem\"' (docs/bundles.md)");
  }
  std::string compile = detail::header_comment_value(lines, compile_tag);
  if (compile.empty()) compile = options.compile_command;

  const std::string binary = source.stem().string();
  const std::string spelled = (source.parent_path().filename() / source.filename()).generic_string();
  detail::Flattener flattener(options);
  flattener.inline_file(source, spelled);

  Bundle bundle;
  bundle.headers = flattener.headers();
  bundle.text = "// " + binary + ": one-file bundle of " + spelled +
                " for online judges, made by tools/bundler: edit the sources, not this file.\n"
                "// Judge problems: " +
                judges +
                "\n"
                "// Compile: " +
                compile + " " + binary + ".cpp\n";
  if (!flattener.system_includes().empty()) bundle.text += "\n";
  for (const std::string& header : flattener.system_includes()) bundle.text += "#include " + header + "\n";
  const std::string body = flattener.body();
  std::string code = options.strip_assert_messages ? detail::without_assert_messages(body) : body;
  if (options.drop_unused_functions && options.strip_comments) code = detail::without_unused_functions(code);
  bundle.text += "\n" + code;
  return bundle;
}

}  // namespace bundler

#endif  // BUNDLER_BUNDLER_HPP
