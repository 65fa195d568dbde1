#include "slow_disk.h"

#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace {

// State of the hook below: fdatasync is a C function with no place for a context, so it lives
// at file scope, in this bench program only.
std::atomic<int> delayMs{0};
std::atomic<int> autosaveCommits{0};
std::atomic<std::thread::id> guiThread{};

// One commit calls fdatasync twice on the same temporary file (base/atomic_file's own check,
// then QSaveFile::commit's): a slow disk spends its time on the first, when the data is dirty.
thread_local ino_t lastSyncedInode = 0;

}  // namespace

extern "C" int fdatasync(int fd) {
    struct stat info {};
    if (::fstat(fd, &info) == 0 && info.st_ino != lastSyncedInode) {
        lastSyncedInode = info.st_ino;
        // The autosave thread writes only the autosave (the statistics are written on the GUI
        // thread); the file's name does not tell, as QSaveFile's temporary file has none.
        if (std::this_thread::get_id() != guiThread.load()) ++autosaveCommits;
        if (const int delay = delayMs.load(); delay > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(delay));
    }
    return static_cast<int>(::syscall(SYS_fdatasync, fd));
}

namespace lt::bench {

void setDiskDelay(int milliseconds) {
    delayMs = milliseconds;
    guiThread = std::this_thread::get_id();
}

int autosaveCommitCount() {
    return autosaveCommits.load();
}

}  // namespace lt::bench
