#include "games/race_common/race_track.h"

#include <QFile>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <algorithm>

namespace lt::shell::race {

QPainterPath parsePathData(const QString& data) {
    static const QRegularExpression token(QStringLiteral("[MLC]|-?[0-9]*\\.?[0-9]+"));
    QPainterPath path;
    QChar command;
    std::vector<double> numbers;
    auto flush = [&] {
        if (command == 'M' && numbers.size() >= 2) {
            path.moveTo(numbers[0], numbers[1]);
            for (std::size_t i = 2; i + 1 < numbers.size(); i += 2)
                path.lineTo(numbers[i], numbers[i + 1]);
        } else if (command == 'L') {
            for (std::size_t i = 0; i + 1 < numbers.size(); i += 2)
                path.lineTo(numbers[i], numbers[i + 1]);
        } else if (command == 'C') {
            for (std::size_t i = 0; i + 5 < numbers.size(); i += 6)
                path.cubicTo(numbers[i], numbers[i + 1], numbers[i + 2], numbers[i + 3],
                             numbers[i + 4], numbers[i + 5]);
        }
        numbers.clear();
    };
    for (auto it = token.globalMatch(data); it.hasNext();) {
        const QString t = it.next().captured();
        if (t == "M" || t == "L" || t == "C") {
            flush();
            command = t.front();
        } else {
            numbers.push_back(t.toDouble());
        }
    }
    flush();
    return path;
}

namespace {

QString attribute(const QString& tag, const QString& name) {
    const QRegularExpression pattern(QStringLiteral("\\b%1=\"([^\"]*)\"").arg(name));
    return pattern.match(tag).captured(1);
}

// The opening <text> tag with its font-size lowered, if need be, so that `words` stay on the
// board, whose viewBox is `boardWidth` wide: a translation longer than the art's words
// ("Game of the" for "Gioco") is drawn smaller rather than cut at the board's edge.
QString fittedTextTag(QString tag, const QString& words, double boardWidth) {
    const double x = attribute(tag, QStringLiteral("x")).toDouble();
    const double size = attribute(tag, QStringLiteral("font-size")).toDouble();
    if (size <= 0 || words.isEmpty()) return tag;
    const QString anchor = attribute(tag, QStringLiteral("text-anchor"));
    const double margin = boardWidth * 0.02;
    const double left = x - margin, right = boardWidth - margin - x;
    const double room = anchor == QLatin1String("middle") ? 2 * std::min(left, right)
                        : anchor == QLatin1String("end")  ? left
                                                          : right;
    QFont font(attribute(tag, QStringLiteral("font-family")).section(',', 0, 0).trimmed());
    font.setPixelSize(100);
    font.setItalic(attribute(tag, QStringLiteral("font-style")) == QLatin1String("italic"));
    font.setBold(attribute(tag, QStringLiteral("font-weight")) == QLatin1String("bold"));
    const double needed = QFontMetricsF(font).horizontalAdvance(words) * size / 100;
    if (room <= 0 || needed <= room) return tag;
    const QString fitted = QString::number(size * room / needed, 'f', 1);
    tag.replace(QRegularExpression(QStringLiteral("\\bfont-size=\"[^\"]*\"")),
                QStringLiteral("font-size=\"%1\"").arg(fitted));
    return tag;
}

}  // namespace

RaceTrack::RaceTrack(const QString& path, const QMap<QString, QString>& words)
    : renderer_(std::make_shared<QSvgRenderer>()) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return;
    QString svg = QString::fromUtf8(file.readAll());
    const double boardWidth =
        QRegularExpression(QStringLiteral("<svg\\b[^>]*\\bviewBox=\"[-0-9.]+ [-0-9.]+ ([0-9.]+)"))
            .match(svg)
            .captured(1)
            .toDouble();
    for (auto it = words.begin(); it != words.end(); ++it) {
        const QRegularExpression element(
            QStringLiteral("(<text\\b[^>]*\\bid=\"%1\"[^>]*>)[^<]*(</text>)")
                .arg(QRegularExpression::escape(it.key())));
        const QRegularExpressionMatch found = element.match(svg);
        if (!found.hasMatch()) continue;
        svg.replace(found.capturedStart(), found.capturedLength(),
                    fittedTextTag(found.captured(1), it.value(), boardWidth) +
                        it.value().toHtmlEscaped() + found.captured(2));
    }
    renderer_->load(svg.toUtf8());
    renderer_->setAspectRatioMode(Qt::KeepAspectRatio);
    size_ = renderer_->viewBoxF().size();
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        const auto attributes = xml.attributes();
        const QString id = attributes.value("id").toString();
        if (xml.name() == QLatin1String("circle") && id.startsWith("square-")) {
            bool ok = false;
            const int square = id.mid(7).toInt(&ok);
            if (!ok) continue;
            squares_[square] =
                QPointF(attributes.value("cx").toDouble(), attributes.value("cy").toDouble());
            radii_[square] = attributes.value("r").toDouble();
        } else if (xml.name() == QLatin1String("path") && id.startsWith("route-")) {
            routes_[id.mid(6)] = parsePathData(attributes.value("d").toString());
        } else if (xml.name() == QLatin1String("text") && !id.isEmpty()) {
            words_[id] = xml.readElementText();
        }
    }
}

QPointF RaceTrack::squareCentre(int square) const {
    return squares_.value(square, QPointF(size_.width() / 2, size_.height() / 2));
}

double RaceTrack::squareRadius(int square) const {
    return radii_.value(square, size_.width() / 30);
}

QPainterPath RaceTrack::route(const QString& name) const {
    return routes_.value(name);
}

void RaceTrack::paint(QPainter& painter, const QRectF& target) const {
    const QSize pixels = (target.size() * painter.device()->devicePixelRatioF()).toSize();
    if (cache_.size() != pixels) {
        cache_ = QPixmap(pixels);
        cache_.fill(Qt::transparent);
        QPainter p(&cache_);
        p.setRenderHint(QPainter::Antialiasing);
        renderer_->render(&p, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    painter.drawPixmap(target, cache_, QRectF(cache_.rect()));
}

}  // namespace lt::shell::race
