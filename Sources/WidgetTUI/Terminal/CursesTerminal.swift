import CCurses
import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameOutput
import PetRenderer
import WidgetTUIKit

/// The terminal backend: ncurses opens the screen (terminal modes, the alternate screen, the
/// keypad) and names the keys' sequences; cell buffers are drawn by `ScreenWriter`, which sends only
/// what changed in fewer bytes than ncurses' own output (a colour pair per cell, a reset before
/// each), straight to standard output. ncurses' idea of the screen is left blank and never refreshed
/// after the start, so the two never both draw; keys are read here too, by `KeyDecoder`, as ncurses
/// reads a key's sequence a byte at a time (a poll and a read each). All curses calls happen on the
/// main actor.
@MainActor
final class CursesTerminal {
    let colorMode: ColorMode
    /// What the user should know about the set-up (locale fallback, colour downgrade).
    let notes: [String]
    private(set) var size: TerminalSize

    private let screen: OpaquePointer
    private var writer = ScreenWriter()
    /// The buffers drawn as this terminal can show them, the last one kept for the next draw.
    private var shown: ShownScreen
    private var isOpen = true
    private var keys: KeyDecoder
    /// What the last read of standard input put in, kept for the next: a new array a key cost more
    /// than decoding it (an allocation and a look-up of the array's type metadata).
    private var input = [UInt8](repeating: 0, count: CursesTerminal.readSize)

    /// Bracketed paste on and off (xterm's mode 2004): a terminal that knows it puts pasted text
    /// between markers, so `KeyDecoder` drops it; one that does not ignores the mode.
    private static let bracketedPasteOn = "\u{1B}[?2004h", bracketedPasteOff = "\u{1B}[?2004l"

    /// How long an ESC alone waits for the rest of a sequence before it is the Esc key, as
    /// ncurses' `ESCDELAY` was set: long enough for a sequence cut between two writes of a slow
    /// link, short enough that Esc is not felt to lag.
    private static let escapeDelayMilliseconds: Int32 = 25
    /// The most bytes read at once: a long paste cannot hold up drawing.
    private static let readSize = 4096

    init(colorOverride: ColorMode?, environment: [String: String]) throws {
        var notes: [String] = []
        do {
            if let note = try UTF8Locale.adopt() { notes.append(note) }
        } catch {
            throw CLIError(error.description)
        }
        TerminalGuard.save()
        guard let screen = wt_newterm_one_cell() else {
            throw CLIError("cannot start the terminal: TERM=\(environment["TERM"]?.shown ?? "(unset)") is not in the terminfo database")
        }
        self.screen = screen
        cbreak()
        noecho()
        nonl()
        // The keys in application mode (smkx), as their terminfo sequences name them.
        keypad(wt_stdscr(), true)
        curs_set(0)
        keys = KeyDecoder(sequences: TerminfoKeys.sequences { name in wt_string_capability(name).map { String(cString: $0) } })
        TerminalGuard.arm()

        var colors = 0
        if has_colors() {
            start_color()
            colors = Int(wt_colors())
        }
        let capability = ColorCapability(terminalColors: colors)
        shown = ShownScreen(capability: capability)
        let decision = capability.decide(environment: environment, override: colorOverride)
        colorMode = decision.mode
        if let note = decision.note { notes.append(note) }
        self.notes = notes
        size = Self.kernelSize(environment: environment)
        // ncurses sends its set-up (alternate screen, keypad, hidden cursor) and clears the screen;
        // from here on only the writer draws.
        wrefresh(wt_stdscr())
        writer = Self.writer()
        Self.writeAll(Array(Self.bracketedPasteOn.utf8))
    }

    /// A writer for what this terminal has: line feeds that only move down, when the output
    /// settings send them as they are (ncurses leaves ONLCR off), and REP, when terminfo has `rep`.
    private static func writer() -> ScreenWriter {
        var settings = termios()
        let lineFeedMovesDown = tcgetattr(STDOUT_FILENO, &settings) == 0
            && (settings.c_oflag & tcflag_t(OPOST) == 0 || settings.c_oflag & tcflag_t(ONLCR) == 0)
        return ScreenWriter(lineFeedMovesDown: lineFeedMovesDown, repeats: wt_has_string_capability("rep") != 0)
    }

    /// Sends what differs from the last buffer drawn.
    func draw(_ buffer: CellBuffer) {
        let (screen, changed) = shown.show(buffer)
        Self.writeAll(writer.update(to: screen, changedColumns: changed))
    }

    /// The terminal shows something else than the last screen drawn: the next draw converts and
    /// compares every cell.
    private func forgetDrawn() {
        writer.invalidate()
        shown.forget()
    }

    /// Something else drew on the screen (ncurses repainting its own blank idea of it when the
    /// process is resumed after Ctrl-Z): the next draw clears it and draws every cell. The shell
    /// had the terminal meanwhile and may have turned bracketed paste off: it is turned on again.
    func forgetScreen() {
        // The shell may have changed the output settings as well.
        writer = Self.writer()
        shown.forget()
        Self.writeAll(Array(Self.bracketedPasteOn.utf8))
    }

    /// The keys in what standard input has ready, decoded; call when a poll found it readable. A
    /// read that ends in an ESC alone waits `escapeDelayMilliseconds` for the rest of a sequence.
    func readKeys() -> [Key] {
        var decoded = keys.feed(readInput())
        if keys.awaitsMore, Self.inputArrives(within: Self.escapeDelayMilliseconds) { decoded += keys.feed(readInput()) }
        if let key = keys.endOfRead() { decoded.append(key) }
        return decoded
    }

    /// What standard input has ready, up to `readSize` bytes; empty at its end or on an error,
    /// which the loop's poll notices.
    private func readInput() -> ArraySlice<UInt8> {
        let count = input.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return input[0..<max(0, count)]
    }

    /// Whether standard input becomes readable within `milliseconds`.
    private static func inputArrives(within milliseconds: Int32) -> Bool {
        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&input, 1, milliseconds) > 0 && input.revents & Int16(POLLIN) != 0
    }

    /// Adopts the kernel's idea of the terminal size after SIGWINCH; ncurses' one-cell screen is
    /// left as it is, and the writer's next draw clears and draws every cell.
    func refreshSize() -> TerminalSize {
        let now = Self.kernelSize(environment: [:], otherwise: size)
        if now != size { forgetDrawn() }
        size = now
        return size
    }

    /// The terminal's size from the kernel; else `LINES` and `COLUMNS`, else `otherwise`. ncurses
    /// is told the screen is one cell (`wt_newterm_one_cell`), so its own size says nothing.
    private static func kernelSize(environment: [String: String],
                                   otherwise: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> TerminalSize {
        var rows: Int32 = 0, cols: Int32 = 0
        if wt_window_size(STDOUT_FILENO, &rows, &cols) == 0 { return TerminalSize(columns: Int(cols), rows: Int(rows)) }
        if let rows = environment["LINES"].flatMap(Int.init), let columns = environment["COLUMNS"].flatMap(Int.init),
           rows > 0, columns > 0 {
            return TerminalSize(columns: columns, rows: rows)
        }
        return otherwise
    }

    /// Gives the terminal back as it was, whatever signal arrives meanwhile; safe to call more than once.
    func restore() {
        guard isOpen else { return }
        isOpen = false
        Self.writeAll(Array(Self.bracketedPasteOff.utf8))
        // rmcup: leaving restores what the terminal showed before the preview.
        let leavesScreen = wt_has_string_capability("rmcup") != 0, lastRow = size.rows
        TerminalGuard.giveBack {
            endwin()
            delscreen(screen)
        }
        // endwin leaves the cursor on ncurses' last row, which is the first of a one-cell screen:
        // a terminal without an alternate screen keeps the preview, and the shell's prompt goes
        // below it, as it did when ncurses knew the real size.
        if !leavesScreen { Self.writeAll(Array("\u{1B}[\(lastRow);1H".utf8)) }
    }

    /// Writes all of `bytes` to standard output, past interruptions and partial writes; a terminal
    /// that went away is noticed by the loop's poll.
    private static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
