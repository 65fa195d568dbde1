// What the player chose once and expects to find again: language, pace, sounds, card deck,
// and the last new-game setup of each game. Backed by QSettings (tests enable the test mode of
// QStandardPaths and use a temporary scope, so they never touch real settings).
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <map>
#include <string>
#include <vector>

#include "framework/match_record.h"
#include "framework/options.h"

namespace lt::shell {

// A game's new-game setup as last used.
struct GameSetup {
    std::vector<SeatSpec> seats;
    Options options;
};

class AppSettings {
  public:
    AppSettings();  // the application's QSettings (organisation and application names)
    explicit AppSettings(const QString& iniFile);  // a given file (tests)

    QString language() const;  // "" = follow the system, or "en", "it"
    void setLanguage(const QString& language);

    double pace() const;  // animation speed factor: 0 instant, 1 normal, 2 slow
    void setPace(double pace);

    bool soundsOn() const;
    void setSoundsOn(bool on);

    QString cardDeck() const;  // key "cards/deck", read by the card games' boards
    void setCardDeck(const QString& deck);

    // The main window's size, place and state (QWidget::saveGeometry); empty the first time.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);

    bool hasSetup(const std::string& gameId) const;
    GameSetup setup(const std::string& gameId) const;
    void setSetup(const std::string& gameId, const GameSetup& setup);

    // Writes the settings to disk now. Returns "" or "<file>: <reason>". QSettings' own
    // status() misses a full disk (Qt 6.4 ignores the failed flush and leaves an empty or
    // truncated file) and never clears, so the file is read back; on a failure every value is
    // written again at the next save.
    QString save();

    QSettings& raw() { return settings_; }

  private:
    mutable QSettings settings_;  // beginReadArray() is non-const even for reads
};

}  // namespace lt::shell
