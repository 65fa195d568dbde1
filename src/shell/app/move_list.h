// The game screen's list of moves played. Each row covers one or more plies of the record (a
// deal is one row, a draw offer joins the move before it) and a click on it, or a step through
// the list with the keys, asks to review the position after its last ply; focus alone (Tab, a
// hidden button passing focus on) and the list following the game ask nothing. Games written
// in numbered pairs (chess: "1. e4 Nf6") are shown in two columns. A reviewed game's moves
// carry their marks ("?!", "?", "??"). A row's menu is the screen's to fill (menuRequested).
#pragma once

#include <QListWidget>
#include <cstddef>
#include <optional>

namespace lt::shell {

class MoveList : public QListWidget {
    Q_OBJECT
  public:
    explicit MoveList(QWidget* parent = nullptr);

    // Two columns, a pair of moves on each line (chess), or one row a line.
    void setPaired(bool paired);
    bool paired() const { return paired_; }

    // A row for plies [first, plies) of the record; its text is `text`.
    void appendRow(const QString& text, std::size_t first, std::size_t plies);
    // An empty cell that keeps a pair's columns (a pair begun with its second move), not a move.
    void appendFiller(const QString& text, std::size_t plies);
    // The last row grows to cover the plies up to `plies`, with the text `text`.
    void extendLastRow(const QString& text, std::size_t plies);
    // Drops the rows of plies from `plies` on, and a row that `plies` cuts in two: returns how
    // many plies the rows left cover, from where the list must go on.
    std::size_t takeBackTo(std::size_t plies);
    // A game review's mark on `row`: `symbol` after its text ("Qd5??") and, for screen readers,
    // the row with the mark in words ("Qd5, blunder"). An empty symbol takes the mark off.
    void setMark(int row, const QString& symbol, const QString& words);
    // The row's text without its mark.
    QString plainText(int row) const;
    // How many plies the rows cover.
    std::size_t listedPlies() const;
    // The plies after the last one of `row` (what reviewing it shows); none for a filler.
    std::optional<std::size_t> pliesAfter(int row) const;
    // The row that covers the ply before `plies` (the row whose position that is, or the deal
    // it falls in), -1 when none does.
    int rowOf(std::size_t plies) const;

  signals:
    // The user chose to see the position after `plies` moves.
    void reviewRequested(std::size_t plies);
    // The user asked for the menu of the move after which the position has `plies` plies
    // (right click on its row, or the menu key or Shift+F10 on the current row), to open at
    // `globalPos`.
    void menuRequested(std::size_t plies, const QPoint& globalPos);

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void request(QListWidgetItem* item);
    void fitColumns();

    bool paired_ = false;
};

}  // namespace lt::shell
