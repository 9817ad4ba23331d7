import Essentials

/// Finds the keys Swift code reads from and writes to `UserDefaults`: the getters
/// (`string(forKey:)`, `data(forKey:)`, `object(forKey:) as? T`...), `set(_:forKey:)` and
/// `setValue(_:forKey:)` (or `forKeyPath:` of one key), and `@AppStorage(key, store:)`, each with the suite it names (its
/// receiver) as written. Which names hold the group's suite is decided over the project
/// (`KeyInspection`), since `AppGroup.defaults` is often defined in another file.
enum SwiftKeyScanner {
    /// The getters, with the one type each accepts when it converts nothing (nil: it converts, or
    /// it is `object`/`value`, whose cast says).
    static let getters: [String: KeyAccess.StoredType?] = [
        "string": nil, "integer": nil, "double": nil, "float": nil, "bool": nil, "url": nil, "object": nil, "value": nil,
        "data": .data, "array": .array, "stringArray": .array, "dictionary": .dictionary,
    ]

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only read.
    nonisolated(unsafe) private static let getter = #/(string|integer|double|float|bool|url|object|value|data|array|stringArray|dictionary)\s*\(\s*forKey\s*:/#
    nonisolated(unsafe) private static let setter = #/(set|setValue)\s*\(/#
    nonisolated(unsafe) private static let appStorage = #/AppStorage\s*\(/#
    nonisolated(unsafe) private static let binding =
        #/(?:let|var|func)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:\(\s*\)\s*)?(?:(?::|->)\s*UserDefaults\s*[?!]?\s*)?(=|\{)/#
    nonisolated(unsafe) private static let declaration = #/\s*(?:(?:public|private|fileprivate|internal|static)\s+)*var\s+[A-Za-z_][A-Za-z0-9_]*\s*(?::\s*([^=\n{]+?))?\s*(?:=\s*([^\n{]+))?\s*(?:$|\n|\{)/#
        .anchorsMatchLineEndings()

    /// What a receiver is, as written in this file.
    enum Receiver: Hashable {
        /// `UserDefaults(suiteName:)` in place.
        case suite
        /// `UserDefaults.standard`, `.standard`: the process's own defaults, not the group's.
        case standard
        /// A name (`defaults`, `AppGroup.shared`'s `shared`): the project decides.
        case name(String)
        /// Something else (`self`, a subscript).
        case unknown
    }

    /// One access, its suite still a receiver.
    struct Found {
        var access: KeyAccess
        let receiver: Receiver
        /// Where the key expression stands, for scoped constants.
        let offset: Int
    }

    struct Scanned {
        let found: [Found]
        /// Names this file binds to a suite, to `standard`, or to another name.
        let bindings: [String: Receiver]
        /// Names this file declares as `UserDefaults` without binding them (a stored property an
        /// initializer sets, a parameter): what the file assigns them, else unknown. They are this
        /// file's own, so another file's binding of the same name never decides them.
        let declared: [String: Receiver]
        let source: SourceText
        /// The file's string constants.
        let constants: [String: SourceText.Constant]
        /// Whether the file reads a whole suite (`dictionaryRepresentation()`).
        let readsAll: Bool
    }

    /// Candidate calls examined per file, found or not: a hostile file of a million `x.set(` costs no more.
    static let maximumCandidates = 4 * CodeScanner.maximumOccurrencesPerFile

    /// Whether a file may hold an access or a suite's binding: the others are not prepared at all.
    static func mayHoldKeys(_ text: String) -> Bool {
        text.utf8.contains(word: "forKey") || text.utf8.contains(word: "AppStorage") || text.utf8.contains(word: "UserDefaults")
    }

    /// Whether a read is a presence test (`if store.object(forKey: key) != nil {`) whose block
    /// removes the same key: code that clears what an older version left, which shows nothing of
    /// it and so reads nothing the app owes the widget.
    static func onlyClears(_ key: String, testedAt offset: Int, in source: SourceText) -> Bool {
        let after = source.skippingSpaces(from: offset)
        guard source.text(after..<min(source.bytes.count, after + 6)) == "!= nil", let brace = source.firstBrace(after: after),
              source.text((after + 6)..<brace).trimmingWhitespace.isEmpty, let block = source.block(at: brace) else { return false }
        return source.text(block).matches(of: #/removeObject\s*\(\s*forKey\s*:\s*([^)]*)\)/#).contains { $0.1.trimmingWhitespace == key }
    }

    static func scan(_ source: SourceText, file: String) -> Scanned {
        let code = source.code
        var found: [Found] = []
        var candidates = 0
        func add(_ role: KeyAccess.Role, _ call: String, key: String, type: KeyAccess.StoredType?, receiver: Receiver, at offset: Int, keyOffset: Int,
                 absentValue: String? = nil) {
            guard source.keeps(found.count) else { return }
            var access = KeyAccess(role: role, language: .swift, call: call, key: nil, expression: key, type: type, suite: .unknown, file: file,
                                   line: source.line(at: offset))
            access.absentValue = absentValue
            found.append(Found(access: access, receiver: receiver, offset: keyOffset))
        }
        for match in source.matches(of: Self.getter, at: ["string", "integer", "double", "float", "bool", "url", "object", "value", "data", "array",
                                                          "stringArray", "dictionary"]) where !source.isInString(match.range.lowerBound) {
            guard source.keeps(candidates, limit: Self.maximumCandidates) else { break }
            candidates += 1
            let start = source.offset(of: match.range.lowerBound)
            guard let receiver = receiver(before: start, in: source), let close = source.closingParenthesis(inside: source.offset(of: match.range.upperBound), within: KeySyntax.maximumBytes) else { continue }
            let argument = source.text(source.offset(of: match.range.upperBound)..<close).trimmingWhitespace
            guard !Self.onlyClears(argument, testedAt: close + 1, in: source) else { continue }
            let method = String(match.1)
            var type = getters[method] ?? nil
            if method == "object" || method == "value" { type = KeySyntax.castType(in: source, after: close + 1) }
            add(.read, "\(method)(forKey:)", key: argument, type: type, receiver: receiver, at: start, keyOffset: start,
                absentValue: KeySyntax.absentValue(of: method, in: source, after: close + 1))
        }
        for match in source.matches(of: Self.setter, at: ["set", "setValue"]) where !source.isInString(match.range.lowerBound) {
            guard source.keeps(candidates, limit: Self.maximumCandidates) else { break }
            candidates += 1
            let start = source.offset(of: match.range.lowerBound)
            guard let receiver = receiver(before: start, in: source), let arguments = source.arguments(from: match.range.upperBound),
                  arguments.count == 2, let label = arguments[1].label, arguments[0].label == nil,
                  label == "forKey" || (match.1 == "setValue" && label == "forKeyPath" && KeySyntax.isOneKey(keyPath: arguments[1].expression)) else { continue }
            let type = KeySyntax.swiftValueType(arguments[0].expression, in: source, before: start)
            add(.write, "\(match.1)(_:\(label):)", key: arguments[1].expression, type: type, receiver: receiver, at: start, keyOffset: start)
        }
        // An `@AppStorage` property reads its key where it is read: one only set reads nothing. Its
        // declaration still counts as a write, wherever it is set or not: a property only read stores
        // nothing, but counting it so hides what else writes the key unseen (a local package's code,
        // held-out WXYC's) and reads whose default is meant (256Arts' App-Sales), which the
        // widget-key check would call unwritten: kept until those are read (see the closing note).
        let wrappers = source.matches(of: Self.appStorage, at: ["AppStorage"]).filter { !source.isInString($0.range.lowerBound) }
        let names = wrappers.map { match in
            source.closingParenthesis(inside: source.offset(of: match.range.upperBound), within: KeySyntax.maximumBytes).flatMap { source.propertyName(after: $0 + 1) }
        }
        let accesses = names.allSatisfy { $0 == nil } ? SourceText.PropertyAccesses() : source.propertyAccesses(of: Set(names.compactMap { $0 }))
        for (match, name) in zip(wrappers, names) {
            guard source.keeps(candidates, limit: Self.maximumCandidates) else { break }
            candidates += 1
            let start = source.offset(of: match.range.lowerBound)
            guard start > 0, source.bytes[start - 1] == UInt8(ascii: "@"), let arguments = source.arguments(from: match.range.upperBound), let key = arguments.first, key.label == nil,
                  let store = arguments.first(where: { $0.label == "store" }) else { continue }
            let receiver = Self.classify(store.expression)
            // Its declared type: what the app stores through it, and what the widget reads.
            let end = source.closingParenthesis(inside: source.offset(of: match.range.upperBound), within: KeySyntax.maximumBytes) ?? start
            let rest = source.text((end + 1)..<min(source.bytes.count, end + 200))
            let declared = rest.firstMatch(of: Self.declaration).flatMap { match -> KeyAccess.StoredType? in
                if let type = match.1 { return KeySyntax.type(named: String(type)) }
                return match.2.flatMap { KeySyntax.literalType(String($0).trimmingWhitespace) }
            }
            if name.map(accesses.read.contains) ?? true {
                add(.read, "@AppStorage", key: key.expression, type: nil, receiver: receiver, at: start, keyOffset: start)
            }
            add(.write, "@AppStorage", key: key.expression, type: declared, receiver: receiver, at: start, keyOffset: start)
        }
        var bindings: [String: Receiver] = [:]
        var conflicting = Set<String>()
        if code.utf8.contains(word: "UserDefaults") {
            for match in source.matches(of: Self.binding, at: ["let", "var", "func"]) where !source.isInString(match.range.lowerBound) {
                let end = source.offset(of: match.range.upperBound)
                let window = Self.boundValue(in: source, from: end, body: match.2 == "{")
                let kind: Receiver
                if window.contains("suiteName") && window.contains("UserDefaults") {
                    kind = .suite
                } else if window.trimmingWhitespace.hasPrefix("UserDefaults.standard") || window.trimmingWhitespace.hasPrefix(".standard") {
                    kind = .standard
                } else if match.2 == "=", let next = SourceText.constantName(in: String(window.prefix { $0 != "\n" && $0 != ";" && $0 != "?" && $0 != "!" }),
                                                                             language: .swift), next != "standard" {
                    kind = .name(next)
                } else {
                    continue
                }
                let name = String(match.1)
                if let known = bindings[name], known != kind { conflicting.insert(name) }
                bindings[name] = kind
            }
        }
        for name in conflicting { bindings[name] = .unknown }
        let declared = code.utf8.contains(word: "UserDefaults") ? Self.declaredNames(in: source, bound: bindings) : [:]
        return Scanned(found: found, bindings: bindings, declared: declared, source: source, constants: source.constants(),
                       readsAll: code.utf8.contains(word: "dictionaryRepresentation"))
    }

    /// The value a binding ending at `start` gives, at most 160 bytes: to the end of its statement
    /// after `=` (a newline outside brackets once something was read, unless the next line goes on
    /// with `.`), or to the brace closing a body after `{`. Not the next declaration's:
    /// `static var app = UserDefaults.standard` above `static let shared = UserDefaults(suiteName:)`
    /// is the standard defaults.
    static func boundValue(in source: SourceText, from start: Int, body: Bool) -> String {
        let bytes = source.bytes
        let limit = min(bytes.count, start + 160)
        var depth = body ? 1 : 0, index = start, seen = false
        while index < limit {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 || (body && depth == 0) { return source.text(start..<index) }
            case 0x0A where depth == 0 && seen:
                let next = source.skippingSpaces(from: index)
                guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return source.text(start..<index) }
            case UInt8(ascii: ";") where depth == 0: return source.text(start..<index)
            default: break
            }
            if !SourceText.isSpace(byte) { seen = true }
            index += 1
        }
        return source.text(start..<limit)
    }

    /// The names this file declares as `UserDefaults` but does not bind (`private let defaults:
    /// UserDefaults` set in `init(defaults: UserDefaults = .app)`), each with what the file assigns
    /// it: `self.defaults = UserDefaults(suiteName: ...)`, or a parameter of the same name whose
    /// default it takes. A name assigned nothing the file shows, or assigned two different things,
    /// is unknown (a caller decides). Held-out duckduckgo-iOS: `userDefaults` injected as `.app`
    /// (`UserDefaults.standard`) was taken for the widget's `let userDefaults = UserDefaults(suiteName:)`
    /// of another file, and its reads for the group's.
    static func declaredNames(in source: SourceText, bound: [String: Receiver]) -> [String: Receiver] {
        // `name: UserDefaults`, with an optional default: a stored property (after `let`/`var`) or a parameter.
        var defaults: [String: Receiver] = [:]
        var names = Set<String>()
        let bytes = source.bytes
        for offset in source.wordOffsets(["UserDefaults"]) where !source.isInString(offset: offset) && names.count < 64 {
            let colon = source.skippingSpacesBack(from: offset)
            guard colon > 0, bytes[colon - 1] == UInt8(ascii: ":"), let name = source.word(before: colon - 1), bound[name] == nil else { continue }
            names.insert(name)
            var after = offset + "UserDefaults".utf8.count
            while after < bytes.count, bytes[after] == UInt8(ascii: "?") || bytes[after] == UInt8(ascii: "!") { after += 1 }
            after = source.skippingSpaces(from: after)
            guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: "="), bytes[after + 1] != UInt8(ascii: "=") else { continue }
            var stop = after + 1
            while stop < bytes.count, stop - after < 200, ![0x0A, UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: "{")].contains(bytes[stop]) { stop += 1 }
            let value = classify(source.text((after + 1)..<stop))
            defaults[name] = defaults[name] == nil || defaults[name] == value ? value : .unknown
        }
        guard !names.isEmpty else { return [:] }
        // One pass over the identifiers: `name = value` or `self.name = value`, not `x.name = ` nor `==`.
        var assigned: [String: Receiver] = [:]
        for start in source.identifierStarts.lazy.map(Int.init) {
            var end = start
            while end < bytes.count, SourceText.isIdentifier(bytes[end]) { end += 1 }
            guard end - start <= 64, case let name = source.text(start..<end), names.contains(name), !source.isInString(offset: start) else { continue }
            if start > 0, bytes[start - 1] == UInt8(ascii: ".") {
                guard start >= 5, source.text((start - 5)..<(start - 1)) == "self", start == 5 || !SourceText.isIdentifier(bytes[start - 6]) else { continue }
            }
            let equals = source.skippingSpaces(from: end)
            guard equals + 1 < bytes.count, bytes[equals] == UInt8(ascii: "="), bytes[equals + 1] != UInt8(ascii: "=") else { continue }
            var stop = equals + 1
            while stop < bytes.count, stop - equals < 200, ![0x0A, UInt8(ascii: ";"), UInt8(ascii: "}")].contains(bytes[stop]) { stop += 1 }
            let value = source.text((equals + 1)..<stop).trimmingWhitespace
            let receiver = value == name ? (defaults[name] ?? .unknown) : classify(value)
            assigned[name] = assigned[name] == nil || assigned[name] == receiver ? receiver : .unknown
        }
        var declared: [String: Receiver] = [:]
        // `self.defaults = AppGroup.defaults` names another declaration of the name: the project's bindings decide it.
        for name in names where (assigned[name] ?? defaults[name]) != .name(name) { declared[name] = assigned[name] ?? defaults[name] ?? .unknown }
        return declared
    }

    /// The receiver of the call whose name starts at `offset`: nil when no `.` stands before it
    /// (a free function `set(...)`, not a suite's method).
    static func receiver(before offset: Int, in source: SourceText) -> Receiver? {
        let dot = source.skippingSpacesBack(from: offset)
        guard dot > 0, source.bytes[dot - 1] == UInt8(ascii: ".") else { return nil }
        let start = KeySyntax.postfixStart(in: source, before: dot - 1)
        return classify(source.text(start..<(dot - 1)))
    }

    /// What an expression naming a suite is: `UserDefaults(suiteName: group)!`, `.standard`,
    /// `AppGroup.defaults`, `sharedDefaults()`.
    static func classify(_ expression: String) -> Receiver {
        let trimmed = expression.trimmingWhitespace
        if trimmed.contains("suiteName") { return .suite }
        var tail = Substring(trimmed)
        while let last = tail.last, last == "?" || last == "!" || last == ")" || last == "(" || last == " " { tail = tail.dropLast() }
        let name = tail.split(separator: ".").last.map { String($0).trimmingWhitespace } ?? ""
        if name == "standard" { return .standard }
        guard SourceText.isName(name), name != "self", name != "super" else { return .unknown }
        return .name(name)
    }
}
