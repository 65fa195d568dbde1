// How many of the interface's pixels make a millimetre on this screen, for boards drawn at a
// true physical size (the rectangle race): the screen's reported physical resolution when it is
// believable, else 96 dpi, unless the player measured it once in Settings ("Screen size…") by
// matching a bar to a credit card held against the screen.
#pragma once

class QScreen;

namespace lt::shell {

inline constexpr double kCreditCardWidthMm = 85.6;  // ISO/IEC 7810 ID-1, the long side
inline constexpr double kFallbackDpi = 96;
inline constexpr double kMmPerInch = 25.4;
// Screens report nonsense at times (0, a physical size of 16 x 9 mm): resolutions outside
// these bounds are not believed.
inline constexpr double kLowestBelievableDpi = 50;
inline constexpr double kHighestBelievableDpi = 600;

// Whether `pixelsPerMm` (a measurement read back from the settings) is believable: finite and
// within the resolutions above.
bool believablePixelsPerMm(double pixelsPerMm);
// Pixels per mm at `dpi`; an absurd `dpi` (not finite, under 50 or over 600) counts as 96.
double pixelsPerMmAtDpi(double dpi);
// What `screen` reports (QScreen::physicalDotsPerInch, in the interface's pixels), sanity
// checked as above; 96 dpi without a screen.
double pixelsPerMmOf(const QScreen* screen);
// The measurement: a bar of `barPixels` matched the long side of a credit card.
double pixelsPerMmFromCardBar(double barPixels);

}  // namespace lt::shell
