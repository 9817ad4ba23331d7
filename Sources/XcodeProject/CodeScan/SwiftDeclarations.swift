/// The declarations with a body of one Swift file, read by pattern (no compiler): types, their
/// extensions, functions and computed properties, each with its `{ }` block and, for a type, the
/// protocols its header names. What the widget checks follow from a widget's configuration into
/// the views it builds (`WidgetViewGraph`) and from a view's `body` into its helpers.
struct SwiftDeclarations {
    struct Declaration {
        enum Kind {
            /// `struct`, `class`, `enum`, `actor`.
            case type
            case `extension`
            case function
            /// `var name: T { ... }` (a computed property, or one with observers).
            case property
        }

        let kind: Kind
        /// The declared name's last component (`Widgets.Small` declares `Small`).
        let name: String
        /// The names after `:` in a type's or extension's header, module prefixes dropped; `Widget`
        /// added where one names a protocol of the project's that is a widget (`widgetsThroughProtocols`).
        var conformances: [String]
        /// Where the keyword starts.
        let start: Int
        /// The `{ ... }` block, braces included.
        let block: Range<Int>
        /// Whether `@main` stands before it.
        let isMain: Bool
    }

    let source: SourceText
    var declarations: [Declaration]
    /// The protocols the file declares, by name, with what they refine: the names after `:` and
    /// the `Self:` constraints of their `where` clause (`protocol LockScreenWidget where Self: Widget`).
    var protocols: [String: [String]] = [:]

    /// Headers longer than this are no declaration a person wrote.
    static let maximumHeaderBytes = 2048

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    // A name may hold any character beyond ASCII (`🪧WidgetConfiguration`), as Swift allows.
    nonisolated(unsafe) private static let header =
        #/(struct|class|enum|actor|extension|func|var)\s+((?:[A-Za-z_]|[^\x00-\x7F])(?:[A-Za-z0-9_]|[^\x00-\x7F])*(?:\s*\.\s*(?:[A-Za-z_]|[^\x00-\x7F])(?:[A-Za-z0-9_]|[^\x00-\x7F])*)*)/#

    init(_ source: SourceText) {
        self.source = source
        var found: [Declaration] = []
        for match in source.matches(of: Self.header, at: ["struct", "class", "enum", "actor", "extension", "func", "var"])
        where !source.isInString(match.range.lowerBound) && source.keeps(found.count, limit: CodeScanner.maximumDeclarationsPerFile) {
            let keyword = match.1
            let kind: Declaration.Kind = switch keyword {
            case "extension": .extension
            case "func": .function
            case "var": .property
            default: .type
            }
            let start = source.offset(of: match.range.lowerBound)
            let end = source.offset(of: match.range.upperBound)
            guard let (open, headerText) = Self.bodyBrace(in: source, after: end, kind: kind), let block = source.block(at: open) else { continue }
            let name = match.2.split(separator: ".").last.map { String($0.trimmingWhitespace) } ?? ""
            found.append(Declaration(kind: kind, name: name, conformances: kind == .type || kind == .extension ? Self.conformances(headerText) : [],
                                     start: start, block: block, isMain: Self.isMain(source, before: start)))
        }
        declarations = found
        for match in source.matches(of: Self.protocolHeader, at: ["protocol"]) where !source.isInString(match.range.lowerBound) && protocols.count < 256 {
            let end = source.offset(of: match.range.upperBound)
            guard let (_, headerText) = Self.bodyBrace(in: source, after: end, kind: .type) else { continue }
            protocols[String(match.1), default: []] += Self.conformances(headerText) + Self.selfConstraints(headerText)
        }
    }

    nonisolated(unsafe) private static let protocolHeader = #/protocol\s+([A-Za-z_][A-Za-z0-9_]*)/#

    /// `where Self: Widget, Self: Sendable` as `["Widget", "Sendable"]`.
    private static func selfConstraints(_ header: String) -> [String] {
        guard let range = header.firstRange(of: "where") else { return [] }
        return header[range.upperBound...].split(separator: ",").compactMap { part in
            let sides = part.split(separator: ":", maxSplits: 1)
            guard sides.count == 2, sides[0].trimmingWhitespace == "Self" else { return nil }
            let name = sides[1].trimmingWhitespace.split(separator: ".").last.map { String($0).trimmingWhitespace } ?? ""
            return name.isEmpty ? nil : name
        }
    }

    /// Each file's types that conform to `Widget` through a protocol of the project's (`struct
    /// CountdownWidget: LockScreenWidgetable` where `protocol LockScreenWidgetable where Self: Widget`,
    /// or `protocol P: Widget`, refined any number of times) get `Widget` among their conformances,
    /// as the compiler sees them: Clendar's ten Lock Screen widgets.
    static func widgetsThroughProtocols(_ files: [SwiftDeclarations]) -> [SwiftDeclarations] {
        var refines: [String: [String]] = [:]
        for file in files { for (name, parents) in file.protocols { refines[name, default: []] += parents } }
        guard !refines.isEmpty else { return files }
        var widgetLike: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, parents) in refines where !widgetLike.contains(name) && parents.contains(where: { $0 == "Widget" || widgetLike.contains($0) }) {
                widgetLike.insert(name)
                changed = true
            }
        }
        guard !widgetLike.isEmpty else { return files }
        return files.map { file in
            var file = file
            for index in file.declarations.indices where file.declarations[index].kind != .function && file.declarations[index].kind != .property
                && !file.declarations[index].conformances.contains("Widget") && file.declarations[index].conformances.contains(where: widgetLike.contains) {
                file.declarations[index].conformances.append("Widget")
            }
            return file
        }
    }

    /// The offset of the `{` opening the body of the declaration whose name ends at `offset`, and
    /// the header's text between; nil for one without a body (a protocol's requirement, a stored
    /// property, `var x = { ... }()`).
    private static func bodyBrace(in source: SourceText, after offset: Int, kind: Declaration.Kind) -> (Int, String)? {
        let bytes = source.bytes
        var depth = 0
        let end = min(bytes.count, offset + maximumHeaderBytes)
        var closedParameters = false
        for index in source.codeOffsets(from: offset, to: end) {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                if depth == 0 { closedParameters = true }
            case UInt8(ascii: ">") where depth > 0 && (index == 0 || bytes[index - 1] != UInt8(ascii: "-")):
                depth -= 1
            case UInt8(ascii: "{") where depth == 0:
                return (index, source.text(offset..<index))
            case UInt8(ascii: "}") where depth == 0, UInt8(ascii: ";") where depth == 0:
                return nil
            case UInt8(ascii: "=") where depth == 0 && kind == .property:
                // `var x = ...` is stored; only `var x: T = v { didSet }` has a body after it, and it matters to no check.
                return nil
            case UInt8(ascii: "\n") where depth == 0 && (kind == .property || (kind == .function && closedParameters)):
                // A header goes on after a line break only into what a signature may hold next.
                var next = index + 1
                while next < end, SourceText.isSpace(bytes[next]) { next += 1 }
                guard next < end else { return nil }
                let rest = source.text(next..<min(end, next + 9))
                guard rest.hasPrefix("{") || rest.hasPrefix("->") || rest.hasPrefix("where") || rest.hasPrefix("throws") || rest.hasPrefix("async")
                    || rest.hasPrefix("rethrows") else { return nil }
            default:
                break
            }
        }
        return nil
    }

    /// `: Widget, Sendable where T: X` as `["Widget", "Sendable"]`; `SwiftUI.Widget` as `Widget`.
    private static func conformances(_ header: String) -> [String] {
        guard let colon = header.firstIndex(of: ":") else { return [] }
        var clause = header[header.index(after: colon)...]
        if let range = clause.firstRange(of: " where ") ?? clause.firstRange(of: "\nwhere ") { clause = clause[..<range.lowerBound] }
        return clause.split(whereSeparator: { $0 == "," || $0 == "&" }).compactMap { part in
            let name = part.trimmingWhitespace.split(separator: "<").first.map(String.init) ?? ""
            let last = name.split(separator: ".").last.map { String($0).trimmingWhitespace } ?? ""
            return last.isEmpty ? nil : last
        }
    }

    /// Whether `@main` is among the attributes right before `start`.
    private static func isMain(_ source: SourceText, before start: Int) -> Bool {
        let from = max(0, start - 200)
        let before = source.text(from..<start)
        // Only attributes and modifiers between `@main` and the keyword.
        guard let range = before.ranges(of: "@main").last else { return false }
        let between = before[range.upperBound...]
        return between.split(whereSeparator: \.isWhitespace).allSatisfy { $0.hasPrefix("@") || ["public", "internal", "final", "private", "fileprivate"].contains($0) }
    }

    /// The identifiers of `range` among `names` (as UTF-8), in code and in string literals'
    /// interpolations (`"\(title)"`), not in a literal's text (`"Unable to load image"` names no
    /// `image`: home-assistant+iOS's asset catalogue), each with whether a `.` comes before it (a
    /// member: `.widgetBackground()`), in order. Compared as bytes: a large project has millions of words.
    func words(in range: Range<Int>, among names: Set<ArraySlice<UInt8>>) -> [(offset: Int, word: String, member: Bool)] {
        let bytes = source.bytes
        var found: [(Int, String, Bool)] = []
        var index = max(0, range.lowerBound)
        let end = min(bytes.count, range.upperBound)
        while index < end {
            let byte = bytes[index]
            guard SourceText.isIdentifier(byte), index == 0 || !SourceText.isIdentifier(bytes[index - 1]) else { index += 1; continue }
            var stop = index
            while stop < end, SourceText.isIdentifier(bytes[stop]) { stop += 1 }
            if !(byte >= 0x30 && byte <= 0x39), names.contains(bytes[index..<stop]), !source.isInString(offset: index) || source.isInterpolated(index) {
                let dotted = source.skippingSpacesBack(from: index)
                let member = dotted > 0 && bytes[dotted - 1] == UInt8(ascii: ".")
                found.append((index, String(decoding: bytes[index..<stop], as: UTF8.self), member))
            }
            index = stop
        }
        return found
    }
}
