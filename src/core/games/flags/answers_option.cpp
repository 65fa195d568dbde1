#include "games/flags/answers_option.h"

namespace lt::flags {

OptionSpec answersOption() {
    OptionSpec answers;
    answers.key = "answers";
    answers.label = "Answers";
    answers.help =
        "Choose among four names, or type the name (accents, capitals and one slip of the "
        "keyboard do not matter; English names are accepted too).";
    answers.kind = OptionSpec::Kind::Choice;
    answers.defaultValue = "choices";
    answers.choices = {"choices", "typed"};
    answers.choiceLabels = {"Four choices", "Typed"};
    return answers;
}

bool typedAnswers(const Options& options, const std::vector<OptionSpec>& specs) {
    return options.getChoice(specs, "answers") == "typed";
}

}  // namespace lt::flags
