#include "app/match_files.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include "framework/errors.h"

namespace lt::shell {

QString writeRecordFile(const QString& path, const MatchRecord& record) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    const std::string text = writeMatchRecord(record);
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) return file.errorString();
    return {};
}

MatchRecord readRecordFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(file.errorString().toStdString(), 0, "file");
    const QByteArray bytes = file.readAll();
    return readMatchRecord(std::string_view(bytes.constData(), bytes.size()));
}

QString autosavePath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave.ludoteca");
}

}  // namespace lt::shell
