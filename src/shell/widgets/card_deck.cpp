#include "widgets/card_deck.h"

#include <QDir>
#include <QFileInfo>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QSettings>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <cmath>

#include "base/settings_file.h"

namespace lt::shell {
namespace {

using cards::Card;
using cards::Rank;
using cards::Suit;

// Cached pixmaps beyond this many are dropped all at once (a window resize makes new sizes).
constexpr int kCacheLimit = 400;

QStringList carddeckRoots() {
    QStringList roots =
        QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("carddecks"),
                                  QStandardPaths::LocateDirectory);
    const QString system = QStringLiteral("/usr/share/carddecks");
    if (!roots.contains(system) && QFileInfo(system).isDir()) roots << system;
    return roots;
}

// The deck's SVG file: the "SVG=" entry of its index.desktop, else its only .svgz.
QString deckFile(const QDir& dir) {
    const QSettings index(dir.filePath(QStringLiteral("index.desktop")), QSettings::IniFormat);
    const QString named = index.value(QStringLiteral("KDE Backdeck/SVG")).toString();
    if (!named.isEmpty() && dir.exists(named)) return dir.filePath(named);
    const QStringList svgz = dir.entryList({QStringLiteral("*.svgz")}, QDir::Files, QDir::Name);
    return svgz.isEmpty() ? QString() : dir.filePath(svgz.first());
}

QString fileForDeckName(QString name) {
    if (!name.startsWith(QLatin1String("svg-"))) name.prepend(QStringLiteral("svg-"));
    for (const QString& root : carddeckRoots()) {
        const QDir dir(QDir(root).filePath(name));
        if (dir.exists()) return deckFile(dir);
    }
    return {};
}

bool isRedSuit(Suit suit) {
    return suit == Suit::Diamonds || suit == Suit::Hearts;
}

QString suitGlyph(Suit suit) {
    switch (suit) {
        case Suit::Clubs:
            return QStringLiteral("♣");
        case Suit::Diamonds:
            return QStringLiteral("♦");
        case Suit::Hearts:
            return QStringLiteral("♥");
        case Suit::Spades:
            return QStringLiteral("♠");
    }
    return {};
}

QString rankLabel(Rank rank) {
    switch (rank) {
        case Rank::Ace:
            return QStringLiteral("A");
        case Rank::Jack:
            return QStringLiteral("J");
        case Rank::Queen:
            return QStringLiteral("Q");
        case Rank::King:
            return QStringLiteral("K");
        default:
            return QString::number(static_cast<int>(rank));
    }
}

}  // namespace

std::vector<CardDeckRenderer::InstalledDeck> CardDeckRenderer::installedDecks() {
    std::vector<InstalledDeck> decks;
    for (const QString& root : carddeckRoots()) {
        for (const QString& entry :
             QDir(root).entryList({QStringLiteral("svg-*")}, QDir::Dirs, QDir::Name)) {
            const QString name = entry.mid(4);
            if (name == QLatin1String("konqi-modern")) continue;
            if (std::any_of(decks.begin(), decks.end(), [&](auto& d) { return d.name == name; }))
                continue;
            const QString file = deckFile(QDir(QDir(root).filePath(entry)));
            if (!file.isEmpty()) decks.push_back({name, file});
        }
    }
    return decks;
}

CardDeckRenderer::CardDeckRenderer(const QString& deck) {
    QString wanted = deck;
    if (wanted.isEmpty())
        wanted = QSettings(userSettingsPath(), settingsFileFormat())
                     .value(QStringLiteral("cards/deck"))
                     .toString();
    QString file;
    if (!wanted.isEmpty()) file = QFileInfo(wanted).isFile() ? wanted : fileForDeckName(wanted);
    if (file.isEmpty()) file = fileForDeckName(defaultDeckName());
    if (file.isEmpty()) {  // any deck at all
        const auto decks = installedDecks();
        if (!decks.empty()) file = decks.front().file;
    }
    load(file);
}

CardDeckRenderer::~CardDeckRenderer() = default;

void CardDeckRenderer::load(const QString& file) {
    if (file.isEmpty()) {
        problem_ =
            tr("No card pictures were found, so simple cards are drawn. For the real "
               "cards install the package kdegames-card-data-kf5.");
        return;
    }
    auto renderer = std::make_unique<QSvgRenderer>(file);
    const QString probe = elementId(Card(Rank::Ace, Suit::Spades));
    if (!renderer->isValid() || !renderer->elementExists(probe) ||
        !renderer->elementExists(QStringLiteral("back"))) {
        problem_ = tr("The card deck %1 could not be read, so simple cards are drawn.")
                       .arg(QFileInfo(file).fileName());
        return;
    }
    const QRectF bounds = renderer->boundsOnElement(probe);
    if (bounds.width() > 0) aspect_ = bounds.height() / bounds.width();
    renderer->setAspectRatioMode(Qt::IgnoreAspectRatio);
    renderer_ = std::move(renderer);
    for (const char* id : {"red_joker", "joker", "black_joker", "jokerface"})
        if (renderer_->elementExists(QLatin1String(id))) {
            jokerId_ = QLatin1String(id);
            break;
        }
}

QSizeF CardDeckRenderer::fitted(const QSizeF& box) const {
    const qreal width = std::min(box.width(), box.height() / aspect_);
    return {width, width * aspect_};
}

QString CardDeckRenderer::elementId(Card card) {
    static const char* const suits[] = {"club", "diamond", "heart", "spade"};
    const int rank = static_cast<int>(card.rank());
    QString rankName;
    switch (card.rank()) {
        case Rank::Jack:
            rankName = QStringLiteral("jack");
            break;
        case Rank::Queen:
            rankName = QStringLiteral("queen");
            break;
        case Rank::King:
            rankName = QStringLiteral("king");
            break;
        default:
            rankName = QString::number(rank);
    }
    return rankName + QLatin1Char('_') + QLatin1String(suits[static_cast<int>(card.suit())]);
}

QString CardDeckRenderer::jokerId() const {
    return jokerId_;
}

QPixmap CardDeckRenderer::face(Card card, const QSize& size, qreal devicePixelRatio) const {
    const QString id = card.isJoker() ? jokerId() : elementId(card);
    return cached(id.isEmpty() ? QStringLiteral("plain-joker") : id, size, devicePixelRatio, card,
                  true);
}

QPixmap CardDeckRenderer::back(const QSize& size, qreal devicePixelRatio) const {
    return cached(QStringLiteral("back"), size, devicePixelRatio, Card(), false);
}

QPixmap CardDeckRenderer::cached(const QString& id, const QSize& size, qreal ratio, Card card,
                                 bool faceUp) const {
    if (size.isEmpty()) return {};
    const QString key = QStringLiteral("%1/%2x%3@%4")
                            .arg(id, QString::number(size.width()), QString::number(size.height()),
                                 QString::number(ratio));
    if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;
    if (cache_.size() >= kCacheLimit) cache_.clear();

    QPixmap pixmap(QSize(std::lround(size.width() * ratio), std::lround(size.height() * ratio)));
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF target(QPointF(0, 0), QSizeF(size));
    if (renderer_ && renderer_->elementExists(id)) {
        renderer_->render(&painter, id, target);
    } else if (faceUp) {
        drawPlainCardFace(painter, target, card);
    } else {
        drawPlainCardBack(painter, target);
    }
    painter.end();
    cache_.insert(key, pixmap);
    return pixmap;
}

void CardDeckRenderer::paint(QPainter& painter, const QRectF& rect, Card card, bool faceUp) const {
    const QRect whole = rect.toAlignedRect();
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const QPixmap pixmap = faceUp ? face(card, whole.size(), ratio) : back(whole.size(), ratio);
    painter.drawPixmap(whole.topLeft(), pixmap);
}

void drawPlainCardFace(QPainter& painter, const QRectF& rect, Card card) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = rect.width() * 0.07;
    const QRectF card_ = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QPen(QColor(120, 120, 120), 1));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(card_, radius, radius);
    const QColor ink = card.isJoker()           ? QColor(150, 30, 120)
                       : isRedSuit(card.suit()) ? QColor(200, 20, 30)
                                                : QColor(20, 20, 20);
    painter.setPen(ink);
    QFont font = painter.font();
    font.setBold(true);
    if (card.isJoker()) {
        font.setPixelSize(std::max(6, static_cast<int>(rect.width() * 0.16)));
        painter.setFont(font);
        painter.drawText(card_, Qt::AlignCenter, QStringLiteral("J\nO\nK\nE\nR"));
        font.setPixelSize(std::max(6, static_cast<int>(rect.width() * 0.2)));
        painter.setFont(font);
        const QRectF corner(card_.left() + radius * 0.6, card_.top() + radius * 0.4,
                            rect.width() * 0.3, rect.width() * 0.3);
        painter.drawText(corner, Qt::AlignCenter, QStringLiteral("★"));
        painter.restore();
        return;
    }
    const QString rank = rankLabel(card.rank());
    const QString suit = suitGlyph(card.suit());
    font.setPixelSize(std::max(6, static_cast<int>(rect.width() * 0.2)));
    painter.setFont(font);
    const QRectF corner(card_.left() + rect.width() * 0.04, card_.top() + rect.width() * 0.04,
                        rect.width() * 0.26, rect.width() * 0.46);
    painter.drawText(corner, Qt::AlignHCenter | Qt::AlignTop, rank + QLatin1Char('\n') + suit);
    painter.save();
    painter.translate(card_.center());
    painter.rotate(180);
    painter.translate(-card_.center());
    painter.drawText(corner, Qt::AlignHCenter | Qt::AlignTop, rank + QLatin1Char('\n') + suit);
    painter.restore();
    font.setPixelSize(std::max(8, static_cast<int>(rect.width() * 0.5)));
    painter.setFont(font);
    painter.drawText(card_, Qt::AlignCenter, suit);
    painter.restore();
}

void drawPlainCardBack(QPainter& painter, const QRectF& rect) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = rect.width() * 0.07;
    const QRectF outer = rect.adjusted(0.5, 0.5, -0.5, -0.5);
    painter.setPen(QPen(QColor(90, 90, 90), 1));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(outer, radius, radius);
    const qreal inset = rect.width() * 0.07;
    const QRectF inner = outer.adjusted(inset, inset, -inset, -inset);
    QLinearGradient blue(inner.topLeft(), inner.bottomRight());
    blue.setColorAt(0, QColor(40, 70, 160));
    blue.setColorAt(1, QColor(20, 40, 110));
    painter.setPen(Qt::NoPen);
    painter.setBrush(blue);
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6);
    // A diamond lattice, clipped to the inner panel.
    QPainterPath clip;
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6);
    painter.setClipPath(clip);
    painter.setPen(QPen(QColor(255, 255, 255, 60), std::max(1.0, rect.width() * 0.012)));
    const qreal step = rect.width() * 0.12;
    for (qreal x = inner.left() - inner.height(); x < inner.right(); x += step) {
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()));
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()));
    }
    painter.restore();
}

}  // namespace lt::shell
