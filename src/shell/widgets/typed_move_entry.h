// A move typed at a board in the game's notation ("32-28" in draughts, "Nf3" in chess): the
// characters the game accepts are added, Backspace takes the last one back, Esc clears, and
// Enter hands the text to the board, which plays it or refuses it with a line to show (red
// until the next character starts a new entry). The board paints it on its frame.
#pragma once

#include <QRectF>
#include <QString>
#include <functional>

class QKeyEvent;
class QPainter;

namespace lt::shell {

class TypedMoveEntry {
  public:
    enum class Outcome { Unused, Edited, Entered };

    // The character a key types, or a null QChar for keys that type none (or with Ctrl, Alt).
    static QChar typedCharacter(const QKeyEvent& event);

    // Handles a key: a character `accepts` takes is added, Backspace, Esc and Enter act on
    // the entry when it holds text. Entered: the board reads text() and calls clear() or
    // refuse().
    Outcome handleKey(const QKeyEvent& event, const std::function<bool(QChar)>& accepts);

    const QString& text() const { return text_; }
    bool isEmpty() const { return text_.isEmpty(); }
    bool refused() const { return !refusal_.isEmpty(); }
    // The entry stays, shown as `line` in red, until the next key edits it.
    void refuse(const QString& line) { refusal_ = line; }
    void clear();

    // What is shown: the text with a caret while typing, the refusal's line after Enter.
    QString line() const { return refused() ? refusal_ : text_ + QLatin1Char('_'); }
    // Paints the line on a dark plate at the left of `band` (nothing when the entry is empty).
    void paint(QPainter& painter, const QRectF& band) const;

  private:
    QString text_;
    QString refusal_;
};

}  // namespace lt::shell
