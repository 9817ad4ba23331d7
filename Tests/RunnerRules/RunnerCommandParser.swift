/// What GitHub Actions' runner reads as a workflow command in a step's output, written once for
/// every test and fuzz target that checks widget-tui's output against it. The runner
/// (actions/runner, `ActionCommandManager`) reads standard output and standard error alike, line by
/// line (a line ends at `\n`, `\r` or `\r\n`, as .NET's `ReadLine` splits), and takes:
/// - a line that starts with `::` once white space is trimmed from it (.NET's `Trim`, the Unicode
///   White_Space characters: `\u{A0}`, `\u{3000}` and the like too) as a command of today's form,
///   `::name properties::data` (`::warning title=T::x`, `::stop-commands::token`);
/// - a line holding `##[` anywhere as one of the old form, `##[name properties]data`
///   (`##[add-mask]word`).
///
/// Stricter than the runner, on purpose: any such line counts, whether or not its name is one the
/// runner knows or the rest of it is well formed, since the runner's set of commands grows; and the
/// characters a culture-sensitive comparison skips (.NET's `StartsWith` and `IndexOf` compare by
/// culture; Unicode's default-ignorable code points, such as variation selectors) are skipped.
public enum RunnerCommandParser {
    public enum Form: Equatable, Sendable {
        /// `::name properties::data` at the start of a trimmed line.
        case current
        /// `##[` anywhere in a line.
        case old
    }

    /// One line the runner would read as a command.
    public struct Command: Equatable, Sendable, CustomStringConvertible {
        public let form: Form
        /// The line as the runner reads it (trimmed for the current form).
        public let line: String
        /// The command's name: up to the first space or `::` (`]` in the old form).
        public var name: String {
            switch form {
            case .current:
                let body = line.dropFirst(2)
                let end = body.firstRange(of: "::")?.lowerBound ?? body.endIndex
                return String(body[..<end].prefix { $0 != " " })
            case .old:
                guard let start = line.firstRange(of: "##[")?.upperBound else { return "" }
                return String(line[start...].prefix { $0 != " " && $0 != "]" })
            }
        }

        public var description: String { "\(form == .current ? "::" : "##[")\(name) in \(String(reflecting: line))" }
    }

    /// The lines of `output` split as the runner splits them.
    public static func lines(_ output: String) -> [Substring] {
        var lines: [Substring] = []
        var start = output.unicodeScalars.startIndex
        var index = start
        let scalars = output.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(Substring(scalars[start..<index]))
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next
                index = next
            } else {
                index = scalars.index(after: index)
            }
        }
        if start < scalars.endIndex { lines.append(Substring(scalars[start...])) }
        return lines
    }

    /// Every line of `output` the runner would read as a command, in order.
    public static func commands(in output: String) -> [Command] {
        lines(output).compactMap { line in
            // Neither form without a `:` or a `#`: most lines, looked at no further.
            guard line.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "#") }) else { return nil }
            let compared = comparedScalars(line)
            let start = compared.firstIndex { !$0.properties.isWhitespace } ?? compared.endIndex
            let end = (compared.lastIndex { !$0.properties.isWhitespace } ?? compared.startIndex - 1) + 1
            if start < end, compared[start..<end].starts(with: [":", ":"] as [Unicode.Scalar]) {
                return Command(form: .current, line: string(compared[start..<end]))
            }
            if compared.firstRange(of: oldForm) != nil { return Command(form: .old, line: string(compared[...])) }
            return nil
        }
    }

    /// Whether `line` holds the old form's `##[`, ignorable characters skipped: what a command's own
    /// line (`::error ...::message`) must not hold either, since the runner reads the old form
    /// wherever today's does not parse.
    public static func holdsOldForm(_ line: some StringProtocol) -> Bool {
        guard line.utf8.contains(UInt8(ascii: "#")) else { return false }
        return comparedScalars(Substring(line)).firstRange(of: oldForm) != nil
    }

    private static let oldForm: [Unicode.Scalar] = ["#", "#", "["]

    /// The line's scalars as a culture-sensitive comparison sees them: ignorable ones left out
    /// (an ASCII line has none).
    private static func comparedScalars(_ line: Substring) -> [Unicode.Scalar] {
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return Array(line.unicodeScalars) }
        return Array(line.unicodeScalars.lazy.filter { !$0.properties.isDefaultIgnorableCodePoint })
    }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }
}
