import Essentials

/// Where the projects are for a path the user gives, and why (`ProjectLocation`):
/// - an `.xcodeproj` (or its `project.pbxproj`): that project;
/// - an `.xcworkspace`: the projects its `contents.xcworkspacedata` lists;
/// - a folder: the projects in it (decision 6: from a folder with a project at its root, that
///   project; nested ones are other projects); else, in an app's root, the project in the folder
///   its stack keeps it in (a Flutter or React Native app's `ios/` and `macos/`, Capacitor's
///   `ios/App/`, a Kotlin Multiplatform app's `iosApp/`); else each project the bounded search
///   below finds first down its branch (`ProjectSearch`: a project one folder down, a monorepo's
///   `apps/*/ios/`, an Expo app that declares its targets without `ios/`), keeping, of several,
///   those with an app or an app extension; where none of those has an app extension, the search
///   goes on two levels deeper for projects with one (`ProjectSearch.deeper`).
/// A folder with none, whose project a generator makes (XcodeGen, Tuist, Expo), names the
/// generator's file relative to the folder given and the command that makes the project.
public enum ProjectLocator {
    public static func projects(at path: URL) throws(ProjectDoctorError) -> [URL] {
        try locate(at: path).found.map(\.url)
    }

    /// How many folders below the folder given the search looks at most (docs/limits.md).
    public static var searchDepth: Int { ProjectSearch.Limits.standard.deepDepth }

    public static func locate(at path: URL) throws(ProjectDoctorError) -> ProjectLocation {
        try locate(at: path, limits: .standard)
    }

    static func locate(at path: URL, limits: ProjectSearch.Limits) throws(ProjectDoctorError) -> ProjectLocation {
        let path = path.standardizedFileURL
        if path.lastPathComponent == "project.pbxproj" { return try locate(at: path.deletingLastPathComponent(), limits: limits) }
        guard FileManager.default.fileExists(atPath: path.path) else { throw .noSuchPath(path.path) }
        switch path.pathExtension {
        case "xcodeproj":
            guard ProjectFiles.isFolder(path), FileManager.default.fileExists(atPath: path.appendingPathComponent("project.pbxproj").path) else {
                throw .noProjectFile(path.path)
            }
            return ProjectLocation(given: path, found: [.init(url: path, why: .given)])
        case "xcworkspace":
            return try workspace(path)
        default:
            break
        }
        guard ProjectFiles.isFolder(path) else { throw .noProjectFound(path.path, searchedDepth: 0) }
        let scope = ProjectScope(root: path)
        let search = ProjectSearch(limits: limits).search(path, scope: scope)
        var location = ProjectLocation(given: path, found: [], searchStopped: search.stopped)
        // A project inside a local package that another project or the repository's manifest
        // uses is that dependency's own (brave's ThirdParty/Static/Static.xcodeproj and its Example app).
        var projects = search.projects
        // Read only when there is a choice to make (several candidates, or whether to search deeper):
        // a lone project's files are otherwise opened once, by its reading. Each candidate's project
        // file parsed once, for every question asked of it below.
        var parsed: [URL: XcodeProjectFile?] = [:]
        let file = { (candidate: ProjectSearch.Candidate) -> XcodeProjectFile? in
            if let known = parsed[candidate.url] { return known }
            let read = Self.projectFile(candidate, scope: scope)
            parsed[candidate.url] = read
            return read
        }
        let root = AppRoot(path, names: scope.names(in: path))
        // Four levels holding no widget, nor the app the folder is the root of: the widget's
        // project may be deeper, in a branch holding no project; those deeper ones with an app
        // extension are read too (an Expo app declares its targets).
        if !search.beyond.isEmpty, !projects.contains(where: { $0.depth == 0 || root.isAppRoot && root.layout(of: $0, below: path) != nil || hasExtension($0, file) }) {
            let deeper = ProjectSearch(limits: limits).deeper(search, scope: scope)
            location.searchStopped = deeper.stopped
            projects += deeper.projects.filter { hasExtension($0, file) }
        }
        let dependencies = projects.count > 1 ? localPackageFolders(given: path, candidates: projects, scope: scope, file: file) : []
        let inDependency = { (candidate: ProjectSearch.Candidate) in dependencies.contains { candidate.url.standardizedFileURL.path.hasPrefix($0 + "/") } }
        if projects.contains(where: { !inDependency($0) }) {
            let passed = projects.filter(inDependency)
            projects.removeAll(where: inDependency)
            location.passedOver = passed.map { .init(url: $0.url, reason: .dependency) }
        }
        let nested = search.nested.map { ProjectLocation.PassedOver(url: $0.url, reason: .nested) }
        let inFolder = projects.filter { $0.depth == 0 }
        let inLayout = projects.filter { root.layout(of: $0, below: path) != nil }
        if !inFolder.isEmpty || (root.isAppRoot && !inLayout.isEmpty) {
            // The app is the folder given: what else the search met is another project.
            let chosen = inFolder.isEmpty ? inLayout : inFolder
            location.found = chosen.map { ProjectLocation.Found(url: $0.url, kind: $0.kind, why: $0.depth == 0 ? .inFolder : .layout(root.layout(of: $0, below: path)!)) }
            location.passedOver += projects.filter { !chosen.contains($0) }.map { .init(url: $0.url, reason: .nested) } + nested
        } else {
            var candidates = projects
            if candidates.count > 1 {
                let kept = candidates.filter { $0.kind != .xcode || file($0).map { $0.targets.contains { $0.productType.isApplication || $0.productType.isExtension } } ?? true }
                location.passedOver += candidates.filter { !kept.contains($0) }.map { .init(url: $0.url, reason: .noAppOrExtension) }
                if !kept.isEmpty { candidates = kept } else { location.passedOver.removeAll { $0.reason == .noAppOrExtension } }
            }
            location.found = candidates.map { .init(url: $0.url, kind: $0.kind, why: root.layout(of: $0, below: path).map { .layout($0) } ?? .below(depth: $0.depth)) }
            location.passedOver += nested
        }
        guard location.found.isEmpty else { return location }
        if let file = ProjectGenerator.roots(search.generators.map(\.file), given: path, scope: scope).first,
           let generator = ProjectGenerator.read(file, given: path, scope: scope) {
            throw .generatedProject(path.path, generator)
        }
        // Nothing found: the search went on as deep as it goes, or found no folder that deep.
        throw .noProjectFound(path.path, searchedDepth: limits.deepDepth)
    }

    /// Whether a candidate holds an app extension: an Expo app's declared targets, or an Xcode
    /// project's extension target.
    private static func hasExtension(_ candidate: ProjectSearch.Candidate, _ file: (ProjectSearch.Candidate) -> XcodeProjectFile?) -> Bool {
        candidate.kind == .expo || file(candidate)?.targets.contains { $0.productType.isExtension } == true
    }

    /// The projects a workspace lists that are there (each `.xcodeproj` with its
    /// `project.pbxproj`, inside the repository holding the workspace). None there: a generator
    /// makes them. Tuist's generated workspaces are committed without their projects, and a
    /// hand-made workspace may list projects XcodeGen specs make and `.gitignore` keeps out
    /// (tutao/tutanota's `app-ios/tuta.xcworkspace` lists `calendar.xcodeproj`, which
    /// `calendar-project.yml` makes): the generator's file beside the workspace or a listed
    /// project's place is named, a spec that makes a listed project (its `name:`) first.
    private static func workspace(_ url: URL) throws(ProjectDoctorError) -> ProjectLocation {
        let folder = url.deletingLastPathComponent().standardizedFileURL
        let root = ProjectScope.root(given: folder, project: url)
        let scope = ProjectScope(root: root)
        var listed: [URL] = []
        var stopped: String?
        if case let .data(data) = scope.read(url.appendingPathComponent("contents.xcworkspacedata"), limit: .smallText) {
            let workspace = XCWorkspace(String(decoding: data, as: UTF8.self))
            listed = workspace.projects.map { folder.appendingPathComponent($0).standardizedFileURL }
                .filter { !ProjectSearch.ignoredProjects.contains($0.lastPathComponent) && scope.contains($0) }
            if workspace.truncated { stopped = "stopped after the first \(XCWorkspace.maximumReferences) projects the workspace lists" }
        }
        let found = listed.filter { scope.exists($0.appendingPathComponent("project.pbxproj")) }
        if !found.isEmpty { return ProjectLocation(given: url, found: found.map { .init(url: $0, why: .workspace) }, searchStopped: stopped) }
        var folders = [folder]
        for project in listed.prefix(16) where !folders.contains(project.deletingLastPathComponent()) {
            folders.append(project.deletingLastPathComponent())
        }
        let files = folders.flatMap { ProjectGenerator.files(in: $0, names: scope.names(in: $0), scope: scope) }
        let roots = ProjectGenerator.roots(files, given: folder, scope: scope)
        let making = roots.lazy.compactMap { file in
            ProjectGenerator.project(madeBy: file, scope: scope).flatMap { made in listed.contains(made) ? (file, made) : nil }
        }.first
        if let file = making?.0 ?? roots.first, var generator = ProjectGenerator.read(file, given: folder, scope: scope) {
            if let made = making?.1 {
                let origin = GeneratedFiles(root: root, scope: scope, display: { ProjectScope.shown($0, from: folder) }).origin(made)
                generator.absentProject = .init(name: made.lastPathComponent, keptOutBy: origin.flatMap { $0.keptOut ? $0.madeBy : nil })
            }
            throw .generatedProject(url.path, generator)
        }
        throw .noProjectFound(url.path, searchedDepth: 0)
    }

    // Built once (see SourceText's definitions).
    nonisolated(unsafe) private static let packagePath = #/\.package\s*\((?:\s*name\s*:\s*"[^"\n]*"\s*,)?\s*path\s*:\s*"([^"\n]+)"/#

    /// The folders (standardized paths) of the local packages the repository's `Package.swift` at
    /// the folder given names by path, and those the candidates' projects reference
    /// (`XCLocalSwiftPackageReference`).
    private static func localPackageFolders(given: URL, candidates: [ProjectSearch.Candidate], scope: ProjectScope,
                                            file: (ProjectSearch.Candidate) -> XcodeProjectFile?) -> [String] {
        var folders: [URL] = []
        if case let .data(data) = scope.read(given.appendingPathComponent("Package.swift"), limit: .smallText) {
            folders += String(decoding: data, as: UTF8.self).matches(of: packagePath).prefix(64).map { given.appendingPathComponent(String($0.1)) }
        }
        for candidate in candidates.prefix(16) where candidate.kind == .xcode {
            guard let file = file(candidate) else { continue }
            let folder = candidate.url.deletingLastPathComponent()
            // A package holding the project that names it (`relativePath = ..`, the repository's own) is no dependency of it.
            folders += file.localPackageCandidates.prefix(64).map { folder.appendingPathComponent($0).standardizedFileURL }
                .filter { !candidate.url.standardizedFileURL.path.hasPrefix($0.path + "/") }
        }
        // Nor is the folder given, or one above it.
        let top = given.standardizedFileURL.path
        return folders.map(\.standardizedFileURL.path).filter { !(top + "/").hasPrefix($0 + "/") }
    }

    /// A candidate's project file, parsed; nil when it does not read or parse. A candidate that
    /// cannot be read counts as building an app or an app extension (an Expo app always declares
    /// one): a library's or a plugin's project is passed over only when others do.
    private static func projectFile(_ candidate: ProjectSearch.Candidate, scope: ProjectScope) -> XcodeProjectFile? {
        guard candidate.kind == .xcode,
              case let .data(data) = scope.read(candidate.url.appendingPathComponent("project.pbxproj"), limit: .projectFile) else { return nil }
        return try? XcodeProjectFile.parse(data)
    }
}

/// What the folder given is the root of, by the files stacks leave there: where each keeps its
/// iOS project.
struct AppRoot {
    let flutter: Bool
    let node: Bool
    let capacitor: Bool
    let gradle: Bool

    init(_ folder: URL, names: [String]) {
        let names = Set(names)
        flutter = names.contains("pubspec.yaml")
        node = names.contains("package.json")
        capacitor = ["capacitor.config.ts", "capacitor.config.js", "capacitor.config.json"].contains { names.contains($0) }
        gradle = ["settings.gradle.kts", "settings.gradle", "build.gradle.kts"].contains { names.contains($0) }
    }

    var isAppRoot: Bool { flutter || node || capacitor || gradle }

    /// The stack's folder a project found lies in, when it is one.
    func layout(of candidate: ProjectSearch.Candidate, below root: URL) -> ProjectLocation.Layout? {
        guard candidate.kind == .xcode else { return nil }
        let folder = candidate.url.deletingLastPathComponent().path, base = root.standardizedFileURL.path
        guard folder.hasPrefix(base + "/") else { return nil }
        switch folder.dropFirst(base.count + 1) {
        case "ios": return flutter ? .flutter : capacitor ? nil : node ? .reactNative : .platformFolder
        case "macos": return flutter ? .flutter : .platformFolder
        case "ios/App": return capacitor ? .capacitor : nil
        case "iosApp": return gradle ? .kotlinMultiplatform : nil
        default: return nil
        }
    }
}
