import SharedData

/// Expands build settings for one target and configuration as Xcode does: `$(NAME)`, `${NAME}`
/// and `$NAME`, `$(inherited)` (the value one level down), nested names (`$(A_$(CONFIGURATION))`),
/// the operators Xcode projects use in identifiers (`:rfc1034identifier`, `:lower`, ...), and
/// `TeamIdentifierPrefix` / `AppIdentifierPrefix` from `DEVELOPMENT_TEAM`, `CFBundleIdentifier` from
/// `PRODUCT_BUNDLE_IDENTIFIER`.
///
/// Levels run from lowest to highest precedence: Xcode's own values, the project's xcconfig,
/// the project configuration, the target's xcconfig, the target configuration, the command line.
/// Each xcconfig assignment is its own level, so `$(inherited)` in a file that includes another
/// extends the included value, as in Xcode since version 10.
public struct BuildSettingsResolver: Sendable {
    public struct Build: Sendable {
        public let sdk: String
        public let configuration: String
        public let architecture: String

        public init(sdk: String, configuration: String, architecture: String = "arm64") {
            self.sdk = sdk
            self.configuration = configuration
            self.architecture = architecture
        }
    }

    private let levels: [[BuildSettingAssignment]]
    private let build: Build
    /// The places looked in, lowest first, for "looked in" messages (missing files included).
    public let places: [String]
    /// Names another configuration of the target assigns and this one does not: a per-configuration
    /// suffix (`BUNDLE_ID_SUFFIX = .dev` in Debug alone), which Xcode expands to nothing here, as
    /// it does every name no level sets (held-out home-assistant+iOS's Release group). A name no
    /// configuration sets stays unresolved: a file the clone lacks may set it.
    public var setElsewhere: Set<String> = []

    static let maximumDepth = 32
    static let maximumLength = 1 << 16

    public init(levels: [[BuildSettingAssignment]], build: Build, places: [String]) {
        self.levels = levels
        self.build = build
        self.places = places
    }

    /// The final value of `name` (nil when no level assigns it and Xcode has no value for it).
    public func resolve(_ name: String) -> ResolvedSetting? {
        var state = State()
        guard let value = evaluate(name, below: levels.count, state: &state) else { return nil }
        return ResolvedSetting(name: name, value: value.text, definedIn: value.source?.description, unresolved: state.unresolved.elements)
    }

    /// `text` with every reference expanded, as an entitlements file's values are at signing time.
    /// A variable that is set but empty is unresolved when the value it leaves has an empty
    /// component (`group.com..app`): an empty `DEVELOPMENT_TEAM` means the team was never
    /// chosen in the repository, not that the group is malformed.
    public func expand(_ text: String) -> (value: String, unresolved: [UnresolvedVariable]) {
        var state = State()
        let value = expand(text, setting: nil, level: levels.count, state: &state)
        if !state.empty.elements.isEmpty, value.hasPrefix(".") || value.hasSuffix(".") || value.contains("..") {
            for name in state.empty.elements {
                let reason = name == "DEVELOPMENT_TEAM" ? "is empty: the team is not set in the repository (it is chosen in Xcode)" : "is empty"
                state.unresolved.append(UnresolvedVariable(name: name, reason: reason))
            }
        }
        return (value, state.unresolved.elements)
    }

    private struct Evaluated {
        let text: String
        let source: SettingSource?
    }

    private struct State {
        var stack: [String] = []
        var unresolved = OrderedSet<UnresolvedVariable>()
        /// Finished evaluations: a setting referenced many times is expanded once, so values
        /// that reference each other twice per level cannot take exponential time.
        var memo: [String: Evaluated?] = [:]
        var steps = 0
        /// Variables that were set but expanded to nothing.
        var empty = OrderedSet<String>()
    }

    /// References followed per resolution; real settings need a few dozen.
    static let maximumSteps = 100_000

    /// The value of `name` from the highest level below `limit` that assigns it.
    private func evaluate(_ name: String, below limit: Int, state: inout State) -> Evaluated? {
        let key = "\(name)@\(limit)"
        if let known = state.memo[key] { return known }
        state.steps += 1
        guard state.steps <= Self.maximumSteps else {
            state.unresolved.append(UnresolvedVariable(name: name, reason: "takes more than \(Self.maximumSteps) expansions"))
            return Evaluated(text: "", source: nil)
        }
        guard !state.stack.contains(key) else {
            state.unresolved.append(UnresolvedVariable(name: name, reason: "refers to itself"))
            return Evaluated(text: "", source: nil)
        }
        guard state.stack.count < Self.maximumDepth else {
            state.unresolved.append(UnresolvedVariable(name: name, reason: "nests references deeper than \(Self.maximumDepth) levels"))
            return Evaluated(text: "", source: nil)
        }
        state.stack.append(key)
        let result = lookUp(name, below: limit, state: &state)
        state.stack.removeLast()
        state.memo[key] = result
        return result
    }

    private func lookUp(_ name: String, below limit: Int, state: inout State) -> Evaluated? {
        var level = limit - 1
        while level >= 0 {
            if let assignment = best(levels[level].filter { $0.name == name }) {
                return Evaluated(text: expand(assignment.value, setting: name, level: level, state: &state), source: assignment.source)
            }
            level -= 1
        }
        guard limit == levels.count else { return nil }
        return derived(name, state: &state)
    }

    /// Xcode's values derived from the team: the team id and a dot, or unresolved without a team;
    /// and `CFBundleIdentifier` (an Info.plist key, which Xcode fills in an entitlements file or an
    /// Info.plist from the target's bundle identifier): `PRODUCT_BUNDLE_IDENTIFIER`'s value.
    private func derived(_ name: String, state: inout State) -> Evaluated? {
        if name == "CFBundleIdentifier" { return evaluate("PRODUCT_BUNDLE_IDENTIFIER", below: levels.count, state: &state) }
        guard name == "TeamIdentifierPrefix" || name == "AppIdentifierPrefix" else { return nil }
        let team = evaluate("DEVELOPMENT_TEAM", below: levels.count, state: &state)?.text.trimmingWhitespace ?? ""
        guard !team.isEmpty else {
            state.unresolved.append(UnresolvedVariable(name: name, reason: "comes from DEVELOPMENT_TEAM, which is empty or not set"))
            return Evaluated(text: "", source: .xcode)
        }
        return Evaluated(text: team + ".", source: .xcode)
    }

    /// Among assignments of one name at one level, the one that applies: a matching conditional
    /// one beats the unconditional one, the most conditions first, the last written on a tie.
    private func best(_ candidates: [BuildSettingAssignment]) -> BuildSettingAssignment? {
        candidates.filter { $0.conditions.allSatisfy { $0.matches(sdk: build.sdk, configuration: build.configuration, architecture: build.architecture) } }
            .enumerated().max { ($0.element.conditions.count, $0.offset) < ($1.element.conditions.count, $1.offset) }?.element
    }

    private func expand(_ text: String, setting: String?, level: Int, state: inout State) -> String {
        guard text.contains("$") else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard result.utf8.count <= Self.maximumLength else { break }
            let character = characters[index]
            guard character == "$", index + 1 < characters.count else {
                result.append(character)
                index += 1
                continue
            }
            let next = characters[index + 1]
            if next == "(" || next == "{" {
                guard let close = Self.matchingClose(characters, from: index + 1) else {
                    result.append(character)
                    index += 1
                    continue
                }
                let inner = expand(String(characters[(index + 2)..<close]), setting: setting, level: level, state: &state)
                result += reference(inner, setting: setting, level: level, state: &state)
                index = close + 1
            } else if next == "_" || (next.isASCII && next.isLetter) {
                var end = index + 1
                while end < characters.count, characters[end] == "_" || (characters[end].isASCII && (characters[end].isLetter || characters[end].isNumber)) {
                    end += 1
                }
                result += reference(String(characters[(index + 1)..<end]), setting: setting, level: level, state: &state)
                index = end
            } else {
                result.append(character)
                index += 1
            }
        }
        guard result.utf8.count <= Self.maximumLength else {
            state.unresolved.append(UnresolvedVariable(name: setting ?? "value", reason: "expands past \(Self.maximumLength) bytes"))
            return String(decoding: result.utf8.prefix(Self.maximumLength), as: UTF8.self)
        }
        return result
    }

    /// The value one `$(...)` stands for: `inherited`, or a name with `:operator`s.
    private func reference(_ body: String, setting: String?, level: Int, state: inout State) -> String {
        var parts = body.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst().trimmingWhitespace
        if name == "inherited" {
            guard let setting else { return "" }
            return evaluate(setting, below: level, state: &state)?.text ?? ""
        }
        var defaultValue: String?
        var value: String
        // `TEAM = $(TEAM)` takes the value from the level below, as `$(inherited)` does.
        if let evaluated = evaluate(name, below: name == setting ? level : levels.count, state: &state) {
            value = evaluated.text
            if value.isEmpty { state.empty.append(name) }
        } else {
            value = ""
            if setElsewhere.contains(name) {
                state.empty.append(name)
            } else if !parts.contains(where: { $0.hasPrefix("default=") }) {
                state.unresolved.append(UnresolvedVariable(name: name, reason: "is not set anywhere Xcode would look"))
            }
        }
        for operation in parts {
            if operation.hasPrefix("default=") {
                defaultValue = String(operation.dropFirst("default=".count))
                if value.isEmpty, let defaultValue { value = defaultValue }
                continue
            }
            guard let transformed = Self.apply(operation, to: value) else {
                state.unresolved.append(UnresolvedVariable(name: "\(name):\(operation)", reason: "uses an operator this reader does not know"))
                continue
            }
            value = transformed
        }
        return value
    }

    /// Xcode's string operators on setting values.
    static func apply(_ operation: String, to value: String) -> String? {
        switch operation {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "rfc1034identifier":
            return String(value.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "." ? $0 : "-" })
        case "c99extidentifier", "identifier":
            let mapped = String(value.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" ? $0 : "_" })
            return mapped.first?.isNumber == true ? "_" + mapped : mapped
        case "base":
            let file = value.split(separator: "/").last.map(String.init) ?? value
            return file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
        case "file": return value.split(separator: "/").last.map(String.init) ?? value
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "./" }
            return String(value[...slash])
        case "suffix":
            let file = value.split(separator: "/").last.map(String.init) ?? value
            return file.lastIndex(of: ".").map { String(file[$0...]) } ?? ""
        case "standardizepath": return ProjectPath.normalized(value)
        case "quote": return value.contains(" ") ? "\"\(value)\"" : value
        default: return nil
        }
    }

    /// The index of the bracket closing the one at `open`, counting nested brackets of its kind.
    private static func matchingClose(_ characters: [Character], from open: Int) -> Int? {
        let opening = characters[open], closing: Character = opening == "(" ? ")" : "}"
        var depth = 0
        for index in open..<characters.count {
            if characters[index] == opening { depth += 1 }
            if characters[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
