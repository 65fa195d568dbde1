#include "app/settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include "app/language.h"
#include "app/screen_size_dialog.h"
#include "widgets/physical_scale.h"

namespace lt::shell {
namespace {

// The slider works in tenths: 0 (instant) .. 30 (three times slower than normal).
constexpr int kPaceSteps = 10;

}  // namespace

std::vector<CardDeck> installedCardDecks(const QString& root) {
    std::vector<CardDeck> decks;
    for (const QString& dir : QDir(root).entryList({"svg-*"}, QDir::Dirs, QDir::Name)) {
        const QString name = dir.mid(4);
        // konqi-modern's licence covers only members of the KDE project: not offered.
        if (name == QLatin1String("konqi-modern")) continue;
        const QString file = QStringLiteral("%1/%2/%3.svgz").arg(root, dir, name);
        if (QFile::exists(file)) decks.push_back({name, file});
    }
    return decks;
}

SettingsDialog::SettingsDialog(AppSettings& settings, QWidget* parent)
    : QDialog(parent), settings_(settings) {
    setWindowTitle(tr("Settings"));
    setObjectName("settingsDialog");
    auto* form = new QFormLayout;

    language_ = new QComboBox(this);
    language_->setObjectName("languageBox");
    language_->addItem(tr("System language"), QString());
    for (const QString& code : supportedLanguages())
        language_->addItem(languageOwnName(code), code);
    language_->setCurrentIndex(std::max(0, language_->findData(settings.language())));
    auto* languageNote = new QLabel(
        tr("The window is rebuilt in the new language; a game in progress goes on."), this);
    languageNote->setObjectName("noteLabel");
    auto* languageBox = new QVBoxLayout;
    languageBox->addWidget(language_);
    languageBox->addWidget(languageNote);
    form->addRow(tr("Language:"), languageBox);

    pace_ = new QSlider(Qt::Horizontal, this);
    pace_->setRange(0, 3 * kPaceSteps);
    pace_->setPageStep(5);
    pace_->setValue(qRound(settings.pace() * kPaceSteps));
    auto* paceRow = new QHBoxLayout;
    paceRow->addWidget(new QLabel(tr("Fast"), this));
    paceRow->addWidget(pace_, 1);
    paceRow->addWidget(new QLabel(tr("Slow"), this));
    form->addRow(tr("Animations:"), paceRow);

    sounds_ = new QCheckBox(tr("Play sounds"), this);
    sounds_->setChecked(settings.soundsOn());
    form->addRow(tr("Sounds:"), sounds_);

    squareNumbers_ = new QCheckBox(tr("Show square numbers"), this);
    squareNumbers_->setObjectName("squareNumbers");
    squareNumbers_->setToolTip(
        tr("Prints its number in a corner of each dark square of the draughts board, as the "
           "moves are written (32-28)."));
    squareNumbers_->setChecked(settings.squareNumbersShown());
    form->addRow(tr("Boards:"), squareNumbers_);

    pixelsPerMm_ = settings.pixelsPerMm();
    auto* screenSize = new QPushButton(tr("Screen size…"), this);
    screenSize->setObjectName("screenSizeButton");
    connect(screenSize, &QPushButton::clicked, this, &SettingsDialog::checkScreenSize);
    screenSize_ = new QLabel(this);
    screenSize_->setObjectName("noteLabel");
    auto* screenRow = new QHBoxLayout;
    screenRow->addWidget(screenSize);
    screenRow->addWidget(screenSize_, 1);
    form->addRow(tr("Real sizes:"), screenRow);
    showScreenSize();

    deck_ = new QComboBox(this);
    const auto decks = installedCardDecks();
    if (decks.empty()) {
        deck_->addItem(tr("Built-in cards"), QString());
        deck_->setEnabled(false);
        auto* missing = new QLabel(
            tr("No card decks found: install the package kdegames-card-data-kf5."), this);
        missing->setWordWrap(true);
        missing->setObjectName("noteLabel");
        auto* deckBox = new QVBoxLayout;
        deckBox->addWidget(deck_);
        deckBox->addWidget(missing);
        form->addRow(tr("Card deck:"), deckBox);
    } else {
        for (const CardDeck& deck : decks) {
            QString label = deck.name;
            label.replace('-', ' ');
            label[0] = label[0].toUpper();
            deck_->addItem(label, deck.file);
        }
        deck_->setCurrentIndex(std::max(0, deck_->findData(settings.cardDeck())));
        form->addRow(tr("Card deck:"), deck_);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::checkScreenSize() {
    ScreenSizeDialog dialog(pixelsPerMm_, pixelsPerMmOf(screen()), this);
    if (dialog.exec() != QDialog::Accepted) return;
    pixelsPerMm_ = dialog.pixelsPerMm();
    showScreenSize();
}

void SettingsDialog::showScreenSize() {
    screenSize_->setText(pixelsPerMm_ ? tr("measured against a card")
                                      : tr("as the screen reports (not checked)"));
}

void SettingsDialog::apply() {
    settings_.setLanguage(language_->currentData().toString());
    settings_.setPace(static_cast<double>(pace_->value()) / kPaceSteps);
    settings_.setSoundsOn(sounds_->isChecked());
    settings_.setSquareNumbersShown(squareNumbers_->isChecked());
    settings_.setPixelsPerMm(pixelsPerMm_);
    if (deck_->isEnabled()) settings_.setCardDeck(deck_->currentData().toString());
}

}  // namespace lt::shell
