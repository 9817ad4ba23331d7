/// A small Xcode project as a value, for the checks' examples: targets with their settings per
/// configuration, base xcconfig files, compiled files, embedded extensions and script phases,
/// rendered (`text`) to a `project.pbxproj` as Xcode writes it. Every path is relative to the
/// project folder (`SOURCE_ROOT`). Object ids come from the targets' places, not their names, so
/// two targets may share a name, as in real projects.
public struct ExampleProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var productType: String
        /// Build settings for every configuration, then per configuration above them.
        public var settings: [String: String]
        public var configurationSettings: [String: [String: String]]
        /// Configuration name to the `.xcconfig` it is based on.
        public var baseConfigurations: [String: String]
        /// Files of the Sources build phase.
        public var sources: [String]
        /// Targets embedded in this one (an app's extensions), by name.
        public var embeds: [String]
        /// Targets it only depends on (built first, not copied in), by name.
        public var dependsOn: [String] = []
        /// Library targets (frameworks, static libraries) whose products its Frameworks phase links, by name.
        public var links: [String]
        /// The build phases in order: "sources", "frameworks" (Link Binary With Libraries), "embed"
        /// (Embed Foundation Extensions), or a script's name.
        public var phases: [String]
        /// Swift package products it links: each a product's name and the local package's folder
        /// (`XCLocalSwiftPackageReference`), or nil for the older shape naming the product alone.
        public var packageProducts: [PackageProduct] = []

        public init(_ name: String, _ productType: String, settings: [String: String] = [:], configurationSettings: [String: [String: String]] = [:],
                    baseConfigurations: [String: String] = [:], sources: [String] = [], embeds: [String] = [], links: [String] = [],
                    phases: [String]? = nil) {
            self.name = name
            self.productType = productType
            self.settings = settings
            self.configurationSettings = configurationSettings
            self.baseConfigurations = baseConfigurations
            self.sources = sources
            self.embeds = embeds
            self.links = links
            self.phases = phases ?? (["sources"] + (links.isEmpty ? [] : ["frameworks"]) + (embeds.isEmpty ? [] : ["embed"]))
        }

        public static let application = "com.apple.product-type.application"
        public static let appExtension = "com.apple.product-type.app-extension"
        public static let framework = "com.apple.product-type.framework"
        public static let staticLibrary = "com.apple.product-type.library.static"
        public static let unitTests = "com.apple.product-type.bundle.unit-test"

        /// The settings of one configuration.
        func settings(in configuration: String) -> [String: String] {
            settings.merging(configurationSettings[configuration] ?? [:]) { $1 }
        }
    }

    /// A package product a target links, and the local package's folder when it is named.
    public struct PackageProduct: Sendable {
        public var name: String
        public var package: String?

        public init(_ name: String, package: String?) {
            self.name = name
            self.package = package
        }
    }

    /// The `.xcodeproj`, relative to the example's folder.
    public var path: String
    /// Folders of local Swift packages added as folder references (`lastKnownFileType = wrapper`),
    /// the shape older projects have.
    public var packageFolders: [String] = []
    public var configurations: [String]
    public var projectSettings: [String: String]
    public var targets: [Target]
    /// The file's text as written instead of the one rendered from the targets: a damaged file.
    public var replacement: String?

    public init(path: String = "App.xcodeproj", configurations: [String] = ["Debug", "Release"], projectSettings: [String: String] = [:],
                targets: [Target]) {
        self.path = path
        self.configurations = configurations
        self.projectSettings = projectSettings
        self.targets = targets
    }

    /// Changes every target named `name`.
    public mutating func update(_ name: String, _ change: (inout Target) -> Void) {
        for index in targets.indices where targets[index].name == name { change(&targets[index]) }
    }

    /// The file's text, as Xcode writes it (an old-style property list).
    public func text() -> String {
        if let replacement { return replacement }
        var writer = Writer()
        // Each target's object and product ids first, by place: names may repeat.
        let targetIDs = targets.map { _ in writer.nextID() }
        let productIDs = targets.map { _ in writer.nextID() }
        // An embedded target by name: the first of that name, as a copy that kept it is embedded by none.
        let byName = { (name: String) in targets.indices.first { targets[$0].name == name }.map { [$0] } ?? [] }
        for (index, target) in targets.enumerated() {
            let (type, path) = switch target.productType {
            case Target.application: ("wrapper.application", target.name + ".app")
            case Target.framework: ("wrapper.framework", target.name + ".framework")
            case Target.staticLibrary: ("archive.ar", "lib" + target.name + ".a")
            default: ("wrapper.application", target.name + ".appex")
            }
            writer.add(productIDs[index], "{isa = PBXFileReference; explicitFileType = \(Self.quoted(type)); path = \(Self.quoted(path)); sourceTree = BUILT_PRODUCTS_DIR; }")
        }
        for (index, target) in targets.enumerated() {
            let phases = target.phases.map { phase -> String in
                let id = writer.nextID()
                switch phase {
                case "sources":
                    let files = target.sources.map { writer.buildFile(writer.fileReference($0)) }
                    writer.add(id, "{isa = PBXSourcesBuildPhase; files = (\(Self.list(files))); }")
                case "frameworks":
                    let files = target.links.flatMap(byName).map { writer.buildFile(productIDs[$0]) }
                    writer.add(id, "{isa = PBXFrameworksBuildPhase; files = (\(Self.list(files))); }")
                case "embed":
                    let files = target.embeds.flatMap(byName).map { writer.buildFile(productIDs[$0]) }
                    writer.add(id, "{isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 13; files = (\(Self.list(files))); name = \"Embed Foundation Extensions\"; }")
                case "copy to products":
                    // What it embeds, copied again to the build's products folder: outside the app.
                    let files = target.embeds.flatMap(byName).map { writer.buildFile(productIDs[$0]) }
                    writer.add(id, "{isa = PBXCopyFilesBuildPhase; dstPath = \"\"; dstSubfolderSpec = 16; files = (\(Self.list(files))); name = \"Copy to Products\"; }")
                default:
                    writer.add(id, "{isa = PBXShellScriptBuildPhase; files = (); name = \(Self.quoted(phase)); shellScript = \"true\"; }")
                }
                return id
            }
            let dependencies = (target.embeds + target.dependsOn).flatMap(byName).map { embedded -> String in
                let id = writer.nextID()
                writer.add(id, "{isa = PBXTargetDependency; target = \(targetIDs[embedded]); }")
                return id
            }
            let products = target.packageProducts.map { product -> String in
                let id = writer.nextID()
                let package = product.package.map { "package = \(writer.localPackage($0)); " } ?? ""
                writer.add(id, "{isa = XCSwiftPackageProductDependency; \(package)productName = \(Self.quoted(product.name)); }")
                return id
            }
            let list = writer.configurationList(configurations, settings: target.settings(in:), bases: target.baseConfigurations)
            writer.add(targetIDs[index], "{isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(Self.list(phases))); "
                + "dependencies = (\(Self.list(dependencies))); name = \(Self.quoted(target.name)); "
                + "packageProductDependencies = (\(Self.list(products))); productReference = \(productIDs[index]); "
                + "productType = \(Self.quoted(target.productType)); }")
        }
        for folder in packageFolders {
            writer.add(writer.nextID(), "{isa = PBXFileReference; lastKnownFileType = wrapper; path = \(Self.quoted(folder)); sourceTree = SOURCE_ROOT; }")
        }
        let projectList = writer.configurationList(configurations, settings: { _ in projectSettings }, bases: [:])
        let root = writer.nextID()
        writer.add(root, "{isa = PBXProject; buildConfigurationList = \(projectList); packageReferences = (\(Self.list(writer.localPackageIDs))); "
            + "projectDirPath = \"\"; targets = (\(Self.list(targetIDs))); }")
        let body = writer.objects.map { "\t\t\($0.id) = \($0.text);\n" }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n\(body)\t};\n\trootObject = \(root);\n}\n"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    private static func list(_ ids: [String]) -> String { ids.map { $0 + ", " }.joined() }

    /// The objects table as it is written, with ids counted up.
    private struct Writer {
        private(set) var objects: [(id: String, text: String)] = []
        private var counter = 0x1000
        private var fileReferences: [String: String] = [:]

        mutating func nextID() -> String {
            counter += 1
            let hex = String(counter, radix: 16, uppercase: true)
            return "A0" + String(repeating: "0", count: 22 - hex.count) + hex
        }

        mutating func add(_ id: String, _ text: String) { objects.append((id, text)) }

        mutating func fileReference(_ path: String) -> String {
            if let id = fileReferences[path] { return id }
            let id = nextID()
            fileReferences[path] = id
            add(id, "{isa = PBXFileReference; path = \(ExampleProject.quoted(path)); sourceTree = SOURCE_ROOT; }")
            return id
        }

        private var localPackages: [String: String] = [:]
        private(set) var localPackageIDs: [String] = []

        /// The `XCLocalSwiftPackageReference` of a package folder, written once.
        mutating func localPackage(_ path: String) -> String {
            if let id = localPackages[path] { return id }
            let id = nextID()
            localPackages[path] = id
            localPackageIDs.append(id)
            add(id, "{isa = XCLocalSwiftPackageReference; relativePath = \(ExampleProject.quoted(path)); }")
            return id
        }

        mutating func buildFile(_ reference: String) -> String {
            let id = nextID()
            add(id, "{isa = PBXBuildFile; fileRef = \(reference); }")
            return id
        }

        mutating func configurationList(_ names: [String], settings: (String) -> [String: String], bases: [String: String]) -> String {
            let ids = names.map { name -> String in
                let id = nextID()
                let values = settings(name).sorted { $0.key < $1.key }.map { "\(ExampleProject.quoted($0.key)) = \(ExampleProject.quoted($0.value)); " }.joined()
                let base = bases[name].map { "baseConfigurationReference = \(fileReference($0)); " } ?? ""
                add(id, "{isa = XCBuildConfiguration; \(base)buildSettings = {\(values)}; name = \(ExampleProject.quoted(name)); }")
                return id
            }
            let list = nextID()
            add(list, "{isa = XCConfigurationList; buildConfigurations = (\(ExampleProject.list(ids))); }")
            return list
        }
    }
}
