import Essentials

/// A widget a target's bundle registers, and whether the views its configuration builds reach a
/// `containerBackground` call: every Home Screen and Lock Screen widget needs one of its own (iOS
/// 17 shows "Please adopt containerBackground API", or an error symbol on the Lock Screen, in
/// place of a widget without), whatever the other widgets of the bundle do.
public struct RegisteredWidget: Sendable, Codable, Hashable {
    /// The `Widget` type.
    public let name: String
    /// The target whose bundle registers it.
    public let target: String
    public let file: String
    /// The line of its configuration (`StaticConfiguration(`...), else of its declaration.
    public let line: Int
    /// `StaticConfiguration`, `AppIntentConfiguration`, `IntentConfiguration`, `ActivityConfiguration`,
    /// `StaticControlConfiguration`, `AppIntentControlConfiguration`; nil when its body names none.
    @NullWhenAbsent public private(set) var configuration: String?
    /// Whether its configuration's content, followed into the views, modifiers and functions the
    /// target compiles, calls `containerBackground`.
    public let reachesContainerBackground: Bool
    /// The raster images its views draw with no accented rendering chosen (`WidgetImages`).
    public internal(set) var rasterImages: [WidgetImage] = []
    /// Whether its supported families include a Home Screen one (a Lock Screen accessory is drawn
    /// in the vibrant mode, never the accented one).
    public internal(set) var drawsOnHomeScreen = true
    /// When its views reach `containerBackground` only in some cases of a switch (over its family,
    /// or its entry's state): the cases it shows whose views reach none (`casesWithoutBackground`).
    public internal(set) var casesWithoutBackground: [BackgroundBranch] = []
    /// The families it supports: its `supportedFamilies([...])` written out, the Home Screen ones
    /// when it names none; nil when its list is not written out (`FamilyBranches`).
    public internal(set) var families: Set<String>?

    /// A widget with a timeline, which a reload refreshes: not a Live Activity (ActivityKit updates
    /// it) nor a control (its action and `ControlCenter` do). Unknown configurations count.
    public var hasTimeline: Bool {
        !["ActivityConfiguration", "StaticControlConfiguration", "AppIntentControlConfiguration"].contains(configuration ?? "")
    }

    /// Live Activities and control widgets draw no widget background: only widgets with a timeline do.
    public var needsContainerBackground: Bool { hasTimeline }

    private enum CodingKeys: String, CodingKey {
        case name, target, file, line, configuration, reachesContainerBackground, rasterImages, drawsOnHomeScreen, casesWithoutBackground
    }
}

/// Code only widgets a target does not register draw (a widget compiled out under every
/// configuration, one its bundle does not name): no Home Screen shows it, so its buttons are never
/// tapped.
public struct UnregisteredView: Sendable, Codable, Hashable {
    public let target: String
    public let file: String
    /// The lines of the view's (or helper's) declaration.
    public let lines: ClosedRange<Int>
}

/// Which declarations of a target a widget's body reaches, by name, as a reader follows them: a
/// widget reaches the types it builds (`EntryView(entry:)`, `BackgroundModifier()`; never a type
/// it names for a member, as a metatype or in an annotation: `SwiftDeclarations.builds(typeAt:)`),
/// the functions it calls (`.widgetBackground()`, a `View` extension's modifier) and the computed
/// properties it names (`.widgetBackground`, ClashKingInc+ClashKingApp's `@ViewBuilder var` in a
/// `View` extension; `Style.card`, a type's static one), and what those name in turn; a name after
/// a dot is a member, so it reaches only functions and properties; no widget reaches another widget, but one whose body is another's. A
/// type's `body` is reached through its type, never by the name `body`. Read by pattern, with
/// Swift's lookup where a reader sees it: a bare name inside a type is its own member first
/// (`Target.members(named:in:)`), a `private` one stays in its file; else a name declared twice
/// reaches both.
enum WidgetViewGraph {
    /// Calls followed from a function to one that chooses the accented rendering.
    static let maximumChooserHops = 4
    static let configurationNames: [StaticString] = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
                                                     "StaticControlConfiguration", "AppIntentControlConfiguration"]

    /// A widget a bundle registers: a `Widget`, or an iOS 18 control (`ControlWidget`), which
    /// draws no background of its own (`needsContainerBackground`) but is the extension's widget.
    static func isWidget(_ declaration: SwiftDeclarations.Declaration) -> Bool {
        declaration.conformances.contains("Widget") || declaration.conformances.contains("ControlWidget")
    }

    // Built once (see SourceText's definitions).
    nonisolated(unsafe) private static let containerBackground = #/containerBackground\s*\(/#

    struct File {
        let name: String
        let targets: [String]
        let declarations: SwiftDeclarations
        /// Offsets of `containerBackground(` calls of code.
        let backgroundCalls: [Int]
        /// Offsets of the configurations' names in code (`StaticConfiguration`...).
        let configurations: [Int]
        /// The identifiers that name a declaration somewhere in the project, in order.
        var words: [(offset: Int, word: String, member: Bool)] = []
        /// Its raster images and the functions choosing their accented rendering (`WidgetImages`).
        var images = WidgetImages.Scan()
    }

    /// The widgets each target registers, and the views only widgets it does not register draw.
    static func widgets(_ sources: [(source: IntentInspection.Source, declarations: SwiftDeclarations)], targets: [TargetFacts],
                        packageConditions: [String: PackageManifest.SwiftConditions] = [:])
        -> (registered: [RegisteredWidget], unregistered: [UnregisteredView]) {
        let declarations = SwiftDeclarations.widgetsThroughProtocols(sources.map(\.declarations))
        var files = zip(sources.map(\.source), declarations).map { source, declarations -> File in
            let text = declarations.source
            let calls = text.matches(of: Self.containerBackground, at: ["containerBackground"]).compactMap { match -> Int? in
                let offset = text.offset(of: match.range.lowerBound)
                return text.isInString(match.range.lowerBound) || text.word(before: offset) == "func" ? nil : offset
            }
            let configurations = text.wordOffsets(Self.configurationNames).filter { offset in
                !text.isInString(text.code.utf8.index(text.code.startIndex, offsetBy: offset))
            }
            return File(name: source.file, targets: source.targets, declarations: declarations, backgroundCalls: calls,
                        configurations: configurations)
        }
        guard files.contains(where: { $0.declarations.declarations.contains(where: Self.isWidget) }) else { return ([], []) }
        let declared = Set(files.flatMap { $0.declarations.declarations.map { Array($0.name.utf8)[...] } })
        for index in files.indices {
            let declarations = files[index].declarations
            files[index].words = declarations.words(in: 0..<declarations.source.bytes.count, among: declared)
        }
        // Images only where a target declares a widget: an app's own views are never drawn tinted.
        let widgetTargets = Set(files.filter { $0.declarations.declarations.contains { $0.conformances.contains("Widget") } }.flatMap(\.targets))
        let widgetFiles = files.indices.filter { files[$0].targets.contains(where: widgetTargets.contains) }
        for index in widgetFiles { files[index].images = WidgetImages.scan(files[index].declarations) }
        let targetNames = OrderedSet(files.flatMap(\.targets)).elements
        var registered: [RegisteredWidget] = [], unregistered: [UnregisteredView] = []
        for name in targetNames {
            let compiled = files.filter { $0.targets.contains(name) }
            let builds = targets.filter { $0.name == name }.flatMap(WidgetRegistration.builds(of:))
            // A bundle in a local package's file is compiled with the package target's conditions.
            var packageBuilds: [String: [ConditionalCompilation.Build]] = [:]
            for file in compiled {
                guard let conditions = packageConditions[file.name] else { continue }
                packageBuilds[file.name] = ConditionalCompilation.builds(of: targets.filter { $0.name == name }.flatMap(\.configurations), package: conditions)
            }
            let found = Target(name: name, files: compiled).widgets(builds: builds, packageBuilds: packageBuilds)
            registered += found.registered
            unregistered += found.unregistered
        }
        return (registered, unregistered)
    }

    /// One target's declarations by name.
    struct Target {
        typealias Place = (file: Int, block: Range<Int>)
        let name: String
        let files: [File]
        var types: [String: [Place]] = [:]
        /// Functions by name alone, as a use of the name reads them (`backgroundOnly()`).
        var functions: [String: [Place]] = [:]
        /// Functions as the graph reaches them, keyed as `propertyNodes` are: `name` for those of
        /// an extension of SwiftUI's views or of no type, `func Owner.name` for a type's (or
        /// protocol's) own; a `private` or `fileprivate` one's key ends in `#` and its file's index,
        /// a property node's too (`Target.node(_:private:file:)`).
        var functionNodes: [String: [Place]] = [:]
        /// The names of the `func Owner.name` nodes, with their owners.
        var ownedFunctions: [String: Set<String>] = [:]
        /// Computed properties (`var backdrop: some View { ... }`), `body` aside.
        var properties: [String: [Place]] = [:]
        /// Computed properties as the graph reaches them, apart from functions and types of the same
        /// name: `var name` for those of an extension of SwiftUI's views (`extension View`,
        /// `extension Image`: any view has them) or of no type, reached wherever the name stands;
        /// `Owner.name` for those a type (or protocol) declares, reached where named on the type
        /// (`Style.card`) or inside its blocks (`smallWidget`, `self.smallWidget`). Named on another
        /// value, it is a member of a type no reader can tell: by its name alone a widget would
        /// reach every model's `image` (brave+brave-ios's `extension WidgetShortcut { var image:
        /// Image }` from its favourites widget's `favicon.image` and `image(for:)`).
        var propertyNodes: [String: [Place]] = [:]
        /// The names of the `var name` nodes.
        var openProperties = Set<String>()
        /// The names of the `Owner.name` nodes, with their owners.
        var ownedProperties: [String: Set<String>] = [:]
        /// The places that draw (`[file, block start]`): views, view modifiers, widgets and their
        /// extensions, and functions returning a view. A widget draws what its configuration's
        /// content builds through these only: its provider, a model's `load()` and whatever
        /// shares their names lead to no picture on the widget.
        var drawing = Set<[Int]>()

        /// Types that draw by what they conform to; any type with a `body` draws too.
        static let drawingConformances: Set<String> = ["View", "ViewModifier", "Widget", "WidgetConfiguration", "Shape", "ButtonStyle", "LabelStyle",
                                                       "ToggleStyle", "ProgressViewStyle", "GaugeStyle"]

        /// SwiftUI's types whose extensions' members every view (or image, text...) has.
        static let viewTypes = drawingConformances.union(["Image", "Text", "Label"])

        init(name: String, files: [File]) {
            self.name = name
            self.files = files
            // A protocol's extensions are its conformers' members (a default `body`): held as a type's.
            let typeNames = Set(files.flatMap { $0.declarations.declarations.filter { $0.kind == .type }.map(\.name) + $0.declarations.protocols.keys })
            var drawingTypes = Set<String>()
            for (index, file) in files.enumerated() {
                let bodies = file.declarations.declarations.filter { $0.name == "body" }.map(\.start)
                // The types and extensions around the declaration met (in source order, so nested ones last).
                var enclosing: [SwiftDeclarations.Declaration] = []
                for declaration in file.declarations.declarations {
                    while let last = enclosing.last, last.block.upperBound <= declaration.start { enclosing.removeLast() }
                    if declaration.kind == .property || declaration.kind == .function, declaration.name != "body" {
                        let isPrivate = ([declaration] + enclosing).contains { Self.isFilePrivate(file.declarations.source, at: $0.start) }
                        let place = (index, declaration.block)
                        switch (declaration.kind, enclosing.last?.name) {
                        case let (.property, owner?) where !Self.viewTypes.contains(owner):
                            ownedProperties[declaration.name, default: []].insert(owner)
                            propertyNodes[Self.node(owner + "." + declaration.name, private: isPrivate, file: index), default: []].append(place)
                        case (.property, _):
                            openProperties.insert(declaration.name)
                            propertyNodes[Self.node("var " + declaration.name, private: isPrivate, file: index), default: []].append(place)
                        case let (_, owner?) where !Self.viewTypes.contains(owner):
                            ownedFunctions[declaration.name, default: []].insert(owner)
                            functionNodes[Self.node("func " + owner + "." + declaration.name, private: isPrivate, file: index), default: []].append(place)
                        default:
                            functionNodes[Self.node(declaration.name, private: isPrivate, file: index), default: []].append(place)
                        }
                    }
                    if declaration.kind == .type || declaration.kind == .extension { enclosing.append(declaration) }
                    switch declaration.kind {
                    case .type: types[declaration.name, default: []].append((index, declaration.block))
                    case .extension where typeNames.contains(declaration.name): types[declaration.name, default: []].append((index, declaration.block))
                    case .function where declaration.name != "body": functions[declaration.name, default: []].append((index, declaration.block))
                    case .property where declaration.name != "body": properties[declaration.name, default: []].append((index, declaration.block))
                    default: break
                    }
                    if declaration.kind == .type || declaration.kind == .extension,
                       !Self.drawingConformances.isDisjoint(with: declaration.conformances) || WidgetImages.contains(bodies, in: declaration.block) {
                        drawingTypes.insert(declaration.name)
                    }
                }
            }
            for name in drawingTypes { for place in types[name] ?? [] { drawing.insert([place.file, place.block.lowerBound]) } }
            for (index, file) in files.enumerated() {
                let source = file.declarations.source
                for declaration in file.declarations.declarations where declaration.kind == .function || declaration.kind == .property {
                    if Self.returnsView(source, declaration, drawingTypes: drawingTypes) { drawing.insert([index, declaration.block.lowerBound]) }
                }
            }
        }

        /// The modifiers and attributes a person writes before a declaration's keyword fit in this.
        static let maximumModifierBytes = 256

        /// A node's key: a `private` or `fileprivate` declaration's is its file's own.
        static func node(_ key: String, private isPrivate: Bool, file: Int) -> String {
            isPrivate ? key + "#\(file)" : key
        }

        /// Whether `private` or `fileprivate` (not `private(set)`) stands before the declaration
        /// starting at `start`, on its line (its last `maximumModifierBytes`: a one-line file of many
        /// declarations is not read back to its start for each).
        static func isFilePrivate(_ source: SourceText, at start: Int) -> Bool {
            source.text(source.lineStart(before: start, within: maximumModifierBytes)..<start).split(whereSeparator: \.isWhitespace).contains { $0 == "private" || $0 == "fileprivate" }
        }

        /// Whether a function or property declares a view as its result (`-> some View`, `: Image`,
        /// `-> Backdrop`, a view type of the target's) or builds one (`@ViewBuilder`).
        static func returnsView(_ source: SourceText, _ declaration: SwiftDeclarations.Declaration, drawingTypes: Set<String>) -> Bool {
            let from = max(0, declaration.start - 64)
            if source.text(from..<declaration.start).contains("@ViewBuilder") { return true }
            let header = source.text(declaration.start..<declaration.block.lowerBound)
            guard let arrow = declaration.kind == .function ? header.ranges(of: "->").last?.upperBound : header.firstIndex(of: ":") else { return false }
            let result = header[arrow...]
            return ["View", "Image", "Widget", "Content", "Text", "Label", "Shape"].contains { result.contains($0) }
                || result.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { drawingTypes.contains(String($0)) }
        }

        /// The widgets the target's bundles register in some build: a bundle's `#if` decided by
        /// each configuration's active compilation conditions and platforms as reload-kind decides
        /// them (`WidgetRegistration.builds(of:)`: a name no configuration sets is false), so a
        /// widget registered only under `#if PHOTOS`, which nothing sets, or `#if os(watchOS)` in
        /// an iOS extension, is no registered widget.
        func widgets(builds: [ConditionalCompilation.Build], packageBuilds: [String: [ConditionalCompilation.Build]] = [:])
            -> (registered: [RegisteredWidget], unregistered: [UnregisteredView]) {
            var widgets: [(file: Int, declaration: SwiftDeclarations.Declaration)] = []
            var bundles: [String] = []
            for (index, file) in files.enumerated() {
                for declaration in file.declarations.declarations where declaration.kind == .type {
                    if WidgetViewGraph.isWidget(declaration) { widgets.append((index, declaration)) }
                    if declaration.conformances.contains("WidgetBundle") {
                        let body = file.declarations.source.text(declaration.block)
                        let builds = packageBuilds[file.name] ?? builds
                        bundles += (builds.isEmpty ? [.init(conditions: [], declared: nil)] : builds).map { ConditionalCompilation.compiled(body, in: $0) }
                    }
                }
            }
            guard !widgets.isEmpty else { return ([], []) }
            let registered: [(file: Int, declaration: SwiftDeclarations.Declaration)]
            if !bundles.isEmpty {
                registered = widgets.filter { widget in bundles.contains { Self.constructs(widget.declaration.name, in: $0) } }
            } else if widgets.contains(where: \.declaration.isMain) {
                registered = widgets.filter(\.declaration.isMain)
            } else {
                registered = widgets
            }
            let names = Set(widgets.map(\.declaration.name))
            let callers = backgroundCallers()
            let choosers = allChoosers()
            // Views shown at a fixed size somewhere, and views only ever made as a list's or grid's item: icons and thumbnails.
            let elsewhere = Set(files.flatMap(\.images.views.elsewhere))
            let fixedSizeViews = Set(files.flatMap(\.images.fixedSizeViews)).union(Set(files.flatMap(\.images.views.inItems)).subtracting(elsewhere))
            // Views made only in a branch a rendering mode chooses: drawn for that mode as the developer chose.
            let modeChosen = Set(files.flatMap(\.images.views.inModeBranches)).subtracting(files.flatMap(\.images.views.outsideModeBranches))
            let background = backgroundOnly()
            var adjacency: [String: Set<String>] = [:], drawnAdjacency: [String: Set<String>] = [:]
            let each = registered.map { file, declaration in
                let source = files[file].declarations.source
                // The configuration its body makes, else the first one a declaration it reaches makes
                // (`makeConfiguration()`, a `WidgetConfiguration` type of the project's own).
                let own = configuration(in: (file, declaration.block))
                // A widget making no configuration of its own but another widget's body
                // (`LatestDeploymentWidget().body.pushHandler(...)`, iOS 26's push wrappers in
                // held-out daneden+Zeitgeist) shows that widget's configuration and views.
                let body = own == nil ? source.text(declaration.block) : ""
                let delegated = own == nil ? widgets.map(\.declaration.name).filter { $0 != declaration.name && Self.constructs($0, in: body) } : []
                // What it conforms to of the project's own is its too: a protocol's extension may give
                // its `body` (duckduckgo's `extension LockScreenWidget { var body ... }`).
                let roots = [declaration.name] + declaration.conformances.filter { $0 != "Widget" && types[$0] != nil } + delegated
                let reached = OrderedSet(roots.flatMap { self.reached(from: $0, avoiding: names, adjacency: &adjacency) }).elements
                let madeAt = own.map { (file: file, made: $0) }
                    ?? reached.lazy.flatMap(places(named:)).lazy.compactMap { place in self.configuration(in: place).map { (file: place.file, made: $0) } }.first
                // A wrapper is the widget it wraps, at that widget's configuration: where a fix goes,
                // one finding for both when the bundle registers each (as Zeitgeist's, by OS).
                let at = delegated.count == 1 ? madeAt.map { ($0.file, $0.made.offset) } : nil
                var widget = RegisteredWidget(name: at == nil ? declaration.name : delegated[0], target: self.name, file: files[at?.0 ?? file].name,
                                              line: at.map { files[$0.0].declarations.source.line(at: $0.1) } ?? source.line(at: own?.offset ?? declaration.start),
                                              configuration: madeAt?.made.name, reachesContainerBackground: reached.contains(where: callers.contains))
                let drawn = OrderedSet(roots.flatMap { self.reached(from: $0, avoiding: names, adjacency: &drawnAdjacency, drawingOnly: true) }).elements
                widget.rasterImages = rasterImages(drawn, choosers: choosers, fixedSizeViews: fixedSizeViews, modeChosen: modeChosen, background: background)
                widget.drawsOnHomeScreen = WidgetImages.drawsOnHomeScreen(source, widget: declaration.block)
                widget.families = Self.supportedFamilies(source, widget: declaration.block)
                if widget.reachesContainerBackground, widget.needsContainerBackground {
                    widget.casesWithoutBackground = casesWithoutBackground(roots: roots, supported: Self.supportedFamilies(source, widget: declaration.block),
                                                                           avoiding: names, callers: callers, adjacency: &adjacency)
                }
                return widget
            }
            // A wrapper and the widget it wraps, both registered, are one widget.
            let found = OrderedSet(each).elements
            // The views only widgets the bundle leaves out draw (compiled out under every
            // configuration, not named): nothing on a Home Screen shows them.
            let registeredNames = Set(registered.map(\.declaration.name))
            func places(_ roots: [String]) -> Set<[Int]> {
                let names = roots.flatMap { self.reached(from: $0, avoiding: names, adjacency: &drawnAdjacency, drawingOnly: true) }
                return Set(names.flatMap { (types[$0] ?? []) + (functionNodes[$0] ?? []) }.filter { drawing.contains([$0.file, $0.block.lowerBound]) }
                    .map { [$0.file, $0.block.lowerBound, $0.block.upperBound] })
            }
            let left = widgets.map(\.declaration.name).filter { !registeredNames.contains($0) }
            guard !left.isEmpty else { return (found, []) }
            let drawn = places(Array(registeredNames))
            let unregistered = places(left).subtracting(drawn).sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map { place in
                let source = files[place[0]].declarations.source
                return UnregisteredView(target: self.name, file: files[place[0]].name, lines: source.line(at: place[1])...source.line(at: max(place[1], place[2] - 1)))
            }
            return (found, unregistered)
        }

        /// Functions that choose the accented rendering, and those calling one, up to
        /// `maximumChooserHops` away (`backwardWidgetFullColorRenderingMode()` calling
        /// `backwardWidgetAccentedRenderingMode(false)`, which applies the modifier under `#available`).
        private func allChoosers() -> Set<String> {
            var choosers = Set(files.flatMap(\.images.choosers))
            for _ in 0..<WidgetViewGraph.maximumChooserHops where !choosers.isEmpty {
                let names = Set(choosers.map { Array($0.utf8)[...] })
                let callers = files.flatMap { file in
                    file.declarations.declarations.filter { declaration in
                        declaration.kind == .function && !choosers.contains(declaration.name)
                            && !file.declarations.words(in: declaration.block, among: names).isEmpty
                    }.map(\.name)
                }
                guard !callers.isEmpty else { break }
                choosers.formUnion(callers)
            }
            return choosers
        }

        /// The names `name` reaches, itself first, in the order met; never through another widget;
        /// `drawingOnly`: through the places that draw only.
        func reached(from name: String, avoiding widgets: Set<String>, adjacency: inout [String: Set<String>], drawingOnly: Bool = false) -> [String] {
            var seen: Set<String> = [name]
            var order = [name]
            var index = 0
            while index < order.count {
                let current = order[index]
                index += 1
                let next = adjacency[current] ?? neighbours(of: current, drawingOnly: drawingOnly)
                adjacency[current] = next
                for name in next.sorted() where !widgets.contains(name) && seen.insert(name).inserted { order.append(name) }
            }
            return order
        }

        /// The raster images the reached declarations draw without choosing their accented
        /// rendering, each once, in the order met.
        /// A view shown at a fixed size somewhere is an icon, whatever it holds; one drawn only as
        /// the container background (`background`) is not drawn in the accented mode.
        private func rasterImages(_ reached: [String], choosers: Set<String>, fixedSizeViews: Set<String>, modeChosen: Set<String>,
                                  background: [[Range<Int>]]) -> [WidgetImage] {
            var seen = Set<[Int]>()
            var images: [WidgetImage] = []
            for name in reached {
                for place in places(named: name) where drawing.contains([place.file, place.block.lowerBound]) {
                    for found in files[place.file].images.images where place.block.contains(found.offset) && !found.modifiers.contains(where: choosers.contains) {
                        guard !Self.contains(background[place.file], found.offset), found.view.map(modeChosen.contains) != true,
                              seen.insert([place.file, found.offset]).inserted else { continue }
                        let icon = found.role.isMainContent && found.view.map(fixedSizeViews.contains) == true
                        images.append(WidgetImage(file: files[place.file].name, line: found.line, source: found.source, role: icon ? .other : found.role,
                                                   backdrop: found.backdrop))
                    }
                }
            }
            return images
        }

        /// Ranges sorted and joined where they overlap.
        static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
            var result: [Range<Int>] = []
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = result.last, range.lowerBound <= last.upperBound {
                    result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
                } else {
                    result.append(range)
                }
            }
            return result
        }

        /// Whether sorted disjoint `ranges` hold `offset`.
        static func contains(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
            var low = 0, high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
            }
            return low < ranges.count && ranges[low].contains(offset)
        }

        /// The first configuration a block names, with its offset.
        private func configuration(in place: Place) -> (name: String, offset: Int)? {
            let source = files[place.file].declarations.source
            guard let offset = files[place.file].configurations.first(where: place.block.contains) else { return nil }
            return (String(decoding: source.bytes[offset...].prefix { SourceText.isIdentifier($0) }, as: UTF8.self), offset)
        }

        /// The types declared by a name, or the functions and computed properties of a node
        /// (`functionNodes`, `propertyNodes`).
        func places(named name: String) -> [Place] {
            (types[name] ?? []) + (functionNodes[name] ?? []) + (propertyNodes[name] ?? [])
        }

        /// The names a declaration's blocks name: functions and computed properties as
        /// `members(named:in:)` resolves them, types only where built (not as a member).
        private func neighbours(of name: String, drawingOnly: Bool) -> Set<String> {
            var found = Set<String>()
            for place in places(named: name) where !drawingOnly || drawing.contains([place.file, place.block.lowerBound]) {
                found.formUnion(names(in: place.file, range: place.block))
            }
            return found
        }

        /// The names the code of `range` in `file` names, as `neighbours(of:drawingOnly:)` reads a
        /// declaration's blocks, but for the words in `excluding` (a family switch's cases).
        func names(in file: Int, range: Range<Int>, excluding: [Range<Int>] = []) -> Set<String> {
            var found = Set<String>()
            let declarations = files[file].declarations
            let words = files[file].words
            var index = Self.firstIndex(in: words, from: range.lowerBound)
            while index < words.count, words[index].offset < range.upperBound {
                let word = words[index]
                index += 1
                guard !excluding.contains(where: { $0.contains(word.offset) }) else { continue }
                if !word.member && types[word.word] != nil && declarations.builds(typeAt: word.offset) { found.insert(word.word) }
                found.formUnion(members(named: word, in: file))
            }
            return found
        }

        /// The function and computed property nodes a word names, as Swift looks a member up: a
        /// bare name (or `self.name`) inside a type's blocks is the innermost such type's own
        /// member when it has one, `Owner.name` is Owner's; else a function by any name (a `View`
        /// extension's modifier, a protocol's default) and the computed properties of no type or
        /// of SwiftUI's views, never a property of a type no reader can tell (`propertyNodes`). Two
        /// entry views each with a helper of one name draw their own only (msasikanth+twine's
        /// `unreadPostView` and `footer` in its small and medium widgets' views; pelixpng+PastVuApp's
        /// `private func imageView(for:)` in two views), and a `private` member is reached from
        /// its own file only.
        private func members(named word: (offset: Int, word: String, member: Bool), in file: Int) -> [String] {
            let name = word.word
            let owners = ownedFunctions[name, default: []].union(ownedProperties[name, default: []])
            let source = files[file].declarations.source
            let receiver = word.member ? source.word(before: source.skippingSpacesBack(from: word.offset) - 1) : nil
            let own = !word.member || receiver == "self" || receiver == "Self"
            if let owner = receiver.flatMap({ owners.contains($0) ? $0 : nil }) ?? (own ? innermost(owners, around: word.offset, in: file) : nil) {
                let found = visible("func " + owner + "." + name, from: file) + visible(owner + "." + name, from: file)
                if !found.isEmpty { return found }
            }
            return visible(name, from: file) + visible("var " + name, from: file)
                + ownedFunctions[name, default: []].sorted().flatMap { visible("func " + $0 + "." + name, from: file) }
        }

        /// The keys of a node that code in `file` reaches: its own, and its file-private one's.
        private func visible(_ key: String, from file: Int) -> [String] {
            [key, Self.node(key, private: true, file: file)].filter { functionNodes[$0] != nil || propertyNodes[$0] != nil }
        }

        /// Of `owners`, the one whose block (a type's, an extension's) in `file` is the innermost around `offset`.
        private func innermost(_ owners: Set<String>, around offset: Int, in file: Int) -> String? {
            var best: (start: Int, owner: String)?
            for owner in owners {
                for place in types[owner] ?? [] where place.file == file && place.block.contains(offset) && place.block.lowerBound > (best?.start ?? -1) {
                    best = (place.block.lowerBound, owner)
                }
            }
            return best?.owner
        }

        /// The innermost declaration (by name) around each `containerBackground` call: a computed
        /// property too (a `View` extension's `var widgetBackground`).
        private func backgroundCallers() -> Set<String> {
            var found = Set<String>()
            let declared = types.merging(functionNodes, uniquingKeysWith: +).merging(propertyNodes, uniquingKeysWith: +)
            for (index, file) in files.enumerated() {
                for call in file.backgroundCalls {
                    var best: (start: Int, name: String)?
                    for (name, places) in declared {
                        for place in places where place.file == index && place.block.contains(call) && place.block.lowerBound > (best?.start ?? -1) {
                            best = (place.block.lowerBound, name)
                        }
                    }
                    if let best { found.insert(best.name) }
                }
            }
            return found
        }

        /// The first word at or after `offset`.
        private static func firstIndex(in words: [(offset: Int, word: String, member: Bool)], from offset: Int) -> Int {
            var low = 0, high = words.count
            while low < high {
                let middle = (low + high) / 2
                if words[middle].offset < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Whether `text` makes a `name(...)` (`Small()`, `Small (kind: ...)`).
        private static func constructs(_ name: String, in text: String) -> Bool {
            var search = text[...]
            while let range = search.firstRange(of: name) {
                let before = search[..<range.lowerBound].last
                let after = search[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false), after.first == "(" { return true }
                search = search[range.upperBound...]
            }
            return false
        }
    }
}
