import Essentials

/// The git repository a folder is in: the nearest folder at or above it holding a `.git` (a folder,
/// or a worktree's or submodule's file). Paths CI tools read (code scanning's SARIF, doctor's
/// project root) are from there, where a workflow checks the repository out.
public enum RepositoryRoot {
    /// The repository's root holding `folder`, standardized; nil when no folder above has a `.git`.
    public static func enclosing(_ folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder }
            if folder.path == "/" { return nil }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
