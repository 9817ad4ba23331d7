import CCurses
import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe the event loop polls next to standard input. Signal handlers write their number into
/// it (the self-pipe trick), so SIGINT, SIGTERM, SIGWINCH and SIGCONT are handled on the main loop,
/// where endwin is safe to call.
@MainActor
final class WakePipe {
    /// Signals the preview handles itself; ncurses sees them routed and installs no handlers of its
    /// own. SIGCONT comes after ncurses' own SIGTSTP handler has put the screen back as ncurses
    /// knows it, blank, so the loop draws everything again.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT]

    let readFD: Int32
    private let writeFD: Int32
    private var routed: [Int32] = []

    init() throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw CLIError("cannot create the wake pipe: \(String(cString: strerror(errno)))") }
        readFD = fds[0]
        writeFD = fds[1]
        // A full pipe must not block a signal handler, and draining must not block the loop.
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    /// Routes `signals` into the pipe until `close()`.
    func route(_ signals: [Int32] = WakePipe.signals) {
        for signal in signals where wt_route_signal(signal, writeFD) == 0 { routed.append(signal) }
    }

    /// The signals that arrived since the last call, in order.
    func drain() -> [Int32] {
        var out: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readFD, &buffer, buffer.count)
            guard n > 0 else { break }
            out += buffer[0..<n].map { Int32($0) }
        }
        return out
    }

    /// Restores the default actions and closes the pipe.
    func close() {
        for signal in routed { _ = wt_route_signal(signal, -1) }
        routed = []
        _ = Self.closeDescriptor(readFD)
        _ = Self.closeDescriptor(writeFD)
    }

    /// `close(2)`, which this type's own `close()` hides, so it is named through the C library's module.
    private static func closeDescriptor(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd)
        #elseif canImport(Darwin)
        Darwin.close(fd)
        #endif
    }
}
