// The settings file's format. QSettings' own INI writer cannot be told that writing failed:
// Qt 6.4's buffered QSaveFile ignores a failed flush at commit() and renames the truncated (even
// empty) file over the good one, so a full disk wiped the settings. This format writes the
// settings as one JSON object, flushes and syncs the bytes itself and reports any failure to
// QSettings, which then keeps the previous file and the values in memory.
#pragma once

#include <QSettings>
#include <QString>
#include <optional>

namespace lt::shell {

// Registered with QSettings on first use (Qt keeps the registration for the process).
QSettings::Format settingsFileFormat();

// The values in a file of settingsFileFormat(), read from the disk (a QSettings object would
// share the values in memory of any other one on the same file); nothing if it cannot be read.
std::optional<QSettings::SettingsMap> readSettingsFile(const QString& path);

// <config>/Ludoteca/ludoteca.json: the user's settings, in settingsFileFormat().
QString userSettingsPath();

// <config>/Ludoteca/ludoteca.conf: the INI file that earlier versions wrote, read once to carry
// the settings over.
QString oldUserSettingsPath();

}  // namespace lt::shell
