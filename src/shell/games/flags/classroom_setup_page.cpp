#include "games/flags/classroom_setup_page.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include "games/flags/classroom_palette.h"
#include "games/flags/flag_texts.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags {
namespace {

using lt::flags::Continent;

constexpr Continent kContinents[] = {Continent::Europe,  Continent::Asia,    Continent::Africa,
                                     Continent::America, Continent::Oceania, Continent::Antarctica};

QString continentLabel(Continent continent) {
    switch (continent) {
        case Continent::Europe:
            return ClassroomSetupPage::tr("Europe");
        case Continent::Asia:
            return ClassroomSetupPage::tr("Asia");
        case Continent::Africa:
            return ClassroomSetupPage::tr("Africa");
        case Continent::America:
            return ClassroomSetupPage::tr("America");
        case Continent::Oceania:
            return ClassroomSetupPage::tr("Oceania");
        case Continent::Antarctica:
            return ClassroomSetupPage::tr("Antarctica");
    }
    return {};
}

}  // namespace

ClassroomSetupPage::ClassroomSetupPage(const FlagTexts& texts, QWidget* parent)
    : QWidget(parent), texts_(texts) {
    setObjectName(QStringLiteral("classroomSetup"));
    setStyleSheet(scaledFontSizes(
        QStringLiteral("#classroomSetup { background: %1; } "
                       "QLabel#title { color: %2; font-size: 28pt; font-weight: bold; } "
                       "QLabel#hint { color: %3; font-size: 13pt; } "
                       "QFrame#panel { background: #f4f6fa; border-radius: 14px; } "
                       "QFrame#panel QLabel, QFrame#panel QRadioButton, QFrame#panel QCheckBox "
                       "{ color: %1; font-size: 15pt; } "
                       "QComboBox, QSpinBox, QLineEdit { font-size: 14pt; padding: 3px; } "
                       "QPushButton { font-size: 16pt; padding: 8px 24px; } "
                       "QPushButton#start { background: %4; color: %1; font-weight: bold; "
                       "border-radius: 8px; }")
            .arg(palette::background().name(), palette::text().name(), palette::muted().name(),
                 palette::accent().name())));

    auto* title = new QLabel(tr("Flags in the classroom"));
    title->setObjectName(QStringLiteral("title"));
    auto* hint =
        new QLabel(tr("Project this screen. During the quiz the keyboard does "
                      "everything: Space shows the answer and the next flag, 1–6 give "
                      "a point to a team, Backspace takes it back, Esc ends the quiz."));
    hint->setObjectName(QStringLiteral("hint"));
    hint->setWordWrap(true);

    deck_ = new QButtonGroup(this);
    auto* flaggy = new QRadioButton(tr("The 48 flags of the Flaggy box"));
    auto* world = new QRadioButton(tr("All %n countries of the world (ISO 3166)", nullptr,
                                      static_cast<int>(texts_.names().countries().size())));
    deck_->addButton(flaggy, static_cast<int>(ClassroomSettings::Deck::Flaggy));
    deck_->addButton(world, static_cast<int>(ClassroomSettings::Deck::AllCountries));
    flaggy->setChecked(true);
    auto* deckBox = new QVBoxLayout;
    deckBox->addWidget(flaggy);
    deckBox->addWidget(world);

    auto* continentGrid = new QGridLayout;
    int column = 0;
    for (Continent continent : kContinents) {
        auto* box = new QCheckBox(continentLabel(continent));
        box->setChecked(true);
        continents_[continent] = box;
        continentGrid->addWidget(box, column / 3, column % 3);
        ++column;
        connect(box, &QCheckBox::toggled, this, &ClassroomSetupPage::refresh);
    }

    ask_ = new QComboBox;
    ask_->addItem(tr("Name the country"));
    ask_->addItem(tr("Name the capital (Flaggy flags)"));
    answers_ = new QComboBox;
    answers_->addItem(tr("The teacher reveals the answer"));
    answers_->addItem(tr("Four big options"));
    answers_->addItem(tr("No options, answers shown in the results (written quiz)"));

    questions_ = new QSpinBox;
    questions_->setRange(1, 249);
    questions_->setValue(10);
    questions_->setAccessibleName(tr("Number of flags"));  // its row holds a note beside it
    availableLabel_ = new QLabel;
    auto* countRow = new QHBoxLayout;
    countRow->addWidget(questions_);
    countRow->addWidget(availableLabel_, 1);

    seconds_ = new QSpinBox;
    seconds_->setRange(0, 120);
    seconds_->setSingleStep(5);
    seconds_->setSpecialValueText(tr("no timer"));
    seconds_->setSuffix(tr(" s"));

    teamCount_ = new QSpinBox;
    teamCount_->setRange(1, 6);
    teamCount_->setValue(2);
    auto* teamGrid = new QGridLayout;
    teamGrid->setHorizontalSpacing(10);
    teamGrid->setVerticalSpacing(8);
    for (int t = 0; t < 6; ++t) {
        auto* name = new QLineEdit(tr("Team %1").arg(t + 1));
        name->setMaxLength(30);
        name->setAccessibleName(tr("Team %1: name").arg(t + 1));
        name->setStyleSheet(
            QStringLiteral("border-left: 10px solid %1;").arg(palette::team(t).name()));
        teamNames_.push_back(name);
        teamGrid->addWidget(name, t / 3, t % 3);
    }
    connect(teamCount_, &QSpinBox::valueChanged, this, &ClassroomSetupPage::refresh);

    auto* form = new QFormLayout;
    form->setVerticalSpacing(8);
    form->setHorizontalSpacing(24);
    form->addRow(tr("Flags"), deckBox);
    form->addRow(tr("Continents"), continentGrid);
    form->addRow(tr("Question"), ask_);
    form->addRow(tr("Answers"), answers_);
    form->addRow(tr("Number of flags"), countRow);
    form->addRow(tr("Time per flag"), seconds_);
    form->addRow(tr("Teams"), teamCount_);
    form->addRow(QString(), teamGrid);

    start_ = new QPushButton(tr("Start the quiz"));
    start_->setObjectName(QStringLiteral("start"));
    start_->setDefault(true);
    auto* leave = new QPushButton(tr("Back"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(leave);
    buttons->addStretch(1);
    buttons->addWidget(start_);

    auto* column1 = new QVBoxLayout;
    column1->addWidget(title);
    column1->addWidget(hint);
    column1->addSpacing(6);
    auto* panel = new QFrame;
    panel->setObjectName(QStringLiteral("panel"));
    panel->setLayout(form);
    form->setContentsMargins(24, 18, 24, 18);
    // The choices scroll where the screen is short (1024 x 600), so Back and Start stay in view.
    auto* choices = new QWidget;
    auto* choicesLayout = new QVBoxLayout(choices);
    choicesLayout->setContentsMargins(0, 0, 0, 0);
    choicesLayout->addWidget(panel);
    choicesLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setAccessibleName(tr("Quiz settings"));
    scroll->setWidget(choices);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->viewport()->setAutoFillBackground(false);
    choices->setAutoFillBackground(false);
    column1->addWidget(scroll, 1);
    column1->addLayout(buttons);
    auto* outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addLayout(column1, 6);
    outer->addStretch(1);
    outer->setContentsMargins(24, 16, 24, 16);
    // The choices scroll up and down only: as wide as they need in the page's fonts.
    choices->ensurePolished();
    scroll->setMinimumWidth(choices->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());

    connect(deck_, &QButtonGroup::idToggled, this, &ClassroomSetupPage::refresh);
    connect(start_, &QPushButton::clicked, this, [this] { emit startRequested(settings()); });
    connect(leave, &QPushButton::clicked, this, &ClassroomSetupPage::leaveRequested);
    refresh();
}

int ClassroomSetupPage::available() const {
    const ClassroomSettings chosen = settings();
    const auto continents = lt::flags::isoContinents();
    int count = 0;
    auto wanted = [&](const std::string& code) {
        const auto it = continents.find(code);
        return it != continents.end() && chosen.continents.count(it->second) != 0;
    };
    if (chosen.deck == ClassroomSettings::Deck::Flaggy) {
        for (const auto& [code, card] : texts_.cards()) count += wanted(code);
    } else {
        for (const auto& country : texts_.names().countries()) count += wanted(country.code);
    }
    return count;
}

void ClassroomSetupPage::refresh() {
    const bool flaggy = deck_->checkedId() == static_cast<int>(ClassroomSettings::Deck::Flaggy);
    // Capitals are on the Flaggy cards only; Antarctica has no Flaggy card.
    if (!flaggy && ask_->currentIndex() == 1) ask_->setCurrentIndex(0);
    ask_->setEnabled(flaggy);
    continents_[Continent::Antarctica]->setVisible(!flaggy);
    const int count = available();
    availableLabel_->setText(tr("of %1 available").arg(count));
    questions_->setMaximum(std::max(1, count));
    start_->setEnabled(count > 0);
    // Only the teams that play have a name field (hidden ones keep their names).
    for (int t = 0; t < 6; ++t) teamNames_[t]->setVisible(t < teamCount_->value());
}

ClassroomSettings ClassroomSetupPage::settings() const {
    ClassroomSettings s;
    s.deck = static_cast<ClassroomSettings::Deck>(deck_->checkedId());
    s.continents.clear();
    for (const auto& [continent, box] : continents_)
        if (box->isChecked()) s.continents.insert(continent);
    s.ask = ask_->currentIndex() == 1 ? ClassroomSettings::Ask::Capital
                                      : ClassroomSettings::Ask::Country;
    s.answers = static_cast<ClassroomSettings::Answers>(answers_->currentIndex());
    s.questions = questions_->value();
    s.secondsPerFlag = seconds_->value();
    s.teams.clear();
    for (int t = 0; t < teamCount_->value(); ++t) {
        const QString name = teamNames_[t]->text().trimmed();
        s.teams << (name.isEmpty() ? tr("Team %1").arg(t + 1) : name);
    }
    return s;
}

void ClassroomSetupPage::setSettings(const ClassroomSettings& s) {
    deck_->button(static_cast<int>(s.deck))->setChecked(true);
    for (const auto& [continent, box] : continents_)
        box->setChecked(s.continents.count(continent) != 0);
    ask_->setCurrentIndex(s.ask == ClassroomSettings::Ask::Capital ? 1 : 0);
    answers_->setCurrentIndex(static_cast<int>(s.answers));
    seconds_->setValue(s.secondsPerFlag);
    teamCount_->setValue(static_cast<int>(s.teams.size()));
    for (int t = 0; t < s.teams.size() && t < 6; ++t) teamNames_[t]->setText(s.teams[t]);
    refresh();
    questions_->setValue(s.questions);
}

void ClassroomSetupPage::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        emit leaveRequested();
        return;
    }
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && start_->isEnabled()) {
        emit startRequested(settings());
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace lt::shell::flags
