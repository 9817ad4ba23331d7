import Essentials
import SharedData

/// A `project.pbxproj` read into what the doctor needs: the native targets with their
/// configurations, the project-level configurations, and every file reference's path.
public struct XcodeProjectFile: Sendable {
    public let objectVersion: Int?
    /// `projectDirPath` of the project: where `SRCROOT` is, relative to the `.xcodeproj`'s folder.
    public let projectDirPath: String
    public let projectConfigurations: [BuildConfiguration]
    /// Each native target once, in the project's order. Names are not keys: two targets may
    /// share one (`id` tells them apart).
    public let targets: [NativeTarget]
    /// Targets the project lists more than once, by name: Xcode shows each once.
    public let targetsListedTwice: [String]
    /// Every `PBXFileReference`'s resolved path.
    public let fileReferences: [ProjectPath]
    /// Folders that may hold a local Swift package (relative to the project folder): each
    /// `XCLocalSwiftPackageReference` (Xcode 15+), and each folder reference (`lastKnownFileType =
    /// wrapper` or `folder`), the shape older projects add a local package by. Those holding a
    /// `Package.swift` are packages.
    public let localPackageCandidates: [String]

    /// Objects the reading looked up or walked past (`PBXObjects.visits`): linear in the file, which
    /// tests hold by counting, not timing.
    let objectVisits: Int

    /// Group nesting beyond this is a cycle or a hostile file; real projects nest a dozen levels.
    static let maximumGroupDepth = 64

    /// The fuzzable entry point: the bytes of a `project.pbxproj`; `file` names it in setting
    /// sources.
    public static func parse(_ data: Data, file: String = "project.pbxproj") throws(ProjectFileError) -> XcodeProjectFile {
        let tape: OpenStepTape
        do { tape = try OpenStepTape.parse(data) } catch { throw .syntax(error) }
        let objects = try PBXObjects(tape)
        return try XcodeProjectFile(objects, file: file, version: objects.version)
    }

    /// A project a tool declares in files of its own (an Expo app's targets), as its project file
    /// would hold it once made.
    init(declaring targets: [NativeTarget], configurations: [BuildConfiguration]) {
        objectVersion = nil
        projectDirPath = ""
        projectConfigurations = configurations
        self.targets = targets
        targetsListedTwice = []
        fileReferences = []
        localPackageCandidates = []
        objectVisits = 0
    }

    private init(_ objects: PBXObjects, file: String, version: String?) throws(ProjectFileError) {
        guard let project = objects[objects.rootID], project.isa == "PBXProject" else {
            throw .notAProject("rootObject \(objects.rootID.shown) is not a PBXProject")
        }
        objectVersion = version.flatMap { Int($0) }
        projectDirPath = project.string("projectDirPath") ?? ""
        let paths = PathResolver(objects)
        let membership = MembershipExceptions(objects)
        projectConfigurations = Self.configurations(project.string("buildConfigurationList"), target: nil, objects: objects, paths: paths, file: file)
        var listed = Set<String>(), twice: [String] = []
        targets = project.strings("targets").compactMap { id in
            guard let target = objects[id], target.isa == "PBXNativeTarget" else { return nil }
            guard listed.insert(id).inserted else {
                twice.append(target.string("name") ?? target.string("productName") ?? id)
                return nil
            }
            let name = target.string("name") ?? target.string("productName") ?? id
            let groups = target.strings("fileSystemSynchronizedGroups"), ownGroups = Set(groups)
            let own = membership.byTarget[id] ?? []
            var exceptions: [String: [String]] = [:]
            for entry in own where ownGroups.contains(entry.folder) { exceptions[entry.folder, default: []] += entry.files }
            // Each phase looked up once, for the four questions asked of the phases.
            let phases = target.strings("buildPhases").compactMap { objects[$0] }
            func files(_ isa: String) -> [PBXObject] {
                phases.filter { $0.isa == isa && Self.copiesIntoProduct($0) }.flatMap { $0.strings("files").compactMap { objects[$0] } }
            }
            return NativeTarget(
                id: id,
                name: name,
                productType: ProductType(rawValue: target.string("productType") ?? ""),
                configurations: Self.configurations(target.string("buildConfigurationList"), target: name, objects: objects, paths: paths, file: file),
                dependencyIDs: target.strings("dependencies").compactMap { objects[$0]?.string("target") },
                sourceFiles: files("PBXSourcesBuildPhase").compactMap { $0.string("fileRef").flatMap(paths.path(of:)) },
                synchronizedFolders: groups.compactMap { id in
                    paths.path(of: id).map { SynchronizedFolder(path: $0, exceptions: Set(exceptions[id] ?? [])) }
                },
                // An exception set naming a target whose groups do not hold the folder adds those files to it.
                addedFiles: own.filter { !ownGroups.contains($0.folder) }.flatMap { entry -> [ProjectPath] in
                    guard let base = paths.path(of: entry.folder) else { return [] }
                    return entry.files.map { base.appending($0) }
                },
                phases: phases.map(Self.phase),
                productReference: target.string("productReference"),
                copiedReferences: files("PBXCopyFilesBuildPhase").compactMap { $0.string("fileRef") },
                linkedReferences: files("PBXFrameworksBuildPhase").compactMap { $0.string("fileRef") },
                packageProducts: target.strings("packageProductDependencies").compactMap { id in
                    guard let dependency = objects[id], let product = dependency.string("productName") else { return nil }
                    // A product of a remote package is no code of this repository.
                    guard let package = dependency.string("package") else { return PackageProduct(name: product, localPackage: nil) }
                    guard let reference = objects[package], reference.isa == "XCLocalSwiftPackageReference",
                          let path = reference.string("relativePath") else { return nil }
                    return PackageProduct(name: product, localPackage: ProjectPath.normalized(path))
                }
            )
        }
        targetsListedTwice = twice
        let references = objects.all("PBXFileReference")
        fileReferences = references.compactMap { paths.path(of: $0.id) }
        let folders = references.filter { ["wrapper", "folder"].contains($0.string("lastKnownFileType")) }
            .compactMap { reference -> String? in
                guard case let .projectRelative(path)? = paths.path(of: reference.id) else { return nil }
                return path
            }
        localPackageCandidates = OrderedSet(objects.all("XCLocalSwiftPackageReference").compactMap { $0.string("relativePath").map(ProjectPath.normalized) }
            + folders).elements
        objectVisits = objects.visits.count
    }

    /// Whether a phase's files end up in the target's product: all but a Copy Files phase to the
    /// build's products folder itself (`dstSubfolderSpec` 16 with no path: beside the app, as a
    /// leftover App Clip phase copies) or to an absolute path (0). Neither embeds what it copies.
    private static func copiesIntoProduct(_ phase: PBXObject) -> Bool {
        guard phase.isa == "PBXCopyFilesBuildPhase" else { return true }
        switch phase.string("dstSubfolderSpec") {
        case "0": return false
        case "16": return !(phase.string("dstPath") ?? "").trimmingWhitespace.isEmpty
        default: return true
        }
    }

    /// A phase as Xcode shows it: its own name, else its kind's; a Copy Files phase to the
    /// PlugIns folder (`dstSubfolderSpec` 13) embeds extensions.
    private static func phase(_ phase: PBXObject) -> BuildPhase {
        let embeds = phase.isa == "PBXCopyFilesBuildPhase" && phase.string("dstSubfolderSpec") == "13"
        let kind = switch phase.isa {
        case "PBXSourcesBuildPhase": "Sources"
        case "PBXFrameworksBuildPhase": "Frameworks"
        case "PBXResourcesBuildPhase": "Resources"
        case "PBXCopyFilesBuildPhase": embeds ? "Embed Foundation Extensions" : "Copy Files"
        case "PBXShellScriptBuildPhase": "Run Script"
        default: phase.isa
        }
        return BuildPhase(name: phase.string("name") ?? kind, embedsExtensions: embeds)
    }

    private static func configurations(_ listID: String?, target: String?, objects: PBXObjects, paths: PathResolver, file: String) -> [BuildConfiguration] {
        guard let listID, let list = objects[listID] else { return [] }
        return list.strings("buildConfigurations").compactMap { id in
            guard let configuration = objects[id], let name = configuration.string("name") else { return nil }
            let source = SettingSource.projectFile(file: file, target: target, configuration: name)
            let settings = configuration.settings("buildSettings").compactMap { key, value -> BuildSettingAssignment? in
                guard let (setting, conditions) = BuildSettingAssignment.parseKey(key) else { return nil }
                return BuildSettingAssignment(name: setting, conditions: conditions, value: value, source: source)
            }
            var base = configuration.string("baseConfigurationReference").flatMap(paths.path(of:))
            if base == nil, let anchor = configuration.string("baseConfigurationReferenceAnchor").flatMap(paths.path(of:)),
               let relative = configuration.string("baseConfigurationReferenceRelativePath") {
                base = anchor.appending(relative)
            }
            return BuildConfiguration(name: name, settings: settings, baseConfiguration: base)
        }
    }
}

/// The membership exception sets of the synchronized folders (Xcode 16), read once for all targets
/// rather than by each target from every folder: for each target id, each folder's id with the
/// files its sets toggle for that target, folders in id order.
private struct MembershipExceptions {
    struct Entry {
        let folder: String
        let files: [String]
    }

    private(set) var byTarget: [String: [Entry]] = [:]

    init(_ objects: PBXObjects) {
        for folder in objects.all("PBXFileSystemSynchronizedRootGroup") {
            for set in folder.strings("exceptions").compactMap({ objects[$0] }) {
                guard let target = set.string("target") else { continue }
                byTarget[target, default: []].append(Entry(folder: folder.id, files: set.strings("membershipExceptions")))
            }
        }
    }
}

/// Resolves references and groups to paths: `<group>` through the parents, `SOURCE_ROOT` from the
/// project folder, `<absolute>` as is, build folders kept symbolic. A chain of more than
/// `maximumGroupDepth` objects, or one that comes back to itself, has no path.
///
/// Each object's path is resolved once, with the length of its chain: a group's path is joined
/// once, not again for each file below it. What an object resolves to from itself is what it
/// resolves to as another's parent, but for the length: a chain that is short enough from the
/// group may be too long from a file below it, which `resolve` checks.
private final class PathResolver {
    private let objects: PBXObjects
    private let parents: [String: String]
    private var resolved: [String: Resolution] = [:]
    /// The chain being resolved, to tell a cycle.
    private var resolving: Set<String> = []

    private enum Resolution {
        case path(ProjectPath, length: Int)
        /// No path, from wherever it is reached.
        case none
        /// Not known: the chain from the object asked for was too long before reaching it.
        case tooDeep
    }

    init(_ objects: PBXObjects) {
        self.objects = objects
        var parents: [String: String] = [:]
        for container in objects.containers {
            for child in container.strings("children") where parents[child] == nil { parents[child] = container.id }
        }
        self.parents = parents
    }

    func path(of id: String) -> ProjectPath? {
        guard case let .path(path, _) = resolve(id, depth: 0) else { return nil }
        return path
    }

    /// The path of `id` from itself, `depth` objects above the one asked for.
    private func resolve(_ id: String, depth: Int) -> Resolution {
        if let known = resolved[id] { return known }
        guard depth < XcodeProjectFile.maximumGroupDepth else { return .tooDeep }
        guard !resolving.contains(id) else { return .none }
        let resolution = resolveOnce(id, depth: depth)
        if case .tooDeep = resolution { return resolution }
        resolved[id] = resolution
        return resolution
    }

    private func resolveOnce(_ id: String, depth: Int) -> Resolution {
        guard let object = objects[id] else { return .none }
        let own = object.string("path") ?? ""
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            guard let parent = parents[id] else { return .path(.projectRelative(ProjectPath.normalized(own)), length: 1) }
            resolving.insert(id)
            defer { resolving.remove(id) }
            switch resolve(parent, depth: depth + 1) {
            case let .path(base, length) where length < XcodeProjectFile.maximumGroupDepth:
                return .path(base.appending(own), length: length + 1)
            case .path, .none: return .none
            case .tooDeep: return .tooDeep
            }
        case "SOURCE_ROOT":
            return .path(.projectRelative(ProjectPath.normalized(own)), length: 1)
        case "<absolute>":
            return .path(.absolute(ProjectPath.normalized(own)), length: 1)
        case let tree:
            return .path(.buildRelative(sourceTree: tree, path: own), length: 1)
        }
    }
}

extension ProjectPath {
    func appending(_ relative: String) -> ProjectPath {
        switch self {
        case let .projectRelative(base): .projectRelative(ProjectPath.joined(base, relative))
        case let .absolute(base): .absolute(ProjectPath.joined(base, relative))
        case let .buildRelative(tree, base): .buildRelative(sourceTree: tree, path: ProjectPath.joined(base, relative))
        }
    }
}
