// The rules of a game, from :/rules/<lang>/<game-id>.md (English when not translated), and a
// closing section every game shares: what Undo does in it by default.
#pragma once

#include <QDialog>

#include "framework/game.h"

class QTextBrowser;

namespace lt::shell {

// The Markdown text of the rules, or an empty string if the game has no rules page.
QString rulesText(const QString& gameId, const QString& language);
// The rules pages' shared section on Undo (Markdown, heading included), after the game's
// default policy against the computer (defaultUndoPolicy).
QString undoRulesSection(const GameInfo& info);

class RulesDialog : public QDialog {
    Q_OBJECT
  public:
    RulesDialog(const GameInfo& info, const QString& gameName, const QString& language,
                QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }

  private:
    QTextBrowser* browser_;
};

}  // namespace lt::shell
