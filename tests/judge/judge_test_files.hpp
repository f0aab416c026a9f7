// For the judge's tests: a temporary folder removed with the fixture, and files written into it.
#ifndef JUDGE_TEST_FILES_HPP
#define JUDGE_TEST_FILES_HPP

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "judge/judge_session.hpp"

class TemporaryFolder : public ::testing::Test {
 protected:
  void SetUp() override { dir_ = judge::make_temp_dir("test"); }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::filesystem::path file(const std::string& name, const std::string& text) {
    std::filesystem::create_directories((dir_ / name).parent_path());
    judge::write_file(dir_ / name, text);
    return dir_ / name;
  }

  std::filesystem::path dir_;
};

#endif  // JUDGE_TEST_FILES_HPP
