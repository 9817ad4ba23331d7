/// A `PBXNativeTarget`: what it builds, its configurations, the targets it depends on (an app
/// depends on the extensions it embeds) and the files it compiles.
public struct NativeTarget: Sendable {
    public let id: String
    public let name: String
    public let productType: ProductType
    public let configurations: [BuildConfiguration]
    /// Ids of the targets this one depends on.
    public let dependencyIDs: [String]
    /// Files of the Sources build phase.
    public let sourceFiles: [ProjectPath]
    /// Xcode 16 folders whose files all belong to the target, except the listed exceptions.
    public let synchronizedFolders: [SynchronizedFolder]
    /// Files of other targets' synchronized folders that an exception set adds to this one.
    public let addedFiles: [ProjectPath]
    /// The build phases in order.
    public let phases: [BuildPhase]
    /// The file reference of what it builds (`Widget.appex`).
    public let productReference: String?
    /// The file references its Copy Files phases copy into it: the extensions, watch apps and
    /// frameworks it embeds (an app may embed an extension without depending on its target).
    public let copiedReferences: [String]
    /// The file references its Frameworks phases link (`libShared.a`, `Shared.framework`).
    public let linkedReferences: [String]
    /// The Swift package products it links whose code may be in this repository: products of a
    /// local package, and products named without their package (older projects' local packages).
    public let packageProducts: [PackageProduct]

    public init(id: String, name: String, productType: ProductType, configurations: [BuildConfiguration], dependencyIDs: [String],
                sourceFiles: [ProjectPath], synchronizedFolders: [SynchronizedFolder], addedFiles: [ProjectPath] = [], phases: [BuildPhase] = [],
                productReference: String? = nil, copiedReferences: [String] = [], linkedReferences: [String] = [],
                packageProducts: [PackageProduct] = []) {
        self.id = id
        self.name = name
        self.productType = productType
        self.configurations = configurations
        self.dependencyIDs = dependencyIDs
        self.sourceFiles = sourceFiles
        self.synchronizedFolders = synchronizedFolders
        self.addedFiles = addedFiles
        self.phases = phases
        self.productReference = productReference
        self.copiedReferences = copiedReferences
        self.linkedReferences = linkedReferences
        self.packageProducts = packageProducts
    }

    /// Whether this target embeds `other`: it depends on it, or copies its product in.
    public func embeds(_ other: NativeTarget) -> Bool {
        dependencyIDs.contains(other.id) || other.productReference.map(copiedReferences.contains) == true
    }

    /// Whether the target compiles the file at `path` (relative to the project folder).
    public func compiles(_ path: String) -> Bool {
        if sourceFiles.contains(.projectRelative(path)) || addedFiles.contains(.projectRelative(path)) { return true }
        return synchronizedFolders.contains { $0.contains(path) }
    }
}

/// One build phase: its name as Xcode shows it, and whether it copies app extensions into the
/// product (a Copy Files phase to the PlugIns folder, whatever it is named).
public struct BuildPhase: Sendable, Codable, Hashable {
    public let name: String
    public let embedsExtensions: Bool

    public init(name: String, embedsExtensions: Bool) {
        self.name = name
        self.embedsExtensions = embedsExtensions
    }
}

/// A `PBXFileSystemSynchronizedRootGroup` attached to a target: every file under `path` is a
/// member, except `exceptions` (paths relative to the folder).
public struct SynchronizedFolder: Hashable, Sendable {
    public let path: ProjectPath
    public let exceptions: Set<String>

    public init(path: ProjectPath, exceptions: Set<String>) {
        self.path = path
        self.exceptions = exceptions
    }

    func contains(_ file: String) -> Bool {
        guard case let .projectRelative(folder) = path else { return false }
        let prefix = folder.isEmpty ? "" : folder + "/"
        guard file.hasPrefix(prefix) else { return false }
        return !exceptions.contains(String(file.dropFirst(prefix.count)))
    }
}

/// A product of a Swift package a target links (`XCSwiftPackageProductDependency`).
public struct PackageProduct: Hashable, Sendable {
    public let name: String
    /// The local package's folder relative to the project folder (`XCLocalSwiftPackageReference`'s
    /// `relativePath`); nil when the project names the product alone.
    public let localPackage: String?

    public init(name: String, localPackage: String?) {
        self.name = name
        self.localPackage = localPackage
    }
}
