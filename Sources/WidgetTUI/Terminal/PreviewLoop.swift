import CCurses
import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetTUIKit

/// Runs a preview session on the terminal: draw, sleep in poll() until a key, a signal, a change in
/// the container or the next due moment (entry change, reload), feed what happened to the state
/// machine, and draw again only when something did happen: a preview standing still does no work.
@MainActor
enum PreviewLoop {
    /// Returns the exit code; the terminal and the signal actions are restored however it ends.
    static func run(_ options: PreviewOptions, source: any PreviewSource, environment: [String: String]) throws -> Int32 {
        let wake = try WakePipe()
        wake.route()
        defer { wake.close() }
        let trace = try options.traceFile.map { try PreviewTrace(path: $0) }
        let terminal = try CursesTerminal(colorOverride: options.colorOverride, environment: environment)
        defer { terminal.restore() }

        let state = PreviewState(
            groupIdentifier: source.groupIdentifier, kind: source.kind, settings: options.settings,
            colorMode: terminal.colorMode, terminalSize: terminal.size, wallNow: Date(), start: options.start,
            budgetLimit: options.budget, autoFitsScale: !options.render.scaleGiven, app: options.intents.app,
            message: terminal.notes.isEmpty ? nil : .warning(terminal.notes.joined(separator: "; ")), kindGiven: options.group.kindGiven)
        let session = PreviewSession(state: state, source: source)

        var nextPoll: Date?
        var changed = true
        var drawnGeneration = 0
        var keysReadAt: ContinuousClock.Instant?
        while session.state.exit == nil {
            if changed {
                terminal.draw(session.screen())
                if let trace {
                    if let keysReadAt { trace.key(keysReadAt.duration(to: .now)) }
                    if session.state.generation != drawnGeneration { trace.timeline(session.state.generation, flushedAt: Date()) }
                }
                drawnGeneration = session.state.generation
                keysReadAt = nil
            }
            // Without a notification the container is looked at only when the source asks to.
            nextPoll = session.containerPollInterval.map { nextPoll ?? Date().addingTimeInterval($0 / .seconds(1)) }
            let due = session.state.nextWake
            let ready = try waitForInput(wake.readFD, container: session.containerDescriptor,
                                         until: [due, nextPoll].compactMap { $0 }.min())
            let woke = ContinuousClock.now
            session.send(.tick(Date()))
            changed = due.map { Date() >= $0 } ?? false
            for signal in ready.wake ? wake.drain() : [] {
                changed = true
                switch signal {
                case SIGWINCH: session.send(.resize(terminal.refreshSize()))
                case SIGCONT: terminal.forgetScreen()
                default: session.send(.signal(signal))
                }
            }
            // The terminal went away (its pane killed, its emulator closed) without a SIGHUP
            // reaching the preview: the same end as the hang-up, exit 129.
            if ready.hangUp { session.send(.signal(SIGHUP)) }
            let keys = ready.input ? terminal.readKeys() : []
            if !keys.isEmpty {
                keysReadAt = woke
                changed = true
            }
            for key in keys { session.send(.key(key)) }
            if ready.container || nextPoll.map({ Date() >= $0 }) ?? false {
                nextPoll = nil
                if session.pollContainer() { changed = true }
            }
        }
        return session.state.exit?.exitCode ?? 0
    }

    /// What woke the loop.
    struct Ready {
        /// Standard input has bytes to read.
        var input = false
        /// The wake pipe may hold signals: it is readable, or a signal interrupted the poll.
        var wake = false
        /// The container's descriptor is readable.
        var container = false
        /// Standard input hung up or failed: there is no terminal any more.
        var hangUp = false
    }

    /// Blocks until standard input, the wake pipe or the container's descriptor is readable, or
    /// `deadline` passes (forever when nil). A signal interrupts it too.
    private static func waitForInput(_ wakeFD: Int32, container: Int32?, until deadline: Date?) throws -> Ready {
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
        if let container { fds.append(pollfd(fd: container, events: Int16(POLLIN), revents: 0)) }
        let timeout = deadline.map { Int32(min(3_600_000, max(0, ($0.timeIntervalSinceNow * 1000).rounded(.up)))) } ?? -1
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        // errno at once: a signal handler that ran since (ncurses' own for SIGTSTP) may have
        // changed it. Only a failure poll can report for these arguments ends the loop; anything
        // else (EINTR, or errno overwritten) is a wake-up like any other.
        let code = errno
        if ready < 0, code == EINVAL || code == ENOMEM || code == EFAULT {
            throw CLIError("waiting for input failed: \(String(cString: strerror(code)))")
        }
        return Ready(input: ready > 0 && fds[0].revents & Int16(POLLIN) != 0,
                     wake: ready < 0 || (ready > 0 && fds[1].revents != 0),
                     container: ready > 0 && fds.count > 2 && fds[2].revents != 0,
                     hangUp: ready > 0 && fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0)
    }
}
