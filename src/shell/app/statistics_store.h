// The players' statistics on disk, <AppDataLocation>/statistics.txt: read at start, written
// all or nothing (base/atomic_file) after each finished game, so a crash or a kill -9 leaves the
// last complete file. A file that cannot be read is set aside, never lost, and never crashes the
// app.
#pragma once

#include <QString>

#include "app/player_statistics.h"

namespace lt::shell {

// <AppDataLocation>/statistics.txt
QString statisticsPath();

class StatisticsStore {
  public:
    explicit StatisticsStore(QString path = statisticsPath());

    // Reads the file; no file yet means no statistics. A file that cannot be read or parsed
    // is renamed <path>.corrupt-<UTC time> and the statistics start empty; the returned
    // message names the file, the line and the field, and where the file went. Empty when the
    // file was read.
    QString load();
    // Writes the statistics; returns an empty string on success, otherwise the reason (also
    // when an unreadable file could not be set aside: it is never overwritten).
    QString save() const;

    PlayerStatistics& statistics() { return statistics_; }
    const PlayerStatistics& statistics() const { return statistics_; }
    const QString& path() const { return path_; }

  private:
    QString path_;
    PlayerStatistics statistics_;
    bool keepFile_ = false;  // load() could neither read nor move the file
};

}  // namespace lt::shell
