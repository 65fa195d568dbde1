// What the player chose once and expects to find again: language, pace, sounds, the screen's
// measured millimetre, card deck, and the last new-game setup of each game. Backed by QSettings in
// the all-or-nothing format of base/settings_file.h (tests give a file of their own, so they never
// touch real settings).
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "framework/match_record.h"
#include "framework/options.h"

namespace lt::shell {

// A game's new-game setup as last used.
struct GameSetup {
    std::vector<SeatSpec> seats;
    Options options;
    // The undo policy chosen; none: the game's default for these seats (defaultUndoPolicy).
    std::optional<UndoPolicy> undo;
};

class AppSettings {
  public:
    AppSettings();  // the user's file (userSettingsPath()), carrying the old INI file over
    // A given file (tests); `oldIniFile`, when `file` does not exist yet, is read once.
    explicit AppSettings(const QString& file, const QString& oldIniFile = {});

    // Empty, or why the file could not be read: it is then kept aside as
    // <file>.corrupt-<UTC time> (never overwritten) and the settings start from the defaults.
    const QString& loadProblem() const { return loadProblem_; }

    QString language() const;  // "" = follow the system, or "en", "it"
    void setLanguage(const QString& language);

    double pace() const;  // animation speed factor: 0 instant, 1 normal, 2 slow
    void setPace(double pace);

    bool soundsOn() const;
    void setSoundsOn(bool on);

    // Whether boards whose moves are written with square numbers (draughts: 32-28) print them
    // on the squares; on unless turned off, since the move list is unreadable without them.
    bool squareNumbersShown() const;
    void setSquareNumbersShown(bool shown);

    // The screen's millimetre as the player measured it in Settings (a bar matched to a credit
    // card), in the interface's pixels; none: not measured, or a value not believable
    // (widgets/physical_scale.h), so the screen's reported resolution is used.
    std::optional<double> pixelsPerMm() const;
    void setPixelsPerMm(std::optional<double> pixelsPerMm);

    QString cardDeck() const;  // key "cards/deck", read by the card games' boards
    void setCardDeck(const QString& deck);

    // The main window's size, place and state (QWidget::saveGeometry); empty the first time.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);

    // The folder of the last match saved or opened (the file dialogs start there).
    QString lastFolder() const;
    void setLastFolder(const QString& folder);

    bool hasSetup(const std::string& gameId) const;
    GameSetup setup(const std::string& gameId) const;
    void setSetup(const std::string& gameId, const GameSetup& setup);

    // Writes the settings to disk now, all or nothing. Returns "" or "<file>: <reason>".
    // QSettings' status() keeps its first error for good, so the file is read back instead.
    QString save();

  private:
    mutable QSettings settings_;  // beginReadArray() is non-const even for reads
    QString loadProblem_;
};

}  // namespace lt::shell
