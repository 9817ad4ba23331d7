import Essentials
import SharedData

/// Items `app update-items` refused, nothing written. An error is one line, so its description
/// counts the problems and names the first; `lines` are every problem, one a line, for `--verbose`.
public struct InvalidItems: Error, Equatable, Sendable, CustomStringConvertible {
    /// What names the JSON: its file, or standard input.
    public let source: String
    /// At least one.
    public let problems: [DataProblem]

    public var description: String {
        let head = "\(source): not a valid items array, nothing written: "
        guard let first = problems.first else { return head + "no problem named" }
        let problem = "\(first.field): \(first.message)"
        return problems.count == 1 ? head + problem : head + "\(problems.count) problems, the first \(problem) (--verbose lists them all)"
    }

    /// Every problem as `SOURCE: FIELD: MESSAGE`.
    public var lines: [String] {
        problems.map { "\(source): \($0.field): \($0.message)" }
    }
}
