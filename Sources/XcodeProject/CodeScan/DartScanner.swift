/// Finds what a Flutter app's Dart code tells home_widget: the group (`setAppGroupId`, and
/// `appGroupId:` on any call), the widgets it reloads (`updateWidget`), and data calls that rely
/// on `setAppGroupId` having been called.
enum DartScanner {
    /// home_widget calls that read or write the group's data.
    static let dataCalls: Set<String> = ["saveWidgetData", "getWidgetData", "saveFile", "saveImage", "renderFlutterWidget"]

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    nonisolated(unsafe) private static let homeWidgetCall = #/HomeWidget\s*\.\s*([A-Za-z_]+)\s*(?:<[^<>()]*>)?\s*\(/#
    nonisolated(unsafe) private static let appGroupIdArgument = #/[(,]\s*(appGroupId)\s*:(?!:)/#
    nonisolated(unsafe) private static let function = #/\b[A-Za-z_][A-Za-z0-9_<>?, ]*\s+[A-Za-z_][A-Za-z0-9_]*\s*\([^(){};]*\)\s*(?:async\s*)?\{/#
        .wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let setAppGroupId = #/\bHomeWidget\s*\.\s*setAppGroupId\s*\(/#
    nonisolated(unsafe) private static let needingGroup =
        #/\bHomeWidget\s*\.\s*(registerInteractivityCallback|saveWidgetData|getWidgetData|renderFlutterWidget|saveFile|updateWidget)\b/#
    nonisolated(unsafe) private static let androidCondition = #/if\s*\(\s*(?:Platform\s*\.\s*isAndroid|!\s*Platform\s*\.\s*isIOS|defaultTargetPlatform\s*==\s*TargetPlatform\s*\.\s*android|TargetPlatform\s*\.\s*android\s*==\s*defaultTargetPlatform)\s*\)/#
    nonisolated(unsafe) private static let iOSCondition = #/if\s*\(\s*(?:Platform\s*\.\s*isIOS|defaultTargetPlatform\s*==\s*TargetPlatform\s*\.\s*iOS)\s*\)/#

    static func uses(_ source: SourceText, file: String) -> (uses: [CodeScanner.Use], complete: [CodeOccurrence]) {
        var found: [CodeScanner.Use] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ argument: SourceText.Argument?, at index: String.Index) {
            guard found.count < CodeScanner.maximumOccurrencesPerFile else { return }
            let offset = source.offset(of: index)
            found.append(CodeScanner.Use(kind: kind, call: call, expression: argument?.expression, offset: argument?.offset ?? offset,
                                         line: source.line(at: offset)))
        }
        let code = source.code
        let android = androidOnlyBlocks(source)
        func runsOnIOS(_ index: String.Index) -> Bool { !android.contains(source.offset(of: index)) }
        for match in source.matches(of: Self.homeWidgetCall, at: ["HomeWidget"]) where !source.isInString(match.range.lowerBound) {
            let method = String(match.1)
            guard runsOnIOS(match.range.lowerBound), let arguments = source.arguments(from: match.range.upperBound) else { continue }
            switch method {
            case "setAppGroupId":
                add(.group, "HomeWidget.setAppGroupId", arguments.first { $0.label == nil }, at: match.range.lowerBound)
            case "updateWidget":
                let named = { (label: String) in arguments.first { $0.label == label && $0.expression != "null" } }
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
        for match in (code.utf8.contains(word: "appGroupId") ? code.matches(of: Self.appGroupIdArgument) : []) where !source.isInString(match.range.lowerBound) {
            guard runsOnIOS(match.range.lowerBound) else { continue }
            let argument = source.arguments(from: match.range.upperBound)?.first
            add(.group, "appGroupId:", argument, at: match.1.startIndex)
        }
        return (found, callsBeforeGroupID(source, file: file, android: android))
    }

    /// In each function body, a home_widget call that needs the group (`registerInteractivityCallback`,
    /// a data call without `appGroupId:`) written before the body's `setAppGroupId`: on iOS it fails
    /// with PlatformException(-7) / "AppGroupId not set" (home_widget #298). The order is read in
    /// one function only; calls across functions are not followed.
    static func callsBeforeGroupID(_ source: SourceText, file: String, android: OffsetRanges) -> [CodeOccurrence] {
        // Only a file that sets the group can set it too late.
        guard source.code.utf8.contains(word: "setAppGroupId") else { return [] }
        var found: [CodeOccurrence] = []
        for match in source.code.matches(of: Self.function) where !source.isInString(match.range.lowerBound) {
            guard let block = source.block(at: source.offset(of: match.range.upperBound) - 1) else { continue }
            let body = source.text(block)
            guard let set = body.firstRange(of: Self.setAppGroupId) else { continue }
            guard let early = body[..<set.lowerBound].firstMatch(of: Self.needingGroup) else { continue }
            let offset = block.lowerBound + body.utf8.distance(from: body.startIndex, to: early.range.lowerBound)
            guard !android.contains(offset), found.count < CodeScanner.maximumOccurrencesPerFile else { continue }
            let setOffset = block.lowerBound + body.utf8.distance(from: body.startIndex, to: set.lowerBound)
            let index = source.code.utf8.index(source.code.startIndex, offsetBy: offset)
            let setIndex = source.code.utf8.index(source.code.startIndex, offsetBy: setOffset)
            found.append(CodeOccurrence(kind: .beforeGroupID, language: .dart, call: "HomeWidget.\(early.1)", value: nil,
                                        expression: "HomeWidget.setAppGroupId at line \(source.line(of: setIndex))", file: file, line: source.line(of: index)))
        }
        return found
    }

    /// Blocks that run only on Android: `if (Platform.isAndroid) {...}`, `if (!Platform.isIOS)`,
    /// `defaultTargetPlatform == TargetPlatform.android`, and the `else` of `if (Platform.isIOS)`.
    static func androidOnlyBlocks(_ source: SourceText) -> OffsetRanges {
        var blocks: [Range<Int>] = []
        for match in source.matches(of: Self.androidCondition, at: ["if"]) where !source.isInString(match.range.lowerBound) {
            if let block = source.block(at: source.offset(of: match.range.upperBound)) { blocks.append(block) }
        }
        for match in source.matches(of: Self.iOSCondition, at: ["if"]) where !source.isInString(match.range.lowerBound) {
            guard let ios = source.block(at: source.offset(of: match.range.upperBound)),
                  let otherwise = source.block(at: ios.upperBound, afterElse: true) else { continue }
            blocks.append(otherwise)
        }
        return OffsetRanges(blocks)
    }

    /// One line of at most 80 characters, for messages.
    static func shortened(_ expression: String) -> String {
        let line = expression.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count <= 80 ? line : String(line.prefix(77)) + "..."
    }
}
