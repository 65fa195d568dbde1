#include "games/draughts/files.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>

#include "base/atomic_file.h"
#include "framework/errors.h"
#include "framework/text_file.h"
#include "games/draughts/game.h"
#include "games/draughts/pdn_match.h"
#include "games/draughts/review_pdn.h"
#include "widgets/recorded_game_picker.h"

namespace lt::shell::draughts {

using namespace lt::draughts;

namespace {

std::optional<MatchRecord> openPdn(const QString& path, QWidget* parent, QString& notice,
                                   std::optional<review::GameReview>& review) {
    const auto games = readPdn(readTextFile(QFile::encodeName(path).toStdString()));
    if (games.empty()) throw InputError("no game in this file", 0, "file");
    std::vector<RecordedGameRow> rows;
    for (const PdnGame& game : games) {
        auto tag = [&](const char* name) { return QString::fromStdString(game.tag(name)); };
        rows.push_back({tag("White"), tag("Black"), tag("Event"), tag("Date"),
                        QString::fromStdString(game.result), static_cast<int>(game.moves.size())});
    }
    const int chosen = pickRecordedGame(rows, QFileInfo(path).fileName(), parent);
    if (chosen < 0) return std::nullopt;
    PdnImport imported = importPdnGame(games[chosen], chosen + 1);
    // The review of a game whose moves stop early is not read: its moves are not all there.
    if (imported.stopped.empty()) review = readReview(games[chosen]);
    if (!imported.stopped.empty())
        notice = QCoreApplication::translate("lt::shell::draughts::DraughtsFiles",
                                             "The game stops early, at an illegal move:\n%1")
                     .arg(QString::fromStdString(imported.stopped));
    return std::move(imported.record);
}

QString savePdn(const QString& path, const Match& match, const MatchReview* review) {
    const auto* state = dynamic_cast<const DraughtsState*>(&match.state());
    if (!state)
        return QCoreApplication::translate("lt::shell::draughts::DraughtsFiles",
                                           "This match is not a game of draughts.");
    const auto& seats = match.seats();
    PdnGame game = toPdnGame(
        *state,
        {{"Event",
          QCoreApplication::translate("lt::shell::draughts::DraughtsFiles", "Ludoteca game")
              .toStdString()},
         {"Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString()},
         {"White", seats.at(0).name},
         {"Black", seats.at(1).name},
         {"GameType", "20"}});
    if (review) writeReviewComments(game, review->review);
    return writeFileAtomically(path, QByteArray::fromStdString(writePdn(game)));
}

}  // namespace

GameFileFormat pdnFileFormat() {
    GameFileFormat format;
    format.suffix = QStringLiteral("pdn");
    format.filter =
        QCoreApplication::translate("lt::shell::draughts::DraughtsFiles", "Draughts games (*.pdn)");
    format.open = openPdn;
    format.save = savePdn;
    return format;
}

}  // namespace lt::shell::draughts
