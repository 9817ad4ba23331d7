import FrameOutput
import PetRenderer

/// How a `TerminalColor` becomes an ncurses colour number on a given terminal. The xterm palette
/// and nearest-colour choice are FrameOutput's `XtermColor`, the one source of truth.
enum CursesColorNumber {
    /// The terminal's default colour, as `use_default_colors` allows.
    static let terminalDefault: Int32 = -1

    static func number(for color: TerminalColor, on capability: ColorCapability) -> Int32 {
        switch color {
        case .default:
            return terminalDefault
        case .indexed(let index):
            if capability.isDirect {
                // Direct-colour terminfo keeps 0-7 as ANSI colours; above that numbers are RGB.
                return index < 8 ? Int32(index) : packed(XtermColor.rgb(of: index))
            }
            return Int(index) < capability.terminalColors ? Int32(index) : Int32(index % 8)
        case .rgb(let rgb):
            if capability.isDirect { return packed(rgb) }
            // Only reached when a source ignores the chosen mode: the nearest colour the terminal has.
            let nearest = capability.terminalColors >= 256 ? XtermColor.nearest256(rgb) : XtermColor.nearest16(rgb)
            return number(for: .indexed(nearest), on: capability)
        }
    }

    /// A direct-colour terminfo's colour number: 0xRRGGBB.
    static func packed(_ rgb: RGB) -> Int32 {
        Int32(rgb.r) << 16 | Int32(rgb.g) << 8 | Int32(rgb.b)
    }
}
