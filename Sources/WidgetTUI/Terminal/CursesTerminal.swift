import CCurses
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FrameOutput
import PetRenderer
import WidgetTUIKit

/// The ncurses backend: opens the screen, draws cell buffers (changed cells only) and reads keys.
/// All curses calls happen on the main actor.
@MainActor
final class CursesTerminal {
    let capability: ColorCapability
    let colorMode: ColorMode
    /// What the user should know about the set-up (locale fallback, colour downgrade).
    let notes: [String]
    private(set) var size: TerminalSize

    private let screen: OpaquePointer
    private var drawn: CellBuffer?
    private var pairs: ColorPairCache
    private var isOpen = true

    /// Sequences some terminals (tmux, screen, rxvt) send for Home and End that their terminfo
    /// entry may not name.
    private static let extraKeys: [(String, Int32)] = [
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
    ]

    init(colorOverride: ColorMode?, environment: [String: String]) throws {
        var notes: [String] = []
        do {
            if let note = try UTF8Locale.adopt() { notes.append(note) }
        } catch {
            throw CLIError(error.description)
        }
        TerminalGuard.save()
        guard let screen = wt_newterm() else {
            throw CLIError("cannot start the terminal: TERM=\(environment["TERM"] ?? "(unset)") is not in the terminfo database")
        }
        self.screen = screen
        cbreak()
        noecho()
        nonl()
        keypad(wt_stdscr(), true)
        nodelay(wt_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        for (sequence, code) in CursesTerminal.extraKeys { define_key(sequence, code) }
        TerminalGuard.arm()

        var colors = 0
        if has_colors() {
            start_color()
            use_default_colors()
            colors = Int(wt_colors())
        }
        capability = ColorCapability(terminalColors: colors)
        let decision = capability.decide(environment: environment, override: colorOverride)
        colorMode = decision.mode
        if let note = decision.note { notes.append(note) }
        self.notes = notes
        pairs = ColorPairCache(capacity: Int(wt_color_pairs()) - 1)
        size = TerminalSize(columns: Int(wt_cols()), rows: Int(wt_lines()))
    }

    /// Writes the cells that differ from the last buffer drawn, then updates the screen.
    func draw(_ buffer: CellBuffer) {
        if !flush(buffer.changes(since: drawn)) {
            // Colour pairs ran out and were reset: every cell on screen lost its pair.
            _ = flush(buffer.changes(since: nil))
        }
        drawn = buffer
        wnoutrefresh(wt_stdscr())
        doupdate()
    }

    /// Keys waiting in the input, decoded; never blocks.
    func readKeys() -> [Key] {
        var keys: [Key] = []
        var code: wint_t = 0
        while keys.count < 256 {
            let status = wget_wch(wt_stdscr(), &code)
            if status == ERR { break }
            guard let key = Key.decode(status: status, code: UInt32(truncatingIfNeeded: code)) else { continue }
            if key == .resize { size = TerminalSize(columns: Int(wt_cols()), rows: Int(wt_lines())) }
            keys.append(key)
        }
        return keys
    }

    /// Adopts the kernel's idea of the terminal size after SIGWINCH.
    func refreshSize() -> TerminalSize {
        var rows: Int32 = 0, cols: Int32 = 0
        if wt_window_size(STDOUT_FILENO, &rows, &cols) == 0, rows != wt_lines() || cols != wt_cols() {
            resizeterm(rows, cols)
            clearok(wt_stdscr(), true)
            drawn = nil
        }
        size = TerminalSize(columns: Int(wt_cols()), rows: Int(wt_lines()))
        return size
    }

    /// Gives the terminal back as it was, whatever signal arrives meanwhile; safe to call more than once.
    func restore() {
        guard isOpen else { return }
        isOpen = false
        TerminalGuard.giveBack {
            endwin()
            delscreen(screen)
        }
    }

    /// Returns false when colour pairs were reset part way, so the caller redraws everything.
    private func flush(_ changes: [CellChange]) -> Bool {
        var intact = true
        for change in changes {
            let cell = change.cell
            var pair: Int32 = 0
            if colorMode != .none {
                let colors = ColorPairCache.Colors(
                    foreground: CursesColorNumber.number(for: cell.foreground, on: capability),
                    background: CursesColorNumber.number(for: cell.background, on: capability))
                pair = pairs.pair(for: colors, reset: { reset_color_pairs(); intact = false },
                                  allocate: { alloc_pair($0.foreground, $0.background) })
            }
            let scalar = wt_wcwidth(wchar_t(cell.character.value)) == 1 ? cell.character : "?"
            // The bottom-right cell reports ERR (the cursor cannot advance) but is drawn.
            _ = wt_put_cell(wt_stdscr(), Int32(change.y), Int32(change.x), wchar_t(scalar.value), attributes(cell.style), pair)
        }
        return intact
    }

    private func attributes(_ style: CellStyle) -> attr_t {
        var attrs = wt_a_normal()
        if style.contains(.bold) { attrs |= wt_a_bold() }
        if style.contains(.reverse) { attrs |= wt_a_reverse() }
        if style.contains(.dim) { attrs |= wt_a_dim() }
        return attrs
    }
}
