import PetRenderer

/// How a `TerminalColor` becomes an ncurses colour number on a given terminal.
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
                return index < 8 ? Int32(index) : packed(xtermPalette(index))
            }
            return Int(index) < capability.terminalColors ? Int32(index) : Int32(index % 8)
        case .rgb(let rgb):
            if capability.isDirect { return packed(rgb) }
            // Only reached when a source ignores the chosen mode: keep the hue family visible.
            return Int32((rgb.r >= 128 ? 1 : 0) | (rgb.g >= 128 ? 2 : 0) | (rgb.b >= 128 ? 4 : 0))
        }
    }

    /// A direct-colour terminfo's colour number: 0xRRGGBB.
    static func packed(_ rgb: RGB) -> Int32 {
        Int32(rgb.r) << 16 | Int32(rgb.g) << 8 | Int32(rgb.b)
    }

    /// xterm's default palette, so indexed colours look the same on a direct-colour terminal.
    static func xtermPalette(_ index: UInt8) -> RGB {
        switch index {
        case 0..<16:
            return basic[Int(index)]
        case 16..<232:
            let n = Int(index) - 16
            return RGB(cubeLevels[n / 36], cubeLevels[n / 6 % 6], cubeLevels[n % 6])
        default:
            let level = UInt8(8 + 10 * (Int(index) - 232))
            return RGB(level, level, level)
        }
    }

    private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]
    private static let basic: [RGB] = [
        "000000", "cd0000", "00cd00", "cdcd00", "0000ee", "cd00cd", "00cdcd", "e5e5e5",
        "7f7f7f", "ff0000", "00ff00", "ffff00", "5c5cff", "ff00ff", "00ffff", "ffffff",
    ].map { RGB(hex: $0)! }
}
