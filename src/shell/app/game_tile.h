// One game in the library: its picture (rendered from SVG at any size), name and players.
#pragma once

#include <QAbstractButton>
#include <QPixmap>
#include <QSvgRenderer>

namespace lt::shell {

class GameTile : public QAbstractButton {
    Q_OBJECT
  public:
    GameTile(const QString& gameId, const QString& name, const QString& detail,
             const QString& imagePath, QWidget* parent = nullptr);

    const QString& gameId() const { return gameId_; }
    QSize sizeHint() const override;
    // The name as drawn under the picture: wrapped on up to two lines, the second elided only
    // when even two lines cannot hold it.
    QStringList nameLines() const;

  protected:
    void paintEvent(QPaintEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

  private:
    QPixmap picture(int side);
    QFont nameFont() const;
    int pictureSide() const;

    QString gameId_;
    QString detail_;
    QSvgRenderer renderer_;
    QPixmap cache_;  // the picture at the last size drawn
    bool hovered_ = false;
};

}  // namespace lt::shell
