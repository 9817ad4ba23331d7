import SharedData

/// Why there is no project to examine at the path given, naming the paths as shown (escaped once).
public enum ProjectDoctorError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchPath(String)
    case noProjectFile(String)
    /// None in the folder nor in the folders the search looked in, up to `searchedDepth` below it.
    case noProjectFound(String, searchedDepth: Int)
    /// No `.xcodeproj` is committed: a generator makes it.
    case generatedProject(String, ProjectGenerator)

    public var description: String {
        switch self {
        case let .noSuchPath(path):
            "\(path.shown): no such file or folder"
        case let .noProjectFile(path):
            "\(path.shown): no project.pbxproj inside; not an Xcode project"
        case let .noProjectFound(path, depth):
            depth == 0
                ? "\(path.shown): not an .xcodeproj or a folder holding one"
                : "\(path.shown): no .xcodeproj found in it or up to \(depth) folders below (build output, Pods and node_modules are not searched)"
        case let .generatedProject(path, generator):
            "\(path.shown): \(Self.absence(of: generator, in: path)); \(generator.tool) makes it from \(generator.file): run \(generator.command), then doctor again"
                + (generator.groups.isEmpty ? "" : "; \(generator.file) states the \(generator.groups.count == 1 ? "App Group" : "App Groups") "
                    + generator.groups.map { "\($0.value.shown) (line \($0.line))" }.joined(separator: ", ")
                    + " (read as plain data, not as \(generator.tool) evaluates it)")
        }
    }

    /// What is not committed: the project a workspace given lists (and the `.gitignore` line that
    /// keeps it out), else any `.xcodeproj`.
    private static func absence(of generator: ProjectGenerator, in path: String) -> String {
        guard let project = generator.absentProject else { return "no .xcodeproj is committed" }
        let workspace = path.split(separator: "/").last.map(String.init) ?? path
        return "\(project.name.shown), which \(workspace.shown) lists, is not committed" + (project.keptOutBy.map { " (\($0))" } ?? "")
    }
}
