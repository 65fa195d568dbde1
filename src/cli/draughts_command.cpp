// `ludoteca-cli draughts ...`: perft, PDN replay, and the engine over the Hub and DXP protocols.
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <iostream>
#include <thread>

#include <fmt/format.h>

#include "command_support.h"
#include "commands.h"
#include "framework/errors.h"
#include "games/draughts/dxp.h"
#include "games/draughts/hub.h"
#include "games/draughts/notation.h"
#include "games/draughts/pdn.h"
#include "games/draughts/position.h"

namespace lt::cli {

namespace {

constexpr std::string_view kUsage =
    "usage: ludoteca-cli draughts perft DEPTH [--fen FEN] [--divide]\n"
    "       ludoteca-cli draughts pdn FILE\n"
    "       ludoteca-cli draughts hub                  (Hub protocol v2 on stdin/stdout)\n"
    "       ludoteca-cli draughts dxp --listen PORT | --connect HOST:PORT\n"
    "                                 [--minutes N] [--moves N]   (DamExchange over TCP)\n"
    "                                 [--side white|black] [--fen FEN] [--movetime MS]\n"
    "         (--side and --fen: the game the connecting side asks for; --movetime: fixed\n"
    "          thinking time per move)\n";

int usage(std::string_view problem) {
    if (!problem.empty()) std::cerr << "draughts: " << problem << '\n';
    std::cerr << kUsage;
    return 2;
}

int perftCommand(const Args& args) {
    std::string problem;
    const auto request = parsePerftArgs(args, std::string(draughts::kInitialFen), problem);
    if (!request) return usage(problem);
    const int depth = request->depth;
    draughts::Position position;
    try {
        position = draughts::parseFen(request->fen);
    } catch (const InputError& error) {
        std::cerr << "draughts perft: " << error.what() << '\n';
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (request->divide && depth > 0) {
        for (const draughts::Move& move : draughts::legalMoves(position)) {
            draughts::Position next = position;
            next.play(move);
            const std::uint64_t count = draughts::perft(next, depth - 1);
            std::cout << draughts::moveToText(position, move) << ": " << count << '\n';
            nodes += count;
        }
        std::cout << '\n';
    } else {
        nodes = draughts::perft(position, depth);
    }
    printPerftFigures(nodes, start);
    return 0;
}

int pdnCommand(const Args& args) {
    if (args.size() != 2) return usage("pdn needs exactly one FILE");
    const auto text = readWholeFile(args[1]);
    if (!text) {
        std::cerr << "draughts pdn: cannot open " << args[1] << '\n';
        return 2;
    }
    std::vector<draughts::PdnGame> games;
    try {
        games = draughts::readPdn(*text);
    } catch (const InputError& error) {
        std::cerr << "draughts pdn: " << args[1] << ": " << error.what() << '\n';
        std::cout << "games=0 plies=0 errors=1\n";
        return 2;
    }
    std::size_t plies = 0;
    std::size_t errors = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const draughts::PdnGame& game = games[g];
        const std::string white = game.tag("White").empty() ? "?" : game.tag("White");
        const std::string black = game.tag("Black").empty() ? "?" : game.tag("Black");
        try {
            const std::size_t count = draughts::replay(game).size();
            plies += count;
            std::cout << fmt::format("game {} ({} - {}): {} plies, result {}\n", g + 1, white,
                                     black, count, game.result);
        } catch (const InputError& error) {
            ++errors;
            std::cout << fmt::format("game {} ({} - {}): error: {}\n", g + 1, white, black,
                                     error.what());
            std::cerr << fmt::format("draughts pdn: {}: game {}: {}\n", args[1], g + 1,
                                     error.what());
        }
    }
    std::cout << fmt::format("games={} plies={} errors={}\n", games.size(), plies, errors);
    return errors == 0 ? 0 : 1;
}

// Sets `hungUp` when the peer closes the connection while `done` is unset: the session's
// search (on the caller's thread, between two reads) then stops at once.
void watchForHangUp(int fd, std::atomic<bool>& hungUp, const std::atomic<bool>& done) {
    pollfd watched{fd, POLLRDHUP, 0};
    while (!done.load()) {
        if (::poll(&watched, 1, 100) > 0 && (watched.revents & (POLLRDHUP | POLLHUP | POLLERR))) {
            hungUp = true;
            return;
        }
    }
}

// Sends and receives NUL-terminated DXP messages over a connected socket.
int runDxpConnection(int fd, bool initiator, draughts::DxpSession::Settings settings) {
    std::atomic<bool> hungUp{false}, done{false};
    settings.hungUp = &hungUp;
    std::thread watcher(watchForHangUp, fd, std::ref(hungUp), std::cref(done));
    const auto send = [fd](const std::string& message) {
        const std::string bytes = message + '\0';
        std::size_t sent = 0;
        while (sent < bytes.size()) {
            const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
            if (n <= 0) return;
            sent += static_cast<std::size_t>(n);
        }
    };
    const auto log = [](const std::string& line) { std::cout << line << std::endl; };
    draughts::DxpSession session(settings, send, log);
    if (initiator) session.requestGame();
    std::string pending;
    char buffer[1024];
    while (true) {
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0) {
            std::cout << "connection closed" << std::endl;
            break;
        }
        pending.append(buffer, static_cast<std::size_t>(n));
        std::size_t end;
        bool open = true;
        while (open && (end = pending.find('\0')) != std::string::npos) {
            open = session.receive(pending.substr(0, end));
            pending.erase(0, end + 1);
        }
        if (!open) break;
    }
    done = true;
    watcher.join();
    ::close(fd);
    const char result = session.lastResult();
    std::cout << fmt::format("games={} result={}", session.gamesFinished(),
                             result == '3'   ? "win"
                             : result == '1' ? "loss"
                             : result == '2' ? "draw"
                                             : "unknown")
              << std::endl;
    return 0;
}

int dxpCommand(const Args& args) {
    draughts::DxpSession::Settings settings;
    std::string listenPort, connectTo;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const bool hasValue = i + 1 < args.size();
        if (args[i] == "--listen" && hasValue) {
            listenPort = args[++i];
        } else if (args[i] == "--connect" && hasValue) {
            connectTo = args[++i];
        } else if (args[i] == "--side" && hasValue &&
                   (args[i + 1] == "white" || args[i + 1] == "black")) {
            settings.initiatorSide =
                args[++i] == "white" ? draughts::Side::White : draughts::Side::Black;
        } else if (args[i] == "--fen" && hasValue) {
            try {
                settings.start = draughts::parseFen(args[++i]);
            } catch (const InputError& error) {
                return usage(std::string("bad --fen: ") + error.what());
            }
        } else if (args[i] == "--movetime" && hasValue && isNumber(args[i + 1], 6)) {
            settings.moveTimeMs = std::stoi(args[++i]);
        } else if ((args[i] == "--minutes" || args[i] == "--moves") && hasValue &&
                   isNumber(args[i + 1], 2)) {
            (args[i] == "--minutes" ? settings.minutes : settings.moves) = std::stoi(args[i + 1]);
            ++i;
        } else {
            return usage("unexpected argument '" + args[i] + "'");
        }
    }
    if (listenPort.empty() == connectTo.empty())
        return usage("dxp needs exactly one of --listen PORT and --connect HOST:PORT");
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (!listenPort.empty()) {
        hints.ai_flags = AI_PASSIVE;
        if (getaddrinfo(nullptr, listenPort.c_str(), &hints, &found) != 0 || !found)
            return usage("bad port '" + listenPort + "'");
        const int server = ::socket(found->ai_family, found->ai_socktype, found->ai_protocol);
        const int yes = 1;
        ::setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        if (server < 0 || ::bind(server, found->ai_addr, found->ai_addrlen) != 0 ||
            ::listen(server, 1) != 0) {
            freeaddrinfo(found);
            std::cerr << "draughts dxp: cannot listen on port " << listenPort << '\n';
            return 2;
        }
        freeaddrinfo(found);
        std::cout << "listening on port " << listenPort << std::endl;
        const int client = ::accept(server, nullptr, nullptr);
        ::close(server);
        if (client < 0) return 1;
        settings.stopAfterGame = false;
        return runDxpConnection(client, false, settings);
    }
    const std::size_t colon = connectTo.rfind(':');
    if (colon == std::string::npos) return usage("--connect needs HOST:PORT");
    const std::string host = connectTo.substr(0, colon);
    const std::string port = connectTo.substr(colon + 1);
    if (getaddrinfo(host.c_str(), port.c_str(), &hints, &found) != 0 || !found) {
        std::cerr << "draughts dxp: cannot resolve " << connectTo << '\n';
        return 2;
    }
    int fd = -1;
    for (addrinfo* a = found; a; a = a->ai_next) {
        fd = ::socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (fd >= 0 && ::connect(fd, a->ai_addr, a->ai_addrlen) == 0) break;
        if (fd >= 0) ::close(fd);
        fd = -1;
    }
    freeaddrinfo(found);
    if (fd < 0) {
        std::cerr << "draughts dxp: cannot connect to " << connectTo << '\n';
        return 1;
    }
    return runDxpConnection(fd, true, settings);
}

}  // namespace

int draughtsCommand(const Args& args) {
    if (args.empty()) return usage("");
    const std::string& sub = args[0];
    if (sub == "perft") return perftCommand(args);
    if (sub == "pdn") return pdnCommand(args);
    if (sub == "dxp") return dxpCommand(args);
    if (sub == "hub") {
        if (args.size() != 1) return usage("hub takes no arguments");
        return draughts::runHub(std::cin, std::cout);
    }
    if (sub == "--help" || sub == "-h") {
        std::cout << kUsage;
        return 0;
    }
    return usage("unknown sub-command '" + sub + "'");
}

}  // namespace lt::cli
