// The Sequence for Kids animals and cards by name in the interface's language.
#include "games/sequence_kids/animal_names.h"

#include <QtGlobal>
#include <array>

#include "games/sequence_kids/sequence_kids_board.h"

namespace lt::shell::sequence_kids {

namespace {

// Each animal's name as a label, without an article: the sentences say "the %1 space", which
// every language can write with the name as it stands.
constexpr std::array<const char*, lt::sequence_kids::kAnimals> kAnimalNames = {
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "kangaroo"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "monkey"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "parrot"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "ostrich"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "lion"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "turtle"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "fox"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "zebra"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "panda"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "frog"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "alligator"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "giraffe"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "gorilla"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "tiger"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "bear"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "whale"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "elephant"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "penguin"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "owl"),
};

}  // namespace

QString animalLabel(lt::sequence_kids::Animal animal) {
    return SequenceKidsBoard::tr(kAnimalNames.at(static_cast<int>(animal)));
}

QString cardLabel(lt::sequence_kids::Card card) {
    if (card == lt::sequence_kids::kDragon) return SequenceKidsBoard::tr("dragon");
    if (card == lt::sequence_kids::kUnicorn) return SequenceKidsBoard::tr("unicorn");
    return animalLabel(lt::sequence_kids::animalOf(card));
}

}  // namespace lt::shell::sequence_kids
