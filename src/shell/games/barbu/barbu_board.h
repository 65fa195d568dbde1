// The Barbu table, on the shared trick table (games/trick_table): the hand, the trick, the
// plates with each player's tricks and points this deal, and on the right the contract being
// played and the score sheet, players across and the six contracts down, always in view, with
// the Last trick and Score sheet buttons (the full sheet shows every round's points). The
// dealer chooses the contract from a row of buttons that lists only the contracts still open
// in his round. Keys: Left/Right choose a card or a contract, Enter plays or chooses.
#pragma once

#include <memory>

#include "games/barbu/state.h"
#include "games/trick_table/trick_table_board.h"

class QPushButton;

namespace lt::shell::barbu {

using cards::Card;
using lt::barbu::BarbuState;
using lt::barbu::Contract;
using trick_table::TableGeometry;

class BarbuBoard : public trick_table::TrickTableBoard {
    Q_OBJECT
  public:
    explicit BarbuBoard(QWidget* parent = nullptr);

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    QString describeMove(const State& before, Move move, const State& after) const override;

    // The contracts offered on the choice buttons now, left to right (empty unless a human
    // dealer is choosing).
    std::vector<Contract> offeredContracts() const;
    // "Tricks", "Queens", "Hearts", "Barbu", "Last trick", "Salad".
    static QString contractLabel(Contract contract);
    // "2 points per trick", ...
    static QString contractPenalty(Contract contract);

  protected:
    trick_table::TrickScene scene() const override;
    std::optional<trick_table::TrickScene> sceneFor(const State& state) const override;
    bool hasState() const override { return state_ != nullptr; }
    Move cardMove(Card card) const override;
    std::optional<Card> cardOfMove(Move move) const override;
    QString refusalText(Card card) const override;
    QString promptText() const override;
    QString plateDetail(PlayerId seat) const override;
    QString takenCaption(PlayerId winner, bool lastTrickShown) const override;
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void paintPanel(QPainter& painter, const TableGeometry& t) const override;
    void paintScoreSheet(QPainter& painter, const TableGeometry& t) const override;
    void refreshControls() override;
    void placeControls() override;
    void keyPressEvent(QKeyEvent* event) override;

  private:
    bool choosingNow() const;
    void tryContract(Contract contract);

    std::unique_ptr<BarbuState> state_;
    QWidget* contractPad_;
    std::vector<QPushButton*> contractButtons_;  // by contract index
};

}  // namespace lt::shell::barbu
