#include "app/statistics_store.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include "base/atomic_file.h"
#include "framework/errors.h"

namespace lt::shell {

QString statisticsPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/statistics.txt");
}

StatisticsStore::StatisticsStore(QString path) : path_(std::move(path)) {}

QString StatisticsStore::load() {
    statistics_.clear();
    keepFile_ = false;
    QFile file(path_);
    if (!file.exists()) return {};
    QString problem;
    if (!file.open(QIODevice::ReadOnly)) {
        problem = QStringLiteral("%1: %2").arg(path_, file.errorString());
    } else {
        const QByteArray bytes = file.readAll();
        file.close();
        try {
            statistics_ = PlayerStatistics::fromText(
                std::string_view(bytes.constData(), std::size_t(bytes.size())));
            return {};
        } catch (const InputError& error) {
            problem = QStringLiteral("%1:%2: %3: %4")
                          .arg(path_)
                          .arg(error.line())
                          .arg(QString::fromStdString(error.field()),
                               QString::fromStdString(error.reason()));
        }
    }
    statistics_.clear();
    const QString aside =
        path_ + QStringLiteral(".corrupt-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    if (QFile::rename(path_, aside))
        return QCoreApplication::translate("lt::shell::StatisticsStore",
                                           "The statistics could not be read (%1). They start "
                                           "again; the old file is kept as %2.")
            .arg(problem, aside);
    keepFile_ = true;
    return QCoreApplication::translate("lt::shell::StatisticsStore",
                                       "The statistics could not be read (%1), nor the file "
                                       "set aside. It is left as it is, and no statistics are "
                                       "saved until it is moved.")
        .arg(problem);
}

QString StatisticsStore::save() const {
    if (keepFile_)
        return QCoreApplication::translate("lt::shell::StatisticsStore",
                                           "%1 could not be read and is kept as it is")
            .arg(path_);
    return writeFileAtomically(path_, QByteArray::fromStdString(statistics_.toText()));
}

}  // namespace lt::shell
