import Essentials

/// Which widgets a widget extension really has: those its `@main` entry point starts, with `#if`
/// decided by the extension's builds (`ConditionalCompilation.builds(of:)`: each configuration's
/// active compilation conditions, a name no configuration sets false, as Swift reads it; `os(...)`
/// by the platforms it builds for; `canImport(...)` and the like keep both branches). The entry
/// point is a `WidgetBundle` (the widgets its body names, bundles it names in turn followed), a
/// `Widget`, or a plain type whose `static func main()` calls `.main()` of bundles or widgets:
/// TortugaPower+BookPlayer's picks `IOSWidgetsBundle18` or `IOSWidgetsBundle` by
/// `if #available` and `WatchWidgetsBundle` under `#if os(watchOS)`, and every one it may start
/// registers (the first bundle of its file alone missed its shared widgets). Without an entry
/// point, the first bundle; without a bundle, every widget it compiles. A kind of a widget no extension registers is a declared kind, not a widget's kind
/// (decision 3: a reload of it reloads nothing, harmlessly), and so is every constant of a
/// namespace the registered kinds are defined in (`WidgetKinds.removed`).
enum WidgetRegistration {
    /// A target's compiled files and its builds (each configuration's, on each platform).
    struct Target {
        let name: String
        let files: Set<String>
        let builds: [ConditionalCompilation.Build]
        /// The builds of the files it compiles through a local package, by file (`ConditionalCompilation.builds(of:package:)`).
        var packageBuilds: [String: [ConditionalCompilation.Build]] = [:]
    }

    /// The widget types registered by any target, by the target's name.
    static func registered(_ table: SymbolTable, targets: [Target]) -> [String: Set<String>] {
        var widgetTypes = Set<String>()
        for file in table.files {
            for type in file.declarations.types where type.inherits.contains("Widget") { widgetTypes.insert(type.name) }
        }
        var result: [String: Set<String>] = [:]
        for target in targets {
            let files = table.files.indices.filter { target.files.contains(table.files[$0].name) }
            let types = files.flatMap { file in table.files[file].declarations.types.map { (file, $0) } }
            let bundles = types.filter { $0.1.inherits.contains("WidgetBundle") }
            let widgets = types.filter { $0.1.inherits.contains("Widget") }
            // A local package's file is compiled with its package target's conditions.
            func builds(of file: Int) -> [ConditionalCompilation.Build] {
                let builds = target.packageBuilds[table.files[file].name] ?? target.builds
                return builds.isEmpty ? [.init(conditions: [], declared: nil)] : builds
            }
            var names = Set<String>()
            // Each build's own entry point: a file may declare one per platform under `#if os(...)`.
            for main in types where main.1.isMain {
                let source = table.files[main.0].source
                let regions = ConditionalCompilation.Regions(source.code, dialect: .swift)
                for build in builds(of: main.0) where regions.compiles(source.line(at: main.1.offset), in: build) {
                    for root in started(by: main, bundles: bundles, widgets: widgets, table: table, build: build) {
                        if root.1.inherits.contains("WidgetBundle") {
                            names.formUnion(bundleMembers(root, bundles: bundles, table: table, widgetTypes: widgetTypes, build: build, depth: 0))
                        } else {
                            names.insert(root.1.name)
                        }
                    }
                }
            }
            if names.isEmpty, let first = bundles.first {
                for build in builds(of: first.0) {
                    names.formUnion(bundleMembers(first, bundles: bundles, table: table, widgetTypes: widgetTypes, build: build, depth: 0))
                }
            } else if names.isEmpty {
                names = Set(widgets.map(\.1.name))
            }
            // A widget whose body is another widget's (`Inner().body.pushHandler(...)`, iOS 26's
            // push wrappers) shows that widget's configuration: its kind is registered with it.
            for wrapper in widgets where names.contains(wrapper.1.name) {
                let body = SourceText(table.files[wrapper.0].source.text(wrapper.1.body), language: .swift)
                let called = Set(SymbolTable.callSites(in: body).map(\.0))
                for inner in widgets where inner.1.name != wrapper.1.name && called.contains(inner.1.name) { names.insert(inner.1.name) }
            }
            if !names.isEmpty { result[target.name] = names }
        }
        return result
    }

    /// The bundles and widgets the entry point `main` starts in `build`: itself when it is one,
    /// else those whose `.main()` its body calls (`IOSWidgetsBundle18.main()`), each branch of an
    /// `if #available` alike, since the system picks one at run time.
    private static func started(by main: (Int, SourceDeclarations.TypeDeclaration), bundles: [(Int, SourceDeclarations.TypeDeclaration)],
                                widgets: [(Int, SourceDeclarations.TypeDeclaration)], table: SymbolTable,
                                build: ConditionalCompilation.Build) -> [(Int, SourceDeclarations.TypeDeclaration)] {
        if main.1.inherits.contains("WidgetBundle") || main.1.inherits.contains("Widget") { return [main] }
        let body = SourceText(ConditionalCompilation.compiled(table.files[main.0].source.text(main.1.body), in: build), language: .swift)
        let starts = Set(SymbolTable.callSites(in: body).compactMap { name, parenthesis -> String? in
            // `Name.main(`: the word before the dot before `main`.
            guard name == "main" else { return nil }
            let dot = body.skippingSpacesBack(from: body.skippingSpacesBack(from: parenthesis) - 4)
            guard dot > 0, body.bytes[dot - 1] == UInt8(ascii: ".") else { return nil }
            return body.word(before: dot - 1)
        })
        return (bundles + widgets).filter { starts.contains($0.1.name) }
    }

    /// The widget types a bundle's body names in `build`, bundles it names followed.
    private static func bundleMembers(_ bundle: (Int, SourceDeclarations.TypeDeclaration), bundles: [(Int, SourceDeclarations.TypeDeclaration)],
                                      table: SymbolTable, widgetTypes: Set<String>, build: ConditionalCompilation.Build, depth: Int) -> Set<String> {
        let source = table.files[bundle.0].source
        let body = ConditionalCompilation.compiled(source.text(bundle.1.body), in: build)
        var names = Set<String>()
        // The names the body calls, found in one pass (`PetWidget()`), then looked up: a body
        // costs its length, however many types the project declares.
        let called = Set(SymbolTable.callSites(in: SourceText(body, language: .swift)).map(\.0))
        let bundleNames = Set(bundles.map(\.1.name))
        for type in called.sorted() where widgetTypes.contains(type) || bundleNames.contains(type) {
            if widgetTypes.contains(type) {
                names.insert(type)
            } else if depth < 4, let inner = bundles.first(where: { $0.1.name == type && $0.1.body != bundle.1.body }) {
                names.formUnion(bundleMembers(inner, bundles: bundles, table: table, widgetTypes: widgetTypes, build: build, depth: depth + 1))
            }
        }
        return names
    }

    /// A target's builds as the bundle reads them: a name no configuration of it sets is false,
    /// as Swift reads it.
    static func builds(of target: TargetFacts) -> [ConditionalCompilation.Build] {
        ConditionalCompilation.builds(of: target.configurations, .swift, declared: nil)
    }

    /// The kind literals of the namespaces registered kinds are defined in: every constant of such
    /// a type, as a declared kind at its definition.
    static func namespaceKinds(_ table: SymbolTable, registeredPlaces: [CodeValue.Place]) -> [(value: String, place: CodeValue.Place)] {
        let owners = Set(registeredPlaces.compactMap(\.owner))
        var found: [(value: String, place: CodeValue.Place)] = []
        for owner in owners.sorted() {
            for id in table.definitions(ownedBy: owner) {
                let definition = table.definition(id)
                guard definition.kind == .constant || definition.kind == .enumCase, definition.expressions.count == 1,
                      let literal = SourceText.literal(definition.expressions[0].text, language: table.files[id.file].source.language) else { continue }
                let line = table.files[id.file].source.line(at: definition.expressions[0].offset)
                found.append((literal, CodeValue.Place(file: table.files[id.file].name, line: line, owner: owner, isDefinition: true)))
            }
        }
        return found
    }
}

extension WidgetRegistration {
    /// The occurrences with each widget kind of a widget no target registers made a declared
    /// kind, and the namespaces' other constants added as declared kinds at their definitions.
    static func classify(_ occurrences: [CodeOccurrence], resolved: [CodeScanner.Resolved], table: SymbolTable, targets: [Target]) -> [CodeOccurrence] {
        let registered = registered(table, targets: targets)
        // The Widget type of each configuration, by its place.
        var widgetAt: [String: String] = [:]
        for use in resolved where use.occurrence.kind == .widgetKind {
            if let widget = use.widget { widgetAt["\(use.occurrence.file):\(use.occurrence.line)"] = widget }
        }
        var places: [CodeValue.Place] = []
        for use in resolved where use.occurrence.kind == .widgetKind {
            places += use.values.compactMap(\.place)
        }
        var result = occurrences.map { occurrence -> CodeOccurrence in
            guard occurrence.kind == .widgetKind, let widget = widgetAt["\(occurrence.file):\(occurrence.line)"] else { return occurrence }
            let byRunner = occurrence.targets.contains { registered[$0]?.contains(widget) ?? false }
            // A file no target compiles, or no target with a bundle: left as it was.
            guard !byRunner, occurrence.targets.contains(where: { registered[$0] != nil }) else { return occurrence }
            return occurrence.with(kind: .declaredKind)
        }
        let registeredPlaces = places.filter { place in
            result.contains { $0.kind == .widgetKind && $0.definedAt == place.shown }
        }
        let known = Set(result.filter { $0.kind == .widgetKind || $0.kind == .declaredKind }.compactMap(\.value))
        for (value, place) in namespaceKinds(table, registeredPlaces: registeredPlaces) where !known.contains(value) {
            result.append(CodeOccurrence(kind: .declaredKind, language: .swift, call: "\(place.owner ?? "")", value: value,
                                         expression: value, file: place.file, line: place.line, definedAt: place.shown))
        }
        return result
    }
}

extension CodeOccurrence {
    func with(kind: Kind) -> CodeOccurrence {
        CodeOccurrence(kind: kind, language: language, call: call, value: value, expression: expression, file: file, line: line,
                       definedAt: definedAt, targets: targets, configurations: configurations)
    }
}
