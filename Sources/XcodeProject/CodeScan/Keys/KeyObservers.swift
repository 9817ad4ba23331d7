/// The keys of a suite the app's code observes with key-value observing, which a suite of an
/// App Group delivers across processes: the app acts on each change another process writes
/// (round 15 niklasr22+BrightIntosh: its control's intent sets `active`, which the menu-bar app
/// observes with `defaults.observe(\.active)` and turns its brightness on). A write of such a key
/// by the extension is the app's input, a signal, not a second writer racing it.
///
/// Two shapes:
/// - a key path, `observe(\.active` or `publisher(for: \.active` (Combine), where the project's
///   `extension UserDefaults` declares that member (`@objc dynamic var active: Bool`), which KVO
///   needs and which a key path to another type's property (`player.observe(\.status`) lacks;
/// - a key named as a string, `addObserver(self, forKeyPath: "active"` on a receiver naming
///   defaults (`defaults.addObserver`, `UserDefaults(suiteName: ...)?.addObserver`).
/// `UserDefaults.didChangeNotification` is no such observer: it reports changes of its own process.
enum KeyObservers {
    // Built once (see SourceText's definitions).
    nonisolated(unsafe) private static let keyPath = #/(?:\bobserve|\bpublisher\s*\(\s*for\s*:)\s*\(?\s*\\(?:UserDefaults)?\.([A-Za-z_][A-Za-z0-9_]*)/#
    nonisolated(unsafe) private static let keyPathString = #/addObserver\s*\([^()]*?forKeyPath\s*:\s*"([^"\\\n]+)"/#

    /// The keys observed in `observing` (the app's files), each a literal with its quotes
    /// (`"active"`), as `IntentInspection` compares written keys. `declaring`: every Swift file of
    /// the project, for the members its `extension UserDefaults` declares, read only when a key
    /// path is observed.
    static func observed(in observing: [SourceText], declaring: () -> [SourceDeclarations]) -> Set<String> {
        var keys = Set<String>()
        var paths = Set<String>()
        for text in observing {
            for match in text.matches(of: keyPath, at: ["observe", "publisher"]) where !text.isInString(match.range.lowerBound) {
                paths.insert(String(match.output.1))
            }
            for match in text.matches(of: keyPathString, at: ["addObserver"]) where !text.isInString(match.range.lowerBound) {
                // The receiver, on the call's line before it, names defaults.
                let before: Substring = text.code[..<match.range.lowerBound]
                let line: Substring = before.lastIndex(of: "\n").map { before[$0...] } ?? before
                if line.lowercased().contains("defaults") { keys.insert("\"\(match.output.1)\"") }
            }
        }
        guard !paths.isEmpty else { return keys }
        for declarations in declaring() {
            for definition in declarations.definitions where definition.owner == "UserDefaults" && paths.contains(definition.name) {
                keys.insert("\"\(definition.name)\"")
            }
        }
        return keys
    }
}
