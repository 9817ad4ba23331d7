import FrameOutput

/// What the terminal can show, and the colour mode chosen from it.
struct ColorCapability: Equatable, Sendable {
    /// ncurses' COLORS after start_color (0 when the terminal has no colour).
    var terminalColors: Int
    /// Direct-colour terminfo entries (xterm-direct) number their colours as 24-bit RGB values.
    var isDirect: Bool { terminalColors >= ColorCapability.directColors }

    static let directColors = 1 << 24

    /// The chosen mode and, when it differs from what was asked or implied, why.
    struct Decision: Equatable, Sendable {
        var mode: ColorMode
        var note: String?
    }

    /// Chooses the colour mode: an override wins but is never raised above what the terminal can
    /// show; otherwise NO_COLOR turns colour off, COLORTERM=truecolor|24bit asks for direct colour
    /// (which ncurses can only emit with a direct-colour terminfo such as xterm-direct), then 256, then 16.
    func decide(environment: [String: String], override: ColorMode?) -> Decision {
        let term = environment["TERM"] ?? "unknown"
        let best = bestMode
        if let override {
            guard override.rank > best.rank else { return Decision(mode: override, note: nil) }
            return Decision(mode: best, note: "--colors \(override.rawValue): TERM=\(term) shows \(terminalColors) colours"
                + (override == .truecolor ? " (direct colour needs a terminfo such as xterm-direct)" : "")
                + "; using \(best.label)")
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return Decision(mode: .none, note: nil)
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let wantsDirect = colorTerm == "truecolor" || colorTerm == "24bit"
        if wantsDirect, !isDirect, best != .none {
            return Decision(mode: best, note: "COLORTERM=\(colorTerm) but TERM=\(term) has \(terminalColors) colours; "
                + "TERM=xterm-direct gives direct colour; using \(best.label)")
        }
        return Decision(mode: best, note: nil)
    }

    /// `color` as this terminal can show it. Palette indices it lacks fold onto the eight ANSI
    /// colours; direct colour on a terminal without it becomes the nearest colour it has (only
    /// reached when a source ignores the chosen mode).
    func shown(_ color: TerminalColor) -> TerminalColor {
        switch color {
        case .default:
            return .default
        case .indexed(let index):
            return shown(index: index)
        case .rgb(let rgb):
            if isDirect { return color }
            return shown(index: terminalColors >= 256 ? XtermColor.nearest256(rgb) : XtermColor.nearest16(rgb))
        }
    }

    /// A palette index as this terminal shows it. Apart from `shown(_:)`, which is then not
    /// recursive and is inlined into the preview's conversion of each cell that changed.
    private func shown(index: UInt8) -> TerminalColor {
        .indexed(isDirect || Int(index) < terminalColors ? index : index % 8)
    }

    /// The richest mode the terminal supports. A direct-colour terminfo is always driven in
    /// truecolor: its colour numbers above 7 are RGB values, not palette indices.
    private var bestMode: ColorMode {
        if isDirect { return .truecolor }
        if terminalColors >= 256 { return .xterm256 }
        if terminalColors >= 8 { return .ansi16 }
        return .none
    }
}

extension ColorMode {
    /// Orders modes by how many colours they use.
    fileprivate var rank: Int {
        switch self {
        case .none: 0
        case .ansi16: 1
        case .xterm256: 2
        case .truecolor: 3
        }
    }
}
