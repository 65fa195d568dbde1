#include "app/file_dialog_defaults.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace lt::shell {

QString dialogStartFolder(const QString& lastFolder) {
    if (!lastFolder.isEmpty() && QFileInfo(lastFolder).isDir()) return lastFolder;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir()) return documents;
    return QDir::homePath();
}

QString proposedSavePath(const QString& folder, const QString& gameName, const QDate& date,
                         const QString& suffix) {
    static const QRegularExpression refused(QStringLiteral(R"([/\\:*?"<>|])"));
    QString name = gameName;
    name.replace(refused, QStringLiteral("-"));
    return QDir(folder).filePath(
        QStringLiteral("%1 %2.%3").arg(name, date.toString(Qt::ISODate), suffix));
}

}  // namespace lt::shell
