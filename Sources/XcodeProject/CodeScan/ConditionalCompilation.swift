import Essentials

/// Which configurations compile a place of Swift code, as its `#if`s decide them: a group chosen
/// per brand or per build (`#if OTHER_BRAND`, `#if DEBUG`) is opened only in the configurations
/// whose compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` flags) take its
/// branch. A condition is decided only when every name in it is one some configuration of the
/// project sets, and it asks nothing of the platform (`os(iOS)`, `canImport(X)`): anything else
/// keeps the place in every configuration (unknown, never a group wrongly ruled out). A branch no
/// configuration of the targets compiling it takes opens nothing.
enum ConditionalCompilation {
    /// The conditions that must hold for `line` (1-based) of `text` to be compiled, outermost
    /// first: `A` in `#if A`'s branch, `!(A) && (B)` in `#elseif B`'s, `!(A) && !(B)` in `#else`.
    static func conditions(enclosing line: Int, in text: String) -> [String] {
        var stack: [(earlier: [String], current: String)] = []
        var number = 0
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if number >= line { break }
            let trimmed = row.trimmingWhitespace
            guard trimmed.hasPrefix("#") else { continue }
            if trimmed.hasPrefix("#if") {
                stack.append(([], String(trimmed.dropFirst(3)).trimmingWhitespace))
            } else if trimmed.hasPrefix("#elseif"), let top = stack.popLast() {
                stack.append((top.earlier + [top.current], String(trimmed.dropFirst(7)).trimmingWhitespace))
            } else if trimmed.hasPrefix("#else"), let top = stack.popLast() {
                stack.append((top.earlier + [top.current], "true"))
            } else if trimmed.hasPrefix("#endif") {
                _ = stack.popLast()
            }
            // Deeper than any real file nests: not decided.
            if stack.count > 64 { return [] }
        }
        return stack.map { branch in (branch.earlier.map { "!(\($0))" } + ["(\(branch.current))"]).joined(separator: " && ") }
    }

    /// Whether a build whose compilation conditions are `set` compiles a place under `conditions`;
    /// a condition not decidable from `declared` (the names some configuration sets) holds.
    static func compiles(_ conditions: [String], set: Set<String>, declared: Set<String>) -> Bool {
        conditions.allSatisfy { condition in
            !decidable(condition, declared: declared) || WidgetRegistration.evaluate(condition, conditions: set)
        }
    }

    /// Whether every name of a condition is a compilation condition some configuration sets, with no platform test.
    private static func decidable(_ condition: String, declared: Set<String>) -> Bool {
        var name = ""
        var afterName = false
        for character in condition + " " {
            if character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                afterName = false
                continue
            }
            if !name.isEmpty {
                if !["true", "false"].contains(name), !declared.contains(name) { return false }
                name = ""
                afterName = true
            }
            // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: the platform's, not a configuration's.
            if character == "(", afterName { return false }
            if character != " ", character != "\t" { afterName = false }
        }
        return true
    }

    /// `occurrences` with each Swift group occurrence under `#if` restricted to the configurations
    /// of its targets that compile both its call and the constant giving its value; `texts` holds
    /// the Swift files (as shown) that have a `#if`.
    static func restrict(_ occurrences: [CodeOccurrence], texts: [String: String], targets: [TargetFacts]) -> [CodeOccurrence] {
        guard !texts.isEmpty else { return occurrences }
        let declared = Set(targets.flatMap { $0.configurations.flatMap(\.compilationConditions) })
        guard !declared.isEmpty else { return occurrences }
        return occurrences.flatMap { occurrence -> [CodeOccurrence] in
            guard occurrence.kind == .group, occurrence.language == .swift else { return [occurrence] }
            var places = [(occurrence.file, occurrence.line)]
            if let definedAt = occurrence.definedAt, let colon = definedAt.lastIndex(of: ":"),
               let line = Int(definedAt[definedAt.index(after: colon)...]) {
                places.append((String(definedAt[..<colon]), line))
            }
            let conditions = places.flatMap { file, line in texts[file].map { Self.conditions(enclosing: line, in: $0) } ?? [] }
            guard !conditions.isEmpty else { return [occurrence] }
            // Each target's configurations that compile it; targets that agree share one occurrence.
            var byConfigurations: [(configurations: [String], targets: [String])] = []
            for name in occurrence.targets {
                guard let target = targets.first(where: { $0.name == name }) else { return [occurrence] }
                let candidates = target.configurations.filter { occurrence.configurations.isEmpty || occurrence.configurations.contains($0.name) }
                let compiling = candidates.filter { compiles(conditions, set: Set($0.compilationConditions), declared: declared) }
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
