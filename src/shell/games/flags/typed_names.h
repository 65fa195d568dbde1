// Typed answers in the flag games: which country (or capital) a typed name means, and the
// suggestions a text field offers while the player types. Shared by Training and Urla!.
#pragma once

#include <QString>

#include "games/flags/answer_matcher.h"
#include "games/flags/flag_texts.h"

class QLineEdit;

namespace lt::shell::flags {

// Every name accepted for each of the box's countries, keyed by ISO code: iso-codes' names in
// the UI language and in English, the name shown, and the card's aliases.
lt::flags::AnswerMatcher countryMatcher(const FlagTexts& texts);
// The same for the box's capitals, in English and Italian spellings.
lt::flags::AnswerMatcher capitalMatcher(const FlagTexts& texts);
// Offers the box's country names shown in the UI language as `field` is typed in (any part of
// a name, capitals ignored).
void suggestCountryNames(QLineEdit* field, const FlagTexts& texts);

}  // namespace lt::shell::flags
