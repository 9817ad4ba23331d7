import Essentials

/// A widget configuration in a Swift file no target compiles.
public struct UnbuiltWidget: Sendable, Hashable {
    public let file: String
    public let line: Int
    /// `StaticConfiguration`, `AppIntentConfiguration` or `IntentConfiguration`.
    public let configuration: String
}

/// Widget code that no target builds (issue 37 class 10): read only in a project where no app
/// extension target compiles a widget, where it may be the only widget there is (the extension's
/// widget files dropped from its Sources phase leave it building none); where an extension builds
/// one, stray copies are leftovers (lead's decision 20) and are not read. Live Activities and
/// controls are not widgets here. A local package's target that no target of the project compiles
/// (a SwiftPM executable a script builds, CodexBar's shape) builds no widget either: SwiftPM makes
/// no app extension, so its widget files count as in no target here (and only here: they are the
/// package's code, never a stray copy). At most `maximumFiles` files of each kind are read
/// (`maximumPackageFiles` of such package targets), each within the scope's source-file limit;
/// past them the search says where it stopped, and the run reports it incomplete. The files read
/// also give the `@main` entry points the widgets need extensions for (`UnbuiltEntryPoints`).
enum UnbuiltWidgets {
    static let maximumFiles = 200
    /// Files read of the package targets no target compiles (a package's executables hold hundreds).
    static let maximumPackageFiles = 1000
    static let configurations: [StaticString] = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    /// `compiledInModule`: display path to the ids of the targets whose own module compiles it (their
    /// Sources phases and folders; not a framework or package they link). An extension builds a
    /// widget when its own module declares one or its entry point (`@main`, which no linked module
    /// can hold for it): widgets a linked framework declares appear only through that bundle.
    /// `packageFolders`: the folders of package targets no target compiles, whose Swift files
    /// `list` gives, listed only when no extension builds a widget. Where widgets are found, so are
    /// the entry points of the files read (`UnbuiltEntryPoints`), placed by the folders of the files
    /// `targets`' apps compile. `beside`: the Swift files around the project's folder up to its
    /// stack's native root (`NativeRoot`), searched only when no extension builds a widget; those no
    /// target compiles are read as the files in no target are.
    static func find(_ files: [URL], untargeted: [String], targets: [TargetFacts], compiledInModule: [String: [String]],
                     inspector: ProjectInspector, projectFolder: String, packageFolders: [URL] = [],
                     list: (URL) -> [URL] = { _ in [] },
                     beside: () -> NativeRoot.Search = { NativeRoot.Search() }) -> (widgets: [UnbuiltWidget], entryPoints: [UnbuiltEntryPoint], truncated: String?) {
        let uncompiled = { (url: URL) in compiledInModule[inspector.display(url)] == nil }
        // Searched first only where nothing else could be a widget in no target: most projects have no native root above them.
        let early = untargeted.isEmpty && packageFolders.isEmpty ? beside() : nil
        guard early == nil || early!.files.contains(where: uncompiled) else { return ([], [], early?.truncated) }
        let extensions = Set(targets.filter(\.productType.isExtension).map(\.id))
        let builtByExtension = Array(files.lazy.filter { compiledInModule[inspector.display($0), default: []].contains(where: extensions.contains) }
            .prefix(Self.maximumFiles + 1))
        if builtByExtension.prefix(Self.maximumFiles).contains(where: { Self.source(of: $0, inspector: inspector).flatMap { Self.widget(in: $0, orEntryPoint: true) } != nil }) {
            return ([], [], nil)
        }
        // Whether an extension builds a widget is unknown past its first files: no file is then a widget never built.
        if builtByExtension.count > Self.maximumFiles { return ([], [], "stopped after \(Self.maximumFiles) files of the extensions") }
        let names = Set(untargeted)
        let around = early ?? beside()
        let loose = files.filter { names.contains(inspector.display($0)) }
            + around.files.filter { uncompiled($0) && !names.contains(inspector.display($0)) }
        // A package's targets hold many more files than stray copies: read to their own bound.
        let packaged = Array(packageFolders.lazy.flatMap(list).filter { uncompiled($0) && !names.contains(inspector.display($0)) }
            .prefix(Self.maximumPackageFiles + 1))
        let truncated = loose.count > Self.maximumFiles ? "stopped after \(Self.maximumFiles) files in no target"
            : packaged.count > Self.maximumPackageFiles ? "stopped after \(Self.maximumPackageFiles) files of package targets no target compiles"
            : around.truncated
        let read = loose.prefix(Self.maximumFiles) + packaged.prefix(Self.maximumPackageFiles)
        var widgets: [UnbuiltWidget] = []
        var declaring: [(file: String, source: SourceText)] = []
        for url in OrderedSet(read.map(\.standardizedFileURL)).elements {
            guard let source = Self.source(of: url, inspector: inspector) else { continue }
            if let widget = Self.widget(in: source) { widgets.append(widget) }
            if source.code.utf8.contains(word: "@main") || source.code.utf8.contains(word: "Widget") { declaring.append((source.file, source)) }
        }
        guard !widgets.isEmpty else { return ([], [], truncated) }
        var appFolders: [String: Set<ApplePlatform>] = [:]
        let apps = Dictionary(targets.filter { $0.role == .app }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (file, ids) in compiledInModule {
            for app in ids.compactMap({ apps[$0] }) {
                appFolders[UnbuiltEntryPoints.folder(of: file), default: []].formUnion(app.configurations.flatMap { $0.platforms.isEmpty ? [$0.platform] : $0.platforms })
            }
        }
        return (widgets, UnbuiltEntryPoints.find(declaring, appFolders: appFolders, projectFolder: projectFolder), truncated)
    }

    /// A Swift file read, within the scope's source-file limit; nil when it cannot be.
    private static func source(of url: URL, inspector: ProjectInspector) -> SourceText? {
        guard case let .data(data) = inspector.scope.read(url, limit: .sourceFile) else { return nil }
        return SourceText(String(decoding: data, as: UTF8.self), language: .swift, file: inspector.display(url))
    }

    /// The first widget configuration a Swift file declares (outside strings), or, `orEntryPoint`,
    /// its `@main`; nil when there is none.
    private static func widget(in text: SourceText, orEntryPoint: Bool = false) -> UnbuiltWidget? {
        guard let offset = text.wordOffsets(Self.configurations + (orEntryPoint ? ["@main"] : [])).first(where: { offset in
            !text.isInString(text.code.utf8.index(text.code.startIndex, offsetBy: offset))
        }) else { return nil }
        let name = String(decoding: text.bytes[offset...].prefix { SourceText.isIdentifier($0) }, as: UTF8.self)
        return UnbuiltWidget(file: text.file, line: text.line(at: offset), configuration: name)
    }
}
