#include "app/match_files.h"

#include <QFile>
#include <QStandardPaths>

#include "base/atomic_file.h"
#include "framework/text_file.h"

namespace lt::shell {

QString writeRecordFile(const QString& path, const MatchRecord& record) {
    return writeFileAtomically(path, QByteArray::fromStdString(writeMatchRecord(record)));
}

MatchRecord readRecordFile(const QString& path, RecordLines* lines) {
    RecordLines ignored;
    return readMatchRecord(readTextFile(QFile::encodeName(path).toStdString()),
                           lines ? *lines : ignored);
}

QString autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.ludoteca");
}

}  // namespace lt::shell
