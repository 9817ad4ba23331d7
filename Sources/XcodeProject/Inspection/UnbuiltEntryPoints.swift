import Essentials

/// The `@main` entry points of Swift code no target compiles (`UnbuiltEntryPoint`), each with the
/// files of its widgets and the platform it is for. A bundle's widgets are the types its body
/// names (`AllyWatchCircularWidget()`), found in whichever file declares them; a `@main` widget a
/// `@main` bundle names is that bundle's widget, not an entry point of its own (Marcin0121+dziennik's
/// template left both). The platform is what the code allows (`PlatformEvidence`); where it allows
/// several, the folder decides when it can: under an app's folder, or beside one and named after it
/// (`AllyWatch/`, `AllyWatchWidgets/`).
enum UnbuiltEntryPoints {
    /// Bundles named inside bundles followed this deep.
    static let maximumNesting = 4

    /// `sources`: the files read that hold `@main` or `Widget`, as shown; `appFolders`: the folders of the files each app target
    /// compiles, to the platforms it builds for; `projectFolder`: the project's folder as shown (an
    /// app's file directly in it claims no folder: every file is under it).
    static func find(_ sources: [(file: String, source: SourceText)], appFolders: [String: Set<ApplePlatform>],
                     projectFolder: String) -> [UnbuiltEntryPoint] {
        let read = sources.map { (file: $0.file, source: $0.source, declarations: SourceDeclarations($0.source)) }
        let declared = read.indices.flatMap { index in
            read[index].declarations.types.filter { !["extension", "protocol"].contains($0.keyword) }.map { (file: index, type: $0) }
        }
        let widgets = Dictionary(declared.filter { $0.type.inherits.contains("Widget") }.map { ($0.type.name, $0.file) }, uniquingKeysWith: { first, _ in first })
        let bundles = Dictionary(declared.filter { $0.type.inherits.contains("WidgetBundle") }.map { ($0.type.name, $0) }, uniquingKeysWith: { first, _ in first })

        /// The widgets a bundle names, bundles it names followed.
        func members(of bundle: (file: Int, type: SourceDeclarations.TypeDeclaration), depth: Int = 0) -> [String] {
            let body = SourceText(read[bundle.file].source.text(bundle.type.body), language: .swift)
            var found: [String] = []
            for name in OrderedSet(SymbolTable.callSites(in: body).map(\.0)).elements where name != bundle.type.name {
                if widgets[name] != nil { found.append(name) }
                if let inner = bundles[name], depth < maximumNesting { found += members(of: inner, depth: depth + 1) }
            }
            return OrderedSet(found).elements
        }

        let mains = declared.filter(\.type.isMain)
        let mainBundles = mains.filter { $0.type.inherits.contains("WidgetBundle") }
        let registered = Set(mainBundles.flatMap { members(of: $0) })
        var folders = appFolders
        var found: [UnbuiltEntryPoint] = []
        // Apps first: a watch app in no target places the widgets beside it.
        let ordered = mains.filter { $0.type.inherits.contains("App") } + mains.filter { !$0.type.inherits.contains("App") }
        for main in ordered {
            let kind: UnbuiltEntryPoint.Kind
            if main.type.inherits.contains("App") { kind = .app }
            else if main.type.inherits.contains("WidgetBundle") { kind = .widgetBundle }
            else if main.type.inherits.contains("Widget"), !registered.contains(main.type.name) { kind = .widget }
            else { continue }
            let names = kind == .widgetBundle ? members(of: main) : []
            // Each file held to the names it gives this entry point: the @main type, the widgets it registers.
            var given: [Int: Set<String>] = [main.file: [main.type.name]]
            for name in names { if let file = widgets[name], file != main.file { given[file, default: []].insert(name) } }
            let files = [main.file] + OrderedSet(names.compactMap { widgets[$0] }.filter { $0 != main.file }).elements
            var allowed = files.reduce(Set(PlatformEvidence.candidates)) { allowed, file in
                allowed.intersection(PlatformEvidence.platforms(of: read[file].source, declaring: given[file] ?? []))
            }
            // Code that no platform can build says nothing of which.
            if allowed.isEmpty { allowed = Set(PlatformEvidence.candidates) }
            if allowed.count > 1, let claimed = claim(read[main.file].file, folders: folders, projectFolder: projectFolder),
               !allowed.intersection(claimed).isEmpty {
                allowed.formIntersection(claimed)
            }
            let platforms = PlatformEvidence.candidates.filter(allowed.contains)
            if kind == .app, platforms.count == 1 { folders[folder(of: read[main.file].file), default: []].formUnion(platforms) }
            found.append(UnbuiltEntryPoint(kind: kind, name: main.type.name, file: read[main.file].file,
                                           line: mainLine(read[main.file].source, before: main.type.offset), files: files.map { read[$0].file },
                                           platforms: platforms))
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The platforms the layout gives a file: those of the deepest app folder holding it, below the
    /// project's folder; else of the app folder beside its own whose name begins its own, the longest.
    static func claim(_ file: String, folders: [String: Set<ApplePlatform>], projectFolder: String) -> Set<ApplePlatform>? {
        let own = folder(of: file)
        var current = own
        while isBelow(current, projectFolder) {
            if let platforms = folders[current] { return platforms }
            current = folder(of: current)
        }
        let parent = folder(of: own), name = last(own)
        let named = folders.keys.filter { folder(of: $0) == parent && last($0) != name && !last($0).isEmpty && name.hasPrefix(last($0)) }
        return named.max { (last($0).count, $0) < (last($1).count, $1) }.flatMap { folders[$0] }
    }

    /// The line of the `@main` written before a type's keyword, its other attributes and modifiers between.
    private static func mainLine(_ source: SourceText, before offset: Int) -> Int {
        let start = max(0, offset - SourceDeclarations.maximumHeaderBytes)
        let prefix = Array(source.bytes[start..<offset])
        let attribute = Array("@main".utf8)
        let found = stride(from: prefix.count - attribute.count, through: 0, by: -1).first { prefix[$0..<($0 + attribute.count)].elementsEqual(attribute) }
        return source.line(at: found.map { start + $0 } ?? offset)
    }

    static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    private static func last(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func isBelow(_ path: String, _ projectFolder: String) -> Bool {
        guard !path.isEmpty, path != ".", !path.hasPrefix("../") else { return false }
        return projectFolder.isEmpty || projectFolder == "." || path.hasPrefix(projectFolder + "/")
    }
}
