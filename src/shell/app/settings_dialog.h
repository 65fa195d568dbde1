// Preferences: language (applied on restart), animation pace, sounds, square numbers, the
// screen's size (ScreenSizeDialog), card deck.
#pragma once

#include <QDialog>
#include <optional>
#include <vector>

#include "app/app_settings.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace lt::shell {

struct CardDeck {
    QString name;  // "standard"
    QString file;  // "/usr/share/carddecks/svg-standard/standard.svgz": the value of cards/deck
};
// Card decks installed by kdegames-card-data-kf5 (/usr/share/carddecks/svg-*/<name>.svgz).
std::vector<CardDeck> installedCardDecks(
    const QString& root = QStringLiteral("/usr/share/carddecks"));

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    SettingsDialog(AppSettings& settings, QWidget* parent = nullptr);

    // Writes the choices to the settings (on OK).
    void apply();
    // Opens the screen-size check (the "Screen size…" button); its result is kept on OK.
    void checkScreenSize();

  private:
    void showScreenSize();

    AppSettings& settings_;
    QComboBox* language_;
    QSlider* pace_;
    QCheckBox* sounds_;
    QCheckBox* squareNumbers_;
    QComboBox* deck_;
    QLabel* screenSize_;
    std::optional<double> pixelsPerMm_;  // the measurement to write (AppSettings::pixelsPerMm)
};

}  // namespace lt::shell
