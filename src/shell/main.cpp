// Ludoteca's desktop application: parses the command line, installs the translations, and
// shows the library (or a match straight away with --game).
#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "app/app_settings.h"
#include "app/command_line.h"
#include "app/game_catalog.h"
#include "app/game_screen.h"
#include "app/language.h"
#include "app/main_window.h"
#include "app/window_host.h"
#include "games/flags/classroom_entry.h"
#include "standard_games.h"
#include "standard_views.h"

namespace {

int fail(const QString& message, bool gui) {
    std::fprintf(stderr, "ludoteca: %s\n", qPrintable(message));
    if (gui) QMessageBox::critical(nullptr, QObject::tr("Ludoteca"), message);
    return 2;
}

// Whether the match has come to rest: a human is asked for something, or it is over. Deals
// and a computer's first moves are shown first, so the picture shows a real position.
bool settled(const lt::shell::MainWindow& window) {
    const lt::shell::MatchController* controller = window.gameScreen()->controller();
    if (!window.inGame() || !controller) return true;
    return controller->waitingForMove() || controller->canRoll() || controller->handOverSeat() ||
           controller->match().state().isTerminal() || controller->paused();
}

// Saves a picture of the window once it has painted and the match has settled (at most a few
// seconds), then quits: documentation screenshots and smoke tests.
void scheduleScreenshot(lt::shell::MainWindow& window, const QString& file) {
    auto* poll = new QTimer(&window);
    auto* clock = new QElapsedTimer;
    clock->start();
    QObject::connect(poll, &QTimer::timeout, &window, [&window, file, poll, clock] {
        if (!settled(window) && clock->elapsed() < 8000) return;
        poll->stop();
        delete clock;
        window.repaint();
        const bool saved = window.grab().save(file);
        if (!saved) std::fprintf(stderr, "ludoteca: cannot write %s\n", qPrintable(file));
        QCoreApplication::exit(saved ? 0 : 1);
    });
    poll->start(300);
}

}  // namespace

int main(int argc, char** argv) {
    QStringList rawArguments;
    for (int i = 0; i < argc; ++i) rawArguments << QString::fromLocal8Bit(argv[i]);
    // --help, --version and a bad command line only print: they run without a display.
    const lt::shell::CommandLineResult probe = lt::shell::parseCommandLine(rawArguments);
    const bool gui = !probe.helpAsked && !probe.versionAsked && probe.error.isEmpty();
    const std::unique_ptr<QCoreApplication> app =
        gui ? std::make_unique<QApplication>(argc, argv)
            : std::make_unique<QCoreApplication>(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationName(QStringLiteral("ludoteca"));
    QApplication::setApplicationDisplayName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationVersion(QStringLiteral(LUDOTECA_VERSION));
    // The desktop entry's name: Wayland compositors match the window to its menu entry.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.ludoteca.Ludoteca"));

    lt::shell::AppSettings settings;
    const QStringList arguments = QCoreApplication::arguments();
    // Installed before parsing, so that --help and error messages are translated too.
    const QString wanted = lt::shell::languageArgument(arguments);
    const QString language =
        lt::shell::resolveLanguage(wanted.isEmpty() ? settings.language() : wanted);
    lt::shell::installTranslations(*app, language);

    const lt::shell::CommandLineResult parsed = lt::shell::parseCommandLine(arguments);
    for (const QString& warning : parsed.warnings)
        std::fprintf(stderr, "ludoteca: %s\n", qPrintable(warning));
    if (parsed.helpAsked) {
        std::fputs(qPrintable(lt::shell::commandLineHelp()), stdout);
        return 0;
    }
    if (parsed.versionAsked) {
        std::printf("ludoteca %s\n", qPrintable(QCoreApplication::applicationVersion()));
        return 0;
    }
    if (!parsed.error.isEmpty()) return fail(parsed.error, false);
    const lt::shell::CommandLine& options = parsed.options;

    const lt::GameRegistry registry = lt::makeStandardGames();
    const lt::shell::GameCatalog catalog(registry, lt::shell::makeStandardGameUis());
    lt::shell::WindowHost host(*app, catalog, settings, language);
    lt::shell::MainWindow& window = host.window();
    if (options.pace) {
        window.overridePace(*options.pace);
        QObject::connect(&host, &lt::shell::WindowHost::windowRebuilt, &host,
                         [&host, pace = *options.pace] { host.window().overridePace(pace); });
    }

    // --game flags-classroom, the desktop file's "Classroom Quiz" action: straight to the quiz's
    // setup, full screen; Enter starts it.
    const bool classroom = options.gameId == QLatin1String(lt::shell::flags::kClassroomId);
    if (!options.gameId.isEmpty() && !classroom) {
        const lt::shell::CatalogEntry* entry = catalog.find(options.gameId);
        if (!entry) return fail(QObject::tr("--game: unknown game '%1'").arg(options.gameId), true);
        lt::shell::GameSetup setup = window.rememberedSetup(*entry);
        if (options.seats) {
            setup.seats = *options.seats;
            lt::shell::translateDefaultSeatNames(setup.seats);
        }
        if (options.undo) setup.undo = *options.undo;
        const QString error = window.startGame(options.gameId, setup, options.seed);
        if (!error.isEmpty()) return fail(error, true);
    }
    window.show();
    if (classroom) window.openClassroom();
    if (!options.screenshot.isEmpty()) {
        scheduleScreenshot(window, options.screenshot);
    } else if (options.gameId.isEmpty() && !options.noResume) {
        // After the event loop starts, so the window is on screen behind the question.
        QTimer::singleShot(0, &window, [&window] { window.offerResume(); });
    }
    return QApplication::exec();
}
