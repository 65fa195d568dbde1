#include "app/new_game_dialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "app/colour_button.h"
#include "app/game_texts.h"
#include "framework/errors.h"
#include "framework/levels.h"
#include "framework/seating_rules.h"
#include "framework/undo_policy.h"
#include "widgets/font_scale.h"

namespace lt::shell {
namespace {

// Screen readers: a line edit's clear button says what it does (Qt names its action).
void nameClearButton(QLineEdit* line) {
    if (auto* clear = line->findChild<QAction*>("_q_qlineeditclearaction"))
        clear->setText(QCoreApplication::translate("NewGameDialog", "Clear"));
}

QColor seatColour(const CatalogEntry& entry, std::size_t seat) {
    return entry.seatColour(seat);
}

std::string middleLevel(const Game& game) {
    const auto levels = game.levels();
    for (const auto& level : levels)
        if (level.id == "medium") return level.id;
    return levels.empty() ? std::string("random") : levels[levels.size() / 2].id;
}

SeatSpec defaultSeat(const CatalogEntry& entry, std::size_t index) {
    SeatSpec seat;
    seat.human = index == 0;
    seat.name = (seat.human ? NewGameDialog::tr("Player %1") : NewGameDialog::tr("Computer %1"))
                    .arg(index + 1)
                    .toStdString();
    seat.level = seat.human ? std::string() : middleLevel(*entry.game);
    seat.colour = seatColour(entry, index).name().toStdString();
    return seat;
}

// The option that holds a start position (chess, draughts): behind "Start from a position…".
constexpr const char* kPositionOption = "fen";

bool isPositionOption(const OptionSpec& spec) {
    return spec.key == kPositionOption && spec.kind == OptionSpec::Kind::Text;
}

// The language the app speaks (QLocale's default is set from the language setting).
std::string uiLanguage() {
    return QLocale().name().left(2).toStdString();
}

}  // namespace

Options startingOptions(const std::vector<OptionSpec>& specs, const std::string& uiLanguage) {
    Options options;
    for (const OptionSpec& spec : specs)
        if (spec.followsUiLanguage &&
            std::find(spec.choices.begin(), spec.choices.end(), uiLanguage) != spec.choices.end())
            options.set(spec.key, uiLanguage);
    return options.completed(specs);
}

GameSetup defaultSetup(const CatalogEntry& entry) {
    GameSetup setup;
    const GameInfo& info = entry.game->info();
    for (int i = 0; i < info.minPlayers; ++i) setup.seats.push_back(defaultSeat(entry, i));
    setup.options = startingOptions(info.options, uiLanguage());
    return setup;
}

GameSetup sanitisedSetup(const CatalogEntry& entry, GameSetup setup) {
    const GameInfo& info = entry.game->info();
    if (static_cast<int>(setup.seats.size()) > info.maxPlayers) setup.seats.resize(info.maxPlayers);
    while (static_cast<int>(setup.seats.size()) < info.minPlayers)
        setup.seats.push_back(defaultSeat(entry, setup.seats.size()));
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        SeatSpec& seat = setup.seats[i];
        if (seat.human)
            seat.level.clear();
        else if (!isKnownLevel(*entry.game, seat.level))
            seat.level = middleLevel(*entry.game);
        if (seat.name.empty()) seat.name = defaultSeat(entry, i).name;
        if (!QColor(QString::fromStdString(seat.colour)).isValid())
            seat.colour = seatColour(entry, i).name().toStdString();
    }
    // Options the game no longer has, or values it no longer accepts, fall back to defaults.
    Options options;
    for (const auto& [key, value] : setup.options.values()) {
        Options single(std::map<std::string, std::string>{{key, value}});
        try {
            single.validate(info.options);
            options.set(key, value);
        } catch (const std::exception&) {
        }
    }
    setup.options = options.completed(info.options);
    return setup;
}

NewGameDialog::NewGameDialog(const CatalogEntry& entry, const GameSetup& initial, QWidget* parent)
    : QDialog(parent), entry_(entry) {
    const GameInfo& info = entry.game->info();
    const auto& external = entry.ui.externalEngine;
    setWindowTitle(tr("New game of %1").arg(gameName(info)));
    setObjectName("newGameDialog");

    auto* seatsBox = new QGroupBox(tr("Players"), this);
    auto* seatsLayout = new QVBoxLayout(seatsBox);
    auto* countRow = new QHBoxLayout;
    seatCount_ = new QSpinBox(seatsBox);
    seatCount_->setRange(info.minPlayers, info.maxPlayers);
    seatCount_->setEnabled(info.minPlayers != info.maxPlayers);
    auto* countLabel = new QLabel(tr("Number of players:"), seatsBox);
    countLabel->setBuddy(seatCount_);
    countRow->addWidget(countLabel);
    countRow->addWidget(seatCount_);
    countRow->addStretch(1);
    seatsLayout->addLayout(countRow);

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    grid->setColumnStretch(2, 1);
    const auto levels = entry.game->levels();
    for (int i = 0; i < info.maxPlayers; ++i) {
        const QString seatNumber = QString::number(i + 1);
        SeatRow row;
        row.number = new QLabel(seatNumber, seatsBox);
        row.kind = new QComboBox(seatsBox);
        row.kind->setObjectName("seatKind" + seatNumber);
        row.kind->addItem(tr("Human"), static_cast<int>(SeatKind::Human));
        row.kind->addItem(tr("Computer"), static_cast<int>(SeatKind::Computer));
        if (external)
            row.kind->addItem(external->kindLabel, static_cast<int>(SeatKind::ExternalEngine));
        row.name = new QLineEdit(seatsBox);
        row.name->setMaxLength(24);
        row.colour = new ColourButton(seatsBox);
        row.player = new QStackedWidget(seatsBox);
        row.player->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        row.level = new QComboBox(row.player);
        row.level->setObjectName("seatLevel" + seatNumber);
        // Random first: the weakest player of every game, said in words.
        row.level->addItem(tr("Random moves (weakest)"), QStringLiteral("random"));
        for (const auto& level : levels)
            if (!external || level.id != external->level)
                row.level->addItem(translatedGameText(level.label),
                                   QString::fromStdString(level.id));
        row.engine = new QPushButton(row.player);
        row.engine->setObjectName("chooseEngine" + seatNumber);
        row.engine->setToolTip(tr("Choose the engine's program"));
        connect(row.engine, &QPushButton::clicked, this, &NewGameDialog::chooseEngineProgram);
        row.player->addWidget(new QWidget(row.player));  // a human's: nothing to choose
        row.player->addWidget(row.level);
        row.player->addWidget(row.engine);
        // Screen readers: the grid has no column headings, so each control says its row.
        row.kind->setAccessibleName(tr("Player %1: human or computer").arg(seatNumber));
        row.name->setAccessibleName(tr("Player %1: name").arg(seatNumber));
        row.colour->setAccessibleName(tr("Player %1: colour").arg(seatNumber));
        row.level->setAccessibleName(tr("Player %1: computer level").arg(seatNumber));
        connect(row.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::followDefaultUndo);
        grid->addWidget(row.number, i, 0);
        grid->addWidget(row.kind, i, 1);
        grid->addWidget(row.name, i, 2);
        grid->addWidget(row.colour, i, 3);
        grid->addWidget(row.player, i, 4);
        rows_.push_back(row);
    }
    seatsLayout->addLayout(grid);
    engineStatus_ = new QLabel(seatsBox);
    engineStatus_->setObjectName("engineStatus");
    engineStatus_->setWordWrap(true);
    engineStatus_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    engineStatus_->hide();
    seatsLayout->addWidget(engineStatus_);
    seatingProblem_ = new QLabel(seatsBox);
    seatingProblem_->setObjectName("seatingProblem");
    seatingProblem_->setWordWrap(true);
    seatingProblem_->setStyleSheet(QStringLiteral("color: #b3261e;"));
    seatingProblem_->hide();
    seatsLayout->addWidget(seatingProblem_);

    // Fill the rows: the initial setup first, defaults for the rows beyond it.
    for (int i = 0; i < info.maxPlayers; ++i) {
        const SeatSpec seat =
            i < static_cast<int>(initial.seats.size()) ? initial.seats[i] : defaultSeat(entry, i);
        SeatRow& row = rows_[i];
        const QString program = external ? external->programOf(seat.level) : QString();
        const bool playsEngine =
            !seat.human && external && (seat.level == external->level || !program.isEmpty());
        if (!program.isEmpty()) engineProgram_ = program;
        const SeatKind kind = seat.human    ? SeatKind::Human
                              : playsEngine ? SeatKind::ExternalEngine
                                            : SeatKind::Computer;
        row.kind->setCurrentIndex(row.kind->findData(static_cast<int>(kind)));
        row.name->setText(QString::fromStdString(seat.name));
        row.colour->setColour(QColor(QString::fromStdString(seat.colour)));
        const int levelIndex = row.level->findData(QString::fromStdString(
            seat.human || playsEngine ? middleLevel(*entry.game) : seat.level));
        row.level->setCurrentIndex(std::max(0, levelIndex));
        showSeatKind(row);
        connect(row.kind, &QComboBox::currentIndexChanged, this, [this, i] {
            showSeatKind(rows_[i]);
            refreshEngine();
            refreshSeating();
        });
    }
    connect(seatCount_, &QSpinBox::valueChanged, this, &NewGameDialog::setSeatCount);

    // Chance is drawn from the match's seed: taking a move back after a roll or a draw would
    // show what comes next (framework/undo_policy.h).
    auto* undoRow = new QHBoxLayout;
    undo_ = new QComboBox(seatsBox);
    undo_->setObjectName("undoPolicy");
    undo_->addItem(tr("Free"), static_cast<int>(UndoPolicy::free));
    undo_->addItem(tr("Own last move only"), static_cast<int>(UndoPolicy::ownLastMove));
    undo_->addItem(tr("Off"), static_cast<int>(UndoPolicy::off));
    undo_->setToolTip(
        tr("Free: any move can be taken back. Own last move only: a player may take back their "
           "own last move (with the computers' answers) until dice are rolled or a card is drawn "
           "after it, so Undo never shows what comes next. Off: no Undo."));
    auto* undoLabel = new QLabel(tr("Undo:"), seatsBox);
    undoLabel->setBuddy(undo_);
    undoLabel->setToolTip(undo_->toolTip());
    undoRow->addWidget(undoLabel);
    undoRow->addWidget(undo_);
    undoRow->addStretch(1);
    connect(undo_, &QComboBox::activated, this, [this] { undoChosen_ = true; });

    seatCount_->setValue(static_cast<int>(initial.seats.size()));
    if (initial.undo) {
        undoChosen_ = true;
        undo_->setCurrentIndex(undo_->findData(static_cast<int>(*initial.undo)));
    } else {
        followDefaultUndo();
    }
    seatsLayout->addLayout(undoRow);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(seatsBox);

    if (!info.options.empty()) {
        auto* optionsBox = new QGroupBox(tr("Rules"), this);
        optionsForm_ = new QFormLayout(optionsBox);
        addOptionEditors(optionsForm_, optionsBox);
        layout->addWidget(optionsBox);
    }
    loadOptions(initial.options);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    start_ = buttons->addButton(tr("Start"), QDialogButtonBox::AcceptRole);
    start_->setDefault(true);
    start_->setObjectName("startButton");
    if (!info.options.empty()) {
        auto* defaults = buttons->addButton(tr("Rulebook defaults"), QDialogButtonBox::ResetRole);
        connect(defaults, &QPushButton::clicked, this, [this] {
            loadOptions(startingOptions(entry_.game->info().options, uiLanguage()));
        });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setSeatCount(seatCount_->value());
    refreshOptions();
}

void NewGameDialog::addOptionEditors(QFormLayout* form, QWidget* box) {
    const OptionSpec* positionSpec = nullptr;
    for (const OptionSpec& spec : entry_.game->info().options) {
        if (isPositionOption(spec)) {
            positionSpec = &spec;
            continue;
        }
        QWidget* editor = nullptr;
        switch (spec.kind) {
            case OptionSpec::Kind::Bool:
                editor = new QCheckBox(box);
                connect(static_cast<QCheckBox*>(editor), &QCheckBox::toggled, this,
                        &NewGameDialog::refreshOptions);
                break;
            case OptionSpec::Kind::Int: {
                auto* spin = new QSpinBox(box);
                spin->setRange(spec.min, spec.max);
                editor = spin;
                break;
            }
            case OptionSpec::Kind::Choice: {
                auto* combo = new QComboBox(box);
                for (std::size_t c = 0; c < spec.choices.size(); ++c)
                    combo->addItem(
                        translatedGameText(c < spec.choiceLabels.size() ? spec.choiceLabels[c]
                                                                        : spec.choices[c]),
                        QString::fromStdString(spec.choices[c]));
                connect(combo, &QComboBox::currentIndexChanged, this,
                        &NewGameDialog::refreshOptions);
                editor = combo;
                break;
            }
            case OptionSpec::Kind::Text: {
                auto* line = new QLineEdit(box);
                line->setClearButtonEnabled(true);
                nameClearButton(line);
                line->setMinimumWidth(fontScaled(200));
                connect(line, &QLineEdit::textChanged, this, &NewGameDialog::refreshOptions);
                editor = line;
                break;
            }
        }
        editor->setObjectName(QString::fromStdString(spec.key));
        editor->setToolTip(translatedGameText(spec.help));
        auto* label = new QLabel(translatedGameText(spec.label), box);
        label->setToolTip(editor->toolTip());
        form->addRow(label, editor);
        optionEditors_[spec.key] = editor;
        optionLabels_[spec.key] = label;
    }
    if (!positionSpec) return;
    // The start position last, behind its check box: most games start from the usual one.
    fromPosition_ = new QCheckBox(tr("Start from a position…"), box);
    fromPosition_->setObjectName("fromPosition");
    fromPosition_->setToolTip(translatedGameText(positionSpec->help));
    form->addRow(fromPosition_);
    position_ = new QWidget(box);
    auto* positionLayout = new QGridLayout(position_);
    positionLayout->setContentsMargins(0, 0, 0, 0);
    auto* line = new QLineEdit(position_);
    line->setObjectName(QString::fromStdString(positionSpec->key));
    line->setClearButtonEnabled(true);
    nameClearButton(line);
    line->setMinimumWidth(fontScaled(300));
    line->setPlaceholderText(translatedGameText(positionSpec->label));
    line->setToolTip(fromPosition_->toolTip());
    if (positionSpec->max > 0) line->setMaxLength(positionSpec->max);
    auto* paste = new QPushButton(tr("Paste"), position_);
    paste->setObjectName("pastePosition");
    connect(paste, &QPushButton::clicked, line,
            [line] { line->setText(QApplication::clipboard()->text().simplified()); });
    positionProblem_ = new QLabel(position_);
    positionProblem_->setObjectName("positionProblem");
    positionProblem_->setWordWrap(true);
    positionLayout->addWidget(line, 0, 0);
    positionLayout->addWidget(paste, 0, 1);
    positionLayout->addWidget(positionProblem_, 1, 0, 1, 2);
    form->addRow(position_);
    optionEditors_[positionSpec->key] = line;
    connect(line, &QLineEdit::textChanged, this, &NewGameDialog::refreshOptions);
    connect(fromPosition_, &QCheckBox::toggled, this, [this, line](bool on) {
        if (on) line->setFocus();
        refreshOptions();
    });
}

void NewGameDialog::followDefaultUndo() {
    if (undoChosen_ || !undo_) return;
    const UndoPolicy policy = defaultUndoPolicy(entry_.game->info(), seats());
    undo_->setCurrentIndex(undo_->findData(static_cast<int>(policy)));
}

void NewGameDialog::setSeatCount(int count) {
    for (int i = 0; i < static_cast<int>(rows_.size()); ++i) {
        const bool shown = i < count;
        SeatRow& row = rows_[i];
        for (QWidget* w : std::initializer_list<QWidget*>{row.number, row.kind, row.name,
                                                          row.colour, row.player})
            w->setVisible(shown);
    }
    refreshEngine();
    refreshSeating();
    followDefaultUndo();
    adjustSize();
}

void NewGameDialog::refreshSeating() {
    if (!seatingProblem_ || rows_.size() != static_cast<std::size_t>(seatCount_->maximum()))
        return;  // not before every row is there
    std::vector<bool> human;
    for (const SeatSpec& seat : seats()) human.push_back(seat.human);
    const std::string problem = seatingProblemOf(*entry_.game, human);
    seatingProblem_->setText(translatedGameText(problem));
    seatingProblem_->setVisible(!problem.empty());
    seatingValid_ = problem.empty();
    refreshStart();
}

void NewGameDialog::showSeatKind(SeatRow& row) {
    const auto kind = static_cast<SeatKind>(row.kind->currentData().toInt());
    row.player->setCurrentIndex(kind == SeatKind::Human ? 0 : kind == SeatKind::Computer ? 1 : 2);
}

bool NewGameDialog::usesExternalEngine() const {
    for (int i = 0; i < seatCount_->value(); ++i)
        if (static_cast<SeatKind>(rows_[i].kind->currentData().toInt()) == SeatKind::ExternalEngine)
            return true;
    return false;
}

void NewGameDialog::setEngineProgram(const QString& program) {
    engineProgram_ = program;
    refreshEngine();
}

void NewGameDialog::chooseEngineProgram() {
    const QString current = engineProgram_.isEmpty() && entry_.ui.externalEngine
                                ? entry_.ui.externalEngine->find()
                                : engineProgram_;
    const QString program =
        QFileDialog::getOpenFileName(this, tr("Choose the engine's program"),
                                     current.isEmpty() ? QStringLiteral("/usr/games") : current);
    if (!program.isEmpty()) setEngineProgram(program);
}

void NewGameDialog::refreshEngine() {
    const auto& external = entry_.ui.externalEngine;
    if (!external) {
        refreshStart();
        return;
    }
    const QString program = engineProgram_.isEmpty() ? external->find() : engineProgram_;
    const QString shownName =
        program.isEmpty() ? tr("Choose…") : QFileInfo(program).fileName() + QStringLiteral(" …");
    for (SeatRow& row : rows_) row.engine->setText(shownName);
    if (!usesExternalEngine()) {
        engineStatus_->hide();
        refreshStart();
        return;
    }
    if (program.isEmpty()) {
        engineProblem_ = external->notFoundText();
        checkedProgram_.clear();
    } else if (program != checkedProgram_) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        engineName_.clear();
        engineProblem_ = external->check(program, engineName_);
        QApplication::restoreOverrideCursor();
        checkedProgram_ = program;
    }
    engineStatus_->setText(engineProblem_.isEmpty()
                               ? tr("Engine: %1 (%2)").arg(engineName_, program)
                               : engineProblem_);
    engineStatus_->setStyleSheet(engineProblem_.isEmpty() ? QString()
                                                          : QStringLiteral("color: #b3261e;"));
    engineStatus_->show();
    refreshStart();
}

void NewGameDialog::refreshOptions() {
    if (!optionsForm_ || !start_) return;  // not before every editor is there
    const GameSetup current = setup();
    const auto& values = current.options.values();
    for (const auto& [key, condition] : entry_.ui.optionShownWhen) {
        const auto label = optionLabels_.find(key);
        const auto shownBy = values.find(condition.key);
        if (label == optionLabels_.end() || shownBy == values.end()) continue;
        optionsForm_->setRowVisible(label->second, shownBy->second == condition.value);
    }
    optionsValid_ = true;
    if (position_) {
        position_->setVisible(fromPosition_->isChecked());
        positionProblem_->clear();
    }
    // A text option (a start position) means what the game reads in it: the game is set up
    // to see whether it can start there.
    bool texts = false;
    for (const OptionSpec& spec : entry_.game->info().options)
        texts = texts ||
                (spec.kind == OptionSpec::Kind::Text && values.at(spec.key) != spec.defaultValue);
    if (texts) {
        try {
            entry_.game->newInitialState(current.options, seatCount_->value());
        } catch (const InputError& error) {
            optionsValid_ = false;
            if (positionProblem_) {
                const auto label = optionLabels_.find(error.field());
                const QString reason = QString::fromStdString(error.reason());
                positionProblem_->setText(
                    label == optionLabels_.end()
                        ? tr("This position cannot be used: %1").arg(reason)
                        : QStringLiteral("%1: %2").arg(label->second->text(), reason));
                positionProblem_->setStyleSheet(QStringLiteral("color: #b3261e;"));
            }
        } catch (const std::exception&) {
            optionsValid_ = false;
        }
    }
    if (positionProblem_ && optionsValid_ && fromPosition_->isChecked() &&
        values.at(kPositionOption).empty())
        positionProblem_->setText(
            tr("Paste or type the position; empty, the game starts from "
               "the usual one."));
    if (positionProblem_ && optionsValid_) positionProblem_->setStyleSheet(QString());
    refreshStart();
}

void NewGameDialog::refreshStart() {
    if (!start_) return;
    start_->setEnabled(optionsValid_ && seatingValid_ &&
                       (!usesExternalEngine() || engineProblem_.isEmpty()));
}

void NewGameDialog::loadOptions(const Options& options) {
    const auto& specs = entry_.game->info().options;
    const Options complete = options.completed(specs);
    for (const OptionSpec& spec : specs) {
        QWidget* editor = optionEditors_.at(spec.key);
        const QString value = QString::fromStdString(complete.values().at(spec.key));
        if (auto* check = qobject_cast<QCheckBox*>(editor)) check->setChecked(value == "true");
        if (auto* spin = qobject_cast<QSpinBox*>(editor)) spin->setValue(value.toInt());
        if (auto* combo = qobject_cast<QComboBox*>(editor))
            combo->setCurrentIndex(std::max(0, combo->findData(value)));
        if (auto* line = qobject_cast<QLineEdit*>(editor)) line->setText(value);
        if (isPositionOption(spec) && fromPosition_) fromPosition_->setChecked(!value.isEmpty());
    }
    refreshOptions();
}

std::vector<SeatSpec> NewGameDialog::seats() const {
    const auto& external = entry_.ui.externalEngine;
    std::vector<SeatSpec> seats;
    for (int i = 0; i < seatCount_->value(); ++i) {
        const SeatRow& row = rows_[i];
        const auto kind = static_cast<SeatKind>(row.kind->currentData().toInt());
        SeatSpec seat;
        seat.human = kind == SeatKind::Human;
        seat.name = row.name->text().trimmed().toStdString();
        if (seat.name.empty())
            seat.name = (seat.human ? tr("Player %1") : tr("Computer %1")).arg(i + 1).toStdString();
        seat.colour = row.colour->colour().name().toStdString();
        if (kind == SeatKind::Computer)
            seat.level = row.level->currentData().toString().toStdString();
        if (kind == SeatKind::ExternalEngine && external)
            seat.level =
                engineProgram_.isEmpty() ? external->level : external->levelFor(engineProgram_);
        seats.push_back(seat);
    }
    return seats;
}

GameSetup NewGameDialog::setup() const {
    GameSetup setup;
    setup.seats = seats();
    if (undoChosen_) setup.undo = static_cast<UndoPolicy>(undo_->currentData().toInt());
    for (const OptionSpec& spec : entry_.game->info().options) {
        const QWidget* editor = optionEditors_.at(spec.key);
        std::string value;
        if (auto* check = qobject_cast<const QCheckBox*>(editor))
            value = check->isChecked() ? "true" : "false";
        if (auto* spin = qobject_cast<const QSpinBox*>(editor))
            value = std::to_string(spin->value());
        if (auto* combo = qobject_cast<const QComboBox*>(editor))
            value = combo->currentData().toString().toStdString();
        if (auto* line = qobject_cast<const QLineEdit*>(editor))
            value = line->text().simplified().toStdString();
        if (isPositionOption(spec) && fromPosition_ && !fromPosition_->isChecked()) value.clear();
        setup.options.set(spec.key, value);
    }
    return setup;
}

}  // namespace lt::shell
