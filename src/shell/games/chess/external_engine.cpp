#include "games/chess/external_engine.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QStringList>

#include "games/chess/engine/uci_engine_agent.h"

namespace lt::shell::chess {
namespace {

namespace engine = lt::chess::engine;

constexpr int kCheckTimeoutMs = 5000;

}  // namespace

ExternalEngineUi externalEngineUi() {
    ExternalEngineUi ui;
    ui.level = engine::kUciLevel;
    ui.kindLabel = QCoreApplication::translate("games", "External UCI engine");
    ui.levelFor = [](const QString& program) { return engine::uciLevelFor(program.toStdString()); };
    ui.programOf = [](const std::string& level) {
        return QString::fromStdString(engine::uciLevelProgram(level).value_or(""));
    };
    ui.find = [] { return QString::fromStdString(engine::findUciEngine().value_or("")); };
    ui.notFoundText = [] {
        QStringList dirs;
        for (const std::string& dir : engine::uciEngineSearchDirectories())
            dirs << QDir::toNativeSeparators(QString::fromStdString(dir));
        return QCoreApplication::translate(
                   "lt::shell::chess::ExternalEngine",
                   "No UCI chess engine was found: “stockfish” was looked for in %1. Install "
                   "Stockfish (Debian: apt install stockfish), or choose the engine's program.")
            .arg(QLocale().createSeparatedList(dirs));
    };
    ui.check = [](const QString& program, QString& name) {
        using Outcome = engine::UciEngineCheck::Outcome;
        const auto result = engine::checkUciEngine(program.toStdString(), kCheckTimeoutMs);
        switch (result.outcome) {
            case Outcome::Ok:
                name = QString::fromStdString(result.name);
                return QString();
            case Outcome::NotRunnable:
                return QCoreApplication::translate(
                           "lt::shell::chess::ExternalEngine",
                           "“%1” cannot be run: there is no such program, or it is not "
                           "executable.")
                    .arg(program);
            case Outcome::Stopped:
                return QCoreApplication::translate(
                           "lt::shell::chess::ExternalEngine",
                           "“%1” stopped without answering “uciok”: it is not a UCI chess "
                           "engine.")
                    .arg(program);
            case Outcome::NoAnswer:
                break;
        }
        return QCoreApplication::translate(
                   "lt::shell::chess::ExternalEngine",
                   "“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess "
                   "engine.")
            .arg(program)
            .arg(kCheckTimeoutMs / 1000);
    };
    return ui;
}

}  // namespace lt::shell::chess
