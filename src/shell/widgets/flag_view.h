// A national flag drawn from its SVG, crisp at any size: kept at its own proportions, clipped
// to its rectangle (QtSvg ignores clip-path, so many iso-flags-svg files paint outside it),
// with a thin frame and a soft shadow. Used by every flag game.
#pragma once

#include <QPixmap>
#include <QString>
#include <QWidget>

namespace lt::shell {

// The SVG file of a country's flag (ISO 3166-1 alpha-2, either case): the project's own
// corrected drawing where QtSvg renders the system one wrongly (Georgia), else
// iso-flags-svg/country-4x3/<code>.svg in the first XDG data directory that has it
// (QStandardPaths::GenericDataLocation, then /usr/share). Empty when no file exists.
QString flagSvgPath(const QString& code);
// Whether the iso-flags-svg package is installed.
bool systemFlagsInstalled();
// The flag alone, clipped, fitted in `size` at its own proportions (for lists and tables);
// a null pixmap when there is no picture.
QPixmap flagPixmap(const QString& code, const QSize& size);

class FlagView : public QWidget {
    Q_OBJECT
  public:
    explicit FlagView(QWidget* parent = nullptr);

    void setCountry(const QString& code);
    QString country() const { return code_; }
    // Space kept around the flag for its shadow, in pixels at 100 % scale.
    void setMargin(int margin);

    QSize sizeHint() const override { return {320, 240}; }
    QSize minimumSizeHint() const override { return {64, 48}; }
    // The rectangle the flag itself occupies (frame included), in widget coordinates.
    QRectF flagRect() const;

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void paintMissing(QPainter& painter, const QString& text);

    QString code_;
    QString path_;
    QSizeF aspect_{4, 3};
    int margin_ = 12;
    QPixmap cache_;  // the flag at the current size and device pixel ratio
};

}  // namespace lt::shell
