/// Where a file of the project is, as Xcode resolves a reference's `sourceTree`.
public enum ProjectPath: Hashable, Sendable, CustomStringConvertible {
    /// Relative to the project folder (`SRCROOT`): `<group>` paths through their parent groups,
    /// and `SOURCE_ROOT` paths. May start with `..`.
    case projectRelative(String)
    /// `<absolute>`.
    case absolute(String)
    /// Relative to a folder that exists only while building (`BUILT_PRODUCTS_DIR`, `SDKROOT`).
    case buildRelative(sourceTree: String, path: String)

    public var description: String {
        switch self {
        case let .projectRelative(path): path
        case let .absolute(path): path
        case let .buildRelative(tree, path): "$(\(tree))/\(path)"
        }
    }

    /// `a/./b/../c` as `a/c`; `..` that climbs above the start is kept.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    static func joined(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalized(path) }
        return normalized(base.isEmpty ? path : base + "/" + path)
    }
}
