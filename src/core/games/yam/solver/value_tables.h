// The optimal single-column values of Yam's three column kinds, computed lazily on a
// background thread the first time a computer player asks (never when the app starts), then
// kept for the life of the game object: Down and Up take milliseconds, Free a few seconds
// in a Release build (see column_values.h for sizes).
#pragma once

#include <array>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include "games/yam/column.h"
#include "games/yam/solver/column_values.h"

namespace lt::yam::solver {

class ValueTables {
  public:
    ValueTables() = default;
    ValueTables(const ValueTables&) = delete;
    ValueTables& operator=(const ValueTables&) = delete;
    ~ValueTables();  // stops a computation in progress and joins the thread

    // The table of `kind`, once ready; nullptr (having asked for it) while it is computed.
    std::shared_ptr<const ColumnValues> request(ColumnKind kind);
    // Waits for the table of `kind`; nullptr if `stop` becomes true first.
    std::shared_ptr<const ColumnValues> wait(ColumnKind kind, const std::atomic<bool>& stop);

  private:
    void work();

    std::mutex mutex_;
    std::condition_variable ready_;
    std::array<std::shared_ptr<const ColumnValues>, kColumnKinds> tables_{};
    std::array<bool, kColumnKinds> wanted_{};
    bool working_ = false;
    std::atomic<bool> cancel_{false};
    std::thread worker_;
};

}  // namespace lt::yam::solver
