// Game options (house rules, variants) declared by each game with rulebook defaults.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace lt {

struct OptionSpec {
    // Text: free text on one line (e.g. a FEN start position); the game checks its meaning.
    enum class Kind { Bool, Int, Choice, Text };
    std::string key;    // stable id used in saves and on the command line, e.g. "diagonals"
    std::string label;  // English label; the shell translates it
    std::string help;   // one sentence: what it changes and where the rulebook stands
    Kind kind = Kind::Bool;
    std::string defaultValue;               // "true"/"false", a number, a choice key or text
    int min = 0, max = 0;                   // Int only; Text: max > 0 limits the length
    std::vector<std::string> choices;       // Choice only: keys
    std::vector<std::string> choiceLabels;  // Choice only: English labels, same order
    // Choice of language codes ("en", "it"): the app starts it in the language it speaks, so
    // rules that depend on the players' language follow what they read.
    bool followsUiLanguage = false;
};

// Option values by key, as text. Missing keys take the spec default.
class Options {
  public:
    Options() = default;
    explicit Options(std::map<std::string, std::string> values) : values_(std::move(values)) {}

    void set(const std::string& key, std::string value) { values_[key] = std::move(value); }
    bool has(const std::string& key) const { return values_.count(key) != 0; }
    const std::map<std::string, std::string>& values() const { return values_; }

    // Typed reads against the game's specs; throw InputError on a bad value.
    bool getBool(const std::vector<OptionSpec>& specs, const std::string& key) const;
    int getInt(const std::vector<OptionSpec>& specs, const std::string& key) const;
    std::string getChoice(const std::vector<OptionSpec>& specs, const std::string& key) const;
    // Text, trimmed of surrounding spaces.
    std::string getText(const std::vector<OptionSpec>& specs, const std::string& key) const;

    // Checks every value against the specs (unknown key, wrong type, out of range).
    void validate(const std::vector<OptionSpec>& specs) const;
    // Every spec'd key with its value (explicit or default): what a save file records.
    Options completed(const std::vector<OptionSpec>& specs) const;

    bool operator==(const Options&) const = default;

  private:
    std::string raw(const std::vector<OptionSpec>& specs, const std::string& key) const;
    std::map<std::string, std::string> values_;
};

}  // namespace lt
