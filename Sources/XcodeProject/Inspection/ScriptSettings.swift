import Essentials

/// Where a build script of the repository sets a build setting the project leaves to it (a
/// widget-only project a script builds: `xcodebuild ... WIDGET_BUNDLE_ID="$ID.widget"`,
/// `export WIDGET_BUNDLE_ID=...`, a Makefile's `WIDGET_BUNDLE_ID := ...`): the first such line of
/// each name, as `file:line`. A use (`$(NAME)`, `${NAME}`, `$NAME`) or a comparison (`==`) sets
/// nothing. Bounded: at most `maximumScripts` files are read, only when a name is looked for.
enum ScriptSettings {
    static let maximumScripts = 200

    /// The first place each of `names` is set in `scripts` (text and file as shown), scripts in order.
    static func places(of names: Set<String>, in scripts: [(text: String, file: String)]) -> [String: String] {
        var found: [String: String] = [:]
        for script in scripts where found.count < names.count {
            let wanted = names.filter { found[$0] == nil && script.text.contains($0) }
            guard !wanted.isEmpty else { continue }
            var number = 0
            for line in script.text.split(separator: "\n", omittingEmptySubsequences: false) {
                number += 1
                let trimmed = line.trimmingWhitespace
                guard !trimmed.hasPrefix("#") else { continue }
                for name in wanted where found[name] == nil && sets(name, in: line) { found[name] = "\(script.file):\(number)" }
            }
        }
        return found
    }

    /// Whether `line` names the file `name` as itself: not part of a longer name (`App.entitlements`
    /// in `MyApp.entitlements`), after a path's `/`, a quote, a space or `=` (`-S"path/x.entitlements"`).
    static func names(_ name: String, in line: Substring) -> Bool {
        line.ranges(of: name).contains { range in
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            return !(before.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." } ?? false)
                && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." } ?? false)
        }
    }

    /// Whether `line` assigns `name`: the name, not part of a longer one nor a use after `$`, `(`
    /// or `{`, then `=`, `:=`, `?=` or `+=` (spaces allowed in a Makefile's), not `==`.
    static func sets(_ name: String, in line: Substring) -> Bool {
        for range in line.ranges(of: name) {
            if range.lowerBound > line.startIndex {
                let before = line[line.index(before: range.lowerBound)]
                if before.isLetter || before.isNumber || "_$({".contains(before) { continue }
            }
            var rest = line[range.upperBound...].drop { $0 == " " || $0 == "\t" }
            if let first = rest.first, ":?+".contains(first) { rest = rest.dropFirst() }
            if rest.first == "=", rest.dropFirst().first != "=" { return true }
        }
        return false
    }
}
