// Playing cards drawn from a KDE card deck (Debian package kdegames-card-data-kf5:
// /usr/share/carddecks/svg-<deck>/<file>.svgz, one SVG element per card: "1_spade" ..
// "king_heart", "back", and jokers in some decks). Any card at any size, crisp on high-DPI
// screens, with a pixmap cache per size and pixel ratio. When the package is missing, simple
// cards are drawn instead (rank and suit on white) and problem() says what to install.
// Shared by every card game's board.
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QPixmap>
#include <QString>
#include <memory>
#include <vector>

#include "games/cards_common/card.h"

class QPainter;
class QSvgRenderer;

namespace lt::shell {

class CardDeckRenderer {
    Q_DECLARE_TR_FUNCTIONS(CardDeckRenderer)
  public:
    struct InstalledDeck {
        QString name;  // "nicu-white"
        QString file;  // "/usr/share/carddecks/svg-nicu-white/white.svgz"
    };
    // Every usable deck under the system's carddecks folders, by name. konqi-modern is left
    // out: its licence covers only members of the KDE project.
    static std::vector<InstalledDeck> installedDecks();
    // The deck used when the settings name none: Nicu White (GPL-2+), clean and readable, and
    // one of the few with jokers.
    static QString defaultDeckName() { return QStringLiteral("nicu-white"); }

    // `deck`: a deck name ("nicu-white", "svg-nicu-white") or an .svgz file; empty = the
    // QSettings key "cards/deck", else the default deck.
    explicit CardDeckRenderer(const QString& deck = QString());
    ~CardDeckRenderer();
    CardDeckRenderer(const CardDeckRenderer&) = delete;
    CardDeckRenderer& operator=(const CardDeckRenderer&) = delete;

    // False when no deck could be loaded: the drawn fallback is used.
    bool isValid() const { return renderer_ != nullptr; }
    // A translated sentence for the user when the deck is missing; empty otherwise.
    QString problem() const { return problem_; }
    // Height divided by width of a card in this deck (about 1.4-1.55).
    qreal aspectRatio() const { return aspect_; }
    // A card size that fits in `box` with the deck's proportions.
    QSizeF fitted(const QSizeF& box) const;

    // The card's picture at `size` logical pixels, for a screen of `devicePixelRatio`.
    QPixmap face(cards::Card card, const QSize& size, qreal devicePixelRatio = 1.0) const;
    QPixmap back(const QSize& size, qreal devicePixelRatio = 1.0) const;
    // Convenience: draws the face or the back into `rect` (rounded to whole pixels).
    void paint(QPainter& painter, const QRectF& rect, cards::Card card, bool faceUp) const;

    // The SVG element id of a suited card: "1_spade", "10_heart", "jack_club", "king_diamond".
    static QString elementId(cards::Card card);

  private:
    QPixmap cached(const QString& id, const QSize& size, qreal ratio, cards::Card card,
                   bool faceUp) const;
    QString jokerId() const;
    void load(const QString& file);

    std::unique_ptr<QSvgRenderer> renderer_;
    QString problem_;
    qreal aspect_ = 1.4;
    QString jokerId_;
    mutable QHash<QString, QPixmap> cache_;
};

// The fallback drawing, also usable on its own: a white card with the rank and suit in the
// corners and a large suit in the middle; a blue patterned back.
void drawPlainCardFace(QPainter& painter, const QRectF& rect, cards::Card card);
void drawPlainCardBack(QPainter& painter, const QRectF& rect);

}  // namespace lt::shell
