// The Ludo board keeps its drawing in a cache; moved to a screen of another pixel ratio (a
// laptop's window dragged onto a 4K monitor), the board is drawn again at the new ratio, not
// the old picture stretched. Offscreen with two screens: the first at 1 × and the second at 2 ×.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QScreen>
#include <QWindow>
#include <cstdio>
#include <fstream>
#include <string>

#include "games/ludo/ludo_board_view.h"

namespace lt::ludo {
namespace {

using shell::ludo::LudoBoardView;

void seat(LudoBoardView& view) {
    view.setSeats({{"Anna", QColor(214, 47, 47)}, {"Bruno", QColor(46, 158, 74)}});
    view.resize(400, 400);
}

// Shows `view` on the screen numbered `screen`: a new view is painted there first, a shown one
// moves there.
void showOn(LudoBoardView& view, int screen) {
    QScreen* target = QGuiApplication::screens().at(screen);
    view.winId();  // the window, shown or not yet
    view.windowHandle()->setScreen(target);
    view.move(target->geometry().topLeft() + QPoint(10, 10));
    view.show();
    QCoreApplication::processEvents();
}

TEST(LudoBoardCache, IsDrawnAgainOnAScreenOfAnotherPixelRatio) {
    ASSERT_EQ(QGuiApplication::screens().size(), 2);
    LudoBoardView moved;
    seat(moved);
    showOn(moved, 0);
    ASSERT_EQ(moved.devicePixelRatioF(), 1.0);
    const QImage before = moved.grab().toImage();  // the cache now holds the board at 1 ×
    EXPECT_EQ(before.size(), QSize(400, 400));

    showOn(moved, 1);
    ASSERT_EQ(moved.devicePixelRatioF(), 2.0);
    LudoBoardView fresh;
    seat(fresh);
    showOn(fresh, 1);
    ASSERT_EQ(fresh.devicePixelRatioF(), 2.0);
    const QImage after = moved.grab().toImage();
    EXPECT_EQ(after.size(), QSize(800, 800));
    EXPECT_TRUE(after == fresh.grab().toImage()) << "the 1 × board was stretched";

    showOn(moved, 0);  // and back
    EXPECT_TRUE(moved.grab().toImage() == before);
}

}  // namespace
}  // namespace lt::ludo

int main(int argc, char** argv) {
    const std::string config = QDir::tempPath().toStdString() + "/ludo_board_cache_screens_" +
                               std::to_string(QCoreApplication::applicationPid()) + ".json";
    std::ofstream(config) << R"({"synchronousWindowSystemEvents": true, "screens": [
        {"name": "one", "x": 0, "y": 0, "width": 1200, "height": 900, "dpr": 1},
        {"name": "two", "x": 1200, "y": 0, "width": 1200, "height": 900, "dpr": 2}]})";
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.c_str());
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    const int failed = RUN_ALL_TESTS();
    std::remove(config.c_str());
    return failed;
}
