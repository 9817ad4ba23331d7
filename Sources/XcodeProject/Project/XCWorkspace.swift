import Essentials

/// A workspace's `contents.xcworkspacedata`: the projects it lists. Each `FileRef`'s location is
/// `group:` (relative to the groups around it, then the workspace's folder), `container:` (the
/// workspace's folder), `absolute:` or `self:` (the workspace inside a project); only the
/// `.xcodeproj` references are kept, as paths relative to the workspace's folder, each once, at
/// most `maximumReferences`. An absolute one is kept as it is (the reader refuses it outside the
/// project).
public struct XCWorkspace: Sendable, Equatable {
    public let projects: [String]

    static let maximumReferences = 1_000

    public init(_ text: String) {
        var groups: [String] = []
        var found: [String] = []
        // Tags in order: a Group opens a folder, its end closes it, a FileRef names a file.
        for match in text.matches(of: #/<(/?)(Group|FileRef)\b([^>]*)>/#) {
            let (closing, tag, attributes) = (match.output.1, match.output.2, match.output.3)
            if closing == "/" {
                if tag == "Group", !groups.isEmpty { groups.removeLast() }
                continue
            }
            let location = attributes.firstMatch(of: #/location\s*=\s*"([^"]*)"/#).map { Self.unescaped(String($0.output.1)) } ?? ""
            let path = Self.path(location, in: groups)
            if tag == "Group" {
                // A group written `<Group ... />` closes itself.
                if !attributes.hasSuffix("/") { groups.append(path ?? groups.last ?? "") }
                continue
            }
            guard let path, path.hasSuffix(".xcodeproj"), !found.contains(path), found.count < Self.maximumReferences else { continue }
            found.append(path)
        }
        projects = found
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

    private static func unescaped(_ text: String) -> String {
        text.replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&lt;", with: "<").replacing("&gt;", with: ">")
            .replacing("&amp;", with: "&")
    }
}
