// bundler: the command line of bundler.hpp. Writes the one-file bundle of a binary's source for online
// judges; on an error prints "file:line: error: ..." and exits 1, leaving no output file.
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "bundler/bundler.hpp"

namespace {

const char usage[] =
    "usage: bundler [--strip-comments] [--strip-assert-messages] [--drop-unused-functions] [-I DIR]... [--compile "
    "COMMAND] -o OUTPUT SOURCE\n"
    "Writes OUTPUT: SOURCE with the project headers it includes (\"x\" beside the includer or in a DIR,\n"
    "<x> in a DIR) inlined once each, include guards removed, system headers once at the top.\n"
    "COMMAND is the compile command the bundle names unless SOURCE has a '// Compile:' line;\n"
    "SOURCE must name its judge problems on a '// Judges:' line of its opening comment.\n"
    "--strip-assert-messages turns assert(condition && \"message\") into assert(condition).\n"
    "--drop-unused-functions (with --strip-comments) leaves out namespace-scope inline and template\n"
    "functions, and constants, that nothing in the bundle names.\n";

int fail(const std::string& message) {
  std::cerr << "bundler: " << message << "\n" << usage;
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  bundler::BundleOptions options;
  std::string output;
  std::string source;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    const bool has_value = i + 1 < argc;
    if (argument == "--help" || argument == "-h") {
      std::cout << usage;
      return 0;
    } else if (argument == "--strip-comments") {
      options.strip_comments = true;
    } else if (argument == "--strip-assert-messages") {
      options.strip_assert_messages = true;
    } else if (argument == "--drop-unused-functions") {
      options.drop_unused_functions = true;
    } else if (argument == "-I" && has_value) {
      options.include_dirs.push_back(argv[++i]);
    } else if (argument == "--compile" && has_value) {
      options.compile_command = argv[++i];
    } else if (argument == "-o" && has_value) {
      output = argv[++i];
    } else if (argument.empty() || argument[0] == '-' || !source.empty()) {
      return fail("unexpected argument '" + argument + "'");
    } else {
      source = argument;
    }
  }
  if (source.empty() || output.empty()) return fail("needs a SOURCE and -o OUTPUT");

  try {
    const bundler::Bundle bundle = bundler::make_bundle(source, options);
    const std::filesystem::path directory = std::filesystem::path(output).parent_path();
    if (!directory.empty()) std::filesystem::create_directories(directory);
    std::ofstream out(output, std::ios::binary);
    out << bundle.text;
    out.close();
    if (!out) throw bundler::BundleError(output + ": error: cannot write the bundle");
    std::cout << "bundler: " << output << ": " << bundle.text.size() << " bytes, " << bundle.headers.size()
              << " headers inlined\n";
  } catch (const std::exception& error) {
    std::cerr << error.what() << "\n";
    std::remove(output.c_str());
    return 1;
  }
  return 0;
}
