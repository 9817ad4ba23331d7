/// Which of a Flutter app's Dart code never runs on iOS, read across its files: a reload, a write
/// or a group set there is the Android app's or no one's, never the iOS widget's (held-out
/// Namma-Flutter+namma_wallet: two reloads of a kind no iOS widget has, reached only from
/// Android branches of other files, were taken for the iOS app's). Code never runs on iOS when it is
/// - a block an `if` never enters on iOS, or the `else` of one it always enters
///   (`DartScanner.otherPlatformBlocks`);
/// - the rest of a block after an early exit iOS always takes: `if (!Platform.isAndroid) return;`
///   or `if (Platform.isIOS) { ...; return; }` (the `if` ends in `return` or `throw`, no `else`);
/// - the body of a function each mention of which lies in such code, in any file: a service
///   method called only in `else if (Platform.isAndroid)` branches, a callback handed to a plugin
///   only after an early exit (`Workmanager().initialize(_callbackDispatcher)`), and what those
///   bodies call in turn, to a fixed point;
/// - the body of a class or mixin nothing mentions outside itself, or only such code mentions
///   (held-out ummeco+praycalc: its only `setAppGroupId` and `saveWidgetData` calls are in a
///   `WidgetService` no code uses, so the widget's keys are never written).
///
/// Names are read without types: every mention of a name counts for every declaration of that
/// name, so a name also mentioned in code iOS runs (another class's method of the same name)
/// keeps them all. A function nothing mentions is not dead but run by something unseen (`main`,
/// an engine entry point native code starts by name): never counted out. Neither is an
/// `@override` of a name the project never declares itself (Flutter's `build`, `initState`: the
/// framework calls those), while an override of the project's own interface method is reached
/// through that method's mentions, nor an annotated class (`@injectable`, `@riverpod`: generated
/// code, not always committed, may be what builds it). A mention inside a string is no call (a
/// log line naming it).
enum DartPlatformReach {
    /// Rounds of the fixed point: each follows the calls one function deeper; real chains from a
    /// platform branch to a plugin call are two or three deep.
    static let maximumRounds = 16

    /// The ranges of each file that never run on iOS, in the order given.
    static func neverRuns(_ sources: [SourceText], on platform: FlutterPlatform) -> [OffsetRanges] {
        var ranges = sources.map { DartScanner.otherPlatformBlocks($0, on: platform).ranges + earlyExits(in: $0, on: platform) }
        var current = ranges.map(OffsetRanges.init)
        var declared: [String: [(file: Int, declaration: Declaration)]] = [:]
        for (file, source) in sources.enumerated() {
            for declaration in declarations(in: source) + types(in: source) { declared[declaration.name, default: []].append((file, declaration)) }
        }
        // A name the project only ever overrides is the framework's to call.
        declared = declared.filter { _, declarations in declarations.contains { !$0.declaration.isOverride } }
        let mentions = Self.mentions(of: Set(declared.keys), in: sources, declared: declared)
        // Each name's callers, read once: its mentions outside its own bodies (recursion is no
        // caller), each body a binary search away, so that a file declaring one name thousands of
        // times, each body mentioning it, is read in linear time.
        var candidates: [(bodies: [(file: Int, body: Range<Int>)], callers: [(file: Int, offset: Int)])] = []
        for (name, declarations) in declared.sorted(by: { $0.key < $1.key }) {
            let bodies = declarations.compactMap { declaration in declaration.declaration.body.map { (file: declaration.file, body: $0) } }
            let own = Dictionary(grouping: bodies, by: \.file).mapValues { OffsetRanges($0.map(\.body)) }
            let callers = (mentions[name] ?? []).filter { own[$0.file]?.contains($0.offset) != true }
            // A class nothing uses is unused; a function nothing names may be run from outside the code.
            let unusedType = declarations.contains { $0.declaration.isType } && !declarations.contains { $0.declaration.isAnnotated }
            if !callers.isEmpty || unusedType { candidates.append((bodies, callers)) }
        }
        var reached = Set<Int>()
        for _ in 0..<maximumRounds {
            var grew = false
            for (index, candidate) in candidates.enumerated() where !reached.contains(index) {
                guard candidate.callers.allSatisfy({ current[$0.file].contains($0.offset) }) else { continue }
                reached.insert(index)
                grew = true
                for (file, body) in candidate.bodies { ranges[file].append(body) }
            }
            guard grew else { break }
            current = ranges.map(OffsetRanges.init)
        }
        return current
    }

    // MARK: Early exits

    /// The rest of each block after an `if` that iOS always enters and that always leaves.
    static func earlyExits(in source: SourceText, on platform: FlutterPlatform) -> [Range<Int>] {
        var exits: [(at: Int, end: Int)] = []
        guard DartPlatformCondition.mayTest(source.code) else { return [] }
        for offset in source.wordOffsets(["if"]) where !source.isInString(offset: offset) {
            guard let condition = DartScanner.ifCondition(in: source, at: offset),
                  DartPlatformCondition.holds(source.text((condition.lowerBound + 1)..<(condition.upperBound - 1)), on: platform),
                  let end = exitingStatementEnd(in: source, from: condition.upperBound) else { continue }
            // With an `else` the code after it runs on iOS too.
            let next = source.skippingSpaces(from: end)
            guard source.word(at: next) != "else" else { continue }
            exits.append((offset, end))
        }
        let blocks = source.innermostBlocks(around: exits.map(\.at))
        return zip(exits, blocks).compactMap { exit, block in
            guard let block, exit.end < block.upperBound - 1 else { return nil }
            return exit.end..<(block.upperBound - 1)
        }
    }

    /// Where the `if`'s statement ends when it always leaves the function: a bare `return ...;` or
    /// `throw ...;`, or a block whose last statement is one; nil otherwise.
    private static func exitingStatementEnd(in source: SourceText, from offset: Int) -> Int? {
        let start = source.skippingSpaces(from: offset)
        if let block = source.block(at: start) {
            // The last statement: after the `;`, `{` or `}` before the `;` that ends it.
            let close = source.skippingSpacesBack(from: block.upperBound - 1)
            guard close > block.lowerBound + 1, source.bytes[close - 1] == UInt8(ascii: ";") else { return nil }
            var head = close - 1
            while head > block.lowerBound + 1, ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(source.bytes[head - 1]) { head -= 1 }
            return exits(source.word(at: source.skippingSpaces(from: head))) ? block.upperBound : nil
        }
        guard exits(source.word(at: start)), let semicolon = statementEnd(in: source, from: start) else { return nil }
        return semicolon + 1
    }

    private static func exits(_ word: String?) -> Bool { word == "return" || word == "throw" }

    /// The `;` ending the statement at `offset`, outside strings and brackets; nil past
    /// `SourceText.maximumArgumentBytes` or at a closing bracket first.
    static func statementEnd(in source: SourceText, from offset: Int) -> Int? {
        var depth = 0
        for index in source.codeOffsets(from: offset, to: offset + SourceText.maximumArgumentBytes) {
            switch source.bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard depth > 0 else { return nil }
                depth -= 1
            case UInt8(ascii: ";") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    // MARK: Functions

    /// A function or method the file declares: `name(...) {`, `name(...) async => ...;`, or
    /// without a body (`Future<void> name(Ticket t);`, an interface's).
    struct Declaration {
        let name: String
        let offset: Int
        /// Nil for a declaration without one.
        let body: Range<Int>?
        let isOverride: Bool
        /// The `(` and `)` around a function's parameters; nil for a type.
        var parameters: (open: Int, close: Int)? = nil
        /// The modifiers and return type before the name (`@override static Future<void>`).
        var head = ""
        /// A class or mixin (`types(in:)`).
        var isType = false
        /// A class with an annotation before it.
        var isAnnotated = false
    }

    /// Words before `(` that are statements, not functions.
    private static let keywords: Set<String> = ["if", "for", "while", "switch", "catch", "return", "await", "assert", "super", "this", "on", "yield", "throw", "new", "const"]

    /// The file's functions, read at each `)` a body or a `;` follows.
    static func declarations(in source: SourceText) -> [Declaration] {
        let bytes = source.bytes
        var found: [Declaration] = []
        for (open, close) in parenthesisPairs(source) where source.keeps(found.count, limit: SourceDeclarations.maximumDeclarations) {
            // What follows the `)` first: nearly every pair is a call followed by `,`, `)`, `.` or `;`.
            var after = source.skippingSpaces(from: close + 1)
            if after < bytes.count, bytes[after] == UInt8(ascii: "a") || bytes[after] == UInt8(ascii: "s"),
               let word = source.word(at: after), word == "async" || word == "sync" {
                after = source.skippingSpaces(from: after + word.utf8.count)
                if after < bytes.count, bytes[after] == UInt8(ascii: "*") { after = source.skippingSpaces(from: after + 1) }
            }
            guard after < bytes.count else { continue }
            let brace = bytes[after] == UInt8(ascii: "{"), semicolon = bytes[after] == UInt8(ascii: ";")
            let arrow = after + 1 < bytes.count && bytes[after] == UInt8(ascii: "=") && bytes[after + 1] == UInt8(ascii: ">")
            guard brace || semicolon || arrow else { continue }
            // The name before `(`, past type parameters (`name<T>(`).
            var nameEnd = source.skippingSpacesBack(from: open)
            if nameEnd > 0, bytes[nameEnd - 1] == UInt8(ascii: ">") {
                var index = nameEnd - 1
                while index > max(0, nameEnd - SourceDeclarations.maximumHeaderBytes), bytes[index] != UInt8(ascii: "<") { index -= 1 }
                nameEnd = source.skippingSpacesBack(from: index)
            }
            guard let name = name(before: nameEnd, in: source), !keywords.contains(name), name.first.map({ !$0.isNumber }) == true else { continue }
            let nameStart = nameEnd - name.utf8.count
            guard !HomeWidgetDartScanner.isCall(before: nameStart, in: source) else { continue }
            let head = HomeWidgetDartScanner.statementHead(before: nameStart, in: source)
            let body: Range<Int>?
            if brace {
                guard let block = source.blocks.block(at: after) else { continue }
                body = block
            } else if arrow {
                guard let semicolon = statementEnd(in: source, from: after + 2) else { continue }
                body = after..<(semicolon + 1)
            } else if declaresType(head), source.text(max(0, nameStart - 2)..<nameStart) != "=>" {
                // `Future<void> name(Ticket t);` declares; a call statement (`name(x);`, `if (a) name(x);`) has no type before it.
                body = nil
            } else {
                continue
            }
            found.append(Declaration(name: name, offset: nameStart, body: body, isOverride: head.contains("@override"), parameters: (open, close), head: head))
        }
        return found
    }

    /// The file's classes and mixins with their bodies (`abstract class`, `mixin class`, `sealed
    /// class` alike); a mixin application (`class A = B with C;`) has none and is left out.
    static func types(in source: SourceText) -> [Declaration] {
        var found: [Declaration] = []
        for offset in source.wordOffsets(["class", "mixin"]) where !source.isInString(offset: offset) {
            guard source.keeps(found.count, limit: SourceDeclarations.maximumDeclarations) else { break }
            let before = source.skippingSpacesBack(from: offset)
            guard before == 0 || source.bytes[before - 1] != UInt8(ascii: "."), let keyword = source.word(at: offset) else { continue }
            let start = source.skippingSpaces(from: offset + keyword.utf8.count)
            guard let name = source.word(at: start), name != "class", !keywords.contains(name),
                  let brace = source.firstBrace(after: start + name.utf8.count), !source.text(start..<brace).contains(";"),
                  let body = source.blocks.block(at: brace) else { continue }
            let head = HomeWidgetDartScanner.statementHead(before: offset, in: source)
            found.append(Declaration(name: name, offset: start, body: body, isOverride: false, isType: true, isAnnotated: head.contains("@")))
        }
        return found
    }

    /// Whether a statement's head before a name is annotations and a return type alone
    /// (`@override Future<void>`), as an abstract method's is.
    private static func declaresType(_ head: String) -> Bool {
        let type = head.split(separator: "\n").filter { !$0.trimmingWhitespace.hasPrefix("@") }.joined(separator: " ")
        return type.contains { $0.isLetter } && type.allSatisfy { $0.isLetter || $0.isNumber || " \t\r_<>?,.$".contains($0) }
    }

    /// Each `(` with its `)`, outside strings, in one pass with a stack (ordered by the `)`).
    private static func parenthesisPairs(_ source: SourceText) -> [(open: Int, close: Int)] {
        var pairs: [(open: Int, close: Int)] = []
        var open: [Int] = []
        for index in source.codeOffsets(from: 0) {
            if source.bytes[index] == UInt8(ascii: "(") {
                open.append(index)
            } else if source.bytes[index] == UInt8(ascii: ")"), let start = open.popLast() {
                pairs.append((start, index))
            }
        }
        return pairs
    }

    // MARK: Names

    /// Dart's identifiers hold `$`: generated code's names (`_$SubscriptionViewModel`, Riverpod's
    /// and freezed's bases; `_$snackbarHash()`) are one name each. `word(at:)` reads a class's
    /// name whole, so mentions must be read so too (held-out yumikokh+notion_todo: `extends
    /// _$Snackbar` was read as `_` and `Snackbar`, the generated base counted unused, its
    /// `runBuild()` never run, and with it every `build` of the app, and a key a notifier's
    /// `build` saves "never written"). `SourceText`'s other words stop at `$`, for Swift's `$binding`.
    private static func isIdentifier(_ byte: UInt8) -> Bool { SourceText.isIdentifier(byte) || byte == UInt8(ascii: "$") }

    /// The name ending at `end`, `$` and all; nil after no identifier.
    private static func name(before end: Int, in source: SourceText) -> String? {
        var start = end
        while start > 0, isIdentifier(source.bytes[start - 1]) { start -= 1 }
        return start < end ? String(decoding: source.bytes[start..<end], as: UTF8.self) : nil
    }

    /// Where each name is mentioned outside strings and other than where it is declared.
    private static func mentions(of names: Set<String>, in sources: [SourceText],
                                 declared: [String: [(file: Int, declaration: Declaration)]]) -> [String: [(file: Int, offset: Int)]] {
        var declarationOffsets = Array(repeating: Set<Int>(), count: sources.count)
        for (file, declaration) in declared.values.joined() { declarationOffsets[file].insert(declaration.offset) }
        var mentions: [String: [(file: Int, offset: Int)]] = [:]
        let hashes = Set(names.map { name in name.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 } })
        for (file, source) in sources.enumerated() {
            let bytes = source.bytes
            // `identifierStarts` stop at `$`: the part after one is inside the name before it.
            for start in source.identifierStarts.lazy.map(Int.init) where start == 0 || bytes[start - 1] != UInt8(ascii: "$") {
                var end = start, hash: UInt64 = 0xcbf2_9ce4_8422_2325
                while end < bytes.count, isIdentifier(bytes[end]) {
                    hash = (hash ^ UInt64(bytes[end])) &* 0x100_0000_01b3
                    end += 1
                }
                // Most identifiers are no function's name: hashed, they are passed over without making a string.
                guard hashes.contains(hash) else { continue }
                let word = String(decoding: bytes[start..<end], as: UTF8.self)
                guard names.contains(word), !source.isInString(offset: start), !declarationOffsets[file].contains(start) else { continue }
                mentions[word, default: []].append((file, start))
            }
        }
        return mentions
    }
}
