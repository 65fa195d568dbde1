// Who plays and with which house rules: 2–N seats (a human with name and colour, a computer
// with a level, or the game's external engine with its program) and the game's options with
// rulebook defaults. The setup is remembered per game.
#pragma once

#include <QDialog>
#include <QSpinBox>
#include <functional>
#include <map>
#include <vector>

#include "app/app_settings.h"
#include "app/game_catalog.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QFormLayout;
class QLabel;
class QPushButton;
class QStackedWidget;

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
    // The kinds of player a seat offers (its kind box's data).
    enum class SeatKind { Human, Computer, ExternalEngine };

    NewGameDialog(const CatalogEntry& entry, const GameSetup& initial, QWidget* parent = nullptr);

    GameSetup setup() const;

    // The external engine's program, as chosen with the seat's "…" button (which calls this);
    // "" follows the engine found on the system. Checks it at once if a seat plays it.
    void setEngineProgram(const QString& program);

  private:
    struct SeatRow {
        QLabel* number;
        QComboBox* kind;
        QLineEdit* name;
        ColourButton* colour;
        // The level box (Computer), the engine's program (External engine) or nothing
        // (Human) in the same room, so that the row keeps its layout.
        QStackedWidget* player;
        QComboBox* level;
        QPushButton* engine;
    };
    void addOptionEditors(QFormLayout* form, QWidget* box);
    void setSeatCount(int count);
    void loadOptions(const Options& options);
    void showSeatKind(SeatRow& row);
    void chooseEngineProgram();
    // The engine line under the seats, shown while a seat plays the external engine.
    void refreshEngine();
    // Options shown under a condition, and the check of the start position.
    void refreshOptions();
    // Why the game cannot seat these players (framework/seating_rules.h), under the seats.
    void refreshSeating();
    void refreshStart();
    bool usesExternalEngine() const;
    // The seats as the rows say now (names filled in).
    std::vector<SeatSpec> seats() const;
    // Until the player picks an undo policy, it follows the game's default for the seats.
    void followDefaultUndo();

    const CatalogEntry& entry_;
    QSpinBox* seatCount_;
    std::vector<SeatRow> rows_;
    std::map<std::string, QWidget*> optionEditors_;
    std::map<std::string, QLabel*> optionLabels_;
    QFormLayout* optionsForm_ = nullptr;
    QCheckBox* fromPosition_ = nullptr;  // "Start from a position…" (games with a "fen" option)
    QWidget* position_ = nullptr;        // its field, Paste button and message
    QLabel* positionProblem_ = nullptr;
    QLabel* engineStatus_ = nullptr;
    QLabel* seatingProblem_ = nullptr;
    QPushButton* start_ = nullptr;
    QString engineProgram_;  // chosen; "" = found on the system
    QString checkedProgram_;
    QString engineProblem_;  // why the checked program cannot play, or ""
    QString engineName_;
    bool optionsValid_ = true;
    bool seatingValid_ = true;
    QComboBox* undo_ = nullptr;
    bool undoChosen_ = false;  // picked by the player (or remembered), not the default
};

}  // namespace lt::shell
