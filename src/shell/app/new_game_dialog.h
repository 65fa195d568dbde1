// Who plays and with which house rules: 2–N seats (human with name and colour, or computer
// with a level) and the game's options with rulebook defaults. The setup is remembered per game.
#pragma once

#include <QDialog>
#include <QSpinBox>
#include <functional>
#include <map>
#include <vector>

#include "app/app_settings.h"
#include "app/game_catalog.h"

class QComboBox;
class QLineEdit;
class QFormLayout;
class QLabel;

namespace lt::shell {

class ColourButton;

// The rulebook options, except that an option following the UI language starts in
// `uiLanguage` ("it") when it offers it.
Options startingOptions(const std::vector<OptionSpec>& specs, const std::string& uiLanguage);
// The setup a game starts with when nothing is remembered: one human, computers at a middle
// level, the game's seat colours, rulebook options (in the app's language where they follow it).
GameSetup defaultSetup(const CatalogEntry& entry);
// A remembered setup made valid for the game as it is now (seat count, levels, options).
GameSetup sanitisedSetup(const CatalogEntry& entry, GameSetup setup);

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    NewGameDialog(const CatalogEntry& entry, const GameSetup& initial, QWidget* parent = nullptr);

    GameSetup setup() const;

  private:
    struct SeatRow {
        QLabel* number;
        QComboBox* kind;
        QLineEdit* name;
        ColourButton* colour;
        QComboBox* level;
    };
    void setSeatCount(int count);
    void loadOptions(const Options& options);
    // The seats as the rows say now (names filled in).
    std::vector<SeatSpec> seats() const;
    // Until the player picks an undo policy, it follows the game's default for the seats.
    void followDefaultUndo();

    const CatalogEntry& entry_;
    QSpinBox* seatCount_;
    std::vector<SeatRow> rows_;
    std::map<std::string, QWidget*> optionEditors_;
    QComboBox* undo_ = nullptr;
    bool undoChosen_ = false;  // picked by the player (or remembered), not the default
};

}  // namespace lt::shell
