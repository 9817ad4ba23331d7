import Essentials

/// The keys an Expo app writes through expo-targets: `const widget = createTarget('Widget')`, then
/// `widget.setData({ message: 'hi' })` stores each property under `<target name>:<property>` in the
/// group's suite (its native module's `resolveKey`: `"\(targetName):\(key)"`). The names are bound
/// in one script and used in another (a target's `index.ts` exports it, `App.tsx` imports it), so
/// they are collected over all the scripts first.
public enum ExpoTargets {
    /// The call its writes name.
    public static let call = "expo-targets setData"
    nonisolated(unsafe) private static let binding =
        #/\b([A-Za-z_$][A-Za-z0-9_$]*)\s*(?::[^=\n(){};,]*)?=\s*createTarget\s*(?:<[^>\n]*>)?\s*\(\s*(?:'([^'\\\n]{1,100})'|"([^"\\\n]{1,100})")/#.wordBoundaryKind(.simple)

    /// Names bound to a target, with the target's name, over the app's scripts; a name bound to two targets is left out.
    static func names(in scripts: [(text: String, file: String)]) -> [String: String] {
        var names: [String: String] = [:], conflicting = Set<String>()
        for script in scripts where script.text.utf8.contains(word: "createTarget") {
            for match in script.text.matches(of: binding).prefix(SwiftKeyScanner.maximumCandidates) {
                let name = String(match.1), target = String(match.2 ?? match.3 ?? "")
                if let known = names[name], known != target { conflicting.insert(name) }
                names[name] = target
            }
        }
        for name in conflicting { names[name] = nil }
        return names
    }

    /// The writes of `setData({ ... })` called on a name bound to a target: one per property
    /// written in the object literal; one of keys unknown (the target's prefix known) where the
    /// data is not written in place (`setData(data)`).
    static func writes(in text: String, file: String, targets: [String: String]) -> [KeyAccess] {
        guard text.utf8.contains(word: "setData") else { return [] }
        let source = SourceText(text, language: .dart, file: file, shownAs: .javaScript)
        var found: [KeyAccess] = []
        for offset in source.wordOffsets(["setData"]) where !source.isInString(offset: offset) {
            guard source.keeps(found.count), let receiver = source.word(before: source.skippingSpacesBack(from: offset) - 1),
                  offset > 0, source.bytes[source.skippingSpacesBack(from: offset) - 1] == UInt8(ascii: "."),
                  let target = targets[receiver] else { continue }
            let open = source.skippingSpaces(from: offset + "setData".utf8.count)
            guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "("), let first = source.arguments(fromOffset: open + 1)?.first else { continue }
            let line = source.line(at: offset)
            func add(_ key: String?, expression: String) {
                found.append(KeyAccess(role: .write, language: .script, call: Self.call, key: key, expression: DartScanner.shortened(expression),
                                       prefix: key == nil ? "\(target):" : nil, type: nil, suite: .group, file: file, line: line))
            }
            guard first.expression.hasPrefix("{"), let properties = source.arguments(fromOffset: first.offset + 1) else {
                add(nil, expression: first.expression)
                continue
            }
            for property in properties {
                add(Self.key(of: property).map { "\(target):\($0)" }, expression: property.label ?? property.expression)
            }
        }
        return found
    }

    /// A property's key as an object literal writes it: `message: value`, `'message': value`,
    /// shorthand `message`; nil for a spread or a computed key (`[name]: value`).
    private static func key(of property: SourceText.Argument) -> String? {
        if let label = property.label { return label }
        let text = property.expression
        if text.hasPrefix("...") || text.hasPrefix("[") { return nil }
        if let quote = text.first, quote == "'" || quote == "\"", let close = text.dropFirst().firstIndex(of: quote),
           text[text.index(after: close)...].trimmingWhitespace.hasPrefix(":") {
            return SourceText.literal(String(text[...close]), language: .dart)
        }
        return SourceText.constantName(in: text, language: .dart) == text ? text : nil
    }
}
