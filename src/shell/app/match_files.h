// Match records on disk: the autosave after every move and the user's own *.ludoteca files.
// Writes are all or nothing (base/atomic_file.h): a crash or a full disk mid-write leaves the
// previous file intact.
#pragma once

#include <QString>

#include "framework/match_record.h"
#include "framework/record_lines.h"

namespace lt::shell {

// Writes the record; returns an empty string on success, otherwise the reason.
QString writeRecordFile(const QString& path, const MatchRecord& record);
// Reads and parses a record; throws lt::InputError (the text names the line and field; a file
// that cannot be read, or larger than lt::kMaxTextFileBytes, is field "file").
// `lines`, if given, receives where each fact was read (for lt::replayRecord).
MatchRecord readRecordFile(const QString& path, RecordLines* lines = nullptr);

// <AppDataLocation>/autosave.ludoteca
QString autosavePath();

}  // namespace lt::shell
