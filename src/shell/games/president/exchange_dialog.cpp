#include "games/president/exchange_dialog.h"
#include "widgets/card_text.h"
#include "widgets/font_scale.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace lt::shell::president {

ExchangeDialog::ExchangeDialog(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("exchangeDialog"));
    setStyleSheet(scaledFontSizes(QStringLiteral(
        "#exchangeDialog { background: rgb(10, 26, 16); border: 2px solid #e8c15a;"
        " border-radius: 10px; } QLabel { color: white; }"
        " QPushButton { font-size: 15px; padding: 6px 12px; color: black; background: #f4f1e8;"
        " border: 1px solid #8c8c8c; border-radius: 5px; }"
        " QPushButton[current=\"true\"] { border: 3px solid #e8c15a; }")));
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel(tr("The exchange"), this);
    title_->setStyleSheet(scaledFontSizes(QStringLiteral("font-size: 17px; font-weight: bold;")));
    title_->setAlignment(Qt::AlignCenter);
    prompt_ = new QLabel(this);
    prompt_->setWordWrap(true);
    prompt_->setMinimumWidth(fontScaled(420));
    prompt_->setAlignment(Qt::AlignCenter);
    row_ = new QWidget(this);
    auto* rowLayout = new QHBoxLayout(row_);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(prompt_);
    layout->addWidget(row_, 0, Qt::AlignCenter);
    hide();
}

void ExchangeDialog::offer(const QString& prompt,
                           const std::vector<std::vector<cards::Card>>& choices) {
    prompt_->setText(prompt);
    for (QPushButton* button : buttons_) button->deleteLater();
    buttons_.clear();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        auto* button = new QPushButton(cardText(choices[i]), row_);
        button->setFocusPolicy(Qt::NoFocus);
        button->setCursor(Qt::PointingHandCursor);
        connect(button, &QPushButton::clicked, this,
                [this, index = static_cast<int>(i)] { emit chosen(index); });
        row_->layout()->addWidget(button);
        buttons_.push_back(button);
    }
    current_ = 0;
    markCurrent();
    adjustSize();
}

void ExchangeDialog::moveCurrent(int step) {
    if (buttons_.empty()) return;
    const int count = static_cast<int>(buttons_.size());
    current_ = ((current_ + step) % count + count) % count;
    markCurrent();
}

QString ExchangeDialog::prompt() const {
    return prompt_->text();
}

QStringList ExchangeDialog::choiceTexts() const {
    QStringList texts;
    for (const QPushButton* button : buttons_) texts << button->text();
    return texts;
}

void ExchangeDialog::markCurrent() {
    for (std::size_t i = 0; i < buttons_.size(); ++i) {
        buttons_[i]->setProperty("current", static_cast<int>(i) == current_);
        buttons_[i]->style()->unpolish(buttons_[i]);
        buttons_[i]->style()->polish(buttons_[i]);
    }
}

}  // namespace lt::shell::president
