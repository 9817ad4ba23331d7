import Essentials

/// Keys of the argument domain: a process launched with `-KEY value` finds KEY in every
/// `UserDefaults` it opens, the standard one and a suite's alike (the argument domain is searched
/// first and shared by all instances), so a read of KEY is a switch set from outside for one run
/// (a UI test, fastlane snapshot, a scheme's arguments), not data the app owes the widget. The
/// arguments are found where a project sets them: an array assigned or appended to
/// `launchArguments` (XCUIApplication, in UI tests and fastlane's SnapshotHelper), and a shared
/// scheme's `<CommandLineArgument argument = "-KEY value">`, fastlane's Snapfile
/// `launch_arguments(["-KEY value -OTHER value"])`. `--flag` sets no key (the key would be
/// `-flag`), nor does a value after its key.
enum LaunchArgumentKeys {
    /// Elements read after one `launchArguments`: an array of launch arguments is short.
    static let maximumElements = 64

    /// The key `-KEY` or `-KEY value` (one argument of a scheme) sets; nil for anything else.
    static func key(ofArgument argument: String) -> String? {
        let argument = argument.trimmingWhitespace
        guard argument.hasPrefix("-"), !argument.hasPrefix("--") else { return nil }
        let key = argument.dropFirst().prefix { !($0 == " " || $0 == "\t") }
        guard let first = key.first, first.isLetter || first == "_" else { return nil }
        return String(key)
    }

    /// The keys a Swift file sets through `launchArguments = [...]`, `launchArguments += [...]` or
    /// `launchArguments.append(...)`/`append(contentsOf: [...])`, with their lines. Takes the code
    /// scan's parse of the file, so no file is parsed twice a run.
    static func inSwift(_ source: SourceText) -> [(key: String, line: Int)] {
        let bytes = source.bytes
        var found: [(key: String, line: Int)] = []
        for offset in source.wordOffsets(["launchArguments"]) where !source.isInString(offset: offset) {
            var index = source.skippingSpaces(from: offset + "launchArguments".utf8.count)
            // `= [`, `+= [`, `.append(`, `.append(contentsOf: [`: the first bracket on, its elements.
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index = source.skippingSpaces(from: index + 1)
            } else if source.text(index..<min(bytes.count, index + 7)) == ".append" {
                index = source.skippingSpaces(from: index + 7)
            } else {
                continue
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "("),
                  var elements = source.arguments(fromOffset: index + 1) else { continue }
            if elements.count == 1, elements[0].label == "contentsOf" {
                let inner = source.skippingSpaces(from: elements[0].offset)
                guard inner < bytes.count, bytes[inner] == UInt8(ascii: "["), let list = source.arguments(fromOffset: inner + 1) else { continue }
                elements = list
            }
            for element in elements.prefix(maximumElements) {
                guard let literal = SourceText.literal(element.expression, language: .swift), let key = key(ofArgument: literal) else { continue }
                found.append((key, source.line(at: element.offset)))
            }
        }
        return found
    }

    /// The keys a scheme's command-line arguments set (enabled or not: a developer turns them on
    /// to run), with their lines.
    static func inScheme(_ text: String) -> [(key: String, line: Int)] {
        guard text.contains("CommandLineArgument") else { return [] }
        var found: [(key: String, line: Int)] = []
        var inArgument = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = String(line).trimmingWhitespace
            if trimmed.hasPrefix("<CommandLineArgument") && !trimmed.hasPrefix("<CommandLineArguments") { inArgument = true }
            if inArgument, trimmed.hasPrefix("argument"), let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close {
                let value = String(trimmed[trimmed.index(after: open)..<close]).replacing("&quot;", with: "\"")
                if let key = key(ofArgument: value) { found.append((key, number + 1)) }
                inArgument = false
            }
        }
        return found
    }

    /// Bytes read after a Snapfile's `launch_arguments`: a list of a few strings.
    static let maximumSnapfileBytes = 4_096

    /// The keys a fastlane Snapfile's `launch_arguments([...])` sets: each string a command line of
    /// `-KEY value` pairs (a value may be negative: `-73.9` sets no key), with their lines.
    static func inSnapfile(_ text: String) -> [(key: String, line: Int)] {
        var found: [(key: String, line: Int)] = []
        var rest = Substring(text)
        while let call = rest.firstRange(of: "launch_arguments") {
            let start = text.utf8.distance(from: text.startIndex, to: call.lowerBound)
            let line = text.utf8.prefix(start).reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            var depth = 0, quote: Character?, current = "", lines = 0
            var index = call.upperBound
            var read = 0
            scan: while index < text.endIndex, read < maximumSnapfileBytes {
                let character = text[index]
                if let open = quote {
                    if character == open {
                        for token in current.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                            if let key = key(ofArgument: String(token)) { found.append((key, line + lines)) }
                        }
                        quote = nil
                        current = ""
                    } else {
                        current.append(character)
                    }
                } else {
                    switch character {
                    case "\"", "'": quote = character
                    case "(", "[": depth += 1
                    case ")", "]":
                        depth -= 1
                        if depth <= 0 { break scan }
                    case "#": while index < text.endIndex, text[index] != "\n" { index = text.index(after: index) }; continue scan
                    default: break
                    }
                }
                if character == "\n" { lines += 1 }
                index = text.index(after: index)
                read += 1
            }
            rest = text[index...]
        }
        return found
    }
}
