import Essentials

/// The names a project's files (of one language) give values to, and what an expression at a
/// place of the code stands for, followed as a reader follows it: a name first in the blocks
/// around its use (each widget's own `let kind`, a function's parameter, an `if let`), then among
/// the members of the type around it (and its extensions in other files), then the file's own
/// definitions, then a definition of the project that every definition of the name agrees on.
/// `Namespace.member` is the member of that type (`Outer.Inner.member` of the nested type);
/// `Type().member` and `Type.shared.member` a member of an instance; `.member` an implicit member;
/// `self.rawValue` in an enum each case's raw value; a parameter what its callers pass; a `var`
/// every value it is given (its first value alone is not its value when it is assigned again);
/// `Bundle.main`'s Info.plist keys and bundle identifier are left for the target that runs the
/// code (`CodeValue`). Everything is bounded: the hops followed, the callers read, the candidates kept.
struct SymbolTable {
    struct File {
        let name: String
        let source: SourceText
        let declarations: SourceDeclarations

        init(name: String, source: SourceText, declarations: SourceDeclarations) {
            self.name = name
            self.source = source
            self.declarations = declarations
        }

        /// A parsed file, its declarations read.
        init(name: String, source: SourceText) {
            self.init(name: name, source: source, declarations: SourceDeclarations(source))
        }
    }

    let files: [File]
    /// Definitions by name: (file, definition) indices.
    private var byName: [String: [(file: Int, definition: Int)]] = [:]
    /// Assignments by name.
    private var assignedByName: [String: [(file: Int, assignment: Int)]] = [:]
    /// Enum cases by their enum.
    private var casesByOwner: [String: [DefinitionID]] = [:]
    /// Definitions by the type they are members of.
    private var byOwner: [String: [DefinitionID]] = [:]
    /// Types declared (or extended) in the project, by name, with what they inherit.
    private var typeNames: [String: [SourceDeclarations.TypeDeclaration]] = [:]
    /// Each name written before `(` (or `.init(`) outside strings: the offset of that `(`, by file.
    /// Found in one pass over each file, so following a parameter to its callers reads no file again.
    private var callSites: [String: [(file: Int, parenthesis: Int)]] = [:]
    /// The types inheriting (or conforming to) each name.
    private var inheritors: [String: [String]] = [:]
    /// The code of each file that never runs in the app checked (Dart's Android-only code,
    /// `DartPlatformReach`): a call there passes nothing a parameter is given on iOS.
    var neverRuns: [OffsetRanges] = []

    /// Names followed from one to the next before giving up: real code needs three or four.
    static let maximumHops = 12
    /// Values one expression may stand for (cases of an enum, callers of a function).
    static let maximumCandidates = 16
    /// Callers read for a parameter's values within one evaluation (which its hops bound anyway).
    static let maximumCallers = 32
    /// Callers of a helper read for what each passes it, each argument a value of its own (a key a
    /// `saveInt(key, value)` helper writes): an app calls such a helper from every screen (round 14
    /// macroaize: 62 calls of one; 32 made twelve checks incomplete and blamed the helper's file).
    /// Each call costs one argument read, so the work stays linear in the calls read.
    static let maximumHelperCalls = 1024
    /// Definitions of one name kept (a `kind` in each of a hundred widget files is real).
    static let maximumDefinitionsPerName = 256

    init(_ files: [File]) {
        self.files = files
        for (fileIndex, file) in files.enumerated() {
            for (index, definition) in file.declarations.definitions.enumerated() {
                // A name defined more often than any real project defines one is read no further:
                // every use looks its definitions over.
                guard byName[definition.name, default: []].count < Self.maximumDefinitionsPerName else { continue }
                byName[definition.name, default: []].append((fileIndex, index))
                if let owner = definition.owner { byOwner[owner, default: []].append(DefinitionID(file: fileIndex, index: index)) }
                if definition.kind == .enumCase, let owner = definition.owner {
                    casesByOwner[owner, default: []].append(DefinitionID(file: fileIndex, index: index))
                }
            }
            for (index, assignment) in file.declarations.assignments.enumerated() {
                assignedByName[assignment.name, default: []].append((fileIndex, index))
            }
            for type in file.declarations.types where !type.name.isEmpty {
                typeNames[type.name, default: []].append(type)
                for parent in type.inherits { inheritors[parent, default: []].append(type.name) }
            }
            // A Dart declaration is written as its calls are: `static Future<void> init(String group) async {`.
            let declared = Set(file.declarations.functions.compactMap(\.parenthesis))
            for (name, parenthesis) in Self.callSites(in: file.source) where !declared.contains(parenthesis) {
                callSites[name, default: []].append((fileIndex, parenthesis))
            }
        }
    }

    /// The names followed by `(` (or `.init(`, spaces between allowed) outside strings, with the
    /// offset of that `(`; declarations (`func name(`) left out.
    static func callSites(in source: SourceText) -> [(String, Int)] {
        let bytes = source.bytes
        var found: [(String, Int)] = []
        for start in source.codeOffsets(from: 0) {
            guard SourceText.isIdentifier(bytes[start]), start == 0 || !SourceText.isIdentifier(bytes[start - 1]),
                  !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { continue }
            var index = start
            while index < bytes.count, SourceText.isIdentifier(bytes[index]) { index += 1 }
            var next = source.skippingSpaces(from: index)
            // `Type.init(`.
            if next + 5 <= bytes.count, bytes[next] == UInt8(ascii: "."), bytes[(next + 1)..<(next + 5)].elementsEqual("init".utf8),
               next + 5 == bytes.count || !SourceText.isIdentifier(bytes[next + 5]) {
                next = source.skippingSpaces(from: next + 5)
            }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "(") else { continue }
            if let before = source.word(before: start), before == "func" || before == "fun" || before == "function" { continue }
            found.append((String(decoding: bytes[start..<index], as: UTF8.self), next))
        }
        return found
    }

    /// Where an expression is evaluated: the file, the offset of the use, the type `self` is.
    struct Context {
        let file: Int
        let offset: Int
        var selfThing: Thing?
    }

    /// What a piece of an expression is, as it is evaluated left to right.
    indirect enum Thing {
        /// String values: one, or several when the code may give each (enum cases, callers).
        case strings([CodeValue])
        /// A type: its static members follow.
        case type(String)
        /// An instance of a type: its members follow.
        case instance(String)
        /// `Bundle.main` (or `self` in an extension of `Bundle`).
        case mainBundle
        /// `Bundle.main.infoDictionary`: a subscript reads a key.
        case infoDictionary
    }

    // MARK: Resolving

    /// The values an expression written at `offset` of file `file` may stand for; empty when unknown.
    func values(of expression: String, file: Int, offset: Int) -> [CodeValue] {
        var state = Evaluation(table: self, origin: file)
        let context = Context(file: file, offset: offset, selfThing: selfThing(file: file, offset: offset))
        guard case let .strings(values)? = state.evaluate(expression, at: offset, in: context) else { return [] }
        return kept(values, origin: file)
    }

    /// The values an expression gives, as far as one expression may stand for: the first
    /// `maximumCandidates` values, and each other one that gives a string none of those gives
    /// (the same group passed by a hundred callers is one value written in a hundred places)
    /// while there are at most `maximumCandidates` such strings. A value past that is dropped and
    /// recorded against `origin`, the file of the expression (`CappedScans`): it may be the one
    /// that is wrong.
    func kept(_ values: [CodeValue], origin: Int) -> [CodeValue] {
        var kept: [CodeValue] = [], strings = Set<CodeValue>()
        for value in OrderedSet(values).elements {
            let string = value.unplaced
            let new = !strings.contains(string)
            guard new ? strings.count < Self.maximumCandidates : kept.count < Self.maximumCandidates else {
                if new { files[origin].source.recordCapped(at: Self.maximumCandidates, of: .values) }
                continue
            }
            strings.insert(string)
            kept.append(value)
        }
        return kept
    }

    /// `self` inside the type around an offset: an instance of it (`Bundle` for an extension of it).
    func selfThing(file: Int, offset: Int) -> Thing? {
        guard let type = files[file].declarations.enclosingType(at: offset) else { return nil }
        return type.name == "Bundle" ? .mainBundle : .instance(type.name)
    }

    /// The definitions a bare name at a place stands for, nearest first: the blocks around the use,
    /// the members of the types around it (in any file), the file's top level, the project.
    func lookup(_ name: String, file: Int, offset: Int, excluding visited: Set<DefinitionID>) -> [DefinitionID] {
        let all = definitions(named: name).filter { !visited.contains($0) }
        guard !all.isEmpty else { return [] }
        // The blocks around the use, innermost first.
        let here = all.filter { $0.file == file }
        let scoped = here.filter { definition($0).scope.map { $0.contains(offset) } ?? false }
        if let innermost = scoped.map({ definition($0).scope!.lowerBound }).max() {
            return scoped.filter { definition($0).scope!.lowerBound == innermost }
        }
        // A parameter of a Dart or JavaScript function around the use (whose header the table does
        // not read): that parameter, unknown here, never a same-named member of another type.
        if files[file].source.language != .swift, files[file].source.declaresParameter(name, around: offset) { return [] }
        // A Swift loop's or closure's own name (`for (key, value) in parameters {`, `{ key, value in`):
        // bound there, never another file's definition (round 12 Samplasion+gymtracker).
        if files[file].source.language == .swift, files[file].source.bindsLocally(name, around: offset) { return [] }
        // Members of the types around the use, and their extensions elsewhere.
        let declarations = files[file].declarations
        for type in declarations.enclosingTypes(at: offset) where !type.name.isEmpty {
            let members = all.filter { definition($0).owner == type.name }
            if !members.isEmpty { return members }
            let inherited = type.inherits.flatMap { parent in all.filter { definition($0).owner == parent } }
            if !inherited.isEmpty { return inherited }
        }
        let topLevel = here.filter { definition($0).scope == nil }
        if !topLevel.isEmpty { return topLevel }
        // The project's: a global, or (outside Swift, where a bare name never reaches another
        // type's member) a member named alone (a Kotlin companion's constant, an import). Never an
        // enum case: a bare `kind` is a local the table does not hold (`for kind in kinds`), not
        // `case kind` of some `CodingKeys`.
        let swift = files[file].source.language == .swift
        return all.filter { id in
            let found = definition(id)
            if case .parameter = found.kind { return false }
            if found.kind == .enumCase { return false }
            // `private`/`fileprivate` at a file's top level (Swift, Kotlin) is that file's alone.
            if id.file != file, found.scope == nil, files[id.file].source.isFilePrivate(at: found.offset) { return false }
            return found.scope == nil && (found.owner == nil || !swift) || (!swift && found.owner != nil)
        }
    }

    /// The members named `name` of a type (and its extensions and what it inherits).
    func members(_ name: String, of type: String) -> [DefinitionID] {
        let all = definitions(named: name)
        let own = all.filter { definition($0).owner == type }
        if !own.isEmpty { return own }
        let parents = (typeNames[type] ?? []).flatMap(\.inherits)
        return all.filter { id in parents.contains(definition(id).owner ?? "") }
    }

    func definition(_ id: DefinitionID) -> SourceDeclarations.Definition {
        files[id.file].declarations.definitions[id.index]
    }

    func isType(_ name: String) -> Bool { typeNames[name] != nil }

    /// Whether any file calls `name` (`name(`, `name.init(`), its declaration aside.
    func isCalled(_ name: String) -> Bool { callSites[name] != nil }

    /// The files (indices of `files`) calling `name`.
    func callingFiles(_ name: String) -> Set<Int> { Set((callSites[name] ?? []).map(\.file)) }

    func type(_ name: String) -> [SourceDeclarations.TypeDeclaration] { typeNames[name] ?? [] }

    /// Assignments to a name made where `owner`'s members are assigned (its body, `self.`, `Owner.`).
    func assignments(to name: String, owner: String?) -> [(file: Int, assignment: SourceDeclarations.Assignment)] {
        (assignedByName[name] ?? []).compactMap { entry in
            let assignment = files[entry.file].declarations.assignments[entry.assignment]
            let qualifier = assignment.qualifier.last
            let matches = owner == nil ? (qualifier == nil) : (assignment.owner == owner && (qualifier == nil || qualifier == "self")) || qualifier == owner
            return matches ? (entry.file, assignment) : nil
        }
    }

    /// The calls of a function (an initializer: of its type and the types inheriting it): each
    /// call's arguments and where they are; the calls past `limit` (and the types past
    /// `maximumCandidates` inheriting an initializer's) recorded against `origin`, the file whose
    /// expression needed them (`CappedScans`).
    func calls(of function: SourceDeclarations.Function, origin: Int, limit: Int = maximumCallers) -> [(file: Int, arguments: [SourceText.Argument])] {
        var names: [String]
        if function.isInitializer {
            guard let owner = function.owner else { return [] }
            names = [owner] + files[origin].source.capped(inheritors[owner] ?? [], limit: Self.maximumCandidates, of: .values)
        } else {
            names = [function.name]
        }
        names = OrderedSet(names).elements
        var found: [(file: Int, arguments: [SourceText.Argument])] = []
        for name in names {
            for site in callSites[name] ?? [] where !callsAnotherType(files[site.file].source, parenthesis: site.parenthesis, than: function)
                && !(neverRuns.indices.contains(site.file) && neverRuns[site.file].contains(site.parenthesis)) {
                guard found.count < limit else {
                    files[origin].source.recordCapped(at: limit, of: .calls)
                    return found
                }
                guard let arguments = files[site.file].source.arguments(fromOffset: site.parenthesis + 1) else { continue }
                found.append((site.file, arguments))
            }
        }
        return found
    }

    /// Whether the call at `parenthesis` names a type other than the function's own before its
    /// name (`Hive.init(path)` is no call of `WidgetConfig.init`): a capitalized qualifier that is
    /// neither the function's type, `Self`, nor a type it inherits from or that inherits from it.
    private func callsAnotherType(_ source: SourceText, parenthesis: Int, than function: SourceDeclarations.Function) -> Bool {
        guard !function.isInitializer, let owner = function.owner else { return false }
        let nameEnd = source.skippingSpacesBack(from: parenthesis)
        guard let name = source.word(before: nameEnd) else { return false }
        let dot = source.skippingSpacesBack(from: nameEnd - name.utf8.count)
        guard dot > 0, source.bytes[dot - 1] == UInt8(ascii: "."), let qualifier = source.word(before: source.skippingSpacesBack(from: dot - 1)),
              qualifier.first?.isUppercase == true, qualifier != owner, qualifier != "Self" else { return false }
        return !(inheritors[owner] ?? []).contains(qualifier) && !(inheritors[qualifier] ?? []).contains(owner)
    }
}

/// A definition of the table: its file and its index there.
struct DefinitionID: Hashable {
    let file: Int
    let index: Int
}

/// One evaluation's state: the definitions being followed (so a cycle stops) and the hops taken.
private struct Evaluation {
    let table: SymbolTable
    /// The file of the expression evaluated: where values dropped at a limit are recorded.
    let origin: Int
    var visiting = Set<DefinitionID>()
    var hops = 0

    typealias Thing = SymbolTable.Thing

    /// The expression's value: a string, a type, an instance, the main bundle; nil when unknown.
    mutating func evaluate(_ text: String, at offset: Int, in context: SymbolTable.Context) -> Thing? {
        hops += 1
        guard hops <= SymbolTable.maximumHops * 4 else { return nil }
        var parser = ExpressionParser(text: text, language: table.files[context.file].source.language)
        guard let expression = parser.parse(), parser.atEnd else { return nil }
        return evaluate(expression, offset: offset, context: context)
    }

    mutating func evaluate(_ expression: ExpressionParser.Node, offset: Int, context: SymbolTable.Context) -> Thing? {
        switch expression {
        case let .string(parts, at):
            let place = place(at: offset + at, file: context.file, isDefinition: false)
            var values: [CodeValue] = []
            var literal = true
            for part in parts {
                switch part {
                case let .text(text): values.append(.literal(text, at: nil))
                case let .expression(inner):
                    literal = false
                    guard case let .strings(found)? = evaluate(inner, at: offset + at, in: context), found.count == 1 else { return nil }
                    values.append(found[0])
                }
            }
            if literal { return .strings([.literal(values.compactMap(\.literal).joined(), at: place)]) }
            return .strings([.joined(values, at: place)])
        case let .name(name, at):
            return resolveName(name, offset: offset + at, context: context)
        case let .implicitMember(name, _):
            return strings(table.lookupImplicit(name).flatMap { follow($0) })
        case let .member(base, name, _):
            guard let thing = evaluate(base, offset: offset, context: context) else { return nil }
            return member(name, of: thing)
        case let .call(base, arguments, at):
            return call(base, arguments: arguments, offset: offset, at: at, context: context)
        case let .subscripted(base, index):
            guard let thing = evaluate(base, offset: offset, context: context) else { return nil }
            switch thing {
            case .infoDictionary:
                guard case let .strings(keys)? = evaluate(index, offset: offset, context: context), keys.count == 1, let key = keys[0].literal else { return nil }
                return .strings([.infoPlist(key: key, pick: .value)])
            case let .strings(values):
                return strings(values.compactMap { if case let .infoPlist(key, .value) = $0 { .infoPlist(key: key, pick: .first) } else { nil } })
            default:
                return nil
            }
        case let .coalesce(first, second):
            let left = evaluate(first, offset: offset, context: context)
            let right = evaluate(second, offset: offset, context: context)
            // A left side that cannot be read is most likely the value (the right is for the rare
            // nil): the whole is unknown, never the fallback alone (rrroyal+Harbour's
            // `Bundle.main.mainBundleIdentifier ?? Bundle.main.bundleIdentifier!`, a package's
            // Info.plist key read by a function no file here defines).
            guard case let .strings(firsts)? = left, firsts.count == 1 else { return nil }
            guard firsts[0].dependsOnBundle else { return left }
            guard case let .strings(seconds)? = right, seconds.count == 1 else { return left }
            return .strings([.fallback(firsts[0], seconds[0])])
        case let .choice(first, second):
            guard case let .strings(a)? = evaluate(first, offset: offset, context: context),
                  case let .strings(b)? = evaluate(second, offset: offset, context: context) else { return nil }
            return strings(a + b)
        case let .concatenation(parts):
            var values: [CodeValue] = []
            for part in parts {
                guard case let .strings(found)? = evaluate(part, offset: offset, context: context), found.count == 1 else { return nil }
                values.append(found[0])
            }
            if let text = values.reduce(Optional(""), { result, value in result.flatMap { prefix in value.literal.map { prefix + $0 } } }) {
                return .strings([.literal(text, at: values.lazy.compactMap(\.place).first)])
            }
            return .strings([.joined(values, at: values.lazy.compactMap(\.place).first)])
        case .selfValue:
            return context.selfThing
        case .closure, .unknown:
            return nil
        }
    }

    private func strings(_ values: [CodeValue]) -> Thing? {
        values.isEmpty ? nil : .strings(table.kept(values, origin: origin))
    }

    private func place(at offset: Int, file: Int, isDefinition: Bool, owner: String? = nil) -> CodeValue.Place {
        let source = table.files[file].source
        return CodeValue.Place(file: table.files[file].name, line: source.line(at: offset), owner: owner, isDefinition: isDefinition)
    }

    // MARK: Names

    private mutating func resolveName(_ name: String, offset: Int, context: SymbolTable.Context) -> Thing? {
        if name == "Bundle" { return .type("Bundle") }
        let found = table.lookup(name, file: context.file, offset: offset, excluding: visiting)
        if !found.isEmpty {
            let values = found.flatMap { follow($0) }
            // Several definitions that disagree (one name in unrelated places): unknown.
            if found.count > 1, Set(values).count > 1 {
                let sameScope = Set(found.map { table.definition($0).scope }).count == 1 && found.allSatisfy { $0.file == found[0].file }
                guard sameScope else { return nil }
            }
            if values.isEmpty, found.count == 1, let type = table.definition(found[0]).type, let instance = instanceType(type) { return .instance(instance) }
            if values.isEmpty, found.count == 1, let instance = instanceOf(found[0]) { return instance }
            return strings(values)
        }
        // An extension of `Bundle` reads its own keys: `object(forInfoDictionaryKey:)` on self.
        if case .mainBundle? = context.selfThing, name == "infoDictionary" { return .infoDictionary }
        if case .mainBundle? = context.selfThing, name == "bundleIdentifier" { return .strings([.bundleIdentifier]) }
        if table.isType(name) || name.first?.isUppercase == true { return .type(name) }
        return nil
    }

    /// A type's name in a declared type (`Config`, `Config?`, `Config!`); nil for `String` and the like.
    private func instanceType(_ type: String) -> String? {
        let name = String(type.filter { $0 != "?" && $0 != "!" && $0 != " " })
        guard table.isType(name) else { return nil }
        return name
    }

    /// What a definition holding an instance is: `static let shared = Config()`.
    private mutating func instanceOf(_ id: DefinitionID) -> Thing? {
        let found = table.definition(id)
        guard let expression = found.expressions.first, !visiting.contains(id) else { return nil }
        visiting.insert(id)
        defer { visiting.remove(id) }
        let thing = evaluate(expression.text, at: expression.offset, in: context(of: id))
        if case .instance? = thing { return thing }
        if case .type? = thing { return thing }
        return nil
    }

    private func context(of id: DefinitionID) -> SymbolTable.Context {
        let found = table.definition(id)
        var context = SymbolTable.Context(file: id.file, offset: found.offset, selfThing: table.selfThing(file: id.file, offset: found.offset))
        if found.owner == "Bundle" { context.selfThing = .mainBundle }
        return context
    }

    /// The values a definition gives, with the place of each literal it ends in.
    mutating func follow(_ id: DefinitionID) -> [CodeValue] {
        guard !visiting.contains(id), hops <= SymbolTable.maximumHops * 4 else { return [] }
        visiting.insert(id)
        defer { visiting.remove(id) }
        let found = table.definition(id)
        let context = context(of: id)
        let owner = found.owner
        func evaluated(_ expression: SourceDeclarations.Expression, in context: SymbolTable.Context) -> [CodeValue]? {
            guard case let .strings(values)? = evaluate(expression.text, at: expression.offset, in: context) else { return nil }
            return values.map { relocated($0, owner: owner, file: context.file) }
        }
        switch found.kind {
        case .enumCase:
            guard let expression = found.expressions.first else {
                // A `String` enum's case without a raw value is its name.
                let raw = table.type(owner ?? "").contains { $0.inherits.contains("String") }
                return raw ? [.literal(found.name, at: place(at: found.offset, file: id.file, isDefinition: true, owner: owner))] : []
            }
            return evaluated(expression, in: context) ?? []
        case .computed:
            if found.isCut { table.files[id.file].source.recordCapped(at: SourceDeclarations.maximumReturns, of: .values) }
            let returned = found.expressions.compactMap { evaluated($0, in: context) }
            guard returned.count == found.expressions.count else { return [] }
            let values = returned.flatMap { $0 }
            // `if let v = info["Key"] { return v }; return "group.fallback"`: the literal is a fallback.
            if values.count == 2, values[0].dependsOnBundle, !values[1].dependsOnBundle { return [.fallback(values[0], values[1])] }
            return values
        case let .parameter(function):
            let declaration = table.files[id.file].declarations.functions[function]
            guard let parameter = declaration.parameters.first(where: { $0.name == found.name }) else { return [] }
            // A literal a caller passes is where the value is written, and where a fix changes it.
            return arguments(passedTo: parameter, of: declaration).map { relocated($0, owner: nil, file: id.file) }
        case .constant, .variable:
            var values: [CodeValue] = []
            var unknown = false
            for expression in found.expressions {
                if let found = evaluated(expression, in: context) { values += found } else { unknown = true }
            }
            // A stored property given its value in an initializer (`self.kind = kind`), or a
            // variable assigned again: every value it is given.
            let assigned = found.kind == .variable || found.expressions.isEmpty ? table.assignments(to: found.name, owner: owner) : []
            for (file, assignment) in table.files[origin].source.capped(assigned, limit: SymbolTable.maximumCallers, of: .values) {
                let assignmentContext = SymbolTable.Context(file: file, offset: assignment.expression.offset,
                                                            selfThing: table.selfThing(file: file, offset: assignment.expression.offset))
                if let found = evaluated(assignment.expression, in: assignmentContext) { values += found } else { unknown = true }
            }
            // A struct's stored property without a value: what its memberwise initializer is given.
            if found.expressions.isEmpty, assigned.isEmpty, let owner, table.type(owner).contains(where: { $0.keyword == "struct" }) {
                values += memberwiseArguments(found.name, owner: owner)
            }
            guard !unknown else { return [] }
            // `var group = ""` set later: the empty first value only stands for "not set yet".
            if !assigned.isEmpty, values.count > 1 { values.removeAll { $0.literal == "" } }
            return OrderedSet(values).elements
        }
    }

    /// A literal reached through a definition is placed at the definition, as a constant of its owner.
    private func relocated(_ value: CodeValue, owner: String?, file: Int) -> CodeValue {
        switch value {
        case let .literal(text, place?) where !place.isDefinition:
            .literal(text, at: CodeValue.Place(file: place.file, line: place.line, owner: owner, isDefinition: true))
        case let .joined(parts, place?) where !place.isDefinition:
            .joined(parts, at: CodeValue.Place(file: place.file, line: place.line, owner: owner, isDefinition: true))
        default:
            value
        }
    }

    /// What the callers of a function pass for one of its parameters.
    private mutating func arguments(passedTo parameter: SourceDeclarations.Parameter, of function: SourceDeclarations.Function) -> [CodeValue] {
        var values: [CodeValue] = []
        for call in table.calls(of: function, origin: origin) {
            let positional = call.arguments.filter { $0.label == nil }
            let argument = parameter.label.map { label in call.arguments.first { $0.label == label } }
                ?? (parameter.position < call.arguments.count && call.arguments[parameter.position].label == nil ? call.arguments[parameter.position] : positional.first)
            guard let argument, !argument.expression.isEmpty else { continue }
            let context = SymbolTable.Context(file: call.file, offset: argument.offset, selfThing: table.selfThing(file: call.file, offset: argument.offset))
            // An implicit member (`.vpn`) is the parameter's type's (`WidgetKind.vpn`), not every type's case of that name.
            let expression = argument.expression.trimmingWhitespace
            var typed = argument.expression
            if expression.hasPrefix("."), expression.dropFirst().first?.isLetter == true, let type = parameter.type { typed = type + expression }
            guard case let .strings(found)? = evaluate(typed, at: argument.offset, in: context) else { return [] }
            values += found
        }
        return values
    }

    /// What the calls of a struct's memberwise initializer pass for a property: `Widget(kind: "a")`.
    private mutating func memberwiseArguments(_ name: String, owner: String) -> [CodeValue] {
        let function = SourceDeclarations.Function(name: "init", owner: owner, modifiers: [], attributes: [], parameters: [.init(label: name, name: name, position: 0)],
                                                   body: nil, offset: 0, isInitializer: true)
        var values: [CodeValue] = []
        for call in table.calls(of: function, origin: origin) {
            guard let argument = call.arguments.first(where: { $0.label == name }) else { continue }
            let context = SymbolTable.Context(file: call.file, offset: argument.offset, selfThing: table.selfThing(file: call.file, offset: argument.offset))
            guard case let .strings(found)? = evaluate(argument.expression, at: argument.offset, in: context) else { return [] }
            values += found
        }
        return values
    }

    // MARK: Members and calls

    private mutating func member(_ name: String, of thing: Thing) -> Thing? {
        switch thing {
        case let .type(type), let .instance(type):
            if type == "Bundle", name == "main" { return .mainBundle }
            let found = table.members(name, of: type).filter { !visiting.contains($0) }
            if found.isEmpty, name == "rawValue", case .instance = thing {
                // `self.rawValue` in an enum: each case's raw value.
                let cases = (table.lookupCases(of: type)).flatMap { follow($0) }
                return strings(cases)
            }
            // A type nested in this one (`SharedConstants.GroupUserDefaults.groupContainerId`): its
            // static members follow. Members are keyed by their innermost type's name.
            if found.isEmpty, case .type = thing, table.isType(name) { return .type(name) }
            guard !found.isEmpty else { return nil }
            let values = found.flatMap { follow($0) }
            if values.isEmpty, found.count == 1, let instance = instanceOf(found[0]) { return instance }
            if values.isEmpty, found.count == 1, let declared = table.definition(found[0]).type, let instance = instanceType(declared) { return .instance(instance) }
            return Set(values).count > 1 && Set(found.map(\.file)).count > 1 ? nil : strings(values)
        case .mainBundle:
            switch name {
            case "bundleIdentifier": return .strings([.bundleIdentifier])
            case "infoDictionary": return .infoDictionary
            default:
                let found = table.members(name, of: "Bundle").filter { !visiting.contains($0) }
                return strings(found.flatMap { follow($0) })
            }
        case let .strings(values):
            switch name {
            // An enum case's raw value, a Dart enum entry's field: the value itself.
            case "rawValue", "value", "name", "id": return thing
            case "first":
                return strings(values.compactMap { if case let .infoPlist(key, .value) = $0 { .infoPlist(key: key, pick: .first) } else { nil } })
            default: return nil
            }
        case .infoDictionary:
            return nil
        }
    }

    private mutating func call(_ base: ExpressionParser.Node, arguments: [ExpressionParser.Argument], offset: Int, at: Int,
                               context: SymbolTable.Context) -> Thing? {
        switch base {
        case let .name(name, _) where name == "String" || name == "NSString":
            // `String(x)`, `String(describing:)`: the string itself when one argument.
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            return evaluate(arguments[0].value, offset: offset, context: context)
        case let .name(name, nameAt):
            // A function of the project without parameters: what it returns (a computed property).
            if arguments.isEmpty, case .strings? = resolveName(name, offset: offset + nameAt, context: context) {
                return resolveName(name, offset: offset + nameAt, context: context)
            }
            // An initializer (`Constant()`, `Config(...)`): an instance.
            if table.isType(name) || name.first?.isUppercase == true { return .instance(name) }
            if name == "object", case .mainBundle? = context.selfThing { return infoKey(arguments, offset: offset, context: context) }
            return nil
        case let .member(receiver, name, _):
            guard let thing = evaluate(receiver, offset: offset, context: context) else { return nil }
            switch (thing, name) {
            case (.mainBundle, "object"):
                return infoKey(arguments, offset: offset, context: context)
            case (.type("Bundle"), "init"), (.type, "init"):
                if case let .type(type) = thing { return .instance(type) }
                return nil
            case (.strings(let values), "dropLast"):
                guard arguments.count == 1, let count = count(arguments[0].value, offset: offset, context: context) else { return nil }
                return strings(values.map { .droppingLast($0, count) })
            case (.strings(let values), "first"):
                // `.first { $0.contains(base) }`, `.first(where: { $0.hasPrefix(base) })`.
                guard arguments.count == 1, case let .closure(test, text) = arguments[0].value,
                      case let .strings(found)? = evaluate(text, offset: offset, context: context), found.count == 1, let needle = found[0].literal else { return nil }
                return strings(values.compactMap { value in
                    guard case let .infoPlist(key, .value) = value else { return nil }
                    return .infoPlist(key: key, pick: test == "hasPrefix" ? .firstPrefixed(needle) : .firstContaining(needle))
                })
            case (.type, _), (.instance, _), (.mainBundle, _):
                // A method without parameters of the project: what it returns.
                guard arguments.isEmpty else { return nil }
                return member(name, of: thing)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private mutating func infoKey(_ arguments: [ExpressionParser.Argument], offset: Int, context: SymbolTable.Context) -> Thing? {
        guard let argument = arguments.first(where: { $0.label == "forInfoDictionaryKey" }) ?? (arguments.count == 1 ? arguments.first : nil),
              case let .strings(keys)? = evaluate(argument.value, offset: offset, context: context), keys.count == 1, let key = keys[0].literal else { return nil }
        return .strings([.infoPlist(key: key, pick: .value)])
    }

    /// A count: a number, or a string literal's `.count` (`".NECore".count`).
    private mutating func count(_ node: ExpressionParser.Node, offset: Int, context: SymbolTable.Context) -> Int? {
        switch node {
        case let .name(text, _): return Int(text)
        case let .member(base, "count", _):
            guard case let .strings(found)? = evaluate(base, offset: offset, context: context), found.count == 1 else { return nil }
            return found[0].literal?.count
        default: return nil
        }
    }
}

extension SymbolTable {
    /// `.member` with no type written: a static member or case of any type, by name.
    /// The one type (not `String`) the project's own functions named `function` declare for their
    /// parameter labelled `label` (an overload `reloadTimelines(ofKind kind: WidgetKind)`): an
    /// implicit member passed there is that type's. Nil with none, or with several types.
    func parameterType(of function: String, label: String) -> String? {
        var types = Set<String>()
        for file in files {
            for declared in file.declarations.functions where declared.name == function {
                for parameter in declared.parameters where parameter.label == label {
                    if let type = parameter.type, type != "String" { types.insert(type) }
                }
            }
        }
        return types.count == 1 ? types.first : nil
    }

    func lookupImplicit(_ name: String) -> [DefinitionID] {
        definitions(named: name).filter { id in
            let found = definition(id)
            if case .parameter = found.kind { return false }
            return found.owner != nil
        }
    }

    /// Every definition of a name, in every file, whoever owns it.
    func definitions(named name: String) -> [DefinitionID] {
        (byName[name] ?? []).map { DefinitionID(file: $0.file, index: $0.definition) }
    }

    /// `Store.key`, `Store.Keys.count.rawValue`: the one string literal the members named `key`
    /// (`count`) of the type written just before the name hold, placed at their definition. nil
    /// when that is no type of the project, it has no such member, or its members hold no one
    /// literal: a reader by name alone (a file's constants) would take another type's `key`.
    /// A case of a Swift `String` enum without a raw value (`enum Keys: String { case netAssets }`)
    /// holds its own name (round 15 iKingdom).
    func ownedLiteral(_ expression: String) -> CodeValue? {
        guard let (name, members) = ownedMembers(expression) else { return nil }
        let values = members.compactMap { id -> CodeValue? in
            let found = definition(id), file = files[id.file]
            let place = CodeValue.Place(file: file.name, line: file.source.line(at: found.offset), owner: found.owner, isDefinition: true)
            if found.kind == .enumCase, found.expressions.isEmpty, file.source.language == .swift, let owner = found.owner,
               (typeNames[owner] ?? []).contains(where: { $0.inherits.first == "String" }) {
                return .literal(name, at: place)
            }
            guard found.expressions.count == 1, found.kind == .constant || found.kind == .enumCase,
                  let literal = SourceText.literal(found.expressions[0].text, language: file.source.language) else { return nil }
            return .literal(literal, at: place)
        }
        guard !values.isEmpty, values.count == members.count, Set(values.compactMap(\.literal)).count == 1 else { return nil }
        return values[0]
    }

    /// The member `expression` names of a type of the project written just before it (`Keys.count`,
    /// `UserDefaults.Keys.count.rawValue`), with its definitions; nil when it names none. Such a
    /// member's value is its own or unknown, never that of another type's member of the same name
    /// (round 15 iKingdom: `UserDefaults.Keys.netAssets.rawValue` was read as `Accounting.Block.netAssets`).
    func ownedMembers(_ expression: String) -> (name: String, members: [DefinitionID])? {
        var parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
        if parts.count > 2, parts.last == "rawValue" { parts.removeLast() }
        guard parts.count >= 2, isType(parts[parts.count - 2]) else { return nil }
        let members = members(parts[parts.count - 1], of: parts[parts.count - 2])
        return members.isEmpty ? nil : (parts[parts.count - 1], members)
    }

    /// The members of a type, in every file.
    func definitions(ownedBy owner: String) -> [DefinitionID] {
        byOwner[owner] ?? []
    }

    /// The cases of an enum, in every file.
    func lookupCases(of type: String) -> [DefinitionID] {
        casesByOwner[type] ?? []
    }
}
