import Essentials

/// Finds a file named by a build setting the way the default macOS volume would, and says when
/// the name differs from the file on disk in letter case: Xcode builds it on a case-insensitive
/// volume (the default), and fails on a case-sensitive one, as on Linux CI.
enum CaseExactPath {
    enum Found: Equatable {
        case exact(URL)
        /// The file exists under another spelling of case; `url` is the real one.
        case differentCase(URL)
        case missing
    }

    /// `path` (relative to `base`, or absolute) looked up one component at a time in the folder
    /// listings (each listed once a run), so the answer is the same on every file system. An
    /// absolute path (`$(SRCROOT)/…`, `$(PROJECT_DIR)/…` expanded) is looked up from the root it
    /// lies under: the folders above the roots are never listed, and one outside them is missing.
    static func find(_ path: String, in base: URL, scope: ProjectScope) -> Found {
        var current = base
        var components = path.split(separator: "/").map(String.init)
        if path.hasPrefix("/") {
            guard let (root, rest) = scope.place(URL(fileURLWithPath: path)) else { return .missing }
            (current, components) = (root, rest)
        }
        var differs = false
        for component in components {
            switch component {
            case ".": continue
            case "..": current = current.deletingLastPathComponent(); continue
            default: break
            }
            let names = scope.spellings(in: current)
            if names.contains(component) {
                current = current.appendingPathComponent(component)
            } else if let other = names.spelling(of: component) {
                differs = true
                current = current.appendingPathComponent(other)
            } else {
                return .missing
            }
        }
        return differs ? .differentCase(current) : .exact(current)
    }
}
