import Essentials

/// Lists a project folder's Dart, Swift, Objective-C and entitlements files without wandering: build output,
/// dependencies and caches are skipped, symbolic links are not followed, and depth, folder
/// entries and files are bounded (`Limits`). What it had to leave out, it says: doctor reports the
/// checks that could not be completed (`scan-incomplete`) and exits 1.
public struct SourceTreeWalker {
    /// How far a walk goes, set from the largest real apps (docs/limits.md): the largest public iOS
    /// apps hold more than 5,000 Swift files, so 20,000 source files; their trees a few tens of
    /// thousands of entries (assets, localizations) and a dozen folders deep.
    public struct Limits: Sendable, Equatable {
        public var depth: Int
        /// Names listed in all folders walked, files and folders alike.
        public var entries: Int
        /// Dart, Swift and entitlements files listed.
        public var files: Int

        public init(depth: Int = 32, entries: Int = 200_000, files: Int = 20_000) {
            self.depth = depth
            self.entries = entries
            self.files = files
        }

        public static let standard = Limits()

        /// Each bound the smaller of the two: a walk with limits of its own under the run's.
        public func capped(at other: Limits) -> Limits {
            Limits(depth: min(depth, other.depth), entries: min(entries, other.entries), files: min(files, other.files))
        }
    }

    struct Listing {
        var dart: [URL] = []
        var swift: [URL] = []
        /// Objective-C sources and headers (`.m`, `.mm`, `.h`).
        var objectiveC: [URL] = []
        /// The app side in other languages: JavaScript/TypeScript, Kotlin, C#.
        var appCode: [URL] = []
        var entitlements: [URL] = []
        /// Build scripts (`.sh`, `.bash`, `.zsh`, `.command`, `Makefile`, `Fastfile`): where a project a
        /// script builds gets the settings its variables name.
        var scripts: [URL] = []
        /// Where launch arguments are set outside code: shared schemes (`.xcscheme`), fastlane's `Snapfile`.
        var launchSettings: [URL] = []
        /// Folders below the root that hold a project of their own (an `.xcodeproj`, an XcodeGen
        /// or Tuist spec, a Flutter app): what is in them belongs to that project (decision 14).
        var projectFolders: [URL] = []
        /// Set when a bound stopped the walk: what was left out.
        var truncated: String?
    }

    /// Generated, downloaded or cached: never the app's own code or settings. `test` holds Dart
    /// unit tests, whose mocks use made-up groups. Hidden folders (`.dart_tool`, `.symlinks`,
    /// `.git`, `.build`) are skipped too.
    static let skippedFolders: Set<String> = ["build", "Build", "Pods", "DerivedData", "node_modules", "Carthage", "ephemeral", "xcuserdata", "test"]

    var limits = Limits.standard

    /// A name that shows its folder holds a project of its own.
    static func marksProject(_ name: String) -> Bool {
        (name.hasSuffix(".xcodeproj") && !ProjectSearch.ignoredProjects.contains(name)) || ["project.yml", "Project.swift", "pubspec.yaml"].contains(name)
    }

    /// A build script by its name: `.sh`, `.bash`, `.zsh`, `.command`, a Makefile, fastlane's Fastfile.
    static func isScript(_ name: String) -> Bool {
        ["sh", "bash", "zsh", "command"].contains { name.hasSuffix("." + $0) } || ["Makefile", "makefile", "GNUmakefile", "Fastfile"].contains(name)
    }

    func list(_ root: URL, scope: ProjectScope) -> Listing {
        var listing = Listing()
        var entries = 0
        var pending: [(URL, Int)] = [(root, 0)]
        while let (folder, depth) = pending.popLast() {
            let names = scope.names(in: folder)
            if depth > 0, names.contains(where: Self.marksProject) { listing.projectFolders.append(folder) }
            for name in names {
                entries += 1
                guard entries <= limits.entries else {
                    listing.truncated = "stopped after \(limits.entries) folder entries"
                    return listing
                }
                let url = folder.appendingPathComponent(name)
                if scope.isFolder(url) {
                    guard !Self.skippedFolders.contains(name), !name.hasPrefix(".") else { continue }
                    if depth + 1 <= limits.depth { pending.append((url, depth + 1)) } else { listing.truncated = "did not go deeper than \(limits.depth) folders" }
                    continue
                }
                switch url.pathExtension {
                case "dart": listing.dart.append(url)
                case "swift": listing.swift.append(url)
                case "m", "mm", "h": listing.objectiveC.append(url)
                case "js", "jsx", "mjs", "ts", "tsx", "kt", "cs": listing.appCode.append(url)
                case "entitlements": listing.entitlements.append(url)
                case _ where Self.isScript(name): listing.scripts.append(url)
                case "xcscheme": listing.launchSettings.append(url)
                case _ where name == "Snapfile": listing.launchSettings.append(url)
                default: continue
                }
                if listing.dart.count + listing.swift.count + listing.entitlements.count >= limits.files {
                    listing.truncated = "stopped after \(limits.files) files"
                    return listing
                }
            }
        }
        listing.projectFolders.sort { $0.path < $1.path }
        listing.dart.sort { $0.path < $1.path }
        listing.swift.sort { $0.path < $1.path }
        listing.objectiveC.sort { $0.path < $1.path }
        listing.appCode.sort { $0.path < $1.path }
        listing.entitlements.sort { $0.path < $1.path }
        listing.scripts.sort { $0.path < $1.path }
        listing.launchSettings.sort { $0.path < $1.path }
        return listing
    }
}
