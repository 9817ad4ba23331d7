import SharedData

/// Why a `project.pbxproj` cannot be read: its syntax (with line and column), or a structure
/// that is not an Xcode project.
/// Its text shows what it quotes from the file escaped once (the syntax error's key, the root
/// object's id), so it is shown as it is.
public enum ProjectFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case syntax(OpenStepPlistError)
    case notAProject(String)

    public var description: String {
        switch self {
        case let .syntax(error): "not an Xcode project file: \(error)"
        case let .notAProject(why): "not an Xcode project file: \(why)"
        }
    }

    /// The line the reader stopped at, when there is one.
    public var line: Int? {
        if case let .syntax(error) = self { error.line } else { nil }
    }
}
