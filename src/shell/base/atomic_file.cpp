#include "base/atomic_file.h"

#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace lt::shell {
namespace {

// Drops the temporary file at once; the file named by the QSaveFile is left untouched.
QString discard(QSaveFile& file, const QString& reason) {
    file.cancelWriting();
    file.commit();  // cancelled: removes the temporary file and returns false
    return reason;
}

}  // namespace

QString writeFileAtomically(const QString& path, const QByteArray& bytes) {
    // QDir::mkpath() only says whether it worked; a folder that cannot be made would then show
    // as "No such file or directory" when opening the file, hiding the real reason.
    std::error_code error;
    std::filesystem::create_directories(
        QFile::encodeName(QFileInfo(path).absolutePath()).toStdString(), error);
    if (error) return QString::fromLocal8Bit(error.message());
    QSaveFile file(path);
    return writeFileAtomically(file, bytes);
}

QString writeFileAtomically(QSaveFile& file, const QByteArray& bytes) {
    // Unbuffered, so that a short write or a full disk shows in write()'s result: buffered,
    // Qt 6.4's commit() ignores a failure to flush its buffer and renames the truncated (even
    // empty) temporary file over the good one.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) return file.errorString();
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 count = file.write(bytes.constData() + written, bytes.size() - written);
        if (count <= 0) return discard(file, file.errorString());
        written += count;
    }
    // Some file systems report a write error only when the data reaches the disk; commit()
    // syncs too, but ignores the result.
    if (::fdatasync(file.handle()) != 0)
        return discard(file, QString::fromLocal8Bit(std::strerror(errno)));
    if (!file.commit()) return file.errorString();
    return {};
}

}  // namespace lt::shell
