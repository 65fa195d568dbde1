#include "games/flags_urla/game.h"

#include <algorithm>
#include <numeric>

#include "framework/errors.h"
#include "framework/view.h"
#include "games/flags/answers_option.h"
#include "games/flags/country_names.h"
#include "games/flags/icu_names.h"
#include "games/flags_urla/agent.h"
#include "games/flags_urla/reactions.h"
#include "games/flags_urla/state.h"

namespace lt::flags_urla {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "flags-urla";
    info.name = "Shout!";
    info.localName = "Flaggy: Urla!";
    info.family = Family::Flags;
    info.minPlayers = 2;
    info.maxPlayers = 10;
    info.chance = true;
    info.realTime = true;
    OptionSpec names;
    names.key = "names";
    names.label = "Language of the country names";
    names.help =
        "Right names shouted at the same moment go to the player whose country comes first in "
        "alphabetical order of its name in this language (rule Y7): choose the language you play "
        "in.";
    names.kind = OptionSpec::Kind::Choice;
    names.defaultValue = "en";
    // The interface's languages: iso-codes names the countries in each, ICU orders them.
    names.choices = {"en", "it", "es", "pt", "da", "sv", "ru", "fr", "de"};
    names.choiceLabels = {"English", "Italian", "Spanish", "Portuguese", "Danish",
                          "Swedish", "Russian", "French",  "German"};
    names.followsUiLanguage = true;
    info.options.push_back(std::move(names));

    info.options.push_back(flags::answersOption());
    return info;
}

// Each card's place in alphabetical order of its country's name as players see it (iso-codes
// and ICU, accents and case ignored). Without iso-codes the codes stand in for the names.
std::vector<int> alphabetRanks(const std::vector<flags::Card>& cards, const std::string& language) {
    flags::CountryNames names;
    try {
        names = flags::loadCountryNames(language);
    } catch (const InputError&) {
    }
    std::vector<std::string> shown;
    for (const flags::Card& card : cards) shown.push_back(names.displayName(card.code));
    const flags::NameOrder order(language);
    std::vector<int> byName(cards.size());
    std::iota(byName.begin(), byName.end(), 0);
    std::stable_sort(byName.begin(), byName.end(),
                     [&](int a, int b) { return order.before(shown[a], shown[b]); });
    std::vector<int> rank(cards.size());
    for (std::size_t place = 0; place < byName.size(); ++place) rank[byName[place]] = place;
    return rank;
}

}  // namespace

UrlaGame::UrlaGame()
    : info_(makeInfo()),
      cards_(std::make_shared<const std::vector<flags::Card>>(flags::flaggyCards())) {}

std::unique_ptr<State> UrlaGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Shout! is for 2-10 players, not " + std::to_string(numPlayers), 0,
                         "players");
    options.validate(info_.options);
    const std::string language = options.getChoice(info_.options, "names");
    return std::make_unique<UrlaState>(
        *this, cards_, std::make_shared<const std::vector<int>>(alphabetRanks(*cards_, language)),
        numPlayers, flags::typedAnswers(options, info_.options));
}

std::unique_ptr<Agent> UrlaGame::makeAgent(std::string_view level) const {
    if (level == "random") return Game::makeAgent(level);
    skillFor(level);  // rejects an unknown level
    return std::make_unique<DealerAgent>();
}

std::optional<PlannedClaim> UrlaGame::planClaim(const View& view, std::string_view level,
                                                Rng& rng) const {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const UrlaState*>(&full->state()) : nullptr;
    if (!state || level == "random") return std::nullopt;
    return planShout(*state, view.viewer(), skillFor(level), rng);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<UrlaGame>();
}

}  // namespace lt::flags_urla
