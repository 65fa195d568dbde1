// `ludoteca-cli draughts ...`: perft, PDN replay, and the engine over the Hub and DXP protocols.
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>

#include "cli/command_support.h"
#include "cli/commands.h"
#include "cli/review_output.h"
#include "framework/errors.h"
#include "games/draughts/dxp.h"
#include "games/draughts/hub.h"
#include "games/draughts/notation.h"
#include "games/draughts/pdn.h"
#include "games/draughts/position.h"
#include "games/draughts/review.h"

namespace lt::cli {

namespace {

int draughtsPerftCommand(const PerftRequest& request) {
    const int depth = request.depth;
    draughts::Position position;
    try {
        position = draughts::parseFen(request.fen);
    } catch (const InputError& error) {
        std::cerr << "draughts perft: " << error.what() << '\n';
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (request.divide && depth > 0) {
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

int pdnCommand(const std::string& path) {
    const auto text = readWholeFile(path);
    if (!text) {
        std::cerr << "draughts pdn: cannot open " << path << '\n';
        return 2;
    }
    std::vector<draughts::PdnGame> games;
    try {
        games = draughts::readPdn(*text);
    } catch (const InputError& error) {
        std::cerr << "draughts pdn: " << path << ": " << error.what() << '\n';
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
            std::cerr << fmt::format("draughts pdn: {}: game {}: {}\n", path, g + 1, error.what());
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

// The options of `dxp` as given; dxpCommand checks them together.
struct DxpRequest {
    std::string listenPort, connectTo;
    draughts::DxpSession::Settings settings;
};

int dxpCommand(const DxpRequest& request) {
    draughts::DxpSession::Settings settings = request.settings;
    const std::string& listenPort = request.listenPort;
    const std::string& connectTo = request.connectTo;
    if (listenPort.empty() == connectTo.empty())
        throw InputError("dxp needs exactly one of --listen PORT and --connect HOST:PORT", 0,
                         "dxp");
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (!listenPort.empty()) {
        hints.ai_flags = AI_PASSIVE;
        if (getaddrinfo(nullptr, listenPort.c_str(), &hints, &found) != 0 || !found)
            throw InputError("bad port '" + listenPort + "'", 0, "--listen");
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
    if (colon == std::string::npos)
        throw InputError("expected HOST:PORT, got '" + connectTo + "'", 0, "--connect");
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

void addDxpCommand(CLI::App& tools, Run& run) {
    auto request = std::make_shared<DxpRequest>();
    draughts::DxpSession::Settings& settings = request->settings;
    CLI::App* dxp = tools.add_subcommand(
        "dxp", "the draughts engine over DamExchange (TCP): waits for a game or asks for one");
    dxp->add_option("--listen", request->listenPort, "waits for the other engine on PORT")
        ->option_text("PORT");
    dxp->add_option("--connect", request->connectTo, "connects to the other engine at HOST:PORT")
        ->option_text("HOST:PORT");
    dxp->add_option("--minutes", settings.minutes,
                    "thinking time per game, asked for when connecting")
        ->check(CLI::Range(0, 99));
    dxp->add_option("--moves", settings.moves, "moves in that time")->check(CLI::Range(0, 99));
    dxp->add_option_function<std::string>(
           "--side",
           [request](const std::string& side) {
               request->settings.initiatorSide =
                   side == "white" ? draughts::Side::White : draughts::Side::Black;
           },
           "the side asked for when connecting")
        ->check(CLI::IsMember({"white", "black"}));
    dxp->add_option_function<std::string>(
        "--fen",
        [request](const std::string& fen) {
            try {
                request->settings.start = draughts::parseFen(fen);
            } catch (const InputError& error) {
                throw InputError(error.what(), 0, "--fen");
            }
        },
        "the start position asked for when connecting");
    dxp->add_option("--movetime", settings.moveTimeMs, "fixed thinking time per move, in ms")
        ->check(CLI::Range(0, 999999));
    dxp->callback([&run, request] { run = [request] { return dxpCommand(*request); }; });
}

}  // namespace

void addDraughtsCommand(CLI::App& cli, Run& run) {
    CLI::App* tools = cli.add_subcommand(
        "draughts", "international draughts tools: perft, PDN replay and review, engine");
    tools->require_subcommand(1);
    addPerftCommand(*tools, std::string(draughts::kInitialFen), draughtsPerftCommand, run);
    auto path = std::make_shared<std::string>();
    CLI::App* pdn = tools->add_subcommand("pdn", "replays every game of a PDN file");
    pdn->add_option("FILE", *path, "a PDN file")->required();
    pdn->callback([&run, path] { run = [path] { return pdnCommand(*path); }; });
    auto analyse = std::make_shared<AnalyseRequest>();
    addAnalyseOptions(*tools, *analyse, draughts::kDefaultReviewDepth, "PDN")
        ->callback([&run, analyse] { run = [analyse] { return analyseDraughts(*analyse); }; });
    tools->add_subcommand("hub", "the draughts engine over the Hub protocol v2 on stdin/stdout")
        ->callback([&run] { run = [] { return draughts::runHub(std::cin, std::cout); }; });
    addDxpCommand(*tools, run);
}

}  // namespace lt::cli
