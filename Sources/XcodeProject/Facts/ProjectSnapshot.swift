import Essentials

/// Everything the reader took from one Xcode project, judging nothing: the targets in each
/// configuration, the code, the files around them, and what could not be read. doctor's checks'
/// whole input for the project.
public struct ProjectSnapshot: Sendable {
    /// The `.xcodeproj`, as shown in findings.
    public var project: String
    /// Each native target once (by object id), in the project's order.
    public var targets: [TargetFacts] { didSet { index = TargetFacts.Index(targets) } }
    /// The targets by id and by name: checks look a target up for every other target.
    private var index: TargetFacts.Index
    /// Targets the project lists more than once, by name.
    public var targetsListedTwice: [String] = []
    /// Where a build script of the repository sets a variable an unembedded widget's
    /// PRODUCT_BUNDLE_IDENTIFIER names (`ScriptSettings`): the variable's name to `file:line`.
    public var settingsSetByScripts: [String: String] = [:]
    /// Extensions an app copies into itself more than once (two embed phases name the product, or
    /// one lists it twice): the extension's and the app's names, and how many copies.
    public var embeddedTwice: [(extension: String, host: String, copies: Int)] = []
    /// Every `.entitlements` file under the project's folder, referenced or not.
    public var entitlementsFiles: [EntitlementsFileListing]
    public var code: [CodeOccurrence]
    /// Swift files under the project folder that no target compiles, as shown: no evidence of
    /// what the app or widget does.
    public var untargetedSwiftFiles: [String] = []
    /// The Swift and Objective-C files some target of the project compiles, as shown: a sibling
    /// project read from the same folder (a copy of the app's project that adds the widget) never
    /// calls them "in no target".
    public var compiledFiles: Set<String> = []
    /// Widget configurations in those files, where no target is an app extension (`UnbuiltWidgets`).
    public var unbuiltWidgets: [UnbuiltWidget] = []
    /// Native modules the app's scripts use that only files no target compiles declare.
    public var unbuiltBridges: [UnbuiltBridge] = []
    /// Capacitor plugins of the app's own its scripts use that Capacitor 6 and later never registers.
    public var unregisteredPlugins: [UnregisteredPlugin] = []
    /// The `@main` entry points of the Swift files read for them, where such widgets are found.
    public var unbuiltEntryPoints: [UnbuiltEntryPoint] = []
    /// What could not be read on the way: unreadable files, xcconfig lines, scan limits.
    public var readProblems: [ReadProblem] = []
    /// Files the project names that a clone lacks until a tool makes them.
    public var absentGeneratedFiles: [AbsentGeneratedFile] = []
    /// The App Intents in the Swift code, and where widgets use them.
    public var intents: [IntentFacts] = []
    public var intentUses: [IntentUse] = []
    /// The widgets' buttons, each with the process WidgetKit would pick to run its intent.
    public var buttons: [WidgetButton] = []
    public var views = WidgetViewFacts()
    /// The returns of widget extensions' `getTimeline`/`getSnapshot` that skip their completion (`TimelineCompletion`).
    public var silentProviderExits: [SilentProviderExit] = []
    /// The timeline reloads the widget extensions' providers ask for in their own timeline method (`ProviderReload`).
    public var providerReloads: [ProviderReload] = []

    /// The lines of each App Intent's declaration, by file: code that runs as an intent.
    public var intentLines: LinesByFile {
        Dictionary(grouping: intents, by: \.file).mapValues { $0.map(\.lines) }
    }
    /// The Podfile beside the project, when there is one: its target blocks and their pods.
    public var podfile: Podfile?
    /// A Flutter app that uses home_widget: what its code does with taps and buttons.
    public var homeWidget: HomeWidgetFacts?
    /// The keys the code reads from and writes to the group's suite.
    public var keys = KeyFacts()

    /// The project file, for findings about what is written in it: the `project.pbxproj`, or the
    /// file a tool declares the project in (an Expo app's config).
    public var projectFile: String
    /// .NET MAUI or Xamarin apps whose `.csproj` embeds an extension of this project: its hosts
    /// (decision 9), added to `targets` as app targets named as the `.csproj`.
    public var dotNetApps: [DotNetApp] = []
    /// Where the targets' files are listed (`FileMembership`).
    public var membership = FileMembership.xcode

    public init(project: String, targets: [TargetFacts], entitlementsFiles: [EntitlementsFileListing], code: [CodeOccurrence]) {
        self.project = project
        self.targets = targets
        index = TargetFacts.Index(targets)
        self.entitlementsFiles = entitlementsFiles
        self.code = code
        projectFile = project + "/project.pbxproj"
    }

    /// The target of an object id.
    public func target(id: String) -> TargetFacts? { index.byID[id].map { targets[$0] } }

    /// The first target of a name: code names the targets that compile it by name.
    public func target(named name: String) -> TargetFacts? { index.byName[name].map { targets[$0] } }
}

extension TargetFacts {
    /// Each id's and each name's first place among a project's targets.
    struct Index: Sendable {
        var byID: [String: Int] = [:]
        var byName: [String: Int] = [:]

        init(_ targets: [TargetFacts]) {
            for (place, target) in targets.enumerated().reversed() {
                byID[target.id] = place
                byName[target.name] = place
            }
        }
    }
}

/// One native target and what each of its configurations resolves to.
public struct TargetFacts: Sendable, Codable {
    /// The target's object id in the project file: names are not unique, ids are.
    public let id: String
    public let name: String
    public let productType: ProductType
    public let role: TargetRole
    /// The apps that embed this target (depend on it, or copy its product in), by object id.
    public let hostIDs: [String]
    /// Its configurations (the prefix header's definitions added after every target's are read).
    public internal(set) var configurations: [ConfigurationFacts]
    /// Its build phases in order.
    public let phases: [BuildPhase]
    /// It compiles no file, links no local package's product and no library target of the project
    /// (an extension target left empty): it has no code of its own to read anything.
    public var compilesNothing = false

    public init(id: String, name: String, productType: ProductType, role: TargetRole, hostIDs: [String], configurations: [ConfigurationFacts],
                phases: [BuildPhase] = []) {
        self.id = id
        self.name = name
        self.productType = productType
        self.role = role
        self.hostIDs = hostIDs
        self.configurations = configurations
        self.phases = phases
    }

    public func configuration(_ name: String) -> ConfigurationFacts? { configurations.first { $0.name == name } }
}

/// One target in one build configuration, as Xcode would build and sign it.
public struct ConfigurationFacts: Sendable, Codable {
    public let name: String
    public let platform: ApplePlatform
    public let bundleIdentifier: ResolvedSetting?
    public let developmentTeam: ResolvedSetting?
    /// nil when `CODE_SIGN_ENTITLEMENTS` is not set: the build is signed without entitlements.
    public let entitlements: EntitlementsFacts?
    public let infoPlist: String?
    /// `NSExtension` / `NSExtensionPointIdentifier` from the Info.plist.
    public let extensionPoint: String?
    /// Where settings were looked for, lowest precedence first (missing xcconfig files included).
    public let settingsLookedIn: [String]
    /// The xcconfig files of those a `.gitignore` keeps out of the repository (a local override,
    /// a secrets file): what a setting they might define is, is unknown here.
    public let settingsKeptOut: [String]
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS`.
    public let compilationConditions: [String]
    /// `GCC_PREPROCESSOR_DEFINITIONS` (and `OTHER_CFLAGS`' `-D`), then what the target's prefix header
    /// `#define`s: `NAME` or `NAME=VALUE`, what an Objective-C `#if` of this build finds defined.
    public var preprocessorDefinitions: [String] = []
    /// Names the target's prefix header defines or undefines under a condition this configuration
    /// does not decide: undecidable for its Objective-C `#if`s (`ConditionalCompilation.prefixHeader`).
    public var preprocessorUndecided: [String] = []
    /// Every platform the configuration builds for (`SDKROOT` and `SUPPORTED_PLATFORMS`), what
    /// `#if os(...)` decides; empty when the settings name none.
    public var platforms: [ApplePlatform] = []
    /// The platform's deployment target (`IPHONEOS_DEPLOYMENT_TARGET`, `WATCHOS_DEPLOYMENT_TARGET`...) when set.
    public let deploymentTarget: String?
    /// For each other platform in `platforms` (a multiplatform target, `SDKROOT = auto`), the
    /// settings its build resolves to there: an SDK-conditional bundle identifier
    /// (`PRODUCT_BUNDLE_IDENTIFIER[sdk=watchos*]`) and that platform's own deployment target.
    public var otherPlatforms: [PlatformBuild] = []
    /// The deployment target is set, but to nothing doctor can read as a version: a variable no
    /// file in the repository sets, or an Expo app's template default for an SDK doctor does not
    /// know (`ExpoSDK`). Not "unset": Xcode's default (the SDK's own version) does not apply.
    public internal(set) var deploymentTargetUnknown = false

    public init(name: String, platform: ApplePlatform, bundleIdentifier: ResolvedSetting?, developmentTeam: ResolvedSetting?,
                entitlements: EntitlementsFacts?, infoPlist: String?, extensionPoint: String?, settingsLookedIn: [String],
                settingsKeptOut: [String] = [], compilationConditions: [String] = [], deploymentTarget: String? = nil) {
        self.name = name
        self.platform = platform
        self.bundleIdentifier = bundleIdentifier
        self.developmentTeam = developmentTeam
        self.entitlements = entitlements
        self.infoPlist = infoPlist
        self.extensionPoint = extensionPoint
        self.settingsLookedIn = settingsLookedIn
        self.settingsKeptOut = settingsKeptOut
        self.compilationConditions = compilationConditions
        self.deploymentTarget = deploymentTarget
    }

    /// The same facts with the Objective-C preprocessor's definitions and the platforms built for.
    func with(preprocessorDefinitions: [String], platforms: [ApplePlatform] = []) -> ConfigurationFacts {
        var facts = self
        facts.preprocessorDefinitions = preprocessorDefinitions
        facts.platforms = platforms
        return facts
    }

    /// The App Groups this configuration is signed with, after expansion.
    public var groups: [String] { entitlements?.groups.map(\.value) ?? [] }

    /// The build of this configuration for `platform`: its own where it is `platform` or the
    /// configuration builds for that one alone, else the other platform's (nil when it builds no such thing).
    public func build(for platform: ApplePlatform) -> PlatformBuild? {
        if platform == self.platform { return PlatformBuild(platform: platform, bundleIdentifier: bundleIdentifier, deploymentTarget: deploymentTarget) }
        return otherPlatforms.first { $0.platform == platform && platforms.contains(platform) }
    }
}

/// What one configuration of a multiplatform target builds for one of its platforms.
public struct PlatformBuild: Sendable, Codable, Equatable {
    public let platform: ApplePlatform
    public let bundleIdentifier: ResolvedSetting?
    /// That platform's deployment target (`MACOSX_DEPLOYMENT_TARGET`...) when set to a version.
    public let deploymentTarget: String?

    public init(platform: ApplePlatform, bundleIdentifier: ResolvedSetting?, deploymentTarget: String?) {
        self.platform = platform
        self.bundleIdentifier = bundleIdentifier
        self.deploymentTarget = deploymentTarget
    }
}

/// The entitlements file one configuration signs with.
public struct EntitlementsFacts: Sendable, Codable {
    /// `CODE_SIGN_ENTITLEMENTS`, expanded.
    public let setting: ResolvedSetting
    /// The file found on disk, as shown in findings; nil when there is none.
    public let file: String?
    /// The setting names the file with different letter case (fine on the default macOS volume only).
    public let caseDiffers: Bool
    /// Why the file could not be read as entitlements.
    public let readError: String?
    /// Why the file was not read at all (outside the project): its groups are unknown.
    public let notRead: String?
    /// `notRead` of a missing file the repository's `.gitignore` keeps out: absent on purpose, as in a fresh clone.
    public static let keptOut = "not in the repository: its .gitignore keeps it out"
    public let hasApplicationGroups: Bool
    public let groups: [EntitlementGroup]

    public init(setting: ResolvedSetting, file: String?, caseDiffers: Bool, readError: String?, notRead: String? = nil, hasApplicationGroups: Bool,
                groups: [EntitlementGroup]) {
        self.setting = setting
        self.file = file
        self.caseDiffers = caseDiffers
        self.readError = readError
        self.notRead = notRead
        self.hasApplicationGroups = hasApplicationGroups
        self.groups = groups
    }
}

/// One `com.apple.security.application-groups` entry: as written and after expansion.
public struct EntitlementGroup: Sendable, Codable, Hashable {
    public let written: String
    public let value: String
    public let unresolved: [UnresolvedVariable]
    public let line: Int?

    public init(written: String, value: String, unresolved: [UnresolvedVariable], line: Int?) {
        self.written = written
        self.value = value
        self.unresolved = unresolved
        self.line = line
    }
}

/// An `.entitlements` file found in the folder, with the groups it lists (nil when unreadable).
public struct EntitlementsFileListing: Sendable, Codable, Equatable {
    public let file: String
    public let groups: [String]?
    /// `file:line` of a repository script that names the file when no target signs with it
    /// (`codesign --entitlements`, `ldid -S`): signed outside Xcode.
    @NullWhenAbsent public var signedByScript: String?

    public init(file: String, groups: [String]?) {
        self.file = file
        self.groups = groups
    }
}
