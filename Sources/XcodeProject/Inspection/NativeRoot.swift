import Essentials

/// The Swift files around a project's folder up to its stack's native root, for widget code no
/// target builds (issue 37 class 10): Capacitor keeps its project in `ios/App/` and a widget added
/// by hand beside it in `ios/` (satori-lunar+Lovebirdsrelationshipgameui's `ios/LovebirdsWidget/`,
/// which no target builds); React Native's and Flutter's `ios/` and Kotlin Multiplatform's
/// `iosApp/` hold the project itself, or a folder holding it; an Expo app that commits `ios/`
/// keeps its targets' code in `targets/` beside it. The climb never leaves the folder given, and
/// the walk is bounded (`limits`) and skips what `SourceTreeWalker` skips (CocoaPods, build
/// output, `node_modules`, hidden folders such as `.build`) and what is legitimately outside the
/// project: a folder holding a project of its own or a `Package.swift`, an Xcode template.
enum NativeRoot {
    /// The folders stacks keep their iOS code in.
    static let platformFolders: Set<String> = ["ios", "iosApp"]
    /// Folders climbed from the project's to reach one (Capacitor's `ios/App/` is one below `ios/`).
    static let maximumClimb = 2
    /// The walk beside the project: a widget's folder is small; a sibling this large is no widget's.
    static let limits = SourceTreeWalker.Limits(depth: 8, entries: 20_000, files: 2_000)

    struct Search {
        var files: [URL] = []
        /// Set when a bound stopped the walk: what was left out.
        var truncated: String?
    }

    /// The Swift files beside `projectFolder` (the `.xcodeproj`'s) under its native root, inside
    /// `given`; none when no native root is above it there.
    static func swiftFiles(around projectFolder: URL, within given: URL, scope: ProjectScope,
                           limits runLimits: SourceTreeWalker.Limits) -> Search {
        let top = given.standardizedFileURL.path
        let inside = { (url: URL) in url.path == top || url.path.hasPrefix(top + "/") }
        // The project's folder, then each above it up to the native root.
        var chain: [URL] = []
        var folder = projectFolder.standardizedFileURL
        while chain.count <= maximumClimb, inside(folder) {
            chain.append(folder)
            if platformFolders.contains(folder.lastPathComponent) { break }
            folder = folder.deletingLastPathComponent()
        }
        guard let root = chain.last, platformFolders.contains(root.lastPathComponent) else { return Search() }
        var search = Search()
        var walked: [URL] = []
        for (below, above) in zip(chain, chain.dropFirst()) {
            for name in scope.names(in: above) where name != below.lastPathComponent {
                let url = above.appendingPathComponent(name)
                if scope.isFolder(url) { walked.append(url) } else if name.hasSuffix(".swift") { search.files.append(url) }
            }
        }
        let app = root.deletingLastPathComponent()
        if root.lastPathComponent == "ios", inside(app), isExpoApp(app, scope: scope) {
            let targets = app.appendingPathComponent("targets")
            if scope.isFolder(targets) { walked.append(targets) }
        }
        let walker = SourceTreeWalker(limits: limits.capped(at: runLimits))
        for folder in walked where !folder.lastPathComponent.hasPrefix(".") && !SourceTreeWalker.skippedFolders.contains(folder.lastPathComponent) {
            guard !holdsOwnCode(folder, scope: scope) else { continue }
            let listing = walker.list(folder, scope: scope)
            let packages = listing.swift.filter { $0.lastPathComponent == "Package.swift" }.map { $0.deletingLastPathComponent().path }
            let excluded = listing.projectFolders.map(\.path) + packages
            search.files += listing.swift.filter { file in
                !excluded.contains { file.path.hasPrefix($0 + "/") } && !file.pathComponents.contains { $0.hasSuffix(".xctemplate") }
            }
            if let truncated = listing.truncated {
                search.truncated = "\(truncated) beside the project's folder"
                break
            }
            if search.files.count > limits.files {
                search.truncated = "stopped after \(limits.files) files beside the project's folder"
                break
            }
        }
        search.files = Array(search.files.prefix(limits.files))
        return search
    }

    /// A folder that is a project's or a package's own, or an Xcode template.
    private static func holdsOwnCode(_ folder: URL, scope: ProjectScope) -> Bool {
        folder.lastPathComponent.hasSuffix(".xctemplate")
            || scope.names(in: folder).contains { SourceTreeWalker.marksProject($0) || $0 == "Package.swift" }
    }

    /// An Expo app's root: its `app.json` or `app.config.*` beside `package.json`.
    private static func isExpoApp(_ folder: URL, scope: ProjectScope) -> Bool {
        let names = Set(scope.names(in: folder))
        return names.contains("package.json") && (names.contains("app.json") || names.contains { $0.hasPrefix("app.config.") })
    }
}
