import Essentials

/// A workspace's `contents.xcworkspacedata`: the projects it lists. Each `FileRef`'s location is
/// `group:` (relative to the groups around it, then the workspace's folder), `container:` (the
/// workspace's folder), `absolute:` or `self:` (the workspace inside a project); only the
/// `.xcodeproj` references are kept, as paths relative to the workspace's folder, each once, at
/// most `maximumReferences` (more is said: `truncated`), groups at most `maximumDepth` deep. An
/// absolute one is kept as it is (the reader refuses it outside the project).
public struct XCWorkspace: Sendable, Equatable {
    public let projects: [String]
    /// Whether the workspace lists more projects than `maximumReferences`, past which none is kept.
    public let truncated: Bool

    static let maximumReferences = 1_000
    /// Groups nested deeper than real workspaces' few levels add no folder.
    static let maximumDepth = 64

    public init(_ text: String) {
        var groups: [String] = []
        var found: [String] = []
        var truncated = false
        // Tags in order: a Group opens a folder, its end closes it, a FileRef names a file.
        for tag in XMLTags(text) where tag.name == "Group" || tag.name == "FileRef" {
            if tag.closing {
                if tag.name == "Group", !groups.isEmpty { groups.removeLast() }
                continue
            }
            let path = Self.path(tag.attribute("location") ?? "", in: groups)
            if tag.name == "Group" {
                // A group written `<Group ... />` closes itself.
                // Past `maximumDepth` a group is its parent's folder: paths stay short whatever the nesting.
                if !tag.selfClosing { groups.append(groups.count < Self.maximumDepth ? path ?? groups.last ?? "" : groups.last ?? "") }
                continue
            }
            guard let path, path.hasSuffix(".xcodeproj"), !found.contains(path) else { continue }
            guard found.count < Self.maximumReferences else {
                truncated = true
                break
            }
            found.append(path)
        }
        projects = found
        self.truncated = truncated
    }

    /// A location relative to the workspace's folder; nil for `self:` and unknown kinds.
    private static func path(_ location: String, in groups: [String]) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon], rest = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return ProjectPath.joined(groups.last ?? "", rest)
        case "container": return ProjectPath.normalized(rest)
        case "absolute": return rest
        default: return nil
        }
    }
}
