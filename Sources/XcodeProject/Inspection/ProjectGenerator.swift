#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A tool that writes the Xcode project from a file of its own, for a repository that commits
/// no `.xcodeproj`: doctor names it and the command that makes the project, rather than saying
/// only that none was found. (The generators' own files are not read: see the README.)
public struct ProjectGenerator: Equatable, Sendable {
    public let tool: String
    /// The file that shows the tool is used, relative to the folder given.
    public let file: String
    public let command: String

    /// Looked for in the folder and, for a Flutter or React Native layout, in its `ios/`.
    static func find(in folder: URL) -> ProjectGenerator? {
        let candidates: [(file: String, tool: String, command: String)] = [
            ("project.yml", "XcodeGen", "xcodegen generate"),
            ("ios/project.yml", "XcodeGen", "cd ios && xcodegen generate"),
            ("Project.swift", "Tuist", "tuist generate"),
            ("Tuist/Config.swift", "Tuist", "tuist generate"),
            ("app.json", "Expo", "npx expo prebuild --platform ios"),
            ("app.config.js", "Expo", "npx expo prebuild --platform ios"),
            ("app.config.ts", "Expo", "npx expo prebuild --platform ios"),
        ]
        return candidates.first { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.file).path) }
            .map { ProjectGenerator(tool: $0.tool, file: $0.file, command: $0.command) }
    }
}
