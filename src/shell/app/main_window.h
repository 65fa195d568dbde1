// The application window: the library and the game screen in a stack, with the standard
// actions (menus, toolbar, shortcuts), autosave, save/open, rules and settings.
#pragma once

#include <QMainWindow>
#include <functional>
#include <optional>

#include "app/app_settings.h"
#include "app/game_catalog.h"

class QAction;
class QLabel;
class QStackedWidget;

namespace lt::shell {

class AutosaveWriter;
class GameScreen;
class LibraryScreen;
class SoundBoard;
class StatisticsKeeper;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    MainWindow(const GameCatalog& catalog, AppSettings& settings, const QString& language,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    LibraryScreen* library() const { return library_; }
    GameScreen* gameScreen() const { return gameScreen_; }
    bool inGame() const;

    // The animation pace: from the settings unless overridden (--pace, tests).
    double pace() const;
    void overridePace(double pace) { paceOverride_ = pace; }

    // Starts a match of `gameId` without the dialog; returns the reason on failure.
    QString startGame(const QString& gameId, const GameSetup& setup,
                      std::optional<std::uint64_t> seed = {});
    // The game's remembered setup (or its default one).
    GameSetup rememberedSetup(const CatalogEntry& entry) const;
    // Opens the new-game dialog for `gameId` and starts the match if accepted.
    void chooseNewGame(const QString& gameId);

    // Save and open *.ludoteca files, or a game's own format by the file's suffix (*.pgn for
    // chess, *.pdn for draughts: GameUi::fileFormats). On failure the current match is kept
    // and the reason is returned (it names the line and field of a bad file). An empty result
    // with no match change means the user cancelled the choice of a game. A *.ludoteca file,
    // like the autosave, keeps the game review's analyses (GameScreen::keptReview).
    QString saveMatch(const QString& path) const;
    QString openMatch(const QString& path);

    // Starts the current game again, same players and rules, from the position `fen` (games
    // with a "fen" text option: chess, draughts). Returns the reason on failure.
    QString setUpPosition(const QString& fen);
    // Whether the current game can start from a FEN position.
    bool canSetUpPosition() const;

    // At start-up: if an unfinished match was autosaved, asks whether to resume it. A damaged
    // autosave (unreadable, truncated, a bad move, an unknown game) is named in a message box
    // with file:line: field and kept aside as autosave.ludoteca.broken-<yyyyMMdd-HHmmss>.
    void offerResume();
    // "Autosave failed: <path>: <reason>" while the last autosave failed, else empty; shown
    // in the status bar until an autosave succeeds.
    QString autosaveProblem() const;
    // The autosave is written on its own thread after every move. This waits until the match
    // as it now stands is on disk (at most AutosaveWriter::kCloseWait) and shows the outcome;
    // false if the disk did not finish in time. Tests read the file after it.
    bool flushAutosave();
    // Where a test or the bench puts a slow or failing write step.
    AutosaveWriter& autosaveWriter() const { return *autosaveWriter_; }

    // Hands the board settings (square numbers) to the game screen, as at start and after the
    // Settings dialog.
    void applyBoardSettings();

    void showLibrary();
    // The classroom flag quiz (projector mode): a full screen of its own, not a match.
    void openClassroom();
    QAction* action(const QString& objectName) const;

  signals:
    // The user chose another interface language in the settings (saved already): the
    // WindowHost builds the window again in it, and the match goes on.
    void languageChosen(const QString& language);

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    void createActions();
    void createMenus();
    void updateActions();
    // Hands the match to the autosave thread (which removes the file once the match is over),
    // with its game review; again when a review finishes or is cancelled.
    void autosave();
    // The match's record with what its game review analysed.
    MatchRecord recordWithReview() const;
    // Shows the outcome of an autosave: "" or the reason.
    void autosaveWritten(const QString& problem);
    void showAutosaveProblem(const QString& problem);
    void setAsideDamagedAutosave(const QString& problem);
    void showGame();
    void restart();
    void saveAs();
    void openFile();
    // Asks before a new match replaces one in progress with changes not saved in a file.
    bool mayReplaceMatch(const QString& title, const QString& question);
    void setMatchFile(const QString& path);
    QString openGameFile(const QString& path, const GameFileFormat& format,
                         const CatalogEntry& entry);
    // The game and format that read or write files with `path`'s suffix, or nullptr.
    const GameFileFormat* formatFor(const QString& path, const CatalogEntry** entry) const;
    void askSetUpPosition();
    void pasteFen();
    void showRules();
    void showSettings();
    // Writes the settings now; a failure is shown in a message box.
    void saveSettings();
    void toggleFullScreen();
    void showError(const QString& title, const QString& message);
    QAction* addAction(const QString& name, const QString& text, const QString& icon,
                       const QKeySequence& shortcut, std::function<void()> slot);

    const GameCatalog& catalog_;
    AppSettings& settings_;
    QString language_;
    std::optional<double> paceOverride_;
    SoundBoard* sounds_;
    QStackedWidget* stack_;
    LibraryScreen* library_;
    GameScreen* gameScreen_;
    // Destroyed with the window, after the match: waits for the last snapshot (bounded).
    AutosaveWriter* autosaveWriter_;
    QLabel* autosaveProblem_ = nullptr;
    // Set when a damaged autosave could not be renamed: autosave would overwrite it.
    QString keptAutosaveProblem_;
    // The file the match was last saved to or opened from ("" for a new match), and whether
    // it changed since: the title names the file, and Open asks before replacing changes.
    QString matchFile_;
    bool unsavedChanges_ = false;
    StatisticsKeeper* statistics_;
};

}  // namespace lt::shell
