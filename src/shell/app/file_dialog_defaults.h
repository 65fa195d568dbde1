// Where the Save and Open dialogs start and what name Save proposes. A folder that does not
// exist makes Qt's dialog put its last part in the file-name field ("Documents"), so every
// candidate is checked before it is offered.
#pragma once

#include <QDate>
#include <QString>

namespace lt::shell {

// The folder used last while it exists, else the user's documents folder if it exists, else
// the home folder.
QString dialogStartFolder(const QString& lastFolder);

// "<folder>/<game> <yyyy-MM-dd>.<suffix>", with the characters file systems refuse in a name
// (/ \ : * ? " < > |) replaced by "-".
QString proposedSavePath(const QString& folder, const QString& gameName, const QDate& date,
                         const QString& suffix);

}  // namespace lt::shell
