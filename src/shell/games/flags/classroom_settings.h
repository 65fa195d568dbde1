// The choices a teacher makes before a classroom quiz.
#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <set>

#include "games/flags/cards.h"

namespace lt::shell::flags {

struct ClassroomSettings {
    enum class Deck { Flaggy, AllCountries };
    enum class Ask { Country, Capital };
    enum class Answers { TeacherReveals, FourOptions, Hidden };

    Deck deck = Deck::Flaggy;
    std::set<lt::flags::Continent> continents{
        lt::flags::Continent::Europe,  lt::flags::Continent::Asia,
        lt::flags::Continent::Africa,  lt::flags::Continent::America,
        lt::flags::Continent::Oceania, lt::flags::Continent::Antarctica};
    Ask ask = Ask::Country;  // capitals only with the Flaggy deck
    Answers answers = Answers::TeacherReveals;
    int questions = 10;
    int secondsPerFlag = 0;  // 0 = no timer
    QStringList teams;       // 1 to 6 names, in key order
    std::uint64_t seed = 0;
};

}  // namespace lt::shell::flags
