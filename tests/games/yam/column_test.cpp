#include <gtest/gtest.h>

#include "framework/errors.h"
#include "games/yam/column.h"

namespace lt::yam {
namespace {

void fillAll(Column& column, const std::array<int, kBoxCount>& points, ColumnKind order) {
    for (int i = 0; i < kBoxCount; ++i) {
        const int row = order == ColumnKind::Up ? kBoxCount - 1 - i : i;
        column.fill(boxAt(row), points[row]);
    }
}

TEST(YamColumn, DigestCase6BonusAtSixtyThree) {
    Column column(ColumnKind::Free);
    const int rows[] = {3, 6, 9, 12, 15, 18};
    for (int row = 0; row < 6; ++row) column.fill(boxAt(row), rows[row]);
    EXPECT_EQ(column.upperTotal(), 63);
    EXPECT_EQ(column.bonus(), 35);

    Column short1(ColumnKind::Free);
    const int fewer[] = {2, 6, 9, 12, 15, 18};
    for (int row = 0; row < 6; ++row) short1.fill(boxAt(row), fewer[row]);
    EXPECT_EQ(short1.upperTotal(), 62);
    EXPECT_EQ(short1.bonus(), 0);
}

TEST(YamColumn, DigestCase7DownColumnOnlyFirstEmptyBox) {
    Column down(ColumnKind::Down);
    EXPECT_EQ(down.fillable(), std::vector<Box>{Box::Ones});
    EXPECT_FALSE(down.canFill(Box::Twos));
    EXPECT_THROW(down.fill(Box::Twos, 4), IllegalMove);
    down.fill(Box::Ones, 2);
    EXPECT_EQ(down.fillable(), std::vector<Box>{Box::Twos});
    EXPECT_THROW(down.fill(Box::Ones, 3), IllegalMove);
}

TEST(YamColumn, DigestCase8UpColumnStartsWithYam) {
    Column up(ColumnKind::Up);
    EXPECT_EQ(up.fillable(), std::vector<Box>{Box::Yam});
    up.fill(Box::Yam, 0);
    EXPECT_EQ(up.fillable(), std::vector<Box>{Box::LargeStraight});
    EXPECT_THROW(up.fill(Box::Ones, 1), IllegalMove);
}

TEST(YamColumn, FreeColumnAnyEmptyBox) {
    Column free(ColumnKind::Free);
    EXPECT_EQ(free.fillable().size(), 14u);
    free.fill(Box::Full, 30);
    EXPECT_EQ(free.fillable().size(), 13u);
    EXPECT_FALSE(free.canFill(Box::Full));
    EXPECT_TRUE(free.canFill(Box::Ones));
    EXPECT_THROW(free.fill(Box::Full, 0), IllegalMove);
}

TEST(YamColumn, OrderMasks) {
    EXPECT_EQ(fillableBoxes(ColumnKind::Down, 0b111), BoxMask{1} << 3);
    EXPECT_EQ(fillableBoxes(ColumnKind::Up, BoxMask{0b11} << 12), BoxMask{1} << 11);
    EXPECT_EQ(fillableBoxes(ColumnKind::Free, kAllBoxes), 0u);
}

TEST(YamColumn, DigestCase9FullColumnScoresThreeHundred) {
    // Rows 1-6 total 70, Min 12, Max 28, Tris..Yam = 25 + 30 + 25 + 35 + 40 + 0.
    const std::array<int, kBoxCount> points{5, 10, 12, 12, 15, 16, 12, 28, 25, 30, 25, 35, 40, 0};
    for (ColumnKind kind : {ColumnKind::Down, ColumnKind::Up}) {
        Column column(kind);
        fillAll(column, points, kind);
        EXPECT_TRUE(column.complete());
        EXPECT_EQ(column.upperTotal(), 70);
        EXPECT_EQ(column.bonus(), 35);
        EXPECT_EQ(column.minMaxTotal(), 40);
        EXPECT_EQ(column.lowerTotal(), 155);
        EXPECT_EQ(column.total(), 300);
    }
}

TEST(YamColumn, ColumnIds) {
    EXPECT_EQ(columnFromId("down"), ColumnKind::Down);
    EXPECT_EQ(columnFromId("up"), ColumnKind::Up);
    EXPECT_EQ(columnFromId("free"), ColumnKind::Free);
    EXPECT_FALSE(columnFromId("left").has_value());
    EXPECT_EQ(columnLabel(ColumnKind::Up), "Up");
}

}  // namespace
}  // namespace lt::yam
