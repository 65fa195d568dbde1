// Where everything of the Kem's table goes for a board size. Places go round the table from
// the viewer: 0 at the bottom (the viewer, or the first seat when watching), 1 on the left,
// 2 at the top (the partner), 3 on the right.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <array>

namespace lt::shell::kems {

enum class Button { Kems, DoubleKems, Counter, Done };
inline constexpr int kButtons = 4;

struct KemsLayout {
    QRectF scores;
    QRectF banner;
    std::array<QRectF, 4> avatars;
    std::array<QRectF, 4> names;
    std::array<std::array<QRectF, 4>, 4> hands;  // per place, per hand slot
    std::array<QRectF, 4> market;
    QRectF stock;
    QRectF discard;
    std::array<QRectF, kButtons> buttons;
    QRectF help;
    QRectF partnerHelp;  // the top player's keys, when partners share the keyboard
    QRectF signal;       // the viewer's team's signal, over his avatar
    // The gesture panel (the signal's choice, Counter-Kem's) and its eight choices.
    QRectF panel;
    std::array<QRectF, 8> choices;
};

// `aspect`: a card's height over its width.
KemsLayout layoutFor(const QSizeF& size, double aspect);

}  // namespace lt::shell::kems
