import Essentials

/// The bounded walk below the folder given that finds where a user keeps the app's project: each
/// `.xcodeproj` (with its `project.pbxproj`), each Expo app that declares Apple targets without
/// committing `ios/`, and the project generators' files. The first project down each branch is
/// the branch's; projects inside its folder are other projects (decision 14: a subfolder holding
/// its own project belongs to it), listed apart. Nothing is followed through a symbolic link
/// (`ProjectScope`), and depth and entries are bounded (`Limits`, docs/limits.md).
struct ProjectSearch {
    struct Limits: Sendable, Equatable {
        /// How many folders below the folder given a project may be: `apps/mobile/ios/App/` is 4.
        var depth = 4
        /// How far `deeper` goes on where those levels hold no widget (`ProjectLocator`): a repository
        /// of several apps keeps the one with the widget in `iOS/Accountant/v1.0/Program/src/` (round 15
        /// iKingdom, 5 down, where four other apps 2 down were read and the widget's project silently not).
        var deepDepth = 6
        /// Names listed in all the folders walked.
        var entries = 20_000

        static let standard = Limits()
    }

    struct Candidate: Equatable {
        /// The `.xcodeproj`, or the Expo app's folder.
        let url: URL
        let kind: ProjectLocation.Kind
        /// Folders below the folder searched.
        let depth: Int
    }

    struct Result {
        /// The first project down each branch, shallowest first, then by path.
        var projects: [Candidate] = []
        /// Projects inside a folder that holds another project.
        var nested: [Candidate] = []
        /// Generators' files outside any project's folder, shallowest first.
        var generators: [(file: URL, depth: Int)] = []
        /// Set when a limit stopped the walk: what was left out.
        var stopped: String?
        /// The folders one below the depth, outside any project's folder, that the walk did not
        /// list: where `deeper` goes on.
        var beyond: [URL] = []
        /// Folder entries listed, counted against `Limits.entries` by `deeper` too.
        var entries = 0
    }

    /// Build output, dependencies, caches and Android: never where the app's Xcode project is; nor
    /// test fixtures and templates a library ships, whose projects are inputs of its tests or
    /// starting points for its users (round 13: expo-apple-targets' e2e fixture read as an app, a
    /// Tauri plugin's template taken for the project). Given as the folder itself, one is read.
    static let skippedFolders = SourceTreeWalker.skippedFolders.union(["android", "gradle", "vendor", "target",
                                                                      "e2e", "fixture", "fixtures", "__tests__", "__fixtures__", "templates"])
    /// Bundles and packages Xcode treats as files.
    static let bundleExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "app", "appex", "framework", "xcframework", "bundle",
                                                "lproj", "playground", "xcdatamodeld", "docc", "icon"]
    /// Projects nobody edits by hand.
    static let ignoredProjects: Set<String> = ["Pods.xcodeproj"]

    var limits = Limits.standard

    func search(_ root: URL, scope: ProjectScope) -> Result {
        var result = Result()
        walk([(root.standardizedFileURL, false)], from: 0, to: limits.depth, scope: scope, into: &result)
        return result
    }

    /// The walk continued below the depth, to `Limits.deepDepth`, from where `first` stopped,
    /// outside any project's folder: its projects only (generators stay the first walk's).
    func deeper(_ first: Result, scope: ProjectScope) -> Result {
        var result = Result(stopped: first.stopped, entries: first.entries)
        guard first.stopped == nil, !first.beyond.isEmpty else { return result }
        walk(first.beyond.map { ($0, false) }, from: limits.depth + 1, to: limits.deepDepth, scope: scope, into: &result)
        result.generators = []
        return result
    }

    /// Breadth first, so what is found is found shallowest first; each folder knows whether a
    /// folder above it holds a project.
    private func walk(_ start: [(folder: URL, insideProject: Bool)], from first: Int, to last: Int, scope: ProjectScope, into result: inout Result) {
        var level = start
        var depth = first
        while !level.isEmpty {
            var next: [(folder: URL, insideProject: Bool)] = []
            for (folder, insideProject) in level {
                let names = scope.names(in: folder)
                result.entries += names.count
                guard result.entries <= limits.entries else {
                    result.stopped = "stopped after \(limits.entries) folder entries"
                    return
                }
                let here = projects(in: folder, names: names, scope: scope).map { Candidate(url: $0.url, kind: $0.kind, depth: depth) }
                if insideProject { result.nested += here } else { result.projects += here }
                if here.isEmpty, !insideProject {
                    result.generators += ProjectGenerator.files(in: folder, names: names, scope: scope).map { ($0, depth) }
                }
                let holdsProject = insideProject || !here.isEmpty
                for name in names where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) {
                    let url = folder.appendingPathComponent(name)
                    guard !Self.bundleExtensions.contains(url.pathExtension), scope.isFolder(url) else { continue }
                    if depth + 1 <= last {
                        next.append((url, holdsProject))
                    } else if !holdsProject {
                        result.beyond.append(url)
                    }
                }
            }
            level = next
            depth += 1
        }
    }

    /// The projects a folder holds itself: its `.xcodeproj`s, else an Expo app declaring targets
    /// whose `ios/` holds no project (a committed `ios/` is the project, found one level down).
    private func projects(in folder: URL, names: [String], scope: ProjectScope) -> [(url: URL, kind: ProjectLocation.Kind)] {
        let xcode = names.filter { $0.hasSuffix(".xcodeproj") && !Self.ignoredProjects.contains($0) }
            .map { folder.appendingPathComponent($0) }
            .filter { scope.exists($0.appendingPathComponent("project.pbxproj")) }
        if !xcode.isEmpty { return xcode.map { ($0, .xcode) } }
        guard ExpoApp.declaresTargets(folder, names: names, scope: scope) else { return [] }
        let ios = folder.appendingPathComponent("ios")
        let committed = scope.names(in: ios).contains { $0.hasSuffix(".xcodeproj") && scope.exists(ios.appendingPathComponent($0 + "/project.pbxproj")) }
        return committed ? [] : [(folder, .expo)]
    }
}
