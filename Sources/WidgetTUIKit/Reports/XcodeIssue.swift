import Essentials
import FrameOutput
import SharedData

/// One line Xcode reads from a Run Script build phase's output and shows in the issue navigator
/// and inline, as SwiftLint's default reporter writes them: `/absolute/path:LINE:COL: error:
/// message [id]`, or `widget-tui: error: message [id]` for a finding about no file. The message is
/// one line (a line break would start a line Xcode reads as its own) and never holds `##[`, so no
/// text from data can start a GitHub workflow command either.
public struct XcodeIssue: Equatable, Sendable {
    public enum Level: String, Sendable {
        case error
        case warning
        case note
    }

    /// Absolute; nil for a finding about no file.
    public let file: String?
    /// Counted from 1; the file's first line when the finding names none.
    public let line: Int?
    public let level: Level
    public let message: String
    public let rule: String?

    public init(file: String?, line: Int?, level: Level, message: String, rule: String?) {
        self.file = file
        self.line = line
        self.level = level
        self.message = message
        self.rule = rule
    }

    /// The line. A path from data is shown escaped (a line break in a file's name is `\u{0A}`), so
    /// every line starts with `/` or `widget-tui:`, never with a workflow command's `::`.
    public var text: String {
        let place = file.map { "\(VisibleText.escaped($0)):\(line ?? 1):1" } ?? "widget-tui"
        // `##[` broken as every write breaks it, ignorable characters inside it too (`##\u{200B}[`):
        // a runner comparing as .NET's culture-sensitive `IndexOf` does skips them.
        return WorkflowCommandText.neutralised("\(place): \(level.rawValue): \(Self.oneLine(message))" + (rule.map { " [\($0)]" } ?? ""), withinLine: true)
    }

    /// `path` made absolute from `folder`, as Xcode needs it to open the file.
    public static func absolute(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    }

    /// The lines, each ending in a line break.
    public static func text(_ issues: [XcodeIssue]) -> String {
        issues.map { $0.text + "\n" }.joined()
    }

    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
            .joined(separator: "; ")
    }
}
