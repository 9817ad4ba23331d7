/// Where the project's code, in any language, asks WidgetKit to reload a widget's timelines:
/// `WidgetCenter.shared.reloadTimelines(ofKind:)`/`reloadAllTimelines()` in Swift, home_widget's
/// `HomeWidget.updateWidget`, flutter_widgetkit's `WidgetKit.reloadAllTimelines`, a React Native or
/// Capacitor bridge's `reloadAllTimelines`/`reloadWidget`, expo-targets' `refresh()`, a .NET
/// binding's `ReloadAllTimeLines`. Read as words, whatever their receiver: a bridge of the project's
/// own named like one counts, so "no code reloads" is said only where nothing in the code even
/// names a reload (comments left out).
enum ReloadMentions {
    /// The names that ask for a reload, lowercased.
    static let words = ["reloadtimelines", "reloadalltimelines", "reloadwidget", "updatewidget", "reloadtimeline", "reloadalltimeline"]
    static let needles = words.map { Array($0.utf8) }
    /// Places kept: enough to say where a reload is.
    static let maximumPlaces = 4

    /// expo-targets' and similar libraries' `target.refresh()`: read in scripts only, where a
    /// widget target's handle refreshes it (in Swift, `refresh` names far more than reloads).
    static let scriptNeedles = needles + [Array(".refresh(".utf8)]

    /// iOS 18's controls' reloads, `ControlCenter.shared.reloadControls(ofKind:)` and
    /// `reloadAllControls()`, lowercased: a widget's timeline reload leaves a control as it was.
    static let controlNeedles = ["reloadcontrols", "reloadallcontrols"].map { Array($0.utf8) }

    /// The first places (`file:line`) of a reload in `files`: of timelines, or of controls.
    static func places(in files: [(source: SourceText, file: String)], controls: Bool = false) -> [String] {
        var places: [String] = []
        for (source, file) in files where places.count < maximumPlaces {
            let script = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"].contains { file.hasSuffix($0) }
            guard let offset = firstOffset(of: controls ? controlNeedles : script ? scriptNeedles : needles, in: source.bytes) else { continue }
            places.append("\(file):\(source.line(at: offset))")
        }
        return places
    }

    /// The first offset where any of `needles` (lowercase) stands in `bytes`, ASCII letters
    /// compared without case: one pass over the bytes, each needle tried only where its first byte is.
    private static func firstOffset(of needles: [[UInt8]], in bytes: [UInt8]) -> Int? {
        let lower = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
        let firsts = Set(needles.map { $0[0] })
        return bytes.withUnsafeBufferPointer { text in
            for index in text.indices where firsts.contains(lower(text[index])) {
                let found = needles.contains { needle in
                    index + needle.count <= text.count && needle.indices.allSatisfy { lower(text[index + $0]) == needle[$0] }
                }
                if found { return index }
            }
            return nil
        }
    }
}
