// Cards dealt face down, said in one line of the move list: "Deal: 8 cards each". A dealt card
// is a chance outcome no seat rolled (a deal, a draw from the stock) that not everyone sees;
// whose card it is shows in the seats' views (State::viewFor), never which card it is.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <optional>
#include <vector>

#include "framework/match.h"

namespace lt::shell {

class DealtCards {
    Q_DECLARE_TR_FUNCTIONS(DealtCards)
  public:
    explicit DealtCards(int seats) : perSeat_(static_cast<std::size_t>(seats), 0) {}

    // Whether recorded move `index` of `match` deals a card face down.
    static bool isDealtCard(const Match& match, std::size_t index);
    // Whose card `outcome`, played in `before` to give `after`, is: the one seat whose view
    // would differ had another card come. None when no seat or several see it, or when it was
    // the only card left.
    static std::optional<PlayerId> holder(const State& before, Move outcome, const State& after);

    void add(std::optional<PlayerId> holder);
    int count() const { return total_; }
    // "Deal: 8 cards each", "Anna gets 2 cards", "5 cards dealt"; `name` gives a seat's name.
    QString text(const std::function<QString(PlayerId)>& name) const;

  private:
    std::vector<int> perSeat_;
    int unknown_ = 0;  // cards whose holder could not be told
    int total_ = 0;
};

}  // namespace lt::shell
