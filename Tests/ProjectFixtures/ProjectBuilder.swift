import Foundation

/// A `project.pbxproj` written from a description, for tests that need a project shaped like a
/// real one with one thing changed: targets with their configurations, base configurations,
/// compiled files, synchronized folders with exception sets, embedded extensions and script
/// phases. Every path is relative to the project folder (`SOURCE_ROOT`).
public struct ProjectBuilder {
    public struct Target {
        public var name: String
        public var productType: String
        /// Configuration name to its build settings, in the project's configuration order.
        public var settings: [String: [String: String]]
        /// Configuration name to the `.xcconfig` it is based on.
        public var baseConfigurations: [String: String]
        /// Files of the Sources build phase.
        public var sources: [String]
        /// Xcode 16 folders (paths) whose files all belong to the target.
        public var synchronizedFolders: [String]
        /// Targets embedded in this one (an app's extensions), by name.
        public var embeds: [String]
        /// The build phases in order: "sources", "embed" (Embed Foundation Extensions), or a shell script's name.
        public var phases: [String]

        public init(_ name: String, productType: String, settings: [String: [String: String]] = [:], baseConfigurations: [String: String] = [:],
                    sources: [String] = [], synchronizedFolders: [String] = [], embeds: [String] = [], phases: [String]? = nil) {
            self.name = name
            self.productType = productType
            self.settings = settings
            self.baseConfigurations = baseConfigurations
            self.sources = sources
            self.synchronizedFolders = synchronizedFolders
            self.embeds = embeds
            self.phases = phases ?? (embeds.isEmpty ? ["sources"] : ["sources", "embed"])
        }

        public static let application = "com.apple.product-type.application"
        public static let appExtension = "com.apple.product-type.app-extension"
        public static let unitTests = "com.apple.product-type.bundle.unit-test"
    }

    /// A folder's membership exception: `files` (relative to the folder) toggled for `target`.
    public struct Exception {
        public var folder: String
        public var target: String
        public var files: [String]

        public init(folder: String, target: String, files: [String]) {
            self.folder = folder
            self.target = target
            self.files = files
        }
    }

    public var configurations: [String]
    public var projectSettings: [String: [String: String]]
    public var projectBaseConfigurations: [String: String]
    public var targets: [Target]
    public var exceptions: [Exception]

    public init(configurations: [String] = ["Debug", "Release", "Profile"], projectSettings: [String: [String: String]] = [:],
                projectBaseConfigurations: [String: String] = [:], targets: [Target], exceptions: [Exception] = []) {
        self.configurations = configurations
        self.projectSettings = projectSettings
        self.projectBaseConfigurations = projectBaseConfigurations
        self.targets = targets
        self.exceptions = exceptions
    }

    public mutating func update(_ target: String, _ change: (inout Target) -> Void) {
        guard let index = targets.firstIndex(where: { $0.name == target }) else { return }
        change(&targets[index])
    }

    /// The file's text, as Xcode writes it (an old-style property list).
    public func text() -> String {
        var ids = IDs()
        var objects: [(String, String)] = []
        var fileRefs: [String: String] = [:]
        func fileRef(_ path: String) -> String {
            if let id = fileRefs[path] { return id }
            let id = ids.next()
            fileRefs[path] = id
            objects.append((id, "{isa = PBXFileReference; path = \(quoted(path)); sourceTree = SOURCE_ROOT; }"))
            return id
        }
        func configurationList(_ settings: [String: [String: String]], _ bases: [String: String]) -> String {
            let configurationIDs = configurations.map { name -> String in
                let id = ids.next()
                let values = (settings[name] ?? [:]).sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(quoted($0.value)); " }.joined()
                let base = bases[name].map { "baseConfigurationReference = \(fileRef($0)); " } ?? ""
                objects.append((id, "{isa = XCBuildConfiguration; \(base)buildSettings = {\(values)}; name = \(quoted(name)); }"))
                return id
            }
            let list = ids.next()
            objects.append((list, "{isa = XCConfigurationList; buildConfigurations = (\(configurationIDs.map { "\($0), " }.joined())); }"))
            return list
        }
        var folderIDs: [String: String] = [:]
        for folder in Set(targets.flatMap(\.synchronizedFolders) + exceptions.map(\.folder)).sorted() { folderIDs[folder] = ids.next() }
        let targetIDs = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, ids.next()) })
        let productIDs = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, ids.next()) })
        for target in targets {
            objects.append((productIDs[target.name]!, "{isa = PBXFileReference; explicitFileType = \"wrapper.app-extension\"; path = \(quoted(target.name + (target.productType == Target.application ? ".app" : ".appex"))); sourceTree = BUILT_PRODUCTS_DIR; }"))
        }
        for (folder, id) in folderIDs.sorted(by: { $0.key < $1.key }) {
            let sets = exceptions.filter { $0.folder == folder }.map { exception -> String in
                let set = ids.next()
                objects.append((set, "{isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(exception.files.map { quoted($0) + ", " }.joined())); target = \(targetIDs[exception.target] ?? "0"); }"))
                return set
            }
            objects.append((id, "{isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(sets.map { $0 + ", " }.joined())); path = \(quoted(folder)); sourceTree = \"<group>\"; }"))
        }
        for target in targets {
            let phases = target.phases.map { phase -> String in
                let id = ids.next()
                switch phase {
                case "sources":
                    let files = target.sources.map { path -> String in
                        let build = ids.next()
                        objects.append((build, "{isa = PBXBuildFile; fileRef = \(fileRef(path)); }"))
                        return build
                    }
                    objects.append((id, "{isa = PBXSourcesBuildPhase; files = (\(files.map { $0 + ", " }.joined())); }"))
                case "embed":
                    let files = target.embeds.compactMap { productIDs[$0] }.map { product -> String in
                        let build = ids.next()
                        objects.append((build, "{isa = PBXBuildFile; fileRef = \(product); }"))
                        return build
                    }
                    objects.append((id, "{isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; files = (\(files.map { $0 + ", " }.joined())); name = \"Embed Foundation Extensions\"; }"))
                default:
                    objects.append((id, "{isa = PBXShellScriptBuildPhase; files = (); name = \(quoted(phase)); shellScript = \"true\"; }"))
                }
                return id
            }
            let dependencies = target.embeds.compactMap { targetIDs[$0] }.map { embedded -> String in
                let id = ids.next()
                objects.append((id, "{isa = PBXTargetDependency; target = \(embedded); }"))
                return id
            }
            let list = configurationList(target.settings, target.baseConfigurations)
            let folders = target.synchronizedFolders.compactMap { folderIDs[$0] }
            objects.append((targetIDs[target.name]!, """
                {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(phases.map { $0 + ", " }.joined())); \
                dependencies = (\(dependencies.map { $0 + ", " }.joined())); fileSystemSynchronizedGroups = (\(folders.map { $0 + ", " }.joined())); \
                name = \(quoted(target.name)); productReference = \(productIDs[target.name]!); productType = \(quoted(target.productType)); }
                """))
        }
        let projectList = configurationList(projectSettings, projectBaseConfigurations)
        let root = ids.next()
        objects.append((root, "{isa = PBXProject; buildConfigurationList = \(projectList); projectDirPath = \"\"; targets = (\(targets.map { targetIDs[$0.name]! + ", " }.joined())); }"))
        let body = objects.map { "\t\t\($0.0) = \($0.1);\n" }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n\(body)\t};\n\trootObject = \(root);\n}\n"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private struct IDs {
        private var counter = 0x1000
        mutating func next() -> String {
            counter += 1
            let hex = String(counter, radix: 16, uppercase: true)
            return "A0" + String(repeating: "0", count: 22 - hex.count) + hex
        }
    }
}
