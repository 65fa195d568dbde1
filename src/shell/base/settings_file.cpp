#include "base/settings_file.h"

#include <unistd.h>

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace lt::shell {
namespace {

bool readSettings(QIODevice& device, QSettings::SettingsMap& map) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(device.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) return false;
    map = document.object().toVariantMap();
    return true;
}

bool writeSettings(QIODevice& device, const QSettings::SettingsMap& map) {
    const QByteArray bytes = QJsonDocument(QJsonObject::fromVariantMap(map)).toJson();
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 count = device.write(bytes.constData() + written, bytes.size() - written);
        if (count <= 0) return false;
        written += count;
    }
    // QSettings renames the file over the old one when this returns true: the bytes must be on
    // the disk first, where a full disk shows.
    auto* file = qobject_cast<QFileDevice*>(&device);
    return file && file->flush() && ::fdatasync(file->handle()) == 0;
}

QString configFile(const QString& extension) {
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + '/' +
           QCoreApplication::organizationName() + '/' + QCoreApplication::applicationName() +
           extension;
}

}  // namespace

QSettings::Format settingsFileFormat() {
    static const QSettings::Format format =
        QSettings::registerFormat(QStringLiteral("json"), readSettings, writeSettings);
    return format;
}

std::optional<QSettings::SettingsMap> readSettingsFile(const QString& path) {
    QFile file(path);
    QSettings::SettingsMap map;
    if (!file.open(QIODevice::ReadOnly) || !readSettings(file, map)) return std::nullopt;
    return map;
}

QString userSettingsPath() {
    return configFile(QStringLiteral(".json"));
}

QString oldUserSettingsPath() {
    return configFile(QStringLiteral(".conf"));
}

}  // namespace lt::shell
