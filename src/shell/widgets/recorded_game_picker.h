// "Which game?" for a file of several recorded games (PGN, PDN): a list with the players,
// event, date, result and length of each; double-click or Open picks one.
#pragma once

#include <QDialog>
#include <QString>
#include <vector>

class QTreeWidget;

namespace lt::shell {

struct RecordedGameRow {
    QString white, black, event, date, result;
    int moves = 0;  // plies as written in the file
};

class RecordedGamePicker : public QDialog {
    Q_OBJECT
  public:
    RecordedGamePicker(const std::vector<RecordedGameRow>& rows, const QString& fileName,
                       QWidget* parent = nullptr);
    // The chosen game's index in `rows` (the first one until the user picks another).
    int chosen() const;
    QTreeWidget* list() const { return list_; }

  private:
    QTreeWidget* list_;
};

// The index of the game to open: 0 without asking for a single game, -1 when cancelled.
int pickRecordedGame(const std::vector<RecordedGameRow>& rows, const QString& fileName,
                     QWidget* parent);

}  // namespace lt::shell
