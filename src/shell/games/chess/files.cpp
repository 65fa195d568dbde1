#include "games/chess/files.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>

#include "base/atomic_file.h"
#include "framework/errors.h"
#include "framework/text_file.h"
#include "games/chess/pgn_match.h"
#include "games/chess/review_pgn.h"
#include "widgets/recorded_game_picker.h"

namespace lt::shell::chess {

using namespace lt::chess;

namespace {

std::optional<MatchRecord> openPgn(const QString& path, QWidget* parent, QString& notice,
                                   std::optional<review::GameReview>& review) {
    const auto games = readPgn(readTextFile(QFile::encodeName(path).toStdString()));
    if (games.empty()) throw InputError("no game in this file", 0, "file");
    std::vector<RecordedGameRow> rows;
    for (const PgnGame& game : games) {
        auto tag = [&](const char* name) { return QString::fromStdString(game.tag(name)); };
        rows.push_back({tag("White"), tag("Black"), tag("Event"), tag("Date"),
                        QString::fromStdString(game.result), static_cast<int>(game.moves.size())});
    }
    const int chosen = pickRecordedGame(rows, QFileInfo(path).fileName(), parent);
    if (chosen < 0) return std::nullopt;
    PgnImport imported = importPgnGame(games[chosen], chosen + 1);
    // The review of a game whose moves stop early is not read: its moves are not all there.
    if (imported.stopped.empty())
        review = readReview(games[chosen], replayPgnGame(games[chosen], chosen + 1));
    if (!imported.stopped.empty())
        notice = QCoreApplication::translate("lt::shell::chess::ChessFiles",
                                             "The game stops early, at an illegal move:\n%1")
                     .arg(QString::fromStdString(imported.stopped));
    return std::move(imported.record);
}

QString savePgn(const QString& path, const Match& match, const MatchReview* review) {
    const auto* state = dynamic_cast<const ChessState*>(&match.state());
    if (!state)
        return QCoreApplication::translate("lt::shell::chess::ChessFiles",
                                           "This match is not a game of chess.");
    const auto& seats = match.seats();
    return writeTextFile(path, pgnText(*state, QString::fromStdString(seats.at(0).name),
                                       QString::fromStdString(seats.at(1).name),
                                       review ? &review->review : nullptr));
}

}  // namespace

QString pgnText(const ChessState& state, const QString& white, const QString& black,
                const review::GameReview* review) {
    const PgnTags tags = {
        {"Event", QCoreApplication::translate("lt::shell::chess::ChessFiles", "Ludoteca game")
                      .toStdString()},
        {"Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString()},
        {"White", white.toStdString()},
        {"Black", black.toStdString()}};
    return QString::fromStdString(exportPgn(state, tags, review));
}

QString writeTextFile(const QString& path, const QString& text) {
    return writeFileAtomically(path, text.toUtf8());
}

GameFileFormat pgnFileFormat() {
    GameFileFormat format;
    format.suffix = QStringLiteral("pgn");
    format.filter =
        QCoreApplication::translate("lt::shell::chess::ChessFiles", "Chess games (*.pgn)");
    format.open = openPgn;
    format.save = savePgn;
    return format;
}

}  // namespace lt::shell::chess
