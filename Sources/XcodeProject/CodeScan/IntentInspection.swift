/// The project's App Intents and the widgets' uses of them, from the Swift files the targets
/// compile: each file scanned once, each intent judged per target that compiles it.
enum IntentInspection {
    /// A file some targets compile, with its parse (as Swift), which every reader of the file
    /// shares: the code scan's, the intents', the views', the keys' (issue 41).
    struct Source {
        let text: String
        let file: String
        let targets: [String]
        let parsed: SourceText

        init(text: String, file: String, targets: [String], parsed: SourceText? = nil) {
            self.text = text
            self.file = file
            self.targets = targets
            self.parsed = parsed ?? SourceText(text, language: .swift, file: file)
        }
    }

    /// `appCode`: the app's code in another language whose file writes are read (a .NET app's C#).
    /// `table`: the Swift files as the code scan read them (`CodeScanner.Result.tables`), not parsed again.
    static func facts(_ sources: [Source], targets: [TargetFacts], appCode: [(text: String, file: String)] = [],
                      table: SymbolTable? = nil, readings: IntentBodyReadings = IntentBodyReadings(),
                      packageConditions: [String: PackageManifest.SwiftConditions] = [:]) -> (intents: [IntentFacts], uses: [IntentUse]) {
        var byFile: [String: SymbolTable.File] = [:]
        for file in table?.files ?? [] { byFile[file.name] = file }
        let scanned = sources.map { source in
            (source: source, scanned: IntentScanner.scan(source.text, file: source.file,
                                                         parsed: byFile[source.file] ?? SymbolTable.File(name: source.file, source: source.parsed)))
        }
        let declared = ConditionalCompilation.declared(targets, .swift)
        // Files are named through definitions anywhere in the project: read only where some code writes a file.
        let writesFiles = sources.contains { $0.text.utf8.contains(word: "write(to") }
        let fileDefinitions = writesFiles ? fileNameDefinitions(sources, table: table, appCode: appCode) : .none
        // By object id: two targets may share a name (issue 35: a copied target crashed this).
        let analysed = Dictionary(uniqueKeysWithValues: targets.map { target -> (String, IntentAnalysis.Target) in
            var functions: [String: [FunctionBody]] = [:]
            for (source, file) in scanned where source.targets.contains(target.name) {
                for (name, bodies) in file.functions { functions[name, default: []] += bodies }
            }
            var analysed = IntentAnalysis.Target(name: target.name, builds: ConditionalCompilation.builds(of: target.configurations, .swift, declared: declared),
                                                 functions: functions)
            analysed.fileDefinitions = fileDefinitions
            for (source, _) in scanned where source.targets.contains(target.name) {
                if let conditions = packageConditions[source.file] { analysed.packageBuilds[source.file] = ConditionalCompilation.builds(of: target.configurations, package: conditions) }
            }
            return (target.id, analysed)
        })
        let ids = { (name: String) in targets.filter { $0.name == name }.map(\.id) }
        let extensions = scanned.flatMap(\.scanned.extensions)
        // The string literals of every file a target other than an app compiles: the keys a
        // widget could read, so an app's write of any other key leaves no widget stale.
        let apps = Set(targets.filter(\.productType.isApplication).map(\.name))
        var mentioned = Set<String>()
        for source in sources where source.targets.contains(where: { !apps.contains($0) }) {
            mentioned.formUnion(stringLiterals(in: source.text))
        }
        // The keys the apps' own code writes (outside App Intents): a key an intent writes in the
        // extension that no app writes is the extension's own, no race (issue 37 class 4).
        // A key named through a string constant the project defines once (or alike everywhere) is
        // compared by its value: `forKey: tasksKey` with `let tasksKey = "tasks"` is `"tasks"`.
        var literals: [String: String] = [:], conflicting = Set<String>()
        for (name, value) in scanned.flatMap(\.scanned.literals) {
            if let known = literals[name], known != value { conflicting.insert(name) }
            literals[name] = value
        }
        for name in conflicting { literals[name] = nil }
        // A name qualified by its type (`Store.Keys.count`) no file resolved where it is written: the
        // project's constant of that type; else, as a bare name, the project's one value of the name.
        var constants: [String: [VisibleKeyConstants.Constant]] = [:]
        for (name, found) in scanned.flatMap(\.scanned.constants) { constants[name, default: []] += found }
        let key = { (expression: String) -> String in
            if expression.hasPrefix("\"") { return expression }
            if expression.contains("."), let resolved = VisibleKeyConstants.key(Substring(expression), around: [], constants: constants) { return resolved }
            let name = IntentAnalysis.keyName(in: Substring("forKey: " + expression)) ?? expression
            return literals[name].map { "\"\($0)\"" } ?? name
        }
        // Only what code the app's process runs writes (`AppReachability`): not a store's method
        // only the widget's intent calls, nor one nothing calls.
        let reachability = AppReachability(scanned.map(\.scanned.reach), inApp: scanned.map { $0.source.targets.contains(where: apps.contains) },
                                           appIntents: scanned.map { source, file in
                                               Set(file.intents.indices.filter { runsInApp(file.intents[$0], targets: source.targets, apps: apps, extensions: extensions) })
                                           })
        let appKeys = Set(scanned.indices.flatMap { index in
            scanned[index].scanned.writtenKeys.filter { reachability.runs($0.place, file: index) }.map { key($0.key) }
        })
        // The keys code outside the apps (the widget extension, a framework it links) reads: what a
        // widget could show. Not a read in a file both compile that the app's code runs and the
        // extensions' never do (held-out lifeGLANCE: the app's plugin consuming a pending action
        // its intent leaves): the same call graph, from the extensions' side. A read the graph
        // reaches from neither side (a call it does not see: an interpolation's) stays the widget's.
        let outside = scanned.map { $0.source.targets.contains(where: { !apps.contains($0) }) }
        let extensionReach = AppReachability(scanned.map(\.scanned.reach), inApp: outside, appIntents: scanned.map { source, file in
            Set(file.intents.indices.filter { !runsInApp(file.intents[$0], targets: source.targets, apps: apps, extensions: extensions) })
        })
        // Not a read inside an App Intent: another intent's perform() reading the key (to toggle it,
        // to page through it) shows nothing (round 16 DisplayPlus: ChangePage's `currentPage`,
        // read outside the app only by the intents paging through it, was taken for the widget's).
        let widgetKeys = Set(scanned.indices.filter { outside[$0] }.flatMap { index in
            scanned[index].scanned.readKeys.filter { read in
                read.place.intent == nil && (extensionReach.runs(read.place, file: index) || !reachability.runs(read.place, file: index))
            }.map { key($0.key) }
        })
        // The files the app's own code writes, by name: its Swift's functions the app runs (as for
        // keys) and a .NET app's C#.
        var appFiles = Set<String>()
        if writesFiles {
            for (index, (_, file)) in scanned.enumerated() {
                for body in file.functions.values.joined() where reachability.runs(body.place, file: index)
                    && readings.writes(in: body.text).contains(where: { $0.kind == IntentFacts.Write.fileWrite }) {
                    appFiles.formUnion(FileNames.named(in: body.text, definitions: fileDefinitions))
                }
            }
            for code in appCode { appFiles.formUnion(FileNames.csharpWrites(code.text, file: code.file, definitions: fileDefinitions)) }
        }
        // The keys the apps' code observes across processes: an intent's write of one is the app's input.
        let observed = KeyObservers.observed(in: sources.filter { $0.targets.contains(where: apps.contains) }.map(\.parsed)) {
            sources.map { byFile[$0.file]?.declarations ?? SourceDeclarations($0.parsed) }
        }
        let intents = scanned.flatMap { source, file in
            file.intents.map { declaration in
                var intent = IntentAnalysis.facts(declaration, targets: source.targets.flatMap(ids).compactMap { analysed[$0] }, extensions: extensions,
                                                  readings: readings)
                intent.writes = intent.writes.mapValues { writes in
                    let compared = writes.map { write in
                        var write = write
                        write.keyMentionedOutsideApps = write.key.map(mentioned.contains)
                        let written = write.keyName?.hasPrefix("\"") == false ? write.keyExpression ?? write.keyName : write.keyName
                        write.appWritesKey = written.map { appKeys.contains(key($0)) }
                        write.widgetReadsKey = written.map { widgetKeys.contains(key($0)) }
                        write.appObservesKey = written.map { observed.contains(key($0)) }
                        write.appWritesFile = write.fileNames.map { !appFiles.isDisjoint(with: $0) }
                        return write
                    }
                    // Those the app shares first, so that the few shown hold every one a check needs.
                    let shared = { (write: IntentFacts.Write) in write.appWritesKey == true || write.appWritesFile == true }
                    return Array((compared.filter(shared) + compared.filter { !shared($0) }).prefix(IntentFacts.shownWrites))
                }
                if let table { intent.constructed = table.isCalled(intent.name) }
                return intent
            }
        }
        let uses = scanned.flatMap { source, file in
            file.uses.map { use in
                var use = use
                use.targets = source.targets
                return use
            }
        }
        return (intents, uses)
    }

    /// The project's file-name constants (`FileNames.Definitions`): the Swift files' symbol table
    /// (the code scan's, else one of these sources) and a .NET app's C# read into one of its own.
    private static func fileNameDefinitions(_ sources: [Source], table: SymbolTable?, appCode: [(text: String, file: String)]) -> FileNames.Definitions {
        let parsed = { (text: String, file: String, language: SourceText.Language) -> SymbolTable.File in
            let source = SourceText(text, language: language, file: file)
            return SymbolTable.File(name: file, source: source, declarations: SourceDeclarations(source))
        }
        let swift = table ?? SymbolTable(sources.map { SymbolTable.File(name: $0.file, source: $0.parsed) })
        let csharp = appCode.isEmpty ? [] : [SymbolTable(appCode.map { parsed($0.text, $0.file, .csharp) })]
        return FileNames.Definitions([swift] + csharp)
    }

    /// Whether an intent runs in the app's process: pinned to it, or compiled by apps alone.
    private static func runsInApp(_ intent: IntentDeclaration, targets: [String], apps: Set<String>, extensions: [IntentExtension]) -> Bool {
        if !targets.isEmpty, targets.allSatisfy(apps.contains) { return true }
        return IntentPins.of(intent, extensions: extensions).allowed == ["main"]
    }

    /// The bodies of the one-line `"..."` literals of a text, as written (escapes kept), left to
    /// right: what `"((?:[^"\\\n]|\\.)*)"` matches, read over the bytes once. A literal that a
    /// line's end cuts off fails for every quote inside it too (each is either escaped, and read
    /// the same way from there, or would have closed it), so the search goes on after the line:
    /// linear, where the regular expression kept a backtracking state a character (a 1 MiB
    /// literal took 150 MB) and tried again from each quote.
    static func stringLiterals(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var found: [String] = [], index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else { index += 1; continue }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                end += bytes[end] == UInt8(ascii: "\\") && end + 1 < bytes.count && bytes[end + 1] != UInt8(ascii: "\n") ? 2 : 1
            }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                found.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
                index = end + 1
            } else {
                index = end
            }
        }
        return found
    }
}
