import Essentials

/// One App Intent of the project, as doctor and `intent --project` judge it: the targets that
/// compile it, where it may run (its pins), and the durable writes and reloads its `perform()`
/// makes, directly or through functions of the same target it calls (by name: a call graph, not a
/// compiler's). widget-tui cannot run the project's Swift code; this is read by pattern.
public struct IntentFacts: Sendable, Codable, Hashable {
    /// Writes kept per target to show: those the app shares first (`IntentInspection`), then the rest as found.
    public static let shownWrites = 8
    /// Writes compared per target, and per pattern in one body: real intents make a handful, a
    /// large one a few dozen; past this the rest are not compared (docs/limits.md).
    static let maximumWrites = 64
    public struct Write: Sendable, Codable, Hashable {
        /// `a shared UserDefaults write`, `a file write`, `a SwiftData or Core Data save`, `a home_widget background callback`.
        public let kind: String
        /// The call as written, shortened.
        public let code: String
        /// The key a UserDefaults write names with a string literal; nil when it computes it.
        public var key: String?
        /// Whether some file compiled into a target other than an app (the widget extension, a
        /// framework it links) mentions `key` as a string literal: what a widget could read. nil
        /// when the key is not known.
        public var keyMentionedOutsideApps: Bool?
        /// The key as code names it, for comparing writes by name: a literal with its quotes
        /// (`"count"`), else the last name of the expression (`Keys.count` is `count`); nil when
        /// the write names no key (a file, a store).
        public var keyName: String?
        /// The key's expression as written (`Keys.count`), when it is not a literal: where it resolves.
        var keyExpression: String?
        /// Whether Swift code an app target compiles, outside App Intents, writes a key of the same
        /// name: the app is a writer of it too. nil when the write names no key.
        public var appWritesKey: Bool?
        /// Whether Swift code a target other than an app compiles reads a key of the same name
        /// (`.string(forKey:)`, `@AppStorage`): what a widget shows. nil when the write names no key.
        public var widgetReadsKey: Bool?
        /// Whether the app's code observes a key of the same name with key-value observing
        /// (`KeyObservers`): the app acts on the write, which is its input. nil when the write names no key.
        public var appObservesKey: Bool?
        /// A file write: the file names its function names (`FileNames`); empty when it names none.
        public var fileNames: [String]?
        /// A file write: whether the app's code (its Swift outside the extension, a .NET app's C#)
        /// writes a file of one of those names. nil for other writes.
        public var appWritesFile: Bool?

        init(kind: String, code: String, key: String? = nil, keyName: String? = nil) {
            self.kind = kind
            self.code = code
            self.key = key
            self.keyName = keyName
        }

        /// A database save: the store coordinates its writers across processes (lead's decision 8).
        public var isDatabaseSave: Bool { kind == Self.databaseSave }
        static let databaseSave = "a SwiftData or Core Data save"
        static let fileWrite = "a file write"

        // What the project says; where the key is mentioned is the analysis's, not the report's.
        private enum CodingKeys: String, CodingKey {
            case kind, code
        }
    }

    public let name: String
    public let file: String
    public let line: Int
    /// The targets whose Sources compile the declaration's file.
    public let targets: [String]
    /// `.main`, `.appIntentsExtension`, `.widgetKitExtension` that may run it; nil when nothing
    /// pins it (the system may use any target that compiles it).
    @NullWhenAbsent public private(set) var allowed: [String]?
    /// Why it is pinned (`IntentPins`): `openAppWhenRun = true`, `supportedModes .foreground`,
    /// `ForegroundContinuableIntent`, `allowedExecutionTargets`, `AudioPlaybackIntent` or
    /// `LiveActivityIntent` or their iOS 16 names `AudioStartingIntent`, `LiveActivityStartingIntent`
    /// (run in the app's process).
    @NullWhenAbsent public private(set) var pin: String?
    /// Per target that compiles it, the durable writes its perform() makes there (a body under
    /// `#if !WIDGET_EXTENSION` writes nothing where that condition is set).
    public internal(set) var writes: [String: [Write]]
    /// Whether perform() (or a function it calls) reloads a widget's timeline.
    public let reloads: Bool
    /// Functions perform() calls that no file of the target defines (not followed).
    public let unfollowed: [String]
    /// Per target, where perform() (and what it calls) changes only the process's memory or posts
    /// a notification and keeps nothing: the change, as written. Absent where it writes, calls
    /// what cannot be followed, or uses an API that keeps or sends state (a network request,
    /// EventKit, the keychain, a Live Activity...).
    public internal(set) var memoryOnly: [String: String] = [:]
    /// `openAppWhenRun` is true, or `supportedModes` names a foreground mode that brings the app
    /// forward: the app that runs it is opened in the foreground.
    public internal(set) var opensApp = false
    /// Per platform, the version from which the pin holds where it is declared behind `@available`
    /// (`IntentPins.since`): below it the intent runs as if unpinned.
    public internal(set) var pinnedSince: [String: String] = [:]
    /// The versions the type's own `@available` attributes require, by platform name (`iOS`:
    /// `17.0`): what an extension of it must require too.
    public internal(set) var available: [String: String] = [:]
    /// Whether any Swift code constructs it (`Name(`, `Name.init(`): an intent nothing builds is
    /// in no button, control or shortcut, and runs nowhere. True when not known.
    public internal(set) var constructed = true
    /// The `@main` type its file declares (a `WidgetBundle`, a `@main` widget, the `App`): compiled
    /// into another target, the file gives that target a second entry point and stops its build
    /// (held-out AWB-labs+prayer-times-app keeps its intent beside its `@main` bundle).
    public internal(set) var fileMain: String?
    /// The other types of its file that perform() uses (names them, or calls their functions up to
    /// `IntentAnalysis.maximumDepth`): what moves with it into a file of its own.
    public internal(set) var sameFileUses: [String] = []
    /// The lines of its declaration, through its body's closing brace: what code runs as the intent.
    public internal(set) var lines: ClosedRange<Int> = 0...0

    private enum CodingKeys: String, CodingKey {
        case name, file, line, targets, allowed, pin, writes, reloads, unfollowed
    }
}

/// Builds `IntentFacts` from what the scanner found, per target: pure.
enum IntentAnalysis {
    /// Calls followed below perform(): real intents call a helper or two.
    static let maximumDepth = 3

    struct Target {
        let name: String
        /// Its builds (`ConditionalCompilation.builds(of:)`): each configuration on each platform,
        /// a name some target of the project sets decided, any other undecidable.
        let builds: [ConditionalCompilation.Build]
        /// Function name to bodies, over the target's files.
        let functions: [String: [FunctionBody]]
        /// The builds of the files it compiles through a local package, by file (`ConditionalCompilation.builds(of:package:)`).
        var packageBuilds: [String: [ConditionalCompilation.Build]] = [:]

        /// The builds a file of the target is compiled in.
        func builds(of file: String) -> [ConditionalCompilation.Build] { packageBuilds[file] ?? builds }
        /// The file names the project's definitions hold (`FileNames.definitions`), to name file writes.
        var fileDefinitions = FileNames.Definitions.none
    }

    static func facts(_ declaration: IntentDeclaration, targets: [Target], extensions: [IntentExtension],
                      readings: IntentBodyReadings = IntentBodyReadings()) -> IntentFacts {
        let pins = IntentPins.of(declaration, extensions: extensions)
        var writes: [String: [IntentFacts.Write]] = [:]
        var memoryOnly: [String: String] = [:]
        var reloads = false
        var unfollowed = Set<String>()
        // The types of the intent's own file it uses: named in perform(), or owning what it reaches.
        // A bare call in a type's function is that type's own where it has one of the name (Swift's
        // implicit `self`): another type's namesake is not used (prayer-times-app's `load()`).
        var sameFile = OrderedSet(Self.typeNames(in: declaration.perform ?? "").filter(declaration.fileTypes.contains))
        func reached(_ bodies: [FunctionBody], from caller: String?) {
            let own = bodies.filter { $0.owner != nil && $0.owner == caller }
            for body in own.isEmpty ? bodies : own where body.file == declaration.file {
                if let owner = body.owner, declaration.fileTypes.contains(owner) { sameFile.append(owner) }
            }
        }
        for target in targets {
            guard let perform = declaration.perform else { writes[target.name] = []; continue }
            var seen = Set<String>()
            var found: [IntentFacts.Write] = []
            var bodies: [String] = []
            var targetUnfollowed = Set<String>()
            // Each body with the type it belongs to: a wrapped property's setter is its own type's.
            var pending = [(ConditionalCompilation.compiled(perform, in: target.builds(of: declaration.file)), declaration.keys, 0, Optional(declaration.name))]
            while let (body, keys, depth, owner) = pending.popLast() {
                bodies.append(body)
                found += readings.writes(in: body).map { write in
                    var write = write
                    // A key named through a constant: the one the body's code sees, by its value.
                    if let expression = write.keyExpression, let key = keys[expression] { write.keyName = key }
                    guard write.kind == IntentFacts.Write.fileWrite else { return write }
                    write.fileNames = FileNames.named(in: body, definitions: target.fileDefinitions)
                    return write
                }
                // A control's reload too (iOS 18's ControlCenter): what a key only a control reads needs.
                if ["reloadTimelines", "reloadAllTimelines", "reloadControls", "reloadAllControls"].contains(where: body.contains) { reloads = true }
                guard depth < maximumDepth else { continue }
                let read = readings.calls(in: body)
                for name in read.mutated where target.functions[name] != nil && seen.insert(name).inserted {
                    let followed = target.functions[name, default: []].filter { !$0.storesWrappedProperty || ($0.owner != nil && $0.owner == owner) }
                    reached(followed, from: owner)
                    pending += followed.map { (ConditionalCompilation.compiled($0.text, in: target.builds(of: $0.file)), $0.keys, depth + 1, $0.owner) }
                }
                let owners = read.owners
                for call in read.calls where seen.insert(read.instanceOnly.contains(call) ? "." + call : call).inserted {
                    // `queue.write(` is an instance's method: a `static func write` is not it. A call is
                    // no change of a wrapped property of the name (held-out WXYC's `isPlaying(`).
                    var bodies = target.functions[call, default: []].filter { !$0.storesWrappedProperty && (!$0.isStatic || !read.instanceOnly.contains(call)) }
                    if !bodies.isEmpty {
                        // `Store.record(` is the store's: another type's `record` is not followed.
                        if let types = owners[call], bodies.contains(where: { $0.owner.map(types.contains) == true }) {
                            bodies = bodies.filter { $0.owner.map(types.contains) == true }
                        }
                        // `record(for: x)` is not `record(pressureKpa:)`: a function no call's labels fit is another.
                        if let calls = read.labels[call], !calls.contains(where: { $0 == nil }) {
                            let fitting = bodies.filter { body in body.labels.map { labels in calls.contains { Self.fits($0 ?? [], labels) } } ?? true }
                            if !fitting.isEmpty { bodies = fitting }
                        }
                        reached(bodies, from: owner)
                        pending += bodies.map { (ConditionalCompilation.compiled($0.text, in: target.builds(of: $0.file)), $0.keys, depth + 1, $0.owner) }
                    } else if call.first?.isLowercase == true, !knownCalls.contains(call) {
                        unfollowed.insert(call)
                        targetUnfollowed.insert(call)
                    }
                }
            }
            writes[target.name] = Array(OrderedSet(found).elements.prefix(IntentFacts.maximumWrites))
            if found.isEmpty, let change = memoryChange(in: bodies, unfollowed: targetUnfollowed) { memoryOnly[target.name] = change }
        }
        var facts = IntentFacts(name: declaration.name, file: declaration.file, line: declaration.line, targets: targets.map(\.name),
                                allowed: pins.allowed, pin: pins.pin, writes: writes, reloads: reloads, unfollowed: unfollowed.sorted())
        facts.memoryOnly = memoryOnly
        facts.opensApp = pins.opensApp
        facts.pinnedSince = pins.since
        facts.available = declaration.available
        facts.fileMain = declaration.fileMain
        facts.lines = declaration.line...max(declaration.line, declaration.lastLine)
        facts.sameFileUses = sameFile.elements.filter { $0 != declaration.name && $0 != declaration.fileMain }
        return facts
    }

    nonisolated(unsafe) private static let typeName = #/\b[A-Z][A-Za-z0-9_]*\b/#.wordBoundaryKind(.simple)

    /// The capitalized names a body writes: the types it may name.
    static func typeNames(in body: String) -> [String] { body.matches(of: typeName).map { String($0.0) } }

    /// A change of state outside the function's own variables: a property reached through a type
    /// or `self`, optional chaining included (`Store.shared.items[i].done.toggle()`,
    /// `Store.shared.byID[id]?.done.toggle()`, `Self.count += 1`, `self.value = v`), or a
    /// notification posted.
    nonisolated(unsafe) private static let memoryChange =
        #/(?:\b(?:[A-Z][A-Za-z0-9_]*|self)(?:\s*[?!]?\s*\.\s*[A-Za-z_][A-Za-z0-9_]*|\[[^\[\]\n]*\])+\s*(?:[-+*\/]?=(?!=)|\.\s*(?:toggle|append|remove[A-Za-z]*|insert)\s*\()|\bNotificationCenter\s*\.\s*default\s*\.\s*post\s*\()[^\n]*/#.wordBoundaryKind(.simple)
    /// A local bound to what is reached through a type or `self` (`guard let model = Store.shared.byID[id]`):
    /// an object's changes through it are the shared one's.
    nonisolated(unsafe) private static let sharedAlias =
        #/\b(?:let|var)\s+([a-z_][A-Za-z0-9_]*)\s*=\s*(?:[A-Z][A-Za-z0-9_]*|self)(?:\s*[?!]?\s*\.\s*[A-Za-z_][A-Za-z0-9_]*|\[[^\[\]\n]*\])+/#.wordBoundaryKind(.simple)
    /// A change made through a name: `model.count += 1`, `model.items[i].done.toggle()`.
    nonisolated(unsafe) private static let changeThroughName =
        #/\b([a-z_][A-Za-z0-9_]*)(?:\s*[?!]?\s*\.\s*[A-Za-z_][A-Za-z0-9_]*|\[[^\[\]\n]*\])+\s*(?:[-+*\/]?=(?!=)|\.\s*(?:toggle|append|remove[A-Za-z]*|insert)\s*\()[^\n]*/#.wordBoundaryKind(.simple)
    /// APIs that keep or send state beyond the process: where a body names one, its change may last.
    static let lastingAPIs: [String] = ["URLSession", "URLRequest", "EKEventStore", "HKHealthStore", "SecItem", "WCSession", "FileManager", "Activity",
                                        "openURL", "HomeWidget", "ModelContext", "modelContext", "NSPersistent", "managedObjectContext", "Realm",
                                        "NSUbiquitousKeyValueStore", "CKContainer", "MPMusicPlayer", "AVAudio", "UNUserNotificationCenter", "UIPasteboard",
                                        // A SwiftData container's main context saves by itself (autosave).
                                        "mainContext", "ModelContainer", "modelContainer",
                                        "HMHome", "INInteraction", "Keychain", "keychain", "Darwin"]
    /// Calls of the standard library a body may make without keeping anything.
    static let pureCalls: Set<String> = ["firstIndex", "lastIndex", "first", "last", "filter", "map", "compactMap", "flatMap", "contains", "toggle",
                                         "append", "remove", "removeAll", "removeFirst", "removeLast", "insert", "sort", "sorted", "reversed", "index",
                                         "reduce", "forEach", "allSatisfy", "post", "description", "formatted", "lowercased", "uppercased", "prefix",
                                         "suffix", "dropFirst", "dropLast", "joined", "split", "replacingOccurrences", "hasPrefix", "hasSuffix", "isEmpty",
                                         "count", "randomElement", "shuffled", "random", "abs", "round", "addingTimeInterval", "timeIntervalSince",
                                         "distance", "advanced", "updateValue", "removeValue", "fatalError", "assert", "precondition", "debugPrint", "dump"]

    /// The first change of memory in bodies that keep nothing (see `IntentFacts.memoryOnly`).
    static func memoryChange(in bodies: [String], unfollowed: Set<String>) -> String? {
        guard unfollowed.isSubset(of: pureCalls),
              !bodies.contains(where: { body in lastingAPIs.contains { body.contains($0) } }) else { return nil }
        for body in bodies {
            if let match = body.firstMatch(of: memoryChange) { return DartScanner.shortened(String(match.0).trimmingWhitespace) }
            let aliases = Set(body.matches(of: sharedAlias).map { String($0.1) })
            guard !aliases.isEmpty else { continue }
            if let match = body.matches(of: changeThroughName).first(where: { aliases.contains(String($0.1)) }) {
                return DartScanner.shortened(String(match.0).trimmingWhitespace)
            }
        }
        return nil
    }

    /// The patterns of durable writes, each with a word it cannot match without: a body without
    /// it is not searched. Built once (a regex is parsed each time one is made, and writes are
    /// looked for in every function an intent reaches).
    nonisolated(unsafe) private static let writePatterns: [(pattern: Regex<Substring>, word: String, kind: String)] = [
        (#/[\w?!)\]]+\s*\.\s*(?:set|setValue)\s*\([^\n]*forKey\s*:[^\n]*\)/#, "forKey", "a shared UserDefaults write"),
        (#/[\w?!)\]]+\s*\.\s*removeObject\s*\(\s*forKey\s*:[^\n]*\)/#, "removeObject", "a shared UserDefaults write"),
        (#/HomeWidgetBackgroundWorker\s*\.\s*run\s*\([^\n]*/#, "HomeWidgetBackgroundWorker", "a home_widget background callback (registerInteractivityCallback)"),
        (#/HomeWidget(?:Plugin)?\s*\.\s*saveWidgetData\s*\([^\n]*/#, "saveWidgetData", "a home_widget saveWidgetData"),
        (#/[\w?!)\]]+\s*\.\s*write\s*\(\s*to\s*:[^\n]*/#, "write", IntentFacts.Write.fileWrite),
        (#/\b(?:modelContext|context|managedObjectContext|viewContext)\s*\??\s*\.\s*save\s*\(\s*\)/#.wordBoundaryKind(.simple), "save", IntentFacts.Write.databaseSave),
    ]
    nonisolated(unsafe) private static let keyLiteral = #/forKey\s*:\s*"([^"\\\n]*)"\s*\)/#
    nonisolated(unsafe) private static let call = #/(?:^|[^\w])([a-z_][A-Za-z0-9_]*)\s*\(/#
    /// `Store.save(x)`, `Store.shared.save(x)`: a type's own method, followed even under a name
    /// the frameworks use too (`knownCalls`).
    nonisolated(unsafe) private static let typeCall = #/\b[A-Z][A-Za-z0-9_]*(?:\s*\.\s*shared)?\s*\.\s*([a-z_][A-Za-z0-9_]*)\s*\(/#.wordBoundaryKind(.simple)
    /// A property changed in place (`count = 1`, `count += 1`, `isOn.toggle()`): its setter runs.
    /// A declaration (`let x = x`, `if var x = ...`) is matched with its keyword so that it is not taken
    /// for a change of the property `x` (the keyword's group is set): a local of the same name shadows it.
    nonisolated(unsafe) private static let mutation = #/(?:^|[^\w.])(\b(?:let|var)\s+)?(?:self\s*\.\s*|[A-Z][A-Za-z0-9_]*\s*\.\s*)?([a-z_][A-Za-z0-9_]*)\s*(?:[-+*\/]?=(?!=)|\.\s*toggle\s*\(\s*\))/#.wordBoundaryKind(.simple)
    /// The key of a UserDefaults write: a literal or an expression's names.
    nonisolated(unsafe) private static let keyArgument = #/forKey\s*:\s*("(?:[^"\\\n]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*(?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)*)/#

    /// Durable writes by pattern. A key stored only where the store holds nothing for it (a legacy
    /// value healed into the group: `AbsentKeyFills`) replaces nothing the app stored: no write.
    static func writes(in body: String) -> [IntentFacts.Write] {
        var fills: AbsentKeyFills?
        // Each write named by its whole line, as a reader finds it.
        return writePatterns.filter { body.utf8.contains(word: $0.word) }.flatMap { pattern, _, kind in
            body.matches(of: pattern).prefix(IntentFacts.maximumWrites).compactMap { match -> IntentFacts.Write? in
                // The write's own key is its last `forKey:`: one before it is a read in the value
                // (`set(d.integer(forKey: "count") + 1, forKey: "lastTap")` writes lastTap).
                if kind == "a shared UserDefaults write", let argument = body[match.range].matches(of: keyArgument).last?.1 {
                    let filling = fills ?? AbsentKeyFills(SourceText(body, language: .swift))
                    fills = filling
                    let offset = body.utf8.distance(from: body.startIndex, to: match.range.lowerBound)
                    let block = filling.source.innermostBlocks(around: [offset])[0]
                    guard !filling.fillsOnlyWhenAbsent(argument, at: offset, block: block) else { return nil }
                }
                let start = body[..<match.range.lowerBound].lastIndex(of: "\n").map { body.index(after: $0) } ?? body.startIndex
                let end = body[match.range.upperBound...].firstIndex(of: "\n") ?? body.endIndex
                let key = kind == "a shared UserDefaults write" ? body[match.range].matches(of: keyLiteral).last.map { String($0.1) } : nil
                let keyName = kind == "a shared UserDefaults write" ? Self.keyName(in: body[match.range]) : nil
                var write = IntentFacts.Write(kind: kind, code: DartScanner.shortened(String(body[start..<end])), key: key, keyName: keyName)
                write.keyExpression = keyName == nil || key != nil ? nil : body[match.range].matches(of: keyArgument).last.map { keyExpression($0.1) }
                return write
            }
        }
    }

    /// Calls Swift and the frameworks make everywhere: never the project's own helpers.
    static let knownCalls: Set<String> = ["print", "min", "max", "init", "result", "defer", "guard", "if", "switch", "return", "await", "try",
                                          "set", "integer", "string", "bool", "double", "object", "data", "array", "dictionary", "removeObject",
                                          "reloadTimelines", "reloadAllTimelines", "synchronize", "fetch", "save", "insert", "delete", "append"]

    /// The argument labels of each call `name(` in a body, in order (nil for an unlabeled
    /// argument); nil for a call whose arguments could not be read (unclosed within the bound).
    static func callLabels(in body: String) -> [String: [[String?]?]] {
        let source = SourceText(body, language: .swift)
        var found: [String: [[String?]?]] = [:]
        for match in source.code.matches(of: call) {
            let name = String(match.1)
            guard !knownCalls.contains(name), found[name]?.last != .some(nil) else { continue }
            // Past the bound a name's labels are unknown: it is followed by name alone.
            guard found[name, default: []].count < maximumCallsRead else { found[name] = [nil]; continue }
            found[name, default: []].append(source.arguments(from: match.range.upperBound)?.map(\.label))
        }
        return found
    }

    /// Calls of one name whose labels are read per body; past them the name is followed by name alone.
    static let maximumCallsRead = 16

    /// Whether a call's argument labels fit a function's parameters: each argument takes the next
    /// parameter of its label, in order; the parameters passed over have defaults (or a trailing
    /// closure fills the last).
    static func fits(_ arguments: [String?], _ parameters: [String?]) -> Bool {
        var next = 0
        for label in arguments {
            guard let index = parameters[next...].firstIndex(where: { $0 == label }) else { return false }
            next = index + 1
        }
        return true
    }

    /// Names called as `name(` in a body.
    static func calls(in body: String) -> [String] {
        // Free calls (`helper(`) and method calls (`.helper(`): by name only. A capitalised free
        // call is a type's initializer unless the target declares a function of that name
        // (`VPNReloadStatusWidgets()`): followed only where one is.
        body.matches(of: call).map { String($0.1) }.filter { !knownCalls.contains($0) }
            + body.matches(of: typeCall).map { String($0.1) }.filter(knownCalls.contains)
            + body.matches(of: capitalisedCall).map { String($0.1) }
    }

    nonisolated(unsafe) private static let capitalisedCall = #/(?:^|[^\w.])([A-Z][A-Za-z0-9_]*)\s*\(/#

    /// `Store.record(`, `Store.shared.record(`: a call of a type's own method.
    nonisolated(unsafe) private static let qualifiedCall = #/\b([A-Z][A-Za-z0-9_]*)(?:\s*\.\s*shared)?\s*\.\s*([a-z_][A-Za-z0-9_]*)\s*\(/#.wordBoundaryKind(.simple)

    /// `let store = Store.shared`, `var store = Store(...)`: a local whose type the body names.
    nonisolated(unsafe) private static let typedLocal =
        #/\b(?:let|var)\s+([a-z_][A-Za-z0-9_]*)\s*=\s*(?:try\s+|await\s+)*([A-Z][A-Za-z0-9_]*)\s*(?:\.\s*shared\b|\()/#.wordBoundaryKind(.simple)
    /// `store.record(`, `store?.record(`: a call on a local.
    nonisolated(unsafe) private static let localCall = #/(?:^|[^\w.])([a-z_][A-Za-z0-9_]*)\s*\??\s*\.\s*([a-z_][A-Za-z0-9_]*)\s*\(/#

    /// The types a body's calls of each name are made on, for names it calls only on types
    /// (`Store.record(`, and `store.record(` on a local bound to `Store.shared` or `Store(...)` in
    /// the body, never a bare or another instance's `record(`): a call names whose method it is.
    static func callOwners(in body: String) -> [String: Set<String>] {
        var owners: [String: Set<String>] = [:], qualified: [String: Int] = [:], all: [String: Int] = [:]
        for match in body.matches(of: qualifiedCall) {
            owners[String(match.2), default: []].insert(String(match.1))
            qualified[String(match.2), default: 0] += 1
        }
        var locals: [String: String] = [:], rebound = Set<String>()
        for match in body.matches(of: typedLocal) {
            let name = String(match.1)
            if let known = locals[name], known != String(match.2) { rebound.insert(name) }
            locals[name] = String(match.2)
        }
        // A name bound to two types in one body (two blocks' locals): its calls stay untyped.
        for name in rebound { locals[name] = nil }
        if !locals.isEmpty {
            for match in body.matches(of: localCall) {
                guard let type = locals[String(match.1)] else { continue }
                owners[String(match.2), default: []].insert(type)
                qualified[String(match.2), default: 0] += 1
            }
        }
        guard !owners.isEmpty else { return [:] }
        for match in body.matches(of: call) { all[String(match.1), default: 0] += 1 }
        return owners.filter { name, _ in qualified[name] == all[name] }
    }

    /// `x.name(`, `x?.name(`, `f().name(`: a call on an instance (a lowercase receiver, a call's or
    /// subscript's result), which a `static func name` cannot be.
    nonisolated(unsafe) private static let instanceCall = #/(?:\b[a-z_][A-Za-z0-9_]*|[)\]?!])\s*\.\s*([a-z_][A-Za-z0-9_]*)\s*\(/#.wordBoundaryKind(.simple)

    /// Names a body calls only on instances (never bare, never on a type).
    static func instanceOnlyCalls(in body: String) -> Set<String> {
        var instance: [String: Int] = [:], all: [String: Int] = [:]
        for match in body.matches(of: instanceCall) { instance[String(match.1), default: 0] += 1 }
        guard !instance.isEmpty else { return [] }
        for match in body.matches(of: call) { all[String(match.1), default: 0] += 1 }
        return Set(instance.filter { name, count in all[name] == count }.keys)
    }

    /// Names a body changes in place: where the target declares a property of the name with a
    /// setter or an observer, it runs (the scanner files them as functions of the property's name).
    static func mutated(in body: String) -> [String] {
        body.matches(of: mutation).compactMap { $0.1 == nil ? String($0.2) : nil }
    }

    /// A key's expression as written, without spaces (`Keys . count` is `Keys.count`): how a body's resolved keys are found.
    static func keyExpression(_ argument: Substring) -> String {
        String(argument.filter { !$0.isWhitespace })
    }

    /// The key a UserDefaults write names, for comparing writes by name (`Write.keyName`).
    static func keyName(in call: Substring) -> String? {
        guard let argument = call.matches(of: keyArgument).last?.1 else { return nil }
        if argument.hasPrefix("\"") { return String(argument) }
        return argument.split(separator: ".").last.map { String($0.trimmingWhitespace) }
    }
}
