#include "widgets/flag_view.h"

#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QPainterPath>
#include <QStandardPaths>
#include <QSvgRenderer>

namespace lt::shell {
namespace {

const QString kFlagsFolder = QStringLiteral("iso-flags-svg/country-4x3");

// The iso-flags-svg folders of the XDG data directories ($XDG_DATA_HOME, $XDG_DATA_DIRS), as
// the card decks are found, then Debian's own path.
QStringList flagRoots() {
    QStringList roots = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, kFlagsFolder,
                                                  QStandardPaths::LocateDirectory);
    const QString system = QStringLiteral("/usr/share/") + kFlagsFolder;
    if (!roots.contains(system) && QFileInfo(system).isDir()) roots << system;
    return roots;
}

QString systemFlagFile(const QString& lowerCode) {
    for (const QString& root : flagRoots()) {
        const QString file = root + QLatin1Char('/') + lowerCode + QStringLiteral(".svg");
        if (QFile::exists(file)) return file;
    }
    return {};
}

// Flags whose system file QtSvg cannot draw: Georgia's small crosses rely on clip-path.
const QStringList kOwnFlags{QStringLiteral("ge")};

}  // namespace

QString flagSvgPath(const QString& code) {
    const QString lower = code.toLower();
    if (kOwnFlags.contains(lower)) {
        const QString own = QStringLiteral(":/assets/flags/%1.svg").arg(lower);
        if (QFile::exists(own)) return own;
    }
    return systemFlagFile(lower);
}

bool systemFlagsInstalled() {
    return !systemFlagFile(QStringLiteral("it")).isEmpty();
}

QPixmap flagPixmap(const QString& code, const QSize& size) {
    const QString path = flagSvgPath(code);
    if (path.isEmpty()) return {};
    QSvgRenderer renderer(path);
    renderer.setAspectRatioMode(Qt::KeepAspectRatio);
    QSizeF fitted = renderer.viewBoxF().size();
    if (fitted.isEmpty()) fitted = QSizeF(4, 3);
    fitted.scale(QSizeF(size), Qt::KeepAspectRatio);
    QPixmap pixmap(fitted.toSize());
    pixmap.fill(Qt::white);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF whole(QPointF(0, 0), QSizeF(pixmap.size()));
    painter.setClipRect(whole);
    renderer.render(&painter, whole);
    painter.setClipping(false);
    painter.setPen(QColor(0, 0, 0, 90));
    painter.drawRect(whole.adjusted(0, 0, -1, -1));
    return pixmap;
}

FlagView::FlagView(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void FlagView::setCountry(const QString& code) {
    code_ = code;
    path_ = flagSvgPath(code);
    aspect_ = {4, 3};
    if (!path_.isEmpty()) {
        QSvgRenderer renderer(path_);
        const QSizeF size = renderer.viewBoxF().size();
        if (renderer.isValid() && size.width() > 0 && size.height() > 0) aspect_ = size;
    }
    cache_ = QPixmap();
    update();
}

void FlagView::setMargin(int margin) {
    margin_ = margin;
    cache_ = QPixmap();
    update();
}

QRectF FlagView::flagRect() const {
    const QRectF area = QRectF(rect()).adjusted(margin_, margin_, -margin_, -margin_);
    QSizeF size = aspect_;
    size.scale(area.size(), Qt::KeepAspectRatio);
    QRectF target(QPointF(0, 0), size);
    target.moveCenter(area.center());
    return target;
}

void FlagView::resizeEvent(QResizeEvent* event) {
    cache_ = QPixmap();
    QWidget::resizeEvent(event);
}

void FlagView::paintMissing(QPainter& painter, const QString& text) {
    const QRectF target = flagRect();
    painter.setPen(QPen(palette().color(QPalette::Mid), 2, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(target);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(target.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap, text);
}

void FlagView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (code_.isEmpty()) return;
    if (path_.isEmpty()) {
        paintMissing(painter, systemFlagsInstalled()
                                  ? tr("No flag picture for %1").arg(code_.toUpper())
                                  : tr("Flag pictures are missing: install the iso-flags-svg "
                                       "package (apt install iso-flags-svg)."));
        return;
    }
    const QRectF target = flagRect();
    // Soft shadow: a few widening translucent rounded rectangles below and right of the flag.
    const qreal depth = qMax<qreal>(2.0, margin_ * 0.5);
    for (int i = 4; i >= 1; --i) {
        const qreal spread = depth * i / 4.0;
        QPainterPath shadow;
        shadow.addRoundedRect(
            target.translated(depth * 0.4, depth * 0.6).adjusted(-spread, -spread, spread, spread),
            spread, spread);
        painter.fillPath(shadow, QColor(0, 0, 0, 18));
    }
    const qreal ratio = devicePixelRatioF();
    const QSize pixels = (target.size() * ratio).toSize();
    if (cache_.size() != pixels) {
        cache_ = QPixmap(pixels);
        cache_.fill(Qt::white);
        QSvgRenderer renderer(path_);
        renderer.setAspectRatioMode(Qt::KeepAspectRatio);
        QPainter flag(&cache_);
        flag.setRenderHint(QPainter::Antialiasing);
        const QRectF whole(QPointF(0, 0), QSizeF(pixels));
        flag.setClipRect(whole);  // QtSvg ignores clip-path: keep the drawing inside
        renderer.render(&flag, whole);
        cache_.setDevicePixelRatio(ratio);
    }
    painter.drawPixmap(target.topLeft(), cache_);
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(target.adjusted(0.5, 0.5, -0.5, -0.5));
}

}  // namespace lt::shell
