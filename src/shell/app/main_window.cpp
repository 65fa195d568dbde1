#include "app/main_window.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <algorithm>
#include <filesystem>
#include <system_error>

#include "app/about_dialog.h"
#include "app/app_style.h"
#include "app/autosave_writer.h"
#include "app/file_dialog_defaults.h"
#include "app/game_screen.h"
#include "app/game_texts.h"
#include "app/library_screen.h"
#include "app/match_files.h"
#include "app/new_game_dialog.h"
#include "app/rules_dialog.h"
#include "app/settings_dialog.h"
#include "app/sound_board.h"
#include "app/statistics_keeper.h"
#include "app/window_size.h"
#include "framework/error_location.h"
#include "framework/errors.h"
#include "framework/undo_policy.h"
#include "games/flags/classroom_entry.h"
#include "games/flags/classroom_window.h"
#include "widgets/physical_scale.h"

namespace lt::shell {
namespace {

// The tooltip an action was made with: the one it shows while nothing forbids it.
constexpr const char* kPlainToolTip = "plainToolTip";

// Enables `action`, or disables it with `why` (when there is a reason to say) as its tooltip.
void enableWithReason(QAction* action, bool enabled, const QString& why) {
    action->setEnabled(enabled);
    const QString plain = action->property(kPlainToolTip).toString();
    action->setToolTip(enabled || why.isEmpty() ? plain : why);
}

}  // namespace

MainWindow::MainWindow(const GameCatalog& catalog, AppSettings& settings, const QString& language,
                       QWidget* parent)
    : QMainWindow(parent), catalog_(catalog), settings_(settings), language_(language) {
    setObjectName("mainWindow");
    setWindowTitle(tr("Ludoteca"));
    setWindowIcon(QIcon(":/assets/icons/ludoteca.svg"));
    setStyleSheet(applicationStyleSheet());
    sounds_ = new SoundBoard(this);
    autosaveWriter_ = new AutosaveWriter(autosavePath(), this);
    connect(autosaveWriter_, &AutosaveWriter::written, this, &MainWindow::autosaveWritten);
    sounds_->setEnabled(settings_.soundsOn());

    stack_ = new QStackedWidget(this);
    library_ = new LibraryScreen(catalog_, stack_);
    gameScreen_ = new GameScreen(*sounds_, stack_);
    stack_->addWidget(library_);
    stack_->addWidget(gameScreen_);
    applyBoardSettings();
    setCentralWidget(stack_);
    connect(library_, &LibraryScreen::gameChosen, this, &MainWindow::chooseNewGame);
    connect(library_, &LibraryScreen::currentGameChanged, this, &MainWindow::updateActions);
    library_->addScreenTile(QString::fromLatin1(flags::kClassroomId), tr("Classroom Quiz"),
                            tr("1–6 teams"), flags::classroomTile().tileImage, Family::Flags);
    connect(library_, &LibraryScreen::screenChosen, this, &MainWindow::openClassroom);
    connect(gameScreen_, &GameScreen::matchChanged, this, [this] {
        unsavedChanges_ = true;
        autosave();
        updateActions();
    });
    connect(gameScreen_, &GameScreen::phaseChanged, this, &MainWindow::updateActions);
    connect(gameScreen_, &GameScreen::gameReviewChanged, this, &MainWindow::updateActions);
    connect(gameScreen_, &GameScreen::gameReviewKept, this, &MainWindow::autosave);
    statistics_ = new StatisticsKeeper(catalog_, this);
    connect(gameScreen_, &GameScreen::gameFinished, this,
            [this] { statistics_->matchFinished(gameScreen_->controller()); });

    createActions();
    createMenus();
    if (!restoreGeometry(settings_.windowGeometry()))
        resize(firstWindowSize(screen()->availableGeometry().size()));
    action("fullScreenAction")->setChecked(isFullScreen());
    updateActions();
    if (!settings_.loadProblem().isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Settings"), settings_.loadProblem(),
                                    QMessageBox::Ok, this);
        box->setObjectName("settingsProblem");
        box->setAttribute(Qt::WA_DeleteOnClose);
        QTimer::singleShot(0, box, [box] { box->open(); });
    }
}

MainWindow::~MainWindow() {
    gameScreen_->endMatch();
}

QAction* MainWindow::addAction(const QString& name, const QString& text, const QString& icon,
                               const QKeySequence& shortcut, std::function<void()> slot) {
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    if (!icon.isEmpty()) action->setIcon(QIcon(QStringLiteral(":/assets/icons/%1.svg").arg(icon)));
    if (!shortcut.isEmpty()) {
        action->setShortcut(shortcut);
        action->setToolTip(
            QStringLiteral("%1 (%2)").arg(QString(text).remove('&').remove(QStringLiteral("…")),
                                          shortcut.toString(QKeySequence::NativeText)));
    }
    action->setProperty(kPlainToolTip, action->toolTip());
    connect(action, &QAction::triggered, this, std::move(slot));
    QMainWindow::addAction(action);  // shortcuts also work in full screen, without the menu bar
    return action;
}

QAction* MainWindow::action(const QString& objectName) const {
    return findChild<QAction*>(objectName);
}

void MainWindow::createActions() {
    addAction("newAction", tr("&New Game…"), "new", QKeySequence::New, [this] {
        if (inGame())
            chooseNewGame(QString::fromStdString(gameScreen_->entry()->game->info().id));
        else if (stack_->currentWidget() == library_)
            chooseNewGame(library_->currentGameId());  // disabled without a current tile
        else
            showLibrary();
    });
    addAction("restartAction", tr("&Restart"), "restart", QKeySequence(Qt::CTRL | Qt::Key_R),
              [this] { restart(); });
    addAction("undoAction", tr("&Undo"), "undo", QKeySequence(Qt::CTRL | Qt::Key_Z), [this] {
        if (inGame()) gameScreen_->controller()->undo();
    });
    addAction("redoAction", tr("Re&do"), "redo", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
              [this] {
                  if (inGame()) gameScreen_->controller()->redo();
              });
    addAction("hintAction", tr("&Hint"), "hint", QKeySequence(Qt::Key_H), [this] {
        if (inGame()) gameScreen_->controller()->hint();
    });
    addAction("reviewAction", tr("Re&view Game"), "", QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
        if (inGame()) gameScreen_->reviewGame();
    });
    addAction("saveAction", tr("&Save…"), "save", QKeySequence(Qt::CTRL | Qt::Key_S),
              [this] { saveAs(); });
    addAction("openAction", tr("&Open…"), "open", QKeySequence(Qt::CTRL | Qt::Key_O),
              [this] { openFile(); });
    addAction("setUpPositionAction", tr("Set Up &Position from FEN…"), "", QKeySequence(),
              [this] { askSetUpPosition(); });
    addAction("pasteFenAction", tr("Paste Position (&FEN)"), "",
              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), [this] { pasteFen(); });
    addAction("rulesAction", tr("&Rules"), "rules", QKeySequence(Qt::Key_F1),
              [this] { showRules(); });
    auto* fullScreen = addAction("fullScreenAction", tr("&Full Screen"), "fullscreen",
                                 QKeySequence(Qt::Key_F11), [this] { toggleFullScreen(); });
    fullScreen->setCheckable(true);
    addAction("quitAction", tr("&Quit"), "quit", QKeySequence(Qt::CTRL | Qt::Key_Q),
              [this] { close(); });
    addAction("settingsAction", tr("&Settings…"), "settings",
              QKeySequence(Qt::CTRL | Qt::Key_Comma), [this] { showSettings(); });
    addAction("libraryAction", tr("&Library"), "library", QKeySequence(Qt::ALT | Qt::Key_Home),
              [this] { showLibrary(); });
    addAction("statisticsAction", tr("S&tatistics…"), "", QKeySequence(),
              [this] { statistics_->showWindow(); });
    addAction("classroomAction", tr("&Classroom Quiz"), "", QKeySequence(Qt::Key_F9),
              [this] { openClassroom(); });
}

void MainWindow::createMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    for (const char* name : {"newAction", "restartAction", "openAction", "saveAction"})
        game->addAction(action(name));
    game->addSeparator();
    game->addAction(action("setUpPositionAction"));
    game->addAction(action("pasteFenAction"));
    game->addSeparator();
    game->addAction(action("libraryAction"));
    game->addAction(action("classroomAction"));
    game->addAction(action("statisticsAction"));
    game->addSeparator();
    game->addAction(action("quitAction"));
    QMenu* move = menuBar()->addMenu(tr("&Move"));
    for (const char* name : {"undoAction", "redoAction", "hintAction", "reviewAction"})
        move->addAction(action(name));
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(action("fullScreenAction"));
    view->addAction(action("settingsAction"));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action("rulesAction"));
    QAction* about = help->addAction(tr("&About Ludoteca"), this, [this] {
        auto* dialog = new AboutDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    about->setObjectName("aboutAction");

    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName("mainToolBar");
    bar->setMovable(false);
    bar->setIconSize(QSize(22, 22));
    bar->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    for (const char* name : std::initializer_list<const char*>{
             "libraryAction", "newAction", "restartAction", nullptr, "undoAction", "redoAction",
             "hintAction", nullptr, "openAction", "saveAction", nullptr, "rulesAction",
             "settingsAction", "fullScreenAction"}) {
        if (name)
            bar->addAction(action(name));
        else
            bar->addSeparator();
    }
}

bool MainWindow::inGame() const {
    return stack_->currentWidget() == gameScreen_ && gameScreen_->controller() != nullptr;
}

double MainWindow::pace() const {
    return paceOverride_.value_or(settings_.pace());
}

void MainWindow::updateActions() {
    const bool game = inGame();
    const MatchController* controller = game ? gameScreen_->controller() : nullptr;
    action("restartAction")->setEnabled(game);
    enableWithReason(action("undoAction"), controller && controller->canUndo(),
                     controller ? controller->whyNoUndo() : QString());
    enableWithReason(action("redoAction"), controller && controller->canRedo(),
                     controller ? controller->whyNoRedo() : QString());
    action("hintAction")->setEnabled(controller && controller->canHint());
    action("reviewAction")->setEnabled(game && gameScreen_->canReviewGame());
    action("saveAction")->setEnabled(game);
    action("setUpPositionAction")->setEnabled(game && canSetUpPosition());
    action("pasteFenAction")->setEnabled(game && canSetUpPosition());
    // In the library, New Game… and Rules act on the tile that has the focus.
    const bool inLibrary = stack_->currentWidget() == library_;
    const bool tile = inLibrary && !library_->currentGameId().isEmpty();
    action("newAction")->setEnabled(!inLibrary || tile);
    action("rulesAction")->setEnabled(game || tile);
    action("libraryAction")->setEnabled(game);
    if (game && !matchFile_.isEmpty()) {
        setWindowTitle(tr("%1 — %2 — Ludoteca")
                           .arg(QFileInfo(matchFile_).fileName(),
                                gameName(gameScreen_->entry()->game->info())));
    } else if (game) {
        setWindowTitle(tr("%1 — Ludoteca").arg(gameName(gameScreen_->entry()->game->info())));
    } else {
        setWindowTitle(tr("Ludoteca"));
    }
}

GameSetup MainWindow::rememberedSetup(const CatalogEntry& entry) const {
    const std::string& id = entry.game->info().id;
    return settings_.hasSetup(id) ? sanitisedSetup(entry, settings_.setup(id))
                                  : defaultSetup(entry);
}

void MainWindow::chooseNewGame(const QString& gameId) {
    const CatalogEntry* entry = catalog_.find(gameId);
    if (!entry) return;
    NewGameDialog dialog(*entry, rememberedSetup(*entry), this);
    if (dialog.exec() != QDialog::Accepted) return;
    const GameSetup setup = dialog.setup();
    settings_.setSetup(entry->game->info().id, setup);
    saveSettings();
    const QString error = startGame(gameId, setup);
    if (!error.isEmpty()) showError(tr("Cannot start the game"), error);
}

QString MainWindow::startGame(const QString& gameId, const GameSetup& setup,
                              std::optional<std::uint64_t> seed) {
    const CatalogEntry* entry = catalog_.find(gameId);
    if (!entry) return tr("There is no game '%1'.").arg(gameId);
    try {
        Match match(*entry->game, setup.options, setup.seats,
                    seed.value_or(QRandomGenerator::global()->generate64()),
                    setup.undo.value_or(defaultUndoPolicy(entry->game->info(), setup.seats)));
        gameScreen_->startMatch(*entry, std::move(match), pace());
    } catch (const InputError& e) {
        // The game's reason in the player's language (a seating the game refuses).
        const QString reason = translatedGameText(e.reason());
        return e.field().empty()
                   ? reason
                   : QStringLiteral("%1: %2").arg(QString::fromStdString(e.field()), reason);
    }
    setMatchFile({});
    showGame();
    autosave();
    return {};
}

void MainWindow::restart() {
    if (!inGame()) return;
    const Match& match = gameScreen_->controller()->match();
    if (match.ply() > 0 && !match.state().isTerminal() &&
        QMessageBox::question(this, tr("Restart"),
                              tr("Start this game again from the beginning? The current match "
                                 "will be lost.")) != QMessageBox::Yes)
        return;
    const GameSetup setup{match.seats(), match.options(), match.undoPolicy()};
    const QString error = startGame(QString::fromStdString(match.game().info().id), setup);
    if (!error.isEmpty()) showError(tr("Cannot start the game"), error);
}

void MainWindow::openClassroom() {
    if (qobject_cast<flags::ClassroomWindow*>(stack_->currentWidget())) return;
    gameScreen_->endMatch();
    auto* classroom = new flags::ClassroomWindow(stack_, language_);
    stack_->addWidget(classroom);
    stack_->setCurrentWidget(classroom);
    // Projector mode: the quiz has the whole screen, without the app's menus and toolbar (its
    // own pages have Back and the keys); the window comes back as it was.
    const Qt::WindowStates before = windowState();
    auto* toolBar = findChild<QToolBar*>("mainToolBar");
    menuBar()->hide();
    toolBar->hide();
    showFullScreen();
    action("fullScreenAction")->setChecked(true);
    classroom->setFocus();
    connect(classroom, &flags::ClassroomWindow::closeRequested, this,
            [this, classroom, before, toolBar] {
                stack_->setCurrentWidget(library_);
                stack_->removeWidget(classroom);
                classroom->deleteLater();
                menuBar()->show();
                toolBar->show();
                setWindowState(before);
                action("fullScreenAction")->setChecked(isFullScreen());
                updateActions();
            });
    updateActions();
}

void MainWindow::showGame() {
    stack_->setCurrentWidget(gameScreen_);
    updateActions();
}

void MainWindow::showLibrary() {
    // The match stays autosaved: it can be resumed at the next start or opened again.
    gameScreen_->endMatch();
    stack_->setCurrentWidget(library_);
    updateActions();
}

void MainWindow::autosave() {
    if (!gameScreen_->controller()) return;
    if (!keptAutosaveProblem_.isEmpty()) return autosaveWritten(keptAutosaveProblem_);
    const Match& match = gameScreen_->controller()->match();
    std::optional<RecordedReview> review = gameScreen_->keptReview();
    // A finished game leaves nothing to resume, unless it has a review to come back to.
    if (match.state().isTerminal() && !review) return autosaveWriter_->remove();
    MatchRecord record = match.record();
    record.review = std::move(review);
    autosaveWriter_->save(std::move(record));
}

MatchRecord MainWindow::recordWithReview() const {
    MatchRecord record = gameScreen_->controller()->match().record();
    record.review = gameScreen_->keptReview();
    return record;
}

void MainWindow::autosaveWritten(const QString& problem) {
    showAutosaveProblem(problem.isEmpty()
                            ? QString()
                            : tr("Autosave failed: %1: %2")
                                  .arg(QDir::toNativeSeparators(autosaveWriter_->path()), problem));
}

bool MainWindow::flushAutosave() {
    return autosaveWriter_->flush();
}

void MainWindow::showAutosaveProblem(const QString& problem) {
    if (problem.isEmpty()) {
        if (autosaveProblem_) autosaveProblem_->hide();
        return;
    }
    if (!autosaveProblem_) {
        // Created at the first failure: the status bar stays away while all is well.
        autosaveProblem_ = new QLabel(this);
        autosaveProblem_->setObjectName("autosaveProblem");
        autosaveProblem_->setStyleSheet(QStringLiteral("color: #b3261e; font-weight: bold;"));
        statusBar()->addPermanentWidget(autosaveProblem_, 1);
    }
    autosaveProblem_->setText(problem);
    autosaveProblem_->setToolTip(problem);
    autosaveProblem_->show();
}

QString MainWindow::autosaveProblem() const {
    return autosaveProblem_ && !autosaveProblem_->isHidden() ? autosaveProblem_->text() : QString();
}

QString MainWindow::saveMatch(const QString& path) const {
    if (!gameScreen_->controller()) return tr("No game is in progress.");
    const CatalogEntry* owner = nullptr;
    if (const GameFileFormat* format = formatFor(path, &owner)) {
        if (owner != gameScreen_->entry())
            return tr("A %1 file holds games of %2 only.")
                .arg(format->suffix.toUpper(), gameName(owner->game->info()));
        return format->save(path, gameScreen_->controller()->match(), gameScreen_->gameReview());
    }
    return writeRecordFile(path, recordWithReview());
}

const GameFileFormat* MainWindow::formatFor(const QString& path, const CatalogEntry** entry) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const CatalogEntry& candidate : catalog_.entries())
        for (const GameFileFormat& format : candidate.ui.fileFormats)
            if (format.suffix == suffix) {
                if (entry) *entry = &candidate;
                return &format;
            }
    return nullptr;
}

QString MainWindow::openGameFile(const QString& path, const GameFileFormat& format,
                                 const CatalogEntry& entry) {
    QString notice;
    try {
        std::optional<review::GameReview> review;
        std::optional<MatchRecord> record = format.open(path, this, notice, review);
        if (!record) return {};  // the user chose no game
        Match match = Match::fromRecord(catalog_.registry(), *record);
        gameScreen_->startMatch(entry, std::move(match), pace());
        if (review) gameScreen_->setGameReview(std::move(*review));
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    showGame();
    autosave();
    if (!notice.isEmpty()) {
        // Not modal: the game is open behind it, at the last legal move.
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Open"), notice, QMessageBox::Ok, this);
        box->setObjectName("fileNoticeBox");
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    return {};
}

bool MainWindow::canSetUpPosition() const {
    const CatalogEntry* entry = gameScreen_->entry();
    if (!entry) return false;
    const auto& options = entry->game->info().options;
    return std::any_of(options.begin(), options.end(), [](const OptionSpec& spec) {
        return spec.key == "fen" && spec.kind == OptionSpec::Kind::Text;
    });
}

QString MainWindow::setUpPosition(const QString& fen) {
    if (!gameScreen_->controller() || !canSetUpPosition())
        return tr("This game cannot start from a FEN position.");
    const Match& match = gameScreen_->controller()->match();
    GameSetup setup{match.seats(), match.options()};
    setup.options.set("fen", fen.simplified().toStdString());
    return startGame(QString::fromStdString(match.game().info().id), setup);
}

void MainWindow::askSetUpPosition() {
    if (!inGame() || !canSetUpPosition()) return;
    // The clipboard's text as a starting point when it is one line, else the current position.
    QString text = QApplication::clipboard()->text().trimmed();
    if (text.contains('\n') || text.size() > 400) text.clear();
    bool ok = false;
    text = QInputDialog::getText(this, tr("Set Up Position"),
                                 tr("Position in FEN (the game starts again from it, with the "
                                    "same players and rules):"),
                                 QLineEdit::Normal, text, &ok);
    if (!ok) return;
    const QString error = setUpPosition(text);
    if (!error.isEmpty()) showError(tr("Cannot set up the position"), error);
}

void MainWindow::pasteFen() {
    if (!inGame() || !canSetUpPosition()) return;
    const QString text = QApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        showError(tr("Cannot set up the position"), tr("The clipboard holds no text."));
        return;
    }
    const Match& match = gameScreen_->controller()->match();
    if (match.ply() > 0 && !match.state().isTerminal() &&
        QMessageBox::question(this, tr("Set Up Position"),
                              tr("Start again from the position on the clipboard? The current "
                                 "match will be lost.")) != QMessageBox::Yes)
        return;
    const QString error = setUpPosition(text);
    if (!error.isEmpty()) showError(tr("Cannot set up the position"), error);
}

QString MainWindow::openMatch(const QString& path) {
    const CatalogEntry* owner = nullptr;
    if (const GameFileFormat* format = formatFor(path, &owner))
        return openGameFile(path, *format, *owner);
    try {
        RecordLines lines;
        const MatchRecord record = readRecordFile(path, &lines);
        const CatalogEntry* entry = catalog_.find(record.gameId);
        if (!entry)
            return tr("This file is a match of '%1', a game that is not installed.")
                .arg(QString::fromStdString(record.gameId));
        Match match = replayRecord(catalog_.registry(), record, lines);
        gameScreen_->startMatch(*entry, std::move(match), pace());
        if (record.review) gameScreen_->restoreGameReview(*record.review);
    } catch (const InputError& e) {
        return QString::fromUtf8(e.what());
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    showGame();
    autosave();
    return {};
}

void MainWindow::setMatchFile(const QString& path) {
    matchFile_ = path;
    unsavedChanges_ = false;
    updateActions();
}

bool MainWindow::mayReplaceMatch(const QString& title, const QString& question) {
    if (!inGame()) return true;
    const Match& match = gameScreen_->controller()->match();
    if (match.ply() == 0 || match.state().isTerminal() || !unsavedChanges_) return true;
    return QMessageBox::question(this, title, question) == QMessageBox::Yes;
}

void MainWindow::saveAs() {
    if (!inGame()) return;
    QStringList filters{tr("Ludoteca matches (*.ludoteca)")};
    const auto& formats = gameScreen_->entry()->ui.fileFormats;
    for (const GameFileFormat& format : formats) filters << format.filter;
    const QString proposed =
        !matchFile_.isEmpty() ? matchFile_
                              : proposedSavePath(dialogStartFolder(settings_.lastFolder()),
                                                 gameName(gameScreen_->entry()->game->info()),
                                                 QDate::currentDate(), QStringLiteral("ludoteca"));
    QString chosenFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Match"), proposed,
                                                filters.join(QStringLiteral(";;")), &chosenFilter);
    if (path.isEmpty()) return;
    // The suffix the user typed decides the format; without one, the chosen filter does.
    QString suffix = QStringLiteral("ludoteca");
    for (const GameFileFormat& format : formats)
        if (chosenFilter == format.filter) suffix = format.suffix;
    if (QFileInfo(path).suffix().isEmpty()) path += QLatin1Char('.') + suffix;
    const QString error = saveMatch(path);
    if (!error.isEmpty()) {
        showError(tr("Cannot save the match"),
                  QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), error));
        return;
    }
    settings_.setLastFolder(QFileInfo(path).absolutePath());
    setMatchFile(path);
    gameScreen_->showNote(tr("Saved as %1").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::openFile() {
    if (!mayReplaceMatch(tr("Open Match"),
                         tr("Open another match? The moves of this one since it was last saved "
                            "will be lost.")))
        return;
    const QString dir = dialogStartFolder(settings_.lastFolder());
    QStringList patterns{QStringLiteral("*.ludoteca")};
    QStringList filters{tr("Ludoteca matches (*.ludoteca)")};
    for (const CatalogEntry& entry : catalog_.entries())
        for (const GameFileFormat& format : entry.ui.fileFormats) {
            patterns << QStringLiteral("*.") + format.suffix;
            filters << format.filter;
        }
    filters.prepend(tr("All supported files (%1)").arg(patterns.join(QLatin1Char(' '))));
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Match"), dir,
                                                      filters.join(QStringLiteral(";;")));
    if (path.isEmpty()) return;
    settings_.setLastFolder(QFileInfo(path).absolutePath());
    const QString error = openMatch(path);
    if (!error.isEmpty()) {
        showError(tr("Cannot open the match"),
                  tr("%1 is not a valid match file:\n%2").arg(QFileInfo(path).fileName(), error));
        return;
    }
    setMatchFile(path);
}

void MainWindow::offerResume() {
    const QString path = autosavePath();
    if (!QFileInfo::exists(path)) return;
    MatchRecord record;
    const CatalogEntry* entry = nullptr;
    bool finished = false;
    try {
        RecordLines lines;
        record = readRecordFile(path, &lines);
        entry = catalog_.find(record.gameId);
        if (!entry) throw InputError("unknown game '" + record.gameId + "'", lines.game, "game");
        // Every move checked before asking.
        finished = replayRecord(catalog_.registry(), record, lines).state().isTerminal();
    } catch (const InputError& e) {
        setAsideDamagedAutosave(QString::fromStdString(
            locatedMessage(QDir::toNativeSeparators(path).toStdString(), e)));
        return;
    } catch (const std::exception& e) {
        setAsideDamagedAutosave(QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path),
                                                             QString::fromUtf8(e.what())));
        return;
    }
    // Moves as the players count them: deals and dice rolls are not moves.
    const auto played =
        std::count_if(record.moves.begin(), record.moves.begin() + record.cursor,
                      [](const RecordedMove& m) { return m.actor != actor::chance; });
    QStringList players;
    for (const SeatSpec& seat : record.seats) players << QString::fromStdString(seat.name);
    const QString when = QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat);
    // A finished game is kept only for its review (autosave()).
    const QString question =
        finished ? tr("Your review of a finished game of %1 with %2, played %3, is kept. "
                      "Open it?")
                       .arg(gameName(entry->game->info()), players.join(tr(", ")), when)
                 : tr("You have an unfinished game of %1 with %2, last played %3 (%n move(s)). "
                      "Resume it?",
                      nullptr, static_cast<int>(played))
                       .arg(gameName(entry->game->info()), players.join(tr(", ")), when);
    QMessageBox box(QMessageBox::Question, finished ? tr("Review Game") : tr("Resume"), question,
                    QMessageBox::NoButton, this);
    box.setObjectName("resumeQuestion");
    QPushButton* resume =
        box.addButton(finished ? tr("Open") : tr("Resume"), QMessageBox::AcceptRole);
    box.addButton(tr("Not now"), QMessageBox::RejectRole);
    box.setDefaultButton(resume);
    box.exec();
    if (box.clickedButton() != resume) return;
    const QString error = openMatch(path);
    if (!error.isEmpty()) showError(tr("Cannot resume the match"), error);
}

void MainWindow::setAsideDamagedAutosave(const QString& problem) {
    // Never deleted, never overwritten: kept beside, under a name that says when and why.
    const QString path = autosavePath();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString kept = path + QStringLiteral(".broken-") + stamp;
    for (int n = 2; QFileInfo::exists(kept); ++n)
        kept = path + QStringLiteral(".broken-%1-%2").arg(stamp, QString::number(n));
    std::error_code error;
    std::filesystem::rename(QFile::encodeName(path).toStdString(),
                            QFile::encodeName(kept).toStdString(), error);
    QString text;
    if (error) {
        // Autosaving now would overwrite it: autosave stays off until the next start.
        keptAutosaveProblem_ = tr("the damaged autosave could not be set aside (%1)")
                                   .arg(QString::fromLocal8Bit(error.message()));
        text = tr("The autosaved match cannot be resumed:\n%1\n\nIt could not be renamed (%2), "
                  "so autosave is off until Ludoteca starts again: the file is left as it is.")
                   .arg(problem, QString::fromLocal8Bit(error.message()));
    } else {
        text = tr("The autosaved match cannot be resumed:\n%1\n\nThe file was kept as %2.")
                   .arg(problem, QDir::toNativeSeparators(kept));
    }
    QMessageBox box(QMessageBox::Warning, tr("Autosave damaged"), text, QMessageBox::Ok, this);
    box.setObjectName("damagedAutosaveBox");
    box.exec();
}

void MainWindow::showRules() {
    const CatalogEntry* entry = inGame() ? gameScreen_->entry() : nullptr;
    if (!entry && stack_->currentWidget() == library_)
        entry = catalog_.find(library_->currentGameId());
    if (!entry) return;
    const GameInfo& info = entry->game->info();
    auto* dialog = new RulesDialog(info, gameName(info), language_, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showSettings() {
    const QString language = settings_.language();
    SettingsDialog dialog(settings_, this);
    if (dialog.exec() != QDialog::Accepted) return;
    saveSettings();
    sounds_->setEnabled(settings_.soundsOn());
    applyBoardSettings();
    if (!paceOverride_ && gameScreen_->controller()) gameScreen_->controller()->setPace(pace());
    if (settings_.language() != language) emit languageChosen(settings_.language());
}

void MainWindow::applyBoardSettings() {
    gameScreen_->setSquareNumbersShown(settings_.squareNumbersShown());
    gameScreen_->setPixelsPerMm(settings_.pixelsPerMm().value_or(pixelsPerMmOf(screen())));
}

void MainWindow::saveSettings() {
    const QString error = settings_.save();
    if (!error.isEmpty()) showError(tr("Settings not saved"), error);
}

void MainWindow::toggleFullScreen() {
    if (isFullScreen())
        showNormal();
    else
        showFullScreen();
    action("fullScreenAction")->setChecked(isFullScreen());
}

void MainWindow::showError(const QString& title, const QString& message) {
    QMessageBox::warning(this, title, message);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    gameScreen_->endMatch();  // stops a thinking computer before the window goes
    settings_.setWindowGeometry(saveGeometry());
    QMainWindow::closeEvent(event);
}

}  // namespace lt::shell
