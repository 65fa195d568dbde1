#include "games/whistiti/whistiti_board.h"

#include "games/trick_table/scene_of_state.h"
#include "games/trick_table/table_painting.h"
#include "games/whistiti/moves.h"
#include "widgets/card_text.h"

namespace lt::shell::whistiti {
namespace {

using lt::whistiti::cardOf;
using lt::whistiti::kindOf;
using lt::whistiti::MoveKind;
using lt::whistiti::playMove;
using trick_table::suitText;

}  // namespace

WhistitiBoard::WhistitiBoard(QWidget* parent) : TrickTableBoard(parent) {
    placeControls();
}

trick_table::TrickScene WhistitiBoard::scene() const {
    return *sceneFor(*state_);
}

std::optional<trick_table::TrickScene> WhistitiBoard::sceneFor(const State& state) const {
    const auto* whistiti = dynamic_cast<const WhistitiState*>(&state);
    if (!whistiti) return std::nullopt;
    trick_table::TrickScene s = trick_table::sceneOf(*whistiti, lt::whistiti::players);
    s.trump = whistiti->table().trump();
    return s;
}

Move WhistitiBoard::cardMove(Card card) const {
    return playMove(card);
}

std::optional<Card> WhistitiBoard::cardOfMove(Move move) const {
    if (kindOf(move) != MoveKind::Play) return std::nullopt;
    return cardOf(move);
}

void WhistitiBoard::showState(const State& state, PlayerId viewer) {
    keepState(state_, state, viewer);
}

QString WhistitiBoard::promptText() const {
    if (!state_ || !inputSeat()) return {};
    return tr("Your turn: play a card.");
}

QString WhistitiBoard::refusalText(Card card) const {
    const auto& table = state_->table();
    const auto refusal =
        cards::checkPlay(state_->hand(table.turn), table.trick, table.trickRules(), card);
    switch (refusal) {
        case cards::PlayRefusal::MustFollowSuit:
            return tr("You must follow suit: play a %1.").arg(suitText(*table.trick.ledSuit()));
        case cards::PlayRefusal::MustTrump:
            return tr("You have no %1, so you must play a trump (%2).")
                .arg(suitText(*table.trick.ledSuit()), suitText(*table.trump()));
        case cards::PlayRefusal::NotInHand:
        case cards::PlayRefusal::Allowed:
            break;
    }
    return {};
}

QString WhistitiBoard::plateDetail(PlayerId p) const {
    const auto& table = state_->table();
    // A5: with partners, the points of the side.
    QString detail = tr("%n trick(s)", nullptr, table.tricksTaken[p]) + QStringLiteral(" · ") +
                     tr("%n point(s)", nullptr, table.standing()[p]);
    // The trump card beside the dealer's name for the whole deal.
    if (p == table.dealer && table.trumpCard)
        detail = tr("trump %1").arg(cardText(*table.trumpCard)) + QStringLiteral(" · ") + detail;
    return detail;
}

QString WhistitiBoard::takenCaption(PlayerId winner, bool lastTrickShown) const {
    return lastTrickShown ? tr("Last trick, taken by %1").arg(seatName(winner))
                          : tr("Trick to %1").arg(seatName(winner));
}

}  // namespace lt::shell::whistiti
