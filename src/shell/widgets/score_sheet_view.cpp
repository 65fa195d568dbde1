#include "widgets/score_sheet_view.h"

#include <QFontMetrics>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>

#include "widgets/paper_palette.h"
#include "widgets/place_cursor.h"

namespace lt::shell {

namespace {

const QColor kNextTint(120, 190, 120, 70);
// The smallest tab row (one row, or each of two), header and row (see tabRowHeight(),
// headerHeight(), rowHeight()).
constexpr double kMinTabHeight = 28;
constexpr double kMinTwoRowsTabHeight = 24;
constexpr double kMinHeaderHeight = 20;
constexpr double kMinRowHeight = 15;
const QString kTurnMarker = QStringLiteral(" ▸");
const QColor kOfferTint(255, 214, 90, 110);

}  // namespace

ScoreSheetView::ScoreSheetView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
}

void ScoreSheetView::setRows(const std::vector<ScoreSheetRow>& rows) {
    rows_ = rows;
    updateGeometry();
    update();
}

void ScoreSheetView::setSheets(const std::vector<ScoreSheet>& sheets) {
    const bool twoRowsMayCome = (sheets.size() >= 3) != (sheets_.size() >= 3);
    sheets_ = sheets;
    if (twoRowsMayCome) updateGeometry();
    if (shown_ >= sheetCount()) shown_ = 0;
    update();
}

void ScoreSheetView::showSheet(int index) {
    if (index < 0 || index >= sheetCount() || index == shown_) return;
    shown_ = index;
    hovered_ = {};
    update();
}

void ScoreSheetView::setActiveSheet(int index) {
    active_ = index;
    update();
}

void ScoreSheetView::setOffers(int sheet,
                               const std::vector<std::vector<std::optional<int>>>& offers) {
    offerSheet_ = sheet;
    offers_ = offers;
    showSheet(sheet);
    update();
}

void ScoreSheetView::clearOffers() {
    offerSheet_ = -1;
    offers_.clear();
    hovered_ = {};
    focused_.reset();
    unsetCursor();
    update();
}

void ScoreSheetView::setMarkedBox(std::optional<std::pair<int, int>> columnAndRow) {
    marked_ = columnAndRow;
    update();
}

void ScoreSheetView::setFocusedBox(std::optional<std::pair<int, int>> columnAndRow) {
    focused_ = columnAndRow;
    update();
}

std::optional<int> ScoreSheetView::previewAt(int column, int row) const {
    const bool hovered = hovered_.column == column && hovered_.row == row;
    const bool focused = focused_ && focused_->first == column && focused_->second == row;
    if ((!hovered && !focused) || sheets_.empty()) return std::nullopt;
    const auto& values = sheets_.at(static_cast<std::size_t>(shown_)).columns;
    if (column < static_cast<int>(values.size()) &&
        row < static_cast<int>(values[column].values.size()) && values[column].values[row])
        return std::nullopt;  // already filled
    return offerAt(column, row);
}

int ScoreSheetView::columnCount() const {
    if (sheets_.empty()) return 0;
    return static_cast<int>(sheets_[std::clamp(shown_, 0, sheetCount() - 1)].columns.size());
}

QSize ScoreSheetView::minimumSizeHint() const {
    const int rows = std::max<int>(1, static_cast<int>(rows_.size()));
    // Two rows of tabs may be needed from three sheets on, whatever the width.
    const double tabs = sheetCount() >= 3 ? 2 * kMinTwoRowsTabHeight : kMinTabHeight;
    return {280, static_cast<int>(tabs + kMinHeaderHeight + 12 + rows * kMinRowHeight)};
}

int ScoreSheetView::tabRows() const {
    if (sheetCount() < 3) return 1;
    const double oneRow = (width() - 4.0) / sheetCount() - 4;
    for (int s = 0; s < sheetCount(); ++s)
        if (tabWidthNeeded(s) > oneRow) return 2;
    return 1;
}

double ScoreSheetView::oneRowTabHeight() const {
    return std::clamp(height() * 0.07, kMinTabHeight, 44.0);
}

double ScoreSheetView::tabRowHeight() const {
    if (tabRows() == 2) return std::clamp(height() * 0.05, kMinTwoRowsTabHeight, 36.0);
    return oneRowTabHeight();
}

double ScoreSheetView::tabHeight() const {
    return tabRows() * tabRowHeight();
}

QFont ScoreSheetView::tabFont(bool bold) const {
    QFont font = this->font();
    // The one-row size, so that two rows of tabs keep the letters of one.
    font.setPixelSize(static_cast<int>(oneRowTabHeight() * 0.4));
    font.setBold(bold);
    return font;
}

// The dot, the name, the turn marker (room kept on every tab, so none changes when the turn
// passes), the total, and the gaps paintTabs() leaves.
double ScoreSheetView::tabWidthNeeded(int sheet) const {
    const ScoreSheet& s = sheets_[static_cast<std::size_t>(sheet)];
    const QFontMetrics metrics(tabFont(true));  // as paintTabs() measures
    const double dot = oneRowTabHeight() * 0.32;
    return dot * 2 + 8 + metrics.horizontalAdvance(s.player) +
           metrics.horizontalAdvance(QString::number(s.total) + kTurnMarker) + 6 + 8;
}

double ScoreSheetView::headerHeight() const {
    return std::clamp(height() * 0.05, kMinHeaderHeight, 34.0);
}

double ScoreSheetView::rowHeight() const {
    const int rows = std::max<int>(1, static_cast<int>(rows_.size()));
    return (height() - tabHeight() - headerHeight() - 12) / rows;
}

// The row labels' fonts at the current size.
QFont ScoreSheetView::labelFont(bool total) const {
    QFont font = this->font();
    font.setPixelSize(std::max(9, static_cast<int>(rowHeight() * 0.5)));
    font.setBold(total);
    return font;
}

// Wide enough for the longest label ("Summe Dreierpasch–Yam"), within 42 % to 60 % of the
// sheet: a longer one is drawn smaller rather than cut.
double ScoreSheetView::labelWidth() const {
    double widest = 0;
    for (const ScoreSheetRow& row : rows_)
        widest = std::max<double>(widest,
                                  QFontMetricsF(labelFont(row.total)).horizontalAdvance(row.label));
    return std::clamp(widest + 18, width() * 0.42, width() * 0.6);
}

QRectF ScoreSheetView::tabRect(int sheet) const {
    const int rows = tabRows();
    const int perRow = std::max(1, (sheetCount() + rows - 1) / rows);
    const double w = (width() - 4.0) / perRow;
    const double h = tabRowHeight();
    return {2 + (sheet % perRow) * w, 2 + (sheet / perRow) * h, w - 4, h - 2};
}

bool ScoreSheetView::tabNamesShowWhole() const {
    for (int s = 0; s < sheetCount(); ++s)
        if (tabWidthNeeded(s) > tabRect(s).width() + 0.5) return false;
    return true;
}

QRectF ScoreSheetView::boxRect(int column, int row) const {
    const int columns = std::max(1, columnCount());
    // The last column reaches the paper's border: a strip of 5 px left beside it, ruled off,
    // read as a further column cut at the edge.
    const double w = (width() - labelWidth() - 4) / columns;
    return {labelWidth() + column * w, tabHeight() + headerHeight() + 4 + row * rowHeight(), w,
            rowHeight()};
}

bool ScoreSheetView::labelsShowWhole() const {
    const double room = labelWidth() - 14;
    return std::all_of(rows_.begin(), rows_.end(), [&](const ScoreSheetRow& row) {
        QFont smallest = labelFont(row.total);
        smallest.setPixelSize(std::max(8, static_cast<int>(smallest.pixelSize() * 0.75)));
        return QFontMetricsF(smallest).horizontalAdvance(row.label) <= room;
    });
}

ScoreSheetView::Cell ScoreSheetView::cellAt(QPointF point) const {
    for (int c = 0; c < columnCount(); ++c)
        for (int r = 0; r < static_cast<int>(rows_.size()); ++r)
            if (boxRect(c, r).contains(point)) return {c, r};
    return {};
}

std::optional<int> ScoreSheetView::offerAt(int column, int row) const {
    if (offerSheet_ != shown_ || column < 0 || row < 0 ||
        column >= static_cast<int>(offers_.size()) ||
        row >= static_cast<int>(offers_[column].size()))
        return std::nullopt;
    return offers_[column][row];
}

bool ScoreSheetView::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    // Column headers explain their order rule.
    const QPoint at = static_cast<QHelpEvent*>(event)->pos();
    for (int c = 0; c < columnCount(); ++c) {
        const QRectF box = boxRect(c, 0);
        const QRectF head(box.left(), tabHeight(), box.width(), headerHeight() + 4);
        if (head.contains(at)) {
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(),
                               sheets_[shown_].columns[c].tooltip, this);
            return true;
        }
    }
    QToolTip::hideText();
    event->ignore();
    return true;
}

void ScoreSheetView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintTabs(painter);
    if (!sheets_.empty()) paintGrid(painter);
}

void ScoreSheetView::paintTabs(QPainter& painter) const {
    for (int s = 0; s < sheetCount(); ++s) {
        const ScoreSheet& sheet = sheets_[s];
        const QRectF tab = tabRect(s);
        const bool shown = s == shown_;
        QPainterPath path;
        path.addRoundedRect(tab.adjusted(0, 0, 0, 8), 8, 8);
        QColor fill = shown ? paper::kPaper : paper::kPaperShade.darker(108);
        painter.setPen(QPen(shown ? sheet.colour : paper::kRule, shown ? 2.5 : 1));
        painter.setBrush(fill);
        painter.drawPath(path);
        painter.setPen(Qt::NoPen);
        painter.setBrush(sheet.colour);
        const double dot = oneRowTabHeight() * 0.32;
        painter.drawEllipse(QPointF(tab.left() + dot + 4, tab.center().y()), dot / 2 + 1,
                            dot / 2 + 1);
        painter.setFont(tabFont(s == active_));
        painter.setPen(paper::kInk);
        const QRectF text = tab.adjusted(dot * 2 + 8, 0, -8, 0);
        const QString turn = s == active_ ? kTurnMarker : QString();
        const QString total = QString::number(sheet.total);
        const int room = static_cast<int>(text.width()) -
                         painter.fontMetrics().horizontalAdvance(total + turn) - 6;
        painter.drawText(
            text, Qt::AlignVCenter | Qt::AlignLeft,
            painter.fontMetrics().elidedText(sheet.player, Qt::ElideRight, room) + turn);
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignRight, total);
    }
}

void ScoreSheetView::paintGrid(QPainter& painter) const {
    const ScoreSheet& sheet = sheets_[shown_];
    const QRectF paper(2, tabHeight(), width() - 4, height() - tabHeight() - 2);
    painter.setPen(QPen(sheet.colour, 2.5));
    painter.setBrush(paper::kPaper);
    painter.drawRoundedRect(paper, 6, 6);

    const double rowH = rowHeight();
    const QFont font = labelFont(false);
    const QFont bold = labelFont(true);
    QFont header = bold;
    header.setPixelSize(static_cast<int>(headerHeight() * 0.62));

    // Column headers.
    for (int c = 0; c < columnCount(); ++c) {
        const QRectF box = boxRect(c, 0);
        const QRectF head(box.left(), tabHeight() + 4, box.width(), headerHeight());
        painter.setFont(header);
        painter.setPen(paper::kInk);
        painter.drawText(head, Qt::AlignCenter, sheet.columns[c].header);
    }

    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        const ScoreSheetRow& row = rows_[r];
        const QRectF labelRect(10, boxRect(0, r).top(), labelWidth() - 14, rowH);
        if (row.total) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(paper::kPaperShade);
            painter.drawRect(QRectF(4, labelRect.top(), width() - 8, rowH));
        }
        QFont shown = row.total ? bold : font;
        const double needed = QFontMetricsF(shown).horizontalAdvance(row.label);
        if (needed > labelRect.width())  // smaller, down to 75 %, before anything is cut
            shown.setPixelSize(std::max(
                8,
                static_cast<int>(shown.pixelSize() * std::max(0.75, labelRect.width() / needed))));
        painter.setFont(shown);
        painter.setPen(row.total ? paper::kTotalInk : paper::kInk);
        painter.drawText(labelRect, Qt::AlignVCenter | Qt::AlignLeft,
                         painter.fontMetrics().elidedText(row.label, Qt::ElideRight,
                                                          static_cast<int>(labelRect.width())));
        for (int c = 0; c < columnCount(); ++c) {
            const ScoreSheetColumn& column = sheet.columns[c];
            const QRectF box = boxRect(c, r).adjusted(2, 2, -2, -2);
            const auto offer = offerAt(c, r);
            const auto preview = previewAt(c, r);
            const bool hovered = preview.has_value();
            const bool next = r < static_cast<int>(column.next.size()) && column.next[r];
            if (offer) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(hovered ? kOfferTint.darker(110) : kOfferTint);
                painter.drawRoundedRect(box, 4, 4);
            } else if (next) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(kNextTint);
                painter.drawRoundedRect(box, 4, 4);
            }
            if (marked_ && marked_->first == c && marked_->second == r) {
                painter.setPen(QPen(paper::kGold, 2.5));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(box, 4, 4);
            }
            if (offer && focused_ && focused_->first == c && focused_->second == r)
                PlaceCursor::paint(painter, box.adjusted(-4, -4, 4, 4));  // around the pencil
            const auto& value =
                r < static_cast<int>(column.values.size()) ? column.values[r] : std::nullopt;
            if (value) {
                painter.setFont(row.total ? bold : font);
                painter.setPen(row.total ? paper::kTotalInk : paper::kInk);
                painter.drawText(box, Qt::AlignCenter, QString::number(*value));
            } else if (hovered) {
                // The points this box would score, in pencil.
                painter.setFont(bold);
                painter.setPen(QColor(120, 110, 90));
                painter.drawText(box, Qt::AlignCenter, QString::number(*preview));
            } else if (next && !offer) {
                painter.setPen(QColor(60, 130, 60, 160));
                painter.setFont(font);
                painter.drawText(box, Qt::AlignCenter, QStringLiteral("•"));
            }
        }
    }

    // Ruling: thin lines between rows, columns; the label column set off.
    painter.setPen(QPen(paper::kRule, 0.8));
    for (int r = 0; r <= static_cast<int>(rows_.size()); ++r) {
        const double y = boxRect(0, r).top();
        painter.drawLine(QPointF(6, y), QPointF(width() - 4, y));
    }
    for (int c = 0; c < columnCount(); ++c) {  // the paper's border closes the last
        const double x = boxRect(c, 0).left();
        painter.drawLine(QPointF(x, tabHeight() + 4),
                         QPointF(x, boxRect(0, static_cast<int>(rows_.size())).top()));
    }
}

void ScoreSheetView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    for (int s = 0; s < sheetCount(); ++s)
        if (tabRect(s).contains(event->position())) {
            showSheet(s);
            return;
        }
    const Cell cell = cellAt(event->position());
    if (offerAt(cell.column, cell.row)) emit boxChosen(cell.column, cell.row);
}

void ScoreSheetView::mouseMoveEvent(QMouseEvent* event) {
    const Cell cell = cellAt(event->position());
    bool overTab = false;
    for (int s = 0; s < sheetCount(); ++s)
        overTab = overTab || tabRect(s).contains(event->position());
    const bool clickable = overTab || offerAt(cell.column, cell.row).has_value();
    if (clickable)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    if (cell.column != hovered_.column || cell.row != hovered_.row) {
        hovered_ = cell;
        update();
    }
}

void ScoreSheetView::leaveEvent(QEvent* /*event*/) {
    hovered_ = {};
    update();
}

}  // namespace lt::shell
