/// Reads what a Flutter app's Dart code asks of home_widget for taps and buttons: where it
/// listens for the URL a widget opens (`widgetClicked`, `initiallyLaunchedFromHomeWidget`), and
/// each `registerInteractivityCallback` with the function it names: declared at the top level or
/// `static` (the only functions `PluginUtilities.getCallbackHandle` gives a handle for), and
/// annotated `@pragma('vm:entry-point')` (without it a release build's tree shaking leaves the
/// background engine nothing to call). By pattern, over the files of `lib/`.
enum HomeWidgetDartScanner {
    typealias Facts = HomeWidgetFacts

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    nonisolated(unsafe) private static let listener = #/HomeWidget\s*\.\s*(widgetClicked|initiallyLaunchedFromHomeWidget)\b/#.wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let registration = #/HomeWidget\s*\.\s*(registerInteractivityCallback|registerBackgroundCallback)\s*\(/#
    nonisolated(unsafe) static let typeDeclaration = #/(?:class|mixin|extension|enum)\s+([A-Za-z_$][A-Za-z0-9_$]*)?/#
    nonisolated(unsafe) static let staticModifier = #/\bstatic\b/#.wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let importLine = #/import\s+['"]package:home_widget\//#

    /// What the files say, in their order.
    static func scan(_ dart: DartCode) -> (listeners: [Facts.DartCall], callbacks: [Facts.InteractivityCallback], imports: Bool) {
        let sources = dart.files.map { (source: $0.parsed, file: $0.file) }
        var listeners: [Facts.DartCall] = []
        var registrations: [(call: String, place: Facts.Place, expression: String, file: Int, offset: Int)] = []
        var imports = false
        for (index, (source, file)) in sources.enumerated() where source.code.utf8.contains(word: "home_widget") || source.code.utf8.contains(word: "HomeWidget") {
            if source.code.contains(Self.importLine) { imports = true }
            let runs = { (offset: Int) in !dart.neverRuns[index].contains(offset) }
            for match in source.matches(of: Self.listener, at: ["HomeWidget"]) where !source.isInString(match.range.lowerBound) {
                guard runs(source.offset(of: match.range.lowerBound)), source.keeps(listeners.count) else { continue }
                listeners.append(Facts.DartCall(call: "HomeWidget.\(match.1)", place: Facts.Place(file: file, line: source.line(of: match.range.lowerBound))))
            }
            for match in source.matches(of: Self.registration, at: ["HomeWidget"]) where !source.isInString(match.range.lowerBound) {
                let offset = source.offset(of: match.range.lowerBound)
                guard runs(offset), let argument = source.arguments(from: match.range.upperBound)?.first(where: { $0.label == nil }),
                      source.keeps(registrations.count) else { continue }
                registrations.append(("HomeWidget.\(match.1)", Facts.Place(file: file, line: source.line(of: match.range.lowerBound)),
                                      argument.expression, index, offset))
            }
        }
        // A registration of a parameter (`static initialize(Function(Uri?) feed) { register(feed) }`)
        // registers what the function's callers hand it: their arguments, read in their place.
        let registered = registrations.map { registration in
            (registration, Self.handedIn(registration.expression, at: registration.offset, in: registration.file, sources: sources))
        }
        // Each file's functions of the names registered, found once.
        let names = Set(registered.flatMap { registration, handed in
            (handed.map { $0.map(\.expression) } ?? [registration.expression]).compactMap(Self.name(in:))
        })
        let outlines = sources.map { Outline($0.source, names: names) }
        let callbacks = registered.map { registration, handed in
            let callback: Facts.InteractivityCallback.Callback
            if let handed {
                // What every caller hands in, when they agree; unknown when none does or they differ.
                let found = handed.map { callbackOf($0.expression, at: $0.offset, in: $0.file, sources: sources, outlines: outlines) }
                callback = Set(found).count == 1 ? found[0] : .unknown
            } else {
                callback = callbackOf(registration.expression, at: registration.offset, in: registration.file, sources: sources, outlines: outlines)
            }
            return Facts.InteractivityCallback(call: registration.call, place: registration.place, expression: DartScanner.shortened(registration.expression),
                                               callback: callback)
        }
        return (listeners, callbacks, imports)
    }

    /// Callers read for what they hand a function's parameter: real code calls its initializer once or twice.
    static let maximumCallers = 8

    /// When `expression` is a bare name that is a parameter of the function around `offset`: each
    /// call of that function's positional argument at the parameter's place (at most
    /// `maximumCallers`), with where it is written; nil when it is no such parameter.
    private static func handedIn(_ expression: String, at offset: Int, in fileIndex: Int,
                                 sources: [(source: SourceText, file: String)]) -> [(expression: String, offset: Int, file: Int)]? {
        let source = sources[fileIndex].source
        let name = expression.trimmingWhitespace
        guard isIdentifier(name), let block = source.innermostBlocks(around: [offset])[0] else { return nil }
        // The header before the body: `name(parameters) async {`.
        var close = source.skippingSpacesBack(from: block.lowerBound)
        if let word = source.word(before: close), ["async", "sync"].contains(word) {
            close = source.skippingSpacesBack(from: close - word.utf8.count)
        } else if close > 0, source.bytes[close - 1] == UInt8(ascii: "*"), let word = source.word(before: close - 1), ["async", "sync"].contains(word) {
            close = source.skippingSpacesBack(from: close - 1 - word.utf8.count)
        }
        guard close > 0, source.bytes[close - 1] == UInt8(ascii: ")"), let open = source.openingParenthesis(before: close - 1, within: SourceDeclarations.maximumHeaderBytes),
              let function = source.word(before: open), let parameters = source.arguments(fromOffset: open + 1),
              let position = parameters.firstIndex(where: { $0.expression.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "$" }).last == Substring(name) })
        else { return nil }
        var handed: [(expression: String, offset: Int, file: Int)] = []
        for (index, (caller, _)) in sources.enumerated() where caller.code.utf8.contains(word: function) {
            for call in caller.code.ranges(of: function) where !caller.isInString(call.lowerBound) {
                let start = caller.offset(of: call.lowerBound), parenthesis = caller.skippingSpaces(from: caller.offset(of: call.upperBound))
                guard start == 0 || !SourceText.isIdentifier(caller.bytes[start - 1]), parenthesis < caller.bytes.count,
                      caller.bytes[parenthesis] == UInt8(ascii: "(") else { continue }
                guard !(index == fileIndex && parenthesis == open), handed.count < maximumCallers,
                      let arguments = caller.arguments(fromOffset: parenthesis + 1)?.filter({ $0.label == nil }), position < arguments.count else { continue }
                handed.append((arguments[position].expression, arguments[position].offset, index))
            }
        }
        return handed
    }

    /// The function name a registration's argument tears off (`feed`, `Callbacks.onTap`), nil for anything else.
    private static func name(in expression: String) -> String? {
        let parts = expression.trimmingWhitespace.split(separator: ".").map(\.trimmingWhitespace)
        guard (1...2).contains(parts.count), parts.allSatisfy(isIdentifier) else { return nil }
        return parts[parts.count - 1]
    }

    /// What a registration's argument names: a tear-off of a top-level or static function (found in
    /// the same file first, then in another file that declares it), or something without a handle.
    private static func callbackOf(_ expression: String, at offset: Int, in fileIndex: Int, sources: [(source: SourceText, file: String)],
                                 outlines: [Outline]) -> Facts.InteractivityCallback.Callback {
        let trimmed = expression.trimmingWhitespace
        if trimmed.contains("=>") || trimmed.contains("{") || trimmed.hasPrefix("(") {
            return .notStatic(description: "a closure", declared: nil)
        }
        guard let name = Self.name(in: trimmed) else { return .unknown }
        let parts = trimmed.split(separator: ".").map(\.trimmingWhitespace)
        let owner: String?
        if parts.count == 2, parts[0] != "this" {
            // `Class.method`, or `prefix.function` through an import prefix.
            owner = outlines.contains { $0.types.contains { $0.name == parts[0] } } ? parts[0] : nil
        } else {
            // A bare name inside a class is that class's member when it declares one.
            let here = outlines[fileIndex]
            owner = here.type(around: offset).flatMap { type in here.declarations[name, default: []].contains { $0.owner == type } ? type : nil }
        }
        for index in [fileIndex] + sources.indices.filter({ $0 != fileIndex }) {
            guard let declaration = outlines[index].declarations[name, default: []].first(where: { $0.owner == owner }) else { continue }
            let place = Facts.Place(file: sources[index].file, line: sources[index].source.line(at: declaration.offset))
            if declaration.nested { return .notStatic(description: "a function declared inside another function", declared: place) }
            if let owner, !declaration.isStatic { return .notStatic(description: "an instance method of \(owner)", declared: place) }
            return .function(name: owner.map { "\($0).\(name)" } ?? name, declared: place, entryPoint: declaration.entryPoint)
        }
        return .unknown
    }

    /// A function declared in a file: where, in which class (nil: top level), and how.
    struct Declaration {
        let offset: Int
        let owner: String?
        /// Declared in a function's body rather than a file's or a class's.
        let nested: Bool
        let isStatic: Bool
        let entryPoint: Bool
    }

    /// One file's classes (Dart nests none) and its functions of some names, each found in one pass.
    struct Outline {
        /// Each class, mixin, extension or enum with its body.
        private(set) var types: [(name: String, body: Range<Int>)] = []
        /// Name to its declarations (a `name(...)` followed by a body, `{` or `=>`).
        private(set) var declarations: [String: [Declaration]] = [:]

        init(_ source: SourceText, names: Set<String>) {
            guard names.contains(where: { source.code.utf8.contains(word: $0) }) else { return }
            for match in source.matches(of: HomeWidgetDartScanner.typeDeclaration, at: ["class", "mixin", "extension", "enum"])
            where !source.isInString(match.range.lowerBound) && source.keeps(types.count) {
                guard let open = source.firstBrace(after: source.offset(of: match.range.upperBound)), let body = source.block(at: open) else { continue }
                // `extension on Type` has no name.
                types.append((match.1.flatMap { $0 == "on" ? nil : String($0) } ?? "an extension", body))
            }
            var candidates: [(name: String, offset: Int)] = []
            for name in names.sorted() where source.code.utf8.contains(word: name) {
                var search = source.code.startIndex
                while let range = source.code[search...].firstRange(of: name) {
                    guard source.keeps(candidates.count) else { break }
                    search = range.upperBound
                    let offset = source.offset(of: range.lowerBound), end = source.offset(of: range.upperBound)
                    guard offset == 0 || !SourceText.isIdentifier(source.bytes[offset - 1]), end == source.bytes.count || !SourceText.isIdentifier(source.bytes[end]),
                          !source.isInString(range.lowerBound), let close = HomeWidgetDartScanner.closingParenthesis(after: end, in: source),
                          HomeWidgetDartScanner.hasBody(after: close, in: source), !HomeWidgetDartScanner.isCall(before: offset, in: source) else { continue }
                    candidates.append((name, offset))
                }
            }
            let blocks = source.innermostBlocks(around: candidates.map(\.offset))
            for (candidate, block) in zip(candidates, blocks) {
                let owner = block.flatMap { block in types.first { $0.body == block }?.name }
                let head = HomeWidgetDartScanner.statementHead(before: candidate.offset, in: source)
                declarations[candidate.name, default: []].append(Declaration(
                    offset: candidate.offset, owner: owner, nested: block != nil && owner == nil,
                    isStatic: head.contains(HomeWidgetDartScanner.staticModifier),
                    entryPoint: head.contains("@pragma") && head.contains("vm:entry-point")))
            }
        }

        /// The class whose body holds `offset`.
        func type(around offset: Int) -> String? { types.first { $0.body.contains(offset) }?.name }
    }

    /// The offset after the `)` that closes the `(` following `offset` (white space skipped).
    static func closingParenthesis(after offset: Int, in source: SourceText) -> Int? {
        var index = offset
        let bytes = source.bytes
        while index < bytes.count, SourceText.isSpace(bytes[index]) { index += 1 }
        // A generic function's type parameters: `name<T>(`.
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            let limit = min(bytes.count, index + SourceText.maximumArgumentBytes)
            while index < limit, bytes[index] != UInt8(ascii: ">") { index += 1 }
            index += 1
            while index < bytes.count, SourceText.isSpace(bytes[index]) { index += 1 }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return nil }
        return source.closingParenthesis(of: index).map { $0 + 1 }
    }

    /// Whether a body follows a parameter list: `{`, `=>`, after `async`, `async*` or `sync*`.
    static func hasBody(after offset: Int, in source: SourceText) -> Bool {
        var rest = Substring(source.text(offset..<min(source.bytes.count, offset + 40)))
        rest = rest.drop(while: \.isWhitespace)
        for modifier in ["async*", "sync*", "async"] where rest.hasPrefix(modifier) {
            rest = rest.dropFirst(modifier.count).drop(while: \.isWhitespace)
            break
        }
        return rest.hasPrefix("{") || rest.hasPrefix("=>")
    }

    /// Whether the name is called or named on something (`x.name(`, `new name(`, `await name(`)
    /// rather than declared with a return type or none.
    static func isCall(before offset: Int, in source: SourceText) -> Bool {
        let end = source.skippingSpacesBack(from: offset)
        guard end > 0 else { return false }
        let previous = source.bytes[end - 1]
        if previous == UInt8(ascii: ".") || previous == UInt8(ascii: "=") || previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",")
            || previous == UInt8(ascii: "!") || previous == UInt8(ascii: "&") || previous == UInt8(ascii: "|") || previous == UInt8(ascii: ":") {
            return true
        }
        return ["return", "await", "new", "const", "yield", "throw", "in", "else"].contains(source.word(before: offset) ?? "")
    }

    /// The declaration's head: from the end of the statement or member before it to the name
    /// (its annotations, modifiers and return type).
    static func statementHead(before offset: Int, in source: SourceText) -> String {
        var start = offset
        let limit = max(0, offset - SourceText.maximumArgumentBytes)
        while start > limit {
            let byte = source.bytes[start - 1]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{") { break }
            start -= 1
        }
        return source.text(start..<offset)
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first == "$" || (first.isASCII && first.isLetter) else { return false }
        return text.allSatisfy { $0 == "_" || $0 == "$" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
}
