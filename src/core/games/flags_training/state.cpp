#include "games/flags_training/state.h"

#include <fmt/format.h>
#include <algorithm>

#include "framework/errors.h"

namespace lt::flags_training {
namespace {

std::string upper(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    return out;
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ') ++j;
        if (j > i) out.push_back(text.substr(i, j - i));
        i = j;
    }
    return out;
}

}  // namespace

TrainingState::TrainingState(const Game& game,
                             std::shared_ptr<const std::vector<flags::Card>> cards,
                             TrainingSetup setup, int numPlayers)
    : game_(&game),
      cards_(std::move(cards)),
      setup_(setup),
      numPlayers_(numPlayers),
      scores_(numPlayers, 0) {
    for (int i = 0; i < static_cast<int>(cards_->size()); ++i)
        if (!setup_.continent || (*cards_)[i].continent == *setup_.continent) deck_.push_back(i);
    // Everyone answers as many flags as the others: the deck may not last the rounds asked.
    const int perPlayer =
        std::min(setup_.roundsPerPlayer, static_cast<int>(deck_.size()) / numPlayers_);
    totalQuestions_ = perPlayer * numPlayers_;
}

std::unique_ptr<State> TrainingState::clone() const {
    return std::make_unique<TrainingState>(*this);
}

PlayerId TrainingState::currentActor() const {
    if (asked_) return (questionsAsked() - 1) % numPlayers_;  // the flag just drawn is theirs
    if (!drawn_ && questionsAsked() >= totalQuestions_) return actor::terminal;
    return actor::chance;
}

std::vector<Move> TrainingState::legalMoves() const {
    if (!asked_) return {};
    if (!setup_.typed) return {asked_->options.begin(), asked_->options.end()};
    std::vector<Move> moves;
    for (int card = 0; card < static_cast<int>(cards_->size()); ++card)
        moves.push_back(static_cast<Move>(card));
    moves.push_back(kUnrecognisedAnswer);
    return moves;
}

bool TrainingState::isDrawable(int card) const {
    return std::find(deck_.begin(), deck_.end(), card) != deck_.end() &&
           std::find(used_.begin(), used_.end(), card) == used_.end();
}

std::vector<int> TrainingState::distractorPool(int card) const {
    std::vector<int> sameContinent, others;
    for (int i = 0; i < static_cast<int>(cards_->size()); ++i) {
        if (i == card) continue;
        if ((*cards_)[i].continent == (*cards_)[card].continent)
            sameContinent.push_back(i);
        else
            others.push_back(i);
    }
    if (sameContinent.size() >= 3) return sameContinent;
    sameContinent.insert(sameContinent.end(), others.begin(), others.end());
    std::sort(sameContinent.begin(), sameContinent.end());
    return sameContinent;
}

std::vector<ChanceOutcome> TrainingState::chanceOutcomes() const {
    if (!isChanceNode()) return {};
    std::vector<ChanceOutcome> outcomes;
    if (!drawn_) {
        std::vector<int> drawable;
        for (int card : deck_)
            if (isDrawable(card)) drawable.push_back(card);
        for (int card : drawable)
            outcomes.push_back(
                {static_cast<Move>(card), 1.0 / static_cast<double>(drawable.size())});
        return outcomes;
    }
    const int card = *drawn_;
    const std::vector<int> pool = distractorPool(card);
    const std::size_t n = pool.size();
    const double probability = 1.0 / (static_cast<double>(n * (n - 1) * (n - 2) / 6) * 4);
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = a + 1; b < n; ++b)
            for (std::size_t c = b + 1; c < n; ++c)
                for (int slot = 0; slot < 4; ++slot) {
                    // The wrong options keep box order; only the answer's place is drawn.
                    Asked asked{card, {}};
                    const int wrong[3] = {pool[a], pool[b], pool[c]};
                    for (int i = 0, w = 0; i < 4; ++i)
                        asked.options[i] = i == slot ? card : wrong[w++];
                    outcomes.push_back({encodeDraw(asked), probability});
                }
    return outcomes;
}

Move TrainingState::encodeDraw(const Asked& asked) {
    Move move = static_cast<Move>(asked.card);
    for (int i = 0; i < 4; ++i) move |= static_cast<Move>(asked.options[i]) << (8 * (i + 1));
    return move;
}

Asked TrainingState::decodeDraw(Move move) {
    Asked asked;
    asked.card = static_cast<int>(move & 0xff);
    for (int i = 0; i < 4; ++i) asked.options[i] = static_cast<int>((move >> (8 * (i + 1))) & 0xff);
    return asked;
}

bool TrainingState::isLegalDraw(const Asked& asked) const {
    if (!drawn_ || asked.card != *drawn_) return false;
    const std::vector<int> pool = distractorPool(asked.card);
    int answers = 0, previousWrong = -1;
    for (int option : asked.options) {
        if (option == asked.card) {
            ++answers;
            continue;
        }
        // Wrong options in increasing box order: one encoding per outcome.
        if (option <= previousWrong) return false;
        if (std::find(pool.begin(), pool.end(), option) == pool.end()) return false;
        previousWrong = option;
    }
    return answers == 1;
}

void TrainingState::apply(Move move) {
    if (isTerminal()) throw IllegalMove("the game is over");
    if (isChanceNode() && !drawn_) {
        if (move >= cards_->size() || !isDrawable(static_cast<int>(move)))
            throw IllegalMove("not a flag of the deck still to draw");
        used_.push_back(static_cast<int>(move));
        if (setup_.typed) {
            // Nothing to deal: the flag waits for a typed name.
            const int card = static_cast<int>(move);
            asked_ = Asked{card, {card, card, card, card}};
            return;
        }
        drawn_ = static_cast<int>(move);
        return;
    }
    if (isChanceNode()) {
        const Asked asked = decodeDraw(move);
        if (move >> 40 || !isLegalDraw(asked)) throw IllegalMove("not a possible set of options");
        asked_ = asked;
        drawn_.reset();
        return;
    }
    const auto legal = legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end())
        throw IllegalMove(setup_.typed ? "not a country of the box"
                                       : "not one of the four options");
    const int chosen = move == kUnrecognisedAnswer ? -1 : static_cast<int>(move);
    Answered answered{*asked_, currentActor(), chosen};
    if (answered.right()) ++scores_[answered.player];
    last_ = answered;
    asked_.reset();
}

std::string TrainingState::moveToString(Move move) const {
    const auto code = [&](Move index) {
        return index < cards_->size() ? flags::lowerAscii((*cards_)[index].code)
                                      : std::string("??");
    };
    if (isChanceNode() && !drawn_) return "flag " + code(move);
    if (isChanceNode()) {
        const Asked asked = decodeDraw(move);
        return fmt::format("options {} {} {} {}", code(asked.options[0]), code(asked.options[1]),
                           code(asked.options[2]), code(asked.options[3]));
    }
    if (move == kUnrecognisedAnswer) return "answer other";
    return "answer " + code(move);
}

std::optional<int> TrainingState::cardIndex(std::string_view code) const {
    const std::string wanted = upper(code);
    for (int i = 0; i < static_cast<int>(cards_->size()); ++i)
        if ((*cards_)[i].code == wanted) return i;
    return std::nullopt;
}

std::optional<Move> TrainingState::parseMove(std::string_view text,
                                             std::optional<PlayerId> claimant) const {
    if (claimant) return std::nullopt;
    const std::vector<std::string_view> parts = words(text);
    if (isChanceNode() && !drawn_) {
        if (parts.size() != 2 || parts[0] != "flag") return std::nullopt;
        const auto card = cardIndex(parts[1]);
        if (!card || !isDrawable(*card)) return std::nullopt;
        return static_cast<Move>(*card);
    }
    if (isChanceNode()) {
        if (parts.size() != 5 || parts[0] != "options") return std::nullopt;
        Asked asked;
        asked.card = *drawn_;
        for (int i = 0; i < 4; ++i) {
            const auto option = cardIndex(parts[1 + i]);
            if (!option) return std::nullopt;
            asked.options[i] = *option;
        }
        if (!isLegalDraw(asked)) return std::nullopt;
        return encodeDraw(asked);
    }
    if (!asked_ || parts.size() != 2 || parts[0] != "answer") return std::nullopt;
    if (setup_.typed && parts[1] == "other") return kUnrecognisedAnswer;
    const auto card = cardIndex(parts[1]);
    if (!card) return std::nullopt;
    if (setup_.typed) return static_cast<Move>(*card);
    for (int option : asked_->options)
        if (option == *card) return static_cast<Move>(option);
    return std::nullopt;
}

std::string TrainingState::toString() const {
    std::string text = fmt::format("flags-training: {}{} {}/{}",
                                   setup_.question == Question::Country ? "country" : "capital",
                                   setup_.typed ? " typed" : "", questionsAsked(), totalQuestions_);
    text += "\nscores:";
    for (int score : scores_) text += fmt::format(" {}", score);
    if (last_)
        text += fmt::format(
            "\nlast: player {} answered {} for {} ({})", last_->player + 1,
            last_->chosen < 0 ? std::string("other") : flags::lowerAscii(card(last_->chosen).code),
            flags::lowerAscii(card(last_->asked.card).code), last_->right() ? "right" : "wrong");
    if (drawn_) text += fmt::format("\nflag {} turned up", flags::lowerAscii(card(*drawn_).code));
    if (asked_) {
        text += fmt::format("\nplayer {} to answer flag {}:", currentActor() + 1,
                            flags::lowerAscii(card(asked_->card).code));
        for (int option : asked_->options) text += " " + flags::lowerAscii(card(option).code);
    }
    return text + "\n";
}

std::vector<int> TrainingState::ranking() const {
    std::vector<int> places(numPlayers_, 1);
    for (int i = 0; i < numPlayers_; ++i)
        for (int j = 0; j < numPlayers_; ++j)
            if (scores_[j] > scores_[i]) ++places[i];
    return places;
}

}  // namespace lt::flags_training
