/// Finds what a Flutter app's Dart code tells home_widget: the group (`setAppGroupId`, and
/// `appGroupId:` on any call), the widgets it reloads (`updateWidget`), and data calls that rely
/// on `setAppGroupId` having been called.
enum DartScanner {
    /// home_widget calls that read or write the group's data.
    static let dataCalls: Set<String> = ["saveWidgetData", "getWidgetData", "saveFile", "saveImage", "renderFlutterWidget"]

    /// home_widget calls that fail on iOS before `setAppGroupId` (`callsBeforeGroupID`).
    /// The home_widget calls whose iOS side fails without a group ('AppGroupId not set', code -7,
    /// in `HomeWidgetPlugin.handle` up to 0.9.3): the data calls, what writes a file into the
    /// container, the background callback and the launch URL. `updateWidget` only reloads
    /// timelines and never reads the group (Kim-Jiny+HMLove reloads before setting it).
    static let needingGroup: Set<String> = ["registerInteractivityCallback", "registerBackgroundCallback", "saveWidgetData", "getWidgetData",
                                            "renderFlutterWidget", "saveFile", "initiallyLaunchedFromHomeWidget"]

    // Every shape below is read over the bytes (`SourceText+Shapes`), each byte a fixed number of
    // times: as Swift `Regex`es they made the code scan ten times `grep -P`'s, and the function
    // pattern, tried at every position of a file, went back and forth over a long line of words
    // once for each of its words (the square of the line). White space is ASCII's; a non-ASCII
    // byte counts as part of a word, as `wordOffsets` counts it.

    /// `android`: the file's code that never runs on its platform (`DartPlatformReach`).
    static func uses(_ source: SourceText, file: String, android: OffsetRanges) -> (uses: [CodeScanner.Use], complete: [CodeOccurrence]) {
        var found: [CodeScanner.Use] = []
        func add(_ kind: CodeOccurrence.Kind, _ call: String, _ argument: SourceText.Argument?, at offset: Int) {
            guard source.keeps(found.count) else { return }
            found.append(CodeScanner.Use(kind: kind, call: call, expression: argument?.expression, offset: argument?.offset ?? offset,
                                         line: source.line(at: offset)))
        }
        for call in homeWidgetCalls(source) where !source.isInString(offset: call.start) {
            let method = source.text(call.method)
            guard !android.contains(call.start), let arguments = source.arguments(fromOffset: call.end) else { continue }
            switch method {
            case "setAppGroupId":
                add(.group, "HomeWidget.setAppGroupId", arguments.first { $0.label == nil }, at: call.start)
            case "updateWidget":
                let named = { (label: String) in arguments.first { $0.label == label && $0.expression != "null" } }
                if let iOSName = named("iOSName") {
                    add(.reload, "HomeWidget.updateWidget(iOSName:)", iOSName, at: call.start)
                } else if let name = named("name") {
                    // `name` is also the Android name: a call written for Android, which home_widget
                    // still sends to iOS as the kind (doctor's reload-kind reads it so).
                    let android = named("androidName")?.expression == name.expression
                        || named("qualifiedAndroidName").map { Self.names(qualified: $0.expression, name.expression) } == true
                    add(.reload, android ? CodeOccurrence.androidNamedReload : "HomeWidget.updateWidget(name:)", name, at: call.start)
                } else {
                    let android = named("qualifiedAndroidName") ?? named("androidName")
                    add(.androidOnlyReload, "HomeWidget.updateWidget", android, at: call.start)
                }
            case let method where dataCalls.contains(method) && !arguments.contains { $0.label == "appGroupId" }:
                add(.homeWidgetData, "HomeWidget.\(method)", nil, at: call.start)
            default:
                break
            }
        }
        for argument in appGroupIdArguments(source) where !source.isInString(offset: argument.start) {
            guard !android.contains(argument.start) else { continue }
            add(.group, "appGroupId:", source.arguments(fromOffset: argument.end)?.first, at: argument.label)
        }
        return (found, callsBeforeGroupID(source, file: file, android: android))
    }

    /// Whether a qualified Android class name (`'com.example.PetWidgetProvider'`) ends in the
    /// class a literal `name` names (`'PetWidgetProvider'`).
    private static func names(qualified: String, _ name: String) -> Bool {
        guard let qualified = SourceText.literal(qualified, language: .dart), let name = SourceText.literal(name, language: .dart), !name.isEmpty else { return false }
        return qualified.hasSuffix("." + name)
    }

    /// A home_widget call: `HomeWidget . method <T>? (`, from `HomeWidget` to after the `(`.
    struct Call {
        let start: Int
        let method: Range<Int>
        let end: Int
    }

    /// `HomeWidget\s*\.\s*([A-Za-z_]+)\s*(?:<[^<>()]*>)?\s*\(` at the word `HomeWidget`.
    static func homeWidgetCalls(_ source: SourceText) -> [Call] {
        var calls: [Call] = []
        _ = source.shapes(at: ["HomeWidget"]) { start in
            guard let dot = source.after(["HomeWidget", "."], from: start) else { return nil }
            let name = source.skippingWhitespace(from: dot)
            var nameEnd = name
            while nameEnd < source.bytes.count, isLetter(source.bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd > name else { return nil }
            var open = source.skippingWhitespace(from: nameEnd)
            if let generic = source.genericClause(at: open) { open = source.skippingWhitespace(from: generic) }
            guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "(") else { return nil }
            calls.append(Call(start: start, method: name..<nameEnd, end: open + 1))
            return open + 1
        }
        return calls
    }

    /// `[(,]\s*(appGroupId)\s*:(?!:)`: a call's `appGroupId:` argument, from the `(` or `,` (`start`)
    /// to after the colon (`end`), and where the label is.
    static func appGroupIdArguments(_ source: SourceText) -> [(start: Int, label: Int, end: Int)] {
        let bytes = source.bytes
        return source.wordOffsets(["appGroupId"]).compactMap { label in
            var before = label
            while before > 0, SourceText.isWhitespace(bytes[before - 1]) { before -= 1 }
            guard before > 0, bytes[before - 1] == UInt8(ascii: "(") || bytes[before - 1] == UInt8(ascii: ","),
                  let colon = source.after(["appGroupId", ":"], from: label),
                  colon == bytes.count || bytes[colon] != UInt8(ascii: ":") else { return nil }
            return (before - 1, label, colon)
        }
    }

    /// The `{` of each function body, with where its signature starts: what
    /// `\b[A-Za-z_][A-Za-z0-9_<>?, ]*\s+[A-Za-z_][A-Za-z0-9_]*\s*\([^(){};]*\)\s*(?:async\s*)?\{`
    /// matched, read from each `(`: the parameters up to the first `)` with none of `(){};` before
    /// it, then `async` or nothing and the `{`; backwards, the name after white space, and before
    /// them a return type of `[A-Za-z0-9_<>?, ]` whose leftmost word start opens the signature.
    /// Each byte is read a fixed number of times: forwards up to the next bracket or `;`,
    /// backwards down to the `(` or `)` before.
    static func functionBodies(_ source: SourceText) -> [(signature: Int, body: Int)] {
        let bytes = source.bytes
        var found: [(signature: Int, body: Int)] = []
        for open in bytes.indices where bytes[open] == UInt8(ascii: "(") {
            // Forwards: the parameters, `async`, the `{`.
            var close = open + 1
            while close < bytes.count, !isSignatureStop(bytes[close]) { close += 1 }
            guard close < bytes.count, bytes[close] == UInt8(ascii: ")") else { continue }
            var brace = source.skippingWhitespace(from: close + 1)
            if brace < bytes.count, bytes[brace] != UInt8(ascii: "{"), let async = source.after(["async"], from: brace) {
                brace = source.skippingWhitespace(from: async)
            }
            guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { continue }
            // Backwards: the name, white space before it, the return type.
            var nameEnd = open
            while nameEnd > 0, SourceText.isWhitespace(bytes[nameEnd - 1]) { nameEnd -= 1 }
            var name = nameEnd
            while name > 0, isASCIIWordByte(bytes[name - 1]) { name -= 1 }
            guard name < nameEnd, isLetter(bytes[name]), name > 0, SourceText.isWhitespace(bytes[name - 1]) else { continue }
            var typeEnd = name
            while typeEnd > 0, SourceText.isWhitespace(bytes[typeEnd - 1]) { typeEnd -= 1 }
            var type = typeEnd
            while type > 0, isTypeByte(bytes[type - 1]) { type -= 1 }
            // The leftmost place in the type a word starts (`\b` before a letter).
            guard let signature = (type..<typeEnd).first(where: { start in
                isLetter(bytes[start]) && (start == 0 || !SourceText.isIdentifier(bytes[start - 1]))
            }) else { continue }
            found.append((signature, brace))
        }
        return found
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool { isLetter(byte) || (byte >= 0x30 && byte <= 0x39) }

    /// `[A-Za-z0-9_<>?, ]`: what a return type may hold.
    private static func isTypeByte(_ byte: UInt8) -> Bool {
        isASCIIWordByte(byte) || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "?")
            || byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ")
    }

    /// What parameters may not hold: `(){};`.
    private static func isSignatureStop(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";")
    }

    /// In each function body, a home_widget call that needs the group (`registerInteractivityCallback`,
    /// a data call without `appGroupId:`) written before the body's `setAppGroupId`: on iOS it fails
    /// with PlatformException(-7) / "AppGroupId not set" (home_widget #298). The order is read in
    /// one function only; calls across functions are not followed. The calls are found once for
    /// the file and each body asks for its own by a binary search: bodies nest, and a search of
    /// each body's text read the inner ones again for each body around them.
    static func callsBeforeGroupID(_ source: SourceText, file: String, android: OffsetRanges) -> [CodeOccurrence] {
        // Only a file that sets the group can set it too late.
        guard source.code.utf8.contains(word: "setAppGroupId") else { return [] }
        // `\bHomeWidget\s*\.\s*setAppGroupId\s*\(`, and `\bHomeWidget\s*\.\s*(needingGroup)\b`, in strings too.
        var sets: [Int] = [], needing: [(offset: Int, method: String)] = []
        for start in source.wordOffsets(["HomeWidget"]) {
            guard let dot = source.after(["HomeWidget", "."], from: start) else { continue }
            let name = source.identifierRun(at: source.skippingWhitespace(from: dot))
            let method = source.text(name)
            if method == "setAppGroupId", source.after(["("], from: name.upperBound) != nil {
                sets.append(start)
            } else if needingGroup.contains(method) {
                needing.append((start, method))
            }
        }
        var found: [CodeOccurrence] = []
        for function in functionBodies(source) where !source.isInString(offset: function.signature) {
            guard let block = source.block(at: function.body) else { continue }
            let set = firstIndex(in: sets, from: block.lowerBound) { $0 }
            guard set < sets.count, sets[set] < block.upperBound else { continue }
            let early = firstIndex(in: needing, from: block.lowerBound) { $0.offset }
            guard early < needing.count, needing[early].offset < sets[set] else { continue }
            let offset = needing[early].offset
            guard !android.contains(offset), source.keeps(found.count) else { continue }
            found.append(CodeOccurrence(kind: .beforeGroupID, language: .dart, call: "HomeWidget.\(needing[early].method)", value: nil,
                                        expression: "HomeWidget.setAppGroupId at line \(source.line(at: sets[set]))", file: file,
                                        line: source.line(at: offset)))
        }
        return found
    }

    /// The first element of `sorted` (ascending by `offset`) at or after `start`.
    private static func firstIndex<Element>(in sorted: [Element], from start: Int, _ offset: (Element) -> Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if offset(sorted[middle]) < start { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Blocks that never run on `platform`: the block or single statement of an `if` whose condition is
    /// false there (on iOS `if (Platform.isAndroid)`, `if (!kIsWeb && defaultTargetPlatform ==
    /// TargetPlatform.android)`: `DartPlatformCondition`), and the `else` of one true there (`if (Platform.isIOS)`).
    static func otherPlatformBlocks(_ source: SourceText, on platform: FlutterPlatform) -> OffsetRanges {
        var blocks: [Range<Int>] = []
        guard DartPlatformCondition.mayTest(source.code) else { return OffsetRanges(blocks) }
        for condition in source.shapes(at: ["if"], { ifCondition(in: source, at: $0)?.upperBound }) where !source.isInString(offset: condition.lowerBound) {
            guard let inner = ifCondition(in: source, at: condition.lowerBound) else { continue }
            let text = source.text((inner.lowerBound + 1)..<(inner.upperBound - 1))
            if DartPlatformCondition.excludes(text, on: platform) {
                // A block, or a single statement without braces (`if (Platform.isAndroid) service.push();`).
                if let block = source.block(at: condition.upperBound) {
                    blocks.append(block)
                } else if let end = DartPlatformReach.statementEnd(in: source, from: source.skippingSpaces(from: condition.upperBound)) {
                    blocks.append(condition.upperBound..<(end + 1))
                }
            } else if DartPlatformCondition.holds(text, on: platform), let taken = source.block(at: condition.upperBound),
                      let otherwise = source.block(at: taken.upperBound, afterElse: true) {
                blocks.append(otherwise)
            }
        }
        return OffsetRanges(blocks)
    }

    /// The parenthesised condition of the `if` at `offset`, its parentheses included; nil past
    /// `DartPlatformCondition.maximumBytes`.
    static func ifCondition(in source: SourceText, at offset: Int) -> Range<Int>? {
        let open = source.skippingWhitespace(from: offset + 2)
        guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "("),
              let close = source.closingParenthesis(of: open, within: KeySyntax.maximumBytes), close - open <= DartPlatformCondition.maximumBytes else { return nil }
        return open..<(close + 1)
    }

    /// One line of at most 80 characters, for messages.
    static func shortened(_ expression: String) -> String {
        let line = expression.whitespaceSeparatedWords.joined(separator: " ")
        // An ASCII line (nearly every one) is a character a byte: no `\r\n` is left in it.
        let count = line.utf8.allSatisfy { $0 < 0x80 } ? line.utf8.count : line.count
        return count <= 80 ? line : String(line.prefix(77)) + "..."
    }
}
