/// Reads App Intents from Swift source by pattern (no compiler): each type conforming to an App
/// Intents protocol with its pins and what its `perform()` does, each function's body for a
/// name-level call graph, and each place a widget uses an intent (`Button(intent:)`,
/// `Toggle(isOn:intent:)`, `AppIntentConfiguration(intent:)`, control widgets).
enum IntentScanner {
    /// Protocols that make a type an App Intent a widget or the system can run.
    static let intentProtocols: Set<String> = [
        "AppIntent", "WidgetConfigurationIntent", "SetValueIntent", "AudioPlaybackIntent", "AudioStartingIntent", "LiveActivityIntent", "LiveActivityStartingIntent",
        "ControlConfigurationIntent", "ForegroundContinuableIntent", "OpenIntent", "ProgressReportingIntent", "DeleteIntent", "URLRepresentableIntent",
    ]

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    nonisolated(unsafe) private static let declaration = #/(?:struct|class|enum|actor)\s+([A-Z][A-Za-z0-9_]*)\s*(?:<[^<>{}]*>)?\s*:\s*([^{]+)\{/#
    /// `extension Tap: P {`, `extension Tap {`, `extension Tap where ... {`: conformances and pins added outside the type.
    nonisolated(unsafe) private static let extensionDeclaration = #/extension\s+(?:[A-Z][A-Za-z0-9_]*\s*\.\s*)*([A-Z][A-Za-z0-9_]*)\b\s*(:[^{]+|where[^{]+)?\{/#.wordBoundaryKind(.simple)
    /// `var name: T {`: a property with a body, whose `set`/`didSet`/`willSet` runs when it changes.
    nonisolated(unsafe) private static let property = #/var\s+([A-Za-z_][A-Za-z0-9_]*)\s*:[^={}\n]*\{/#
    nonisolated(unsafe) private static let appStorage = #/AppStorage\s*\(/#
    nonisolated(unsafe) private static let accessor = #/\b(?:set|didSet|willSet)\s*(?:\([^()\n]*\))?\s*\{/#.wordBoundaryKind(.simple)
    /// A UserDefaults write's key (`.set(v, forKey: k)`, `.setValue`, `.removeObject(forKey:)`) or
    /// an `@AppStorage` property's (assigning it writes).
    /// A UserDefaults read's key (`.integer(forKey: k)`, `.object(forKey:)`...) or an `@AppStorage` property's.
    nonisolated(unsafe) private static let keyRead =
        #/(?:(?:integer|string|bool|double|float|object|data|array|dictionary|url|stringArray|value)\s*\(\s*forKey\s*:|AppStorage\s*\(\s*)\s*("(?:[^"\\\n]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*(?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*)/#
    private static let keyReadWords: [StaticString] = ["integer", "string", "bool", "double", "float", "object", "data", "array", "dictionary",
                                                       "url", "stringArray", "value", "AppStorage"]
    nonisolated(unsafe) private static let keyWrite =
        #/(?:(?:set|setValue|removeObject)\s*\([^;{}]{0,300}?forKey\s*:|AppStorage\s*\(\s*)\s*("(?:[^"\\\n]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*(?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*)/#
    /// The intent's type, named with its module or the types around it or not (`Shared.ToggleIntent()`: `ToggleIntent`).
    nonisolated(unsafe) private static let uses: [(Regex<(Substring, Substring)>, [StaticString], String)] = [
        (#/Button\s*\(\s*intent\s*:\s*(?:[A-Z][A-Za-z0-9_]*\s*\.\s*)*([A-Z][A-Za-z0-9_]*)/#, ["Button"], "Button(intent:)"),
        (#/Toggle\s*\([^()]*?\bintent\s*:\s*(?:[A-Z][A-Za-z0-9_]*\s*\.\s*)*([A-Z][A-Za-z0-9_]*)/#.wordBoundaryKind(.simple), ["Toggle"], "Toggle(isOn:intent:)"),
        (#/AppIntentConfiguration\s*\([^()]*?\bintent\s*:\s*(?:[A-Z][A-Za-z0-9_]*\s*\.\s*)*([A-Z][A-Za-z0-9_]*)\s*\.\s*self/#.wordBoundaryKind(.simple), ["AppIntentConfiguration"], "AppIntentConfiguration(intent:)"),
        (#/ControlWidget(?:Button|Toggle)\s*\([^()]*?\baction\s*:\s*(?:[A-Z][A-Za-z0-9_]*\s*\.\s*)*([A-Z][A-Za-z0-9_]*)/#.wordBoundaryKind(.simple), ["ControlWidgetButton", "ControlWidgetToggle"], "a control widget's action"),
    ]

    /// What one file declares and uses.
    struct Scanned {
        var intents: [IntentDeclaration] = []
        /// Extensions of types, with the conformances and pins they add outside the declaration.
        var extensions: [IntentExtension] = []
        /// Function name to the bodies of that name in this file.
        var functions: [String: [FunctionBody]] = [:]
        var uses: [IntentUse] = []
        /// The keys UserDefaults stores a value under (`set`, `setValue`, `@AppStorage`), as
        /// `Write.keyName` names them, each with where it is written: whether the app runs that code
        /// is the project's call graph's to say (`AppReachability`). Not `removeObject`: an app that
        /// only clears a key consumes what another process stored (a widget intent's last action), as
        /// an app that reads and deletes a file does, and is no second writer of it. Nor a write
        /// made only where the key holds nothing (`if d.string(forKey: K) == nil { d.set(v, forKey: K) }`:
        /// a default, or a value migrated from another store), which replaces nothing stored. An
        /// `@AppStorage` property stores its key where the file assigns it (or passes it as a binding,
        /// `$name`), not where it is declared: a view that only reads it, to redraw when the extension
        /// stores the key, writes nothing.
        var writtenKeys: [(key: String, place: AppReachability.File.Place)] = []
        /// The functions declared and the names mentioned, for the project's call graph.
        var reach = AppReachability.File()
        /// The keys UserDefaults reads name (`.string(forKey:)`, `@AppStorage`), alike, each with
        /// where it is read: a read only the app's code calls is not the widget's.
        var readKeys: [(key: String, place: AppReachability.File.Place)] = []
        /// The string constants the file defines once, by name, where it writes a key at all: keys
        /// named through a constant are compared by its value.
        var literals: [String: String] = [:]
        /// The file's string constants with the types around each (`VisibleKeyConstants`), where it
        /// writes a key at all: a key another file names by its type (`Store.Keys.count`) resolves here.
        var constants: [String: [VisibleKeyConstants.Constant]] = [:]
    }

    /// `parsed`: the file as the code scan read it already (its text and declarations), not read again.
    static func scan(_ text: String, file: String, parsed: SymbolTable.File? = nil) -> Scanned {
        let source = parsed?.source ?? SourceText(text, language: .swift, file: file)
        var scanned = Scanned()
        var intentBlocks: [Range<Int>] = []
        // Each key a UserDefaults write names through a constant this file defines, resolved where it
        // is written (`VisibleKeyConstants`): a body's writes are compared by value, not by a name
        // another type's constant shares.
        var resolvedWrites: [(offset: Int, expression: String, key: String)] = []
        var resolvedReads: [Int: String] = [:]
        let declarations = parsed?.declarations ?? SourceDeclarations(source)
        if text.utf8.contains(word: "forKey") || text.utf8.contains(word: "AppStorage") {
            for definition in declarations.definitions where definition.kind == .constant && definition.expressions.count == 1 {
                if let value = SourceText.literal(definition.expressions[0].text, language: .swift) { scanned.literals[definition.name] = value }
            }
            let visible = VisibleKeyConstants(source, declarations: declarations)
            scanned.constants = visible.constants
            for match in source.matches(of: Self.keyWrite, at: ["set", "setValue", "removeObject", "AppStorage"])
            where !source.isInString(match.range.lowerBound) && source.keeps(resolvedWrites.count) {
                let offset = source.offset(of: match.range.lowerBound)
                if let key = visible.key(match.1, at: offset) { resolvedWrites.append((offset, IntentAnalysis.keyExpression(match.1), key)) }
            }
            for match in source.matches(of: Self.keyRead, at: Self.keyReadWords)
            where !source.isInString(match.range.lowerBound) && source.keeps(resolvedReads.count) {
                let offset = source.offset(of: match.range.lowerBound)
                if let key = visible.key(match.1, at: offset) { resolvedReads[offset] = key }
            }
        }
        /// The keys resolved inside a block, by the expression written.
        func keys(in block: Range<Int>) -> [String: String] {
            var found: [String: String] = [:], conflicting = Set<String>()
            for write in resolvedWrites where block.contains(write.offset) {
                if let known = found[write.expression], known != write.key { conflicting.insert(write.expression) }
                found[write.expression] = write.key
            }
            for expression in conflicting { found[expression] = nil }
            return found
        }
        // A file that declares the `@main` type of its target cannot be compiled into another target
        // whole: a fix that moves an intent out of it names the types its perform() needs.
        let fileMain = declarations.types.first { $0.isMain && $0.keyword != "extension" }?.name
        let fileTypes = Set(declarations.types.filter { !["extension", "protocol"].contains($0.keyword) }.map(\.name))
        for match in source.matches(of: Self.declaration, at: ["struct", "class", "enum", "actor"]) where !source.isInString(match.range.lowerBound) {
            let protocols = Self.protocols(match.2)
            guard protocols.contains(where: intentProtocols.contains) || protocols.contains(where: { $0.hasSuffix("Intent") && $0 != "INIntent" }),
                  source.keeps(scanned.intents.count) else { continue }
            let open = source.offset(of: match.range.upperBound) - 1
            guard let block = source.block(at: open) else { continue }
            intentBlocks.append(block)
            let body = source.text(block)
            scanned.intents.append(IntentDeclaration(name: String(match.1), file: file, line: source.line(of: match.range.lowerBound),
                                                     lastLine: source.line(at: block.upperBound - 1), protocols: protocols, body: body, perform: Self.perform(in: block, declarations: declarations), keys: keys(in: block),
                                                     available: Self.availability(before: source.offset(of: match.range.lowerBound), in: source),
                                                     fileMain: fileMain, fileTypes: fileTypes))
        }
        scanned.reach = AppReachability.File(source, declarations: declarations, intentBlocks: intentBlocks)
        for match in source.matches(of: Self.extensionDeclaration, at: ["extension"])
        where !source.isInString(match.range.lowerBound) && source.keeps(scanned.extensions.count) {
            let clause = match.2.map { $0.hasPrefix(":") ? Self.protocols($0.dropFirst()) : [] } ?? []
            let block = source.block(at: source.offset(of: match.range.upperBound) - 1)
            // Only a body that could pin an intent is kept: the rest of a file's extensions are not intents'.
            let body = block.map(source.text).flatMap { text in IntentPins.mentioned(in: text) ? text : nil } ?? ""
            guard !clause.isEmpty || !body.isEmpty else { continue }
            scanned.extensions.append(IntentExtension(type: String(match.1), protocols: clause, body: body,
                                                      available: Self.availability(before: source.offset(of: match.range.lowerBound), in: source)))
        }
        // Each `func`'s body (initializers are not named by a call of their name): as many as the
        // file's declarations, which `SwiftDeclarations` bounds and reports past its limit. Each is
        // copied, and nested functions copy the same text again: at most four times the file's
        // bytes are copied in all (real files' bodies, nested or not, add up to about the file),
        // past which the bodies kept so far are said to be all that was read.
        var copied = 0, kept = 0
        for function in declarations.functions where function.name != "init" {
            guard let block = function.body else { continue }
            copied += block.count
            guard copied <= 4 * source.bytes.count + 4096 else {
                source.recordCapped(at: kept)
                break
            }
            kept += 1
            scanned.functions[function.name, default: []].append(FunctionBody(text: source.text(block), file: file, keys: keys(in: block),
                                                                               owner: declarations.enclosingType(at: block.lowerBound)?.name,
                                                                               place: scanned.reach.place(block.lowerBound), isStatic: function.isStatic,
                                                                               labels: function.parameters.map(\.label)))
        }
        // A property's setter and observers, filed under its name: changing it runs them.
        var properties = 0
        for match in source.matches(of: Self.property, at: ["var"]) where !source.isInString(match.range.lowerBound) {
            guard source.keeps(properties, limit: CodeScanner.maximumDeclarationsPerFile),
                  let block = source.block(at: source.offset(of: match.range.upperBound) - 1) else { continue }
            properties += 1
            let body = source.text(block)
            guard let accessor = body.firstMatch(of: Self.accessor) else { continue }
            let open = block.lowerBound + body.utf8.distance(from: body.startIndex, to: accessor.range.upperBound) - 1
            guard let setter = source.block(at: open) else { continue }
            scanned.functions[String(match.1), default: []].append(FunctionBody(text: source.text(setter), file: file, keys: keys(in: setter),
                                                                                 owner: declarations.enclosingType(at: setter.lowerBound)?.name,
                                                                                 place: scanned.reach.place(setter.lowerBound)))
        }
        // An `@AppStorage` property's setter stores its key in its store: filed under its name as
        // the write the wrapper makes, so that code changing it (`streak += 1` in a store's method
        // an intent calls) writes the key.
        for match in source.matches(of: Self.appStorage, at: ["AppStorage"]) where !source.isInString(match.range.lowerBound) {
            let open = source.offset(of: match.range.upperBound)
            guard source.keeps(properties, limit: CodeScanner.maximumDeclarationsPerFile), let arguments = source.arguments(fromOffset: open),
                  let key = arguments.first(where: { $0.label == nil })?.expression,
                  let close = arguments.last.map({ $0.offset + $0.expression.utf8.count }),
                  let name = source.propertyName(after: close) else { continue }
            properties += 1
            // On one line, as the write is shown: `store: UserDefaults(\n suiteName: ...\n)` spans several.
            let store = (arguments.first { $0.label == "store" }?.expression ?? "UserDefaults.standard")
                .split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace }.joined(separator: " ")
                .replacing("( ", with: "(").replacing(" )", with: ")")
            let offset = source.offset(of: match.range.lowerBound)
            scanned.functions[name, default: []].append(FunctionBody(text: "\(store).set(newValue, forKey: \(key))", file: file,
                                                                     keys: keys(in: offset..<open), owner: declarations.enclosingType(at: offset)?.name,
                                                                     place: scanned.reach.place(offset), storesWrappedProperty: true))
        }
        let stores = source.matches(of: Self.keyWrite, at: ["set", "setValue", "AppStorage"]).filter { match in
            !source.isInString(match.range.lowerBound) && IntentAnalysis.keyName(in: Substring("forKey: " + match.1)) != nil
        }
        let storeBlocks = source.innermostBlocks(around: stores.map { source.offset(of: $0.range.lowerBound) })
        let fills = stores.isEmpty ? nil : AbsentKeyFills(source)
        // The property each `@AppStorage` declares, found once.
        let wrapped = stores.map { $0.0.hasPrefix("AppStorage") ? source.propertyName(after: source.offset(of: $0.range.upperBound)) : nil }
        let names = Set(wrapped.compactMap { $0 })
        let assignments = names.isEmpty ? [:] : source.propertyAccesses(of: names).assigned
        for ((match, block), name) in zip(zip(stores, storeBlocks), wrapped) where source.keeps(scanned.writtenKeys.count) {
            let offset = source.offset(of: match.range.lowerBound)
            guard fills?.fillsOnlyWhenAbsent(match.1, at: offset, block: block) != true else { continue }
            let key = resolvedWrites.first { $0.offset == offset }?.key ?? IntentAnalysis.keyExpression(match.1)
            // An `@AppStorage` property stores its key where the file assigns it: whether the app runs that is the call graph's.
            if let name {
                for assignment in assignments[name, default: []] where source.keeps(scanned.writtenKeys.count) {
                    scanned.writtenKeys.append((key, scanned.reach.place(assignment)))
                }
                continue
            }
            // A loop over a list of literal keys writes each of them (`LoopKeys`).
            if let elements = LoopKeys.elements(of: key, at: offset, in: source, limit: LoopKeys.maximumWrittenElements) {
                let literals = elements.compactMap { SourceText.literal($0.expression, language: .swift) }
                if literals.count == elements.count {
                    for literal in literals where source.keeps(scanned.writtenKeys.count) {
                        scanned.writtenKeys.append(("\"\(literal)\"", scanned.reach.place(offset)))
                    }
                    continue
                }
            }
            scanned.writtenKeys.append((key, scanned.reach.place(offset)))
        }
        for match in source.matches(of: Self.keyRead, at: Self.keyReadWords)
        where !source.isInString(match.range.lowerBound) && source.keeps(scanned.readKeys.count) {
            if let name = IntentAnalysis.keyName(in: Substring("forKey: " + match.1)) {
                let offset = source.offset(of: match.range.lowerBound)
                scanned.readKeys.append((resolvedReads[offset] ?? (match.1.hasPrefix("\"") ? name : IntentAnalysis.keyExpression(match.1)), scanned.reach.place(offset)))
            }
        }
        for (pattern, words, call) in Self.uses {
            for match in source.matches(of: pattern, at: words) where !source.isInString(match.range.lowerBound) && source.keeps(scanned.uses.count) {
                scanned.uses.append(IntentUse(intent: String(match.1), call: call, file: file, line: source.line(of: match.range.lowerBound)))
            }
        }
        return scanned
    }

    /// `AppIntent, Sendable where T: X` as its protocol names.
    private static func protocols(_ clause: Substring) -> [String] {
        let beforeWhere = clause.firstRange(of: " where ").map { clause[..<$0.lowerBound] } ?? clause
        return beforeWhere.split(separator: ",").compactMap { part in
            let name = part.trimmingWhitespace.split(separator: ".").last.map(String.init) ?? ""
            return name.isEmpty ? nil : name
        }
    }

    /// The platform versions the `@available(iOS 17, macOS 14, *)` attributes written just above a
    /// declaration (or before it on its line) require: an extension of the type must require as
    /// much. The platform names of app extensions count as the platform's.
    static func availability(before offset: Int, in source: SourceText) -> [String: String] {
        let lines = source.text(max(0, offset - 600)..<offset).split(separator: "\n", omittingEmptySubsequences: false)
        var attributes: [Substring] = []
        for (index, line) in lines.reversed().enumerated() {
            let trimmed = line.trimmingWhitespace
            // The declaration's own line holds what precedes `struct`; above it only attributes and blank lines.
            guard index == 0 || trimmed.isEmpty || trimmed.hasPrefix("@") else { break }
            attributes.append(line)
        }
        var found: [String: String] = [:]
        for attribute in attributes.joined(separator: " ").matches(of: #/@available\s*\(([^()]*)\)/#) {
            for part in attribute.1.split(separator: ",") {
                guard let pair = part.trimmingWhitespace.wholeMatch(of: #/([A-Za-z]+)\s+(\d+(?:\.\d+)*)/#) else { continue }
                let platform = pair.1.replacing("ApplicationExtension", with: "")
                guard let name = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"].first(where: { $0 == platform }) else { continue }
                found[name] = String(pair.2)
            }
        }
        return found
    }

    /// The body of the first `func perform()` in a type's block, or nil when the type declares none here.
    private static func perform(in block: Range<Int>, declarations: SourceDeclarations) -> String? {
        guard let perform = declarations.functions.first(where: { $0.name == "perform" && block.contains($0.offset) }), let body = perform.body else { return nil }
        return declarations.source.text(body)
    }
}

/// An extension of a type (an intent, or a protocol intents conform to): the conformances it adds
/// and, where it declares what pins an intent (`IntentPins`), its body and `@available` versions.
struct IntentExtension {
    let type: String
    let protocols: [String]
    var body = ""
    var available: [String: String] = [:]
}

/// A type conforming to an App Intents protocol, as written in one file.
struct IntentDeclaration {
    let name: String
    let file: String
    let line: Int
    /// The line of its body's closing brace.
    let lastLine: Int
    let protocols: [String]
    /// The type's body, for its pins.
    let body: String
    /// `perform()`'s body.
    let perform: String?
    /// The keys the type's writes name through constants its code sees, by the expression written (`FunctionBody.keys`).
    var keys: [String: String] = [:]
    /// The versions the type's own `@available` attributes require, by platform (`IntentFacts.available`).
    var available: [String: String] = [:]
    /// The file's own entry point and other types (`IntentFacts.fileMain`, `IntentFacts.sameFileUses`).
    var fileMain: String?
    var fileTypes: Set<String> = []
}

/// A function's body (or a property's setter) and the keys its UserDefaults writes name through
/// constants its file defines, by the expression written (`Keys.count`) to the key's literal with
/// its quotes, as `Write.keyName` names a literal: resolved where the body is, so a name another
/// type's constant shares is not the same key.
struct FunctionBody {
    let text: String
    /// The file it is in, as shown: a local package's file is compiled with its package target's conditions.
    var file = ""
    var keys: [String: String] = [:]
    /// The type it is declared in (or extends): a call naming its type (`Store.save(`) reaches only that type's.
    var owner: String?
    /// Where it is in its file, for whether the app runs it (`AppReachability`).
    var place = AppReachability.File.Place(intent: nil, function: nil)
    /// A `static` or `class` function: called through its type (`Store.save(`, `Self.save(`) or bare,
    /// never on an instance (`queue.save(` is another type's method of the same name).
    var isStatic = false
    /// The labels callers write for its parameters, in order (nil for `_`); nil for a body filed
    /// under a property's name (its setter), which a call names by name alone.
    var labels: [String?]?
    /// The write an `@AppStorage` property's setter makes, filed under the property's name: reached
    /// only from code of its own type (its `private` state), not from another type's same-named property.
    var storesWrappedProperty = false
}

/// A widget's use of an intent type.
public struct IntentUse: Sendable, Codable, Hashable {
    public let intent: String
    /// `Button(intent:)`, `Toggle(isOn:intent:)`, `AppIntentConfiguration(intent:)`...
    public let call: String
    public let file: String
    public let line: Int
    /// The targets compiling the file.
    public var targets: [String] = []
}
