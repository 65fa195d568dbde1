#include "app/game_texts.h"

#include <QCoreApplication>

namespace lt::shell {

QString translatedGameText(const std::string& english) {
    if (english.empty()) return {};
    return QCoreApplication::translate("games", english.c_str());
}

QString gameName(const GameInfo& info) {
    return translatedGameText(info.name);
}

QString familyLabel(Family family) {
    switch (family) {
        case Family::Board:
            return QCoreApplication::translate("games", "Board");
        case Family::Dice:
            return QCoreApplication::translate("games", "Dice");
        case Family::Cards:
            return QCoreApplication::translate("games", "Cards");
        case Family::Flags:
            return QCoreApplication::translate("games", "Flags");
        case Family::Kids:
            return QCoreApplication::translate("games", "Kids");
    }
    return {};
}

QString playerCountText(const GameInfo& info) {
    if (info.minPlayers == info.maxPlayers)
        return QCoreApplication::translate("games", "%n player(s)", nullptr, info.minPlayers);
    // The noun agrees with the larger number: "2–4 players", and in Russian "2–5 игроков".
    return QCoreApplication::translate("games", "%1–%n player(s)", nullptr, info.maxPlayers)
        .arg(info.minPlayers);
}

QString levelLabel(const Game& game, const std::string& levelId) {
    if (levelId == "random") return QCoreApplication::translate("games", "Random");
    for (const auto& level : game.levels())
        if (level.id == levelId) return translatedGameText(level.label);
    return QString::fromStdString(levelId);
}

}  // namespace lt::shell
