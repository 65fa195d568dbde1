// Pictures of Review game for the README: the real main window opens a PGN or PDN file (one
// game), or has two computer levels play a game, reviews it at the given depth, shows the
// position after the first blunder (else the first mistake), with the better move's arrow,
// and saves the window.
//
// Usage: review_screenshot OUT.png (--file FILE | --play GAME [--seats ai:easy,ai:medium]
//        [--seed N]) [--size 1280x800] [--depth D] [--lang en]
#include <QApplication>
#include <QEventLoop>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cstdio>

#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/language.h"
#include "app/main_window.h"
#include "app/review_panel.h"
#include "standard_games.h"
#include "standard_views.h"
#include "widgets/evaluation_graph.h"

using namespace lt;
using namespace lt::shell;

namespace {

QString option(const QStringList& args, const QString& name, const QString& fallback) {
    const qsizetype at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
}

// The review position after the first move marked `mark`, if any.
std::optional<std::size_t> firstMarked(const review::GameReview& review, review::Mark mark) {
    for (const review::MoveReview& move : review.moves)
        if (move.mark == mark && !move.better.empty()) return move.ply + 1;
    return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", (home.path() + "/config").toUtf8());
    qputenv("XDG_DATA_HOME", (home.path() + "/data").toUtf8());
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString file = option(args, "--file", "");
    const QString play = option(args, "--play", "");
    if (args.size() < 4 || file.isEmpty() == play.isEmpty()) {
        std::fprintf(stderr,
                     "usage: review_screenshot OUT.png (--file FILE | --play GAME "
                     "[--seats S] [--seed N]) [--size WxH] [--depth D] [--lang en]\n");
        return 2;
    }
    const QString out = args[1];
    const QStringList size = option(args, "--size", "1280x800").split('x');
    const int depth = option(args, "--depth", "0").toInt();
    const QString language = option(args, "--lang", "en");
    installTranslations(app, language);

    GameRegistry registry = makeStandardGames();
    GameCatalog catalog(registry, makeStandardGameUis());
    AppSettings settings(home.filePath("settings.json"));
    MainWindow window(catalog, settings, language);
    window.overridePace(0);
    window.resize(size.value(0).toInt(), size.value(1).toInt());
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return 1;
    GameScreen* screen = window.gameScreen();
    QString error;
    if (!file.isEmpty()) {
        error = window.openMatch(file);
    } else {
        QEventLoop loop;
        QObject::connect(screen, &GameScreen::gameFinished, &loop, &QEventLoop::quit);
        const std::vector<SeatSpec> seats =
            parseSeatList(option(args, "--seats", "ai:easy,ai:medium").toStdString());
        QTimer::singleShot(0, &window, [&] {
            error = window.startGame(play, {seats, Options()},
                                     option(args, "--seed", "1").toULongLong());
            if (!error.isEmpty()) loop.quit();
        });
        loop.exec();
    }
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    if (!screen->gameReview()) {  // the file holds none: review it now
        screen->setReviewDepth(depth);
        QEventLoop loop;
        QObject::connect(screen, &GameScreen::gameReviewChanged, &loop, [&] {
            if (!screen->gameReviewRunning()) loop.quit();
        });
        QTimer::singleShot(0, &window, [&] { window.action("reviewAction")->trigger(); });
        loop.exec();
    }
    const MatchReview* review = screen->gameReview();
    if (!review) return 1;
    auto shown = firstMarked(review->review, review::Mark::Blunder);
    if (!shown) shown = firstMarked(review->review, review::Mark::Mistake);
    if (shown) emit screen->reviewPanel()->graph()->pointChosen(*shown);
    screen->reviewPanel()->graph()->setCurrent(shown);
    QTest::qWait(300);
    window.repaint();
    if (!window.grab().save(out)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(out));
        return 1;
    }
    return 0;
}
