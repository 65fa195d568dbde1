#include "app/app_settings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <algorithm>

#include "base/settings_file.h"
#include "widgets/physical_scale.h"

namespace lt::shell {
namespace {

QString setupGroup(const std::string& gameId) {
    return QStringLiteral("games/") + QString::fromStdString(gameId);
}

const char* const kGeometryKey = "ui/windowGeometry";
const char* const kPixelsPerMmKey = "ui/pixelsPerMm";

// Keeps a file the format cannot read aside; returns the message for the player.
QString setAside(const QString& file) {
    const QString aside =
        file + QStringLiteral(".corrupt-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    const QString name = QDir::toNativeSeparators(file);
    if (QFile::rename(file, aside))
        return QCoreApplication::translate("lt::shell::AppSettings",
                                           "The settings in %1 could not be read; the defaults "
                                           "are used, and the old file is kept as %2.")
            .arg(name, QDir::toNativeSeparators(aside));
    return QCoreApplication::translate("lt::shell::AppSettings",
                                       "The settings in %1 could not be read, nor the file set "
                                       "aside; the defaults are used.")
        .arg(name);
}

}  // namespace

AppSettings::AppSettings() : AppSettings(userSettingsPath(), oldUserSettingsPath()) {}

AppSettings::AppSettings(const QString& file, const QString& oldIniFile)
    : settings_(file, settingsFileFormat()) {
    if (settings_.status() == QSettings::FormatError) {
        loadProblem_ = setAside(file);
        settings_.clear();
        return;
    }
    if (oldIniFile.isEmpty() || QFile::exists(file) || !QFile::exists(oldIniFile)) return;
    const QSettings old(oldIniFile, QSettings::IniFormat);
    for (const QString& key : old.allKeys()) {
        const QVariant value = old.value(key);
        // The format stores text: the geometry's bytes go as Base64, as setWindowGeometry does.
        settings_.setValue(key, key == QLatin1String(kGeometryKey)
                                    ? QVariant(QString::fromLatin1(value.toByteArray().toBase64()))
                                    : QVariant(value.toString()));
    }
}

QString AppSettings::save() {
    settings_.sync();
    // Not status(): it keeps the first error for good. The file is read back from the disk.
    const auto written = readSettingsFile(settings_.fileName());
    const QStringList keys = settings_.allKeys();
    if (keys.isEmpty()) return {};  // nothing to keep: QSettings writes no file
    if (written && std::all_of(keys.begin(), keys.end(), [&](const QString& key) {
            return written->value(key).toString() == settings_.value(key).toString();
        }))
        return {};
    return QStringLiteral("%1: %2").arg(
        QDir::toNativeSeparators(settings_.fileName()),
        QCoreApplication::translate("lt::shell::AppSettings",
                                    "the settings could not be written (is the disk full?)"));
}

QString AppSettings::language() const {
    return settings_.value("ui/language").toString();
}
void AppSettings::setLanguage(const QString& language) {
    settings_.setValue("ui/language", language);
}

double AppSettings::pace() const {
    return qBound(0.0, settings_.value("ui/pace", 1.0).toDouble(), 3.0);
}
void AppSettings::setPace(double pace) {
    settings_.setValue("ui/pace", pace);
}

bool AppSettings::soundsOn() const {
    return settings_.value("ui/sounds", true).toBool();
}
void AppSettings::setSoundsOn(bool on) {
    settings_.setValue("ui/sounds", on);
}

bool AppSettings::squareNumbersShown() const {
    return settings_.value("board/squareNumbers", true).toBool();
}
void AppSettings::setSquareNumbersShown(bool shown) {
    settings_.setValue("board/squareNumbers", shown);
}

std::optional<double> AppSettings::pixelsPerMm() const {
    bool number = false;
    const double value = settings_.value(kPixelsPerMmKey).toString().toDouble(&number);
    if (!number || !believablePixelsPerMm(value)) return std::nullopt;
    return value;
}
void AppSettings::setPixelsPerMm(std::optional<double> pixelsPerMm) {
    if (pixelsPerMm)
        settings_.setValue(kPixelsPerMmKey, QString::number(*pixelsPerMm, 'g', 12));
    else
        settings_.remove(kPixelsPerMmKey);
}

QString AppSettings::cardDeck() const {
    return settings_.value("cards/deck").toString();
}
void AppSettings::setCardDeck(const QString& deck) {
    settings_.setValue("cards/deck", deck);
}

QByteArray AppSettings::windowGeometry() const {
    return QByteArray::fromBase64(settings_.value(kGeometryKey).toByteArray());
}
void AppSettings::setWindowGeometry(const QByteArray& geometry) {
    settings_.setValue(kGeometryKey, QString::fromLatin1(geometry.toBase64()));
}

QString AppSettings::lastFolder() const {
    return settings_.value("ui/lastFolder").toString();
}
void AppSettings::setLastFolder(const QString& folder) {
    settings_.setValue("ui/lastFolder", folder);
}

bool AppSettings::hasSetup(const std::string& gameId) const {
    return settings_.contains(setupGroup(gameId) + "/seats/size");
}

GameSetup AppSettings::setup(const std::string& gameId) const {
    QSettings& s = settings_;
    GameSetup setup;
    s.beginGroup(setupGroup(gameId));
    const int count = s.beginReadArray("seats");
    for (int i = 0; i < count; ++i) {
        s.setArrayIndex(i);
        SeatSpec seat;
        seat.human = s.value("human", true).toBool();
        seat.name = s.value("name").toString().toStdString();
        seat.level = s.value("level").toString().toStdString();
        seat.colour = s.value("colour").toString().toStdString();
        setup.seats.push_back(seat);
    }
    s.endArray();
    s.beginGroup("options");
    for (const QString& key : s.childKeys())
        setup.options.set(key.toStdString(), s.value(key).toString().toStdString());
    s.endGroup();
    setup.undo = parseUndoPolicy(s.value("undo").toString().toStdString());
    s.endGroup();
    return setup;
}

void AppSettings::setSetup(const std::string& gameId, const GameSetup& setup) {
    settings_.remove(setupGroup(gameId));
    settings_.beginGroup(setupGroup(gameId));
    settings_.beginWriteArray("seats", static_cast<int>(setup.seats.size()));
    for (int i = 0; i < static_cast<int>(setup.seats.size()); ++i) {
        const SeatSpec& seat = setup.seats[i];
        settings_.setArrayIndex(i);
        settings_.setValue("human", seat.human);
        settings_.setValue("name", QString::fromStdString(seat.name));
        settings_.setValue("level", QString::fromStdString(seat.level));
        settings_.setValue("colour", QString::fromStdString(seat.colour));
    }
    settings_.endArray();
    settings_.beginGroup("options");
    for (const auto& [key, value] : setup.options.values())
        settings_.setValue(QString::fromStdString(key), QString::fromStdString(value));
    settings_.endGroup();
    if (setup.undo) {
        const std::string_view id = undoPolicyId(*setup.undo);
        settings_.setValue("undo", QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
    }
    settings_.endGroup();
}

}  // namespace lt::shell
