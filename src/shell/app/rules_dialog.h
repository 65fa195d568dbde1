// The rules of a game, from :/rules/<lang>/<game-id>.md (English when not translated).
#pragma once

#include <QDialog>

class QTextBrowser;

namespace lt::shell {

// The Markdown text of the rules, or an empty string if the game has no rules page.
QString rulesText(const QString& gameId, const QString& language);

class RulesDialog : public QDialog {
    Q_OBJECT
  public:
    RulesDialog(const QString& gameId, const QString& gameName, const QString& language,
                QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }

  private:
    QTextBrowser* browser_;
};

}  // namespace lt::shell
