// Words the boards' spoken positions share.
#include "widgets/spoken_words.h"

namespace lt::shell {

QString SpokenWords::list(const QStringList& items) {
    return items.join(tr(", "));
}

QString SpokenWords::faces(const std::vector<int>& faces) {
    QStringList numbers;
    for (const int face : faces) numbers << QString::number(face);
    return list(numbers);
}

QString SpokenWords::dice(const std::vector<int>& faces) {
    if (faces.empty()) return {};
    if (faces.size() == 1) return tr("Die: %1.").arg(faces.front());
    return tr("Dice: %1.").arg(SpokenWords::faces(faces));
}

QString SpokenWords::setAside(const std::vector<int>& faces) {
    return tr("Set aside: %1.").arg(SpokenWords::faces(faces));
}

QString SpokenWords::held(const std::vector<int>& faces) {
    return tr("Held: %1.").arg(SpokenWords::faces(faces));
}

QString SpokenWords::turnTotal(int total) {
    return tr("Turn total: %1.").arg(total);
}

QString SpokenWords::pot(int tokens) {
    return tr("Pot: %n token(s).", nullptr, tokens);
}

QString SpokenWords::seatHand(const QString& seat, const std::vector<int>& faces,
                              const QString& worth) {
    return labelled(seat, tr("%1 (%2)").arg(SpokenWords::faces(faces), worth));
}

QString SpokenWords::labelled(const QString& label, const QString& text) {
    const QString part = tr("%1: %2").arg(label, text);
    static const QString stops = QStringLiteral(".!?…");
    return stops.contains(part.back()) ? part : part + QLatin1Char('.');
}

}  // namespace lt::shell
