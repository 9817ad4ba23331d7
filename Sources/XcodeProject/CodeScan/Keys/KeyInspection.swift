import Essentials

/// The keys of one project's code (`KeyFacts`): each Swift, Objective-C and Dart file scanned
/// once, the keys resolved through constants (in place, the type's a qualified name names, the
/// innermost block's, the file's, then the one definition of the project) and the receivers
/// through the names the files bind to `UserDefaults(suiteName:)`. A test target's files are not
/// the app's (their suites are mocks), but the launch arguments its UI tests pass are read.
enum KeyInspection {
    /// Names followed from one binding to the next (`let defaults = AppGroup.shared`).
    static let maximumHops = 4

    /// `table`: the Swift files' symbol table as the code scan built it (else one is built of `swift`);
    /// `dartTable`: the Dart files', through which a key a wrapper's parameter names is followed to its callers;
    /// `objectiveCTable`: the Objective-C files' and headers', for key constants another file defines.
    static func facts(swift: [IntentInspection.Source], objectiveC: [IntentInspection.Source], dart: DartCode,
                      scripts: [(text: String, file: String)] = [], appCode: AppCodeKeys = AppCodeKeys(), launchSettings: [(text: String, file: String)] = [],
                      targets: [TargetFacts], table: SymbolTable? = nil, dartTable: SymbolTable? = nil, objectiveCTable: SymbolTable? = nil) -> KeyFacts {
        let tests = Set(targets.filter { $0.role == .test }.map(\.name))
        let launchArguments = launchArgumentKeys(swift: swift, settings: launchSettings)
        let swift = swift.filter { !$0.targets.allSatisfy(tests.contains) }
        let objectiveC = objectiveC.filter { !$0.targets.allSatisfy(tests.contains) }
        let scanned = swift.filter { SwiftKeyScanner.mayHoldKeys($0.text) }.map { (source: $0, scanned: SwiftKeyScanner.scan($0.parsed, file: $0.file)) }
        let dartScanned = zip(dart.files, dart.neverRuns).map { DartKeyScanner.scan($0.parsed, file: $0.file, android: $1) }

        // The names of the project defined once (the same way everywhere), for keys and receivers.
        var definitions: [String: (value: SourceText.Constant.Value, at: String)?] = [:]
        func define(_ constants: [String: SourceText.Constant], file: String) {
            // A `private`/`fileprivate` constant names nothing in another file (round 12 Samplasion+gymtracker:
            // a loop's `forKey: key` was read as another file's `fileprivate let key`).
            for (name, constant) in constants.sorted(by: { $0.key < $1.key }) where !constant.filePrivate {
                switch definitions[name] {
                case nil: definitions[name] = (constant.value, "\(file):\(constant.line)")
                case let known?? where known.value != constant.value: definitions[name] = .some(nil)
                default: break
                }
            }
        }
        for (source, file) in scanned { define(file.constants, file: source.file) }
        // Keys named through a constant of a file that holds no access (a key enum of its own): those files' constants too,
        // read only when some access needs them.
        let needsOthers = scanned.contains { _, file in
            file.found.contains { SourceText.literal($0.access.expression, language: .swift) == nil && file.source.value(of: $0.access.expression, constants: file.constants) == nil }
        }
        if needsOthers {
            let read = Set(scanned.map(\.source.file))
            for source in swift where !read.contains(source.file) && (source.text.utf8.contains(word: "let") || source.text.utf8.contains(word: "case")) {
                define(source.parsed.constants(), file: source.file)
            }
        }
        for (file, source) in zip(dartScanned, dart.files) { define(file.constants, file: source.file) }
        var bindings: [String: SwiftKeyScanner.Receiver] = [:]
        for (_, file) in scanned {
            for (name, receiver) in file.bindings {
                if let known = bindings[name], known != receiver { bindings[name] = .unknown } else { bindings[name] = receiver }
            }
        }

        func projectValue(_ expression: String, language: SourceText.Language) -> (value: String, at: String)? {
            var name = SourceText.constantName(in: expression, language: language)
            for _ in 0..<SourceText.maximumAliasHops {
                guard let current = name, let definition = definitions[current] ?? nil else { return nil }
                switch definition.value {
                case let .literal(value): return (value, definition.at)
                case let .name(next): name = next
                }
            }
            return nil
        }
        func suite(_ receiver: SwiftKeyScanner.Receiver, local: [String: SwiftKeyScanner.Receiver]) -> KeyAccess.Suite? {
            var current = receiver
            for _ in 0..<maximumHops {
                switch current {
                case .suite: return .group
                case .standard: return nil
                case .unknown: return .unknown
                case let .name(name):
                    guard let next = local[name] ?? bindings[name], next != current else { return .unknown }
                    current = next
                }
            }
            return .unknown
        }

        let table = table ?? SymbolTable(swift.map { SymbolTable.File(name: $0.file, source: $0.parsed) })
        var facts = KeyFacts()
        // Types keeping their key in a property (`WrapperKeys`), with the suite and call of their write.
        var wrappers: [WrapperKeys.Wrapper: (suite: KeyAccess.Suite, call: String)] = [:]
        // Helper functions taking their key as a parameter (`ParameterKeys`), likewise.
        var helpers: [ParameterKeys.Helper: KeyAccess.Suite] = [:]
        let tableIndex = Dictionary(table.files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (source, file) in scanned {
            let scoped = file.found.isEmpty ? nil : ScopedDefinitions(file.source)
            var declarations: SourceDeclarations?
            // The file's declarations, the table's when it read the file (it reads every Swift file the code scan did).
            func parsed() -> SourceDeclarations {
                let parsed = declarations ?? tableIndex[source.file].map { table.files[$0].declarations } ?? SourceDeclarations(file.source)
                declarations = parsed
                return parsed
            }
            for found in file.found {
                guard let suite = suite(found.receiver, local: file.bindings.merging(file.declared) { bound, _ in bound }) else { continue }
                // A read counts only from the group's suite; a write from any suite but `standard`.
                if found.access.role == .read, suite != .group { continue }
                let expression = found.access.expression
                if found.access.role == .read, MigrationReads.isFallback(readAt: found.offset, in: file.source)
                    || MigrationReads.isMigration(readAt: found.offset, key: expression, in: file.source, declarations: parsed()) {
                    continue
                }
                func value(_ expression: String, at offset: Int) -> (value: String, at: String?)? {
                    SourceText.literal(expression, language: .swift).map { ($0, nil) }
                        ?? table.ownedLiteral(expression).flatMap { owned in owned.literal.map { ($0, owned.place?.shown) } }
                        ?? scoped?.value(of: expression, at: offset).map { ($0.value, "\(source.file):\($0.line)") }
                        ?? file.source.value(of: expression, constants: file.constants).map { ($0.value, $0.line.map { "\(source.file):\($0)" }) }
                        // A member named with its project type is that member: never another type's of the same name.
                        ?? (table.ownedMembers(expression) == nil ? projectValue(expression, language: .swift).map { ($0.value, $0.at) } : nil)
                }
                var resolved = [value(expression, at: found.offset)]
                // A loop over a list of keys reads each of them, the first one set winning, or writes each.
                let reads = found.access.role == .read
                if resolved[0] == nil, let elements = LoopKeys.elements(of: expression, at: found.offset, in: file.source,
                                                                         limit: reads ? LoopKeys.maximumElements : LoopKeys.maximumWrittenElements) {
                    // A key written in the list is defined there, as a constant is: no mention of it elsewhere.
                    let values = elements.map { element -> (value: String, at: String?)? in
                        let place = "\(source.file):\(file.source.line(at: element.offset))"
                        let resolved = value(element.expression, at: element.offset)
                            ?? LoopKeys.interpolated(element.expression) { value($0, at: element.offset)?.value }.map { ($0, nil) }
                        return resolved.map { ($0.value, $0.at ?? place) }
                    }
                    if values.allSatisfy({ $0 != nil }) { resolved = values }
                }
                if resolved.count == 1, resolved[0] == nil, found.access.role == .write {
                    if wrappers.count < WrapperKeys.maximumWrappers,
                       let wrapper = WrapperKeys.wrapper(of: expression, at: found.offset, in: file.source, declarations: parsed()), wrappers[wrapper] == nil {
                        wrappers[wrapper] = (suite, found.access.call)
                    } else if helpers.count < ParameterKeys.maximumHelpers, let index = tableIndex[source.file],
                              let helper = ParameterKeys.helper(of: expression, at: found.offset, file: index, in: table), helpers[helper] == nil {
                        helpers[helper] = suite
                    }
                }
                let keys = resolved.compactMap { $0?.value }
                for key in resolved {
                    let parts = key == nil ? KeySyntax.interpolation(expression, language: .swift) : nil
                    var access = KeyAccess(role: found.access.role, language: .swift, call: found.access.call, key: key?.value,
                                           expression: DartScanner.shortened(expression),
                                           prefix: parts?.head, suffix: parts?.tail,
                                           type: found.access.type, suite: suite, file: source.file, line: found.access.line,
                                           definedAt: key?.at, targets: source.targets)
                    if keys.count > 1, reads { access.alternatives = keys.filter { $0 != key?.value } }
                    access.absentValue = found.access.absentValue
                    facts.accesses.append(access)
                }
            }
            if file.readsAll { facts.readsAllKeys = true }
        }
        // Each construction of a wrapper names a key it writes, in the file constructing it.
        if !wrappers.isEmpty {
            let targets = Dictionary(swift.map { ($0.file, $0.targets) }, uniquingKeysWith: { first, _ in first })
            for (wrapper, write) in wrappers.sorted(by: { $0.key.type < $1.key.type }) {
                for file in table.files {
                    for (expression, offset) in WrapperKeys.constructions(of: wrapper, in: file.source) {
                        guard let key = SourceText.literal(expression, language: .swift) ?? table.ownedLiteral(expression)?.literal else { continue }
                        facts.accesses.append(KeyAccess(role: .write, language: .swift, call: "\(wrapper.type)(\(wrapper.unlabeled ? "_" : wrapper.property):)",
                                                        key: key, expression: DartScanner.shortened(expression), type: nil, suite: write.suite,
                                                        file: file.name, line: file.source.line(at: offset), targets: targets[file.name] ?? []))
                    }
                }
            }
        }
        // Each call of a helper names a key it writes, in the file calling it. A React Native
        // module's method no Swift calls is called by the app's scripts: their calls name the keys.
        var bridgeMethods: [ScriptKeyScanner.BridgeMethod] = []
        if !helpers.isEmpty {
            let targets = Dictionary(swift.map { ($0.file, $0.targets) }, uniquingKeysWith: { first, _ in first })
            let texts = Dictionary(swift.map { ($0.file, $0.text) }, uniquingKeysWith: { first, _ in first })
            for (helper, suite) in helpers.sorted(by: { ($0.key.file, $0.key.function) < ($1.key.file, $1.key.function) }) {
                let function = table.files[helper.file].declarations.functions[helper.function]
                let name = function.name
                let keys = ParameterKeys.keys(of: helper, in: table)
                if keys.isEmpty, !scripts.isEmpty, let text = texts[table.files[helper.file].name],
                   BridgeCode.framework(of: text, objectiveC: false) == "React Native" {
                    bridgeMethods.append(.init(module: function.owner, name: name, position: helper.parameter.position, suite: suite))
                }
                for (expression, index, offset) in keys {
                    guard let key = SourceText.literal(expression, language: .swift) ?? table.ownedLiteral(expression)?.literal else { continue }
                    let file = table.files[index]
                    facts.accesses.append(KeyAccess(role: .write, language: .swift, call: "\(name)(\(helper.parameter.label ?? "_"):)",
                                                    key: key, expression: DartScanner.shortened(expression), type: nil, suite: suite,
                                                    file: file.name, line: file.source.line(at: offset), targets: targets[file.name] ?? []))
                }
            }
        }
        // A key constant another file defines (`static NSString * const` in a header): through the Objective-C files' table.
        let objectiveCIndex = Dictionary((objectiveCTable?.files ?? []).enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for source in objectiveC {
            let definition = { (name: String) -> (value: String, at: String)? in
                guard let table = objectiveCTable, let index = objectiveCIndex[source.file] else { return nil }
                let values = table.values(of: name, file: index, offset: 0)
                guard values.count == 1, let literal = values[0].literal else { return nil }
                return (literal, values[0].place?.shown ?? source.file)
            }
            // An exported method writing the key its parameter gives: the scripts' calls name the keys, its own write none.
            var parameters = Set<String>()
            if !scripts.isEmpty, BridgeCode.framework(of: source.text, objectiveC: true) == "React Native" {
                for method in ObjectiveCKeyScanner.bridgeMethods(source.parsed) {
                    bridgeMethods.append(.init(module: nil, name: method.name, position: method.position, suite: method.suite))
                    parameters.insert(method.parameter)
                }
            }
            facts.accesses += ObjectiveCKeyScanner.scan(source.parsed, file: source.file, definition: definition).filter { access in
                access.key != nil || !parameters.contains(access.expression)
            }.map { access in
                var access = access
                access.targets = source.targets
                return access
            }
        }
        // Dart wrappers taking their key as a parameter (`static Future<void> save(String key, String value) =>
        // HomeWidget.saveWidgetData(key, value)`): each call iOS runs names a key written.
        // The table is the code scan's; built here, once, only when a write names a parameter.
        let dartNeverRuns = Dictionary(zip(dart.files.map(\.file), dart.neverRuns)) { first, _ in first }
        var dartTable = dartTable
        var dartIndex: [String: Int] = [:]
        var dartHelpers = Set<ParameterKeys.Helper>()
        for file in dartScanned {
            for (access, offset) in zip(file.found, file.offsets) {
                if access.key == nil, let (value, at) = projectValue(access.expression, language: .dart) {
                    facts.accesses.append(KeyAccess(role: access.role, language: .dart, call: access.call, key: value, expression: access.expression,
                                                    type: access.type, suite: access.suite, file: access.file, line: access.line, definedAt: at))
                    continue
                }
                facts.accesses.append(access)
                guard access.key == nil, access.role == .write, dartHelpers.count < ParameterKeys.maximumHelpers,
                      SourceText.isName(access.expression) else { continue }
                if dartTable == nil { dartTable = SymbolTable(dart.files.map { SymbolTable.File(name: $0.file, source: $0.parsed) }) }
                guard let dartTable else { continue }
                if dartIndex.isEmpty { dartIndex = Dictionary(dartTable.files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first }) }
                guard let index = dartIndex[access.file], let helper = ParameterKeys.helper(of: access.expression, at: offset, file: index, in: dartTable),
                      dartHelpers.insert(helper).inserted else { continue }
                let function = dartTable.files[helper.file].declarations.functions[helper.function]
                // As Dart calls it: `WidgetConfig.save`, `WidgetConfig.saveNamed(id:)`.
                let call = (function.owner.map { "\($0)." } ?? "") + function.name + (helper.parameter.label.map { "(\($0):)" } ?? "")
                for (expression, caller, at) in ParameterKeys.keys(of: helper, in: dartTable) {
                    let callerFile = dartTable.files[caller]
                    guard dartNeverRuns[callerFile.name]?.contains(at) != true else { continue }
                    let values = dartTable.values(of: expression, file: caller, offset: at)
                    guard values.count == 1, let value = values[0].literal else { continue }
                    let key = (value: value, at: values[0].place.flatMap { $0.isDefinition ? $0.shown : nil })
                    facts.accesses.append(KeyAccess(role: .write, language: .dart, call: call,
                                                    key: key.value, expression: DartScanner.shortened(expression), type: access.type, suite: access.suite,
                                                    file: callerFile.name, line: callerFile.source.line(at: at), definedAt: key.at))
                }
            }
        }
        let expoTargets = ExpoTargets.names(in: scripts)
        for script in scripts {
            facts.accesses += ScriptKeyScanner.scan(script.text, file: script.file, expoTargets: expoTargets, bridgeMethods: bridgeMethods)
        }
        facts.accesses += appCode.writes
        // Bridge code only widget extensions compile never runs: its accesses and mentions are no one's.
        let stranded = BridgeCode.strandedInWidgets(swift, objectiveC: false, targets: targets)
            .merging(BridgeCode.strandedInWidgets(objectiveC, objectiveC: true, targets: targets)) { first, _ in first }
        if !stranded.isEmpty {
            facts.strandedWrites = facts.accesses.compactMap { access in
                access.role == .write ? stranded[access.file].map { (access, $0) } : nil
            }
            facts.accesses.removeAll { stranded[$0.file] != nil }
        }
        // The accesses' own places are not mentions: the call's lines (a key may stand a line or two below) and the constant's.
        var own: [String: Set<String>] = [:]
        for access in facts.accesses {
            guard let key = access.key else { continue }
            own[key, default: []].formUnion((0...2).map { "\(access.file):\(access.line + $0)" } + [access.definedAt].compactMap { $0 })
        }
        facts.launchArguments = launchArguments
        // Objective-C is read as Swift (its parse shared with its key scan): its quotes and comments are alike.
        let native = (swift + objectiveC).filter { stranded[$0.file] == nil }.map { ($0.parsed, $0.file) }
        let others = dart.files.map { ($0.parsed, $0.file) } + scripts.map { (SourceText($0.text, language: .dart, file: $0.file), $0.file) } + appCode.sources
        // Every Swift file the code scan read (local packages' and files no target lists too): a
        // reload anywhere there may be the app's, but in a file only widget extensions compile.
        let widgetOnly = KeyFacts.widgetOnly(swift + objectiveC, targets: targets)
        let appRunnable = (table.files.map { ($0.source, $0.name) } + objectiveC.map { ($0.parsed, $0.file) }).filter { !widgetOnly.contains($0.1) } + others
        facts.reloads = ReloadMentions.places(in: appRunnable)
        facts.controlReloads = ReloadMentions.places(in: appRunnable, controls: true)
        for file in table.files {
            let providers = file.declarations.types.filter { type in
                type.keyword != "protocol" && type.inherits.contains { $0 == "ControlValueProvider" || $0 == "AppIntentControlValueProvider" }
            }
            guard !providers.isEmpty else { continue }
            facts.controlProviders[file.name] = providers.map { file.source.line(at: $0.offset)...file.source.line(at: max($0.body.lowerBound, $0.body.upperBound - 1)) }
        }
        let neverRuns = Dictionary(zip(dart.files.map(\.file), dart.neverRuns)) { first, _ in first }
        // A Dart string reaches the group only through a write: home_widget's calls (read above, their
        // keys followed through constants and wrappers), another App Group plugin, or a channel to
        // native code, whose write then takes its key from an argument. Where no write's key is open
        // and no such plugin is imported, a Dart string spelled as a key is something else (a JSON
        // field, a map key, `Key('tasks')`): no write (round 12 atomic-blend+app: the widget's
        // `tasks`, written nowhere, was taken for written by `json["tasks"]`).
        let openKey = facts.accesses.contains { $0.role == .write && $0.suite != .app && $0.key == nil && $0.prefix == nil && $0.suffix == nil }
        let mentioning = openKey || DartKeyScanner.importsGroupPlugin(dart) ? native + others : native + others.dropFirst(dart.files.count)
        if !own.isEmpty { facts.mentions = mentions(of: own, in: mentioning, skipping: neverRuns) }
        // A key a `defaults write` command of the repository writes into a group is written from outside.
        if !own.isEmpty {
            let texts = (swift + objectiveC).map { ($0.text, $0.file) } + dart.files.map { ($0.text, $0.file) } + scripts.map { ($0.text, $0.file) }
            for (text, file) in texts {
                for (key, line) in OutsideWrites.keys(in: text) where own[key] != nil && facts.mentions[key, default: []].count < maximumMentions {
                    facts.mentions[key, default: []].append("\(file):\(line)")
                }
            }
        }
        return facts
    }

    /// The keys launch arguments set, from every target's Swift (UI tests' included) and the
    /// schemes and Snapfiles, each with its first places.
    static func launchArgumentKeys(swift: [IntentInspection.Source], settings: [(text: String, file: String)]) -> [String: [String]] {
        var keys: [String: [String]] = [:]
        func add(_ found: [(key: String, line: Int)], file: String) {
            for (key, line) in found where keys[key, default: []].count < maximumMentions { keys[key, default: []].append("\(file):\(line)") }
        }
        for source in swift { add(LaunchArgumentKeys.inSwift(source.parsed), file: source.file) }
        for setting in settings {
            add(setting.file.hasSuffix(".xcscheme") ? LaunchArgumentKeys.inScheme(setting.text) : LaunchArgumentKeys.inSnapfile(setting.text), file: setting.file)
        }
        return keys
    }

    /// Mentions kept per key: enough to know a key is used elsewhere, and to name a few places.
    static let maximumMentions = 8

    /// Where each key stands as a whole string literal, outside comments and its own places, as `file:line`.
    /// `skipping`: by file, code that never runs on iOS (`DartCode.neverRuns`): a key written only
    /// there is the Android app's or no one's.
    static func mentions(of keys: [String: Set<String>], in files: [(source: SourceText, file: String)],
                         skipping: [String: OffsetRanges] = [:]) -> [String: [String]] {
        guard !keys.isEmpty else { return [:] }
        var found: [String: [String]] = [:]
        for file in files {
            let source = file.source
            let bytes = source.bytes
            let skipped = skipping[file.file]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\"") || (source.language == .dart && byte == UInt8(ascii: "'")) else { index += 1; continue }
                let end = SourceText.skipString(in: bytes, from: index, language: source.language) ?? bytes.count
                if skipped?.contains(index) == true {
                    index = end
                    continue
                }
                // Keys are short: a long literal is no key, and is not decoded.
                if end - index <= 256, let value = SourceText.literal(source.text(index..<end), language: source.language), let own = keys[value],
                   found[value, default: []].count < maximumMentions {
                    let place = "\(file.file):\(source.line(at: index))"
                    if !own.contains(place) { found[value, default: []].append(place) }
                }
                index = end
            }
        }
        return found
    }
}

extension KeyInspection {
    /// Objective-C files read for keys, per project: far more than an app's own.
    static let maximumObjectiveCFiles = 2_000

    /// The app's code beside the Xcode project in languages whose writes are not read: a React
    /// Native app's JavaScript (`package.json` naming `react-native` in the folder above `ios/`),
    /// a Kotlin Multiplatform app's Kotlin (`settings.gradle(.kts)` there).
    static func unscannedWriters(around folder: URL, scope: ProjectScope) -> [String] {
        let parent = folder.deletingLastPathComponent()
        var found: [String] = []
        if case let .data(data) = scope.read(parent.appendingPathComponent("package.json"), limit: .smallText),
           String(decoding: data, as: UTF8.self).contains("react-native") {
            found.append("JavaScript")
        }
        let gradle = ["settings.gradle.kts", "settings.gradle"].contains { name in
            if case .data = scope.read(parent.appendingPathComponent(name), limit: .smallText) { return true }
            return false
        }
        if gradle, !FileManager.default.fileExists(atPath: parent.appendingPathComponent("pubspec.yaml").path) { found.append("Kotlin") }
        return found
    }
}
