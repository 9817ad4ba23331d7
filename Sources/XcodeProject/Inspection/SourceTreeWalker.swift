import Essentials

/// Lists a project folder's Dart, Swift and entitlements files without wandering: build output,
/// dependencies and caches are skipped, symbolic links are not followed, and depth, folder
/// entries and files are bounded. What it had to leave out, it says.
struct SourceTreeWalker {
    struct Listing {
        var dart: [URL] = []
        var swift: [URL] = []
        var entitlements: [URL] = []
        /// Set when a bound stopped the walk: what was left out.
        var truncated: String?
    }

    /// Generated, downloaded or cached: never the app's own code or settings. `test` holds Dart
    /// unit tests, whose mocks use made-up groups. Hidden folders (`.dart_tool`, `.symlinks`,
    /// `.git`, `.build`) are skipped too.
    static let skippedFolders: Set<String> = ["build", "Build", "Pods", "DerivedData", "node_modules", "Carthage", "ephemeral", "xcuserdata", "test"]

    var maximumDepth = 24
    var maximumEntries = 50_000
    var maximumFiles = 5_000

    func list(_ root: URL, scope: ProjectScope) -> Listing {
        var listing = Listing()
        var entries = 0
        var pending: [(URL, Int)] = [(root, 0)]
        while let (folder, depth) = pending.popLast() {
            for name in scope.names(in: folder) {
                entries += 1
                guard entries <= maximumEntries else {
                    listing.truncated = "stopped after \(maximumEntries) folder entries"
                    return listing
                }
                let url = folder.appendingPathComponent(name)
                if scope.isFolder(url) {
                    guard !Self.skippedFolders.contains(name), !name.hasPrefix(".") else { continue }
                    if depth + 1 <= maximumDepth { pending.append((url, depth + 1)) } else { listing.truncated = "did not go deeper than \(maximumDepth) folders" }
                    continue
                }
                switch url.pathExtension {
                case "dart": listing.dart.append(url)
                case "swift": listing.swift.append(url)
                case "entitlements": listing.entitlements.append(url)
                default: continue
                }
                if listing.dart.count + listing.swift.count + listing.entitlements.count >= maximumFiles {
                    listing.truncated = "stopped after \(maximumFiles) files"
                    return listing
                }
            }
        }
        listing.dart.sort { $0.path < $1.path }
        listing.swift.sort { $0.path < $1.path }
        listing.entitlements.sort { $0.path < $1.path }
        return listing
    }
}
