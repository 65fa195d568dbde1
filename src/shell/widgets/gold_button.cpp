#include "widgets/gold_button.h"
#include "widgets/font_scale.h"

namespace lt::shell {

QString goldButtonStyle() {
    return scaledFontSizes(QStringLiteral(
        "QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffd970, "
        "stop:1 #e0a526); color: #3a2608; border: 2px solid #8a5a12; border-radius: 12px; "
        "font-size: 16px; font-weight: bold; padding: 6px 18px; }"
        "QPushButton:hover { background: #ffe28a; }"
        "QPushButton:disabled { background: rgba(255, 255, 255, 40); color: rgba(255, 255, "
        "255, 150); border-color: rgba(255, 255, 255, 60); }"));
}

void makeGoldButton(QPushButton* button, const QSize& minimum) {
    button->setCursor(Qt::PointingHandCursor);
    button->setFocusPolicy(Qt::NoFocus);
    button->setMinimumSize(minimum);
    button->setStyleSheet(goldButtonStyle());
}

QHBoxLayout* centredButtonRow(const std::vector<QPushButton*>& buttons, int spacing) {
    auto* row = new QHBoxLayout;
    row->addStretch();
    for (std::size_t i = 0; i < buttons.size(); ++i) {
        if (i > 0) row->addSpacing(spacing);
        row->addWidget(buttons[i]);
    }
    row->addStretch();
    return row;
}

}  // namespace lt::shell
