// The GUI thread's longest stall while Review game runs in the window: the real main window,
// offscreen, opens one game of a PGN or PDN file and reviews it (the engine on its worker
// thread), while a 2 ms watchdog timer on the GUI thread records every gap between its ticks.
// The window is made anew for each run.
//
// Usage: review_stall_bench chess|draughts FILE [--game N] [--depth D]
//                           [chess|draughts FILE [--game N] [--depth D]]... [--runs R]
// Each game named is reviewed R times, the games taking turns run by run, so that a change in
// the machine's load falls on all of them alike. Prints each run's longest gap (and when it
// ended, after Review game), its longest gap while the engine runs (after the first position
// analysed, before the review is shown), the 99th percentile gap, ticks and wall time; then,
// for each game side by side and for both longest gaps, the median over the runs with its
// distribution-free 95 % confidence interval (order statistics of the binomial) and the
// slowest run.
#include <QApplication>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/main_window.h"
#include "app/review_panel.h"
#include "games/chess/pgn.h"
#include "games/draughts/pdn.h"
#include "standard_games.h"
#include "standard_views.h"

using namespace lt;
using namespace lt::shell;

namespace {

std::string loadAverage() {
    std::ifstream file("/proc/loadavg");
    std::string one, five, fifteen;
    file >> one >> five >> fifteen;
    return one + " " + five + " " + fifteen;
}

QString option(const QStringList& args, const QString& name, const QString& fallback) {
    const qsizetype at = args.indexOf(name);
    return at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
}

// Game `index` (1-based) of the file, alone in a file of its own (no "which game?" dialog).
std::string singleGame(const std::string& game, const std::string& text, int index) {
    if (game == "chess") {
        const auto games = chess::readPgn(text);
        const chess::PgnGame& chosen = games.at(static_cast<std::size_t>(index - 1));
        const chess::ReplayedGame replayed = chess::replayPgnGame(chosen, index);
        return chess::writePgn(chosen.tags, replayed.start, replayed.moves, chosen.result);
    }
    const auto games = draughts::readPdn(text);
    const draughts::PdnGame& chosen = games.at(static_cast<std::size_t>(index - 1));
    return draughts::writePdn(draughts::makePdnGame(chosen.tags, draughts::startPosition(chosen),
                                                    draughts::replay(chosen), chosen.result));
}

struct Run {
    double longestMs = 0;
    double longestAtS = 0;  // when the longest gap ended, seconds after Review game
    // The longest gap while the engine runs (after its first position, before the result).
    double longestRunningMs = 0;
    double p99Ms = 0;
    std::size_t ticks = 0;
    double seconds = 0;
    std::size_t positions = 0;
};

double percentile(std::vector<double> values, double fraction) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1))];
}

bool reviewOnce(const GameCatalog& catalog, AppSettings& settings, const QString& path, int depth,
                Run& run) {
    MainWindow window(catalog, settings, "en");
    window.overridePace(0);
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;
    if (!window.openMatch(path).isEmpty()) return false;
    GameScreen* screen = window.gameScreen();
    screen->setReviewDepth(depth);
    if (!screen->canReviewGame()) return false;

    std::vector<double> gaps;
    std::vector<double> ends;  // when each gap ended, seconds
    QElapsedTimer clock;
    qint64 lastTick = 0;
    QTimer watchdog;
    watchdog.setTimerType(Qt::PreciseTimer);
    watchdog.setInterval(2);
    QObject::connect(&watchdog, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(static_cast<double>(now - lastTick) / 1e6);
        ends.push_back(static_cast<double>(now) / 1e9);
        lastTick = now;
    });
    // The engine's run: from its first position analysed to the review shown.
    double firstProgress = -1, finished = -1;
    QObject::connect(screen->reviewPanel()->progressBar(), &QProgressBar::valueChanged, &window,
                     [&](int value) {
                         if (value > 0 && firstProgress < 0)
                             firstProgress = static_cast<double>(clock.nsecsElapsed()) / 1e9;
                     });
    QEventLoop loop;
    QObject::connect(screen, &GameScreen::gameReviewChanged, &loop, [&] {
        if (screen->gameReviewRunning()) return;
        finished = static_cast<double>(clock.nsecsElapsed()) / 1e9;
        loop.quit();
    });
    clock.start();
    watchdog.start();
    QTimer::singleShot(0, &window, [&] { window.action("reviewAction")->trigger(); });
    loop.exec();
    watchdog.stop();
    const MatchReview* review = screen->gameReview();
    if (!review || !review->review.complete) return false;
    run.positions = review->review.positions.size();
    const auto longest = std::max_element(gaps.begin(), gaps.end());
    run.longestMs = longest == gaps.end() ? 0 : *longest;
    run.longestAtS = longest == gaps.end() ? 0 : ends[longest - gaps.begin()];
    for (std::size_t i = 0; i < gaps.size(); ++i)
        if (ends[i] > firstProgress && ends[i] < finished)
            run.longestRunningMs = std::max(run.longestRunningMs, gaps[i]);
    run.p99Ms = percentile(gaps, 0.99);
    run.ticks = gaps.size();
    run.seconds = static_cast<double>(clock.elapsed()) / 1000;
    return true;
}

// The ranks (1-based) of the distribution-free 95 % confidence interval of the median of n
// values: the widest j with P(Binomial(n, 1/2) < j) <= 0.025 gives [x(j), x(n + 1 - j)].
int medianIntervalRank(int n) {
    double below = 0;  // P(B <= k) = P(B < k + 1)
    int j = 1;
    for (int k = 0; k < n; ++k) {
        below += std::exp(std::lgamma(n + 1) - std::lgamma(k + 1) - std::lgamma(n - k + 1) -
                          n * std::log(2.0));
        if (below > 0.025) break;
        j = k + 1;
    }
    return std::min(j, (n + 1) / 2);
}

// The median of `values` over the runs with its distribution-free 95 % confidence interval
// and the slowest run: "43.8 (33.0-95.7) max 96.0".
std::string medianWithInterval(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const int n = static_cast<int>(values.size());
    const double median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    const int j = medianIntervalRank(n);
    char cell[96];
    std::snprintf(cell, sizeof cell, "%.1f (%.1f-%.1f) max %.1f", median, values[j - 1],
                  values[n - j], values.back());
    return cell;
}

// One game to review, from the command line, and its runs' figures.
struct Subject {
    std::string game;  // "chess" or "draughts"
    QString file;
    int index = 1;
    int depth = 0;
    QString path;  // the game alone in a file of its own
    std::vector<double> longest, running;
};

// The games named on the command line, each with its own --game and --depth; nullopt when
// the words are off.
std::optional<std::vector<Subject>> subjectsOf(const QStringList& args) {
    std::vector<Subject> subjects;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == "chess" || args[i] == "draughts") {
            if (i + 1 >= args.size()) return std::nullopt;
            Subject subject;
            subject.game = args[i].toStdString();
            subject.file = args[++i];
            subject.depth = subject.game == "chess" ? 10 : 12;
            subjects.push_back(subject);
        } else if ((args[i] == "--game" || args[i] == "--depth") && i + 1 < args.size() &&
                   !subjects.empty()) {
            int& value = args[i] == "--game" ? subjects.back().index : subjects.back().depth;
            value = args[++i].toInt();
        } else if (args[i] == "--runs" && i + 1 < args.size()) {
            ++i;
        } else {
            return std::nullopt;
        }
    }
    if (subjects.empty()) return std::nullopt;
    return subjects;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    qputenv("XDG_DATA_HOME", (home.path() + "/data").toUtf8());
    qputenv("XDG_CONFIG_HOME", (home.path() + "/config").toUtf8());
    qputenv("XDG_RUNTIME_DIR", home.path().toUtf8());
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto subjects = subjectsOf(args);
    const int runs = option(args, "--runs", "10").toInt();
    if (!subjects || runs < 1) {
        std::fprintf(stderr,
                     "usage: review_stall_bench chess|draughts FILE [--game N] [--depth D] "
                     "[chess|draughts FILE [--game N] [--depth D]]... [--runs R]\n");
        return 2;
    }
    for (std::size_t s = 0; s < subjects->size(); ++s) {
        Subject& subject = (*subjects)[s];
        std::ifstream file(subject.file.toStdString(), std::ios::binary);
        if (!file) {
            std::fprintf(stderr, "cannot open %s\n", qPrintable(subject.file));
            return 2;
        }
        std::stringstream text;
        text << file.rdbuf();
        subject.path = home.filePath(
            QString("game%1.%2")
                .arg(s)
                .arg(subject.game == "chess" ? QStringLiteral("pgn") : QStringLiteral("pdn")));
        std::ofstream out(subject.path.toStdString(), std::ios::binary);
        out << singleGame(subject.game, text.str(), subject.index);
    }

    GameRegistry registry = makeStandardGames();
    GameCatalog catalog(registry, makeStandardGameUis());
    AppSettings settings(home.filePath("settings.json"));
    std::printf("%d runs each; load average at start: %s\n", runs, loadAverage().c_str());
    for (const Subject& subject : *subjects)
        std::printf("  %s: %s, game %d, depth %d\n", subject.game.c_str(), qPrintable(subject.file),
                    subject.index, subject.depth);
    std::printf("%-8s %4s %10s %6s %12s %8s %7s %9s %7s\n", "game", "run", "longest ms", "at s",
                "while runs", "p99 ms", "ticks", "positions", "secs");
    for (int r = 0; r < runs; ++r) {
        for (Subject& subject : *subjects) {
            Run run;
            if (!reviewOnce(catalog, settings, subject.path, subject.depth, run)) {
                std::fprintf(stderr, "%s run %d: the review did not complete\n",
                             subject.game.c_str(), r + 1);
                return 1;
            }
            subject.longest.push_back(run.longestMs);
            subject.running.push_back(run.longestRunningMs);
            std::printf("%-8s %4d %10.1f %6.1f %12.1f %8.1f %7zu %9zu %7.1f\n",
                        subject.game.c_str(), r + 1, run.longestMs, run.longestAtS,
                        run.longestRunningMs, run.p99Ms, run.ticks, run.positions, run.seconds);
            std::fflush(stdout);
        }
    }
    std::printf(
        "\nlongest gap over %d runs, ms: median (95 %% CI of the median, ranks %d and "
        "%d), slowest run\n",
        runs, medianIntervalRank(runs), runs + 1 - medianIntervalRank(runs));
    std::printf("%-36s", "");
    for (const Subject& subject : *subjects) std::printf(" %-34s", subject.game.c_str());
    std::printf("\n%-36s", "overall");
    for (const Subject& subject : *subjects)
        std::printf(" %-34s", medianWithInterval(subject.longest).c_str());
    std::printf("\n%-36s", "while the engine runs");
    for (const Subject& subject : *subjects)
        std::printf(" %-34s", medianWithInterval(subject.running).c_str());
    std::printf("\nload average at end: %s\n", loadAverage().c_str());
    return 0;
}
