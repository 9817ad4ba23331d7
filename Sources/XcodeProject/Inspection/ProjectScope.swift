import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SharedData

/// The folders doctor may read a project from: the project's root (the folder given, or the
/// repository that holds the `.xcodeproj`, whichever is larger) and each `--allow-outside`
/// folder. A project is outside data (a pull request can be hostile), so every file of it is
/// opened through here: the path is taken relative to the root it lies under and each component
/// is opened with `ConfinedFolder` (no symbolic link, no FIFO, socket or device), so an include of
/// `/proc/self/environ`, a `../../.aws/credentials` or a link out of the folder is never read; nor
/// is a file with a second hard link, which may be a file outside under another name.
final class ProjectScope {
    enum ReadResult {
        case data(Data)
        case missing
        /// Why the file could not be read: a message, its paths and names shown escaped already
        /// (`FileAccessError`), so a finding quotes it as it is.
        case failed(String)
        /// Not read: the path leads outside every root.
        case outside
    }

    /// Standardized, the project's root first.
    let roots: [URL]
    private var opened: [String: ConfinedFolder?] = [:]
    /// Every file is read once in a run, however many configurations name it.
    private var read: [String: ReadResult] = [:]
    /// How often each file was opened (read from the disk), for tests.
    private(set) var opens: [String: Int] = [:]
    /// How often each entitlements file was parsed, for tests: once, however many targets and
    /// configurations sign with it.
    var entitlementsParsed: [String: Int] = [:]
    /// Folders `CaseExactPath` looked in, each listed once: every target and configuration looks
    /// its Info.plist and entitlements up in a few folders, which may hold thousands of files.
    private var spellings: [String: NameSpellings] = [:]

    /// - Parameter known: files the caller has read already (doctor's `--entitlements` files, read
    ///   as given), whose bytes are used rather than opening them again; only those under a root
    ///   are taken, and a file the user named is one they chose to have read.
    init(root: URL, allowed: [URL] = [], known: [URL: Data] = [:]) {
        roots = ([root] + allowed).map(\.standardizedFileURL)
        for (url, data) in known where contains(url) {
            read[url.standardizedFileURL.path] = .data(data)
        }
    }

    /// The root of the project for `project` (an `.xcodeproj`): `given`, or the repository holding
    /// the project (the nearest folder above it with a `.git`) when that holds `given` too.
    static func root(given: URL, project: URL) -> URL {
        let given = given.standardizedFileURL
        guard let folder = RepositoryRoot.enclosing(project.standardizedFileURL.deletingLastPathComponent()), folder.path != "/" else { return given }
        return given.path.hasPrefix(folder.path + "/") || given.path == folder.path ? folder : given
    }

    /// The folder a project's files may be read from, for paths shown from `root`: the git work
    /// tree holding `root` (`workTree`), else `root`; widened to a folder of `including` above
    /// `root` (a React Native app's root when given its `ios/`).
    static func readableRoot(shownFrom root: URL, including urls: [URL]) -> URL {
        let root = root.standardizedFileURL
        var readable = workTree(containing: root) ?? root
        for url in urls.map(\.standardizedFileURL) where readable.path.hasPrefix(url.path + "/") {
            readable = url
        }
        return readable
    }

    /// Folders climbed looking for a work tree's root.
    static let maximumClimb = 32
    /// Of those, folders climbed where no `.git` is, through folders holding a `.gitignore` or
    /// a project manifest.
    static let maximumClimbWithoutGit = 8
    /// What shows a folder belongs to the same checkout as its subfolder when no `.git` is there
    /// (an export, a snapshot): an ignore file or a manifest of the app's stack.
    static let checkoutFiles = [".gitignore", "package.json", "pubspec.yaml", "settings.gradle", "settings.gradle.kts", "Package.swift"]

    /// The root of the git work tree holding `folder`: the nearest folder at or above it with a
    /// `.git` (a folder, or a worktree's or submodule's file). A checkout without `.git` is taken
    /// up through the folders above that hold an ignore file or a manifest (a repository's root
    /// `.gitignore` above its `ios/`), at most `maximumClimbWithoutGit`; nil when that is `folder`
    /// alone. No link is followed.
    static func workTree(containing folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        for _ in 0..<maximumClimb {
            if Self.exists(current.appendingPathComponent(".git")) { return current }
            let parent = current.deletingLastPathComponent()
            guard parent.path != current.path else { break }
            current = parent
        }
        var top = folder.standardizedFileURL
        for _ in 0..<maximumClimbWithoutGit {
            let parent = top.deletingLastPathComponent()
            guard parent.path != top.path, checkoutFiles.contains(where: { Self.exists(parent.appendingPathComponent($0)) }) else { break }
            top = parent
        }
        return top.path == folder.standardizedFileURL.path ? nil : top
    }

    /// Whether anything is at `url`, a link itself included (never followed).
    private static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// A path as findings show it: relative to `root`, with `../` for a file beside it (a React
    /// Native app's scripts when its `ios/` was given), escaped once.
    static func shown(_ url: URL, from root: URL) -> String {
        relative(url, from: root).shown
    }

    /// A path relative to `root`, with `../` for a file beside it; not escaped.
    static func relative(_ url: URL, from root: URL) -> String {
        let path = url.standardizedFileURL.pathComponents, base = root.standardizedFileURL.pathComponents
        var common = 0
        while common < min(path.count, base.count), path[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + path[common...]).joined(separator: "/")
    }

    /// Whether `url` is under one of the roots (lexically: `..` is resolved first).
    func contains(_ url: URL) -> Bool { place(url) != nil }

    func read(_ url: URL, limit: ReadLimit) -> ReadResult {
        let key = url.standardizedFileURL.path
        if let known = read[key] {
            // Bytes read already (with another limit: an --entitlements file's) are held to this one.
            if case let .data(data) = known, data.count > limit.bytes {
                return .failed(FileAccessError.tooLarge(path: key, size: Int64(data.count), limit: limit).description)
            }
            return known
        }
        let result = readOnce(url, limit: limit)
        read[key] = result
        return result
    }

    private func readOnce(_ url: URL, limit: ReadLimit) -> ReadResult {
        guard let (root, components) = place(url) else { return .outside }
        opens[url.standardizedFileURL.path, default: 0] += 1
        guard let name = components.last else { return .failed("a folder, not a file") }
        do {
            guard let folder = try folder(root, components.dropLast()),
                  let data = try folder.read(name, limit: limit, singleLink: true) else { return .missing }
            return .data(data)
        } catch {
            return .failed(error.description)
        }
    }

    /// The names in a folder, sorted; empty when it is outside, missing or cannot be listed.
    func names(in url: URL) -> [String] {
        guard let (root, components) = place(url), let found = try? folder(root, components[...]) else { return [] }
        return ((try? found.names()) ?? []).sorted()
    }

    /// The names in a folder, to look one up exactly and in any letter case; listed once a run.
    func spellings(in url: URL) -> NameSpellings {
        let key = url.standardizedFileURL.path
        if let known = spellings[key] { return known }
        let found = NameSpellings(names(in: url))
        spellings[key] = found
        return found
    }

    /// Whether `url` is a folder inside the roots (a link to one is not).
    func isFolder(_ url: URL) -> Bool { kind(url) == .folder }

    /// Whether anything (not through a link) is at `url` inside the roots.
    func exists(_ url: URL) -> Bool { kind(url).map { $0 != .missing } ?? false }

    private func kind(_ url: URL) -> FileKind? {
        guard let (root, components) = place(url) else { return nil }
        guard let name = components.last else { return .folder }
        guard let parent = try? folder(root, components.dropLast()) else { return .missing }
        return (try? parent.kind(of: name)) ?? .missing
    }

    /// The root `url` lies under and the components below it, `..` resolved first; nil outside every root.
    func place(_ url: URL) -> (URL, [String])? {
        let path = url.standardizedFileURL.path
        for root in roots {
            let base = root.path.hasSuffix("/") ? String(root.path.dropLast()) : root.path
            if path == base { return (root, []) }
            if path.hasPrefix(base + "/") {
                return (root, path.dropFirst(base.count + 1).split(separator: "/").map(String.init))
            }
        }
        return nil
    }

    private func folder(_ root: URL, _ components: ArraySlice<String>) throws(FileAccessError) -> ConfinedFolder? {
        let top: ConfinedFolder?
        if let known = opened[root.path] {
            top = known
        } else {
            top = try? ConfinedFolder.open(root)
            opened[root.path] = top
        }
        guard let top else { return nil }
        return try top.subfolder(at: components)
    }
}

/// A folder's names, looked up exactly or ignoring letter case in one hash look-up each.
struct NameSpellings {
    private let exact: Set<String>
    /// Each lowercased name to the first name (in sorted order) that lowercases to it.
    private let folded: [String: String]

    init(_ sorted: [String]) {
        exact = Set(sorted)
        var folded: [String: String] = [:]
        for name in sorted where folded[name.lowercased()] == nil { folded[name.lowercased()] = name }
        self.folded = folded
    }

    func contains(_ name: String) -> Bool { exact.contains(name) }

    /// The first name that equals `name` ignoring letter case.
    func spelling(of name: String) -> String? { folded[name.lowercased()] }
}
