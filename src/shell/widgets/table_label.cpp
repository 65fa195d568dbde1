#include "widgets/table_label.h"
#include "widgets/font_scale.h"

namespace lt::shell {

QLabel* makeTableLabel(QWidget* parent, const QString& style, bool wordWrap) {
    auto* label = new QLabel(parent);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(wordWrap);
    label->setStyleSheet(scaledFontSizes(style));
    return label;
}

}  // namespace lt::shell
