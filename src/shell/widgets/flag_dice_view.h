// Flaggy's three dice (two blue dice with the flag symbols, one red die with the continents),
// drawn from their own SVG faces in assets/flags/dice/, with a tumbling roll. Shows one to
// three dice: Trovami! and Urla! roll the two blue dice, Un due tre any of the three.
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QPixmap>
#include <QString>
#include <QTimer>
#include <QWidget>
#include <vector>

class QPainter;

namespace lt::shell {

enum class FlagDieColour { Blue, Red };

// One die and the face it shows. Faces follow the core's order (lt::flags::Symbol and
// lt::flags::Continent): blue 0..5 = vertical stripes, horizontal stripes, circles, stars,
// crosses, animals; red 0..5 = Europe, Asia, Africa, America, Oceania, World.
// A face of -1 is a die not rolled yet.
struct FlagDie {
    FlagDieColour colour = FlagDieColour::Blue;
    int face = -1;
    bool operator==(const FlagDie&) const = default;
};
inline constexpr int kFlagDieFaces = 6;

// The resource holding the picture of a face (":/assets/flags/dice/blue-stars.svg"); empty
// for a die not rolled yet.
QString flagDieFacePath(const FlagDie& die);
// What the face shows, in the UI language ("stars", "Africa", "World").
QString flagDieFaceName(const FlagDie& die);
// The face drawn as a square picture of `side` pixels (device pixels: pass side × ratio).
QPixmap flagDiePixmap(const FlagDie& die, int side);

class FlagDiceView : public QWidget {
    Q_OBJECT
  public:
    explicit FlagDiceView(QWidget* parent = nullptr);

    // One to three dice, shown at rest. Stops a roll.
    void setDice(const std::vector<FlagDie>& dice);
    const std::vector<FlagDie>& dice() const { return dice_; }

    // Tumbles every die for `durationMs`, then shows `finalDice` and emits rollFinished().
    // A duration of 0 shows them at once and emits rollFinished() from the event loop.
    void roll(const std::vector<FlagDie>& finalDice, int durationMs);
    bool isRolling() const { return tumble_.isActive(); }

    // Where die `index` rests, in widget pixels.
    QRectF dieRect(int index) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return false; }

  signals:
    void rollFinished();

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    void onTumble();
    double dieSide() const;
    void paintDie(QPainter& painter, int index);
    const QPixmap& faceImage(const FlagDie& die, int side);
    void describe();

    std::vector<FlagDie> dice_;
    std::vector<FlagDie> finalDice_;
    std::vector<double> tilt_;        // degrees
    std::vector<double> bounce_;      // lift above the resting place, in die sides
    QHash<QString, QPixmap> images_;  // rendered faces by path and pixel size

    QTimer tumble_;
    QElapsedTimer rollClock_;
    int rollMs_ = 0;
    unsigned tumbleSeed_ = 1;
};

}  // namespace lt::shell
