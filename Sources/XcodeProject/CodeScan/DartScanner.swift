/// Finds what a Flutter app's Dart code tells home_widget: the group (`setAppGroupId`, and
/// `appGroupId:` on any call), the widgets it reloads (`updateWidget`), and data calls that rely
/// on `setAppGroupId` having been called.
enum DartScanner {
    /// home_widget calls that read or write the group's data.
    static let dataCalls: Set<String> = ["saveWidgetData", "getWidgetData", "saveFile", "saveImage", "renderFlutterWidget"]

    static func scan(_ text: String, file: String) -> CodeScanner.ScannedFile {
        let source = SourceText(text, language: .dart)
        let constants = source.constants()
        var found: [CodeOccurrence] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ expression: String?, at index: String.Index) {
            let resolved = expression.flatMap { source.value(of: $0, constants: constants) }
            found.append(CodeOccurrence(kind: kind, language: .dart, call: call, value: resolved?.value,
                                        expression: shortened(expression ?? ""), file: file, line: source.line(of: index),
                                        definedAt: resolved?.line.map { "\(file):\($0)" }))
        }
        let code = source.code
        let android = androidOnlyBlocks(source)
        func runsOnIOS(_ index: String.Index) -> Bool {
            let offset = source.offset(of: index)
            return !android.contains { $0.contains(offset) }
        }
        for match in code.matches(of: #/\bHomeWidget\s*\.\s*([A-Za-z_]+)\s*(?:<[^<>()]*>)?\s*\(/#.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) && found.count < CodeScanner.maximumOccurrencesPerFile {
            let method = String(match.1)
            guard runsOnIOS(match.range.lowerBound), let arguments = source.arguments(from: match.range.upperBound) else { continue }
            switch method {
            case "setAppGroupId":
                add(.group, "HomeWidget.setAppGroupId", arguments.first { $0.label == nil }?.expression, at: match.range.lowerBound)
            case "updateWidget":
                let named = { (label: String) in arguments.first { $0.label == label && $0.expression != "null" }?.expression }
                if let iOSName = named("iOSName") {
                    add(.reload, "HomeWidget.updateWidget(iOSName:)", iOSName, at: match.range.lowerBound)
                } else if let name = named("name") {
                    add(.reload, "HomeWidget.updateWidget(name:)", name, at: match.range.lowerBound)
                } else {
                    let android = named("qualifiedAndroidName") ?? named("androidName")
                    add(.androidOnlyReload, "HomeWidget.updateWidget", android, at: match.range.lowerBound)
                }
            case let method where dataCalls.contains(method) && !arguments.contains { $0.label == "appGroupId" }:
                add(.homeWidgetData, "HomeWidget.\(method)", nil, at: match.range.lowerBound)
            default:
                break
            }
        }
        for match in code.matches(of: #/[(,]\s*(appGroupId)\s*:(?!:)/#) where !source.isInString(match.range.lowerBound) && found.count < CodeScanner.maximumOccurrencesPerFile {
            guard runsOnIOS(match.range.lowerBound) else { continue }
            let expression = source.arguments(from: match.range.upperBound)?.first?.expression
            add(.group, "appGroupId:", expression, at: match.1.startIndex)
        }
        return CodeScanner.ScannedFile(occurrences: found, constants: constants, file: file)
    }

    /// Blocks that run only on Android: `if (Platform.isAndroid) {...}`, `if (!Platform.isIOS)`,
    /// `defaultTargetPlatform == TargetPlatform.android`, and the `else` of `if (Platform.isIOS)`.
    static func androidOnlyBlocks(_ source: SourceText) -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        let android = #/\bif\s*\(\s*(?:Platform\s*\.\s*isAndroid|!\s*Platform\s*\.\s*isIOS|defaultTargetPlatform\s*==\s*TargetPlatform\s*\.\s*android|TargetPlatform\s*\.\s*android\s*==\s*defaultTargetPlatform)\s*\)/#
        for match in source.code.matches(of: android.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) {
            if let block = source.block(at: source.offset(of: match.range.upperBound)) { blocks.append(block) }
        }
        let iOS = #/\bif\s*\(\s*(?:Platform\s*\.\s*isIOS|defaultTargetPlatform\s*==\s*TargetPlatform\s*\.\s*iOS)\s*\)/#
        for match in source.code.matches(of: iOS.wordBoundaryKind(.simple)) where !source.isInString(match.range.lowerBound) {
            guard let ios = source.block(at: source.offset(of: match.range.upperBound)),
                  let otherwise = source.block(at: ios.upperBound, afterElse: true) else { continue }
            blocks.append(otherwise)
        }
        return blocks
    }

    /// One line of at most 80 characters, for messages.
    static func shortened(_ expression: String) -> String {
        let line = expression.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count <= 80 ? line : String(line.prefix(77)) + "..."
    }
}
