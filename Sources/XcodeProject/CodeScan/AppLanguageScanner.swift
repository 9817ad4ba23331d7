/// Finds the group and kind strings of the app side written in Objective-C, JavaScript/TypeScript,
/// Kotlin and C#: each API in `calls` that opens an App Group's suite or container, or reloads a
/// widget, with the argument that names it. Only APIs that really write the group count
/// (decision 12): a library that writes the app's own defaults with the group's name as a key
/// prefix (Capacitor Preferences' `configure({ group })`), React Native's `Settings`, AsyncStorage
/// open no group, and are not listed (`notGroupWriters` says why, for the docs).
enum AppLanguageScanner {
    /// Which argument names the group or kind.
    enum Argument: Sendable {
        /// The expression after an Objective-C selector part (`initWithSuiteName:`).
        case selector
        /// The n-th argument without a label.
        case position(Int)
        /// The argument with this label (`suiteName = ...` in Kotlin).
        case label(String)
        /// A property of the object literal passed first (`setItem({ key, value, group })`).
        case property(String)
    }

    struct Call: Sendable {
        let language: CodeOccurrence.Language
        /// The word the call starts at (searched as a whole word), then what must follow it, spaces skipped.
        let word: StaticString
        let then: [String]
        let kind: CodeOccurrence.Kind
        /// As findings name it.
        let name: String
        let argument: Argument
    }

    /// The APIs read, by language. JavaScript's are its libraries': react-native-shared-group-preferences,
    /// @bacons/apple-targets (`ExtensionStorage`), react-native-widgetkit, react-native-widget-center,
    /// react-native-userdefaults, react-native-default-preference, and the Capacitor widget bridges
    /// (capacitor-widget-bridge, capacitor-widgetsbridge-plugin), each of which writes the suite named.
    static let calls: [Call] = [
        Call(language: .objectiveC, word: "initWithSuiteName", then: [":"], kind: .group, name: "initWithSuiteName:", argument: .selector),
        Call(language: .objectiveC, word: "containerURLForSecurityApplicationGroupIdentifier", then: [":"], kind: .group,
             name: "containerURLForSecurityApplicationGroupIdentifier:", argument: .selector),
        Call(language: .objectiveC, word: "reloadTimelinesOfKind", then: [":"], kind: .reload, name: "reloadTimelinesOfKind:", argument: .selector),

        Call(language: .javaScript, word: "SharedGroupPreferences", then: [".", "setItem", "("], kind: .group, name: "SharedGroupPreferences.setItem", argument: .position(2)),
        Call(language: .javaScript, word: "SharedGroupPreferences", then: [".", "getItem", "("], kind: .group, name: "SharedGroupPreferences.getItem", argument: .position(1)),
        Call(language: .javaScript, word: "ExtensionStorage", then: ["("], kind: .group, name: "new ExtensionStorage", argument: .position(0)),
        Call(language: .javaScript, word: "ExtensionStorage", then: [".", "reloadWidget", "("], kind: .reload, name: "ExtensionStorage.reloadWidget", argument: .position(0)),
        Call(language: .javaScript, word: "WidgetKit", then: [".", "setItem", "("], kind: .group, name: "WidgetKit.setItem", argument: .position(2)),
        Call(language: .javaScript, word: "WidgetKit", then: [".", "getItem", "("], kind: .group, name: "WidgetKit.getItem", argument: .position(1)),
        Call(language: .javaScript, word: "reloadTimelines", then: ["("], kind: .reload, name: "reloadTimelines", argument: .position(0)),
        Call(language: .javaScript, word: "reloadTimelines", then: ["("], kind: .reload, name: "reloadTimelines({ ofKind })", argument: .property("ofKind")),
        Call(language: .javaScript, word: "UserDefaults", then: ["("], kind: .group, name: "new UserDefaults", argument: .position(0)),
        Call(language: .javaScript, word: "DefaultPreference", then: [".", "setName", "("], kind: .group, name: "DefaultPreference.setName", argument: .position(0)),
        Call(language: .javaScript, word: "setItem", then: ["("], kind: .group, name: "setItem({ group })", argument: .property("group")),
        Call(language: .javaScript, word: "getItem", then: ["("], kind: .group, name: "getItem({ group })", argument: .property("group")),

        Call(language: .kotlin, word: "NSUserDefaults", then: ["("], kind: .group, name: "NSUserDefaults(suiteName =)", argument: .label("suiteName")),
        Call(language: .kotlin, word: "initWithSuiteName", then: ["("], kind: .group, name: "initWithSuiteName", argument: .position(0)),
        Call(language: .kotlin, word: "containerURLForSecurityApplicationGroupIdentifier", then: ["("], kind: .group,
             name: "containerURLForSecurityApplicationGroupIdentifier", argument: .position(0)),

        Call(language: .csharp, word: "NSUserDefaults", then: ["("], kind: .group, name: "new NSUserDefaults(..., NSUserDefaultsType.SuiteName)", argument: .position(0)),
        Call(language: .csharp, word: "GetContainerUrl", then: ["("], kind: .group, name: "NSFileManager.GetContainerUrl", argument: .position(0)),
        Call(language: .csharp, word: "ReloadTimeLinesOfKind", then: ["("], kind: .reload, name: "ReloadTimeLinesOfKind", argument: .position(0)),
        Call(language: .csharp, word: "ReloadTimelines", then: ["("], kind: .reload, name: "ReloadTimelines", argument: .position(0)),
    ]

    /// Libraries whose "group" option writes no App Group, with where they really write: a key the
    /// widget reads that only these write is `widget-key`'s (decision 12), not a group the app opens.
    static let notGroupWriters: [(api: String, writes: String)] = [
        ("@capacitor/preferences Preferences.configure({ group })", "UserDefaults.standard, with the group's name as a key prefix"),
        ("React Native Settings.set", "UserDefaults.standard"),
        ("@react-native-async-storage/async-storage", "a file in the app's own container"),
        ("Flutter shared_preferences", "UserDefaults.standard, keys prefixed flutter."),
    ]

    static func uses(_ source: SourceText) -> [CodeScanner.Use] {
        let calls = Self.calls.filter { $0.language == source.language }
        var found: [CodeScanner.Use] = []
        var seen = Set<Int>()
        let bytes = source.bytes
        for call in calls {
            for offset in source.wordOffsets([call.word]) where !source.isInString(offset: offset) {
                guard source.keeps(found.count) else { return found }
                var index = offset + call.word.utf8CodeUnitCount
                var matched = true
                for piece in call.then {
                    index = source.skippingSpaces(from: index)
                    let needle = Array(piece.utf8)
                    guard index + needle.count <= bytes.count, bytes[index..<(index + needle.count)].elementsEqual(needle) else { matched = false; break }
                    index += needle.count
                }
                guard matched else { continue }
                // Declarations are no calls: `function setItem(`, `- (void)setItem:`.
                if let before = source.word(before: offset), ["function", "func", "fun", "def", "void"].contains(before) { continue }
                let argument: SourceText.Argument?
                switch call.argument {
                case .selector:
                    argument = selectorArgument(source, from: index)
                case let .position(position):
                    let unlabeled = source.arguments(fromOffset: index)?.filter { $0.label == nil }
                    argument = unlabeled.flatMap { position < $0.count ? $0[position] : nil }.flatMap { $0.expression.hasPrefix("{") ? nil : $0 }
                    if call.language == .csharp, call.name.hasPrefix("new NSUserDefaults"), !(source.arguments(fromOffset: index)?.contains { $0.expression.contains("SuiteName") } ?? false) {
                        continue
                    }
                case let .label(label):
                    argument = source.arguments(fromOffset: index)?.first { $0.label == label || ($0.label == nil && $0.expression.hasPrefix(label)) }
                        .map { argument in
                            guard argument.label == nil, let equals = argument.expression.firstIndex(of: "=") else { return argument }
                            // Kotlin's `suiteName = x` reads as one unlabeled expression.
                            let value = argument.expression[argument.expression.index(after: equals)...].trimmingWhitespace
                            return SourceText.Argument(label: label, expression: value, offset: argument.offset + argument.expression.utf8.distance(
                                from: argument.expression.startIndex, to: argument.expression.index(after: equals)))
                        }
                case let .property(name):
                    let first = source.arguments(fromOffset: index)?.first
                    guard let first, first.expression.hasPrefix("{"), let inside = source.arguments(fromOffset: first.offset + 1) else { continue }
                    argument = inside.first { $0.label == name } ?? inside.first { $0.label == nil && $0.expression == name }
                        .map { SourceText.Argument(label: name, expression: $0.expression, offset: $0.offset) }
                }
                guard let argument, !argument.expression.isEmpty, !["nil", "null", "undefined", "NSRegistrationDomain"].contains(argument.expression) else { continue }
                guard seen.insert(argument.offset).inserted else { continue }
                found.append(CodeScanner.Use(kind: call.kind, call: call.name, expression: argument.expression, offset: argument.offset,
                                             line: source.line(at: offset)))
            }
        }
        return found.sorted { $0.offset < $1.offset }
    }

    /// The expression after a selector part, to the next selector part or the closing `]`.
    private static func selectorArgument(_ source: SourceText, from start: Int) -> SourceText.Argument? {
        let bytes = source.bytes
        let begin = source.skippingSpaces(from: start)
        var index = begin, depth = 0
        let end = min(bytes.count, begin + SourceText.maximumArgumentBytes)
        while index < end {
            let byte = bytes[index]
            if source.language.opensString(byte) {
                index = SourceText.skipString(in: bytes, from: index, language: source.language) ?? end
                continue
            }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, byte == UInt8(ascii: ";") || SourceText.isSpace(byte) && index > begin { break }
            index += 1
        }
        let text = source.text(begin..<index).trimmingWhitespace
        return text.isEmpty ? nil : SourceText.Argument(label: nil, expression: text, offset: begin)
    }
}
