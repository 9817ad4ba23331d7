import Essentials

/// A project's local Swift packages as compiled code (issue 37, class 9): a target that links a
/// product of a local package compiles the sources of the package targets that product builds
/// (and those they depend on), so their group strings, kinds and intents are that target's, and
/// a package's files are never "in no target" of the project (a widget there that no target
/// compiles is still never built: `UnbuiltWidgets`). A package is a folder holding a
/// `Package.swift` that the project references: an `XCLocalSwiftPackageReference` (its products
/// linked with `package =`), or a folder reference (products linked by name alone).
struct LocalPackages {
    struct Package {
        /// The package's folder, standardized.
        let folder: URL
        let manifest: PackageManifest
    }

    private(set) var packages: [Package] = []
    /// By target id: the folders (standardized paths) whose Swift files it compiles through packages.
    private(set) var foldersByTarget: [String: [String]] = [:]

    /// Where a limit stopped the reading (`read the first 64 local packages`): the packages, or a
    /// package's `Sources` folders, past it are not counted as compiled, so the Swift scan is incomplete.
    private(set) var truncated: String?

    /// More local packages than any real project references: a hostile project file must not
    /// cost a read of a manifest per entry (past it, a look for one).
    static let maximumPackages = 64
    /// The folders of one package's `Sources` counted as built when its manifest makes targets
    /// with code (`undeclaredFolders`): a package split into a module per feature holds dozens,
    /// more than a project references packages; each costs one look-up, its files count toward
    /// the walk's limits. Past it, the rest (by name) are not counted as built.
    static let maximumSourceFolders = 256

    init() {}

    init(file: XcodeProjectFile, folder: URL, scope: ProjectScope) {
        // Candidates are folder references too, most of them no package: the limit counts packages.
        for candidate in file.localPackageCandidates {
            let url = folder.appendingPathComponent(candidate).standardizedFileURL
            let manifest = url.appendingPathComponent("Package.swift")
            guard packages.count < Self.maximumPackages else {
                if scope.exists(manifest) {
                    truncated = "read the first \(Self.maximumPackages) local packages"
                    break
                }
                continue
            }
            guard case let .data(data) = scope.read(manifest, limit: .sourceFile) else { continue }
            packages.append(Package(folder: url, manifest: PackageManifest(String(decoding: data, as: UTF8.self))))
        }
        guard !packages.isEmpty else { return }
        for target in file.targets {
            var folders: [String] = []
            for product in target.packageProducts {
                let owners = product.localPackage.map { path in
                    let url = folder.appendingPathComponent(path).standardizedFileURL
                    return packages.filter { $0.folder == url }
                } ?? packages.filter { $0.manifest.products[product.name] != nil || $0.manifest.targets.contains { $0.name == product.name } }
                for package in owners {
                    folders += package.manifest.sourceFolders(ofProduct: product.name).map { package.folder.appendingPathComponent($0).standardizedFileURL.path }
                    if package.manifest.hasUnreadDependencies(ofProduct: product.name) {
                        let undeclared = Self.undeclaredFolders(of: package, scope: scope)
                        folders += undeclared.folders
                        if undeclared.truncated { truncated = truncated ?? "counted the first \(Self.maximumSourceFolders) folders of a package's Sources" }
                    }
                }
            }
            if !folders.isEmpty { foldersByTarget[target.id] = OrderedSet(folders).elements }
        }
    }

    /// The folders of `Sources` that no target the manifest's text declares claims (standardized):
    /// the targets a manifest makes with code (`[Target].with(feature)`), which a product whose
    /// dependencies the text cannot name (`.source(.day)`) may build. Counted as built rather than
    /// left out, so that what they write is seen (PetterBraka/reHydrate's shape).
    private static func undeclaredFolders(of package: Package, scope: ProjectScope) -> (folders: [String], truncated: Bool) {
        let sources = package.folder.appendingPathComponent("Sources").standardizedFileURL
        let declared = package.manifest.targets.map { package.folder.appendingPathComponent($0.path).standardizedFileURL.path }
        let names = scope.names(in: sources)
        let folders = names.prefix(maximumSourceFolders).map { sources.appendingPathComponent($0).path }.filter { folder in
            scope.isFolder(URL(fileURLWithPath: folder))
                && !declared.contains { $0 == folder || $0.hasPrefix(folder + "/") || folder.hasPrefix($0 + "/") }
        }
        return (folders, names.count > maximumSourceFolders)
    }

    /// Whether the target compiles the Swift file at `path` (standardized) through a package.
    func compiles(_ targetID: String, _ path: String) -> Bool {
        (foldersByTarget[targetID] ?? []).contains { path.hasPrefix($0 + "/") }
    }

    /// The compilation conditions of the package target whose folder holds the Swift file at
    /// `path` (standardized), for a file some target compiles through the package: the package
    /// target's `swiftSettings` `.define`s, not the linking target's settings, are what its `#if`s
    /// see. nil for any other file.
    func conditions(ofFile path: String) -> PackageManifest.SwiftConditions? {
        guard foldersByTarget.values.contains(where: { $0.contains { path.hasPrefix($0 + "/") } }) else { return nil }
        var found: (length: Int, conditions: PackageManifest.SwiftConditions)?
        for package in packages {
            for target in package.manifest.targets {
                let folder = package.folder.appendingPathComponent(target.path).standardizedFileURL.path
                if path.hasPrefix(folder + "/"), folder.utf8.count > found?.length ?? -1 { found = (folder.utf8.count, target.conditions) }
            }
        }
        return found?.conditions
    }

    /// Whether the file belongs to a local package: under a folder of one of its targets, or under
    /// a package folder inside the project's own folder (its tests, its other targets).
    func holds(_ path: String, projectFolder: URL) -> Bool {
        let project = projectFolder.standardizedFileURL.path
        return packages.contains { package in
            let root = package.folder.path
            if root.hasPrefix(project + "/"), path.hasPrefix(root + "/") { return true }
            return package.manifest.targets.contains { path.hasPrefix(package.folder.appendingPathComponent($0.path).standardizedFileURL.path + "/") }
        }
    }

    /// The source folders of the packages' targets that no target of the project compiles (an
    /// executable target, a library nothing links), standardized: SwiftPM builds no app
    /// extension, so a widget declared there is built as a widget only if an extension's own
    /// Sources compile it.
    func unlinkedTargetFolders() -> [URL] {
        let linked = Set(foldersByTarget.values.joined())
        return packages.flatMap { package in
            package.manifest.targets.map { package.folder.appendingPathComponent($0.path).standardizedFileURL }
                .filter { !linked.contains($0.path) }
        }
    }

    /// The compiled package folders outside the project's folder, which its walk does not list.
    func foldersOutside(_ projectFolder: URL) -> [URL] {
        let project = projectFolder.standardizedFileURL.path
        let all = OrderedSet(foldersByTarget.keys.sorted().flatMap { foldersByTarget[$0] ?? [] }).elements
        return all.filter { !$0.hasPrefix(project + "/") }.map { URL(fileURLWithPath: $0) }
    }
}
