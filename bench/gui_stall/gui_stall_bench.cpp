// The GUI thread's longest stalls during whole games: the real main window, offscreen, plays a
// game of each family with computer seats at instant pace, while a 2 ms watchdog timer on the
// GUI thread records every gap between its ticks. Each game is played with the autosave as
// it is (written by its own thread) and made synchronous again (the window waits for each
// write after every move, as the app did before), on the real disk and on a simulated slow
// one (slow_disk.h: a wait in every commit).
//
// Usage: gui_stall_bench [--runs N] [--delays 0,50] [--modes sync,async] [--games id,...]
// Prints per game, delay and mode the medians over the runs of: plies, autosave requests (one
// per move), autosaves committed, the longest gap and the 99th percentile of the gaps.
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "app/app_settings.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/main_window.h"
#include "slow_disk.h"
#include "standard_games.h"
#include "standard_views.h"

using namespace lt;
using namespace lt::shell;

namespace {

struct Sample {
    double plies = 0;
    double requests = 0;
    double commits = 0;
    double longestGapMs = 0;
    double p99GapMs = 0;
    double seconds = 0;
};

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double percentile(std::vector<double> values, double fraction) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(fraction * static_cast<double>(values.size() - 1));
    return values[index];
}

std::string loadAverage() {
    std::ifstream file("/proc/loadavg");
    std::string one, five, fifteen;
    file >> one >> five >> fifteen;
    return one + " " + five + " " + fifteen;
}

QStringList listOption(const QStringList& args, const QString& name, const QString& fallback) {
    const qsizetype at = args.indexOf(name);
    const QString value = at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
    return value.split(',', Qt::SkipEmptyParts);
}

// Crazy Eights is a match of one deal instead of five: its whole five deals take minutes.
Options shortMatch(const QString& gameId) {
    Options options;
    if (gameId == "crazy-eights") options.set("deals", "1");
    return options;
}

// One whole game; false if it did not end within the time limit.
bool play(const GameCatalog& catalog, AppSettings& settings, const QString& gameId, bool sync,
          std::uint64_t seed, Sample& sample) {
    const CatalogEntry* entry = catalog.find(gameId);
    if (!entry) return false;
    const GameInfo& info = entry->game->info();
    const int players = std::clamp(2, info.minPlayers, info.maxPlayers);
    std::vector<SeatSpec> seats;
    for (int i = 0; i < players; ++i)
        seats.push_back({false, "Computer " + std::to_string(i + 1), "random", ""});

    MainWindow window(catalog, settings, "en");
    window.overridePace(0);
    window.gameScreen()->setInstantClaims(true);
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;

    int requests = 0;
    QObject::connect(window.gameScreen(), &GameScreen::matchChanged, &window, [&] {
        ++requests;
        if (sync) window.flushAutosave();
    });
    std::vector<double> gaps;
    QElapsedTimer clock;
    qint64 lastTick = 0;
    QTimer watchdog;
    watchdog.setTimerType(Qt::PreciseTimer);
    watchdog.setInterval(2);
    QObject::connect(&watchdog, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back(static_cast<double>(now - lastTick) / 1e6);
        lastTick = now;
    });
    QEventLoop loop;
    QObject::connect(window.gameScreen(), &GameScreen::gameFinished, &loop, &QEventLoop::quit);
    QTimer limit;
    limit.setSingleShot(true);
    QObject::connect(&limit, &QTimer::timeout, &loop, &QEventLoop::quit);
    const int commitsBefore = bench::autosaveCommitCount();
    bool started = true;
    QTimer::singleShot(0, &window, [&] {
        started = window.startGame(gameId, {seats, shortMatch(gameId)}, seed).isEmpty();
        if (!started) loop.quit();
    });
    clock.start();
    watchdog.start();
    limit.start(600'000);
    loop.exec();
    watchdog.stop();
    const MatchController* controller = window.gameScreen()->controller();
    const bool finished = started && controller && controller->match().state().isTerminal();
    sample.plies = finished ? static_cast<double>(controller->match().ply()) : 0;
    window.flushAutosave();  // the finished match's autosave is removed
    sample.requests = requests;
    sample.commits = bench::autosaveCommitCount() - commitsBefore;
    sample.longestGapMs = gaps.empty() ? 0 : *std::max_element(gaps.begin(), gaps.end());
    sample.p99GapMs = percentile(gaps, 0.99);
    sample.seconds = static_cast<double>(clock.elapsed()) / 1000;
    return finished;
}

}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // A private home: the autosave, the statistics and the settings go there.
    QTemporaryDir home;
    qputenv("HOME", home.path().toUtf8());
    qputenv("XDG_DATA_HOME", (home.path() + "/data").toUtf8());
    qputenv("XDG_CONFIG_HOME", (home.path() + "/config").toUtf8());
    qputenv("XDG_RUNTIME_DIR", home.path().toUtf8());
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int runs = listOption(args, "--runs", "3").value(0).toInt();
    const QStringList delays = listOption(args, "--delays", "0,50");
    const QStringList modes = listOption(args, "--modes", "sync,async");
    const QStringList games =
        listOption(args, "--games", "morris,yam,crazy-eights,flags-questo-quello,rectangle-race");

    GameRegistry registry = makeStandardGames();
    GameCatalog catalog(registry, makeStandardGameUis());
    AppSettings settings(home.filePath("settings.json"));

    std::printf("load average at start: %s\n", loadAverage().c_str());
    std::printf("%-20s %6s %-6s %6s %8s %8s %10s %8s %7s\n", "game", "delay", "mode", "plies",
                "requests", "commits", "longest ms", "p99 ms", "secs");
    for (const QString& game : games)
        for (const QString& delay : delays)
            for (const QString& mode : modes) {
                bench::setDiskDelay(delay.toInt());
                std::vector<double> plies, requests, commits, longest, p99, seconds;
                for (int run = 0; run < runs; ++run) {
                    Sample sample;
                    if (!play(catalog, settings, game, mode == "sync",
                              static_cast<std::uint64_t>(run + 1), sample)) {
                        std::fprintf(stderr, "%s: the game did not finish\n", qPrintable(game));
                        return 1;
                    }
                    plies.push_back(sample.plies);
                    requests.push_back(sample.requests);
                    commits.push_back(sample.commits);
                    longest.push_back(sample.longestGapMs);
                    p99.push_back(sample.p99GapMs);
                    seconds.push_back(sample.seconds);
                }
                std::printf("%-20s %6s %-6s %6.0f %8.0f %8.0f %10.1f %8.1f %7.1f\n",
                            qPrintable(game), qPrintable(delay), qPrintable(mode), median(plies),
                            median(requests), median(commits), median(longest), median(p99),
                            median(seconds));
                std::fflush(stdout);
            }
    std::printf("load average at end: %s\n", loadAverage().c_str());
    return 0;
}
