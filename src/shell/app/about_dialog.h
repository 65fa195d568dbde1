// Help → About Ludoteca: the version, the licence, and the credits and licences of the art the
// app reads at run time from Debian packages (card decks, flags, country names).
#pragma once

#include <QDialog>
#include <QStringList>

class QTextBrowser;

namespace lt::shell {

struct DeckCredit {
    QString licence;  // "GPL-2+", as the package's copyright file names it; empty: unknown deck
    QString authors;  // the copyright holders and notices the licence asks to keep
};
// The credit of a deck of kdegames-card-data-kf5 by its name ("nicu-white"), from the
// package's copyright file in Debian 12 (/usr/share/doc/kdegames-card-data-kf5/copyright).
DeckCredit cardDeckCredit(const QString& deckName);

class AboutDialog : public QDialog {
    Q_OBJECT
  public:
    // Shows QCoreApplication::applicationVersion() and the decks installed on this system.
    explicit AboutDialog(QWidget* parent = nullptr);
    // The dialog's text (HTML) for this `version` of the app and these installed decks.
    static QString text(const QString& version, const QStringList& deckNames);
    QTextBrowser* browser() const { return browser_; }

  private:
    QTextBrowser* browser_;
};

}  // namespace lt::shell
