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

}  // namespace lt::shell
