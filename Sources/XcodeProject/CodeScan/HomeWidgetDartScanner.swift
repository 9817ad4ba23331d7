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
    nonisolated(unsafe) private static let typeDeclaration = #/\b(?:class|mixin|extension|enum)\s+([A-Za-z_$][A-Za-z0-9_$]*)?/#.wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let importLine = #/import\s+['"]package:home_widget\//#

    /// What the files say, in their order.
    static func scan(_ files: [(text: String, file: String)]) -> (listeners: [Facts.DartCall], callbacks: [Facts.InteractivityCallback], imports: Bool) {
        let sources = files.map { (source: SourceText($0.text, language: .dart), file: $0.file) }
        var listeners: [Facts.DartCall] = []
        var registrations: [(call: String, place: Facts.Place, expression: String, file: Int, offset: Int)] = []
        var imports = false
        for (index, (source, file)) in sources.enumerated() where source.code.utf8.contains(word: "home_widget") || source.code.utf8.contains(word: "HomeWidget") {
            if source.code.contains(Self.importLine) { imports = true }
            let android = DartScanner.androidOnlyBlocks(source)
            let runsOnIOS = { (offset: Int) in !android.contains { $0.contains(offset) } }
            for match in source.matches(of: Self.listener, at: ["HomeWidget"]) where !source.isInString(match.range.lowerBound) {
                guard runsOnIOS(source.offset(of: match.range.lowerBound)), listeners.count < CodeScanner.maximumOccurrencesPerFile else { continue }
                listeners.append(Facts.DartCall(call: "HomeWidget.\(match.1)", place: Facts.Place(file: file, line: source.line(of: match.range.lowerBound))))
            }
            for match in source.matches(of: Self.registration, at: ["HomeWidget"]) where !source.isInString(match.range.lowerBound) {
                let offset = source.offset(of: match.range.lowerBound)
                guard runsOnIOS(offset), let argument = source.arguments(from: match.range.upperBound)?.first(where: { $0.label == nil }),
                      registrations.count < CodeScanner.maximumOccurrencesPerFile else { continue }
                registrations.append(("HomeWidget.\(match.1)", Facts.Place(file: file, line: source.line(of: match.range.lowerBound)),
                                      argument.expression, index, offset))
            }
        }
        let callbacks = registrations.map { registration in
            Facts.InteractivityCallback(call: registration.call, place: registration.place, expression: DartScanner.shortened(registration.expression),
                                        callback: callback(registration.expression, at: registration.offset, in: registration.file, sources: sources))
        }
        return (listeners, callbacks, imports)
    }

    /// What a registration's argument names: a tear-off of a top-level or static function (found in
    /// the same file first, then in the one other file that declares it), or something without a handle.
    private static func callback(_ expression: String, at offset: Int, in fileIndex: Int, sources: [(source: SourceText, file: String)]) -> Facts.InteractivityCallback.Callback {
        let trimmed = expression.trimmingWhitespace
        if trimmed.contains("=>") || trimmed.contains("{") || trimmed.hasPrefix("(") {
            return .notStatic(description: "a closure", declared: nil)
        }
        let parts = trimmed.split(separator: ".").map(\.trimmingWhitespace)
        guard (1...2).contains(parts.count), parts.allSatisfy(isIdentifier) else { return .unknown }
        let name = parts[parts.count - 1]
        let owner: String?
        if parts.count == 2, parts[0] != "this" {
            // `Class.method`, or `prefix.function` through an import prefix.
            owner = sources.contains { $0.source.code.contains("class \(parts[0])") } ? parts[0] : nil
        } else {
            // A bare name inside a class is that class's member when it declares one.
            owner = enclosingType(at: offset, in: sources[fileIndex].source).flatMap { type in
                declarations(of: name, in: sources[fileIndex].source).contains { $0.owner == type } ? type : nil
            }
        }
        let order = [fileIndex] + sources.indices.filter { $0 != fileIndex }
        for index in order {
            let (source, file) = sources[index]
            let found = declarations(of: name, in: source).filter { $0.owner == owner }
            guard let declaration = found.first else { continue }
            let place = Facts.Place(file: file, line: source.line(at: declaration.offset))
            if declaration.nested { return .notStatic(description: "a function declared inside another function", declared: place) }
            if owner != nil, !declaration.isStatic { return .notStatic(description: "an instance method of \(owner!)", declared: place) }
            return .function(name: owner.map { "\($0).\(name)" } ?? name, declared: place, entryPoint: declaration.entryPoint)
        }
        return .unknown
    }

    /// A function `name` declared in a file: where, in which class (nil: top level), and how.
    private struct Declaration {
        let offset: Int
        let owner: String?
        /// Declared in a function's body rather than a file's or a class's.
        let nested: Bool
        let isStatic: Bool
        let entryPoint: Bool
    }

    /// Every declaration of a function `name` (a `name(...)` followed by a body, `{` or `=>`).
    private static func declarations(of name: String, in source: SourceText) -> [Declaration] {
        guard source.code.utf8.contains(word: name) else { return [] }
        var found: [Declaration] = []
        var search = source.code.startIndex
        while let range = source.code[search...].firstRange(of: name) {
            search = range.upperBound
            let offset = source.offset(of: range.lowerBound)
            let end = source.offset(of: range.upperBound)
            guard offset == 0 || !SourceText.isIdentifier(source.bytes[offset - 1]), end == source.bytes.count || !SourceText.isIdentifier(source.bytes[end]),
                  !source.isInString(range.lowerBound), let close = closingParenthesis(after: end, in: source),
                  hasBody(after: close, in: source), !isCall(before: offset, in: source) else { continue }
            let header = statementHead(before: offset, in: source)
            let block = source.innermostBlocks(around: [offset])[0]
            let owner = block.flatMap { typeName(of: $0, in: source) }
            found.append(Declaration(offset: offset, owner: owner, nested: block != nil && owner == nil,
                                     isStatic: header.contains(#/\bstatic\b/#.wordBoundaryKind(.simple)),
                                     entryPoint: header.contains("@pragma") && header.contains("vm:entry-point")))
            if found.count >= CodeScanner.maximumOccurrencesPerFile { break }
        }
        return found
    }

    /// The offset after the `)` that closes the `(` following `offset` (white space skipped).
    private static func closingParenthesis(after offset: Int, in source: SourceText) -> Int? {
        var index = offset
        let bytes = source.bytes
        while index < bytes.count, SourceText.isSpace(bytes[index]) { index += 1 }
        // A generic function's type parameters: `name<T>(`.
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            index += 1
            while index < bytes.count, SourceText.isSpace(bytes[index]) { index += 1 }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return nil }
        var depth = 0
        let end = min(bytes.count, index + SourceText.maximumArgumentBytes)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index = SourceText.skipString(in: bytes, from: index, language: .dart) ?? end
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    /// Whether a body follows a parameter list: `{`, `=>`, after `async`, `async*` or `sync*`.
    private static func hasBody(after offset: Int, in source: SourceText) -> Bool {
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
    private static func isCall(before offset: Int, in source: SourceText) -> Bool {
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
    private static func statementHead(before offset: Int, in source: SourceText) -> String {
        var start = offset
        while start > 0 {
            let byte = source.bytes[start - 1]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{") { break }
            start -= 1
        }
        return source.text(start..<offset)
    }

    /// The class, mixin, extension or enum whose body `block` is; nil for a function's body.
    private static func typeName(of block: Range<Int>, in source: SourceText) -> String? {
        let head = statementHead(before: block.lowerBound, in: source)
        guard let match = head.firstMatch(of: Self.typeDeclaration) else { return nil }
        return match.1.map(String.init) ?? "an extension"
    }

    /// The type whose body holds `offset`, through nested blocks.
    private static func enclosingType(at offset: Int, in source: SourceText) -> String? {
        var position = offset
        while let block = source.innermostBlocks(around: [position])[0] {
            if let type = typeName(of: block, in: source) { return type }
            guard block.lowerBound > 0 else { return nil }
            position = block.lowerBound - 1
            if position <= 0 { return nil }
        }
        return nil
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first == "$" || (first.isASCII && first.isLetter) else { return false }
        return text.allSatisfy { $0 == "_" || $0 == "$" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }
}
