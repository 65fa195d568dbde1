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
    QString reason;
    if (settings_.status() != QSettings::NoError) {
        reason =
            QCoreApplication::translate("lt::shell::AppSettings", "the file cannot be written");
    } else {
        const QSettings written(settings_.fileName(), settings_.format());
        const QStringList keys = settings_.allKeys();
        const bool complete =
            written.status() == QSettings::NoError &&
            std::all_of(keys.begin(), keys.end(), [&](const QString& key) {
                return written.value(key).toString() == settings_.value(key).toString();
            });
        if (!complete)
            reason = QCoreApplication::translate(
                "lt::shell::AppSettings",
                "the file was not written completely (is the disk full?)");
    }
    if (reason.isEmpty()) return {};
    for (const QString& key : settings_.allKeys()) settings_.setValue(key, settings_.value(key));
    return QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(settings_.fileName()), reason);
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
