// Times the app from a window close to the end of its process (issue 16 item 25). Each run
// starts the app in a fresh home, waits for its window, lets it run for a while (a computer
// thinks), then sends the window WM_DELETE_WINDOW, as a window manager's close button does,
// and times until waitpid() returns. Prints each run and the median with the 95 % confidence
// interval of the median (order statistics), in milliseconds, and each run's processor time.
//
//   quit_timer [--runs N] [--wait-ms MS] -- /path/to/ludoteca ARGS...
//
// Needs an X display (xvfb-run -a).
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// The top-level window whose _NET_WM_PID is `pid` and that has WM_PROTOCOLS, if any.
Window findWindow(Display* display, Window parent, pid_t pid, Atom pidAtom) {
    Window root = 0, up = 0, *children = nullptr;
    unsigned int count = 0;
    if (!XQueryTree(display, parent, &root, &up, &children, &count)) return 0;
    Window found = 0;
    for (unsigned int i = 0; i < count && !found; ++i) {
        Atom type = 0;
        int format = 0;
        unsigned long items = 0, after = 0;
        unsigned char* data = nullptr;
        if (XGetWindowProperty(display, children[i], pidAtom, 0, 1, False, XA_CARDINAL, &type,
                               &format, &items, &after, &data) == Success &&
            data) {
            XWindowAttributes attributes;
            if (items == 1 && static_cast<pid_t>(*reinterpret_cast<unsigned long*>(data)) == pid &&
                XGetWindowAttributes(display, children[i], &attributes) &&
                attributes.map_state == IsViewable)
                found = children[i];
            XFree(data);
        }
    }
    if (children) XFree(children);
    return found;
}

double percentile(std::vector<double> values, std::size_t rank) {  // 1-based order statistic
    std::sort(values.begin(), values.end());
    return values[std::min(rank, values.size()) - 1];
}

}  // namespace

int main(int argc, char** argv) {
    int runs = 20, waitMs = 1500, command = 0;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) {
            runs = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "--wait-ms") && i + 1 < argc) {
            waitMs = std::atoi(argv[++i]);
        } else if (!std::strcmp(argv[i], "--")) {
            command = i + 1;
            break;
        }
    }
    if (command == 0 || command >= argc || runs < 1) {
        std::fprintf(stderr, "usage: quit_timer [--runs N] [--wait-ms MS] -- PROGRAM ARGS...\n");
        return 2;
    }
    Display* display = XOpenDisplay(nullptr);
    if (!display) {
        std::fprintf(stderr, "quit_timer: no X display\n");
        return 2;
    }
    const Atom pidAtom = XInternAtom(display, "_NET_WM_PID", False);
    const Atom protocols = XInternAtom(display, "WM_PROTOCOLS", False);
    const Atom deleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", False);
    std::vector<double> times;
    for (int run = 1; run <= runs; ++run) {
        char home[] = "/tmp/quit_timer_XXXXXX";
        if (!mkdtemp(home)) return 2;
        const pid_t pid = fork();
        if (pid == 0) {
            setenv("HOME", home, 1);
            setenv("XDG_CONFIG_HOME", (std::string(home) + "/.config").c_str(), 1);
            setenv("XDG_DATA_HOME", (std::string(home) + "/.local/share").c_str(), 1);
            execv(argv[command], argv + command);
            _exit(127);
        }
        Window window = 0;
        const auto started = Clock::now();
        while (!window && Clock::now() - started < std::chrono::seconds(20)) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            window = findWindow(display, DefaultRootWindow(display), pid, pidAtom);
        }
        if (!window) {
            std::fprintf(stderr, "quit_timer: no window in 20 s\n");
            kill(pid, SIGKILL);
            waitpid(pid, nullptr, 0);
            return 1;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(waitMs));
        XEvent event{};
        event.xclient.type = ClientMessage;
        event.xclient.window = window;
        event.xclient.message_type = protocols;
        event.xclient.format = 32;
        event.xclient.data.l[0] = static_cast<long>(deleteWindow);
        event.xclient.data.l[1] = CurrentTime;
        XSendEvent(display, window, False, NoEventMask, &event);
        XFlush(display);
        const auto closed = Clock::now();
        int status = 0;
        rusage usage{};
        wait4(pid, &status, 0, &usage);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - closed).count();
        times.push_back(ms);
        // The process's processor time tells a run where a computer thought (about the wait
        // spent searching) from one where nobody did.
        const double cpu =
            static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
            static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
        std::printf("run %2d: %7.1f ms (exit %d, %.2f s of processor time)\n", run, ms,
                    WIFEXITED(status) ? WEXITSTATUS(status) : -1, cpu);
        std::fflush(stdout);
        std::system((std::string("rm -rf ") + home).c_str());
    }
    XCloseDisplay(display);
    // The 95 % interval of the median: order statistics n/2 -/+ 0.98 sqrt(n), rounded out.
    const std::size_t n = times.size();
    const double half = 0.98 * std::sqrt(static_cast<double>(n));
    const auto low = static_cast<std::size_t>(std::max(1.0, std::round(n / 2.0 - half)));
    const auto high = static_cast<std::size_t>(std::min<double>(n, std::round(n / 2.0 + 1 + half)));
    const double median = (percentile(times, (n + 1) / 2) + percentile(times, n / 2 + 1)) / 2.0;
    std::printf(
        "runs %zu: median %.1f ms, 95 %% interval of the median %.1f to %.1f ms, min "
        "%.1f, max %.1f\n",
        n, median, percentile(times, low), percentile(times, high), percentile(times, 1),
        percentile(times, n));
    return 0;
}
