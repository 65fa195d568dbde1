#include "app/screen_size_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "app/card_bar.h"
#include "widgets/physical_scale.h"

namespace lt::shell {

ScreenSizeDialog::ScreenSizeDialog(std::optional<double> measured, double reported, QWidget* parent)
    : QDialog(parent), reported_(reported), measured_(measured.has_value()) {
    setWindowTitle(tr("Screen size"));
    setObjectName("screenSizeDialog");
    auto* how = new QLabel(
        tr("Hold a bank card against the screen, its left edge on the bar's left edge. Drag the "
           "yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly "
           "as long as the card. The rectangle race is then drawn at its real size."),
        this);
    how->setWordWrap(true);
    bar_ = new CardBar(this);
    bar_->setLength(measured.value_or(reported) * kCreditCardWidthMm);
    scale_ = new QLabel(this);
    scale_->setObjectName("scaleLabel");
    connect(bar_, &CardBar::lengthEdited, this, [this] {
        measured_ = true;
        showScale();
    });

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Reset, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::Reset), &QPushButton::clicked, this, [this] {
        measured_ = false;
        bar_->setLength(reported_ * kCreditCardWidthMm);
        showScale();
        bar_->setFocus();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(how);
    layout->addWidget(bar_, 0, Qt::AlignLeft);
    layout->addWidget(scale_);
    layout->addWidget(buttons);
    showScale();
    bar_->setFocus();
}

std::optional<double> ScreenSizeDialog::pixelsPerMm() const {
    if (!measured_) return std::nullopt;
    return pixelsPerMmFromCardBar(bar_->length());
}

void ScreenSizeDialog::showScale() {
    const double pixelsPerMm = pixelsPerMmFromCardBar(bar_->length());
    const QString scale = QLocale().toString(pixelsPerMm, 'f', 2);
    scale_->setText(measured_ ? tr("1 mm = %1 pixels, as measured.").arg(scale)
                              : tr("1 mm = %1 pixels, as the screen reports.").arg(scale));
}

}  // namespace lt::shell
