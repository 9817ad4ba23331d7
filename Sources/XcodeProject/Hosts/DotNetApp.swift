import Essentials

/// A .NET MAUI or Xamarin app whose widget is an Xcode project beside its `.csproj` (decision 9):
/// the `.csproj` embeds the extension's `.appex` through an `AdditionalAppExtensions` item (named
/// as the extension's target), so it is the extension's host app, whatever app target the Xcode
/// project also holds (a placeholder to run the widget from Xcode, never shipped). doctor reads
/// of it what the .NET build uses: `ApplicationId` (the app's bundle identifier),
/// `CodesignEntitlements` (the app's entitlements, by default `Platforms/iOS/Entitlements.plist`
/// or `Entitlements.plist`), the iOS `SupportedOSPlatformVersion`, and each embedded extension's
/// own `CodesignEntitlements`, which replaces the Xcode project's: the .NET build signs the
/// `.appex` itself. Literal values only; an MSBuild property (`$(…)`) stays unresolved, so unknown,
/// never wrong. Elements conditioned on another platform only (Android, Mac Catalyst, Windows)
/// are left out.
public struct DotNetApp: Sendable, Equatable {
    /// The `.csproj`.
    public let file: URL
    /// `ApplicationId`, with its line.
    public var applicationID: (value: String, line: Int)?
    /// The app's entitlements file, and the line that names it (nil: found by convention).
    public var entitlements: (file: URL, line: Int?)?
    /// The iOS `SupportedOSPlatformVersion`, with its line.
    public var deploymentTarget: (value: String, line: Int)?
    /// The extensions it embeds, by name, with the entitlements the .NET build signs each with.
    public var extensions: [Extension] = []

    public struct Extension: Sendable, Equatable {
        public let name: String
        public let line: Int
        public let entitlements: (file: URL, line: Int)?

        public static func == (lhs: Extension, rhs: Extension) -> Bool {
            lhs.name == rhs.name && lhs.line == rhs.line && lhs.entitlements?.file == rhs.entitlements?.file
        }
    }

    public static func == (lhs: DotNetApp, rhs: DotNetApp) -> Bool {
        lhs.file == rhs.file && lhs.applicationID?.value == rhs.applicationID?.value && lhs.entitlements?.file == rhs.entitlements?.file
            && lhs.deploymentTarget?.value == rhs.deploymentTarget?.value && lhs.extensions == rhs.extensions
    }

    /// The app's name, as its target is named: the `.csproj`'s.
    public var name: String { file.deletingPathExtension().lastPathComponent }

    /// Folders climbed from the Xcode project's folder looking for the `.csproj`, and folders
    /// listed beside each (a solution's `App.iOS/` beside its `WidgetExtension/`).
    static let maximumClimb = 4
    static let maximumFolders = 64
    /// Platforms whose condition alone keeps an element out of the iOS build.
    static let otherPlatforms = ["android", "maccatalyst", "windows", "tizen", "macos", "tvos"]

    /// The `.csproj` files that embed a target of `project` (by `targets`' names): looked for in
    /// the folders from the project's folder up to `top` (the folder given, or the repository's
    /// root), at most `maximumClimb`, and in the folders just below each; read through `scope`.
    static func hosts(embedding targets: [String], project: URL, top: URL, scope: ProjectScope) -> [DotNetApp] {
        var found: [DotNetApp] = []
        var seen = Set<String>()
        var folder = project.deletingLastPathComponent().standardizedFileURL
        let top = top.standardizedFileURL.path
        for _ in 0..<maximumClimb {
            let names = scope.names(in: folder)
            let beside = names.filter { !$0.hasPrefix(".") && !ProjectSearch.skippedFolders.contains($0) && !ProjectSearch.bundleExtensions.contains(URL(fileURLWithPath: $0).pathExtension) }
                .prefix(maximumFolders).map { folder.appendingPathComponent($0) }.filter(scope.isFolder)
            let files = names.filter { $0.hasSuffix(".csproj") }.map { folder.appendingPathComponent($0) }
                + beside.flatMap { sub in scope.names(in: sub).filter { $0.hasSuffix(".csproj") }.map { sub.appendingPathComponent($0) } }
            for file in files.prefix(maximumFolders) where seen.insert(file.path).inserted {
                guard case let .data(data) = scope.read(file, limit: .smallText) else { continue }
                let app = DotNetApp(file: file, text: String(decoding: data, as: UTF8.self), scope: scope)
                if app.extensions.contains(where: { targets.contains($0.name) }) { found.append(app) }
            }
            guard folder.path != top, folder.path.hasPrefix(top + "/") else { break }
            folder = folder.deletingLastPathComponent()
        }
        return found
    }

    /// Reads a `.csproj`'s text (`file` locates the paths it names; `scope` finds the
    /// conventional entitlements file).
    init(file: URL, text: String, scope: ProjectScope) {
        self.file = file.standardizedFileURL
        let folder = self.file.deletingLastPathComponent()
        // The iOS frameworks it builds, read first: a block for another framework may come before them.
        var frameworks: [String] = []
        var declarations = MSBuildElements(text)
        while let element = declarations.next() {
            guard element.conditions.isEmpty, ["TargetFramework", "TargetFrameworks"].contains(element.name) else { continue }
            frameworks += element.text.split(separator: ";").map { $0.trimmingWhitespace }.filter { $0.lowercased().contains("-ios") }
        }
        // A framework a property names (`$(…)`) is unknown: no condition is then decided.
        if frameworks.contains(where: { $0.contains("$") }) { frameworks = [] }
        var elements = MSBuildElements(text)
        var statedEntitlements: (URL, Int?)?
        while let element = elements.next() {
            guard !element.otherPlatformOnly, !element.excluded(building: frameworks) else { continue }
            switch (element.name, element.item) {
            case ("ApplicationId", nil) where applicationID == nil:
                applicationID = (element.text, element.line)
            case ("SupportedOSPlatformVersion", nil) where deploymentTarget == nil:
                deploymentTarget = (element.text, element.line)
            case ("CodesignEntitlements", nil) where statedEntitlements == nil:
                statedEntitlements = (Self.path(element.text, in: folder), element.line)
            case ("Name", "AdditionalAppExtensions"?):
                extensions.append(Extension(name: element.text, line: element.line, entitlements: nil))
            case ("CodesignEntitlements", "AdditionalAppExtensions"?):
                guard let last = extensions.popLast() else { break }
                extensions.append(Extension(name: last.name, line: last.line, entitlements: (Self.path(element.text, in: folder), element.line)))
            default:
                break
            }
        }
        entitlements = statedEntitlements ?? ["Platforms/iOS/Entitlements.plist", "Entitlements.plist"]
            .map { folder.appendingPathComponent($0) }.first(where: scope.exists).map { ($0, nil) }
    }

    /// A path as MSBuild writes it (backslashes, `$(MSBuildProjectDirectory)`), from the `.csproj`'s folder.
    static func path(_ written: String, in folder: URL) -> URL {
        let path = written.replacing("\\", with: "/").replacing("$(MSBuildProjectDirectory)/", with: "").replacing("$(MSBuildThisFileDirectory)", with: "")
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
    }
}

/// The elements of an MSBuild file with text content, in order: each with its line, the
/// `Condition`s on it and the elements around it, and the item (`AdditionalAppExtensions`) it is
/// metadata of. Read from `XMLTags` (comments skipped, linear whatever the text); nesting is
/// bounded.
struct MSBuildElements {
    struct Element {
        let name: String
        let text: String
        let line: Int
        let conditions: [String]
        /// The enclosing item element, when this is item metadata.
        let item: String?

        /// Conditioned only on platforms other than iOS (`'$(TargetFramework)' == 'android'`, `-maccatalyst`).
        var otherPlatformOnly: Bool {
            conditions.contains { condition in
                let lower = condition.lowercased()
                return !lower.contains("ios") && DotNetApp.otherPlatforms.contains { lower.contains($0) }
            }
        }

        /// Left out of every build of `frameworks` (the iOS ones the project names) by a condition
        /// on the target framework; never when none is known.
        func excluded(building frameworks: [String]) -> Bool {
            !frameworks.isEmpty && conditions.contains { condition in frameworks.allSatisfy { MSBuildCondition.isFalse(condition, for: $0) } }
        }
    }

    static let maximumDepth = 64
    /// Item types whose metadata is read.
    static let items: Set<String> = ["AdditionalAppExtensions"]

    private var tags: XMLTags
    private var pending: XMLTags.Tag?
    private var stack: [(name: Substring, condition: String?)] = []

    init(_ text: String) {
        tags = XMLTags(text)
    }

    mutating func next() -> Element? {
        while let tag = pending.take() ?? tags.next() {
            if tag.closing {
                if let open = stack.lastIndex(where: { $0.name == tag.name }) { stack.removeSubrange(open...) }
                continue
            }
            if tag.selfClosing { continue }
            let condition = tag.attribute("Condition")
            // An element whose next tag closes it holds text: its value.
            if let after = tags.next() {
                if after.closing, after.name == tag.name {
                    let item = stack.last.flatMap { Self.items.contains(String($0.name)) ? String($0.name) : nil }
                    let body = tags.text[tag.range.upperBound..<after.range.lowerBound]
                    return Element(name: String(tag.name), text: XMLTags.decoded(body.trimmingWhitespace), line: tag.line,
                                   conditions: stack.compactMap(\.condition) + [condition].compactMap { $0 }, item: item)
                }
                pending = after
            }
            if stack.count < Self.maximumDepth { stack.append((tag.name, condition)) }
        }
        return nil
    }
}

extension DotNetApp {
    /// `file` as the .NET build makes it: an app target per app in `apps` (named as its
    /// `.csproj`, with its bundle identifier, deployment target and entitlements, in each of the
    /// project's configurations) that embeds the extensions it names, and those extensions signed
    /// with the entitlements the `.csproj` gives them. `srcRoot` is the project's `SRCROOT`;
    /// `within` the folder paths above it may reach (`../`); `display` names a file as findings do.
    /// Returns the extensions' host, by id, and the entitlements files the project signed them
    /// with (as `display` names them; literal paths only): the placeholder's, which Xcode's own
    /// build of it still uses, so never "unused".
    static func hosting(_ file: XcodeProjectFile, apps: [DotNetApp], srcRoot: URL, within: URL,
                        display: (URL) -> String) -> (file: XcodeProjectFile, hosts: [String: String], replaced: Set<String>) {
        guard !apps.isEmpty else { return (file, [:], []) }
        var targets = file.targets
        var hosts: [String: String] = [:]
        var replaced = Set<String>()
        let configurations = file.projectConfigurations.map(\.name)
        for (index, app) in apps.enumerated() {
            let id = "DOTNET-APP-\(index)"
            let csproj = display(app.file)
            let shown = { (line: Int) in "\(csproj):\(line)" }
            var settings = [BuildSettingAssignment(name: "SDKROOT", value: "iphoneos", source: .declared(csproj))]
            if let (value, line) = app.applicationID {
                settings.append(.init(name: "PRODUCT_BUNDLE_IDENTIFIER", value: value, source: .declared(shown(line))))
            }
            if let (value, line) = app.deploymentTarget {
                settings.append(.init(name: "IPHONEOS_DEPLOYMENT_TARGET", value: value, source: .declared(shown(line))))
            }
            if let (url, line) = app.entitlements {
                settings.append(.init(name: "CODE_SIGN_ENTITLEMENTS", value: ProjectInspector.relative(url, from: srcRoot, within: within),
                                      source: .declared(line.map(shown) ?? csproj)))
            }
            var embedded: [String] = []
            for embedding in app.extensions {
                guard let position = targets.firstIndex(where: { $0.name == embedding.name && $0.productType.isExtension }) else { continue }
                let target = targets[position]
                embedded.append(target.id)
                hosts[target.id] = id
                guard let (url, line) = embedding.entitlements else { continue }
                for configuration in target.configurations {
                    for setting in configuration.settings where setting.name == "CODE_SIGN_ENTITLEMENTS" && !setting.value.contains("$") {
                        replaced.insert(display(srcRoot.appendingPathComponent(setting.value).standardizedFileURL))
                    }
                }
                let signing = BuildSettingAssignment(name: "CODE_SIGN_ENTITLEMENTS", value: ProjectInspector.relative(url, from: srcRoot, within: within),
                                                     source: .declared(shown(line)))
                targets[position] = NativeTarget(
                    id: target.id, name: target.name, productType: target.productType,
                    configurations: target.configurations.map {
                        BuildConfiguration(name: $0.name, settings: $0.settings.filter { $0.name != "CODE_SIGN_ENTITLEMENTS" } + [signing],
                                           baseConfiguration: $0.baseConfiguration)
                    },
                    dependencyIDs: target.dependencyIDs, sourceFiles: target.sourceFiles, synchronizedFolders: target.synchronizedFolders,
                    addedFiles: target.addedFiles, phases: target.phases, productReference: target.productReference, copiedReferences: target.copiedReferences,
                    linkedReferences: target.linkedReferences, packageProducts: target.packageProducts)
            }
            targets.append(NativeTarget(id: id, name: app.name, productType: .application,
                                        configurations: configurations.map { BuildConfiguration(name: $0, settings: settings, baseConfiguration: nil) },
                                        dependencyIDs: embedded, sourceFiles: [], synchronizedFolders: []))
        }
        return (XcodeProjectFile(file, targets: targets), hosts, replaced)
    }
}

extension XcodeProjectFile {
    /// The same project with other targets (a host the .NET build adds).
    init(_ file: XcodeProjectFile, targets: [NativeTarget]) {
        objectVersion = file.objectVersion
        projectDirPath = file.projectDirPath
        projectConfigurations = file.projectConfigurations
        self.targets = targets
        targetsListedTwice = file.targetsListedTwice
        fileReferences = file.fileReferences
        localPackageCandidates = file.localPackageCandidates
        objectVisits = file.objectVisits
    }
}
