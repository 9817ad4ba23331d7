import Essentials
import SharedData

/// A Flutter app's `pubspec.lock`, read for the version of one package: YAML as `pub` writes it
/// (`packages:`, each package a two-space key, its fields four spaces in), read by line.
public enum PubspecLock {
    /// A package the lock resolves.
    public struct Package: Sendable, Hashable {
        public let name: String
        /// As written: `0.7.0+1`; nil when the entry has none.
        public let version: String?
        /// `hosted`, `path`, `git`, `sdk`.
        public let source: String?
        /// The lock, as shown, and the line of the package's entry.
        public let file: String
        public let line: Int

        /// The version's numbers, `0.9.3` as [0, 9, 3] (a build `+1` and a pre-release `-dev` dropped).
        public var numbers: [Int]? {
            guard let version else { return nil }
            let core = version.split(whereSeparator: { $0 == "+" || $0 == "-" }).first ?? ""
            let numbers = core.split(separator: ".").map { Int($0) }
            return numbers.isEmpty || numbers.contains(nil) ? nil : numbers.compactMap { $0 }
        }

        /// Whether the version is at least `minimum` (`[0, 9, 3]`); nil when it is not known.
        public func isAtLeast(_ minimum: [Int]) -> Bool? {
            guard let numbers else { return nil }
            for (have, want) in zip(numbers + Array(repeating: 0, count: max(0, minimum.count - numbers.count)), minimum) where have != want {
                return have > want
            }
            return true
        }
    }

    /// A lock is a few hundred packages: far below this.
    static let limit = ReadLimit(bytes: 1 << 20, subject: "a pubspec.lock")

    /// The entry of `name` in a lock's text, shown as `file`; nil when the lock lists none.
    public static func package(_ name: String, in text: String, file: String) -> Package? {
        var entry: (line: Int, version: String?, source: String?)?
        var inPackages = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if content.isEmpty || content.hasPrefix("#") { continue }
            if indent == 0 {
                if entry != nil { break }
                inPackages = content.hasPrefix("packages:")
                continue
            }
            guard inPackages else { continue }
            if indent == 2 {
                if entry != nil { break }
                if Self.key(content) == name { entry = (index + 1, nil, nil) }
            } else if indent == 4, entry != nil {
                if let value = Self.value(content, key: "version") { entry?.version = value }
                if let value = Self.value(content, key: "source") { entry?.source = value }
            }
        }
        return entry.map { Package(name: name, version: $0.version, source: $0.source, file: file, line: $0.line) }
    }

    /// `name:` (quoted or not) as the key it names.
    private static func key(_ content: Substring) -> String? {
        guard content.hasSuffix(":") else { return nil }
        return unquoted(content.dropLast())
    }

    /// The value of `key: value`.
    private static func value(_ content: Substring, key: String) -> String? {
        guard content.hasPrefix(key + ":") else { return nil }
        let value = unquoted(content.dropFirst(key.count + 1))
        return value.isEmpty ? nil : value
    }

    private static func unquoted(_ text: Substring) -> String {
        let trimmed = text.trimmingWhitespace
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }
}
