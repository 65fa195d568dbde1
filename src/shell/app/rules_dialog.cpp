#include "app/rules_dialog.h"
#include "widgets/font_scale.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "framework/match_record.h"
#include "framework/undo_policy.h"

namespace lt::shell {

QString rulesText(const QString& gameId, const QString& language) {
    for (const QString& lang : {language, QStringLiteral("en")}) {
        QFile file(QStringLiteral(":/rules/%1/%2.md").arg(lang, gameId));
        if (file.open(QIODevice::ReadOnly)) return QString::fromUtf8(file.readAll());
    }
    return {};
}

QString undoRulesSection(const GameInfo& info) {
    const std::vector<SeatSpec> againstTheComputer{{true, "", "", ""}, {false, "", "easy", ""}};
    const bool limited = defaultUndoPolicy(info, againstTheComputer) != UndoPolicy::free;
    const QString text =
        limited ? RulesDialog::tr(
                      "Against the computer, Undo takes back only your own last move (with the "
                      "computer's answers), and only until dice are rolled or a card is drawn "
                      "after it: the dice and cards to come are already decided, and Undo must "
                      "not show them. Between people only, Undo is free.")
                : RulesDialog::tr("Undo takes back any move, back to the start of the match.");
    return QStringLiteral("## %1\n\n%2 %3\n")
        .arg(RulesDialog::tr("Undo"), text,
             RulesDialog::tr("The New Game dialog sets Undo for each match: Free, Own last move "
                             "only or Off."));
}

RulesDialog::RulesDialog(const GameInfo& info, const QString& gameName, const QString& language,
                         QWidget* parent)
    : QDialog(parent) {
    const QString gameId = QString::fromStdString(info.id);
    setWindowTitle(tr("Rules of %1").arg(gameName));
    setObjectName("rulesDialog");
    resize(fontScaled(720), fontScaled(640));
    browser_ = new QTextBrowser(this);
    browser_->setOpenExternalLinks(true);
    const QString text = rulesText(gameId, language);
    if (text.isEmpty())
        browser_->setPlainText(tr("The rules of %1 are not available.").arg(gameName));
    else
        browser_->setMarkdown(text + QStringLiteral("\n\n") + undoRulesSection(info));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
}

}  // namespace lt::shell
