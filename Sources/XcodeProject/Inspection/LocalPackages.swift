import Essentials

/// A project's local Swift packages as compiled code (issue 37, class 9): a target that links a
/// product of a local package compiles the sources of the package targets that product builds
/// (and those they depend on), so their group strings, kinds and intents are that target's, and
/// a package's files are never "in no target" of the project (a widget there that no target
/// compiles is still never built: `UnbuiltWidgets`). A package is a folder holding a
/// `Package.swift` that the project references: an `XCLocalSwiftPackageReference` (its products
/// linked with `package =`), or a folder reference (products linked by name alone). What a
/// target compiles is the closure over packages: a package target depending on a product of
/// another local package (`.product(name:package:)`, or a name no target of its own has) compiles
/// that product's targets too (simonpierreroy/watchOSKasaApp's widget links `WidgetPackage`,
/// whose view and group are two local packages further).
struct LocalPackages {
    struct Package {
        /// The package's folder, standardized.
        let folder: URL
        let manifest: PackageManifest
    }

    /// The packages the project references, then those read as their dependencies.
    private(set) var packages: [Package] = []
    /// By target id: the folders (standardized paths) whose Swift files it compiles through packages.
    private(set) var foldersByTarget: [String: [String]] = [:]

    /// Where a limit stopped the reading (`read the first 64 local packages`): the packages, or a
    /// package's `Sources` folders, past it are not counted as compiled, so the Swift scan is incomplete.
    private(set) var truncated: String?

    /// More local packages than any real project references or reaches: a hostile project file or
    /// manifest must not cost a read of a manifest per entry (past it, a look for one).
    static let maximumPackages = 64
    /// The folders of one package's `Sources` counted as built when its manifest makes targets
    /// with code (`undeclaredFolders`): a package split into a module per feature holds dozens,
    /// more than a project references packages; each costs one look-up, its files count toward
    /// the walk's limits. Past it, the rest (by name) are not counted as built.
    static let maximumSourceFolders = 256
    /// Products of other packages followed from one linked product: a real app's feature packages
    /// reach a few dozen; a cycle ends where a product is met again, so this bounds a hostile graph.
    static let maximumProducts = 512
    /// Packages followed deep from the one a target links: real ones nest a handful.
    static let maximumDepth = 16

    /// The packages' indices by folder path, each read once however many depend on it.
    private var indexByFolder: [String: Int] = [:]
    /// What each linked product (package index, product) compiles, followed once however many
    /// targets link it.
    private var compiled: [Linked: [String]] = [:]
    /// Each package's local dependencies resolved once: the package (an index) each name and
    /// identity stands for (lowercased), and all of them in the manifest's order.
    private var resolved: [Int: (named: [String: Int], all: [Int])] = [:]
    /// The first package read of each identity, lowercased: the last component of its folder.
    private var identities: [String: Int] = [:]
    /// Each product reference of a package resolved once, however many of its products name it.
    private var owned: [Owned: [Int]] = [:]

    private struct Owned: Hashable {
        let package: Int
        let reference: PackageManifest.ProductReference
    }

    private struct Linked: Hashable {
        let package: Int
        let product: String
    }

    init() {}

    init(file: XcodeProjectFile, folder: URL, scope: ProjectScope) {
        // Candidates are folder references too, most of them no package: the limit counts packages.
        for candidate in file.localPackageCandidates where truncated == nil {
            _ = read(folder.appendingPathComponent(candidate).standardizedFileURL, scope: scope)
        }
        let referenced = packages.indices
        guard !referenced.isEmpty else { return }
        for target in file.targets {
            var folders: [String] = []
            for product in target.packageProducts {
                let owners = product.localPackage.map { path in
                    let url = folder.appendingPathComponent(path).standardizedFileURL
                    return referenced.filter { packages[$0].folder == url }
                } ?? referenced.filter { packages[$0].manifest.products[product.name] != nil || packages[$0].manifest.targets.contains { $0.name == product.name } }
                for owner in owners { folders += compiledFolders(Linked(package: owner, product: product.name), scope: scope) }
            }
            if !folders.isEmpty { foldersByTarget[target.id] = OrderedSet(folders).elements }
        }
    }

    /// The package at `url` (standardized): its index, its manifest read the first time; nil when
    /// it holds no readable `Package.swift`, or past `maximumPackages` (then `truncated`, if it is one).
    private mutating func read(_ url: URL, scope: ProjectScope) -> Int? {
        if let index = indexByFolder[url.path] { return index }
        let manifest = url.appendingPathComponent("Package.swift")
        guard packages.count < Self.maximumPackages else {
            if scope.exists(manifest) { truncated = truncated ?? "read the first \(Self.maximumPackages) local packages" }
            return nil
        }
        guard case let .data(data) = scope.read(manifest, limit: .sourceFile) else { return nil }
        packages.append(Package(folder: url, manifest: PackageManifest(String(decoding: data, as: UTF8.self))))
        indexByFolder[url.path] = packages.count - 1
        if identities[url.lastPathComponent.lowercased()] == nil { identities[url.lastPathComponent.lowercased()] = packages.count - 1 }
        return packages.count - 1
    }

    /// The folders (standardized) a linked product compiles: its package's targets, and those of
    /// the products of other local packages they depend on, breadth first, each product once
    /// (a cycle of packages ends), bounded by `maximumProducts` and `maximumDepth`.
    private mutating func compiledFolders(_ linked: Linked, scope: ProjectScope) -> [String] {
        if let folders = compiled[linked] { return folders }
        var queue = [(linked, depth: 0)], next = 0
        var seen: Set<Linked> = [linked]
        var folders: [String] = []
        while next < queue.count {
            let (current, depth) = queue[next]
            next += 1
            let package = packages[current.package]
            folders += package.manifest.sourceFolders(ofProduct: current.product).map { package.folder.appendingPathComponent($0).standardizedFileURL.path }
            if package.manifest.hasUnreadDependencies(ofProduct: current.product) {
                let undeclared = Self.undeclaredFolders(of: package, scope: scope)
                folders += undeclared.folders
                if undeclared.truncated { truncated = truncated ?? "counted the first \(Self.maximumSourceFolders) folders of a package's Sources" }
            }
            for reference in package.manifest.productDependencies(ofProduct: current.product) {
                for owner in owners(of: reference, from: current.package, scope: scope) {
                    let dependency = Linked(package: owner, product: reference.name)
                    guard !seen.contains(dependency) else { continue }
                    guard depth < Self.maximumDepth else {
                        truncated = truncated ?? "followed local packages \(Self.maximumDepth) deep"
                        continue
                    }
                    guard seen.count < Self.maximumProducts else {
                        truncated = truncated ?? "followed the first \(Self.maximumProducts) products of local packages"
                        continue
                    }
                    seen.insert(dependency)
                    queue.append((dependency, depth + 1))
                }
            }
        }
        compiled[linked] = folders
        return folders
    }

    /// The local package (an index) a product reference of package `from` resolves to: the
    /// `.package(path:)` the reference names, else a package of that identity (`identities`). A
    /// by-name reference is the dependencies that list a product of that name, else the package of
    /// that identity. None for another package's product (a remote package's). A package naming
    /// itself is met again, and ends there (`compiledFolders`' products seen).
    private mutating func owners(of reference: PackageManifest.ProductReference, from: Int, scope: ProjectScope) -> [Int] {
        let key = Owned(package: from, reference: reference)
        if let known = owned[key] { return known }
        let dependencies = dependencies(of: from, scope: scope)
        let found: [Int]
        if let name = reference.package {
            found = [dependencies.named[name.lowercased()] ?? identities[name.lowercased()]].compactMap { $0 }
        } else {
            let listing = OrderedSet(dependencies.all.filter { packages[$0].manifest.products[reference.name] != nil }).elements
            found = listing.isEmpty ? [identities[reference.name.lowercased()]].compactMap { $0 } : listing
        }
        owned[key] = found
        return found
    }

    /// The packages a package's `.package(path:)`s are: the folder the path names relative to its
    /// own; where that holds no package (a path written for another checkout: simonpierreroy/
    /// watchOSKasaApp's `.package(path: "DeviceFeature")` beside its umbrella's own folder), the
    /// package read of that identity (`identities`), as SwiftPM takes a root package for a
    /// dependency of the same identity (a package the project references stands for a dependency
    /// whose path does not lead to it, or a remote one it overrides).
    private mutating func dependencies(of index: Int, scope: ProjectScope) -> (named: [String: Int], all: [Int]) {
        if let known = resolved[index] { return known }
        let package = packages[index]
        var found: (named: [String: Int], all: [Int]) = ([:], [])
        for dependency in package.manifest.localDependencies {
            let url = package.folder.appendingPathComponent(dependency.path).standardizedFileURL
            guard let owner = read(url, scope: scope) ?? identities[url.lastPathComponent.lowercased()] else { continue }
            for name in [dependency.name, url.lastPathComponent].compactMap({ $0?.lowercased() }) where found.named[name] == nil { found.named[name] = owner }
            found.all.append(owner)
        }
        resolved[index] = found
        return found
    }

    /// The folders of `Sources` that no target the manifest's text declares claims (standardized):
    /// the targets a manifest makes with code (`[Target].with(feature)`), which a product whose
    /// dependencies the text cannot name (`.source(.day)`) may build. Counted as built rather than
    /// left out, so that what they write is seen (PetterBraka/reHydrate's shape).
    private static func undeclaredFolders(of package: Package, scope: ProjectScope) -> (folders: [String], truncated: Bool) {
        let sources = package.folder.appendingPathComponent("Sources").standardizedFileURL
        let declared = package.manifest.targets.flatMap(\.folders).map { package.folder.appendingPathComponent($0).standardizedFileURL.path }
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
                for folder in target.folders.map({ package.folder.appendingPathComponent($0).standardizedFileURL.path }) where path.hasPrefix(folder + "/") {
                    if folder.utf8.count > found?.length ?? -1 { found = (folder.utf8.count, target.conditions) }
                }
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
            return package.manifest.targets.flatMap(\.folders).contains { path.hasPrefix(package.folder.appendingPathComponent($0).standardizedFileURL.path + "/") }
        }
    }

    /// The source folders of the packages' targets that no target of the project compiles (an
    /// executable target, a library nothing links), standardized: SwiftPM builds no app
    /// extension, so a widget declared there is built as a widget only if an extension's own
    /// Sources compile it.
    func unlinkedTargetFolders() -> [URL] {
        let linked = Set(foldersByTarget.values.joined())
        return packages.flatMap { package in
            package.manifest.targets.flatMap(\.folders).map { package.folder.appendingPathComponent($0).standardizedFileURL }
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
