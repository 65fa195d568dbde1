#include "games/yam/solver/value_tables.h"

#include <algorithm>
#include <chrono>

namespace lt::yam::solver {

ValueTables::~ValueTables() {
    cancel_ = true;
    if (worker_.joinable()) worker_.join();
}

std::shared_ptr<const ColumnValues> ValueTables::request(ColumnKind kind) {
    std::lock_guard lock(mutex_);
    const int k = static_cast<int>(kind);
    if (tables_[k]) return tables_[k];
    wanted_[k] = true;
    if (!working_) {
        // A finished worker may still be joinable: reap it before starting the next one.
        if (worker_.joinable()) worker_.join();
        working_ = true;
        worker_ = std::thread([this] { work(); });
    }
    return nullptr;
}

std::shared_ptr<const ColumnValues> ValueTables::wait(ColumnKind kind,
                                                      const std::atomic<bool>& stop) {
    if (auto table = request(kind)) return table;
    std::unique_lock lock(mutex_);
    const int k = static_cast<int>(kind);
    while (!tables_[k] && !stop) ready_.wait_for(lock, std::chrono::milliseconds(20));
    return tables_[k];
}

void ValueTables::work() {
    for (;;) {
        int next = -1;
        {
            std::lock_guard lock(mutex_);
            // Down and Up (cheap) before Free, so their players never wait for it.
            for (int k : {0, 1, 2})
                if (wanted_[k] && !tables_[k]) {
                    next = k;
                    break;
                }
            if (next < 0 || cancel_) {
                working_ = false;
                return;
            }
        }
        // The app's other threads mostly wait on the player meanwhile: use the cores.
        const int threads =
            static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
        auto solved =
            ColumnValues::solve(yamColumnRules(static_cast<ColumnKind>(next)), &cancel_, threads);
        std::lock_guard lock(mutex_);
        if (!solved) {
            working_ = false;
            return;
        }
        tables_[next] = std::make_shared<const ColumnValues>(std::move(*solved));
        ready_.notify_all();
    }
}

}  // namespace lt::yam::solver
