import Essentials

/// Where the Xcode projects are for a path the user gives: an `.xcodeproj` itself, or a folder
/// holding one, directly, in a Flutter or React Native project's `ios/` and `macos/`, or in a
/// Kotlin Multiplatform app's `iosApp/`. A folder whose project a generator makes (XcodeGen,
/// Tuist, Expo) is named with the command that makes it.
public enum ProjectLocator {
    /// Projects nobody edits by hand.
    static let ignoredProjects: Set<String> = ["Pods.xcodeproj"]

    public static func projects(at path: URL) throws(ProjectDoctorError) -> [URL] {
        let path = path.standardizedFileURL
        if path.lastPathComponent == "project.pbxproj" { return try projects(at: path.deletingLastPathComponent()) }
        guard FileManager.default.fileExists(atPath: path.path) else { throw .noSuchPath(path.path) }
        if path.pathExtension == "xcodeproj" {
            guard hasProjectFile(path) else { throw .noProjectFile(path.path) }
            return [path]
        }
        guard ProjectFiles.isFolder(path) else { throw .noProjectFound(path.path, searched: []) }
        let own = projects(in: path)
        if !own.isEmpty { return own }
        let flutter = ["ios", "macos", "iosApp"].map { path.appendingPathComponent($0) }.filter(ProjectFiles.isFolder)
        let found = flutter.flatMap(projects(in:))
        if found.isEmpty, let generator = ProjectGenerator.find(in: path) { throw .generatedProject(path.path, generator) }
        guard !found.isEmpty else { throw .noProjectFound(path.path, searched: ([path] + flutter).map(\.path)) }
        return found
    }

    private static func projects(in folder: URL) -> [URL] {
        ProjectFiles.names(in: folder)
            .filter { $0.hasSuffix(".xcodeproj") && !ignoredProjects.contains($0) }
            .map { folder.appendingPathComponent($0) }
            .filter(hasProjectFile)
    }

    private static func hasProjectFile(_ project: URL) -> Bool {
        FileManager.default.fileExists(atPath: project.appendingPathComponent("project.pbxproj").path)
    }
}
