import CBuildInfo

/// What `widget-tui --version` prints. The version is written here; the commit only a build that
/// names it knows (`scripts/build-release`): a plain `swift build` cannot run git.
enum WidgetTUIVersion {
    static let number = "0.1.0"

    /// The commit of the build, nil in a plain `swift build`.
    static var commit: String? {
        guard let text = widget_tui_build_commit() else { return nil }
        let commit = String(cString: text)
        return commit.isEmpty ? nil : commit
    }

    /// `widget-tui 0.1.0 (commit 51143b0a1c2d)`, or `(commit unknown)`.
    static var line: String { "widget-tui \(number) (commit \(commit ?? "unknown"))" }
}
