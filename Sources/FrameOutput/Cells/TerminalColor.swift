import PetRenderer

/// A colour as a terminal can show it, after the colour mode chose how.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// An xterm palette index: 0-15 in 16-colour mode, 0-255 in 256-colour mode.
    case indexed(UInt8)
    /// Direct colour.
    case rgb(RGB)

    /// `color` as `mode` shows it: itself, the nearest xterm colour, or the default without colour.
    public init(_ color: RGB, mode: ColorMode) {
        switch mode {
        case .truecolor: self = .rgb(color)
        case .xterm256: self = .indexed(XtermColor.nearest256(color))
        case .ansi16: self = .indexed(XtermColor.nearest16(color))
        case .none: self = .default
        }
    }
}

/// How many colours the output may use.
public enum ColorMode: String, CaseIterable, Sendable {
    case truecolor
    case xterm256 = "256"
    case ansi16 = "16"
    /// NO_COLOR: shapes only.
    case none

    /// For the status line and messages.
    public var label: String {
        switch self {
        case .truecolor: "truecolor"
        case .xterm256: "256 colours"
        case .ansi16: "16 colours"
        case .none: "no colour"
        }
    }
}
