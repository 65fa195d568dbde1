#include "games/flags/classroom_results_page.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "games/flags/classroom_palette.h"
#include "games/flags/classroom_quiz.h"
#include "games/flags/flag_texts.h"
#include "widgets/flag_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags {

ClassroomResultsPage::ClassroomResultsPage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("classroomResults"));
    setStyleSheet(scaledFontSizes(
        QStringLiteral("#classroomResults { background: %1; } QLabel { color: %2; } "
                       "QLabel#title { font-size: 34pt; font-weight: bold; } "
                       "QLabel#winners { font-size: 24pt; color: %4; font-weight: bold; } "
                       "QTableWidget { background: %3; color: %2; font-size: 18pt; "
                       "gridline-color: %1; border: none; } "
                       "QHeaderView::section { background: %1; color: %5; font-size: 16pt; "
                       "font-weight: bold; border: none; padding: 6px; } "
                       "QPushButton { font-size: 16pt; padding: 8px 22px; }")
            .arg(palette::background().name(), palette::text().name(), palette::panel().name(),
                 palette::accent().name(), palette::muted().name())));
    auto* title = new QLabel(tr("Results"));
    title->setObjectName(QStringLiteral("title"));
    winners_ = new QLabel;
    winners_->setObjectName(QStringLiteral("winners"));
    winners_->setWordWrap(true);
    table_ = new QTableWidget;
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setFocusPolicy(Qt::NoFocus);
    table_->verticalHeader()->setVisible(false);
    table_->setIconSize(QSize(64, 48));

    auto* exportButton = new QPushButton(tr("Export as CSV…"));
    auto* again = new QPushButton(tr("New quiz"));
    auto* leave = new QPushButton(tr("Leave"));
    for (QPushButton* button : {exportButton, again, leave}) {
        QFont font = button->font();
        font.setPointSizeF(16 * fontScale());
        button->setFont(font);
        button->setMinimumHeight(48);
    }
    connect(exportButton, &QPushButton::clicked, this, &ClassroomResultsPage::exportRequested);
    connect(again, &QPushButton::clicked, this, &ClassroomResultsPage::newQuizRequested);
    connect(leave, &QPushButton::clicked, this, &ClassroomResultsPage::leaveRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(leave);
    buttons->addStretch(1);
    buttons->addWidget(exportButton);
    buttons->addWidget(again);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(32, 24, 32, 24);
    layout->addWidget(title);
    layout->addWidget(winners_);
    layout->addWidget(table_, 1);
    layout->addLayout(buttons);
}

void ClassroomResultsPage::show(const lt::flags::ClassroomQuiz& quiz, const FlagTexts& texts,
                                const QStringList& answers) {
    const auto& teams = quiz.teams();
    const int n = static_cast<int>(teams.size());
    const int rows = static_cast<int>(quiz.questions().size());
    table_->clear();
    table_->setColumnCount(2 + n);
    table_->setRowCount(rows + 1);
    QStringList headers{tr("Flag"), tr("Answer")};
    for (int t = 0; t < n; ++t)
        headers << tr("%1 (%2)").arg(QString::fromStdString(teams[t]),
                                     QString::number(quiz.score(t)));
    table_->setHorizontalHeaderLabels(headers);
    for (int q = 0; q < rows; ++q) {
        const std::string& code = quiz.questions()[q].code;
        auto* flag = new QTableWidgetItem(texts.countryName(code));
        flag->setIcon(QIcon(flagPixmap(QString::fromStdString(code), QSize(64, 48))));
        table_->setItem(q, 0, flag);
        table_->setItem(q, 1, new QTableWidgetItem(answers.value(q)));
        for (int t = 0; t < n; ++t) {
            const bool right = quiz.isRight(t, q);
            auto* mark = new QTableWidgetItem(right ? QStringLiteral("✔") : QStringLiteral("✘"));
            mark->setTextAlignment(Qt::AlignCenter);
            QFont markFont = mark->font();
            markFont.setPointSizeF(24 * fontScale());
            mark->setFont(markFont);
            mark->setForeground(right ? palette::right().lighter(130) : QColor(0xe7, 0x4c, 0x3c));
            mark->setToolTip(right ? tr("right") : tr("wrong"));
            table_->setItem(q, 2 + t, mark);
        }
        table_->setRowHeight(q, 56);
    }
    auto* totalLabel = new QTableWidgetItem(tr("Total"));
    QFont bold = totalLabel->font();
    bold.setBold(true);
    totalLabel->setFont(bold);
    table_->setItem(rows, 0, totalLabel);
    for (int t = 0; t < n; ++t) {
        auto* total = new QTableWidgetItem(QString::number(quiz.score(t)));
        total->setTextAlignment(Qt::AlignCenter);
        total->setFont(bold);
        total->setForeground(palette::team(t).lighter(120));
        table_->setItem(rows, 2 + t, total);
    }
    table_->setRowHeight(rows, 56);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    for (int t = 0; t < n; ++t)
        table_->horizontalHeader()->setSectionResizeMode(2 + t, QHeaderView::Stretch);
    // Asking for the country, the answer is the name already shown in the first column.
    bool answersAreNames = true;
    for (int q = 0; q < rows; ++q)
        answersAreNames =
            answersAreNames && answers.value(q) == texts.countryName(quiz.questions()[q].code);
    table_->setColumnHidden(1, answersAreNames);

    const auto leaders = quiz.leaders();
    QStringList names;
    for (int t : leaders) names << QString::fromStdString(teams[t]);
    const int best = quiz.score(leaders.front());
    if (best == 0)
        winners_->setText(tr("No points this time."));
    else if (n == 1)
        winners_->setText(tr("%1 of %n flag(s) right.", nullptr, rows).arg(best));
    else if (leaders.size() == 1)
        winners_->setText(tr("%1 wins with %n point(s)!", nullptr, best).arg(names.front()));
    else
        winners_->setText(tr("Shared win: %1, %n point(s) each.", nullptr, best)
                              .arg(names.join(QStringLiteral(", "))));
    setFocus();
}

void ClassroomResultsPage::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        emit leaveRequested();
        return;
    }
    if (event->matches(QKeySequence::Save)) {
        emit exportRequested();
        return;
    }
    QWidget::keyPressEvent(event);
}

}  // namespace lt::shell::flags
