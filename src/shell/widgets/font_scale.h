// Sizes that follow the user's font. The screens were laid out for the usual desktop font of
// 9 points (12 pixels at 96 dpi); every size given here for that font, a text's height or a
// panel's width, grows and shrinks with the application's font, so a person who chose a large
// font in the desktop's settings gets large text and panels wide enough to hold it.
#pragma once

#include <QFont>
#include <QString>

namespace lt::shell {

// The point size the screens were laid out for.
inline constexpr qreal kDesignPointSize = 9.0;

// How many times larger the application's font is than the design font (1 for it).
qreal fontScale();

// A length of `designPixels` at the design font, in pixels at the application's font.
int fontScaled(qreal designPixels);

// `font` with the size of a text `designPixels` high at the design font, in points.
QFont scaledFont(QFont font, qreal designPixels);

// `sheet`, a style sheet or rich text, with each font size (written for the design font, in px
// or pt) in points that follow the application's font: "font-size: 22px" becomes
// "font-size: 16.50pt" at 9 points, "font-size: 24.75pt" at 13.5 points.
QString scaledFontSizes(const QString& sheet);

}  // namespace lt::shell
