#include "games/barbu/barbu_board.h"

#include <QFontInfo>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QPushButton>

#include "games/barbu/moves.h"
#include "games/trick_table/scene_of_state.h"
#include "games/trick_table/table_painting.h"
#include "widgets/fitted_text.h"

namespace lt::shell::barbu {
namespace {

using lt::barbu::allContracts;
using lt::barbu::cardOf;
using lt::barbu::contractMove;
using lt::barbu::contractOf;
using lt::barbu::indexOf;
using lt::barbu::kindOf;
using lt::barbu::MoveKind;
using lt::barbu::Phase;
using lt::barbu::playMove;

}  // namespace

BarbuBoard::BarbuBoard(QWidget* parent) : TrickTableBoard(parent) {
    contractPad_ = new QWidget(this);
    // Six buttons in the width of the hand: little padding, so "Last trick" fits.
    contractPad_->setStyleSheet(QStringLiteral("QPushButton { padding: 2px 1px; }"));
    for (Contract contract : allContracts) {
        auto* button = new QPushButton(contractLabel(contract), contractPad_);
        button->setFocusPolicy(Qt::NoFocus);
        button->setToolTip(contractPenalty(contract));
        connect(button, &QPushButton::clicked, this, [this, contract] { tryContract(contract); });
        contractButtons_.push_back(button);
    }
    contractPad_->hide();
    placeControls();
}

QString BarbuBoard::contractLabel(Contract contract) {
    switch (contract) {
        case Contract::Tricks:
            return tr("Tricks");
        case Contract::Queens:
            return tr("Queens");
        case Contract::Hearts:
            return tr("Hearts");
        case Contract::Barbu:
            return tr("Barbu");
        case Contract::LastTrick:
            return tr("Last trick");
        case Contract::Salad:
            return tr("Salad");
    }
    return {};
}

QString BarbuBoard::contractPenalty(Contract contract) {
    switch (contract) {
        case Contract::Tricks:
            return tr("2 points per trick taken");
        case Contract::Queens:
            return tr("6 points per queen taken");
        case Contract::Hearts:
            return tr("2 points per heart taken");
        case Contract::Barbu:
            return tr("20 points for taking the king of hearts");
        case Contract::LastTrick:
            return tr("20 points for taking the last trick");
        case Contract::Salad:
            return tr("All five penalties together");
    }
    return {};
}

trick_table::TrickScene BarbuBoard::scene() const {
    return trick_table::sceneOf(*state_, lt::barbu::players);
}

std::optional<trick_table::TrickScene> BarbuBoard::sceneFor(const State& state) const {
    const auto* barbu = dynamic_cast<const lt::barbu::BarbuState*>(&state);
    if (!barbu) return std::nullopt;
    return trick_table::sceneOf(*barbu, lt::barbu::players);
}

Move BarbuBoard::cardMove(Card card) const {
    return playMove(card);
}

std::optional<Card> BarbuBoard::cardOfMove(Move move) const {
    if (kindOf(move) != MoveKind::Play) return std::nullopt;
    return cardOf(move);
}

bool BarbuBoard::choosingNow() const {
    return inputSeat() && state_ && state_->table().phase == Phase::Choosing;
}

std::vector<Contract> BarbuBoard::offeredContracts() const {
    if (!choosingNow()) return {};
    return state_->table().openContracts();
}

void BarbuBoard::showState(const State& state, PlayerId viewer) {
    keepState(state_, state, viewer);
}

void BarbuBoard::requestMove(PlayerId player) {
    TrickTableBoard::requestMove(player);
    if (choosingNow()) {
        setCursor(0);
        refreshControls();
    }
}

QString BarbuBoard::promptText() const {
    if (!state_ || !inputSeat()) return {};
    if (state_->table().phase == Phase::Choosing)
        return tr("You deal: choose the contract of this deal.");
    return tr("Your turn: play a card.");
}

QString BarbuBoard::refusalText(Card /*card*/) const {
    const auto& table = state_->table();
    return tr("You must follow suit: play a %1.")
        .arg(trick_table::suitText(*table.trick.ledSuit()));
}

QString BarbuBoard::plateDetail(PlayerId p) const {
    const auto& table = state_->table();
    QString detail;
    if (table.phase == Phase::Playing)
        detail = tr("%n trick(s)", nullptr, table.tricksTaken[p]) + QStringLiteral(" · ") +
                 tr("%n point(s)", nullptr, table.penaltiesSoFar()[static_cast<std::size_t>(p)]);
    else
        detail = tr("%n card(s)", nullptr, table.handCounts[p]);
    if (p == table.dealer && table.phase != Phase::Over)
        detail += QStringLiteral(" · ") + tr("dealer");
    return detail;
}

QString BarbuBoard::takenCaption(PlayerId winner, bool lastTrickShown) const {
    return lastTrickShown ? tr("Last trick, taken by %1").arg(seatName(winner))
                          : tr("Trick to %1").arg(seatName(winner));
}

void BarbuBoard::tryContract(Contract contract) {
    if (!choosingNow()) return;
    const auto open = state_->table().openContracts();
    if (std::find(open.begin(), open.end(), contract) == open.end()) return;
    cancelRequest();
    emit moveChosen(contractMove(contract));
}

void BarbuBoard::refreshControls() {
    const bool choosing = choosingNow();
    contractPad_->setVisible(choosing && !showingScoreSheet());
    if (choosing) {
        const auto open = state_->table().openContracts();
        for (Contract contract : allContracts) {
            QPushButton* button = contractButtons_[static_cast<std::size_t>(indexOf(contract))];
            const auto at = std::find(open.begin(), open.end(), contract);
            button->setVisible(at != open.end());
            const bool atCursor = at != open.end() && at - open.begin() == cursor();
            const bool hinted =
                hint() && kindOf(*hint()) == MoveKind::Choose && contractOf(*hint()) == contract;
            button->setStyleSheet(atCursor ? "QPushButton { border: 2px solid rgb(255, 214, 90); }"
                                  : hinted ? "QPushButton { border: 2px solid rgb(90, 220, 255); }"
                                           : QString());
        }
    }
    TrickTableBoard::refreshControls();
}

void BarbuBoard::placeControls() {
    TrickTableBoard::placeControls();
    if (!state_) return;
    const TableGeometry t = geometry();
    const auto open = state_->table().openContracts();
    // Each button as wide as its name needs, the room left shared out up to 110 px each: a long
    // name ("L'uomo barbuto") takes room from short ones ("Cuori") before any font shrinks.
    const int pixels = QFontInfo(font()).pixelSize();
    const QFontMetricsF metrics(font());
    std::vector<qreal> widths;
    qreal total = 0;
    for (const Contract contract : open) {
        const QString text = contractButtons_[static_cast<std::size_t>(indexOf(contract))]->text();
        widths.push_back(metrics.horizontalAdvance(text) + 24);
        total += widths.back();
    }
    const qreal room = t.choicePad.width();
    if (total > room) {
        for (qreal& width : widths) width *= room / total;  // then the fonts shrink alike
    } else {
        const qreal extra =
            (room - total) / static_cast<qreal>(std::max<std::size_t>(1, open.size()));
        for (qreal& width : widths) width = std::max(width, std::min(110.0, width + extra));
    }
    total = 0;
    for (const qreal width : widths) total += width;
    const QRectF pad(t.choicePad.center().x() - total / 2, t.choicePad.top(), total,
                     t.choicePad.height());
    contractPad_->setGeometry(pad.toRect());
    qreal left = 0;
    for (std::size_t i = 0; i < open.size(); ++i) {
        QPushButton* button = contractButtons_[static_cast<std::size_t>(indexOf(open[i]))];
        button->setGeometry(QRectF(left + 2, 4, widths[i] - 4, t.choicePad.height() - 8).toRect());
        left += widths[i];
        button->setFont(fittedLineFont(font(), widths[i] - 18, button->text(), pixels));
    }
}

void BarbuBoard::keyPressEvent(QKeyEvent* event) {
    if (!choosingNow()) {
        TrickTableBoard::keyPressEvent(event);
        return;
    }
    const auto open = state_->table().openContracts();
    const int count = static_cast<int>(open.size());
    switch (event->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right: {
            const int step = event->key() == Qt::Key_Left ? -1 : 1;
            setCursor(((cursor() + step) % count + count) % count);
            refreshControls();
            update();
            return;
        }
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (cursor() >= 0 && cursor() < count)
                tryContract(open[static_cast<std::size_t>(cursor())]);
            return;
        default:
            break;
    }
    TrickTableBoard::keyPressEvent(event);
}

}  // namespace lt::shell::barbu
