#include "app/colour_button.h"

#include <QColorDialog>
#include <QPainter>
#include <QPixmap>

namespace lt::shell {

ColourButton::ColourButton(QWidget* parent) : QToolButton(parent) {
    setToolTip(tr("Choose a colour"));
    setIconSize(QSize(28, 18));
    connect(this, &QToolButton::clicked, this, [this] {
        const QColor chosen = QColorDialog::getColor(colour_, this, tr("Player colour"));
        if (chosen.isValid()) setColour(chosen);
    });
}

void ColourButton::setColour(const QColor& colour) {
    colour_ = colour;
    QPixmap swatch(iconSize());
    swatch.fill(Qt::transparent);
    QPainter p(&swatch);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colour.darker(150), 1));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(swatch.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    setIcon(QIcon(swatch));
    setAccessibleDescription(colour.name());  // the dialog names the button
    emit colourChanged(colour);
}

}  // namespace lt::shell
