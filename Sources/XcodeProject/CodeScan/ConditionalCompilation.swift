import Essentials

/// `#if` as one build reads it, in Swift and in Objective-C/C: the one evaluator every reader of
/// conditional code uses (the bundle's registered widgets: reload-kind's kinds and
/// containerBackground's widgets; an intent's writes; which configurations open a group), each
/// through `builds(of:)`. A condition is three-valued: what a build's settings decide is true or
/// false; what they cannot (a name no configuration sets, `canImport(X)`,
/// `targetEnvironment(simulator)`, `arch(...)`, `__has_include`, a comparison) is undecidable, and
/// an undecidable branch is kept together with the others that are not ruled out ("both
/// branches"), never a place wrongly ruled out. The platform is a build's too: `os(watchOS)` (C's
/// `TARGET_OS_WATCH`) is decided by the target's `SDKROOT`/`SUPPORTED_PLATFORMS`, one build per
/// platform it supports, and a line is compiled when any of them compiles it. Files are read in
/// one pass.
enum ConditionalCompilation {
    /// Swift's `#if`/`#elseif` or the C preprocessor's `#if`/`#ifdef`/`#ifndef`/`#elif`.
    enum Dialect: Sendable {
        case swift, c

        /// The dialect of a source file by its extension.
        init(file: String) {
            self = [".m", ".mm", ".h", ".c", ".cpp", ".hpp"].contains { file.hasSuffix($0) } ? .c : .swift
        }
    }

    /// What one build knows of the names its `#if`s test.
    struct Build: Sendable, Hashable {
        /// The names the build sets, with their values (a Swift condition is `1`; C's `NAME=0` is `0`).
        let values: [String: String]
        /// The names some build of the project sets: the others are undecidable. nil: every name is
        /// known and one not set is false, as the compiler reads it.
        let declared: Set<String>?
        /// The platform this build compiles for; nil when the settings do not say (`os(...)` undecidable).
        let platform: ApplePlatform?
        /// Names this build cannot decide whatever `declared` says: a prefix header defines them
        /// under a condition the build does not decide (`prefixHeader`).
        var undecided: Set<String> = []

        /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (and `-D` flags) of one configuration.
        init(conditions: some Sequence<String>, declared: Set<String>?, platform: ApplePlatform? = nil) {
            values = Dictionary(conditions.map { ($0, "1") }, uniquingKeysWith: { first, _ in first })
            self.declared = declared
            self.platform = platform
        }

        /// `GCC_PREPROCESSOR_DEFINITIONS` (and `OTHER_CFLAGS`' `-D`) of one configuration: `NAME`, `NAME=VALUE`.
        init(definitions: some Sequence<String>, declared: Set<String>?, platform: ApplePlatform? = nil, undecided: some Sequence<String> = []) {
            self.init(values: Dictionary(definitions.map { Self.definition($0) }, uniquingKeysWith: { first, _ in first }), declared: declared,
                      platform: platform, undecided: Set(undecided))
        }

        init(values: [String: String], declared: Set<String>?, platform: ApplePlatform?, undecided: Set<String>) {
            self.values = values
            self.declared = declared
            self.platform = platform
            self.undecided = undecided
        }

        /// `DEBUG=1` as (`DEBUG`, `1`); a bare name is `1`, as the compiler's `-D NAME`.
        static func definition(_ text: String) -> (name: String, value: String) {
            guard let equals = text.firstIndex(of: "=") else { return (text, "1") }
            let value = text[text.index(after: equals)...].filter { $0 != "\"" && $0 != "'" }
            return (String(text[..<equals]), String(value))
        }

        /// The names a list of `NAME=VALUE` definitions sets.
        static func names(_ definitions: some Sequence<String>) -> [String] { definitions.map { definition($0).name } }

        /// A name's truth: its value is not zero; nil when undecidable. In C, TargetConditionals.h's
        /// `TARGET_OS_...` are the platform's. A value decides when it is an integer literal
        /// (`0`, `(0)`, `0U`), or a name that resolves to one within `maximumExpansion` steps
        /// (`#define USE_STAGING STAGING`; a cycle does not); any other (`1 + 1`, a string, a
        /// function-like macro) is undecidable.
        fileprivate func truth(_ name: String, dialect: Dialect, expansions: Int = 0) -> Bool? {
            if undecided.contains(name) { return nil }
            if let value = values[name] {
                if let literal = ConditionalCompilation.literalTruth(value) { return literal }
                let inner = ConditionalCompilation.unparenthesized(value[...])
                guard expansions < ConditionalCompilation.maximumExpansion, ConditionalCompilation.isIdentifier(inner),
                      inner != "true", inner != "false" else { return nil }
                return truth(inner, dialect: dialect, expansions: expansions + 1)
            }
            if dialect == .c, name.hasPrefix("TARGET_OS_") { return platform.flatMap { $0.targetConditional(name) } }
            if let declared, !declared.contains(name) { return nil }
            return false
        }

        /// `os(NAME)`, `targetEnvironment(macCatalyst)`: what this build's platform decides; nil for the rest.
        fileprivate func platformTest(_ token: String) -> Bool? {
            guard let platform, let open = token.firstIndex(of: "("), token.last == ")" else { return nil }
            let function = token[..<open].trimmingWhitespace
            let argument = String(token[token.index(after: open)..<token.index(before: token.endIndex)].trimmingWhitespace)
            switch function {
            case "os": return platform.osNames.contains(argument)
            // Mac Catalyst builds an iOS target; no other platform's build is one.
            case "targetEnvironment" where argument == "macCatalyst": return platform == .iOS ? nil : false
            default: return nil
            }
        }

        fileprivate func isDefined(_ name: String) -> Bool? {
            if undecided.contains(name) { return nil }
            if values[name] != nil { return true }
            if let declared, !declared.contains(name) { return nil }
            return false
        }
    }

    /// A conditional directive: `#if`/`#ifdef`/`#ifndef` open one (their condition in `#if` form:
    /// `#ifdef X` is `defined(X)`), `#elseif`/`#elif` and `#else` continue it, `#endif` closes it.
    enum Directive: Equatable {
        case open(String), orIf(String), orElse, close

        init?(_ line: Substring, dialect: Dialect) {
            var text = line.trimmingWhitespace
            guard text.first == "#" else { return nil }
            text = text.dropFirst().trimmingWhitespace
            // A directive's trailing comment is no part of its condition.
            for marker in ["//", "/*"] { if let comment = text.firstRange(of: marker) { text = text[..<comment.lowerBound].trimmingWhitespace } }
            let word = text.prefix { $0.isLetter }
            let rest = String(text.dropFirst(word.count)).trimmingWhitespace
            switch (word, dialect) {
            case ("if", _): self = .open(rest)
            case ("ifdef", .c): self = .open("defined(\(rest))")
            case ("ifndef", .c): self = .open("!defined(\(rest))")
            case ("elseif", .swift), ("elif", .c): self = .orIf(rest)
            case ("else", _): self = .orElse
            case ("endif", _): self = .close
            default: return nil
            }
        }
    }

    /// A prefix header's directives read: more than any real one holds (a few dozen lines).
    static let maximumPrefixDirectives = 4096

    /// Names a macro's value is looked up through (`#define A B`, `#define B 0`) before it is undecidable.
    static let maximumExpansion = 8

    /// Whether an integer literal (`0`, `0x1F`, `(0)`, `0U`, `1UL`) is non-zero; nil for anything
    /// else. Its digits are read, not its value: no literal overflows.
    static func literalTruth(_ text: some StringProtocol) -> Bool? {
        var digits = unparenthesized(Substring(text)).utf8[...]
        while let last = digits.last, [UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "l"), UInt8(ascii: "L")].contains(last) { digits = digits.dropLast() }
        var hex = false
        if digits.count > 2, digits.first == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "X")].contains(digits.dropFirst().first) {
            digits = digits.dropFirst(2)
            hex = true
        }
        guard !digits.isEmpty, digits.allSatisfy({ byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || hex && ((UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20))
        }) else { return nil }
        return digits.contains { $0 != UInt8(ascii: "0") }
    }

    /// `text` without whitespace around it and the parentheses that enclose the whole of it: `( 0 )` is `0`.
    static func unparenthesized(_ text: Substring) -> String {
        var text = text.trimmingWhitespace
        while text.first == "(", text.last == ")" {
            // `(a) + (b)` is not enclosed whole: its first parenthesis closes before the end.
            var depth = 0
            var closesAtEnd = true
            for (offset, character) in text.enumerated() {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1; if depth == 0 && offset != text.count - 1 { closesAtEnd = false; break } }
            }
            guard closesAtEnd else { break }
            text = text.dropFirst().dropLast().trimmingWhitespace
        }
        return text
    }

    /// A C identifier: a letter or `_`, then letters, digits and `_`.
    static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The lines of a file: split at each LF byte (a `Character` split never splits CR LF, one
    /// grapheme), a CR before it dropped, so CR LF files read as LF ones.
    static func lines(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
        }
    }

    /// A target's prefix header (`GCC_PREFIX_HEADER`) read under one configuration's `definitions`
    /// (`PrefixHeader.read`); the header's lines parsed for this one call.
    static func prefixHeader(_ text: String, definitions: [String], declared: Set<String>?) -> (definitions: [String], undecided: [String]) {
        PrefixHeader(text).read(definitions: definitions, declared: declared)
    }

    /// Deeper than any real file nests: the rest is not decided.
    static let maximumDepth = 64

    /// The builds of one configuration of a target, in a file's dialect: one for each platform the
    /// configuration builds for (`SDKROOT`, `SUPPORTED_PLATFORMS`: a multiplatform target compiles
    /// its files once per platform, so a branch live on any of them is live), one of unknown
    /// platform when the settings name none. `declared`: as `Build`'s (nil: every name is known).
    static func builds(of configuration: ConfigurationFacts, _ dialect: Dialect, declared: Set<String>?) -> [Build] {
        (configuration.platforms.isEmpty ? [nil] : configuration.platforms.map(Optional.some)).map { platform in
            dialect == .swift
                ? Build(conditions: configuration.compilationConditions, declared: declared, platform: platform)
                : Build(definitions: configuration.preprocessorDefinitions, declared: declared, platform: platform,
                        undecided: configuration.preprocessorUndecided)
        }
    }

    /// The builds of one configuration for a file a local package's target compiles: its `#if`s see
    /// the package target's `.define`s (those of the configuration, `debug` where the configuration
    /// sets `DEBUG` or is named Debug, as Xcode builds a package then, and of each platform), and
    /// `DEBUG` there, never the linking target's own conditions. Every other name is false, or
    /// undecidable where the manifest's settings were not all read.
    static func builds(of configuration: ConfigurationFacts, package: PackageManifest.SwiftConditions) -> [Build] {
        let debug = configuration.compilationConditions.contains("DEBUG") || configuration.name.lowercased().contains("debug")
        let declared: Set<String>? = package.complete ? nil : Set(package.defines.map(\.name) + ["DEBUG"])
        return (configuration.platforms.isEmpty ? [nil] : configuration.platforms.map(Optional.some)).map { platform in
            let set = package.defines.filter { define in
                (define.configuration.map { ($0 == "debug") == debug } ?? true)
                    // A build of unknown platform keeps a platform's define: never a branch wrongly dropped.
                    && (define.platforms.map { platforms in platform.map(platforms.contains) ?? true } ?? true)
            }.map(\.name)
            return Build(conditions: (debug ? ["DEBUG"] : []) + set, declared: declared, platform: platform)
        }
    }

    /// The same for every configuration given, each distinct build once.
    static func builds(of configurations: [ConfigurationFacts], package: PackageManifest.SwiftConditions) -> [Build] {
        OrderedSet(configurations.flatMap { builds(of: $0, package: package) }).elements
    }

    /// The builds of every configuration given, each distinct one once (configurations often agree).
    static func builds(of configurations: [ConfigurationFacts], _ dialect: Dialect, declared: Set<String>?) -> [Build] {
        OrderedSet(configurations.flatMap { builds(of: $0, dialect, declared: declared) }).elements
    }

    /// The definitions `-D NAME` and `-DNAME` of a flags setting, quotes removed; a flag after
    /// `skippingAfter` (`-Xcc`: passed to another compiler) is not this compiler's.
    static func definitions(inFlags value: String, skippingAfter passThrough: String? = nil) -> [String] {
        let flags = value.split(whereSeparator: \.isWhitespace).map { $0.filter { $0 != "\"" && $0 != "'" } }
        var names: [String] = []
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            index += 1
            if flag == passThrough { index += 1; continue }
            guard flag.hasPrefix("-D") else { continue }
            let name = flag == "-D" ? (index < flags.count ? flags[index] : "") : String(flag.dropFirst(2))
            if flag == "-D" { index += 1 }
            if !name.isEmpty { names.append(name) }
        }
        return names
    }

    /// The names some configuration of the targets sets, in a dialect: what `declared` holds where
    /// a name set nowhere is to stay undecidable.
    static func declared(_ targets: [TargetFacts], _ dialect: Dialect) -> Set<String> {
        Set(targets.flatMap { target in
            target.configurations.flatMap { dialect == .swift ? $0.compilationConditions : Build.names($0.preprocessorDefinitions) }
        })
    }

    /// The lines of `text` any of `builds` compiles (all of them when there is none), in order.
    static func compiled(_ text: String, in builds: [Build], dialect: Dialect = .swift) -> String {
        guard text.contains("#if"), !builds.isEmpty else { return text }
        let masks = builds.map { keptLines(text, in: $0, dialect: dialect) }
        var kept: [Substring] = []
        for (index, line) in lines(text).enumerated()
            where masks.contains(where: { $0[index] }) {
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// The lines of `text` a build compiles: each branch kept unless its condition is false or an
    /// earlier branch of its `#if` is certainly taken; directive lines dropped.
    static func compiled(_ text: String, in build: Build, dialect: Dialect = .swift) -> String {
        compiled(text, in: [build], dialect: dialect)
    }

    /// Whether a build compiles each line of `text` (directive lines: no); every line when the
    /// file nests deeper than `maximumDepth`.
    private static func keptLines(_ text: String, in build: Build, dialect: Dialect) -> [Bool] {
        struct Branch {
            let parentSkips: Bool
            /// An earlier branch is certainly taken.
            var decided: Bool
            var active: Bool
            var skips: Bool { parentSkips || !active }
        }
        let lines = ConditionalCompilation.lines(text)
        var kept: [Bool] = []
        kept.reserveCapacity(lines.count)
        var stack: [Branch] = []
        for line in lines {
            kept.append(false)
            switch Directive(line, dialect: dialect) {
            case .open(let condition)?:
                let truth = evaluate(condition, in: build, dialect: dialect)
                stack.append(Branch(parentSkips: stack.last?.skips ?? false, decided: truth == true, active: truth != false))
            case .orIf(let condition)? where !stack.isEmpty:
                let truth = evaluate(condition, in: build, dialect: dialect)
                stack[stack.count - 1].active = !stack[stack.count - 1].decided && truth != false
                stack[stack.count - 1].decided = stack[stack.count - 1].decided || truth == true
            case .orElse? where !stack.isEmpty:
                stack[stack.count - 1].active = !stack[stack.count - 1].decided
                stack[stack.count - 1].decided = true
            case .close?:
                _ = stack.popLast()
            case .orIf?, .orElse?:
                continue // outside any #if: a stray directive, ignored
            case nil:
                kept[kept.count - 1] = !(stack.last?.skips ?? false)
            }
            if stack.count > maximumDepth { return Array(repeating: true, count: lines.count) }
        }
        return kept
    }

    /// The conditions enclosing every line of a file, found in one pass: `conditions(at:)` gives
    /// those of a line, outermost first (`A` in `#if A`'s branch, `!(A) && (B)` in `#elseif B`'s,
    /// `!(A) && !(B)` in `#else`).
    struct Regions {
        /// Each distinct stack of conditions, and each line's index into them.
        private var stacks: [[String]] = [[]]
        private var lineStack: [Int32] = []
        let dialect: Dialect

        init(_ text: String, dialect: Dialect) {
            self.dialect = dialect
            var stack: [(earlier: [String], current: String)] = []
            var current = 0
            var tooDeep = false
            for row in ConditionalCompilation.lines(text) {
                lineStack.append(Int32(current))
                guard !tooDeep, let directive = Directive(row, dialect: dialect) else { continue }
                switch directive {
                case .open(let condition): stack.append(([], condition))
                case .orIf(let condition): if let top = stack.popLast() { stack.append((top.earlier + [top.current], condition)) }
                case .orElse: if let top = stack.popLast() { stack.append((top.earlier + [top.current], "true")) }
                case .close: _ = stack.popLast()
                }
                if stack.count > ConditionalCompilation.maximumDepth {
                    tooDeep = true
                    current = 0
                    continue
                }
                stacks.append(stack.map { branch in (branch.earlier.map { "!(\($0))" } + ["(\(branch.current))"]).joined(separator: " && ") })
                current = stacks.count - 1
            }
        }

        /// The conditions that must hold for `line` (1-based) to be compiled.
        func conditions(at line: Int) -> [String] {
            line >= 1 && line <= lineStack.count ? stacks[Int(lineStack[line - 1])] : []
        }

        /// Whether a build compiles `line`: no condition enclosing it is false.
        func compiles(_ line: Int, in build: Build) -> Bool {
            conditions(at: line).allSatisfy { evaluate($0, in: build, dialect: dialect) != false }
        }
    }

    /// A `#if` condition, three-valued: names, `!`, `&&`, `||`, parentheses, `true`/`false`,
    /// `os(...)` where the build's platform is known, and in C `defined(X)`/`defined X`, integers
    /// and `TARGET_OS_...`. nil when the build cannot decide it: a name it does not know, another
    /// platform test (`canImport(X)`, `targetEnvironment(simulator)`, `__has_include(...)`), a
    /// comparison or arithmetic.
    static func evaluate(_ condition: String, in build: Build, dialect: Dialect) -> Bool? {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for character in condition {
            if depth > 0 {
                current.append(character)
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1; if depth == 0 { tokens.append(current); current = "" } }
                continue
            }
            switch character {
            case "(" where !current.isEmpty:
                current.append(character)
                depth = 1
            case "(", ")", "!":
                if !current.isEmpty { tokens.append(current); current = "" }
                tokens.append(String(character))
            case "&", "|":
                if !current.isEmpty { tokens.append(current); current = "" }
                if tokens.last == String(character) { tokens[tokens.count - 1] = String(repeating: character, count: 2) } else { tokens.append(String(character)) }
            case " ", "\t", "\r":
                if !current.isEmpty { tokens.append(current); current = "" }
            case "=", "<", ">", "+", "-", "*", "/", "%", "?", ":", ",":
                // `!=`'s `!` was taken as a negation: whatever it compares, the build cannot decide it here.
                return nil
            default:
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var index = 0
        var undecidable = false
        // Kleene's logic: `false && unknown` is false, `true || unknown` true, else unknown.
        func chain(_ operator: String, _ operand: () -> Bool?, _ combine: (Bool?, Bool?) -> Bool?) -> Bool? {
            var value = operand()
            while index < tokens.count, tokens[index] == `operator` {
                index += 1
                value = combine(value, operand())
            }
            return value
        }
        func or() -> Bool? { chain("||", and) { $0 == true || $1 == true ? true : ($0 == nil || $1 == nil ? nil : false) } }
        func and() -> Bool? { chain("&&", unary) { $0 == false || $1 == false ? false : ($0 == nil || $1 == nil ? nil : true) } }
        func unary() -> Bool? {
            guard index < tokens.count else { undecidable = true; return nil }
            let token = tokens[index]
            index += 1
            switch token {
            case "!": return unary().map { !$0 }
            case "(":
                let value = or()
                if index < tokens.count, tokens[index] == ")" { index += 1 } else { undecidable = true }
                return value
            case "true": return true
            case "false": return false
            case "defined" where dialect == .c:
                // `defined X`, without parentheses.
                guard index < tokens.count else { undecidable = true; return nil }
                index += 1
                return build.isDefined(tokens[index - 1])
            default:
                if dialect == .c, token.hasPrefix("defined(") {
                    return build.isDefined(String(token.dropFirst(8).dropLast()).trimmingWhitespace)
                }
                // `os(iOS)`, `canImport(UIKit)`, `__has_include(...)`: what the platform decides.
                if token.contains("(") { return dialect == .swift ? build.platformTest(token) : nil }
                if dialect == .c, let literal = literalTruth(token) { return literal }
                guard token.first.map({ $0.isLetter || $0 == "_" }) == true else { undecidable = true; return nil }
                return build.truth(token, dialect: dialect)
            }
        }
        let value = or()
        return undecidable || index != tokens.count ? nil : value
    }

    /// `occurrences` with each group occurrence under `#if` in Swift or Objective-C restricted to
    /// the configurations of its targets that compile both its call and the constant giving its
    /// value (Swift: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`; Objective-C:
    /// `GCC_PREPROCESSOR_DEFINITIONS`); `texts` holds the source files (as shown) that have a `#if`.
    static func restrict(_ occurrences: [CodeOccurrence], texts: [String: String], targets: [TargetFacts],
                         packageConditions: [String: PackageManifest.SwiftConditions] = [:]) -> [CodeOccurrence] {
        guard !texts.isEmpty else { return occurrences }
        let declaredSwift = declared(targets, .swift), declaredC = declared(targets, .c)
        var regions: [String: Regions] = [:]
        func regionsOf(_ file: String) -> Regions? {
            if let known = regions[file] { return known }
            guard let text = texts[file] else { return nil }
            let found = Regions(text, dialect: Dialect(file: file))
            regions[file] = found
            return found
        }
        return occurrences.flatMap { occurrence -> [CodeOccurrence] in
            guard occurrence.kind == .group, occurrence.language == .swift || occurrence.language == .objectiveC else { return [occurrence] }
            let dialect: Dialect = occurrence.language == .swift ? .swift : .c
            let declared = dialect == .swift ? declaredSwift : declaredC
            var places = [(occurrence.file, occurrence.line)]
            if let definedAt = occurrence.definedAt, let colon = definedAt.lastIndex(of: ":"),
               let line = Int(definedAt[definedAt.index(after: colon)...]) {
                places.append((String(definedAt[..<colon]), line))
            }
            let enclosing = places.compactMap { file, line in regionsOf(file).map { ($0, line, file) } }.filter { !$0.0.conditions(at: $0.1).isEmpty }
            guard !enclosing.isEmpty else { return [occurrence] }
            // Each target's configurations that compile it; targets that agree share one occurrence.
            var byConfigurations: [(configurations: [String], targets: [String])] = []
            for name in occurrence.targets {
                guard let target = targets.first(where: { $0.name == name }) else { return [occurrence] }
                let candidates = target.configurations.filter { occurrence.configurations.isEmpty || occurrence.configurations.contains($0.name) }
                // Some build of the configuration (one per platform) compiles the call and the constant.
                let packaged = dialect == .swift ? places.compactMap { packageConditions[$0.0] } : []
                let compiling = candidates.filter { configuration in
                    guard !packaged.isEmpty else {
                        return builds(of: configuration, dialect, declared: declared).contains { build in
                            enclosing.allSatisfy { $0.0.compiles($0.1, in: build) }
                        }
                    }
                    // A place in a package's file is compiled with the package target's conditions.
                    return enclosing.allSatisfy { regions, line, file in
                        let own = packageConditions[file].map { builds(of: configuration, package: $0) } ?? builds(of: configuration, dialect, declared: declared)
                        return own.contains { regions.compiles(line, in: $0) }
                    }
                }
                guard !compiling.isEmpty else { continue }
                let names = compiling.count == target.configurations.count ? [] : compiling.map(\.name)
                if let index = byConfigurations.firstIndex(where: { $0.configurations == names }) {
                    byConfigurations[index].targets.append(name)
                } else {
                    byConfigurations.append((names, [name]))
                }
            }
            // Compiled in no configuration of any target that builds the file (a branch for a
            // condition only other targets set): the code opens nothing there.
            return byConfigurations.map { entry in
                var restricted = occurrence
                restricted.targets = entry.targets
                restricted.configurations = entry.configurations
                return restricted
            }
        }
    }
}
