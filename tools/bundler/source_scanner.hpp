// Splits C++ source text into logical lines as the preprocessor sees them (translation phases 1-3):
// line splices joined, comments recognised only outside string, character and raw string literals. O(size).
#ifndef BUNDLER_SOURCE_SCANNER_HPP
#define BUNDLER_SOURCE_SCANNER_HPP

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace bundler {

// Physical lines up to a newline that lies outside every comment and literal and is not spliced away
// by a backslash. A preprocessing directive always occupies exactly one logical line.
struct LogicalLine {
  int first_line;        // 1-based number of its first physical line
  std::string text;      // as written, with its end of line ("\n" added at the end of a file without one)
  std::string code;      // as the preprocessor reads it: no splices, each comment one space, no end of line
  std::string stripped;  // `text` with each comment replaced by one space and trailing blanks removed
};

// Text the scanner cannot split: an unterminated block comment or raw string literal, or a file that
// ends in a line splice. `line` is where the construct starts.
struct ScanError : std::runtime_error {
  ScanError(int line_number, const std::string& message) : std::runtime_error(message), line(line_number) {}
  int line;
};

namespace detail {

// Length of the line splice at `at` (a backslash, blanks as GCC and Clang allow, a newline), or 0.
inline std::size_t splice_length(const std::string& source, std::size_t at) {
  if (source[at] != '\\') return 0;
  std::size_t end = at + 1;
  while (end < source.size() && (source[end] == ' ' || source[end] == '\t')) ++end;
  if (end < source.size() && source[end] == '\r') ++end;
  return end < source.size() && source[end] == '\n' ? end + 1 - at : 0;
}

inline bool is_identifier_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         static_cast<unsigned char>(c) >= 0x80;
}

inline bool is_digit(char c) { return c >= '0' && c <= '9'; }

inline bool is_raw_string_prefix(const std::string& identifier) {
  return identifier == "R" || identifier == "u8R" || identifier == "uR" || identifier == "UR" || identifier == "LR";
}

// The source without its line splices (phase 2); origin[k] is the source index of chars[k], and
// origin[chars.size()] == source.size().
struct SplicedSource {
  std::string chars;
  std::vector<std::size_t> origin;
};

inline SplicedSource remove_splices(const std::string& source) {
  SplicedSource spliced;
  spliced.chars.reserve(source.size());
  spliced.origin.reserve(source.size() + 1);
  for (std::size_t at = 0; at < source.size();) {
    const std::size_t splice = splice_length(source, at);
    if (splice > 0) {
      if (at + splice == source.size()) {
        throw ScanError(1 + static_cast<int>(std::count(source.begin(), source.begin() + static_cast<long>(at), '\n')),
                        "the file ends in a line splice (a backslash before the last newline)");
      }
      at += splice;
      continue;
    }
    spliced.chars.push_back(source[at]);
    spliced.origin.push_back(at);
    ++at;
  }
  spliced.origin.push_back(source.size());
  return spliced;
}

// Where phase 3 puts comments and logical line ends, as index ranges of the spliced text.
struct SourceLayout {
  std::vector<std::pair<std::size_t, std::size_t>> comments;  // [begin, end)
  std::vector<std::size_t> line_ends;                         // just past each logical newline
};

// Recognises comments, literals and logical newlines in spliced text. A string or character literal
// that reaches the end of its line ends there (the compiler reports it); raw strings may span lines.
// `line_of(k)` gives the physical line of spliced index k, for errors.
template <class LineOf>
SourceLayout find_layout(const std::string& chars, LineOf line_of) {
  enum class Mode { code, line_comment, block_comment, quoted, raw_string };
  SourceLayout layout;
  Mode mode = Mode::code;
  std::size_t construct_begin = 0;  // of the comment or literal being read
  char quote = '"';
  std::string raw_terminator;  // )delimiter"
  bool in_identifier = false;  // the previous code character continues an identifier...
  bool in_number = false;      // ...or a preprocessing number (where ' separates digits)
  std::size_t identifier_begin = 0;
  const std::size_t size = chars.size();
  std::size_t at = 0;
  while (at < size) {
    const char c = chars[at];
    const char next = at + 1 < size ? chars[at + 1] : '\0';
    switch (mode) {
      case Mode::code:
        if (c == '\n') {
          layout.line_ends.push_back(++at);
          in_identifier = in_number = false;
          continue;
        }
        if (c == '/' && (next == '/' || next == '*')) {
          mode = next == '/' ? Mode::line_comment : Mode::block_comment;
          construct_begin = at;
          at += 2;
          in_identifier = in_number = false;
          continue;
        }
        if (c == '"' && in_identifier && is_raw_string_prefix(chars.substr(identifier_begin, at - identifier_begin))) {
          std::size_t open = at + 1;
          while (open < size && open - at <= 17 && chars[open] != '(' &&
                 std::string(" )\\\t\v\f\n").find(chars[open]) == std::string::npos) {
            ++open;
          }
          if (open < size && chars[open] == '(' && open - at <= 17) {
            mode = Mode::raw_string;
            construct_begin = at;
            raw_terminator = ")" + chars.substr(at + 1, open - at - 1) + "\"";
            at = open + 1;
            in_identifier = false;
            continue;
          }
        }
        if (c == '"' || (c == '\'' && !(in_number && is_identifier_char(next)))) {
          mode = Mode::quoted;
          quote = c;
          construct_begin = at++;
          in_identifier = in_number = false;
          continue;
        }
        if (in_number) {
          const char previous = at > 0 ? chars[at - 1] : '\0';
          in_number = is_identifier_char(c) || c == '.' || c == '\'' ||
                      ((c == '+' || c == '-') && std::string("eEpP").find(previous) != std::string::npos);
        } else if (in_identifier) {
          in_identifier = is_identifier_char(c);
        } else if (is_digit(c) || (c == '.' && is_digit(next))) {
          in_number = true;
        } else if (is_identifier_char(c)) {
          in_identifier = true;
          identifier_begin = at;
        }
        ++at;
        continue;
      case Mode::line_comment:
        if (c == '\n' || (c == '\r' && next == '\n')) {  // a CRLF line end stays out of the comment
          layout.comments.emplace_back(construct_begin, at);
          mode = Mode::code;  // the newline ends the logical line in code mode
          continue;
        }
        ++at;
        continue;
      case Mode::block_comment:
        if (c == '*' && next == '/') {
          layout.comments.emplace_back(construct_begin, at + 2);
          mode = Mode::code;
          at += 2;
          continue;
        }
        ++at;
        continue;
      case Mode::quoted:
        if (c == '\n') {
          mode = Mode::code;
          continue;
        }
        at += c == '\\' && next != '\n' ? 2 : 1;
        if (c == quote) mode = Mode::code;
        continue;
      case Mode::raw_string:
        if (chars.compare(at, raw_terminator.size(), raw_terminator) == 0) {
          at += raw_terminator.size();
          mode = Mode::code;
          continue;
        }
        ++at;
        continue;
    }
  }
  if (mode == Mode::block_comment) throw ScanError(line_of(construct_begin), "unterminated /* comment");
  if (mode == Mode::raw_string) throw ScanError(line_of(construct_begin), "unterminated raw string literal");
  if (mode == Mode::line_comment) layout.comments.emplace_back(construct_begin, size);
  if (size > 0 && (layout.line_ends.empty() || layout.line_ends.back() != size)) layout.line_ends.push_back(size);
  return layout;
}

// Removes the blanks before the end of line (or the end) of `text`.
inline void trim_line_end(std::string& text) {
  std::size_t end = text.size();
  if (end > 0 && text[end - 1] == '\n') --end;
  if (end > 0 && text[end - 1] == '\r') --end;
  std::size_t keep = end;
  while (keep > 0 && (text[keep - 1] == ' ' || text[keep - 1] == '\t')) --keep;
  text.erase(keep, end - keep);
}

}  // namespace detail

// The logical lines of `source`, in order; their texts concatenate to `source` (plus a final "\n"
// when it lacks one). A leading UTF-8 byte order mark is dropped. Throws ScanError.
inline std::vector<LogicalLine> split_logical_lines(std::string source) {
  if (source.compare(0, 3, "\xEF\xBB\xBF") == 0) source.erase(0, 3);
  const detail::SplicedSource spliced = detail::remove_splices(source);
  std::vector<std::size_t> physical_line_starts(1, 0);
  for (std::size_t at = 0; at < source.size(); ++at) {
    if (source[at] == '\n') physical_line_starts.push_back(at + 1);
  }
  const auto line_of_source_index = [&physical_line_starts](std::size_t at) {
    return static_cast<int>(std::upper_bound(physical_line_starts.begin(), physical_line_starts.end(), at) -
                            physical_line_starts.begin());
  };
  const auto line_of_spliced_index = [&](std::size_t at) { return line_of_source_index(spliced.origin[at]); };
  const detail::SourceLayout layout = detail::find_layout(spliced.chars, line_of_spliced_index);

  std::vector<LogicalLine> lines;
  std::size_t comment = 0;
  std::size_t begin = 0;         // spliced index of the line's first character
  std::size_t source_begin = 0;  // source index of the line's first character (splices included)
  for (const std::size_t end : layout.line_ends) {
    const bool has_newline = spliced.chars[end - 1] == '\n';
    const std::size_t source_end = has_newline ? spliced.origin[end - 1] + 1 : source.size();
    LogicalLine line;
    line.first_line = line_of_source_index(source_begin);
    std::size_t copied_code = begin;
    std::size_t copied_text = source_begin;
    for (; comment < layout.comments.size() && layout.comments[comment].first < end; ++comment) {
      const std::size_t comment_begin = layout.comments[comment].first;
      const std::size_t comment_end = layout.comments[comment].second;
      line.code.append(spliced.chars, copied_code, comment_begin - copied_code).push_back(' ');
      line.stripped.append(source, copied_text, spliced.origin[comment_begin] - copied_text).push_back(' ');
      copied_code = comment_end;
      copied_text = spliced.origin[comment_end];
    }
    line.code.append(spliced.chars, copied_code, end - (has_newline ? 1 : 0) - copied_code);
    line.stripped.append(source, copied_text, source_end - copied_text);
    line.text = source.substr(source_begin, source_end - source_begin);
    if (!has_newline) {
      line.text += '\n';
      line.stripped += '\n';
    }
    detail::trim_line_end(line.stripped);
    lines.push_back(line);
    begin = end;
    source_begin = source_end;
  }
  return lines;
}

}  // namespace bundler

#endif  // BUNDLER_SOURCE_SCANNER_HPP
