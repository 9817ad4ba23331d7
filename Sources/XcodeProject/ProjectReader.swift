import Essentials
import SharedData

/// `doctor --project` and `intent --project`: finds the Xcode projects at a path, reads each as
/// Xcode would (targets, build settings, entitlements, Info.plists), scans the Dart and Swift code
/// for the group and kind strings, reads the provisioning profiles given, and returns what it
/// read (`ProjectReading`) with what it could not read. It judges nothing: doctor's checks do.
public enum ProjectReader {
    public struct Options: Sendable {
        /// `--setting NAME=VALUE`: above every level of the project, as on xcodebuild's command line.
        public var settings: [BuildSettingAssignment]
        /// `--profile FILE`.
        public var profiles: [URL]
        /// When profiles expire; the caller's clock.
        public var now: Date
        /// `--allow-outside DIR`: folders outside the project a user names on purpose, read as
        /// the project is (an override xcconfig of their own beside the checkout).
        public var allowedOutside: [URL]
        /// Files the caller has read already (doctor's `--entitlements` files): one of the project's
        /// among them is not opened a second time.
        public var alreadyRead: [URL: Data] = [:]
        /// How far the walks for source files go.
        public var walkLimits = SourceTreeWalker.Limits.standard

        public init(settings: [BuildSettingAssignment] = [], profiles: [URL] = [], now: Date = Date(), allowedOutside: [URL] = []) {
            self.settings = settings
            self.profiles = profiles
            self.now = now
            self.allowedOutside = allowedOutside
        }

        /// Adds one `NAME=VALUE` (`NAME[sdk=iphoneos*]=VALUE` too); false when it is not one.
        public mutating func addSetting(_ text: String) -> Bool {
            guard let (key, value) = BuildSettingAssignment.split(text), let (name, conditions) = BuildSettingAssignment.parseKey(key) else {
                return false
            }
            settings.append(BuildSettingAssignment(name: name, conditions: conditions, value: value, source: .commandLine))
            return true
        }

        /// Where an entitlements file given without its project is expanded: the `--setting`
        /// values alone, and Xcode's team prefixes from a `DEVELOPMENT_TEAM` among them.
        public func resolver(for platform: ApplePlatform) -> BuildSettingsResolver {
            BuildSettingsResolver(levels: [settings], build: .init(sdk: platform.deviceSDK, configuration: ""),
                                  places: ["--setting (no project was read)"])
        }
    }

    /// Finds the projects (`ProjectLocator`) and reads them, the Flutter app's Dart code and the
    /// profiles, each file once through the project's scope.
    public static func read(_ path: URL, options: Options = Options()) throws(ProjectDoctorError) -> ProjectReading {
        let location = try ProjectLocator.locate(at: path)
        // A file whose scan dropped matches at a limit is reported as a walk stopped short is.
        let (reading, capped) = CappedScans.record { read(location, options: options) }
        return reading.adding(capped.map(CappedScans.problem))
    }

    private static func read(_ location: ProjectLocation, options: Options) -> ProjectReading {
        let projects = location.found.map(\.url)
        let given = location.given
        let anyFlutterRoot = projects.lazy.compactMap(Self.flutterRoot(of:)).first
        // Paths are shown from the folder given (a Flutter app's root when given its ios/, the
        // folder holding the .xcodeproj or .xcworkspace given).
        // A Flutter app found below the folder given is shown from the folder given too.
        let givenFolder = ["xcodeproj", "xcworkspace"].contains(given.pathExtension) ? given.deletingLastPathComponent() : given
        let root = anyFlutterRoot.flatMap { givenFolder.path.hasPrefix($0.path + "/") ? $0 : nil } ?? givenFolder
        let codeRoots = CodeRoot.roots(of: location)
        // Nothing outside the project's repository (its git work tree, else the folder given and
        // the app's roots around its projects) is read: a pull request can be hostile.
        // A React Native or Capacitor app's root above ios/ is read for the keys its scripts write (decision 7).
        let scriptRoot = anyFlutterRoot == nil ? location.found.first.flatMap(ScriptKeyScanner.appRoot(of:)) : nil
        let scope = ProjectScope(root: ProjectScope.readableRoot(shownFrom: root, including: projects + codeRoots.map(\.folder)),
                                 allowed: options.allowedOutside + (scriptRoot.map { [$0] } ?? []), known: options.alreadyRead)
        let display = { (url: URL) in ProjectInspector.shown(url, from: root, within: scope.roots[0]) }
        var generated = GeneratedFiles(root: scope.roots[0], scope: scope, display: display)
        if generated.keepsOut(root) { generated = GeneratedFiles(root: root, scope: scope, display: display) }
        // The Dart or script code runs in the iOS app that embeds the widget: it is checked against the
        // ios/ project, else the first one, among those that build an app extension when some do
        // (Capacitor's template App.xcodeproj left beside the copy that adds the widget). Each
        // Flutter app's Dart goes with one project of its own app per platform (its ios/ one first,
        // and its macos/ one, each taking its own platform's branches: `FlutterPlatform`): of several
        // apps (`apps/*/ios`), each project is checked with its own app's code, not the first app's.
        let withExtension = projects.count > 1 ? projects.filter { Self.buildsExtension($0, scope: scope) } : []
        let appProjects = withExtension.isEmpty ? projects : withExtension
        let isIOS = { (project: URL) in project.deletingLastPathComponent().lastPathComponent == "ios" }
        let dartProject = appProjects.first(where: isIOS) ?? appProjects.first
        var flutterApps: [(project: URL, root: URL, platform: FlutterPlatform)] = []
        for project in appProjects.filter(isIOS) + appProjects.filter({ !isIOS($0) }) {
            guard let root = Self.flutterRoot(of: project) else { continue }
            let platform = FlutterPlatform(runner: project)
            if !flutterApps.contains(where: { $0.root == root && $0.platform == platform }) { flutterApps.append((project, root, platform)) }
        }
        // A Flutter app whose widget is built by a project of its own elsewhere (not its ios/ Runner's).
        if flutterApps.isEmpty, let anyFlutterRoot, let dartProject { flutterApps = [(dartProject, anyFlutterRoot, .iOS)] }
        var problems: [ReadProblem] = []
        var appCode: [URL: (csharp: [(text: String, file: String)], keys: AppCodeKeys)] = [:]
        var dartReadings: [URL: DartReading] = [:]
        var dartFiles: [URL: (files: [(text: String, file: String)], complete: Bool)] = [:]
        for app in flutterApps {
            let read = dartFiles[app.root] ?? readDart(flutterRoot: app.root, scope: scope, display: display, limits: options.walkLimits, problems: &problems)
            dartFiles[app.root] = read
            let sources = DartCode(read.files, complete: read.complete, platform: app.platform)
            // home_widget has no macOS implementation (`DartCode`): a Mac app has none of its facts.
            let homeWidget = app.platform == .iOS ? HomeWidgetScanner.dart(flutterRoot: app.root, sources: sources, scope: scope, display: display) : nil
            dartReadings[app.project] = DartReading(occurrences: CodeScanner.scan(sources), sources: sources, homeWidget: homeWidget)
        }
        if flutterApps.isEmpty, let dartProject {
            for (project, folder, roots) in Self.appCodeOwners(appProjects, first: dartProject, root: root, codeRoots: codeRoots) {
                var csharp: [(text: String, file: String)] = [], keys = AppCodeKeys()
                let occurrences = AppCode.scan(root: folder, codeRoots: roots, scope: scope, display: display, limits: options.walkLimits, problems: &problems,
                                               csharp: &csharp, keys: &keys)
                dartReadings[project] = DartReading(occurrences: occurrences, sources: [], homeWidget: nil)
                appCode[project] = (csharp, keys)
            }
        }
        let scripts = scriptRoot.map { scriptRoot -> [(url: URL, text: String)] in
            let listing = ScriptKeyScanner.files(under: scriptRoot, scope: scope, limits: ScriptKeyScanner.limits.capped(at: options.walkLimits))
            if let truncated = listing.truncated {
                problems.append(ReadProblem(.sourceTree, .truncated(truncated), file: display(scriptRoot), language: .javaScript))
            }
            return listing.files.compactMap { url -> (url: URL, text: String)? in
                guard case let .data(data) = scope.read(url, limit: .sourceFile) else { return nil }
                return (url, String(decoding: data, as: UTF8.self))
            }
        } ?? []
        let scriptSources = scripts.map { (text: $0.text, file: ProjectScope.shown($0.url, from: root)) }
        let capacitorMajor = scriptRoot.flatMap { scriptRoot -> Int? in
            guard case let .data(data) = scope.read(scriptRoot.appendingPathComponent("package.json"), limit: .smallText) else { return nil }
            return CapacitorPlugins.major(packageJSON: String(decoding: data, as: UTF8.self))
        }
        let scriptGap = ScriptKeyScanner.missingImport(scripts, scope: scope)
        let profiles = options.profiles.map { LoadedProfile.read($0, file: display($0)) }
        let snapshots = location.found.map { found in
            let code = dartReadings[found.url] ?? DartReading(occurrences: [], sources: [], homeWidget: nil)
            let ours = found.url == dartProject
            var inspector = ProjectInspector(project: found.url, root: root, overrides: options.settings, generated: generated, scope: scope,
                                             walkLimits: options.walkLimits, homeWidget: code.homeWidget, dartSources: code.sources,
                                             scriptSources: ours ? scriptSources : [], scriptGap: ours ? scriptGap : nil)
            inspector.csharpSources = appCode[found.url]?.csharp ?? []
            inspector.appCodeKeys = appCode[found.url]?.keys ?? AppCodeKeys()
            inspector.capacitorMajor = ours ? capacitorMajor : nil
            if found.kind == .expo {
                // An Expo app's targets, declared in its configuration: read as the project prebuild would make.
                let declared = ExpoApp.read(found.url, scope: scope, display: display)
                inspector = ProjectInspector(project: declared.configuration, root: root, overrides: options.settings, generated: generated,
                                             scope: scope, walkLimits: options.walkLimits, declared: declared, homeWidget: code.homeWidget,
                                             dartSources: code.sources, scriptSources: ours ? scriptSources : [], scriptGap: ours ? scriptGap : nil)
            }
            return inspector.inspect(dart: code.occurrences)
        }
        return ProjectReading(root: root.path, projects: snapshots, profiles: profiles, readProblems: problems,
                              location: location, codeRoots: codeRoots + dotNetRoots(snapshots, location: location), readableRoot: scope.roots[0].path)
    }

    /// What one project's app code gave: a Flutter app's Dart (its occurrences, its files' text, its
    /// home_widget facts), or the other stacks' code (occurrences only).
    private struct DartReading {
        let occurrences: [CodeOccurrence]
        let sources: DartCode
        let homeWidget: HomeWidgetFacts?
    }

    /// The C# code of the .NET apps that host a project's extensions: each `.csproj`'s folder.
    private static func dotNetRoots(_ snapshots: [ProjectSnapshot], location: ProjectLocation) -> [CodeRoot] {
        zip(location.found, snapshots).flatMap { found, snapshot in
            snapshot.dotNetApps.map { CodeRoot(language: .cSharp, folder: $0.file.deletingLastPathComponent(), project: found.url, why: .dotnet) }
        }
    }

    /// A Flutter app's Dart files, whether all of them were read, and what could not be read of
    /// them (a file, or the walk cut short).
    private static func readDart(flutterRoot: URL, scope: ProjectScope, display: (URL) -> String, limits: SourceTreeWalker.Limits,
                                 problems: inout [ReadProblem]) -> (files: [(text: String, file: String)], complete: Bool) {
        // Only lib/ is the app: test/, integration_test/ and test_driver/ never run in it.
        let listing = SourceTreeWalker(limits: limits).list(flutterRoot.appendingPathComponent("lib"), scope: scope)
        if let truncated = listing.truncated {
            problems.append(ReadProblem(.sourceTree, .truncated(truncated), file: display(flutterRoot), language: .dart))
        }
        var files: [(text: String, file: String)] = []
        var complete = listing.truncated == nil
        for file in listing.dart {
            switch scope.read(file, limit: .sourceFile) {
            case let .data(data):
                files.append((String(decoding: data, as: UTF8.self), display(file)))
            case let .failed(reason):
                complete = false
                problems.append(ReadProblem(.source, .unreadable(reason), file: display(file), language: .dart))
            case .missing, .outside:
                complete = false
            }
        }
        return (files, complete)
    }

    /// Which project each app's code (JavaScript, Kotlin, C#) is checked with: all of it with the
    /// first app's project, but where several projects each sit in an app folder of their own (a
    /// monorepo's `apps/*`, each with its package.json), each with the code under its own folder,
    /// as a run on that app alone reads it (round 13 expo-apple-targets: from the root,
    /// apps/widget-demo's App.tsx was judged against another app's targets: a false code-group PROBLEM).
    static func appCodeOwners(_ projects: [URL], first: URL, root: URL, codeRoots: [CodeRoot]) -> [(project: URL, folder: URL, roots: [CodeRoot])] {
        let inside = { (url: URL, folder: URL) in
            url.standardizedFileURL.path == folder.standardizedFileURL.path || url.standardizedFileURL.path.hasPrefix(folder.standardizedFileURL.path + "/")
        }
        let owned = projects.compactMap { project -> (project: URL, folder: URL, roots: [CodeRoot])? in
            guard let folder = codeRoots.first(where: { $0.language == .javaScript && inside(project, $0.folder) })?.folder else { return nil }
            return (project, folder, codeRoots.filter { inside($0.folder, folder) })
        }
        guard owned.count > 1, Set(owned.map { $0.folder.standardizedFileURL.path }).count == owned.count else {
            return [(first, root, codeRoots)]
        }
        return owned
    }

    /// The Flutter project holding an `ios/` or `macos/` Xcode project: its Dart code is the app's.
    static func flutterRoot(of project: URL) -> URL? {
        let folder = project.deletingLastPathComponent()
        guard ["ios", "macos"].contains(folder.lastPathComponent) else { return nil }
        let root = folder.deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("pubspec.yaml").path) ? root : nil
    }
}

/// A `--profile` file and what reading it gave.
public struct LoadedProfile: Sendable {
    public let file: String
    public let profile: Result<ProvisioningProfile, ProvisioningProfileError>

    public init(file: String, profile: Result<ProvisioningProfile, ProvisioningProfileError>) {
        self.file = file
        self.profile = profile
    }

    /// The profile at `url`, read once, named `file` in findings.
    static func read(_ url: URL, file: String) -> LoadedProfile {
        switch ProjectFiles.read(url, limit: .provisioningProfile) {
        case let .data(data): LoadedProfile(file: file, profile: Result { () throws(ProvisioningProfileError) in try ProvisioningProfile.parse(data) })
        case .missing: LoadedProfile(file: file, profile: .failure(.unreadable("no such file")))
        case let .failed(reason): LoadedProfile(file: file, profile: .failure(.unreadable(reason)))
        }
    }
}

/// What `ProjectReader.read` found: the projects at the path, each as a snapshot of its facts,
/// the profiles given, and what could not be read outside any one project.
public struct ProjectReading: Sendable {
    /// The folder paths are shown relative to.
    public let root: String
    public let projects: [ProjectSnapshot]
    public let profiles: [LoadedProfile]
    /// The Dart scan's: files that could not be read, a walk cut short; then every file whose scan
    /// dropped matches at a limit (`CappedScans`), in any project.
    public private(set) var readProblems: [ReadProblem]
    /// Which projects were read for the path given, and why; what was passed over.
    public let location: ProjectLocation?
    /// Folders of the apps' code in languages other than Swift and Dart, for the code scan.
    public let codeRoots: [CodeRoot]

    /// The folder files may be read from (the git work tree holding `root`, or `root`).
    public let readableRoot: String

    public init(root: String, projects: [ProjectSnapshot], profiles: [LoadedProfile] = [], readProblems: [ReadProblem] = [],
                location: ProjectLocation? = nil, codeRoots: [CodeRoot] = [], readableRoot: String? = nil) {
        self.root = root
        self.readableRoot = readableRoot ?? root
        self.projects = projects
        self.profiles = profiles
        self.readProblems = readProblems
        self.location = location
        self.codeRoots = codeRoots
    }

    /// A path as findings name it: relative to `root` (`../` above it, inside the readable root),
    /// escaped once.
    public func shown(_ url: URL) -> String {
        ProjectInspector.shown(url, from: URL(fileURLWithPath: root), within: URL(fileURLWithPath: readableRoot))
    }

    /// Every group, kind and reload string of the code, each once, in the projects' order.
    public var code: [CodeOccurrence] { OrderedSet(projects.flatMap(\.code)).elements }

    /// Files the projects name that a clone lacks until a tool makes them, each once.
    public var generatedFiles: [AbsentGeneratedFile] { OrderedSet(projects.flatMap(\.absentGeneratedFiles)).elements }

    /// What could not be read, the Dart scan's first, then each project's.
    public var allReadProblems: [ReadProblem] { readProblems + projects.flatMap(\.readProblems) }

    /// This reading with `problems` after its own.
    func adding(_ problems: [ReadProblem]) -> ProjectReading {
        var reading = self
        reading.readProblems += problems
        return reading
    }
}

extension ProjectReader {
    /// Whether the Xcode project at `url` declares an app extension target, by its text (the product
    /// type's string): a choice between several projects, before any is parsed.
    static func buildsExtension(_ url: URL, scope: ProjectScope) -> Bool {
        guard url.pathExtension == "xcodeproj",
              case let .data(data) = scope.read(url.appendingPathComponent("project.pbxproj"), limit: .projectFile) else { return false }
        return data.firstRange(of: Data("com.apple.product-type.app-extension".utf8)) != nil
    }
}
