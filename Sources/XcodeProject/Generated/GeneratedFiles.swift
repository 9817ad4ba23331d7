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
/// `ephemeral/`, and whatever a `.gitignore` between the project's root and the file covers.
/// What such a file would define is unknown, not wrong. Reads only `.gitignore` and `Podfile`
/// names inside the root, each once.
final class GeneratedFiles {
    private let root: URL
    private let scope: ProjectScope
    private var ignores: [String: GitIgnore?] = [:]

    init(root: URL, scope: ProjectScope) {
        self.root = root.standardizedFileURL
        self.scope = scope
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
        let components = path.dropFirst(base.count + 1).split(separator: "/")
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

    /// The `.gitignore` line that keeps the file out, as git decides it, as "FILE line N".
    private func ignoredBy(_ components: [Substring]) -> String? {
        var work = 0
        let decision = GitIgnore.deciding(components, ignores: { gitignore(in: components[..<$0].joined(separator: "/")) }, work: &work)
        guard let decision, !decision.pattern.negated else { return nil }
        let folder = components[..<decision.depth].joined(separator: "/")
        return "\(folder.isEmpty ? "" : folder + "/").gitignore line \(decision.pattern.line) keeps it out of the repository"
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
