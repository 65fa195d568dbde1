#include "games/recto_verso/view.h"

#include <array>
#include <cstdint>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>

#include "games/recto_verso/state.h"

namespace lt::recto_verso {
namespace {

std::string seenText(const Seen& seen) {
    return seen.known ? faceName(seen.face) + "=" + placedName(*seen.known) : faceName(seen.face);
}

// One place of the table and the cards that could lie there (a face is on two cards at most).
struct Slot {
    PlayerId owner;  // kNobody: the middle
    int index;
    Face face;     // the side the viewer sees there
    bool towards;  // whether that side is the card's front / upper side
    std::array<CardId, 2> candidates;
    int count;
};

// The cards that carry each face.
const std::array<std::vector<CardId>, kFaceKinds>& cardsByFace() {
    static const auto table = [] {
        std::array<std::vector<CardId>, kFaceKinds> byFace;
        for (CardId card = 0; card < kCards; ++card)
            for (int side = 0; side < 2; ++side)
                byFace[faceIndex(faceOf(card, side))].push_back(card);
        return byFace;
    }();
    return table;
}

// Kuhn's augmenting paths, with the slots and candidates in random order.
bool augment(const std::vector<Slot>& slots, int s, std::array<int, kCards>& cardSlot,
             std::uint64_t& tried) {
    for (int c = 0; c < slots[s].count; ++c) {
        const CardId card = slots[s].candidates[c];
        const std::uint64_t bit = std::uint64_t{1} << card;
        if (tried & bit) continue;
        tried |= bit;
        if (cardSlot[card] < 0 || augment(slots, cardSlot[card], cardSlot, tried)) {
            cardSlot[card] = s;
            return true;
        }
    }
    return false;
}

}  // namespace

RectoVersoView::RectoVersoView(const RectoVersoGame& game, Table table, PlayerId viewer,
                               std::vector<std::vector<Seen>> hands, std::vector<Seen> middle)
    : game_(&game),
      table_(std::move(table)),
      viewer_(viewer),
      hands_(std::move(hands)),
      middle_(std::move(middle)) {}

std::vector<Face> RectoVersoView::ownFronts() const {
    std::vector<Face> faces;
    if (viewer_ < 0 || viewer_ >= table_.numPlayers) return faces;
    for (const Seen& seen : hands_[viewer_]) faces.push_back(seen.face);
    return faces;
}

std::string RectoVersoView::toString() const {
    std::string text = fmt::format("view of {}\n", viewer_);
    text += describeTable(table_);
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        text += fmt::format("hand {}:", p);
        for (const Seen& seen : hands_[p]) text += " " + seenText(seen);
        text += '\n';
    }
    text += "middle:";
    for (const Seen& seen : middle_) text += " " + seenText(seen);
    text += '\n';
    return text;
}

std::unique_ptr<State> RectoVersoView::sampleState(Rng& rng) const {
    const int players = table_.numPlayers;
    std::vector<std::vector<Placed>> hands(players);
    std::vector<Placed> middle(middle_.size());
    for (PlayerId p = 0; p < players; ++p) hands[p].resize(hands_[p].size());
    std::array<bool, kCards> used{};
    std::vector<Slot> slots;
    const auto place = [&](PlayerId owner, int index, const Seen& seen, bool towards) {
        if (seen.known) {
            if (used[seen.known->card]) throw std::logic_error("recto verso view: card twice");
            used[seen.known->card] = true;
            (owner == kNobody ? middle[index] : hands[owner][index]) = *seen.known;
        } else {
            slots.push_back({owner, index, seen.face, towards, {}, 0});
        }
    };
    for (PlayerId p = 0; p < players; ++p)
        for (int i = 0; i < static_cast<int>(hands_[p].size()); ++i)
            place(p, i, hands_[p][i], p == viewer_);
    for (int i = 0; i < static_cast<int>(middle_.size()); ++i) place(kNobody, i, middle_[i], true);

    for (Slot& slot : slots) {
        slot.count = 0;
        for (CardId card : cardsByFace()[faceIndex(slot.face)])
            if (!used[card]) slot.candidates[slot.count++] = card;
        if (slot.count == 2 && rng.chance(0.5)) std::swap(slot.candidates[0], slot.candidates[1]);
    }
    std::vector<int> order(slots.size());
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order);
    std::array<int, kCards> cardSlot;
    cardSlot.fill(-1);
    for (int s : order) {
        std::uint64_t tried = 0;
        if (!augment(slots, s, cardSlot, tried))
            throw std::logic_error("recto verso view: no cards fit what is seen");
    }
    for (CardId card = 0; card < kCards; ++card) {
        if (cardSlot[card] < 0) continue;
        const Slot& slot = slots[cardSlot[card]];
        const int seenSide = faceOf(card, 0) == slot.face ? 0 : 1;
        const Placed placed{card, slot.towards ? seenSide : 1 - seenSide};
        (slot.owner == kNobody ? middle[slot.index] : hands[slot.owner][slot.index]) = placed;
    }
    // The viewer remembers what his view says; the others, what they see now.
    Memory memory(players, std::array<std::uint8_t, kCards>{});
    if (viewer_ >= 0 && viewer_ < players) {
        for (PlayerId p = 0; p < players; ++p)
            for (int i = 0; i < static_cast<int>(hands_[p].size()); ++i)
                if (hands_[p][i].known) memory[viewer_][hands[p][i].card] = 3;
        for (int i = 0; i < static_cast<int>(middle_.size()); ++i)
            if (middle_[i].known) memory[viewer_][middle[i].card] = 3;
    }
    return std::make_unique<RectoVersoState>(*game_, table_, std::move(hands), std::move(middle),
                                             std::move(memory));
}

}  // namespace lt::recto_verso
