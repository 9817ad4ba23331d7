import SharedData

/// One `NAME[condition=pattern] = value` line: in a configuration of the project file, in an
/// `.xcconfig`, or given on the command line.
public struct BuildSettingAssignment: Equatable, Sendable {
    public let name: String
    /// `[sdk=iphoneos*]`, `[config=Debug]`, `[arch=arm64]`: all must match for the value to apply.
    public let conditions: [SettingCondition]
    public let value: String
    public let source: SettingSource

    public init(name: String, conditions: [SettingCondition] = [], value: String, source: SettingSource) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.source = source
    }

    /// Splits `NAME[sdk=iphoneos*][arch=*]` into the name and its conditions; nil for a key that
    /// is not a setting name (empty, or unbalanced brackets).
    public static func parseKey(_ key: String) -> (name: String, conditions: [SettingCondition])? {
        // Most keys have no condition: found over the bytes, where a search by Character was a tenth
        // of reading a large project file. A key with a `[` byte is read by Characters as before.
        guard key.utf8.contains(UInt8(ascii: "[")), let open = key.firstIndex(of: "[") else {
            return isSettingName(key) ? (key, []) : nil
        }
        let name = String(key[..<open])
        guard isSettingName(name) else { return nil }
        var conditions: [SettingCondition] = []
        var rest = key[open...]
        while !rest.isEmpty {
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            let body = rest[rest.index(after: rest.startIndex)..<close]
            guard let equals = body.firstIndex(of: "=") else { return nil }
            conditions.append(SettingCondition(key: String(body[..<equals]).trimmingWhitespace,
                                               pattern: String(body[body.index(after: equals)...]).trimmingWhitespace))
            rest = rest[rest.index(after: close)...]
        }
        return (name, conditions)
    }

    /// Splits `NAME[cond=x] = value` at the first `=` outside the condition brackets; nil when
    /// there is none.
    public static func split(_ line: some StringProtocol) -> (key: String, value: String)? {
        var depth = 0
        let equals = line.firstIndex { character in
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            return character == "=" && depth == 0
        }
        guard let equals else { return nil }
        return (String(line[..<equals]).trimmingWhitespace, String(line[line.index(after: equals)...]))
    }

    /// Letters, digits and underscores, not starting with a digit.
    /// Read as bytes: asking each `Character` whether it is a letter went through Unicode's tables,
    /// a quarter of reading a large project file.
    static func isSettingName(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return text.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }
    }
}

/// A condition on a setting: `sdk`, `arch` or `config`, with a `*` pattern.
public struct SettingCondition: Equatable, Sendable {
    public let key: String
    public let pattern: String

    public init(key: String, pattern: String) {
        self.key = key
        self.pattern = pattern
    }

    /// Whether the condition holds for a build; an unknown condition key never does.
    func matches(sdk: String, configuration: String, architecture: String) -> Bool {
        switch key {
        case "sdk": Self.glob(pattern, matches: sdk)
        case "config": Self.glob(pattern, matches: configuration)
        case "arch": Self.glob(pattern, matches: architecture)
        default: false
        }
    }

    /// `*` matches any run of characters; everything else matches itself.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern), text = Array(text)
        var p = 0, t = 0, star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] != "*", pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; resume = t; p += 1
            } else if let star {
                p = star + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}

/// Where an assignment was written, for "defined in" and "looked in" messages.
public enum SettingSource: Hashable, Sendable, CustomStringConvertible {
    /// A configuration's `buildSettings` in the project file; `target` nil for the project level.
    case projectFile(file: String, target: String?, configuration: String)
    case xcconfig(file: String, line: Int)
    /// `--setting NAME=VALUE`.
    case commandLine
    /// What Xcode itself defines: `TARGET_NAME`, `SRCROOT`, `TeamIdentifierPrefix`...
    case xcode
    /// A value a tool that makes the project declares, or its default (an Expo target plugin's):
    /// where, as findings show it.
    case declared(String)

    public var description: String {
        switch self {
        case let .projectFile(file, target, configuration):
            "\(file) (\(target.map { "target \($0)" } ?? "project") \(configuration))"
        case let .xcconfig(file, line): "\(file):\(line)"
        case .commandLine: "--setting"
        case .xcode: "Xcode"
        case let .declared(place): place
        }
    }
}
