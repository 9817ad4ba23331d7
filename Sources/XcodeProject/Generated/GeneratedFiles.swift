import Essentials
import SharedData

/// A file a fresh clone lacks on purpose, and what makes it.
public struct AbsentGeneratedFile: Codable, Sendable, Hashable {
    /// As shown in findings (relative to the project's root).
    public let file: String
    /// The command that makes it (`pod install`, `flutter pub get`), or the `.gitignore` line
    /// that keeps it out of the repository.
    public let madeBy: String

    public init(file: String, madeBy: String) {
        self.file = file
        self.madeBy = madeBy
    }
}

/// Tells a file that is missing because a clone never has it from one that is missing by
/// mistake: CocoaPods' `Pods/` beside a `Podfile`, Flutter's `Generated.xcconfig` and
/// `ephemeral/`, a git submodule's files while it is not checked out (`.gitmodules`), and
/// whatever a `.gitignore` between the root of the git work tree holding the
/// project and the file covers (the repository's root `.gitignore` counts when the folder given
/// is its `ios/`). What such a file would define is unknown, not wrong. Reads only `.gitignore`,
/// `.gitmodules` and `Podfile` names inside the root, each once.
final class GeneratedFiles {
    /// The work tree's root (`ProjectScope.workTree`), or the project's root outside one.
    private let root: URL
    private let scope: ProjectScope
    /// A file as findings name it (relative to the folder given: `../.gitignore`).
    private let display: (URL) -> String
    private var ignores: [String: GitIgnore?] = [:]
    /// The paths of the submodules the root's `.gitmodules` lists (`path = ios/Widget`), read once.
    private lazy var submodules: [String] = {
        guard case let .data(data) = scope.read(root.appendingPathComponent(".gitmodules"), limit: .smallText) else { return [] }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).prefix(Self.maximumSubmoduleLines).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map(\.trimmingWhitespace)
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty, !parts[1].hasPrefix("/"), !parts[1].contains("..") else { return nil }
            return parts[1].hasSuffix("/") ? String(parts[1].dropLast()) : String(parts[1])
        }
    }()
    /// Lines of `.gitmodules` read: a repository lists a few submodules.
    static let maximumSubmoduleLines = 1_000

    /// - Parameter display: how findings name a file; nil: relative to `root`.
    init(root: URL, scope: ProjectScope, display: ((URL) -> String)? = nil) {
        let root = root.standardizedFileURL
        self.root = root
        self.scope = scope
        self.display = display ?? { ProjectInspector.shown($0, from: root, within: root) }
    }

    /// Why a missing file is missing on purpose.
    struct Origin {
        /// The command that makes it, or the `.gitignore` line that keeps it out.
        let madeBy: String
        /// A file of the user's own the repository ignores (a local override, a secrets file),
        /// which may define anything; a tool's file (`Pods/`, `Generated.xcconfig`) defines the
        /// tool's settings only.
        let keptOut: Bool
    }

    func origin(_ url: URL) -> Origin? {
        let path = url.standardizedFileURL.path, base = root.path
        guard path.hasPrefix(base + "/") else { return nil }
        let relative = String(path.dropFirst(base.count + 1))
        // A git submodule a clone has not checked out (its folder empty): it may hold anything.
        if let module = submodules.first(where: { relative.hasPrefix($0 + "/") }),
           scope.names(in: root.appendingPathComponent(module)).isEmpty {
            return Origin(madeBy: "git submodule update --init \(module.shown)", keptOut: true)
        }
        let components = relative.split(separator: "/")
        for (index, component) in components.enumerated().dropLast() {
            let folder = root.appendingPathComponent(components[..<index].joined(separator: "/"))
            if component == "Pods", scope.exists(folder.appendingPathComponent("Podfile")) {
                return Origin(madeBy: "pod install", keptOut: false)
            }
            if component == "Flutter", index + 1 < components.count,
               components[index + 1] == "ephemeral" || (index + 2 == components.count && components[index + 1].hasSuffix("Generated.xcconfig")) {
                return Origin(madeBy: "flutter pub get", keptOut: false)
            }
        }
        return ignoredBy(components).map { Origin(madeBy: $0, keptOut: true) }
    }

    /// Whether `folder` (below the root) is itself kept out of the repository by its ignore
    /// files: then that repository is not the project's (a project inside another one's build
    /// output or ignored folder), and its ignore files say nothing about the project's files.
    func keepsOut(_ folder: URL) -> Bool {
        let path = folder.standardizedFileURL.path, base = root.path
        guard path.hasPrefix(base + "/") else { return false }
        // An empty last component: only the folders decide, and a pattern for everything (`*`).
        return ignoredBy(path.dropFirst(base.count + 1).split(separator: "/") + [""]) != nil
    }

    /// The `.gitignore` line that keeps the file out, as git decides it, as "FILE line N".
    private func ignoredBy(_ components: [Substring]) -> String? {
        var work = 0
        let decision = GitIgnore.deciding(components, ignores: { gitignore(in: components[..<$0].joined(separator: "/")) }, work: &work)
        guard let decision, !decision.pattern.negated else { return nil }
        let folder = components[..<decision.depth].joined(separator: "/")
        return "\(ignoreFile(in: folder)) line \(decision.pattern.line) keeps it out of the repository"
    }

    /// The `.gitignore` of a folder (relative to the root), as findings name it.
    private func ignoreFile(in folder: String) -> String {
        display((folder.isEmpty ? root : root.appendingPathComponent(folder)).appendingPathComponent(".gitignore"))
    }

    private func gitignore(in folder: String) -> GitIgnore? {
        if let known = ignores[folder] { return known }
        let url = (folder.isEmpty ? root : root.appendingPathComponent(folder)).appendingPathComponent(".gitignore")
        var parsed: GitIgnore?
        if case let .data(data) = scope.read(url, limit: .smallText) { parsed = GitIgnore(String(decoding: data, as: UTF8.self)) }
        ignores[folder] = parsed
        return parsed
    }
}
