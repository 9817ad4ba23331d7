import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of an app's code in a language other than the Xcode project's Swift (and a Flutter
/// app's Dart, which the reader scans itself): the app runs it, so the groups it opens and the keys
/// and kinds it writes are the app's. Found from where each stack keeps its code beside the iOS
/// project (decision 7); the code scan reads each, inside the project's scope.
public struct CodeRoot: Sendable, Hashable {
    public enum Language: String, Sendable, Hashable {
        case javaScript = "JavaScript/TypeScript"
        case kotlin = "Kotlin"
        case cSharp = "C#"

        /// The app-code language a file of `language` was read as; nil for the Xcode project's own.
        init?(reading language: CodeOccurrence.Language) {
            switch language {
            case .javaScript: self = .javaScript
            case .kotlin: self = .kotlin
            case .csharp: self = .cSharp
            case .swift, .objectiveC, .dart: return nil
            }
        }
    }

    /// Why the folder is the app's code.
    public enum Why: String, Sendable, Hashable {
        /// The React Native app's root above its `ios/` (its `package.json`).
        case reactNative
        /// The Capacitor app's root above `ios/App/` (its `capacitor.config.*`).
        case capacitor
        /// The Expo app's root, whose targets are read from configuration.
        case expo
        /// A Kotlin Multiplatform module's `src/iosMain`, `src/appleMain` or `src/commonMain`,
        /// beside the `iosApp/` (the Gradle root's modules): compiled into the iOS framework.
        case kotlinMultiplatform
        /// The .NET MAUI or Xamarin app's project folder (its `.csproj` embeds the extension).
        case dotnet
    }

    public let language: Language
    public let folder: URL
    /// The project (`.xcodeproj`, or the Expo app's folder) whose app runs the code.
    public let project: URL
    public let why: Why

    public init(language: Language, folder: URL, project: URL, why: Why) {
        self.language = language
        self.folder = folder.standardizedFileURL
        self.project = project.standardizedFileURL
        self.why = why
    }

    /// Whether a Kotlin source set is compiled for iOS: the shared `commonMain`, the hierarchy's
    /// `appleMain`, `darwinMain`, `nativeMain` and `iosMain`, and one iOS architecture's
    /// (`iosArm64Main`, `iosSimulatorArm64Main`, `iosX64Main`).
    static func compiledForIOS(sourceSet name: String) -> Bool {
        ["commonMain", "appleMain", "darwinMain", "nativeMain", "iosMain"].contains(name)
            || (name.hasPrefix("ios") && name.hasSuffix("Main") && name.count > 7 && name.dropFirst(3).first?.isUppercase == true)
    }
    /// Modules looked at in a Gradle root, and levels below it (`:schedule:generator`).
    static let maximumModules = 256

    /// The code roots of each project found. Reads no file: names only, no link followed.
    public static func roots(of location: ProjectLocation) -> [CodeRoot] {
        var roots: [CodeRoot] = []
        for found in location.found {
            switch found.kind {
            case .expo:
                roots.append(CodeRoot(language: .javaScript, folder: found.url, project: found.url, why: .expo))
            case .xcode:
                let folder = found.url.deletingLastPathComponent(), above = folder.deletingLastPathComponent()
                if folder.lastPathComponent == "App", above.lastPathComponent == "ios", isCapacitorRoot(above.deletingLastPathComponent()) {
                    roots.append(CodeRoot(language: .javaScript, folder: above.deletingLastPathComponent(), project: found.url, why: .capacitor))
                } else if folder.lastPathComponent == "ios", exists(above.appendingPathComponent("package.json")),
                          !exists(above.appendingPathComponent("pubspec.yaml")) {
                    roots.append(CodeRoot(language: .javaScript, folder: above, project: found.url, why: isCapacitorRoot(above) ? .capacitor : .reactNative))
                } else if isGradleRoot(above) {
                    roots += kotlinSourceSets(in: above).map { CodeRoot(language: .kotlin, folder: $0, project: found.url, why: .kotlinMultiplatform) }
                }
            }
        }
        return roots
    }

    private static func isCapacitorRoot(_ folder: URL) -> Bool {
        ["capacitor.config.ts", "capacitor.config.js", "capacitor.config.json"].contains { exists(folder.appendingPathComponent($0)) }
    }

    private static func isGradleRoot(_ folder: URL) -> Bool {
        ["settings.gradle.kts", "settings.gradle"].contains { exists(folder.appendingPathComponent($0)) }
    }

    /// `<module>/src/<set>` and `<module>/<module>/src/<set>` under a Gradle root.
    private static func kotlinSourceSets(in root: URL) -> [URL] {
        var found: [URL] = []
        var modules = folders(in: root)
        modules += modules.flatMap { folders(in: $0).prefix(maximumModules) }
        for module in modules.prefix(maximumModules) {
            let sources = module.appendingPathComponent("src")
            guard isFolder(sources) else { continue }
            found += ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
                .filter(compiledForIOS(sourceSet:)).map { sources.appendingPathComponent($0) }.filter(isFolder)
        }
        return found
    }

    private static func folders(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .filter { !$0.hasPrefix(".") && !ProjectSearch.skippedFolders.contains($0) && !["src", "iosApp"].contains($0) }
            .prefix(maximumModules).map { folder.appendingPathComponent($0) }.filter(isFolder)
    }

    private static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    private static func isFolder(_ url: URL) -> Bool { ProjectFiles.isFolder(url) }
}
