import Essentials
import SharedData

/// One `.xcconfig` file read into its statements, in order: settings (`NAME[cond=x] = value`,
/// with an optional trailing `;`) and `#include "path"` / `#include? "path"` (the optional form is
/// for files that may be missing, as Flutter's Generated.xcconfig is before a build). `//` starts
/// a comment anywhere on a line, as in Xcode. Lines Xcode would ignore are kept as problems.
public struct XCConfigFile: Sendable {
    public enum Statement: Equatable, Sendable {
        case assignment(BuildSettingAssignment)
        case include(path: String, optional: Bool, line: Int)
    }

    public struct Problem: Equatable, Sendable {
        public let line: Int
        public let message: String
    }

    public let statements: [Statement]
    public let problems: [Problem]

    /// Real xcconfig files are a few kilobytes; Pods' generated ones stay well under this.
    public static let maximumBytes = 1 << 20

    /// The fuzzable entry point: the bytes of one file; `file` names it in setting sources.
    public static func parse(_ data: Data, file: String = "xcconfig") throws(XCConfigError) -> XCConfigFile {
        guard data.count <= maximumBytes else { throw .tooLarge(file: file, limit: maximumBytes) }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(file: file) }
        var statements: [Statement] = []
        var problems: [Problem] = []
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            let content = line.trimmingWhitespace
            if content.isEmpty { continue }
            if content.hasPrefix("#include") {
                if let include = Self.include(content, line: number) {
                    statements.append(include)
                } else {
                    problems.append(Problem(line: number, message: "malformed include; Xcode expects #include \"path\" or #include? \"path\""))
                }
                continue
            }
            guard let (key, rawValue) = BuildSettingAssignment.split(content), let (name, conditions) = BuildSettingAssignment.parseKey(key) else {
                problems.append(Problem(line: number, message: "not a setting (NAME = value) or an #include; Xcode ignores this line"))
                continue
            }
            var value = rawValue.trimmingWhitespace
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingWhitespace }
            statements.append(.assignment(BuildSettingAssignment(name: name, conditions: conditions, value: value,
                                                                 source: .xcconfig(file: file, line: number))))
        }
        return XCConfigFile(statements: statements, problems: problems)
    }

    private static func include(_ content: String, line: Int) -> Statement? {
        var rest = content.dropFirst("#include".count)
        let optional = rest.first == "?"
        if optional { rest = rest.dropFirst() }
        let quoted = rest.trimmingWhitespace
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { return nil }
        let path = String(quoted.dropFirst().dropLast())
        guard !path.isEmpty, !path.contains("\"") else { return nil }
        return .include(path: path, optional: optional, line: line)
    }
}

/// Why an `.xcconfig` could not be read at all.
public enum XCConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLarge(file: String, limit: Int)
    case notUTF8(file: String)

    public var description: String {
        switch self {
        case let .tooLarge(file, limit): "\(file): larger than \(limit) bytes; not read"
        case let .notUTF8(file): "\(file): not UTF-8 text"
        }
    }
}
