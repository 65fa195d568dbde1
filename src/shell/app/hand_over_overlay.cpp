#include "app/hand_over_overlay.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/palette.h"

namespace lt::shell {

HandOverOverlay::HandOverOverlay(QWidget* parent) : QWidget(parent) {
    setObjectName("handOverOverlay");
    message_ = new QLabel(this);
    message_->setObjectName("handOverMessage");
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    auto* note = new QLabel(tr("The other players look away: private cards stay hidden."), this);
    note->setObjectName("handOverNote");
    note->setAlignment(Qt::AlignCenter);
    note->setWordWrap(true);
    button_ = new QPushButton(this);
    button_->setObjectName("handOverButton");
    button_->setCursor(Qt::PointingHandCursor);
    connect(button_, &QPushButton::clicked, this, [this] {
        hide();
        emit accepted();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(message_);
    layout->addWidget(note);
    layout->addSpacing(18);
    layout->addWidget(button_, 0, Qt::AlignHCenter);
    layout->addStretch(1);
    parent->installEventFilter(this);
    setGeometry(parent->rect());
    hide();
}

void HandOverOverlay::showFor(const QString& playerName) {
    const QString message = tr("Pass to %1").arg(playerName);
    if (isVisible() && message_->text() == message) return;  // keeps the focus where it is
    message_->setText(message);
    button_->setText(tr("I am %1").arg(playerName));
    setGeometry(parentWidget()->rect());
    raise();
    show();
    button_->setFocus();
}

void HandOverOverlay::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette::overlay);
}

bool HandOverOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

}  // namespace lt::shell
