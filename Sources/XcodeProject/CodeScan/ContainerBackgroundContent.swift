/// What a target draws only as a widget's container background, followed the ways Swift code hands
/// a view to `containerBackground(for:) { ... }` / `containerBackground(_:for:)`: the accented
/// mode removes that background and draws the system's own, so a picture there is never a
/// silhouette (the lead's correction of decision 13).
///
/// A name standing in the content carries it back to where its view is made:
/// - a local (`let background = backgroundView(...)`): its initializer;
/// - a parameter (`func widgetBackground(_ view: some View)`, a `View` extension wrapping a
///   modifier): the argument each call passes for it (by label, by position, a trailing closure
///   for the last);
/// - a stored property of a type (`struct BackgroundModifier: ViewModifier { let background: B }`):
///   the argument each construction (`BackgroundModifier(background: ...)`) passes for it;
/// and a function, type or computed property every use of whose name stands in the content (or
/// in another such declaration) is drawn only there (`FestivalWidgetBackground()`,
/// `var backdrop: some View`). A name carries only when every other use of it is a `.background`
/// on a branch exclusive of the `containerBackground` one (the iOS 16 `if #available` fallback, an
/// in-app preview's `case`): a view drawn as content too (an `overlay`) is drawn in the accented mode.
extension WidgetViewGraph.Target {
    /// Rounds of following: real code hands a background through a few names.
    static let maximumBackgroundRounds = 8
    /// Uses of one name read; more is no name a background travels through.
    static let maximumUses = 64

    /// Where a name that may carry the container background is declared and used.
    struct Carrier {
        enum Kind {
            /// Its initializer.
            case local(Range<Int>)
            /// The function's name, the parameter's label (nil: `_`), its position, whether it is last.
            case parameter(function: String, label: String?, index: Int, last: Bool)
            /// The type's name.
            case property(type: String)
        }

        let name: String
        let kind: Kind
        /// Where its uses stand: the local's rest of the function, the function, the type's blocks.
        let scopes: [Place]

        var key: String {
            switch kind {
            case let .local(range): "l\(scopes.first?.file ?? 0):\(range.lowerBound)"
            case let .parameter(function, _, index, _): "p\(function):\(index):\(name)"
            case let .property(type): "t\(type):\(name)"
            }
        }
    }

    /// Per file, the code drawn only as the container background, as sorted disjoint ranges.
    /// Names are read in the content and in what carriers bring to it, never in a declaration
    /// found drawn only there: its parameters, locals and properties carry from calls and
    /// constructions already in the content.
    func backgroundOnly() -> [[Range<Int>]] {
        var ranges = files.map { Self.merged($0.images.containerBackgrounds) }
        guard ranges.contains(where: { !$0.isEmpty }) else { return ranges }
        var pending = ranges.enumerated().flatMap { file, ranges in ranges.map { (file, $0) } }
        var waiting: [String: Carrier] = [:]
        var carried = Set<String>()
        var only = Set<String>()
        var backgroundCalls: [Int: [Range<Int>]] = [:]
        for _ in 0..<Self.maximumBackgroundRounds {
            // Names in the new content, and those waiting for more uses to stand in it.
            var candidates = waiting
            for (file, range) in pending {
                for (offset, name) in identifiers(in: range, file: file) {
                    guard let carrier = resolve(name, at: offset, file: file), !carried.contains(carrier.key) else { continue }
                    candidates[carrier.key] = carrier
                }
            }
            pending = []
            waiting = [:]
            for (key, carrier) in candidates.sorted(by: { $0.key < $1.key }) {
                guard carries(carrier, ranges: ranges, backgroundCalls: &backgroundCalls) else { waiting[key] = carrier; continue }
                carried.insert(key)
                pending += origins(of: carrier)
            }
            for (file, range) in pending { ranges[file].append(range) }
            // Declarations used only inside the content.
            ranges = ranges.map(Self.merged)
            let found = usedOnlyInside(ranges, besides: only)
            only.formUnion(found)
            for name in found {
                for place in (types[name] ?? []) + (functions[name] ?? []) + (properties[name] ?? []) { ranges[place.file].append(place.block) }
            }
            ranges = ranges.map(Self.merged)
            if pending.isEmpty && found.isEmpty { break }
        }
        return ranges
    }

    /// The declarations every use of whose name stands in `ranges`: types where built
    /// (`SwiftDeclarations.builds(typeAt:)`: a type annotation, `Name.member` or `Name.self`
    /// draws nothing), functions where called (`name(`, `name {`: a parameter of the same name
    /// draws nothing), computed properties wherever named.
    private func usedOnlyInside(_ ranges: [[Range<Int>]], besides only: Set<String>) -> [String] {
        let heads: Set<String> = ["func", "struct", "class", "enum", "extension", "actor", "protocol", "typealias", "var", "let"]
        var uses: [String: Bool] = [:]
        for (index, file) in files.enumerated() {
            let source = file.declarations.source
            for word in file.words where !only.contains(word.word) {
                let property = properties[word.word] != nil
                guard property || types[word.word] != nil || functions[word.word] != nil else { continue }
                if !word.member, let before = source.word(before: word.offset), heads.contains(before) { continue }
                // `Image("paper")` names an asset, not the property `paper`.
                if source.isInString(offset: word.offset) { continue }
                if types[word.word] != nil {
                    guard file.declarations.builds(typeAt: word.offset) else { continue }
                } else if !property {
                    var next = word.offset + word.word.utf8.count
                    while next < source.bytes.count, source.bytes[next] == 0x20 || source.bytes[next] == 0x09 { next += 1 }
                    guard next < source.bytes.count, source.bytes[next] == UInt8(ascii: "(") || source.bytes[next] == UInt8(ascii: "{") else { continue }
                }
                uses[word.word] = (uses[word.word] ?? true) && Self.contains(ranges[index], word.offset)
            }
        }
        return uses.filter(\.value).map(\.key)
    }

    /// The lower-case identifiers of code in `range` that may name a value: not members of
    /// another value (`self.background` is one), not labels, not in strings.
    private func identifiers(in range: Range<Int>, file: Int) -> [(Int, String)] {
        let source = files[file].declarations.source
        let bytes = source.bytes
        var found: [(Int, String)] = []
        var index = range.lowerBound
        let end = min(range.upperBound, bytes.count)
        while index < end {
            guard SourceText.isIdentifier(bytes[index]), index == 0 || !SourceText.isIdentifier(bytes[index - 1]) else { index += 1; continue }
            var stop = index
            while stop < bytes.count, SourceText.isIdentifier(bytes[stop]) { stop += 1 }
            defer { index = stop }
            guard bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z") || bytes[index] == UInt8(ascii: "_") else { continue }
            guard isUse(source, at: index, end: stop), !source.isInString(offset: index) else { continue }
            guard source.keeps(found.count) else { break }
            found.append((index, String(decoding: bytes[index..<stop], as: UTF8.self)))
        }
        return found
    }

    /// Whether the identifier at `start..<end` is a value's use: not `.member` of another value,
    /// not an argument's or parameter's label (`background:` after `(` or `,`), not declared there.
    private func isUse(_ source: SourceText, at start: Int, end: Int) -> Bool {
        let bytes = source.bytes
        let before = source.skippingSpacesBack(from: start)
        if before > 0, bytes[before - 1] == UInt8(ascii: ".") {
            guard source.word(before: before - 1) == "self" else { return false }
        }
        if let word = source.word(before: start), ["let", "var", "func", "case", "struct", "class", "enum"].contains(word) { return false }
        var after = end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ":"), after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: ":") {
            let previous = before > 0 ? bytes[before - 1] : 0
            if previous == UInt8(ascii: "(") || previous == UInt8(ascii: ",") { return false }
        }
        return true
    }

    /// The local, parameter or stored property `name` at `offset` names, from the innermost
    /// declaration around it out.
    private func resolve(_ name: String, at offset: Int, file: Int) -> Carrier? {
        let declarations = files[file].declarations
        let around = declarations.declarations.filter { $0.block.contains(offset) }.sorted { $0.block.lowerBound > $1.block.lowerBound }
        for declaration in around {
            switch declaration.kind {
            case .function, .property:
                if let local = local(name, before: offset, in: declaration, file: file) { return local }
                if declaration.kind == .function, let parameter = parameter(name, of: declaration, file: file) { return parameter }
            case .type, .extension:
                guard let places = types[declaration.name], places.contains(where: { declaresStoredProperty(name, in: $0) }) else { return nil }
                return Carrier(name: name, kind: .property(type: declaration.name), scopes: places)
            }
        }
        return nil
    }

    /// `let name = ...` / `var name = ...` before `offset` in the declaration's block, in a block
    /// around `offset` (braces from it to `offset` never close below it).
    private func local(_ name: String, before offset: Int, in declaration: SwiftDeclarations.Declaration, file: Int) -> Carrier? {
        let source = files[file].declarations.source
        let bytes = source.bytes
        for at in occurrences(of: name, in: declaration.block.lowerBound..<offset, file: file).reversed() {
            guard let keyword = source.word(before: at), keyword == "let" || keyword == "var" else { continue }
            // In a block around the use.
            var depth = 0, enclosing = true
            for index in source.codeOffsets(from: at, to: offset) {
                if bytes[index] == UInt8(ascii: "{") { depth += 1 }
                if bytes[index] == UInt8(ascii: "}") { depth -= 1; if depth < 0 { enclosing = false; break } }
            }
            guard enclosing else { continue }
            guard let initializer = initializer(after: at + name.utf8.count, file: file) else { return nil }
            return Carrier(name: name, kind: .local(initializer), scopes: [(file, at..<declaration.block.upperBound)])
        }
        return nil
    }

    /// The expression after `= ` of a binding whose name ends at `offset` (a type annotation
    /// skipped): to the end of its line at depth 0, a line starting with `.` going on; up to a
    /// `,` or `{` at depth 0 in an `if`/`guard` condition.
    private func initializer(after offset: Int, file: Int) -> Range<Int>? {
        let source = files[file].declarations.source
        let bytes = source.bytes
        let condition = source.text(max(0, offset - 256)..<offset).split(whereSeparator: \.isNewline).last.map {
            $0.contains("if ") || $0.contains("guard ") || $0.contains("while ")
        } ?? false
        var equals = offset, depth = 0
        let limit = min(bytes.count, offset + SourceText.maximumArgumentBytes * 4)
        // The annotation, up to `=` on the line.
        while equals < limit, bytes[equals] != UInt8(ascii: "=") {
            if bytes[equals] == UInt8(ascii: "\n") || bytes[equals] == UInt8(ascii: "{") || bytes[equals] == UInt8(ascii: ",") { return nil }
            equals += 1
        }
        guard equals < limit, equals + 1 < bytes.count, bytes[equals + 1] != UInt8(ascii: "=") else { return nil }
        let start = source.skippingSpaces(from: equals + 1)
        for index in source.codeOffsets(from: start, to: limit) {
            switch bytes[index] {
            case UInt8(ascii: "{") where depth == 0 && condition, UInt8(ascii: ",") where depth == 0 && condition, UInt8(ascii: ";") where depth == 0:
                return start..<index
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return start..<index }
            case UInt8(ascii: "\n") where depth == 0:
                let next = source.skippingSpaces(from: index)
                guard next < bytes.count, bytes[next] == UInt8(ascii: ".") else { return start..<index }
            default:
                break
            }
        }
        return nil
    }

    /// `name` as a parameter of the function (`_ name: T`, `label name: T`, `name: T`).
    private func parameter(_ name: String, of function: SwiftDeclarations.Declaration, file: Int) -> Carrier? {
        let parameters = Self.parameters(of: function, source: files[file].declarations.source)
        guard let index = parameters.firstIndex(where: { $0.name == name }) else { return nil }
        return Carrier(name: name, kind: .parameter(function: function.name, label: parameters[index].label, index: index, last: index == parameters.count - 1),
                       scopes: [(file, function.block)])
    }

    /// A function's parameters in order: the label a call writes (nil for `_`) and the name its body uses.
    static func parameters(of function: SwiftDeclarations.Declaration, source: SourceText) -> [(label: String?, name: String)] {
        let header = source.bytes[function.start..<function.block.lowerBound]
        guard let open = header.firstIndex(of: UInt8(ascii: "(")), let arguments = source.arguments(fromOffset: open + 1) else { return [] }
        return arguments.compactMap { argument in
            // `name: T` reads as a labelled argument; `_ name: T`, `label name: T` and
            // `@ViewBuilder name: T` as a bare expression with the colon in it.
            if let label = argument.label { return (label, label) }
            guard let colon = argument.expression.firstIndex(of: ":") else { return nil }
            let words = argument.expression[..<colon].split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") && $0 != "inout" }
            guard let last = words.last else { return nil }
            let label = words.count >= 2 ? String(words[words.count - 2]) : String(last)
            return (label == "_" ? nil : label, String(last))
        }
    }

    /// Whether a type's block declares `let name` / `var name` at its top level without a `{`
    /// body (a stored property).
    private func declaresStoredProperty(_ name: String, in place: Place) -> Bool {
        let source = files[place.file].declarations.source
        let bytes = source.bytes
        for at in occurrences(of: name, in: place.block, file: place.file) {
            guard let keyword = source.word(before: at), keyword == "let" || keyword == "var" else { continue }
            if files[place.file].declarations.declarations.contains(where: { $0.kind == .property && $0.block.lowerBound > at && $0.start < at && $0.name == name }) { continue }
            var depth = 0
            for byte in bytes[(place.block.lowerBound + 1)..<at] {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth -= 1 }
            }
            if depth == 0 { return true }
        }
        return false
    }

    /// Where `name` stands as a whole word in `range`, in order (at most `maximumUses`).
    private func occurrences(of name: String, in range: Range<Int>, file: Int) -> [Int] {
        let bytes = files[file].declarations.source.bytes
        let needle = Array(name.utf8)
        guard let first = needle.first, range.count >= needle.count else { return [] }
        var found: [Int] = []
        var index = range.lowerBound
        let last = min(range.upperBound, bytes.count) - needle.count
        while index <= last, found.count < Self.maximumUses {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle),
               index == 0 || !SourceText.isIdentifier(bytes[index - 1]),
               index + needle.count == bytes.count || !SourceText.isIdentifier(bytes[index + needle.count]) {
                found.append(index)
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether the carrier's uses put it in the container background: one in `ranges`, every
    /// other one a `.background` exclusive of each of those.
    private func carries(_ carrier: Carrier, ranges: [[Range<Int>]], backgroundCalls: inout [Int: [Range<Int>]]) -> Bool {
        var inside: [(file: Int, offset: Int)] = [], outside: [(file: Int, offset: Int)] = []
        for scope in carrier.scopes {
            let source = files[scope.file].declarations.source
            for at in occurrences(of: carrier.name, in: scope.block, file: scope.file) {
                guard isUse(source, at: at, end: at + carrier.name.utf8.count), !source.isInString(offset: at) else { continue }
                if Self.contains(ranges[scope.file], at) { inside.append((scope.file, at)) } else { outside.append((scope.file, at)) }
            }
        }
        guard !inside.isEmpty else { return false }
        for use in outside {
            let calls = backgroundCalls[use.file] ?? WidgetImages.backgroundCalls(in: files[use.file].declarations.source)
            backgroundCalls[use.file] = calls
            guard calls.contains(where: { $0.contains(use.offset) }) else { return false }
            let source = files[use.file].declarations.source
            for other in inside {
                guard other.file == use.file,
                      let common = files[use.file].declarations.declarations.last(where: { $0.block.contains(use.offset) && $0.block.contains(other.offset) }),
                      source.busiestPath(through: common.block, calls: [min(use.offset, other.offset), max(use.offset, other.offset)]).count < 2
                else { return false }
            }
        }
        return true
    }

    /// Where the carrier's view is made: the local's initializer; the arguments calls pass for
    /// the parameter; the arguments constructions pass for the property.
    private func origins(of carrier: Carrier) -> [(Int, Range<Int>)] {
        switch carrier.kind {
        case let .local(initializer):
            return [(carrier.scopes[0].file, initializer)]
        case let .parameter(function, label, index, last):
            return arguments(calling: function, member: true) { arguments in
                if let label { return arguments.firstIndex { $0.label == label } }
                return index < arguments.count && arguments[index].label == nil ? index : nil
            } trailing: { last }
        case let .property(type):
            return arguments(calling: type, member: false) { arguments in arguments.firstIndex { $0.label == carrier.name } } trailing: { false }
        }
    }

    /// For each call of `name` in the target (a member call too where `member`), the argument
    /// `pick` chooses, or its trailing closure where `trailing`.
    private func arguments(calling name: String, member: Bool, pick: ([SourceText.Argument]) -> Int?, trailing: () -> Bool) -> [(Int, Range<Int>)] {
        var found: [(Int, Range<Int>)] = []
        for (index, file) in files.enumerated() {
            let source = file.declarations.source
            let bytes = source.bytes
            for word in file.words where word.word == name && (member || !word.member) {
                if let before = source.word(before: word.offset), ["func", "struct", "class", "enum", "extension"].contains(before) { continue }
                var next = word.offset + name.utf8.count
                while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "("), let arguments = source.arguments(fromOffset: next + 1) {
                    if let chosen = pick(arguments) {
                        let argument = arguments[chosen]
                        found.append((index, argument.offset..<(argument.offset + argument.expression.utf8.count)))
                    }
                    guard trailing(), let close = source.closingParenthesis(of: next).map({ $0 + 1 }) else { continue }
                    next = close
                    while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                }
                if trailing(), next < bytes.count, bytes[next] == UInt8(ascii: "{"), let closure = source.block(at: next) { found.append((index, closure)) }
            }
        }
        return found
    }
}
