// A simulated slow disk (a school's network home): this program's own fdatasync() replaces the
// C library's for the whole process (the app's writer and QSaveFile both call it) and waits a
// set time once per file committed before syncing for real. It also counts the autosaves that
// reach the disk.
#pragma once

namespace lt::bench {

// The wait added to each commit, in milliseconds (0: the real disk alone). Called on the GUI
// thread, which it notes: commits on other threads are the autosave's.
void setDiskDelay(int milliseconds);
// Commits of the autosave so far (made on its own thread).
int autosaveCommitCount();

}  // namespace lt::bench
