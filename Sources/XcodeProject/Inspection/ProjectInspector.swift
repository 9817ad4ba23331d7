import Essentials
import SharedData

/// Reads one Xcode project from disk into a `ProjectSnapshot`: each native target in each build
/// configuration with its settings expanded, its entitlements file read and its groups expanded,
/// its Info.plist's extension point, and the Swift code under the project folder.
struct ProjectInspector {
    /// The `.xcodeproj`.
    let project: URL
    /// Paths in findings are shown relative to this folder.
    let root: URL
    /// `--setting NAME=VALUE`, above every level of the project.
    let overrides: [BuildSettingAssignment]
    /// What a clone lacks on purpose; shared by the projects of one run.
    let generated: GeneratedFiles
    /// Where files may be read from.
    let scope: ProjectScope
    /// How far the walk for the project's Swift and entitlements files goes.
    var walkLimits = SourceTreeWalker.Limits.standard
    /// A project a tool declares (an Expo app's targets), read instead of `project.pbxproj`;
    /// `project` is then the file it is declared in.
    var declared: DeclaredProject?
    /// The Dart side of home_widget's facts, for the project the Dart code runs in.
    var homeWidget: HomeWidgetFacts?
    /// The Dart code the app runs (`lib/`), for the keys it writes.
    var dartSources: DartCode = []
    /// A React Native or Capacitor app's JavaScript/TypeScript, for the keys it writes.
    var scriptSources: [(text: String, file: String)] = []
    /// A script import the checkout lacks: the scripts' keys are then not all known.
    var scriptGap: String?
    /// A .NET app's C# (the folder given), for the files it writes in the container.
    var csharpSources: [(text: String, file: String)] = []
    /// The keys the app's Kotlin or C# writes (the folder given, a Multiplatform app's source sets).
    var appCodeKeys = AppCodeKeys()
    /// The Capacitor major version the app's `package.json` names, when it is a Capacitor app's.
    var capacitorMajor: Int?

    /// The path relative to the project as found, for an error that shows it itself.
    func relative(_ url: URL) -> String { Self.relative(url, from: root, within: scope.roots[0]) }

    /// The path relative to the project as findings name it (escaped once).
    func display(_ url: URL) -> String { relative(url).shown }

    /// `url` relative to `root`: below it as is; in a folder above it but inside `within` (the
    /// repository's root `.gitignore`, a React Native app's `src/` when given its `ios/`) with
    /// `../`; else absolute.
    static func relative(_ url: URL, from root: URL, within: URL) -> String {
        let path = url.standardizedFileURL.path, base = root.standardizedFileURL.path, outer = within.standardizedFileURL.path
        if path == base { return "." }
        if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
        guard path == outer || path.hasPrefix(outer + "/"), base.hasPrefix(outer + "/") else { return path }
        var above = root.standardizedFileURL, climbs = 0
        while above.path.count > outer.count {
            above = above.deletingLastPathComponent()
            climbs += 1
            if path == above.path { return Array(repeating: "..", count: climbs).joined(separator: "/") }
            if path.hasPrefix(above.path + "/") { return String(repeating: "../", count: climbs) + path.dropFirst(above.path.count + 1) }
        }
        return path
    }

    /// As findings name a file: relative to `root` (`../` up to `within`), escaped once.
    static func shown(_ url: URL, from root: URL, within: URL) -> String { relative(url, from: root, within: within).shown }

    func inspect(dart: [CodeOccurrence]) -> ProjectSnapshot {
        let projectFile = project.appendingPathComponent("project.pbxproj")
        var snapshot = ProjectSnapshot(project: display(project), targets: [], entitlementsFiles: [], code: dart)
        let file: XcodeProjectFile
        if let declared {
            snapshot.projectFile = display(declared.configuration)
            snapshot.readProblems = declared.problems
            return inspect(declared.file, into: snapshot)
        }
        let failed = { (kind: ReadProblem.Kind, line: Int?) -> ProjectSnapshot in
            var snapshot = snapshot
            snapshot.readProblems.append(ReadProblem(.projectFile, kind, file: display(projectFile), line: line))
            return snapshot
        }
        switch scope.read(projectFile, limit: .projectFile) {
        case let .data(data):
            do {
                file = try XcodeProjectFile.parse(data, file: display(projectFile))
            } catch {
                return failed(.unparseable(error.description), error.line)
            }
        case .missing: return failed(.missing, nil)
        case let .failed(reason): return failed(.unreadable(reason), nil)
        case .outside: return failed(.outside, nil)
        }
        return inspect(file, into: snapshot)
    }

    /// Where the repository's build scripts set the variables of the PRODUCT_BUNDLE_IDENTIFIER of a
    /// widget no app here embeds (a script builds it and passes them to xcodebuild); nothing is read
    /// when there are none.
    private func settingsSetByScripts(_ targets: [TargetFacts], scripts: () -> [(text: String, file: String)]) -> [String: String] {
        let names = Set(targets.filter { $0.role.isWidget && $0.hostIDs.isEmpty }
            .flatMap { $0.configurations.flatMap { $0.bundleIdentifier?.unresolved.map(\.name) ?? [] } })
        guard !names.isEmpty else { return [:] }
        return ScriptSettings.places(of: names, in: scripts())
    }

    /// The repository's scripts, read: those of the project's walk, and those beside the project's
    /// folder (a `Scripts/` at the root of the folder given): that folder and two levels below it.
    private func repositoryScripts(_ scripts: [URL]) -> [(text: String, file: String)] {
        var found = scripts, pending = [(scope.roots[0], 0)], entries = 0
        while let (folder, depth) = pending.popLast(), entries < 5_000 {
            for name in scope.names(in: folder) {
                entries += 1
                let url = folder.appendingPathComponent(name)
                if scope.isFolder(url) {
                    if depth < 2, !name.hasPrefix("."), !SourceTreeWalker.skippedFolders.contains(name) { pending.append((url, depth + 1)) }
                } else if SourceTreeWalker.isScript(name), !found.contains(url) {
                    found.append(url)
                }
            }
        }
        return found.prefix(ScriptSettings.maximumScripts).compactMap { url -> (text: String, file: String)? in
            guard case let .data(data) = scope.read(url, limit: .sourceFile) else { return nil }
            return (String(decoding: data, as: UTF8.self), display(url))
        }
    }

    /// The entitlements files no target signs with that a script of the repository names
    /// (`codesign --entitlements`, `ldid -S`, a packaging script): signed outside Xcode, by the
    /// script's line. Scripts are read only where there is such a file.
    private func signedByScripts(_ files: [EntitlementsFileListing], targets: [TargetFacts], scripts: () -> [(text: String, file: String)]) -> [String: String] {
        let signed = Set(targets.flatMap { $0.configurations.compactMap(\.entitlements?.file) })
        let unsigned = files.map(\.file).filter { !signed.contains($0) }
        guard !unsigned.isEmpty else { return [:] }
        let texts = scripts()
        var found: [String: String] = [:]
        for file in unsigned {
            let name = String(file.split(separator: "/").last ?? Substring(file))
            for script in texts where found[file] == nil && script.text.contains(name) {
                for (number, line) in script.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.trimmingWhitespace.hasPrefix("#") && ScriptSettings.names(name, in: line) {
                    found[file] = "\(script.file):\(number + 1)"
                    break
                }
            }
        }
        return found
    }

    /// The targets, code and files of a project file read (or declared).
    private func inspect(_ file: XcodeProjectFile, into snapshot: ProjectSnapshot) -> ProjectSnapshot {
        var snapshot = snapshot
        snapshot.targetsListedTwice = file.targetsListedTwice
        snapshot.membership = membership()
        let folder = project.deletingLastPathComponent().appendingPathComponent(file.projectDirPath).standardizedFileURL
        // A .NET app whose .csproj embeds an extension of this project is that extension's host
        // (decision 9): its target is added, and the extension signed as the .csproj signs it.
        snapshot.dotNetApps = declared == nil
            ? DotNetApp.hosts(embedding: file.targets.filter(\.productType.isExtension).map(\.name), project: project, top: scope.roots[0], scope: scope)
            : []
        let (file, dotNetHosts, replacedEntitlements) = DotNetApp.hosting(file, apps: snapshot.dotNetApps, srcRoot: folder, within: scope.roots[0], display: display)
        var reading = Reading(inspector: self, file: file, folder: folder, dotNetHosts: dotNetHosts)
        reading.packages = LocalPackages(file: file, folder: folder, scope: scope)
        if let truncated = reading.packages.truncated {
            reading.report(ReadProblem(.sourceTree, .truncated(truncated), file: display(folder), language: .swift))
        }
        let listing = SourceTreeWalker(limits: walkLimits).list(folder, scope: scope)
        if let truncated = listing.truncated {
            reading.report(ReadProblem(.sourceTree, .truncated(truncated), file: display(folder), language: .swift))
        }
        // A subfolder holding its own project belongs to it (decision 14): its files are never in no
        // target, nor its entitlements unused, for this one; what this project's targets compile
        // of it still counts.
        let ownFolder = project.deletingLastPathComponent().standardizedFileURL.path
        let others = listing.projectFolders.map(\.standardizedFileURL.path).filter { $0 != ownFolder }
        let inOtherProject = { (url: URL) in others.contains { url.standardizedFileURL.path.hasPrefix($0 + "/") } }
        // Local packages' folders outside the project's (`../Shared`) are compiled code too.
        var packageFiles: [URL] = []
        for outside in reading.packages.foldersOutside(folder) {
            let packageListing = SourceTreeWalker(limits: walkLimits).list(outside, scope: scope)
            if let truncated = packageListing.truncated {
                reading.report(ReadProblem(.sourceTree, .truncated(truncated), file: display(outside), language: .swift))
            }
            packageFiles += packageListing.swift
        }
        // Swift files a Sources phase names in a folder above the project's (XcodeGen's `sources:
        // ../Sources/Widget`, a repository's shared folder) are compiled code too, read while inside
        // the folder given.
        let top = scope.roots[0].standardizedFileURL.path
        for target in file.targets {
            for case let .projectRelative(path) in target.sourceFiles + target.addedFiles where path.hasPrefix("../") && path.hasSuffix(".swift") {
                let url = folder.appendingPathComponent(path).standardizedFileURL
                if url.path.hasPrefix(top + "/") { packageFiles.append(url) }
            }
        }
        // A synchronized folder above the project's, inside the repository (Expo's prebuild with
        // apple-targets: `../targets/widget`), is compiled code too: every file under it, as Xcode 16 builds it.
        var outsideObjectiveC: [URL] = []
        let synchronizedAbove = OrderedSet(file.targets.flatMap { target in
            target.synchronizedFolders.compactMap { folder -> String? in
                guard case let .projectRelative(path) = folder.path, path.hasPrefix("../") else { return nil }
                return path
            }
        }).elements
        for path in synchronizedAbove.prefix(LocalPackages.maximumPackages) {
            let url = folder.appendingPathComponent(path).standardizedFileURL
            guard url.path.hasPrefix(top + "/") else { continue }
            let synchronized = SourceTreeWalker(limits: walkLimits).list(url, scope: scope)
            if let truncated = synchronized.truncated {
                reading.report(ReadProblem(.sourceTree, .truncated(truncated), file: display(url), language: .swift))
            }
            packageFiles += synchronized.swift
            outsideObjectiveC += synchronized.objectiveC
        }
        let listed = Set((listing.swift + listing.objectiveC).map(\.standardizedFileURL.path))
        packageFiles = OrderedSet(packageFiles.filter { !listed.contains($0.standardizedFileURL.path) }).elements
        outsideObjectiveC = OrderedSet(outsideObjectiveC.filter { !listed.contains($0.standardizedFileURL.path) }).elements
        let scan = reading.scanCode(listing.swift + packageFiles + listing.objectiveC + outsideObjectiveC, inOtherProject: inOtherProject)
        snapshot.untargetedSwiftFiles = reading.untargetedSwiftFiles
        snapshot.compiledFiles = Set(reading.compiledBy.keys)
        reading.infoPlistKeys = Set(scan.resolved.flatMap { $0.values.flatMap(\.infoPlistKeys) })
        // By id: a target that shares a widget's name does not compile its code.
        let compilingWidgets = Set(scan.resolved.filter { $0.occurrence.kind == .widgetKind }.flatMap { reading.compiledBy[$0.occurrence.file, default: []] })
        snapshot.targets = file.targets.map { target in
            reading.facts(for: target, compilesWidget: compilingWidgets.contains(target.id))
        }
        snapshot.targets = reading.withPrefixHeaders(snapshot.targets)
        snapshot.targets = HostPlatforms.narrowed(snapshot.targets)
        // After the targets' facts: an entry point in no target is placed by the apps' platforms.
        let unbuilt = UnbuiltWidgets.find(listing.swift + packageFiles, untargeted: reading.untargetedSwiftFiles, targets: snapshot.targets,
                                          compiledInModule: reading.compiledInModule, inspector: self, projectFolder: display(folder),
                                          packageFolders: Array(reading.packages.unlinkedTargetFolders().prefix(LocalPackages.maximumPackages)),
                                          list: { SourceTreeWalker(limits: walkLimits).list($0, scope: scope).swift },
                                          beside: { NativeRoot.swiftFiles(around: project.deletingLastPathComponent(), within: root, scope: scope, limits: walkLimits) })
        snapshot.unbuiltWidgets = unbuilt.widgets
        snapshot.unbuiltEntryPoints = unbuilt.entryPoints
        if let truncated = unbuilt.truncated {
            reading.report(ReadProblem(.untargetedSources, .truncated(truncated), file: display(folder), language: .swift))
        }
        // The repository's scripts, read once, and only when a question needs them.
        var readScripts: [(text: String, file: String)]?
        func scripts() -> [(text: String, file: String)] {
            if let readScripts { return readScripts }
            let read = repositoryScripts(listing.scripts)
            readScripts = read
            return read
        }
        snapshot.settingsSetByScripts = settingsSetByScripts(snapshot.targets, scripts: scripts)
        snapshot.embeddedTwice = file.targets.flatMap { target in
            reading.index.repeatedCopies(of: target).compactMap { host, copies in
                file.targets.first { $0.id == host }.map { (target.name, $0.name, copies) }
            }
        }
        let objectiveCSources = reading.objectiveCSources(snapshot.targets)
        snapshot.code += reading.occurrences(scan, targets: snapshot.targets, objectiveC: objectiveCSources)
        let generated = Set((declared?.generated ?? []).map(display))
        snapshot.entitlementsFiles = listing.entitlements.filter {
            !inOtherProject($0) && !replacedEntitlements.contains(display($0)) && !generated.contains(display($0))
        }.map { url in
            guard case let .data(data) = scope.read(url, limit: .entitlements),
                  let read = try? Entitlements(file: display(url), data: data) else {
                return EntitlementsFileListing(file: display(url), groups: nil)
            }
            return EntitlementsFileListing(file: display(url), groups: read.applicationGroups)
        }
        for (file, place) in signedByScripts(snapshot.entitlementsFiles, targets: snapshot.targets, scripts: scripts) {
            snapshot.entitlementsFiles = snapshot.entitlementsFiles.map { listing in
                var listing = listing
                if listing.file == file { listing.signedByScript = place }
                return listing
            }
        }
        (snapshot.intents, snapshot.intentUses) = IntentInspection.facts(reading.swiftSources, targets: snapshot.targets,
                                                                         appCode: snapshot.dotNetApps.isEmpty ? [] : csharpSources,
                                                                         table: scan.tables[.swift], packageConditions: reading.packageConditions)
        snapshot.buttons = WidgetButtons.buttons(snapshot)
        snapshot.views = WidgetViewFacts.scan(reading.swiftSources, targets: snapshot.targets, packageConditions: reading.packageConditions)
        let widgetTargets = Set(snapshot.targets.filter { $0.role.isWidget }.map(\.name))
        let widgetSources = reading.swiftSources.filter { $0.targets.contains(where: widgetTargets.contains) }
        snapshot.silentProviderExits = widgetSources.flatMap { source in
            TimelineCompletion.exits(source.parsed, file: source.file, targets: source.targets.filter(widgetTargets.contains))
        }
        snapshot.providerReloads = widgetSources.flatMap { source in
            ProviderReload.find(source.parsed, file: source.file, targets: source.targets.filter(widgetTargets.contains))
        }
        let launchSettings = listing.launchSettings.filter { !inOtherProject($0) }.compactMap { url -> (text: String, file: String)? in
            guard case let .data(data) = scope.read(url, limit: .smallText) else { return nil }
            return (String(decoding: data, as: UTF8.self), display(url))
        }
        snapshot.keys = KeyInspection.facts(swift: reading.swiftSources, objectiveC: objectiveCSources, dart: dartSources,
                                            scripts: scriptSources, appCode: appCodeKeys, launchSettings: launchSettings, targets: snapshot.targets,
                                            table: scan.tables[.swift], dartTable: scan.tables[.dart], objectiveCTable: scan.tables[.objectiveC])
        // A read only for families no widget of its target shows never runs (`FamilyBranches`).
        snapshot.keys.accesses = FamilyBranches.withoutUnsupportedReads(snapshot.keys.accesses, widgets: snapshot.views.widgets, sources: reading.swiftSources)
        // No reload in the code read for keys: every Swift and Objective-C file listed (a package's
        // a target links through another, a file no target lists) but those only widget extensions
        // compile, before "no code reloads" is said.
        if snapshot.keys.reloads.isEmpty {
            let widgetOnly = KeyFacts.widgetOnly(reading.swiftSources + objectiveCSources, targets: snapshot.targets)
            snapshot.keys.reloads = ReloadMentions.places(in: (listing.swift + packageFiles + listing.objectiveC).filter { !widgetOnly.contains(display($0)) }.compactMap { url in
                guard case let .data(data) = scope.read(url, limit: .sourceFile) else { return nil }
                return (SourceText(String(decoding: data, as: UTF8.self), language: .swift, file: display(url)), display(url))
            })
        }
        snapshot.keys.unscannedWriters = KeyInspection.unscannedWriters(around: folder, scope: scope)
            .filter { ($0 != "JavaScript" || scriptSources.isEmpty) && ($0 != "Kotlin" || !appCodeKeys.read.contains(.kotlin)) }
            + (scriptGap.map { ["JavaScript (\($0), which the checkout lacks)"] } ?? [])
        if !scriptSources.isEmpty { snapshot.keys.readAppCode.insert(.javaScript) }
        // The bridges the scripts call that only files in no target declare: read only when a script
        // uses one, in a committed project, in its folder. A project a generator's configuration
        // describes (Expo's prebuild) is written with its config plugins' files added, and their
        // templates elsewhere (`plugins/*/files/`) are no project's sources (held-out Zentik-notifier+frontend).
        // A module may be Swift (`@objc(X)` with its `RCT_EXTERN_MODULE` file) or Objective-C alone.
        let bridgeUses = declared == nil ? BridgeModules.uses(in: scriptSources) : [:]
        if !bridgeUses.isEmpty {
            let untargeted = Set(reading.untargetedSwiftFiles + reading.untargetedImplementationFiles)
            let inFolder = folder.path + "/"
            let files = Array((listing.swift + listing.objectiveC).lazy.filter { $0.standardizedFileURL.path.hasPrefix(inFolder) && untargeted.contains(display($0)) }
                .prefix(UnbuiltWidgets.maximumFiles + 1))
            // Read to the widget search's bound, and said when it stops there as that search says it.
            if files.count > UnbuiltWidgets.maximumFiles, unbuilt.truncated == nil {
                reading.report(ReadProblem(.untargetedSources, .truncated("stopped after \(UnbuiltWidgets.maximumFiles) files in no target"),
                                           file: display(folder), language: .swift))
            }
            let texts = files.prefix(UnbuiltWidgets.maximumFiles).compactMap { url -> (text: String, file: String)? in
                guard case let .data(data) = scope.read(url, limit: .sourceFile) else { return nil }
                return (String(decoding: data, as: UTF8.self), display(url))
            }
            snapshot.unbuiltBridges = BridgeModules.unbuilt(uses: bridgeUses, untargeted: texts,
                                                            compiled: reading.swiftSources.map { ($0.text, false) } + objectiveCSources.map { ($0.text, true) })
        }
        // Capacitor 6 registers only the npm plugins `cap sync` lists: a plugin of the app's own the
        // scripts use must be registered by the app's code.
        if let major = capacitorMajor {
            snapshot.unregisteredPlugins = CapacitorPlugins.unregistered(
                compiled: reading.swiftSources.map { ($0.text, $0.file, false) } + objectiveCSources.map { ($0.text, $0.file, true) },
                uses: bridgeUses, capacitor: major)
        }
        snapshot.keys.readAppCode.formUnion(appCodeKeys.read)
        snapshot.keys.appCodeLanguages = Set(appCodeKeys.sources.compactMap { CodeRoot.Language(reading: $0.source.language) })
        snapshot.homeWidget = homeWidget.map { facts in
            HomeWidgetScanner.completed(facts, swift: reading.swiftSources, targets: snapshot.targets) { shown in
                guard case let .data(data) = scope.read(root.appendingPathComponent(shown), limit: .infoPlist) else { return nil }
                return Array(data)
            }
        }
        if case let .data(data) = scope.read(folder.appendingPathComponent("Podfile"), limit: .smallText) {
            snapshot.podfile = Podfile(String(decoding: data, as: UTF8.self))
        }
        snapshot.readProblems += reading.problems.elements
        snapshot.absentGeneratedFiles = reading.absentGeneratedFiles.elements
        return snapshot
    }
}

/// The state of one inspection: caches of files read, and what could not be read on the way.
private struct Reading {
    let inspector: ProjectInspector
    let file: XcodeProjectFile
    let folder: URL
    /// Which targets compile a file, which apps embed a target: asked of every file and target.
    let index: TargetIndex
    /// What every configuration's settings start from: `SRCROOT`, `PROJECT_NAME`, and the project
    /// file as "looked in" names it (URLs made and shown once, not for each configuration).
    private let folderPath: String, projectName: String, shownProjectFile: String
    /// Each once, however many targets and configurations met it.
    private(set) var problems = OrderedSet<ReadProblem>()
    /// Swift files under the project folder that no target compiles, as shown.
    private(set) var untargetedSwiftFiles: [String] = []
    /// The Objective-C implementation files (`.m`, `.mm`) no target compiles, as shown.
    private(set) var untargetedImplementationFiles: [String] = []
    /// The Swift files (as shown) a target compiles through a local package, with the package
    /// target's compilation conditions (`LocalPackages.conditions(ofFile:)`).
    private(set) var packageConditions: [String: PackageManifest.SwiftConditions] = [:]
    /// Each Swift file some target compiles (as shown), with the ids of the targets that do.
    private(set) var compiledBy: [String: [String]] = [:]
    /// The same, counting only the targets whose own module compiles the file (not through a linked
    /// framework or package).
    private(set) var compiledInModule: [String: [String]] = [:]
    private(set) var absentGeneratedFiles = OrderedSet<AbsentGeneratedFile>()
    /// The Swift files some target compiles, for the intents' scan.
    private(set) var swiftSources: [IntentInspection.Source] = []
    /// The target names compiling each scanned file (as shown).
    private(set) var targetsOfFile: [String: [String]] = [:]
    /// The Info.plist keys the code reads of its running bundle.
    var infoPlistKeys = Set<String>()
    /// What each target's bundle supplies per configuration (those keys, its identifier).
    private(set) var bundles: [String: [CodeValueExpansion.Bundle]] = [:]
    /// The local Swift packages the project references, and what each target compiles of them.
    var packages = LocalPackages()
    private var xcconfigs: [URL: XCConfigLoader.Loaded] = [:]
    /// Each target's prefix header (`GCC_PREFIX_HEADER`) per configuration, by target id and
    /// configuration name; each file's text read once.
    private var prefixHeaders: [String: URL] = [:]
    /// Each prefix header parsed once (nil: missing or unreadable): a project-level header is
    /// inherited by every target and configuration.
    private var parsedPrefixHeaders: [URL: ConditionalCompilation.PrefixHeader?] = [:]
    private struct PrefixHeaderReading: Hashable {
        let url: URL
        let definitions: [String]
    }
    /// The Info.plist `INFOPLIST_FILE` names, by its value, and whether the name's letter case differs.
    private var infoPlistFiles: [String: (url: URL, caseDiffers: Bool)] = [:]
    /// Each entitlements file a configuration signs with, by the path its setting gives.
    private var entitlementsFiles: [String: EntitlementsFile] = [:]
    private var infoPlists: [URL: PlistValue] = [:]
    private var infoPlistTexts: [URL: String] = [:]
    /// What kept each unread Info.plist from being read: read once, however many targets and
    /// configurations name it, and reported for each.
    private var infoPlistProblems: [URL: ReadProblem.Kind] = [:]
    /// Info.plists a clone lacks on purpose (a `.gitignore` keeps them out: a build script writes them).
    private var generatedInfoPlists: Set<URL> = []
    /// Extensions a .NET app embeds, by id: their host's id (decision 9).
    let dotNetHosts: [String: String]

    init(inspector: ProjectInspector, file: XcodeProjectFile, folder: URL, dotNetHosts: [String: String] = [:]) {
        self.inspector = inspector
        self.file = file
        self.folder = folder
        folderPath = folder.path
        shownProjectFile = inspector.display(inspector.project.appendingPathComponent("project.pbxproj"))
        projectName = inspector.project.deletingPathExtension().lastPathComponent
        index = TargetIndex(file.targets)
        self.dotNetHosts = dotNetHosts
    }

    mutating func report(_ problem: ReadProblem) {
        problems.append(problem)
    }

    private func url(_ path: ProjectPath) -> URL? {
        switch path {
        case let .projectRelative(relative): folder.appendingPathComponent(relative).standardizedFileURL
        case let .absolute(absolute): URL(fileURLWithPath: absolute)
        case .buildRelative: nil
        }
    }

    // MARK: Code

    /// The Swift and Objective-C files some target compiles: a file in no target (a stale copy,
    /// another project's) is no evidence of what the app or widget does, and is counted in one note.
    mutating func scanCode(_ files: [URL], inOtherProject: (URL) -> Bool = { _ in false }) -> CodeScanner.Result {
        var sources: [CodeScanner.Source] = []
        // Headers hold the constants of Objective-C code some target compiles; without any, none is read.
        // Relative to the project folder as its Sources phases name files, with `../` for those of
        // a folder above it (a local package's, XcodeGen's `sources: ../Sources/Widget`).
        let top = inspector.scope.roots[0], folder = folder
        let relativePath = { (url: URL) in ProjectInspector.relative(url, from: folder, within: top) }
        let compilesObjectiveC = files.contains { url in
            let relative = relativePath(url)
            return ["m", "mm"].contains(url.pathExtension) && !index.targets(compiling: relative).isEmpty
        }
        for url in files where url.pathExtension != "h" || compilesObjectiveC {
            let shown = inspector.display(url)
            let relative = relativePath(url)
            let path = url.standardizedFileURL.path
            let compilers = compilingTargets(relative, path: path)
            let language: CodeOccurrence.Language = url.pathExtension == "swift" ? .swift : .objectiveC
            // A header belongs to no Sources phase: it is read with the code that includes it.
            guard !compilers.isEmpty || url.pathExtension == "h" else {
                // A local package's file no target links is the package's, not a stray copy.
                if language == .swift, !packages.holds(path, projectFolder: folder), !inOtherProject(url) { untargetedSwiftFiles.append(shown) }
                if language == .objectiveC, url.pathExtension != "h", !inOtherProject(url) { untargetedImplementationFiles.append(shown) }
                continue
            }
            if language == .swift, let conditions = packages.conditions(ofFile: path) { packageConditions[shown] = conditions }
            compiledBy[shown] = compilers.map(\.id)
            compiledInModule[shown] = index.targets(compiling: relative).map(\.id)
            guard let text = text(of: url) else { continue }
            // Parsed once here, for every reader of the file in the run.
            let source = CodeScanner.Source(text: text, file: shown, language: language)
            // A file only test bundles compile runs under XCTest, never in the app or its widget: its
            // calls and groups are no evidence of the app's values (a suite of tests calling one helper
            // 29 times stopped duckduckgo's scan of the app's own calls at its limit). It is still read
            // for what UI tests pass the app (launch arguments), which the key scan takes from it.
            // A header is in no Sources phase: it is read for the code that includes it (round 11
            // Spend-Stack-Public's group and keys, `static NSString * const` in a header, were "not checked").
            if compilers.isEmpty || !compilers.allSatisfy(\.productType.isTest) { sources.append(source) }
            targetsOfFile[shown] = compilers.map(\.name)
            if language == .swift { swiftSources.append(IntentInspection.Source(text: text, file: shown, targets: compilers.map(\.name), parsed: source.parsed)) }
        }
        return CodeScanner.resolve(sources)
    }

    /// The targets that compile a file, in the project's order: through their Sources phases and
    /// folders (the index), through a local package they link (`path` absolute), or through a
    /// framework or static library of the project they link or embed (its code runs in their process).
    private func compilingTargets(_ relative: String, path: String) -> [NativeTarget] {
        let compiling = index.targets(compiling: relative)
        let linking = Set(packages.foldersByTarget.keys.filter { packages.compiles($0, path) })
        let compilingIDs = Set(compiling.map(\.id))
        let direct = linking.isEmpty ? compiling : file.targets.filter { linking.contains($0.id) || compilingIDs.contains($0.id) }
        let users = direct.filter(\.productType.isLibrary).flatMap { index.users(ofLibrary: $0) }
        guard !linking.isEmpty || !users.isEmpty else { return compiling }
        let ids = Set(direct.map(\.id)).union(users.map(\.id))
        return file.targets.filter { ids.contains($0.id) }
    }

    /// The scan's occurrences for the targets that run each file: values the running bundle
    /// supplies settled per target (and configuration), groups under `#if` kept to the
    /// configurations compiling them (Swift's and Objective-C's), and kinds of widgets no bundle registers told apart.
    func occurrences(_ scan: CodeScanner.Result, targets: [TargetFacts], objectiveC: [IntentInspection.Source]) -> [CodeOccurrence] {
        var occurrences = scan.resolved.flatMap { resolved in
            CodeValueExpansion.occurrences(resolved, runners: targetsOfFile[resolved.occurrence.file] ?? [], bundles: bundles)
        } + scan.complete
        // A group under `#if` is opened only in the configurations that take its branch.
        var texts: [String: String] = [:]
        for source in swiftSources where source.text.contains("#if") { texts[source.file] = texts[source.file] ?? source.text }
        for source in objectiveC where source.text.contains("#if") { texts[source.file] = texts[source.file] ?? source.text }
        occurrences = ConditionalCompilation.restrict(occurrences, texts: texts, targets: targets, packageConditions: packageConditions)
        if let table = scan.tables[.swift] {
            // Each target's files gathered once, not searched for each target.
            var filesOfTarget: [String: Set<String>] = [:]
            for (file, names) in targetsOfFile { for name in names { filesOfTarget[name, default: []].insert(file) } }
            let registration = targets.map { target in
                var registering = WidgetRegistration.Target(name: target.name, files: filesOfTarget[target.name] ?? [],
                                                            builds: WidgetRegistration.builds(of: target))
                for file in registering.files { packageConditions[file].map { registering.packageBuilds[file] = ConditionalCompilation.builds(of: target.configurations, package: $0) } }
                return registering
            }
            occurrences = WidgetRegistration.classify(occurrences, resolved: scan.resolved, table: table, targets: registration)
            occurrences = GroupOpeningCallers.narrowed(occurrences, table: table, targetsOfFile: targetsOfFile)
        }
        return occurrences
    }

    /// The Objective-C files of the targets' Sources phases other than tests', for the group ids,
    /// reloads and keys they hold; at most `maximumObjectiveCFiles` (and the run's file limit),
    /// past which the list is reported cut short, as a walk is.
    mutating func objectiveCSources(_ facts: [TargetFacts]) -> [IntentInspection.Source] {
        let tests = Set(facts.filter { $0.role == .test }.map(\.id))
        var files: [String: [String]] = [:]
        var order: [String] = []
        for target in file.targets where !tests.contains(target.id) {
            for case let .projectRelative(path) in target.sourceFiles where path.hasSuffix(".m") || path.hasSuffix(".mm") {
                if files[path] == nil { order.append(path) }
                files[path, default: []].append(target.name)
            }
        }
        let limit = min(KeyInspection.maximumObjectiveCFiles, inspector.walkLimits.files)
        if order.count > limit {
            report(ReadProblem(.sourceTree, .truncated("stopped after \(limit) files"), file: inspector.display(folder), language: .objectiveC))
        }
        return order.prefix(limit).compactMap { path in
            let url = folder.appendingPathComponent(path).standardizedFileURL
            return text(of: url).map { IntentInspection.Source(text: $0, file: inspector.display(url), targets: files[path] ?? []) }
        }
    }

    mutating func text(of url: URL) -> String? {
        switch inspector.scope.read(url, limit: .sourceFile) {
        case let .data(data):
            return String(decoding: data, as: UTF8.self)
        case .missing, .outside:
            return nil
        case let .failed(reason):
            report(ReadProblem(.source, .unreadable(reason), file: inspector.display(url), language: .swift))
            return nil
        }
    }

    // MARK: Targets

    mutating func facts(for target: NativeTarget, compilesWidget: Bool) -> TargetFacts {
        let configurations = target.configurations.map { facts(for: target, in: $0) }
        let extensionPoint = configurations.lazy.compactMap(\.extensionPoint).first
        // An app target of the widget's own project is scaffolding where a .NET app embeds it.
        let hosts = dotNetHosts[target.id].map { [$0] } ?? index.hostIDs(of: target)
        var made = TargetFacts(id: target.id, name: target.name, productType: target.productType,
                                role: TargetRole.of(target.productType, extensionPoint: extensionPoint, compilesWidgetConfiguration: compilesWidget),
                                hostIDs: hosts, configurations: configurations, phases: target.phases)
        made.compilesNothing = index.compilesNothing(target)
        return made
    }

    private mutating func facts(for target: NativeTarget, in configuration: BuildConfiguration) -> ConfigurationFacts {
        let (resolver, keptOut) = settings(for: target, in: configuration)
        let sdkFree = resolver(nil)
        let (sdkRoot, supported) = (sdkFree.resolve("SDKROOT")?.value ?? "", sdkFree.resolve("SUPPORTED_PLATFORMS")?.value ?? "")
        let deploymentSettings = Set(ApplePlatform.allCases.map(\.deploymentTargetSetting).filter { !(sdkFree.resolve($0)?.value ?? "").isEmpty })
        let platform = ApplePlatform.of(sdkRoot: sdkRoot, supported: supported, deploymentSettings: deploymentSettings)
        let settings = resolver(platform)
        // Only apps and extensions matter here; a tool's or a framework's Info.plist is not read.
        let readsInfoPlist = target.productType.isApplication || target.productType.isExtension
        let infoPlist = settings.resolve("INFOPLIST_FILE").flatMap { $0.value.isEmpty || !readsInfoPlist ? nil : $0.value }
        let infoPlistURL = infoPlist.map { infoPlistFile($0, target: target.name) }
        let point = infoPlistURL.flatMap { extensionPoint($0, target: target.name) }
        bundles[target.name, default: []].append(bundle(infoPlistURL, settings: settings, configuration: configuration.name))
        if let prefix = settings.resolve("GCC_PREFIX_HEADER")?.value.trimmingWhitespace, !prefix.isEmpty, !prefix.contains("$(") {
            prefixHeaders[target.id + "\n" + configuration.name] = location(String(prefix))
        }
        // A deployment target that names a variable nothing sets is unknown, not unset (`deploymentTargetUnknown`).
        let deployment = settings.resolve(platform.deploymentTargetSetting).flatMap { $0.value.isEmpty && $0.isResolved ? nil : $0 }
        let deploymentTarget = deployment.flatMap { $0.isResolved && Self.isVersion($0.value) ? $0.value : nil }
        var facts = ConfigurationFacts(
            name: configuration.name,
            platform: platform,
            bundleIdentifier: settings.resolve("PRODUCT_BUNDLE_IDENTIFIER"),
            developmentTeam: settings.resolve("DEVELOPMENT_TEAM"),
            entitlements: inspector.declared?.entitlements[target.id].map { declaredEntitlements($0, settings) }
                ?? entitlements(settings, target: target.name, configuration: configuration.name),
            infoPlist: infoPlistURL.map { inspector.display($0) },
            extensionPoint: point ?? inspector.declared?.extensionPoints[target.id],
            settingsLookedIn: settings.places,
            settingsKeptOut: keptOut,
            compilationConditions: Self.compilationConditions(settings),
            deploymentTarget: deploymentTarget
        ).with(preprocessorDefinitions: Self.preprocessorDefinitions(settings), platforms: ApplePlatform.all(sdkRoot: sdkRoot, supported: supported))
        facts.deploymentTargetUnknown = deployment != nil && deploymentTarget == nil
        facts.otherPlatforms = facts.platforms.filter { $0 != platform }.map { other in
            let settings = resolver(other)
            let target = settings.resolve(other.deploymentTargetSetting).flatMap { $0.isResolved && Self.isVersion($0.value) ? $0.value : nil }
            return PlatformBuild(platform: other, bundleIdentifier: settings.resolve("PRODUCT_BUNDLE_IDENTIFIER"), deploymentTarget: target)
        }
        return facts
    }

    /// `17.0`, `16`, `15.1.2`: a deployment target's form.
    private static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// The levels of one target and configuration; the closure builds the resolver for a
    /// platform (nil: before the platform is known, to read `SDKROOT` itself). With it, the
    /// xcconfig files of the chain a `.gitignore` keeps out.
    private mutating func settings(for target: NativeTarget, in configuration: BuildConfiguration)
        -> (resolver: (ApplePlatform?) -> BuildSettingsResolver, keptOut: [String]) {
        let projectConfiguration = file.projectConfigurations.first { $0.name == configuration.name }
        let projectXCConfig = projectConfiguration?.baseConfiguration.flatMap(url).map { loadXCConfig($0) }
        let targetXCConfig = configuration.baseConfiguration.flatMap(url).map { loadXCConfig($0) }
        let shownFile = shownProjectFile, overrides = inspector.overrides, folderPath = self.folderPath, projectName = self.projectName
        let keptOut = (projectXCConfig?.keptOut ?? []) + (targetXCConfig?.keptOut ?? [])
        // What the target's other configurations assign (their settings and xcconfig chains): a name
        // only they set is empty in this one.
        var setElsewhere = Set<String>()
        let ownNames = Set(configuration.settings.map(\.name) + (projectConfiguration?.settings ?? []).map(\.name)
            + (projectXCConfig?.assignments ?? []).map(\.name) + (targetXCConfig?.assignments ?? []).map(\.name))
        for other in target.configurations where other.name != configuration.name {
            let otherProject = file.projectConfigurations.first { $0.name == other.name }
            var names = other.settings.map(\.name) + (otherProject?.settings ?? []).map(\.name)
            if let url = other.baseConfiguration.flatMap(url) { names += loadXCConfig(url).assignments.map(\.name) }
            if let url = otherProject?.baseConfiguration.flatMap(url) { names += loadXCConfig(url).assignments.map(\.name) }
            setElsewhere.formUnion(names.filter { !ownNames.contains($0) })
        }
        return ({ platform in
            var builtins: [BuildSettingAssignment] = [
                .init(name: "TARGET_NAME", value: target.name, source: .xcode),
                .init(name: "PRODUCT_NAME", value: "$(TARGET_NAME)", source: .xcode),
                .init(name: "PROJECT_NAME", value: projectName, source: .xcode),
                .init(name: "CONFIGURATION", value: configuration.name, source: .xcode),
                .init(name: "SRCROOT", value: folderPath, source: .xcode),
                .init(name: "PROJECT_DIR", value: folderPath, source: .xcode),
                .init(name: "SOURCE_ROOT", value: folderPath, source: .xcode),
            ]
            if let platform { builtins.append(.init(name: "PLATFORM_NAME", value: platform.deviceSDK, source: .xcode)) }
            var levels: [[BuildSettingAssignment]] = [builtins]
            var places = ["Xcode's defaults"]
            levels += (projectXCConfig?.assignments ?? []).map { [$0] }
            places += projectXCConfig?.places ?? []
            levels.append(projectConfiguration?.settings ?? [])
            places.append("\(shownFile) (project \(configuration.name))")
            levels += (targetXCConfig?.assignments ?? []).map { [$0] }
            places += targetXCConfig?.places ?? []
            levels.append(configuration.settings)
            places.append("\(shownFile) (target \(target.name) \(configuration.name))")
            if !overrides.isEmpty {
                levels.append(overrides)
                places.append("--setting")
            }
            var resolver = BuildSettingsResolver(levels: levels, build: .init(sdk: platform?.deviceSDK ?? "", configuration: configuration.name),
                                                 places: places)
            resolver.setElsewhere = setElsewhere
            return resolver
        }, keptOut)
    }

    private mutating func loadXCConfig(_ url: URL) -> XCConfigLoader.Loaded {
        if let loaded = xcconfigs[url] { return loaded }
        let loaded = XCConfigLoader(projectFolder: folder, display: inspector.display, generated: inspector.generated, scope: inspector.scope).load(url)
        for problem in loaded.problems { report(problem) }
        for file in loaded.generated { absentGeneratedFiles.append(file) }
        xcconfigs[url] = loaded
        return loaded
    }

    /// The targets with what each configuration's prefix header (`GCC_PREFIX_HEADER`) defines
    /// added to its Objective-C definitions (`ConditionalCompilation.prefixHeader`), read under the
    /// names the project's settings define (`declared`): the compiler includes the header before
    /// each of the target's C and Objective-C files. A header outside the folders read, or missing,
    /// adds nothing.
    mutating func withPrefixHeaders(_ targets: [TargetFacts]) -> [TargetFacts] {
        guard !prefixHeaders.isEmpty else { return targets }
        let declared = ConditionalCompilation.declared(targets, .c)
        // Read once per header and distinct definitions (configurations and targets often agree).
        var readings: [PrefixHeaderReading: (definitions: [String], undecided: [String])] = [:]
        return targets.map { target in
            var target = target
            target.configurations = target.configurations.map { configuration in
                guard let url = prefixHeaders[target.id + "\n" + configuration.name], let header = prefixHeader(url) else { return configuration }
                var configuration = configuration
                let reading = PrefixHeaderReading(url: url, definitions: configuration.preprocessorDefinitions)
                let read = readings[reading] ?? header.read(definitions: reading.definitions, declared: declared)
                readings[reading] = read
                (configuration.preprocessorDefinitions, configuration.preprocessorUndecided) = read
                return configuration
            }
            return target
        }
    }

    private mutating func prefixHeader(_ url: URL) -> ConditionalCompilation.PrefixHeader? {
        if let known = parsedPrefixHeaders[url] { return known }
        var header: ConditionalCompilation.PrefixHeader?
        if case let .data(data) = inspector.scope.read(url, limit: .sourceFile) { header = .init(String(decoding: data, as: UTF8.self)) }
        parsedPrefixHeaders[url] = .some(header)
        return header
    }

    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D NAME` / `-DNAME` of `OTHER_SWIFT_FLAGS`:
    /// the names a Swift `#if` of this build finds set (a `-D` after `-Xcc` is clang's, not Swift's).
    static func compilationConditions(_ settings: BuildSettingsResolver) -> [String] {
        let names = (settings.resolve("SWIFT_ACTIVE_COMPILATION_CONDITIONS")?.value ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        return (names + ConditionalCompilation.definitions(inFlags: settings.resolve("OTHER_SWIFT_FLAGS")?.value ?? "", skippingAfter: "-Xcc"))
            .filter { $0 != "$(inherited)" && $0 != "$inherited" }
    }

    /// `GCC_PREPROCESSOR_DEFINITIONS` and the `-DNAME` / `-D NAME=VALUE` of `OTHER_CFLAGS`: `DEBUG=1`,
    /// `BRAND`, as the compiler's `-D` gets them (a prefix header's `#define`s are added once every
    /// target is read: `withPrefixHeaders`; other headers' are not read).
    static func preprocessorDefinitions(_ settings: BuildSettingsResolver) -> [String] {
        let listed = (settings.resolve("GCC_PREPROCESSOR_DEFINITIONS")?.value ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        return (listed + ConditionalCompilation.definitions(inFlags: settings.resolve("OTHER_CFLAGS")?.value ?? ""))
            .filter { $0 != "$(inherited)" && $0 != "$inherited" && !$0.hasPrefix("$(") }
    }


    /// A path from a build setting: absolute after expansion (`$(SRCROOT)/...`), else relative
    /// to the project folder, as Xcode reads it.
    private func location(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL : folder.appendingPathComponent(path).standardizedFileURL
    }

    // MARK: Entitlements and Info.plist

    static let outside = "not read: outside the project"

    private mutating func entitlements(_ settings: BuildSettingsResolver, target: String, configuration: String) -> EntitlementsFacts? {
        guard var setting = settings.resolve("CODE_SIGN_ENTITLEMENTS"),
              !setting.value.trimmingWhitespace.isEmpty || !setting.unresolved.isEmpty else { return nil }
        let path = setting.value.trimmingWhitespace
        // `$(SRCROOT)/…` expanded is this machine's path: findings show it from the project's root.
        if path.hasPrefix("/"), setting.isResolved, inspector.scope.contains(location(path)) {
            setting = ResolvedSetting(name: setting.name, value: inspector.display(location(path)), definedIn: setting.definedIn, unresolved: [])
        }
        let file: EntitlementsFile
        if let known = entitlementsFiles[path] {
            file = known
        } else {
            file = entitlementsFile(path)
            entitlementsFiles[path] = file
        }
        switch file {
        case .absent:
            return EntitlementsFacts(setting: setting, file: nil, caseDiffers: false, readError: nil, notRead: nil, hasApplicationGroups: false, groups: [])
        case let .outside(shown):
            return EntitlementsFacts(setting: setting, file: shown, caseDiffers: false, readError: nil, notRead: Self.outside,
                                     hasApplicationGroups: false, groups: [])
        case let .keptOut(shown):
            return EntitlementsFacts(setting: setting, file: shown, caseDiffers: false, readError: nil, notRead: EntitlementsFacts.keptOut,
                                     hasApplicationGroups: false, groups: [])
        case let .unreadable(shown, caseDiffers, reason):
            return EntitlementsFacts(setting: setting, file: shown, caseDiffers: caseDiffers, readError: reason, hasApplicationGroups: false, groups: [])
        case let .read(shown, caseDiffers, read, lines):
            return EntitlementsFacts(setting: setting, file: shown, caseDiffers: caseDiffers, readError: nil,
                                     hasApplicationGroups: read.hasApplicationGroupsKey,
                                     groups: EntitlementGroup.list(read, lines: lines, expand: settings.expand))
        }
    }

    /// What an entitlements file gives whoever signs with it: all of `EntitlementsFacts` but the
    /// setting and the groups' expansion, which are each configuration's own.
    private enum EntitlementsFile {
        /// No path, or no file there.
        case absent
        /// Not read: outside the project.
        case outside(shown: String)
        /// Absent on purpose: the repository's `.gitignore` keeps it out (a generated file).
        case keptOut(shown: String)
        case unreadable(shown: String, caseDiffers: Bool, reason: String)
        case read(shown: String, caseDiffers: Bool, Entitlements, lines: [Int?])
    }

    /// The entitlements file at `path` (`CODE_SIGN_ENTITLEMENTS` expanded and trimmed), found,
    /// read and parsed: once a run by its path, since every copy of a target (and every
    /// configuration) names the same file, and finding, reading and parsing it for each was a
    /// quarter of doctor's CPU on 3,000 targets.
    private mutating func entitlementsFile(_ path: String) -> EntitlementsFile {
        guard !path.isEmpty else { return .absent }
        let named = location(path)
        guard inspector.scope.contains(named) else { return .outside(shown: inspector.display(named)) }
        let found: URL, caseDiffers: Bool
        switch CaseExactPath.find(path, in: folder, scope: inspector.scope) {
        case let .exact(url): (found, caseDiffers) = (url, false)
        case let .differentCase(url): (found, caseDiffers) = (url, true)
        case .missing:
            // Kept out of the repository on purpose (round 17 Kurozora's `.gitignore`: `*.entitlements`):
            // absent in a clone as a generated file is, what it lists unknown here, not wrong.
            guard let origin = inspector.generated.origin(named) else { return .absent }
            absentGeneratedFiles.append(AbsentGeneratedFile(file: inspector.display(named), madeBy: origin.madeBy))
            return .keptOut(shown: inspector.display(named))
        }
        let shown = inspector.display(found)
        let data: Data
        switch inspector.scope.read(found, limit: .entitlements) {
        case let .data(bytes): data = bytes
        case .outside: return .outside(shown: shown)
        case .missing: return .absent
        case let .failed(reason): return .unreadable(shown: shown, caseDiffers: caseDiffers, reason: reason)
        }
        inspector.scope.entitlementsParsed[found.standardizedFileURL.path, default: 0] += 1
        do {
            let read = try Entitlements(file: inspector.relative(found), data: data)
            return .read(shown: shown, caseDiffers: caseDiffers, read, lines: EntitlementGroup.lines(of: read.applicationGroups, in: data))
        } catch {
            // The error shows its file, and the parser its quotes, escaped once already.
            return .unreadable(shown: shown, caseDiffers: caseDiffers, reason: error.description)
        }
    }

    /// Entitlements a tool's configuration states (an Expo target's): the groups as written there,
    /// expanded with the target's settings; unknown when the configuration computes them.
    private func declaredEntitlements(_ declared: DeclaredEntitlements, _ settings: BuildSettingsResolver) -> EntitlementsFacts {
        let shown = inspector.display(declared.file)
        let setting = ResolvedSetting(name: "CODE_SIGN_ENTITLEMENTS", value: shown, definedIn: shown, unresolved: [])
        let groups = declared.groups.map { group in
            let (value, unresolved) = settings.expand(group.written)
            return EntitlementGroup(written: group.written, value: value, unresolved: unresolved + UnresolvedVariable.templates(in: value), line: group.line)
        }
        return EntitlementsFacts(setting: setting, file: shown, caseDiffers: false, readError: nil, notRead: declared.unknown,
                                 hasApplicationGroups: declared.hasKey, groups: groups)
    }

    /// The Info.plist `INFOPLIST_FILE` names, found as the default macOS volume finds it; a name
    /// that differs from the file only in letter case is a warning naming both spellings.
    /// Each found once by its path: the copies of a target name the same file.
    private mutating func infoPlistFile(_ path: String, target: String) -> URL {
        let found: (url: URL, caseDiffers: Bool)
        if let known = infoPlistFiles[path] {
            found = known
        } else {
            if case let .differentCase(url) = CaseExactPath.find(path, in: folder, scope: inspector.scope) {
                found = (url, true)
            } else {
                found = (location(path), false)
            }
            infoPlistFiles[path] = found
        }
        if found.caseDiffers {
            report(ReadProblem(.infoPlist, .caseOnly(written: VisibleText.escaped(path)), file: inspector.display(found.url), target: target))
        }
        return found.url
    }

    /// The Info.plist's extension point; what kept it from being read is reported for each target.
    private mutating func extensionPoint(_ url: URL, target: String) -> String? {
        infoPlist(url, target: target)?.dictionaryValue?["NSExtension"]?.dictionaryValue?["NSExtensionPointIdentifier"]?.stringValue
    }

    /// An Info.plist's root, read once; a read problem is found once and reported for each target.
    private mutating func infoPlist(_ url: URL, target: String) -> PlistValue? {
        if let known = infoPlists[url] { return known }
        if generatedInfoPlists.contains(url) { return nil }
        let kind: ReadProblem.Kind
        if let known = infoPlistProblems[url] {
            kind = known
        } else {
            switch inspector.scope.read(url, limit: .infoPlist) {
            case let .data(data):
                do {
                    let root = try PropertyListFormat.decode(data)
                    infoPlists[url] = root
                    infoPlistTexts[url] = String(decoding: data, as: UTF8.self)
                    return root
                } catch {
                    kind = .unparseable(error.description)
                }
            case .outside: kind = .outside
            case .missing:
                // Kept out of the repository and written by a build step (held-out tylertms+WidgetEgg:
                // `ci_scripts/ci_pre_xcodebuild.sh` writes the gitignored ExtensionInfo.plist with its
                // secrets): absent in a clone on purpose, what it holds unknown, not wrong.
                if let origin = inspector.generated.origin(url) {
                    generatedInfoPlists.insert(url)
                    absentGeneratedFiles.append(AbsentGeneratedFile(file: inspector.display(url), madeBy: origin.madeBy))
                    return nil
                }
                kind = .missing
            case let .failed(reason): kind = .unreadable(reason)
            }
            infoPlistProblems[url] = kind
        }
        report(ReadProblem(.infoPlist, kind, file: inspector.display(url), target: target))
        return nil
    }

    /// What a target's bundle supplies in one configuration: the Info.plist keys the code reads,
    /// expanded with its settings (a value still holding an unresolved variable is left out), and
    /// its bundle identifier.
    private func bundle(_ url: URL?, settings: BuildSettingsResolver, configuration: String) -> CodeValueExpansion.Bundle {
        let identifier = settings.resolve("PRODUCT_BUNDLE_IDENTIFIER").flatMap { $0.unresolved.isEmpty && !$0.value.isEmpty ? $0.value : nil }
        guard let url, !infoPlistKeys.isEmpty, let root = infoPlists[url]?.dictionaryValue else {
            return .init(configuration: configuration, info: nil, infoFile: url.map { inspector.display($0) }, infoLines: [:], bundleIdentifier: identifier)
        }
        var info: [String: [String]] = [:]
        var lines: [String: Int] = [:]
        let text = infoPlistTexts[url] ?? ""
        for key in infoPlistKeys {
            guard let value = root[key] else { continue }
            let strings = value.stringValue.map { [$0] } ?? value.arrayValue?.compactMap(\.stringValue) ?? []
            let expanded = strings.map { settings.expand($0) }
            guard !expanded.isEmpty, expanded.allSatisfy({ $0.unresolved.isEmpty }) else { continue }
            info[key] = expanded.map(\.value)
            if let range = text.firstRange(of: "<key>\(key)</key>") { lines[key] = text[..<range.lowerBound].count { $0 == "\n" } + 1 }
        }
        return .init(configuration: configuration, info: info, infoFile: inspector.display(url), infoLines: lines, bundleIdentifier: identifier)
    }
}
