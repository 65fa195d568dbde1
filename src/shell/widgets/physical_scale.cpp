#include "widgets/physical_scale.h"

#include <QScreen>
#include <cmath>

namespace lt::shell {

bool believablePixelsPerMm(double pixelsPerMm) {
    return std::isfinite(pixelsPerMm) && pixelsPerMm >= kLowestBelievableDpi / kMmPerInch &&
           pixelsPerMm <= kHighestBelievableDpi / kMmPerInch;
}

double pixelsPerMmAtDpi(double dpi) {
    const double pixelsPerMm = dpi / kMmPerInch;
    return believablePixelsPerMm(pixelsPerMm) ? pixelsPerMm : kFallbackDpi / kMmPerInch;
}

double pixelsPerMmOf(const QScreen* screen) {
    return pixelsPerMmAtDpi(screen ? screen->physicalDotsPerInch() : kFallbackDpi);
}

double pixelsPerMmFromCardBar(double barPixels) {
    return barPixels / kCreditCardWidthMm;
}

}  // namespace lt::shell
