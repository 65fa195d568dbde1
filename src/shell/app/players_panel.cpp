#include "app/players_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

#include "app/game_texts.h"

namespace lt::shell {
namespace {

QPixmap colourChip(const QColor& colour, qreal dpr) {
    const int side = 18;
    QPixmap chip(qRound(side * dpr), qRound(side * dpr));
    chip.setDevicePixelRatio(dpr);
    chip.fill(Qt::transparent);
    QPainter p(&chip);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour.darker(160), 1.2));
    p.setBrush(colour);
    p.drawEllipse(QRectF(1, 1, side - 2, side - 2));
    return chip;
}

// What a seat's row says at the end, from everyone's places: "Winner", "Draw" when all share
// the first place, "Lost" for the other of two; with more seats the place itself, but nothing
// for the losers of a race that ranks only its winner (Goose: 1, 2, 2).
QString placeText(int place, const std::vector<int>& places) {
    const int last = *std::max_element(places.begin(), places.end());
    if (last == 1) return places.size() > 1 ? PlayersPanel::tr("Draw") : PlayersPanel::tr("Winner");
    if (place == 1) return PlayersPanel::tr("Winner");
    if (places.size() == 2) return PlayersPanel::tr("Lost");
    if (last == 2) return {};
    return PlayersPanel::tr("Place %1").arg(place);
}

}  // namespace

PlayersPanel::PlayersPanel(QWidget* parent) : QScrollArea(parent), rowsWidget_(new QWidget(this)) {
    setObjectName("playersPanel");
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidgetResizable(true);
    // As tall as its rows where there is room, shorter (scrolling) where there is not.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto* layout = new QVBoxLayout(rowsWidget_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    setWidget(rowsWidget_);
    viewport()->setAutoFillBackground(false);
    rowsWidget_->setAutoFillBackground(false);
}

QSize PlayersPanel::sizeHint() const {
    return rowsWidget_->sizeHint();
}

QSize PlayersPanel::minimumSizeHint() const {
    // Two rows at least.
    const QSize rows = rowsWidget_->sizeHint();
    return {rows.width(), rows_.size() > 2 ? rows.height() * 2 / int(rows_.size()) : rows.height()};
}

void PlayersPanel::setMatch(const Match& match, const CatalogEntry& entry) {
    for (const Row& row : rows_) delete row.frame;
    rows_.clear();
    auto* layout = static_cast<QVBoxLayout*>(rowsWidget_->layout());
    const auto& seats = match.seats();
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const SeatSpec& seat = seats[i];
        Row row;
        row.frame = new QFrame(rowsWidget_);
        row.frame->setObjectName("playerRow");
        auto* h = new QHBoxLayout(row.frame);
        h->setContentsMargins(10, 6, 10, 6);
        h->setSpacing(10);
        auto* chip = new QLabel(row.frame);
        chip->setPixmap(colourChip(entry.seatColour(i, seat.colour), devicePixelRatioF()));
        h->addWidget(chip);
        auto* text = new QVBoxLayout;
        text->setSpacing(0);
        row.name = new QLabel(QString::fromStdString(seat.name), row.frame);
        row.name->setObjectName("playerName");
        row.role =
            new QLabel(seat.human ? tr("Human")
                                  : tr("Computer · %1").arg(levelLabel(match.game(), seat.level)),
                       row.frame);
        row.role->setObjectName("playerRole");
        text->addWidget(row.name);
        text->addWidget(row.role);
        h->addLayout(text, 1);
        row.score = new QLabel(row.frame);
        row.score->setObjectName("playerScore");
        row.score->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        h->addWidget(row.score);
        layout->addWidget(row.frame);
        rows_.push_back(row);
    }
    updateGeometry();
    refresh(match);
}

void PlayersPanel::refresh(const Match& match) {
    const State& state = match.state();
    const std::vector<int> scores = state.scores();
    const std::vector<int> places = state.isTerminal() ? state.ranking() : std::vector<int>{};
    PlayerId turn = state.currentActor();
    if (state.isChanceNode()) turn = state.roller().value_or(actor::chance);
    highlighted_ = -1;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        Row& row = rows_[i];
        QStringList parts;
        if (i < scores.size()) parts << QString::number(scores[i]);
        if (i < places.size())
            if (const QString place = placeText(places[i], places); !place.isEmpty())
                parts << place;
        row.score->setText(parts.join(QStringLiteral("  ·  ")));
        const bool current =
            static_cast<PlayerId>(i) == turn || (i < places.size() && places[i] == 1);
        if (static_cast<PlayerId>(i) == turn) highlighted_ = static_cast<int>(i);
        if (row.frame->property("current").toBool() != current) {
            row.frame->setProperty("current", current);
            row.frame->style()->unpolish(row.frame);
            row.frame->style()->polish(row.frame);
        }
    }
    if (highlighted_ >= 0) ensureWidgetVisible(rows_[highlighted_].frame, 0, 0);
}

QString PlayersPanel::scoreText(int seat) const {
    return seat >= 0 && seat < static_cast<int>(rows_.size()) ? rows_[seat].score->text()
                                                              : QString();
}

}  // namespace lt::shell
