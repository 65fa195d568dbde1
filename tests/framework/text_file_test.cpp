// Reading a file from outside: the system's reason when it cannot be read, and a size limit so
// that /dev/zero or a disk image ends in an error rather than in exhausted memory.
#include "framework/text_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "framework/errors.h"

namespace lt {
namespace {

std::string errorReading(const std::string& path, std::size_t maxBytes = kMaxTextFileBytes) {
    try {
        readTextFile(path, maxBytes);
    } catch (const InputError& e) {
        EXPECT_EQ(e.field(), "file");
        EXPECT_EQ(e.line(), 0);
        return e.reason();
    }
    return "read without an error";
}

class TextFile : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ =
            std::filesystem::temp_directory_path() /
            ("lt_text_file_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::filesystem::path dir_;
};

TEST_F(TextFile, ReadsTheWholeFile) {
    const std::string text(200000, 'x');  // more than one read
    std::ofstream(dir_ / "a.txt", std::ios::binary) << text;
    EXPECT_EQ(readTextFile((dir_ / "a.txt").string()), text);
}

TEST_F(TextFile, ReportsTheSystemsReason) {
    EXPECT_EQ(errorReading((dir_ / "missing.ludoteca").string()), "No such file or directory");
    // A directory is not "an empty file".
    EXPECT_EQ(errorReading(dir_.string()), "Is a directory");
}

TEST_F(TextFile, StopsAtTheSizeLimit) {
    std::ofstream(dir_ / "big.txt", std::ios::binary) << std::string(1001, 'x');
    EXPECT_EQ(errorReading((dir_ / "big.txt").string(), 1000),
              "the file is larger than 1000 bytes, too large for a game file");
    std::ofstream(dir_ / "exact.txt", std::ios::binary) << std::string(1000, 'x');
    EXPECT_EQ(readTextFile((dir_ / "exact.txt").string(), 1000).size(), 1000u);
}

TEST(TextFileDevice, DevZeroEndsAtTheLimitWithAClearError) {
    EXPECT_EQ(errorReading("/dev/zero"),
              "the file is larger than 64 MiB, too large for a game file");
}

}  // namespace
}  // namespace lt
