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
    /// listings (each listed once a run), so the answer is the same on every file system.
    static func find(_ path: String, in base: URL, scope: ProjectScope) -> Found {
        var current = path.hasPrefix("/") ? URL(fileURLWithPath: "/") : base
        var differs = false
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": current = current.deletingLastPathComponent(); continue
            default: break
            }
            let names = scope.spellings(in: current)
            if names.contains(String(component)) {
                current = current.appendingPathComponent(String(component))
            } else if let other = names.spelling(of: String(component)) {
                differs = true
                current = current.appendingPathComponent(other)
            } else {
                return .missing
            }
        }
        return differs ? .differentCase(current) : .exact(current)
    }
}
