#include "app/app_settings.h"

#include <QCoreApplication>
#include <QDir>
#include <algorithm>

namespace lt::shell {
namespace {

QString setupGroup(const std::string& gameId) {
    return QStringLiteral("games/") + QString::fromStdString(gameId);
}

}  // namespace

AppSettings::AppSettings() = default;

QString AppSettings::save() {
    settings_.sync();
    // Not status(): it keeps the first error for good, and misses Qt 6.4's empty file on a full
    // disk. What is on disk is compared with what is in memory instead.
    const QSettings written(settings_.fileName(), settings_.format());
    const QStringList keys = settings_.allKeys();
    if (std::all_of(keys.begin(), keys.end(), [&](const QString& key) {
            return written.value(key).toString() == settings_.value(key).toString();
        }))
        return {};
    for (const QString& key : keys) settings_.setValue(key, settings_.value(key));
    return QStringLiteral("%1: %2").arg(
        QDir::toNativeSeparators(settings_.fileName()),
        QCoreApplication::translate("lt::shell::AppSettings",
                                    "the settings could not be written (is the disk full?)"));
}

AppSettings::AppSettings(const QString& iniFile) : settings_(iniFile, QSettings::IniFormat) {}

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

QString AppSettings::cardDeck() const {
    return settings_.value("cards/deck").toString();
}
void AppSettings::setCardDeck(const QString& deck) {
    settings_.setValue("cards/deck", deck);
}

QByteArray AppSettings::windowGeometry() const {
    return settings_.value("ui/windowGeometry").toByteArray();
}
void AppSettings::setWindowGeometry(const QByteArray& geometry) {
    settings_.setValue("ui/windowGeometry", geometry);
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
    settings_.endGroup();
}

}  // namespace lt::shell
