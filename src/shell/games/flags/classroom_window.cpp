#include "games/flags/classroom_window.h"

#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "base/atomic_file.h"
#include "framework/errors.h"
#include "games/flags/classroom_palette.h"
#include "games/flags/classroom_quiz.h"
#include "games/flags/classroom_quiz_page.h"
#include "games/flags/classroom_results_page.h"
#include "games/flags/classroom_setup_page.h"
#include "games/flags/flag_texts.h"
#include "widgets/flag_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags {

ClassroomWindow::ClassroomWindow(QWidget* parent, const QString& language)
    : QWidget(parent), texts_(std::make_unique<FlagTexts>(language)), pages_(new QStackedWidget) {
    setWindowTitle(tr("Flags in the classroom"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pages_);
    QPalette dark = palette();
    dark.setColor(QPalette::Window, palette::background());
    dark.setColor(QPalette::WindowText, palette::text());
    setPalette(dark);
    setAutoFillBackground(true);

    QString problem = texts_->problem();
    if (problem.isEmpty() && !systemFlagsInstalled())
        problem =
            tr("Flag pictures are missing: install the iso-flags-svg package "
               "(apt install iso-flags-svg).");
    if (!problem.isEmpty()) {
        auto* label = new QLabel(tr("The classroom quiz cannot start.\n\n%1").arg(problem));
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignCenter);
        label->setStyleSheet(
            scaledFontSizes(QStringLiteral("color: white; font-size: 20pt; padding: 40px;")));
        problem_ = label;
        pages_->addWidget(problem_);
        return;
    }
    setup_ = new ClassroomSetupPage(*texts_);
    quizPage_ = new ClassroomQuizPage(*texts_);
    results_ = new ClassroomResultsPage;
    pages_->addWidget(setup_);
    pages_->addWidget(quizPage_);
    pages_->addWidget(results_);
    connect(setup_, &ClassroomSetupPage::startRequested, this, &ClassroomWindow::startQuiz);
    connect(setup_, &ClassroomSetupPage::leaveRequested, this, &ClassroomWindow::closeRequested);
    connect(quizPage_, &ClassroomQuizPage::finished, this, &ClassroomWindow::showResults);
    connect(results_, &ClassroomResultsPage::exportRequested, this, &ClassroomWindow::askAndExport);
    connect(results_, &ClassroomResultsPage::newQuizRequested, this, [this] {
        pages_->setCurrentWidget(setup_);
        setup_->setFocus();
    });
    connect(results_, &ClassroomResultsPage::leaveRequested, this,
            &ClassroomWindow::closeRequested);
}

ClassroomWindow::~ClassroomWindow() = default;

void ClassroomWindow::startQuiz(const ClassroomSettings& settings) {
    if (!setup_) return;
    const auto continents = lt::flags::isoContinents();
    std::vector<std::string> pool;
    auto consider = [&](const std::string& code) {
        const auto it = continents.find(code);
        if (it != continents.end() && settings.continents.count(it->second)) pool.push_back(code);
    };
    const bool flaggy = settings.deck == ClassroomSettings::Deck::Flaggy;
    if (flaggy) {
        for (const auto& [code, card] : texts_->cards()) consider(code);
    } else {
        for (const auto& country : texts_->names().countries()) consider(country.code);
    }
    ClassroomSettings used = settings;
    if (!flaggy) used.ask = ClassroomSettings::Ask::Country;  // capitals: Flaggy cards only
    Rng rng(settings.seed ? settings.seed : QRandomGenerator::global()->generate64());
    std::vector<std::string> teams;
    for (const QString& team : settings.teams) teams.push_back(team.toStdString());
    try {
        auto questions = lt::flags::makeQuizQuestions(
            pool, settings.questions, settings.answers == ClassroomSettings::Answers::FourOptions,
            continents, rng);
        auto quiz = std::make_unique<lt::flags::ClassroomQuiz>(
            std::move(questions), std::move(teams),
            settings.answers != ClassroomSettings::Answers::Hidden);
        setup_->setSettings(settings);
        quizPage_->start(std::move(quiz), used);
    } catch (const InputError& e) {
        QMessageBox::warning(this, windowTitle(), QString::fromStdString(e.reason()));
        return;
    }
    pages_->setCurrentWidget(quizPage_);
    quizPage_->setFocus();
}

const lt::flags::ClassroomQuiz* ClassroomWindow::quiz() const {
    return quizPage_ ? quizPage_->quiz() : nullptr;
}

QString ClassroomWindow::currentPage() const {
    QWidget* page = pages_->currentWidget();
    if (page == setup_) return QStringLiteral("setup");
    if (page == quizPage_) return QStringLiteral("quiz");
    if (page == results_) return QStringLiteral("results");
    return QStringLiteral("problem");
}

void ClassroomWindow::showResults() {
    QStringList answers;
    for (std::size_t q = 0; q < quiz()->questions().size(); ++q)
        answers << quizPage_->answerText(static_cast<int>(q));
    results_->show(*quiz(), *texts_, answers);
    pages_->setCurrentWidget(results_);
    results_->setFocus();
}

QString ClassroomWindow::resultsCsv() const {
    const lt::flags::ClassroomQuiz* current = quiz();
    if (!current) return {};
    std::vector<std::string> names, answers;
    for (std::size_t q = 0; q < current->questions().size(); ++q) {
        names.push_back(texts_->countryName(current->questions()[q].code).toStdString());
        answers.push_back(quizPage_->answerText(static_cast<int>(q)).toStdString());
    }
    return QString::fromStdString(current->resultsCsv(names, answers));
}

bool ClassroomWindow::exportCsv(const QString& path, QString* error) const {
    const QString problem = writeFileAtomically(path, resultsCsv().toUtf8());
    if (error) *error = problem;
    return problem.isEmpty();
}

void ClassroomWindow::askAndExport() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the results"), tr("flag-quiz-results.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export the results"),
                             tr("The results could not be saved to %1: %2").arg(path, error));
}

void ClassroomWindow::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    pages_->currentWidget()->setFocus();
}

}  // namespace lt::shell::flags
