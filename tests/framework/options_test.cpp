#include "framework/options.h"

#include <gtest/gtest.h>

#include "framework/errors.h"

namespace lt {
namespace {

const std::vector<OptionSpec> kSpecs = {
    {.key = "diagonals",
     .label = "Diagonal lines",
     .kind = OptionSpec::Kind::Bool,
     .defaultValue = "true"},
    {.key = "deals",
     .label = "Deals",
     .kind = OptionSpec::Kind::Int,
     .defaultValue = "5",
     .min = 1,
     .max = 10},
    {.key = "stairs",
     .label = "Staircase",
     .kind = OptionSpec::Kind::Choice,
     .defaultValue = "sequential",
     .choices = {"sequential", "jump"}},
};

TEST(Options, DefaultsAndValues) {
    Options options;
    EXPECT_TRUE(options.getBool(kSpecs, "diagonals"));
    EXPECT_EQ(options.getInt(kSpecs, "deals"), 5);
    options.set("deals", "3");
    options.set("stairs", "jump");
    EXPECT_EQ(options.getInt(kSpecs, "deals"), 3);
    EXPECT_EQ(options.getChoice(kSpecs, "stairs"), "jump");
    const Options full = options.completed(kSpecs);
    EXPECT_EQ(full.values().size(), 3u);
    EXPECT_EQ(full.values().at("diagonals"), "true");
}

TEST(Options, BadValuesAreRejected) {
    for (auto [key, value] : std::vector<std::pair<std::string, std::string>>{{"diagonals", "yes"},
                                                                              {"deals", "0"},
                                                                              {"deals", "11"},
                                                                              {"deals", "2x"},
                                                                              {"stairs", "fly"},
                                                                              {"colour", "red"}}) {
        Options options(std::map<std::string, std::string>{{key, value}});
        EXPECT_THROW(options.validate(kSpecs), InputError) << key << "=" << value;
    }
}

TEST(Options, TextIsOneLineTrimmedAndLimited) {
    const std::vector<OptionSpec> specs = {
        {.key = "fen", .label = "Start", .kind = OptionSpec::Kind::Text, .max = 10}};
    Options options;
    EXPECT_EQ(options.getText(specs, "fen"), "");
    EXPECT_EQ(options.completed(specs).values().at("fen"), "");
    options.set("fen", "  8/8 w  ");
    EXPECT_EQ(options.getText(specs, "fen"), "8/8 w");
    options.set("fen", "two\nlines");
    EXPECT_THROW(options.validate(specs), InputError);
    options.set("fen", "eleven char");
    try {
        options.validate(specs);
        FAIL() << "too long";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()), "fen: longer than 10 characters");
    }
}

}  // namespace
}  // namespace lt
