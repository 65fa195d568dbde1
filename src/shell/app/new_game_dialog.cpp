#include "app/new_game_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "app/colour_button.h"
#include "app/game_texts.h"
#include "framework/undo_policy.h"

namespace lt::shell {
namespace {

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
    const auto levels = entry.game->levels();
    if (static_cast<int>(setup.seats.size()) > info.maxPlayers) setup.seats.resize(info.maxPlayers);
    while (static_cast<int>(setup.seats.size()) < info.minPlayers)
        setup.seats.push_back(defaultSeat(entry, setup.seats.size()));
    for (std::size_t i = 0; i < setup.seats.size(); ++i) {
        SeatSpec& seat = setup.seats[i];
        const bool known = std::any_of(levels.begin(), levels.end(),
                                       [&](const LevelInfo& l) { return l.id == seat.level; });
        if (seat.human)
            seat.level.clear();
        else if (!known && seat.level != "random")
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
    setWindowTitle(tr("New game of %1").arg(gameName(info)));
    setObjectName("newGameDialog");

    auto* seatsBox = new QGroupBox(tr("Players"), this);
    auto* seatsLayout = new QVBoxLayout(seatsBox);
    auto* countRow = new QHBoxLayout;
    seatCount_ = new QSpinBox(seatsBox);
    seatCount_->setRange(info.minPlayers, info.maxPlayers);
    seatCount_->setEnabled(info.minPlayers != info.maxPlayers);
    countRow->addWidget(new QLabel(tr("Number of players:"), seatsBox));
    countRow->addWidget(seatCount_);
    countRow->addStretch(1);
    seatsLayout->addLayout(countRow);

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    grid->setColumnStretch(2, 1);
    const auto levels = entry.game->levels();
    for (int i = 0; i < info.maxPlayers; ++i) {
        SeatRow row;
        row.number = new QLabel(QString::number(i + 1), seatsBox);
        row.kind = new QComboBox(seatsBox);
        row.kind->setObjectName(QStringLiteral("seatKind%1").arg(i));
        row.kind->addItem(tr("Human"), true);
        row.kind->addItem(tr("Computer"), false);
        row.name = new QLineEdit(seatsBox);
        row.name->setMaxLength(24);
        row.colour = new ColourButton(seatsBox);
        row.level = new QComboBox(seatsBox);
        for (const auto& level : levels)
            row.level->addItem(translatedGameText(level.label), QString::fromStdString(level.id));
        row.level->addItem(levelLabel(*entry.game, "random"), QStringLiteral("random"));
        connect(row.kind, &QComboBox::currentIndexChanged, row.level,
                [level = row.level, kind = row.kind] {
                    level->setEnabled(!kind->currentData().toBool());
                });
        connect(row.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::followDefaultUndo);
        grid->addWidget(row.number, i, 0);
        grid->addWidget(row.kind, i, 1);
        grid->addWidget(row.name, i, 2);
        grid->addWidget(row.colour, i, 3);
        grid->addWidget(row.level, i, 4);
        rows_.push_back(row);
    }
    seatsLayout->addLayout(grid);

    // Fill the rows: the initial setup first, defaults for the rows beyond it.
    for (int i = 0; i < info.maxPlayers; ++i) {
        const SeatSpec seat =
            i < static_cast<int>(initial.seats.size()) ? initial.seats[i] : defaultSeat(entry, i);
        SeatRow& row = rows_[i];
        row.kind->setCurrentIndex(seat.human ? 0 : 1);
        row.level->setEnabled(!seat.human);
        row.name->setText(QString::fromStdString(seat.name));
        row.colour->setColour(QColor(QString::fromStdString(seat.colour)));
        const int levelIndex = row.level->findData(
            QString::fromStdString(seat.human ? middleLevel(*entry.game) : seat.level));
        row.level->setCurrentIndex(std::max(0, levelIndex));
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
    setSeatCount(seatCount_->value());
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
        auto* form = new QFormLayout(optionsBox);
        for (const OptionSpec& spec : info.options) {
            QWidget* editor = nullptr;
            switch (spec.kind) {
                case OptionSpec::Kind::Bool:
                    editor = new QCheckBox(optionsBox);
                    break;
                case OptionSpec::Kind::Int: {
                    auto* spin = new QSpinBox(optionsBox);
                    spin->setRange(spec.min, spec.max);
                    editor = spin;
                    break;
                }
                case OptionSpec::Kind::Choice: {
                    auto* combo = new QComboBox(optionsBox);
                    for (std::size_t c = 0; c < spec.choices.size(); ++c)
                        combo->addItem(
                            translatedGameText(c < spec.choiceLabels.size() ? spec.choiceLabels[c]
                                                                            : spec.choices[c]),
                            QString::fromStdString(spec.choices[c]));
                    editor = combo;
                    break;
                }
                case OptionSpec::Kind::Text: {
                    auto* line = new QLineEdit(optionsBox);
                    line->setClearButtonEnabled(true);
                    line->setMinimumWidth(360);
                    editor = line;
                    break;
                }
            }
            editor->setToolTip(translatedGameText(spec.help));
            auto* label = new QLabel(translatedGameText(spec.label), optionsBox);
            label->setToolTip(editor->toolTip());
            form->addRow(label, editor);
            optionEditors_[spec.key] = editor;
        }
        layout->addWidget(optionsBox);
    }
    loadOptions(initial.options);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto* start = buttons->addButton(tr("Start"), QDialogButtonBox::AcceptRole);
    start->setDefault(true);
    start->setObjectName("startButton");
    if (!info.options.empty()) {
        auto* defaults = buttons->addButton(tr("Rulebook defaults"), QDialogButtonBox::ResetRole);
        connect(defaults, &QPushButton::clicked, this, [this] {
            loadOptions(startingOptions(entry_.game->info().options, uiLanguage()));
        });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
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
        for (QWidget* w :
             std::initializer_list<QWidget*>{row.number, row.kind, row.name, row.colour, row.level})
            w->setVisible(shown);
    }
    followDefaultUndo();
    adjustSize();
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
    }
}

std::vector<SeatSpec> NewGameDialog::seats() const {
    std::vector<SeatSpec> seats;
    for (int i = 0; i < seatCount_->value(); ++i) {
        const SeatRow& row = rows_[i];
        SeatSpec seat;
        seat.human = row.kind->currentData().toBool();
        seat.name = row.name->text().trimmed().toStdString();
        if (seat.name.empty())
            seat.name = (seat.human ? tr("Player %1") : tr("Computer %1")).arg(i + 1).toStdString();
        seat.colour = row.colour->colour().name().toStdString();
        seat.level = seat.human ? std::string() : row.level->currentData().toString().toStdString();
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
        setup.options.set(spec.key, value);
    }
    return setup;
}

}  // namespace lt::shell
