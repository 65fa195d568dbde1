#include "widgets/card_text.h"

#include <QCoreApplication>

namespace lt::shell {

QString cardText(cards::Card card) {
    if (card.isJoker()) return QCoreApplication::translate("cards", "Joker");
    QString rank;
    switch (card.rank()) {
        case cards::Rank::Ace:
            rank = QCoreApplication::translate("cards", "A", "the ace's letter on a card");
            break;
        case cards::Rank::Jack:
            rank = QCoreApplication::translate("cards", "J", "the jack's letter on a card");
            break;
        case cards::Rank::Queen:
            rank = QCoreApplication::translate("cards", "Q", "the queen's letter on a card");
            break;
        case cards::Rank::King:
            rank = QCoreApplication::translate("cards", "K", "the king's letter on a card");
            break;
        default:
            rank = QString::number(static_cast<int>(card.rank()));
            break;
    }
    return rank + QString::fromUtf8(cards::suitSymbol(card.suit()).data(),
                                    static_cast<int>(cards::suitSymbol(card.suit()).size()));
}

QString cardText(const std::vector<cards::Card>& cards) {
    QStringList texts;
    for (const cards::Card& card : cards) texts << cardText(card);
    return texts.join(QLatin1Char(' '));
}

QString spokenSuitName(cards::Suit suit) {
    switch (suit) {
        case cards::Suit::Clubs:
            return QCoreApplication::translate("cards", "clubs");
        case cards::Suit::Diamonds:
            return QCoreApplication::translate("cards", "diamonds");
        case cards::Suit::Hearts:
            return QCoreApplication::translate("cards", "hearts");
        case cards::Suit::Spades:
            return QCoreApplication::translate("cards", "spades");
    }
    return {};
}

QString spokenCardName(cards::Card card) {
    if (card.isJoker()) return QCoreApplication::translate("cards", "joker");
    QString rank;
    switch (card.rank()) {
        case cards::Rank::Ace:
            rank = QCoreApplication::translate("cards", "ace");
            break;
        case cards::Rank::Jack:
            rank = QCoreApplication::translate("cards", "jack");
            break;
        case cards::Rank::Queen:
            rank = QCoreApplication::translate("cards", "queen");
            break;
        case cards::Rank::King:
            rank = QCoreApplication::translate("cards", "king");
            break;
        default:
            rank = QString::number(static_cast<int>(card.rank()));
            break;
    }
    return QCoreApplication::translate("cards", "%1 of %2", "a card said aloud: its rank, its suit")
        .arg(rank, spokenSuitName(card.suit()));
}

QString spokenCardNames(const std::vector<cards::Card>& cards) {
    QStringList names;
    for (const cards::Card& card : cards) names << spokenCardName(card);
    return names.join(QCoreApplication::translate("cards", ", "));
}

}  // namespace lt::shell
