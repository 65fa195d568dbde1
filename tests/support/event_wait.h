// Waiting in GUI tests for something the event loop will bring (a computer's move, a timer).
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

namespace lt::test {

// Runs the event loop until `done`, waking for each event (a computer's move arrives as one),
// not at fixed polling steps: hundreds of plies stay fast. False after `timeoutMs`.
template <typename Done>
bool waitFor(Done done, int timeoutMs = 20000) {
    QElapsedTimer elapsed;
    elapsed.start();
    QTimer heartbeat;  // wakes the loop even if nothing else happens
    heartbeat.start(50);
    while (!done()) {
        if (elapsed.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

}  // namespace lt::test
