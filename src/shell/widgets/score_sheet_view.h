// A paper score sheet for dice games scored in boxes (Yam, Yahtzee-like games): one sheet per
// player behind tabs in the player's colour (in two rows when one row would cut the players'
// names), columns of boxes with total rows, the boxes the
// order rules allow next marked, and clickable boxes that preview their points under the mouse
// or the keyboard focus.
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <optional>
#include <vector>

namespace lt::shell {

struct ScoreSheetRow {
    QString label;
    bool total = false;  // a computed row (sum, bonus), never a box to fill
};

struct ScoreSheetColumn {
    QString header;                          // short, e.g. an arrow
    QString tooltip;                         // what the column's order rule is
    std::vector<std::optional<int>> values;  // per row; nullopt = empty box
    std::vector<bool> next;                  // per row: a box the order rule allows next
};

struct ScoreSheet {
    QString player;
    QColor colour;
    int total = 0;
    std::vector<ScoreSheetColumn> columns;
};

class ScoreSheetView : public QWidget {
    Q_OBJECT
  public:
    explicit ScoreSheetView(QWidget* parent = nullptr);

    void setRows(const std::vector<ScoreSheetRow>& rows);
    // Keeps the tab shown unless it no longer exists.
    void setSheets(const std::vector<ScoreSheet>& sheets);
    int sheetCount() const { return static_cast<int>(sheets_.size()); }
    void showSheet(int index);
    int shownSheet() const { return shown_; }
    // The sheet whose player is to play: its tab carries a marker.
    void setActiveSheet(int index);

    // The boxes the player may score now on sheet `sheet`, with their points
    // (offers[column][row]); they become clickable. Clearing turns input off.
    void setOffers(int sheet, const std::vector<std::vector<std::optional<int>>>& offers);
    void clearOffers();
    // A box drawn with a golden frame (a hint, or the box just scored on the shown sheet).
    void setMarkedBox(std::optional<std::pair<int, int>> columnAndRow);
    // The box under the keyboard focus (ringed; its points previewed as under the mouse).
    void setFocusedBox(std::optional<std::pair<int, int>> columnAndRow);
    std::optional<std::pair<int, int>> focusedBox() const { return focused_; }
    // The points pencilled into an empty box offered now: the one under the mouse or the
    // keyboard focus previews what it would score.
    std::optional<int> previewAt(int column, int row) const;

    // Widget geometry of a box of the shown sheet, and of a tab (input and tests).
    QRectF boxRect(int column, int row) const;
    QRectF tabRect(int sheet) const;

    // Whether every row's label shows whole at the current size (drawn down to 75 % of its
    // font size when long, as German and Russian labels are).
    bool labelsShowWhole() const;
    // Whether every tab shows its player's whole name (with the total and the turn marker).
    bool tabNamesShowWhole() const;
    // The rows of tabs: one, or two when three or more names would not fit one.
    int tabRows() const;

    QSize sizeHint() const override { return {420, 640}; }
    // Rows of 15 px at least, under the smallest tabs (two rows of them from three sheets on)
    // and header: Yam's 19 rows fit a board on a 1024 × 600 screen, their labels keeping 9 px.
    QSize minimumSizeHint() const override;

  signals:
    void boxChosen(int column, int row);

  protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

  private:
    struct Cell {
        int column = -1;
        int row = -1;
    };
    Cell cellAt(QPointF point) const;
    std::optional<int> offerAt(int column, int row) const;
    int columnCount() const;
    double tabHeight() const;  // all rows of tabs
    double oneRowTabHeight() const;
    double tabRowHeight() const;
    QFont tabFont(bool bold) const;
    // The width a tab needs to show the whole of `sheet`'s name, total and turn marker.
    double tabWidthNeeded(int sheet) const;
    double headerHeight() const;
    double rowHeight() const;
    double labelWidth() const;
    QFont labelFont(bool total) const;
    void paintTabs(QPainter& painter) const;
    void paintGrid(QPainter& painter) const;

    std::vector<ScoreSheetRow> rows_;
    std::vector<ScoreSheet> sheets_;
    int shown_ = 0;
    int active_ = -1;
    int offerSheet_ = -1;
    std::vector<std::vector<std::optional<int>>> offers_;
    std::optional<std::pair<int, int>> marked_;
    std::optional<std::pair<int, int>> focused_;
    Cell hovered_;
};

}  // namespace lt::shell
