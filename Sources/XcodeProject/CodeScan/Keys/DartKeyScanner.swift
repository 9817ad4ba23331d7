import Essentials

/// Finds the keys a Flutter app's Dart code writes with home_widget (`saveWidgetData<T>(key,
/// value)`; `saveFile`, `saveImage` and `renderFlutterWidget(key:)`, which save the file's path as
/// a string) and reads back (`getWidgetData<T>(key)`), outside Android-only blocks. What a write
/// stores is `T`, else the value's type as written: home_widget 0.9.3's iOS plugin
/// (HomeWidgetPlugin.swift:111-114) stores a `Uint8List` as `Data` and passes every other value
/// as Flutter's standard codec decodes it (`int`, `double` and `bool` as an `NSNumber`, `String`
/// as a string, `List` as an array, `Map` as a dictionary) to `setValue(_:forKey:)`.
/// shared_preferences' setters (`prefs.setString(key, value)`...) write the app's own defaults
/// (`UserDefaults.standard`, keys prefixed `flutter.`), never the group (decision 12): read as
/// writes of the app's own defaults (`KeyAccess.Suite.app`).
enum DartKeyScanner {
    nonisolated(unsafe) private static let call = #/HomeWidget\s*\.\s*(saveWidgetData|getWidgetData|saveFile|saveImage|renderFlutterWidget)\s*(?:<([^<>()]*(?:<[^<>()]*>[^<>()]*)?)>)?\s*\(/#
    nonisolated(unsafe) private static let preferencesSetter = #/set(String|Int|Bool|Double|StringList)\s*\(/#
    static let preferencesSetters: [StaticString] = ["setString", "setInt", "setBool", "setDouble", "setStringList"]
    nonisolated(unsafe) private static let localDefinition =
        #/(?:final|var|const|String|int|double|bool|num|Uint8List|List<[^>\n]*>|Map<[^>\n]*>)\s+([A-Za-z_$][A-Za-z0-9_$]*)\s*=\s*([^;\n]+)/#

    struct Scanned {
        let found: [KeyAccess]
        let constants: [String: SourceText.Constant]
        /// Where each of `found`'s calls is in the file: a key a wrapper's parameter names is
        /// followed from there to the wrapper's callers (`ParameterKeys`).
        var offsets: [Int] = []
    }

    /// Whether the Dart code imports a package other than home_widget that may write an App Group:
    /// one named for App Groups or WidgetKit (shared_preference_app_group, flutter_widgetkit), whose
    /// calls are not read here.
    static func importsGroupPlugin(_ dart: DartCode) -> Bool {
        dart.files.contains { file in
            file.text.utf8.contains(word: "package") && file.text.matches(of: groupPluginImport).contains { $0.1 != "home_widget" }
        }
    }

    nonisolated(unsafe) private static let groupPluginImport = #/import\s+['"]package:([a-z0-9_]*(?:group|widgetkit|widget_kit)[a-z0-9_]*)\//#

    /// `android`: the file's code that never runs on its platform (`DartPlatformReach`).
    static func scan(_ source: SourceText, file: String, android: OffsetRanges) -> Scanned {
        let preferences = source.code.utf8.contains(word: "SharedPreferences")
        guard source.code.utf8.contains(word: "HomeWidget") || preferences else { return Scanned(found: [], constants: [:]) }
        let constants = source.constants()
        var found: [KeyAccess] = [], offsets: [Int] = []
        if preferences {
            for match in source.capped(source.matches(of: Self.preferencesSetter, at: Self.preferencesSetters), limit: SwiftKeyScanner.maximumCandidates)
                where !source.isInString(match.range.lowerBound) && source.keeps(found.count) {
                guard source.word(before: source.offset(of: match.range.lowerBound)) == nil,
                      let key = source.arguments(from: match.range.upperBound)?.first, key.label == nil else { continue }
                let resolved = source.value(of: key.expression, constants: constants)
                let type: KeyAccess.StoredType = match.1 == "String" ? .string : match.1 == "StringList" ? .array : .number
                found.append(KeyAccess(role: .write, language: .dart, call: "SharedPreferences.set\(match.1)", key: resolved?.value,
                                       expression: DartScanner.shortened(key.expression), type: type, suite: .app, file: file,
                                       line: source.line(of: match.range.lowerBound), definedAt: resolved?.line.map { "\(file):\($0)" }))
                offsets.append(source.offset(of: match.range.lowerBound))
            }
        }
        for match in source.matches(of: Self.call, at: ["HomeWidget"]) where !source.isInString(match.range.lowerBound) && source.keeps(found.count) {
            let offset = source.offset(of: match.range.lowerBound)
            guard !android.contains(offset), let arguments = source.arguments(from: match.range.upperBound) else { continue }
            let method = String(match.1)
            // saveFile, saveImage and renderFlutterWidget save the file's path under the key with saveWidgetData<String>.
            let savesPath = method != "saveWidgetData" && method != "getWidgetData"
            guard let key = method == "renderFlutterWidget" ? arguments.first(where: { $0.label == "key" }) : arguments.first,
                  method == "renderFlutterWidget" || key.label == nil else { continue }
            let resolved = source.value(of: key.expression, constants: constants)
            let parts = resolved == nil ? KeySyntax.interpolation(key.expression, language: .dart) : nil
            let role: KeyAccess.Role = method == "getWidgetData" ? .read : .write
            var type: KeyAccess.StoredType? = savesPath ? .string : nil
            if method == "saveWidgetData" {
                let value = arguments.dropFirst().first { $0.label == nil }?.expression ?? ""
                // `null` removes the key: no write.
                guard value != "null" else { continue }
                type = match.2.flatMap { KeySyntax.type(named: String($0)) } ?? valueType(value, in: source, before: offset)
            }
            found.append(KeyAccess(role: role, language: .dart, call: "HomeWidget.\(match.1)", key: resolved?.value,
                                   expression: DartScanner.shortened(key.expression), prefix: parts?.head, suffix: parts?.tail,
                                   type: type, suite: .group, file: file, line: source.line(at: offset),
                                   definedAt: resolved?.line.map { "\(file):\($0)" }))
            offsets.append(offset)
        }
        return Scanned(found: found, constants: constants, offsets: offsets)
    }

    /// A Dart value's type as written: a literal, `jsonEncode(...)`, `.toString()`, string
    /// interpolation, or a local defined before the call with its type or such a value.
    static func valueType(_ expression: String, in source: SourceText, before offset: Int) -> KeyAccess.StoredType? {
        if let type = literalType(expression) { return type }
        guard let name = SourceText.constantName(in: expression, language: .dart), !expression.contains(".") else { return nil }
        let window = source.text(max(0, offset - KeySyntax.maximumLookBack)..<offset)
        var found: KeyAccess.StoredType?
        for line in window.split(separator: "\n") where line.contains(name) {
            guard let match = line.firstMatch(of: Self.localDefinition), match.1 == name else { continue }
            let declared = String(line[line.startIndex..<match.1.startIndex]).split(separator: " ").last.map(String.init) ?? ""
            found = KeySyntax.type(named: declared) ?? literalType(String(match.2))
        }
        return found
    }

    static func literalType(_ expression: String) -> KeyAccess.StoredType? {
        let text = expression.trimmingWhitespace
        if text.hasPrefix("jsonEncode(") || text.hasPrefix("json.encode(") || text.hasSuffix(".toString()") || text.hasSuffix(".toIso8601String()") {
            return .string
        }
        if text.hasSuffix(".millisecondsSinceEpoch") || text.hasSuffix(".length") { return .number }
        return KeySyntax.literalType(text)
    }
}
