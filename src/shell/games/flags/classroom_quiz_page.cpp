#include "games/flags/classroom_quiz_page.h"

#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "games/flags/classroom_palette.h"
#include "games/flags/flag_texts.h"
#include "widgets/flag_view.h"

namespace lt::shell::flags {
namespace {

using lt::flags::ClassroomQuiz;

QFont fontOf(qreal points, bool bold = false) {
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// Draws `text` centred in `rect` at `points`, wrapping, and shrinking down to `minPoints` if it
// still does not fit.
void drawFitted(QPainter& p, const QRectF& rect, const QString& text, qreal points, qreal minPoints,
                bool bold, int align = Qt::AlignCenter) {
    qreal size = points;
    QFont font = fontOf(size, bold);
    while (size > minPoints) {
        const QRectF needed =
            QFontMetricsF(font).boundingRect(rect, align | Qt::TextWordWrap, text);
        if (needed.width() <= rect.width() && needed.height() <= rect.height()) break;
        size = std::max(minPoints, size - 2);
        font.setPointSizeF(size);
    }
    p.setFont(font);
    const QFontMetricsF metrics(font);
    const QRectF needed = metrics.boundingRect(rect, align | Qt::TextWordWrap, text);
    if (needed.width() > rect.width() || needed.height() > rect.height()) {
        // Still too big at the smallest size: one line, cut with an ellipsis.
        p.drawText(rect, align, metrics.elidedText(text, Qt::ElideRight, rect.width()));
        return;
    }
    p.drawText(rect, align | Qt::TextWordWrap, text);
}

void fillRounded(QPainter& p, const QRectF& rect, qreal radius, const QColor& colour) {
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    p.fillPath(path, colour);
}

}  // namespace

ClassroomQuizPage::ClassroomQuizPage(const FlagTexts& texts, QWidget* parent)
    : QWidget(parent), texts_(texts), flag_(new FlagView(this)) {
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Flag quiz"));
    setAutoFillBackground(false);
    flag_->setAttribute(Qt::WA_TransparentForMouseEvents);
    tick_.setInterval(200);
    connect(&tick_, &QTimer::timeout, this, &ClassroomQuizPage::onTick);
}

ClassroomQuizPage::~ClassroomQuizPage() = default;

void ClassroomQuizPage::start(std::unique_ptr<ClassroomQuiz> quiz,
                              const ClassroomSettings& settings) {
    quiz_ = std::move(quiz);
    settings_ = settings;
    showQuestion();
}

bool ClassroomQuizPage::showsOptions() const {
    return settings_.answers == ClassroomSettings::Answers::FourOptions && quiz_ &&
           quiz_->current().options.size() == 4;
}

QString ClassroomQuizPage::optionText(const std::string& code) const {
    return settings_.ask == ClassroomSettings::Ask::Capital ? texts_.capital(code)
                                                            : texts_.countryName(code);
}

QString ClassroomQuizPage::answerText(int index) const {
    if (!quiz_) return {};
    return optionText(quiz_->questions().at(index).code);
}

int ClassroomQuizPage::secondsLeft() const {
    if (settings_.secondsPerFlag <= 0 || !clock_.isValid()) return -1;
    const qint64 left = settings_.secondsPerFlag * 1000 - clock_.elapsed();
    return static_cast<int>(std::max<qint64>(0, (left + 999) / 1000));
}

void ClassroomQuizPage::showQuestion() {
    if (!quiz_) return;
    flag_->setCountry(QString::fromStdString(quiz_->current().code));
    timeUp_ = false;
    if (settings_.secondsPerFlag > 0) {
        clock_.start();
        tick_.start();
    } else {
        clock_.invalidate();
        tick_.stop();
    }
    placeFlag();
    update();
}

void ClassroomQuizPage::onTick() {
    if (!quiz_ || quiz_->phase() != ClassroomQuiz::Phase::Asking) {
        tick_.stop();
        update();
        return;
    }
    if (secondsLeft() == 0) {
        // Time is up: show the answer, unless it stays hidden until the results.
        timeUp_ = true;
        tick_.stop();
        quiz_->reveal();
    }
    update();
}

void ClassroomQuizPage::keyPressEvent(QKeyEvent* event) {
    if (!quiz_ || quiz_->phase() == ClassroomQuiz::Phase::Finished) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int key = event->key();
    if (key == Qt::Key_Space) {
        const int before = quiz_->index();
        quiz_->advance();
        if (quiz_->phase() == ClassroomQuiz::Phase::Finished) {
            tick_.stop();
            emit finished();
            return;
        }
        if (quiz_->index() != before) showQuestion();
        if (quiz_->phase() == ClassroomQuiz::Phase::Revealed) tick_.stop();
    } else if (key >= Qt::Key_1 && key <= Qt::Key_6) {
        if (quiz_->award(key - Qt::Key_1) && quiz_->phase() == ClassroomQuiz::Phase::Revealed)
            tick_.stop();
    } else if (key == Qt::Key_Backspace) {
        quiz_->undoLastAward();
    } else if (key == Qt::Key_Escape) {
        tick_.stop();
        quiz_->stop();
        emit finished();
        return;
    } else if (key == Qt::Key_F11) {
        window()->setWindowState(window()->windowState() ^ Qt::WindowFullScreen);
    } else {
        QWidget::keyPressEvent(event);
        return;
    }
    update();
}

void ClassroomQuizPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    setFocus();
}

qreal ClassroomQuizPage::scale() const {
    return height() / 1080.0;
}

ClassroomQuizPage::Layout ClassroomQuizPage::layout() const {
    const qreal w = width(), h = height();
    const qreal m = std::max(8.0, h * 0.018);
    Layout l;
    l.header = QRectF(m, m * 0.5, w - 2 * m, h * 0.065);
    l.help = QRectF(m, h - h * 0.036, w - 2 * m, h * 0.036 - m * 0.3);
    l.teams = QRectF(m, l.help.top() - h * 0.112, w - 2 * m, h * 0.105);
    const qreal top = l.header.bottom();
    const qreal flagHeight = h * 0.625;  // the flag itself gets >= 60 % of the height
    if (showsOptions()) {
        const qreal split = std::max(w * 0.5, std::min(w * 0.58, m + flagHeight * 4.0 / 3.0));
        l.flag = QRectF(0, top, split, flagHeight);
        const qreal x = split + m, colWidth = w - m - x;
        const qreal gap = m * 0.7;
        const qreal tile = (flagHeight - 3 * gap) / 4;
        for (int i = 0; i < 4; ++i)
            l.options[i] = QRectF(x, top + i * (tile + gap), colWidth, tile);
        l.answer = QRectF(m, l.flag.bottom(), split - 2 * m, l.teams.top() - l.flag.bottom());
    } else {
        l.flag = QRectF(0, top, w, flagHeight);
        l.answer = QRectF(m, l.flag.bottom(), w - 2 * m, l.teams.top() - l.flag.bottom());
    }
    return l;
}

void ClassroomQuizPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeFlag();
}

void ClassroomQuizPage::placeFlag() {
    const Layout l = layout();
    flag_->setMargin(static_cast<int>(std::max(4.0, height() * 0.008)));
    flag_->setGeometry(l.flag.toAlignedRect());
}

void ClassroomQuizPage::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(rect(), palette::background());
    if (!quiz_) return;
    const Layout l = layout();
    paintHeader(p, l);
    paintAnswer(p, l);
    if (showsOptions()) paintOptions(p, l);
    paintTeams(p, l);
    paintHelp(p, l);
}

void ClassroomQuizPage::paintHeader(QPainter& p, const Layout& l) {
    const qreal s = scale();
    p.setPen(palette::muted());
    p.setFont(fontOf(24 * s, true));
    const QString counter =
        tr("Flag %1 of %2")
            .arg(QString::number(quiz_->index() + 1), QString::number(quiz_->questions().size()));
    p.drawText(l.header, Qt::AlignLeft | Qt::AlignVCenter, counter);
    p.setPen(palette::text());
    p.setFont(fontOf(26 * s, true));
    const QString prompt = settings_.ask == ClassroomSettings::Ask::Capital
                               ? tr("What is the capital of this country?")
                               : tr("Which country is this?");
    p.drawText(l.header, Qt::AlignCenter, prompt);
    const int left = secondsLeft();
    if (left < 0) return;
    const bool urgent = left <= 5 && quiz_->phase() == ClassroomQuiz::Phase::Asking;
    p.setPen(urgent ? palette::accent() : palette::text());
    p.setFont(fontOf(30 * s, true));
    const QString clock = timeUp_
                              ? tr("Time!")
                              : QStringLiteral("%1:%2").arg(
                                    QString::number(left / 60),
                                    QString::number(left % 60).rightJustified(2, QLatin1Char('0')));
    p.drawText(l.header, Qt::AlignRight | Qt::AlignVCenter, clock);
    // A thin bar along the top that empties as time runs out.
    if (quiz_->phase() == ClassroomQuiz::Phase::Asking && clock_.isValid()) {
        const qreal fraction =
            std::clamp(1.0 - clock_.elapsed() / (settings_.secondsPerFlag * 1000.0), 0.0, 1.0);
        p.fillRect(QRectF(0, 0, width() * fraction, std::max(3.0, 6 * s)),
                   urgent ? palette::accent() : palette::right());
    }
}

void ClassroomQuizPage::paintAnswer(QPainter& p, const Layout& l) {
    const qreal s = scale();
    const bool revealed = quiz_->phase() == ClassroomQuiz::Phase::Revealed;
    if (!revealed) {
        if (!quiz_->revealsAnswers() || showsOptions()) return;
        p.setPen(palette::muted());
        drawFitted(p, l.answer, QStringLiteral("?"), 60 * s, 20, true);
        return;
    }
    const std::string& code = quiz_->current().code;
    QString answer = optionText(code);
    p.setPen(palette::text());
    if (settings_.ask == ClassroomSettings::Ask::Capital) {
        // The capital big, its country smaller underneath.
        const QRectF top(l.answer.left(), l.answer.top(), l.answer.width(),
                         l.answer.height() * 0.68);
        const QRectF bottom(l.answer.left(), top.bottom(), l.answer.width(),
                            l.answer.height() - top.height());
        drawFitted(p, top, answer, 54 * s, 48 * s, true);
        p.setPen(palette::muted());
        drawFitted(p, bottom, texts_.countryName(code), 28 * s, 12, false);
    } else {
        drawFitted(p, l.answer, answer, 58 * s, 48 * s, true);
    }
}

void ClassroomQuizPage::paintOptions(QPainter& p, const Layout& l) {
    const qreal s = scale();
    const auto& question = quiz_->current();
    const bool revealed = quiz_->phase() == ClassroomQuiz::Phase::Revealed;
    for (int i = 0; i < 4; ++i) {
        const QRectF tile = l.options[i];
        const bool correct = question.options[i] == question.code;
        QColor fill = palette::panel(), ink = palette::text();
        if (revealed) {
            fill = correct ? palette::right() : palette::dimmed();
            ink = correct ? palette::text() : palette::muted();
        }
        fillRounded(p, tile, tile.height() * 0.14, fill);
        // The letter badge.
        const qreal badge = tile.height() * 0.62;
        const QRectF circle(tile.left() + tile.height() * 0.19, tile.center().y() - badge / 2,
                            badge, badge);
        p.setBrush(revealed && !correct ? palette::muted() : palette::accent());
        p.setPen(Qt::NoPen);
        p.drawEllipse(circle);
        p.setPen(palette::background());
        p.setFont(fontOf(30 * s, true));
        p.drawText(circle, Qt::AlignCenter, QString(QChar('A' + i)));
        p.setPen(ink);
        const QRectF textRect = tile.adjusted(circle.right() - tile.left() + tile.height() * 0.2, 4,
                                              -tile.height() * 0.2, -4);
        drawFitted(p, textRect, optionText(question.options[i]), 50 * s, 48 * s, true,
                   Qt::AlignLeft | Qt::AlignVCenter);
    }
}

void ClassroomQuizPage::paintTeams(QPainter& p, const Layout& l) {
    const qreal s = scale();
    const int n = static_cast<int>(quiz_->teams().size());
    const qreal gap = l.teams.height() * 0.12;
    const qreal cardWidth = (l.teams.width() - gap * (n - 1)) / n;
    const auto leaders = quiz_->leaders();
    for (int t = 0; t < n; ++t) {
        const QRectF card(l.teams.left() + t * (cardWidth + gap), l.teams.top(), cardWidth,
                          l.teams.height());
        const bool scoredNow = quiz_->isRight(t, quiz_->index());
        fillRounded(p, card, card.height() * 0.16, scoredNow ? palette::right() : palette::panel());
        // The team's colour down the left side, with its key number in it.
        const QRectF strip(card.left(), card.top(), card.height() * 0.42, card.height());
        QPainterPath clip;
        clip.addRoundedRect(card, card.height() * 0.16, card.height() * 0.16);
        p.save();
        p.setClipPath(clip);
        p.fillRect(strip, palette::team(t));
        p.restore();
        p.setPen(palette::background());
        p.setFont(fontOf(30 * s, true));
        p.drawText(strip, Qt::AlignCenter, QString::number(t + 1));
        const QRectF body = card.adjusted(strip.width() + card.height() * 0.1, 0, 0, 0);
        const bool leading = quiz_->score(t) > 0 && std::count(leaders.begin(), leaders.end(), t);
        const QString name = QString::fromStdString(quiz_->teams()[t]);
        // Wide cards: name then score on one line; narrow ones (many teams on a small
        // screen): the name above the score.
        const bool narrow = body.width() < card.height() * 2.2;
        const QRectF scoreRect = narrow ? body.adjusted(0, body.height() * 0.34, 0, 0)
                                        : QRectF(card.right() - card.height() * 0.85, card.top(),
                                                 card.height() * 0.75, card.height());
        const QRectF nameRect =
            narrow ? QRectF(body.left(), body.top() + body.height() * 0.06,
                            body.width() - card.height() * 0.1, body.height() * 0.32)
                   : QRectF(body.left(), body.top(),
                            scoreRect.left() - body.left() - card.height() * 0.1, body.height());
        p.setPen(palette::text());
        p.setFont(fontOf((narrow ? 34 : 44) * s, true));
        p.drawText(scoreRect, Qt::AlignCenter, QString::number(quiz_->score(t)));
        p.setPen(leading && !scoredNow ? palette::accent() : palette::text());
        drawFitted(p, nameRect, name, (narrow ? 18 : 26) * s, std::max(8.0, 13 * s), true,
                   narrow ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter);
    }
}

void ClassroomQuizPage::paintHelp(QPainter& p, const Layout& l) {
    p.setPen(palette::muted());
    const bool revealed = quiz_->phase() != ClassroomQuiz::Phase::Asking;
    const QString space = revealed || !quiz_->revealsAnswers() ? tr("Space: next flag")
                                                               : tr("Space: show the answer");
    const QString keys = quiz_->teams().size() == 1
                             ? tr("1: point to the team")
                             : tr("1–%1: point to a team").arg(quiz_->teams().size());
    drawFitted(
        p, l.help,
        tr("%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen")
            .arg(space, keys),
        15 * scale() + 3, 8, false);
}

}  // namespace lt::shell::flags
