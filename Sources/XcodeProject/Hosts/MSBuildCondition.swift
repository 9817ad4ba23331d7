import Essentials

/// An MSBuild `Condition` decided for one target framework (`net9.0-ios`), as far as it tests
/// `$(TargetFramework)` alone: `'$(TargetFramework)' == 'net8.0-ios'` (and `!=`),
/// `$(TargetFramework.StartsWith('net8.0-ios'))`, `.Contains(…)`, `.EndsWith(…)`, each perhaps
/// negated with `!`, joined by `And` or `Or`. A .NET app that once built for net8.0 keeps its
/// net8.0 blocks when it moves to net9.0 (held-out entdark+JKChat): their values are not the
/// build's. Anything else (a configuration, a property) is unknown, and a condition is false
/// only when its known parts make it so: never a value dropped on a guess.
enum MSBuildCondition {
    /// Whether `condition` is false for a build of `framework`.
    static func isFalse(_ condition: String, for framework: String) -> Bool {
        let lower = condition.lowercased()
        // Grouping is not read: a condition with both joins is unknown.
        let ors = split(lower, on: " or "), ands = split(lower, on: " and ")
        if ors.count > 1, ands.count > 1 { return false }
        if ors.count > 1 { return ors.allSatisfy { value(of: $0, for: framework) == false } }
        return ands.contains { value(of: $0, for: framework) == false }
    }

    private static func split(_ text: String, on join: String) -> [String] {
        text.split(separator: join).map(String.init)
    }

    /// One test's value for `framework`; nil when it is not a test of the target framework alone.
    private static func value(of test: String, for framework: String) -> Bool? {
        var test = test.replacing(" ", with: "").replacing("\t", with: "")
        var negated = false
        while test.hasPrefix("!") || (test.hasPrefix("(") && test.hasSuffix(")")) {
            if test.removeFirst() == "!" { negated.toggle() } else { test.removeLast() }
        }
        let framework = framework.lowercased()
        let result: Bool?
        if let match = test.wholeMatch(of: #/'\$\(targetframework\)'(==|!=)'([^'$]*)'/#) {
            result = (framework == String(match.2)) == (match.1 == "==")
        } else if let match = test.wholeMatch(of: #/\$\(targetframework\.(startswith|contains|endswith)\('([^'$]*)'\)\)/#) {
            let argument = String(match.2)
            switch match.1 {
            case "startswith": result = framework.hasPrefix(argument)
            case "contains": result = framework.contains(argument)
            default: result = framework.hasSuffix(argument)
            }
        } else {
            result = nil
        }
        return result.map { $0 != negated }
    }
}
