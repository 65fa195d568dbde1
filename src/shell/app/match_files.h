// Match records on disk: the autosave after every move and the user's own *.ludoteca files.
// Writes are atomic (QSaveFile): a crash mid-write leaves the previous file intact.
#pragma once

#include <QString>

#include "framework/match_record.h"

namespace lt::shell {

// Writes the record; returns an empty string on success, otherwise the reason.
QString writeRecordFile(const QString& path, const MatchRecord& record);
// Reads and parses a record; throws lt::InputError (the text names the line and field).
MatchRecord readRecordFile(const QString& path);

// <AppDataLocation>/autosave.ludoteca
QString autosavePath();

}  // namespace lt::shell
