/// Which Swift functions the app's process can run, read by name (no compiler): "the app writes
/// key K" only where a write of K sits in code the app runs (issue 36, issue 37 class 4). A store
/// compiled into the app and the widget whose `setLastAction` only the widget's intent calls, or
/// whose `clearAll` nothing calls, is no writer in the app. Read the same way from the
/// extensions' side (their files, the intents that run there), it says which reads a widget runs.
///
/// Roots, what the system runs in the app: every piece of code outside a function's body (a
/// view's `body` and the closures in it, property initializers, observers and setters, top-level
/// code), the bodies of intents that run in the app (pinned to it, or compiled by no other
/// target), `init`s, functions marked `override`, `@objc`, `@IBAction`, `@IBSegueAction`,
/// `@NSManaged` or `dynamic`, and a function no code of the project names whose type conforms to
/// or inherits something (a delegate's or a protocol's requirement the frameworks call). From the
/// roots, each name a body mentions (a call or a function passed by name, not an argument label)
/// reaches the functions of that name: those of the type it is qualified with (`Store.save`,
/// `Store.shared.save`), or for a bare name of the type around it, where that type declares one;
/// else every function of the name (a receiver not known: `store.save`). Functions no code names
/// and no framework can call (a static method of a plain enum) are dead: not the app's.
///
/// Linear: each file's identifiers are read once (`File`), each name resolved once per reach.
struct AppReachability {
    /// A name a body mentions, with the type a reader takes it to be a member of: the type
    /// written before it, or for a bare name the type around it (nil: not known).
    struct Reference: Hashable {
        let type: String?
        let name: String
    }

    /// What one file declares and mentions, read once.
    struct File {
        struct Function {
            let name: String
            let owner: String?
            /// `override`, `@objc`, `@IBAction`...: the system calls it whoever names it.
            let marked: Bool
            /// The intent (index into the file's intent blocks) whose body holds it.
            let intent: Int?
            var references: Set<Reference> = []
        }

        var functions: [Function] = []
        /// Mentions outside every function's declaration and body, with the intent block around each.
        var rootReferences: [(reference: Reference, intent: Int?)] = []
        /// Types declared or extended here, with what they inherit or conform to.
        var types: [(name: String, inherits: [String])] = []
        /// Each function's body, by the offset of its `{`: where a body found another way is placed.
        var functionByBody: [Int: Int] = [:]
        /// The functions' bodies sorted by their start, each with the index of the body around it.
        private var bodies: [(body: Range<Int>, function: Int)] = []
        private var parents: [Int?] = []
        private var intentBlocks: [Range<Int>] = []

        /// A place in the file: inside an intent's block, a function's body, or neither.
        struct Place {
            let intent: Int?
            let function: Int?
        }

        init() {}

        init(_ source: SourceText, declarations: SourceDeclarations, intentBlocks: [Range<Int>]) {
            self.intentBlocks = intentBlocks
            types = declarations.types.filter { $0.keyword != "companion" }.map { ($0.name, $0.inherits) }
            var headers: [Range<Int>] = []
            for declared in declarations.functions {
                guard let body = declared.body else { continue }
                let index = functions.count
                let marked = !Self.systemMarks.isDisjoint(with: declared.modifiers + declared.attributes)
                functions.append(Function(name: declared.name, owner: declared.owner, marked: marked, intent: intent(at: declared.offset)))
                functionByBody[body.lowerBound] = index
                bodies.append((body, index))
                headers.append(declared.offset..<body.lowerBound)
            }
            bodies.sort { $0.body.lowerBound < $1.body.lowerBound }
            // Bodies nest or follow each other: each one's parent in one pass with a stack.
            var around: [Int] = []
            parents = bodies.indices.map { index in
                while let last = around.last, bodies[last].body.upperBound <= bodies[index].body.lowerBound { around.removeLast() }
                let parent = around.last
                around.append(index)
                return parent
            }
            headers.sort { $0.lowerBound < $1.lowerBound }
            let bytes = source.bytes
            // The functions and the types around each identifier, swept with a stack each (bodies nest or follow each other).
            let typeBodies = declarations.types.filter { $0.keyword != "companion" }
            var open: [(body: Range<Int>, function: Int)] = [], next = 0, header = 0
            var openTypes: [SourceDeclarations.TypeDeclaration] = [], nextType = 0
            for start in source.identifierStarts.lazy.map(Int.init) {
                while next < bodies.count, bodies[next].body.lowerBound <= start {
                    open.append(bodies[next])
                    next += 1
                }
                while let last = open.last, last.body.upperBound <= start { open.removeLast() }
                while nextType < typeBodies.count, typeBodies[nextType].body.lowerBound <= start {
                    openTypes.append(typeBodies[nextType])
                    nextType += 1
                }
                while let last = openTypes.last, last.body.upperBound <= start { openTypes.removeLast() }
                while header < headers.count, headers[header].upperBound <= start { header += 1 }
                if header < headers.count, headers[header].contains(start) { continue }
                guard !source.isInString(offset: start), let reference = Self.reference(at: start, in: bytes, source: source, around: openTypes.last?.name) else { continue }
                if let function = open.last?.function {
                    functions[function].references.insert(reference)
                } else {
                    rootReferences.append((reference, intent(at: start)))
                }
            }
        }

        /// Where `offset` is: the intent block and the innermost function body holding it.
        func place(_ offset: Int) -> Place {
            // The last body starting at or before the offset, or the innermost one around that which holds it.
            var low = 0, high = bodies.count
            while low < high {
                let middle = (low + high) / 2
                if bodies[middle].body.lowerBound <= offset { low = middle + 1 } else { high = middle }
            }
            var function: Int?
            var index = low > 0 ? low - 1 : nil
            while let current = index, function == nil {
                if bodies[current].body.contains(offset) { function = bodies[current].function }
                index = parents[current]
            }
            return Place(intent: intent(at: offset), function: function)
        }

        /// The intent block holding `offset`: the last starting before it (blocks come in the
        /// order of the file), or one of the few before that around it (an intent nested in another).
        private func intent(at offset: Int) -> Int? {
            var low = 0, high = intentBlocks.count
            while low < high {
                let middle = (low + high) / 2
                if intentBlocks[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
            }
            return (max(0, low - 4)..<low).reversed().first { intentBlocks[$0].contains(offset) }
        }

        /// Attributes and modifiers that make the system a caller.
        private static let systemMarks: Set<String> = ["override", "objc", "IBAction", "IBSegueAction", "NSManaged", "dynamic", "_cdecl"]

        /// Words that are never a function's name.
        private static let keywords: Set<String> = ["let", "var", "if", "else", "guard", "return", "self", "try", "await", "in", "for", "while", "switch",
                                                    "case", "default", "break", "continue", "true", "false", "nil", "func", "static", "private", "public",
                                                    "fileprivate", "internal", "some", "any", "import", "struct", "class", "enum", "extension", "where",
                                                    "throws", "async", "do", "catch", "is", "as", "super", "init", "defer", "inout", "mutating", "final"]

        /// The mention the identifier at `start` is, if it may name a function: a lowercase name
        /// that is no argument label (`perform:`), no declaration's name, no keyword. `type`: the
        /// innermost type around it.
        private static func reference(at start: Int, in bytes: [UInt8], source: SourceText, around type: String?) -> Reference? {
            guard start == 0 || !SourceText.isIdentifier(bytes[start - 1]) else { return nil }
            let first = bytes[start]
            guard (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_") else { return nil }
            var end = start
            while end < bytes.count, SourceText.isIdentifier(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            guard !keywords.contains(name) else { return nil }
            let after = source.skippingSpaces(from: end)
            if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return nil }
            var before = source.skippingSpacesBack(from: start)
            guard before > 0, bytes[before - 1] == UInt8(ascii: ".") else {
                return Reference(type: type, name: name)
            }
            // `Type.name`, `Type.shared.name`, `self.name`: the type written; anything else is not known.
            before -= 1
            var qualifier = source.word(before: before)
            if let word = qualifier, ["shared", "default", "standard", "current", "instance"].contains(word) {
                let dot = source.skippingSpacesBack(from: before - word.utf8.count)
                qualifier = dot > 0 && bytes[dot - 1] == UInt8(ascii: ".") ? source.word(before: dot - 1) : nil
            }
            guard let qualifier else { return Reference(type: nil, name: name) }
            if qualifier == "self" || qualifier == "Self" { return Reference(type: type, name: name) }
            return Reference(type: qualifier.first?.isUppercase == true ? qualifier : nil, name: name)
        }
    }

    /// A function of one file.
    struct FunctionID: Hashable {
        let file: Int
        let function: Int
    }

    private let files: [File]
    /// The files the app compiles.
    private let inApp: [Bool]
    /// Per file, the intent blocks whose code the app runs (`root intents`).
    private let appIntents: [Set<Int>]
    private(set) var reached = Set<FunctionID>()

    /// Protocols and types whose requirements no framework calls in an app's own functions' place:
    /// conforming to them alone makes no function system-called.
    static let inertConformances: Set<String> = ["Sendable", "Codable", "Encodable", "Decodable", "Hashable", "Equatable", "Identifiable", "Comparable",
                                                 "CaseIterable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
                                                 "RawRepresentable", "String", "Int", "Double", "Float", "Bool", "UInt", "Character"]

    /// `files` each with whether an app compiles it and the intent blocks of it that run in the app.
    init(_ files: [File], inApp: [Bool], appIntents: [Set<Int>]) {
        self.files = files
        self.inApp = inApp
        self.appIntents = appIntents
        var byName: [String: [FunctionID]] = [:], byMember: [String: [FunctionID]] = [:]
        var conforming = Set<String>()
        for (fileIndex, file) in files.enumerated() {
            for (index, function) in file.functions.enumerated() {
                let id = FunctionID(file: fileIndex, function: index)
                byName[function.name, default: []].append(id)
                if let owner = function.owner { byMember[owner + "." + function.name, default: []].append(id) }
            }
            for type in file.types where type.inherits.contains(where: { !$0.hasPrefix("@") && !Self.inertConformances.contains($0) }) {
                conforming.insert(type.name)
            }
        }
        /// The functions a reference reaches: the type's own, else every one of the name.
        func resolve(_ reference: Reference) -> (key: String, ids: [FunctionID]) {
            if let type = reference.type, let own = byMember[type + "." + reference.name] { return (type + "." + reference.name, own) }
            return (reference.name, byName[reference.name] ?? [])
        }
        // Which functions any code of the project names (the widget's too): the rest have no
        // caller but the system, if any.
        var named = Set<String>()
        for file in files {
            for reference in file.rootReferences.map(\.reference) + file.functions.flatMap(\.references) { named.insert(resolve(reference).key) }
        }
        let isNamed = { (function: File.Function) in named.contains(function.name) || function.owner.map { named.contains($0 + "." + function.name) } == true }
        var pending: [FunctionID] = [], resolved = Set<String>()
        func reach(_ reference: Reference) {
            let (key, ids) = resolve(reference)
            guard resolved.insert(key).inserted else { return }
            pending += ids
        }
        for (fileIndex, file) in files.enumerated() where inApp[fileIndex] {
            for (reference, intent) in file.rootReferences where intent.map(appIntents[fileIndex].contains) ?? true { reach(reference) }
            for (index, function) in file.functions.enumerated() {
                let inIntent = function.intent.map { appIntents[fileIndex].contains($0) }
                let systemCalled = function.marked || function.name == "init"
                    || (!isNamed(function) && function.owner.map(conforming.contains) == true)
                if inIntent == true || (inIntent == nil && systemCalled) { pending.append(FunctionID(file: fileIndex, function: index)) }
            }
        }
        while let id = pending.popLast() {
            // Code the app does not compile, or an intent's that runs where its tap runs it, is not the app's.
            guard inApp[id.file], files[id.file].functions[id.function].intent.map(appIntents[id.file].contains) ?? true,
                  reached.insert(id).inserted else { continue }
            for reference in files[id.file].functions[id.function].references { reach(reference) }
        }
    }

    /// Whether the app runs the code at `place` of file `file`.
    func runs(_ place: File.Place, file: Int) -> Bool {
        guard inApp[file] else { return false }
        if let intent = place.intent, !appIntents[file].contains(intent) { return false }
        guard let function = place.function else { return true }
        return reached.contains(FunctionID(file: file, function: function))
    }
}
