@testable import FrameOutput
import PetRenderer
import Testing

/// A screen that replays the bytes a terminal would receive, as xterm reads them: printable
/// characters (with the pending wrap at the last column), carriage return, backspace, line feed
/// (down only, as with ONLCR off), IND and RI (`ESC D`, `ESC M`), and the CSI sequences the screen
/// writer may send (CUP, CUU, CUD, CUF, CUB, CHA, VPA, REP, ED 2, SGR). Anything else is a test failure,
/// and so is a line feed, IND or RI that would scroll, or a REP that does not follow an ASCII
/// character right away (tmux repeats no other), so a test sees every escape the writer sends.
struct VirtualTerminal {
    private(set) var screen: CellBuffer
    private var x = 0
    private var y = 0
    private var pendingWrap = false
    private var pen = Cell.blank
    /// The character written last, while nothing came after it: what REP repeats.
    private var last: Unicode.Scalar?

    init(width: Int, height: Int) {
        screen = CellBuffer(width: width, height: height)
    }

    mutating func replay(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            i += 1
            let previous = last
            last = nil
            switch scalar {
            case "\u{1B}" where i < scalars.count && (scalars[i] == "D" || scalars[i] == "M"):
                index(down: scalars[i] == "D")
                i += 1
            case "\n":
                index(down: true)
            case "\u{1B}":
                guard i < scalars.count, scalars[i] == "[" else {
                    Issue.record("an escape that is not CSI at scalar \(i)")
                    return
                }
                var parameters = ""
                i += 1
                while i < scalars.count, !(0x40...0x7E).contains(scalars[i].value) {
                    parameters.unicodeScalars.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count else {
                    Issue.record("an unfinished CSI sequence")
                    return
                }
                control(parameters, final: scalars[i], after: previous)
                i += 1
            case "\r":
                x = 0
                pendingWrap = false
            case "\u{08}":
                x = max(0, x - 1)
                pendingWrap = false
            default:
                guard scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) else {
                    Issue.record("control character U+\(String(scalar.value, radix: 16)) reached the terminal")
                    continue
                }
                write(scalar)
            }
        }
    }

    private mutating func write(_ scalar: Unicode.Scalar) {
        if pendingWrap {
            x = 0
            y = min(screen.height - 1, y + 1)
            pendingWrap = false
        }
        var cell = pen
        cell.character = scalar
        screen[x, y] = cell
        if x == screen.width - 1 { pendingWrap = true } else { x += 1 }
        last = scalar
    }

    /// A line feed, IND or RI: a row down or up, in the same column.
    private mutating func index(down: Bool) {
        pendingWrap = false
        let next = y + (down ? 1 : -1)
        guard screen.height > 0 && (0..<screen.height).contains(next) else {
            Issue.record("a line feed, IND or RI at the edge would scroll the screen")
            return
        }
        y = next
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar, after previous: Unicode.Scalar?) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func count() -> Int { max(1, (numbers.first ?? nil) ?? 1) }
        if final == "b" {
            // As if the character were written again: the pending wrap stays.
            guard let previous else {
                Issue.record("REP that does not follow a character")
                return
            }
            // tmux repeats only ASCII.
            guard previous.isASCII else {
                Issue.record("REP after U+\(String(previous.value, radix: 16)), which tmux does not repeat")
                return
            }
            for _ in 0..<count() { write(previous) }
            return
        }
        pendingWrap = false
        switch final {
        case "H":
            y = min(screen.height - 1, max(0, ((numbers.first ?? nil) ?? 1) - 1))
            x = min(screen.width - 1, max(0, (numbers.count > 1 ? (numbers[1] ?? 1) : 1) - 1))
        case "A": y = max(0, y - count())
        case "B": y = min(screen.height - 1, y + count())
        case "C": x = min(screen.width - 1, x + count())
        case "D": x = max(0, x - count())
        case "G": x = min(screen.width - 1, count() - 1)
        case "d": y = min(screen.height - 1, count() - 1)
        case "J":
            #expect(parameters == "2", "only ED 2 (clear the screen) is expected")
            var blank = Cell.blank
            blank.background = pen.background
            screen = CellBuffer(width: screen.width, height: screen.height, fill: blank)
        case "m":
            sgr(numbers.map { $0 ?? 0 })
        default:
            Issue.record("unexpected CSI \(parameters)\(final)")
        }
    }

    private mutating func sgr(_ codes: [Int]) {
        var i = 0
        func color(_ at: Int) -> (TerminalColor, Int) {
            if codes[at] == 5 { return (.indexed(UInt8(codes[at + 1])), 2) }
            return (.rgb(RGB(UInt8(codes[at + 1]), UInt8(codes[at + 2]), UInt8(codes[at + 3]))), 4)
        }
        while i < codes.count {
            let code = codes[i]
            i += 1
            switch code {
            case 0: pen = .blank
            case 1: pen.style.insert(.bold)
            case 2: pen.style.insert(.dim)
            case 7: pen.style.insert(.reverse)
            case 22: pen.style.subtract([.bold, .dim])
            case 27: pen.style.remove(.reverse)
            case 30...37: pen.foreground = .indexed(UInt8(code - 30))
            case 40...47: pen.background = .indexed(UInt8(code - 40))
            case 90...97: pen.foreground = .indexed(UInt8(code - 82))
            case 100...107: pen.background = .indexed(UInt8(code - 92))
            case 39: pen.foreground = .default
            case 49: pen.background = .default
            case 38, 48:
                let (value, used) = color(i)
                if code == 38 { pen.foreground = value } else { pen.background = value }
                i += used
            default: Issue.record("unexpected SGR code \(code)")
            }
        }
    }
}

extension CellBuffer {
    /// What each cell shows a person: a space only its background, a full block only its
    /// foreground, a half block its two colours top and bottom, whichever half it is; anything
    /// else as it is.
    var appearance: [String] {
        cells.map { cell in
            guard cell.style.isEmpty else { return "\(cell)" }
            switch cell.character {
            case " ": return "bg \(cell.background)"
            case "\u{2588}" where cell.foreground != .default: return "bg \(cell.foreground)"
            case "\u{2580}" where cell.foreground != .default && cell.background != .default:
                return cell.foreground == cell.background ? "bg \(cell.background)" : "\(cell.foreground) over \(cell.background)"
            case "\u{2584}" where cell.foreground != .default && cell.background != .default:
                return cell.foreground == cell.background ? "bg \(cell.background)" : "\(cell.background) over \(cell.foreground)"
            default: return "\(cell)"
            }
        }
    }
}
