#include "games/flags_training/flags_training_board_view.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

#include "games/flags/typed_names.h"
#include "widgets/flag_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags_training {
namespace {

using lt::flags_training::Question;
using lt::flags_training::TrainingState;

constexpr int kDrawMs = 350;       // the new flag settles in
constexpr int kDealMs = 150;       // then its options appear
constexpr int kFeedbackMs = 1600;  // green / red stays long enough to read the right answer

const TrainingState* asTraining(const State& state) {
    return dynamic_cast<const TrainingState*>(&state);
}

QString buttonStyle(const char* fill, const char* border, const char* ink) {
    return scaledFontSizes(
               QStringLiteral(
                   "QPushButton { background: %1; border: 2px solid %2; border-radius: 16px;"
                   " color: %3; font-size: 22px; font-weight: 600; text-align: left;"
                   " padding: 10px 22px; }"
                   "QPushButton:hover:enabled { border-color: #ffd23f; }"
                   "QPushButton:pressed { background: #2a4a78; }"
                   "QPushButton:disabled { color: %3; }"))
        .arg(QLatin1String(fill), QLatin1String(border), QLatin1String(ink));
}

}  // namespace

TrainingBoardView::TrainingBoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 12, 32, 16);
    layout->setSpacing(10);

    progress_ = new QLabel(this);
    progress_->setAlignment(Qt::AlignCenter);
    progress_->setStyleSheet(scaledFontSizes(
        "color: #b9c6d8; font-size: 15px; letter-spacing: 1px; text-transform: uppercase;"));
    layout->addWidget(progress_);

    prompt_ = new QLabel(this);
    prompt_->setAlignment(Qt::AlignCenter);
    prompt_->setWordWrap(true);
    prompt_->setStyleSheet(scaledFontSizes("color: white; font-size: 26px; font-weight: 600;"));
    layout->addWidget(prompt_);

    flag_ = new FlagView(this);
    flag_->setMargin(18);
    layout->addWidget(flag_, 1);

    feedback_ = new QLabel(this);
    feedback_->setAlignment(Qt::AlignCenter);
    feedback_->setMinimumHeight(40);
    feedback_->setWordWrap(true);  // "Wrong — it was Saint Vincent and the Grenadines"
    layout->addWidget(feedback_);

    auto* grid = new QGridLayout;
    grid->setSpacing(14);
    for (int i = 0; i < 4; ++i) {
        auto* button = new QPushButton(this);
        button->setFocusPolicy(Qt::NoFocus);  // keys 1-4 go to the board
        button->setMinimumHeight(56);         // 72 left the flag no room on a 1024 x 600 screen
        button->setMinimumWidth(120);         // not the text's width: a long name is elided
        QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        policy.setRetainSizeWhenHidden(true);  // the flag stays put while options come and go
        button->setSizePolicy(policy);
        button->setEnabled(false);
        connect(button, &QPushButton::clicked, this, [this, i] { choose(i); });
        button->installEventFilter(this);
        grid->addWidget(button, i / 2, i % 2);
        buttons_[i] = button;
    }
    layout->addLayout(grid);

    typed_ = new QLineEdit(this);
    typed_->setMinimumHeight(64);
    typed_->setAlignment(Qt::AlignCenter);
    typed_->setStyleSheet(scaledFontSizes(
        "QLineEdit { background: #1d3355; border: 2px solid #35547f; border-radius: 16px;"
        " color: white; font-size: 24px; font-weight: 600; padding: 6px 18px; }"
        "QLineEdit:focus { border-color: #ffd23f; }"));
    typed_->hide();
    connect(typed_, &QLineEdit::returnPressed, this, [this] { submitTyped(); });
    layout->addWidget(typed_);

    settle_.setSingleShot(true);
    connect(&settle_, &QTimer::timeout, this, [this] { emit animationFinished(); });
    if (!texts_.ok()) feedback_->setText(texts_.problem());
    refresh();
}

TrainingBoardView::~TrainingBoardView() = default;

QString TrainingBoardView::shownFlag() const {
    return flag_->country();
}

const lt::flags::AnswerMatcher& TrainingBoardView::matcher(bool capitals) const {
    auto& slot = capitals ? capitalMatcher_ : countryMatcher_;
    if (!slot)
        slot = std::make_unique<lt::flags::AnswerMatcher>(
            capitals ? lt::shell::flags::capitalMatcher(texts_)
                     : lt::shell::flags::countryMatcher(texts_));
    return *slot;
}

Move TrainingBoardView::typedAnswerMove(const QString& text) const {
    if (!state_) return lt::flags_training::kUnrecognisedAnswer;
    const bool capitals = state_->setup().question == Question::Capital;
    const auto code = matcher(capitals).recognise(text.toStdString());
    const auto card = code ? state_->cardIndex(*code) : std::nullopt;
    return card ? static_cast<Move>(*card) : lt::flags_training::kUnrecognisedAnswer;
}

void TrainingBoardView::submitTyped() {
    if (!awaitingChoice_ || !state_ || !state_->asked()) return;
    const QString text = typed_->text().trimmed();
    if (text.isEmpty()) return;
    lastTyped_ = text;
    const Move move = typedAnswerMove(text);
    cancelRequest();
    emit moveChosen(move);
}

QString TrainingBoardView::answerText(const TrainingState& state, int card) const {
    if (card < 0) return lastTyped_.isEmpty() ? tr("(not a country of the box)") : lastTyped_;
    const std::string& code = state.card(card).code;
    if (state.setup().question == Question::Capital) {
        const QString capital = texts_.capital(code);
        if (!capital.isEmpty()) return capital;
    }
    return texts_.countryName(code);
}

void TrainingBoardView::showState(const State& state, PlayerId /*viewer*/) {
    const TrainingState* training = asTraining(state);
    if (!training) return;
    state_ = std::make_unique<TrainingState>(*training);
    refresh();
}

void TrainingBoardView::setOptionText(int index, const QString& text) {
    optionTexts_[static_cast<std::size_t>(index)] = text;
    fitOptionTexts();
}

void TrainingBoardView::fitOptionTexts() {
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        QPushButton* button = buttons_[i];
        button->ensurePolished();  // the style sheet's font
        const QString& whole = optionTexts_[i];
        const QString shown = button->fontMetrics().elidedText(whole, Qt::ElideRight,
                                                               std::max(40, button->width() - 40));
        button->setText(shown);
        button->setToolTip(shown == whole ? QString() : whole);
    }
}

bool TrainingBoardView::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize &&
        std::find(buttons_.begin(), buttons_.end(), watched) != buttons_.end())
        fitOptionTexts();
    return BoardView::eventFilter(watched, event);
}

void TrainingBoardView::setLook(QPushButton* button, Look look) {
    switch (look) {
        case Look::Neutral:
            button->setStyleSheet(buttonStyle("#1d3355", "#35547f", "#ffffff"));
            break;
        case Look::Right:
            button->setStyleSheet(buttonStyle("#2ea04f", "#7be39a", "#ffffff"));
            break;
        case Look::Wrong:
            button->setStyleSheet(buttonStyle("#c0392b", "#ff8a7a", "#ffffff"));
            break;
        case Look::Faded:
            button->setStyleSheet(buttonStyle("#18263b", "#223550", "#7f8ea3"));
            break;
    }
}

void TrainingBoardView::refresh() {
    if (!state_) {
        flag_->setCountry({});
        prompt_->clear();
        progress_->clear();
        for (auto* button : buttons_) button->hide();
        typed_->hide();
        return;
    }
    const TrainingState& s = *state_;
    const bool capital = s.setup().question == Question::Capital;
    const int number = s.questionsAsked();
    progress_->setText(
        tr("Flag %1 of %2")
            .arg(QString::number(std::max(number, 1)), QString::number(s.totalQuestions())));

    if (const auto& asked = s.asked()) {
        const PlayerId player = s.currentActor();
        const QString colour = player < static_cast<int>(seats().size())
                                   ? seats()[player].colour.name()
                                   : QStringLiteral("#ffffff");
        const QString who = QStringLiteral("<span style='color:%1'>&#9679;</span> %2")
                                .arg(colour, seatName(player).toHtmlEscaped());
        prompt_->setText(capital ? tr("%1, what is the capital of this country?").arg(who)
                                 : tr("%1, which country is this?").arg(who));
        flag_->setCountry(QString::fromStdString(s.card(asked->card).code));
        feedback_->clear();
        if (s.setup().typed) {
            for (auto* button : buttons_) button->hide();
            typed_->setPlaceholderText(capital ? tr("Type the capital and press Enter")
                                               : tr("Type the country and press Enter"));
            if (!awaitingChoice_) typed_->clear();
            // Suggestions for country names; a capital is for the player to know.
            if (capital)
                typed_->setCompleter(nullptr);
            else if (!typed_->completer())
                lt::shell::flags::suggestCountryNames(typed_, texts_);
            typed_->show();
            return;
        }
        typed_->hide();
        for (int i = 0; i < 4; ++i) {
            setOptionText(
                i, tr("%1   %2").arg(QString::number(i + 1), answerText(s, asked->options[i])));
            setLook(buttons_[i], Look::Neutral);
            buttons_[i]->show();
        }
        return;
    }

    const auto& last = s.lastAnswer();
    if (s.drawnCard()) {
        // The flag is up; its options are being dealt.
        flag_->setCountry(QString::fromStdString(s.card(*s.drawnCard()).code));
        prompt_->setText(
            seatName(s.questionsAsked() <= 0 ? 0 : (s.questionsAsked() - 1) % s.numPlayers()));
        feedback_->clear();
        for (auto* button : buttons_) button->hide();
        typed_->hide();
        return;
    }
    if (!last) {
        // Before the first flag: the deck is still face down.
        flag_->setCountry({});
        prompt_->setText(tr("Get ready…"));
        feedback_->clear();
        for (auto* button : buttons_) button->hide();
        typed_->hide();
        return;
    }
    // Between two flags, and at the end: how the last answer went.
    prompt_->setText(s.isTerminal() ? tr("That was the last flag!")
                                    : tr("%1 answered").arg(seatName(last->player)));
    flag_->setCountry(QString::fromStdString(s.card(last->asked.card).code));
    const QString right = answerText(s, last->asked.card);
    if (last->right()) {
        feedback_->setText(tr("Right! %1").arg(right));
        feedback_->setStyleSheet(
            scaledFontSizes("color: #7be39a; font-size: 24px; font-weight: 700;"));
    } else {
        feedback_->setText(tr("Wrong — it was %1").arg(right));
        feedback_->setStyleSheet(
            scaledFontSizes("color: #ff8a7a; font-size: 24px; font-weight: 700;"));
    }
    if (s.setup().typed) {
        for (auto* button : buttons_) button->hide();
        typed_->setText(answerText(s, last->chosen));
        typed_->show();
        return;
    }
    for (int i = 0; i < 4; ++i) {
        const int option = last->asked.options[i];
        setOptionText(i, tr("%1   %2").arg(QString::number(i + 1), answerText(s, option)));
        setLook(buttons_[i], option == last->asked.card ? Look::Right
                             : option == last->chosen   ? Look::Wrong
                                                        : Look::Faded);
        buttons_[i]->show();
    }
}

void TrainingBoardView::requestMove(PlayerId /*player*/) {
    if (!state_ || !state_->asked()) return;
    awaitingChoice_ = true;
    if (state_->setup().typed) {
        typed_->clear();
        typed_->setReadOnly(false);
        typed_->setFocus(Qt::OtherFocusReason);
        return;
    }
    for (auto* button : buttons_) button->setEnabled(true);
    setFocus(Qt::OtherFocusReason);
}

void TrainingBoardView::cancelRequest() {
    awaitingChoice_ = false;
    typed_->setReadOnly(true);
    for (auto* button : buttons_) button->setEnabled(false);
}

void TrainingBoardView::choose(int index) {
    if (!awaitingChoice_ || !state_ || !state_->asked() || state_->setup().typed) return;
    const Move move = static_cast<Move>(state_->asked()->options.at(index));
    cancelRequest();
    emit moveChosen(move);
}

void TrainingBoardView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_4) {
        choose(key - Qt::Key_1);
        event->accept();
        return;
    }
    BoardView::keyPressEvent(event);
}

void TrainingBoardView::animateMove(const State& before, Move /*move*/, const State& after,
                                    PlayerId viewer, double pace) {
    cancelRequest();
    showState(after, viewer);
    const TrainingState* from = asTraining(before);
    const int duration = !before.isChanceNode()      ? kFeedbackMs
                         : from && from->drawnCard() ? kDealMs
                                                     : kDrawMs;
    settle_.start(std::max(0, static_cast<int>(duration * pace)));
}

QString TrainingBoardView::describeMove(const State& before, Move move, const State& after) const {
    const TrainingState* from = asTraining(before);
    if (!from) return BoardView::describeMove(before, move, after);
    if (from->isChanceNode() && from->drawnCard())
        return tr("Four answers for %1")
            .arg(seatName(from->questionsAsked() > 0
                              ? (from->questionsAsked() - 1) % from->numPlayers()
                              : 0));
    if (from->isChanceNode()) {
        const int next = from->questionsAsked() + 1;
        return tr("Flag %1 of %2 for %3")
            .arg(QString::number(next), QString::number(from->totalQuestions()),
                 seatName((next - 1) % from->numPlayers()));
    }
    const QString chosen = answerText(
        *from, move == lt::flags_training::kUnrecognisedAnswer ? -1 : static_cast<int>(move));
    const QString name = seatName(from->currentActor());
    const int card = from->asked()->card;
    if (static_cast<int>(move) == card) return tr("%1: %2 — right!").arg(name, chosen);
    return tr("%1: %2 — wrong, it was %3").arg(name, chosen, answerText(*from, card));
}

Sound TrainingBoardView::soundFor(const State& before, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    const TrainingState* from = asTraining(before);
    if (!from || from->isChanceNode()) return Sound::None;
    return static_cast<int>(move) == from->asked()->card ? Sound::Capture : Sound::Move;
}

void TrainingBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    QLinearGradient field(0, 0, 0, height());
    field.setColorAt(0, QColor(0x1a, 0x2d, 0x4a));
    field.setColorAt(1, QColor(0x0e, 0x18, 0x2a));
    painter.fillRect(rect(), field);
}

}  // namespace lt::shell::flags_training
