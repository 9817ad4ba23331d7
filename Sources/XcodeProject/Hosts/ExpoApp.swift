import Essentials

/// An Expo app that declares its Apple targets in configuration, with no `ios/` committed:
/// `@bacons/apple-targets` and csark0812's `expo-targets` both read
/// `targets/<name>/expo-target.config.{js,json,ts}` beside the app's `app.json` or
/// `app.config.{js,ts}` and make the Xcode project at `expo prebuild`. doctor reads those files
/// as that project would be (decisions 1 and 10): an app target with the app config's bundle
/// identifier and entitlements, and a target per configuration with its type, bundle identifier,
/// deployment target, entitlements and the Swift files of its folder, with the plugins' defaults
/// where the configuration leaves one out. No JavaScript is run: literal values only
/// (`JSLiteral`), and a function form's simple lookups of the app config
/// (`config.ios.entitlements["…"]`); anything else is unknown, never wrong.
enum ExpoApp {
    static let appConfigs = ["app.config.ts", "app.config.js", "app.json"]
    static let targetConfigs = ["expo-target.config.js", "expo-target.config.json", "expo-target.config.ts"]
    /// Targets looked at in one app: real apps declare a handful.
    static let maximumTargets = 64
    static let groupsKey = "com.apple.security.application-groups"

    /// The plugin that makes the targets.
    enum Plugin: String, Sendable {
        case appleTargets = "@bacons/apple-targets"
        case expoTargets = "expo-targets"

        /// Both plugins' deployment target when the configuration states none (their sources today).
        var defaultDeploymentTarget: String { "18.0" }
    }

    /// Whether `folder` (its listing `names`) is an Expo app with at least one target declared.
    static func declaresTargets(_ folder: URL, names: [String], scope: ProjectScope) -> Bool {
        guard appConfigs.contains(where: names.contains), names.contains("targets") else { return false }
        return !targetFolders(folder, scope: scope).isEmpty
    }

    /// The plugin an app's configuration text uses for its targets: expo-targets where it names
    /// it, else @bacons/apple-targets (whose `expo-target.config.*` files `targetFolders` found).
    static func plugin(named configuration: String) -> Plugin {
        configuration.contains("\"expo-targets\"") || configuration.contains("'expo-targets'") ? .expoTargets : .appleTargets
    }

    /// `plugin(named:)` of the app configurations in `folder`.
    static func plugin(of folder: URL, scope: ProjectScope) -> Plugin {
        plugin(named: appConfigs.compactMap { name -> String? in
            guard case let .data(data) = scope.read(folder.appendingPathComponent(name), limit: .smallText) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }.joined(separator: "\n"))
    }

    /// Each `targets/<name>/` holding a target configuration, with the configuration, by name.
    static func targetFolders(_ folder: URL, scope: ProjectScope) -> [(folder: URL, config: URL)] {
        let targets = folder.appendingPathComponent("targets")
        return scope.names(in: targets).lazy.filter { !$0.hasPrefix(".") }.prefix(maximumTargets).compactMap { name -> (URL, URL)? in
            let target = targets.appendingPathComponent(name)
            let listing = scope.names(in: target)
            guard let config = targetConfigs.first(where: listing.contains) else { return nil }
            return (target, target.appendingPathComponent(config))
        }
    }

    // MARK: Reading

    /// The project the app's configuration declares, read through `scope`; `display` names files.
    static func read(_ folder: URL, scope: ProjectScope, display: (URL) -> String) -> DeclaredProject {
        var problems: [ReadProblem] = []
        let configNames = scope.names(in: folder)
        let appJSONURL = folder.appendingPathComponent("app.json")
        // app.json, then app.config.{ts,js}, which Expo hands app.json's values (`({ config })`).
        var appJSON: JSNode?
        var appText = ""
        if configNames.contains("app.json"), let text = text(appJSONURL, scope: scope, display: display, problems: &problems) {
            appJSON = JSLiteral.value(json: text)
            appText += text
            if case let .unknown(what)? = appJSON?.value {
                problems.append(ReadProblem(.projectFile, .unparseable("not JSON (\(what) at line \(appJSON?.line ?? 0))"), file: display(appJSONURL)))
            }
        }
        let base = appJSON.map { $0["expo"] ?? $0 }
        var app = base
        var appFile = appJSONURL
        if let name = ["app.config.ts", "app.config.js"].first(where: configNames.contains) {
            let url = folder.appendingPathComponent(name)
            if let text = text(url, scope: scope, display: display, problems: &problems) {
                appText += text
                appFile = url
                let module = JSLiteral.module(text)
                var environment = Environment(constants: module.constants)
                if let base { environment.bindings["config"] = base }
                if let exported = module.exported {
                    var value = exported
                    if case let .function(parameter, returns) = exported.value {
                        if let parameter { environment.bindings[parameter] = JSNode(value: .object([("config", base ?? JSNode(value: .object([]), line: 0))]), line: 0) }
                        value = returns
                    }
                    let resolved = environment.resolve(value)
                    app = resolved["expo"] ?? resolved
                }
            }
        }
        let plugin = Self.plugin(named: appText)
        let ios = app?["ios"]
        let shownApp = display(appFile)
        let appBundle = ios?["bundleIdentifier"]
        let appGroups = ios?["entitlements"]?[groupsKey]
        let team = ios?["appleTeamId"]?.string
        let configurations = ["Debug", "Release"]

        var targets: [NativeTarget] = []
        var entitlements: [String: DeclaredEntitlements] = [:]
        var generated: [URL] = []
        var extensionPoints: [String: String] = [:]
        let appID = "EXPO-APP"
        var appSettings = [setting("SDKROOT", "iphoneos", shownApp)]
        if let bundle = appBundle?.string { appSettings.append(setting("PRODUCT_BUNDLE_IDENTIFIER", bundle, "\(shownApp):\(appBundle!.line)")) }
        if let team { appSettings.append(setting("DEVELOPMENT_TEAM", team, shownApp)) }
        if let deployment = appDeploymentTarget(app) {
            appSettings.append(setting("IPHONEOS_DEPLOYMENT_TARGET", deployment.value, "\(shownApp):\(deployment.line)"))
        } else {
            // None stated: the SDK template's (`ExpoSDK`), never Xcode's default; a variable nothing
            // sets where doctor does not know the SDK's, so the target's deployment reads as unknown.
            let packageURL = folder.appendingPathComponent("package.json")
            let package = configNames.contains("package.json") ? text(packageURL, scope: scope, display: display, problems: &problems).map(JSLiteral.value(json:)) : nil
            let expo = package?["dependencies"]?["expo"] ?? package?["devDependencies"]?["expo"]
            if let expo, let range = expo.string, let value = ExpoSDK.deploymentTarget(expo: range) {
                appSettings.append(setting("IPHONEOS_DEPLOYMENT_TARGET", value, "Expo SDK \(range)'s default (\(display(packageURL)):\(expo.line))"))
            } else {
                appSettings.append(setting("IPHONEOS_DEPLOYMENT_TARGET", "$(EXPO_SDK_DEPLOYMENT_TARGET)", "Expo's default for an SDK doctor does not know"))
            }
        }
        entitlements[appID] = DeclaredEntitlements(file: appFile, node: appGroups, stated: ios?["entitlements"] != nil, display: display)

        var targetIDs: [String] = []
        // apple-targets compiles `targets/_shared/` into the app and every target, and a target's
        // own `_shared/` into the app beside it (its `configureTargetWithGlobalSharedAssets`; round 12
        // conpaws: the store its widget, watch app and app all call was said to be in no target).
        let sharedHere = { (parent: URL) in plugin == .appleTargets && scope.names(in: parent).contains(sharedFolder) }
        let globalShared = sharedHere(folder.appendingPathComponent("targets"))
            ? [SynchronizedFolder(path: .projectRelative("targets/" + sharedFolder), exceptions: [])] : []
        var appShared = globalShared
        for (index, target) in targetFolders(folder, scope: scope).enumerated() {
            guard let text = text(target.config, scope: scope, display: display, problems: &problems) else { continue }
            let shown = display(target.config)
            var config: JSNode
            if target.config.pathExtension == "json" {
                config = JSLiteral.value(json: text)
            } else {
                let module = JSLiteral.module(text)
                var environment = Environment(constants: module.constants)
                config = module.exported ?? JSNode(value: .unknown("no module.exports or export default"), line: 1)
                if case let .function(parameter, returns) = config.value {
                    // apple-targets calls it with the app's Expo config.
                    if let parameter, let app { environment.bindings[parameter] = app }
                    config = returns
                }
                config = environment.resolve(config)
            }
            guard let type = config["type"]?.string else { continue }
            let settingsNode = plugin == .expoTargets ? (config["ios"] ?? config) : config
            let name = config["name"]?.string ?? target.folder.lastPathComponent
            let id = "EXPO-TARGET-\(index)"
            targetIDs.append(id)
            let kind = TargetKind(type)
            var settings = [setting("SDKROOT", kind.sdk, shown)]
            if let bundle = (settingsNode["bundleIdentifier"] ?? config["bundleIdentifier"]) {
                if let written = bundle.string {
                    let value = written.hasPrefix(".") ? (appBundle?.string ?? "$(EXPO_APP_BUNDLE_IDENTIFIER)") + written : written
                    settings.append(setting("PRODUCT_BUNDLE_IDENTIFIER", value, "\(shown):\(bundle.line)"))
                }
            } else if let app = appBundle?.string {
                settings.append(setting("PRODUCT_BUNDLE_IDENTIFIER", app + "." + kind.bundleSuffix(type),
                                        "\(plugin.rawValue)'s default for a \(type) target (\(shownApp):\(appBundle!.line))"))
            }
            let deployment = settingsNode["deploymentTarget"] ?? config["deploymentTarget"]
            settings.append(setting(kind.deploymentSetting, deployment?.string ?? kind.defaultDeploymentTarget(plugin),
                                    deployment.map { "\(shown):\($0.line)" } ?? "\(plugin.rawValue)'s default"))
            if let team { settings.append(setting("DEVELOPMENT_TEAM", team, shownApp)) }
            // The target's entitlements: stated in its configuration, the App Groups copied from the
            // app's where the plugin does so; else an .entitlements file of its folder.
            let stated = plugin == .expoTargets ? (settingsNode["entitlements"] ?? config["entitlements"]) : config["entitlements"]
            if let stated {
                var groups = stated[groupsKey]
                var copied = false
                if groups == nil, kind.sharesAppGroups { groups = appGroups; copied = true }
                entitlements[id] = DeclaredEntitlements(file: target.config, node: groups, stated: true, display: display,
                                                        copiedAt: copied ? stated.line : nil)
                // apple-targets writes what is stated into the folder's generated.entitlements at
                // prebuild and signs the target with it: a committed copy is its earlier output.
                if plugin == .appleTargets, scope.names(in: target.folder).contains(ExpoApp.generatedEntitlements) {
                    generated.append(target.folder.appendingPathComponent(ExpoApp.generatedEntitlements))
                }
            } else if plugin == .expoTargets, kind.sharesAppGroups {
                entitlements[id] = DeclaredEntitlements(file: target.config, node: appGroups, stated: true, display: display, copiedAt: config.line)
            } else if let file = scope.names(in: target.folder).first(where: { $0.hasSuffix(".entitlements") }) {
                let relative = String(target.folder.appendingPathComponent(file).path.dropFirst(folder.standardizedFileURL.path.count + 1))
                settings.append(setting("CODE_SIGN_ENTITLEMENTS", relative, shown))
            }
            if let point = kind.extensionPoint { extensionPoints[id] = point }
            let relativeFolder = String(target.folder.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            if sharedHere(target.folder) { appShared.append(SynchronizedFolder(path: .projectRelative(relativeFolder + "/" + sharedFolder), exceptions: [])) }
            targets.append(NativeTarget(id: id, name: name, productType: kind.productType,
                                        configurations: configurations.map { BuildConfiguration(name: $0, settings: settings, baseConfiguration: nil) },
                                        dependencyIDs: [], sourceFiles: [],
                                        synchronizedFolders: [SynchronizedFolder(path: .projectRelative(relativeFolder), exceptions: [])] + globalShared))
        }
        let appTarget = NativeTarget(id: appID, name: app?["name"]?.string.map(Self.targetName) ?? "App", productType: .application,
                               configurations: configurations.map { BuildConfiguration(name: $0, settings: appSettings, baseConfiguration: nil) },
                               dependencyIDs: targetIDs, sourceFiles: [],
                               synchronizedFolders: localModules(folder, scope: scope).map { SynchronizedFolder(path: .projectRelative($0), exceptions: []) } + appShared)
        return DeclaredProject(configuration: appFile, folder: folder, plugin: plugin,
                               file: XcodeProjectFile(declaring: [appTarget] + targets, configurations: configurations.map {
                                   BuildConfiguration(name: $0, settings: [], baseConfiguration: nil)
                               }),
                               entitlements: entitlements, extensionPoints: extensionPoints, generated: generated, problems: problems)
    }

    /// The folder of code `@bacons/apple-targets` compiles into more than one target: `targets/_shared`
    /// into the app and every target, `targets/<name>/_shared` into that target and the app.
    static let sharedFolder = "_shared"

    /// The file `@bacons/apple-targets` writes a target's stated entitlements to, in its folder.
    static let generatedEntitlements = "generated.entitlements"

    /// Expo's name for the app's target: its `name` with what Xcode refuses in a target's name left out.
    static func targetName(_ name: String) -> String {
        let kept = name.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        return kept.isEmpty ? "App" : String(String.UnicodeScalarView(kept))
    }

    /// The app's deployment target: `ios.deploymentTarget`, or expo-build-properties' `ios.deploymentTarget`.
    private static func appDeploymentTarget(_ app: JSNode?) -> (value: String, line: Int)? {
        if let stated = app?["ios"]?["deploymentTarget"], let value = stated.string { return (value, stated.line) }
        guard case let .array(plugins)? = app?["plugins"]?.value else { return nil }
        for plugin in plugins {
            guard case let .array(entry) = plugin.value, entry.first?.string == "expo-build-properties",
                  let stated = entry.dropFirst().first?["ios"]?["deploymentTarget"], let value = stated.string else { continue }
            return (value, stated.line)
        }
        return nil
    }

    /// Local Expo modules autolinking links into the app: `modules/<name>/ios` of a module with a
    /// podspec (one without is not linked on iOS).
    private static func localModules(_ folder: URL, scope: ProjectScope) -> [String] {
        let modules = folder.appendingPathComponent("modules")
        return scope.names(in: modules).prefix(maximumTargets).compactMap { name -> String? in
            let module = modules.appendingPathComponent(name), ios = module.appendingPathComponent("ios")
            let podspec = (scope.names(in: module) + scope.names(in: ios)).contains { $0.hasSuffix(".podspec") }
            return podspec && scope.isFolder(ios) ? "modules/\(name)/ios" : nil
        }
    }

    private static func setting(_ name: String, _ value: String, _ place: String) -> BuildSettingAssignment {
        BuildSettingAssignment(name: name, value: value, source: .declared(place))
    }

    private static func text(_ url: URL, scope: ProjectScope, display: (URL) -> String, problems: inout [ReadProblem]) -> String? {
        switch scope.read(url, limit: .smallText) {
        case let .data(data): return String(decoding: data, as: UTF8.self)
        case let .failed(reason):
            problems.append(ReadProblem(.projectFile, .unreadable(reason), file: display(url)))
            return nil
        case .outside:
            problems.append(ReadProblem(.projectFile, .outside, file: display(url)))
            return nil
        case .missing:
            return nil
        }
    }

    /// What a target's `type` makes: its product, extension point, platform and the plugins'
    /// defaults for it.
    struct TargetKind {
        let productType: ProductType
        let extensionPoint: String?
        let watch: Bool
        /// The plugins copy the app's App Groups into these when the target states none.
        let sharesAppGroups: Bool

        static let extensionPoints = [
            "widget": "com.apple.widgetkit-extension", "watch-widget": "com.apple.widgetkit-extension",
            "notification-content": "com.apple.usernotifications.content-extension", "notification-service": "com.apple.usernotifications.service",
            "share": "com.apple.share-services", "intent": "com.apple.intents-service", "intent-ui": "com.apple.intents-ui-service",
            "spotlight": "com.apple.spotlight.import", "bg-download": "com.apple.background-asset-downloader-extension",
            "imessage": "com.apple.message-payload-provider", "messages": "com.apple.message-payload-provider", "action": "com.apple.services",
            "safari": "com.apple.Safari.web-extension", "location-push": "com.apple.location.push.service",
        ]

        init(_ type: String) {
            switch type {
            case "clip": productType = ProductType(rawValue: "com.apple.product-type.application.on-demand-install-capable")
            case "watch": productType = .application
            default: productType = .appExtension
            }
            extensionPoint = Self.extensionPoints[type]
            watch = type.hasPrefix("watch")
            sharesAppGroups = ["widget", "watch-widget", "clip", "share", "bg-download"].contains(type)
        }

        var sdk: String { watch ? "watchos" : "iphoneos" }
        var deploymentSetting: String { watch ? "WATCHOS_DEPLOYMENT_TARGET" : "IPHONEOS_DEPLOYMENT_TARGET" }

        func defaultDeploymentTarget(_ plugin: Plugin) -> String { watch ? "11.0" : plugin.defaultDeploymentTarget }

        /// The bundle identifier's last component when the configuration states none: the type,
        /// in letters, digits and dashes.
        func bundleSuffix(_ type: String) -> String {
            String(String.UnicodeScalarView(type.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" }))
        }
    }

    /// The constants of a file and the names a function binds, for references to resolve against.
    struct Environment {
        var constants: [String: JSNode]
        var bindings: [String: JSNode] = [:]

        /// `node` with its references to bindings and constants replaced by what they name and
        /// spreads merged into their objects, to `JSLiteral.maximumDepth` levels.
        func resolve(_ node: JSNode, depth: Int = 0) -> JSNode {
            guard depth < JSLiteral.maximumDepth else { return JSNode(value: .unknown("nested too deep"), line: node.line) }
            switch node.value {
            case let .reference(path):
                guard let first = path.first, var value = bindings[first] ?? constants[first] else {
                    return JSNode(value: .unknown("\(path.joined(separator: "."))"), line: node.line)
                }
                if bindings[first] == nil { value = resolve(value, depth: depth + 1) }
                for member in path.dropFirst() {
                    guard let next = value[member] else {
                        return JSNode(value: .unknown("\(path.joined(separator: ".")), which the app config does not state"), line: node.line)
                    }
                    value = next
                }
                // Where the lookup is written, with what it found.
                return JSNode(value: value.value, line: node.line)
            case let .object(entries):
                var merged: [(key: String, value: JSNode)] = []
                for entry in entries {
                    let value = resolve(entry.value, depth: depth + 1)
                    if entry.key == "...", case let .object(spread) = value.value {
                        merged += spread
                    } else {
                        // A spread of what is not read stays: the keys it may hold are unknown, not absent.
                        merged.append((entry.key, value))
                    }
                }
                return JSNode(value: .object(merged), line: node.line)
            case let .array(elements):
                return JSNode(value: .array(elements.map { resolve($0, depth: depth + 1) }), line: node.line)
            default:
                return node
            }
        }
    }
}

/// A project a tool declares in files of its own rather than a committed `.xcodeproj` (an Expo
/// app's targets): its targets as the project file made from them would hold them, and what the
/// reader takes from the tool's files instead of the project's (entitlements as stated, extension
/// points).
struct DeclaredProject {
    /// The file the project is declared in (the app config), which findings about the project name.
    let configuration: URL
    /// Where the targets' paths start (`SRCROOT` once made).
    let folder: URL
    let plugin: ExpoApp.Plugin
    let file: XcodeProjectFile
    /// By target id.
    let entitlements: [String: DeclaredEntitlements]
    /// By target id: the extension point the target's made Info.plist names.
    let extensionPoints: [String: String]
    /// Files the tool writes from what the configuration states, each time it makes the project
    /// (apple-targets' `generated.entitlements`): a committed copy is no leftover of its own.
    let generated: [URL]
    let problems: [ReadProblem]
}

/// A target's entitlements as its configuration states them: the App Groups with their lines, or
/// why they are unknown (a value that is not a literal).
struct DeclaredEntitlements {
    let file: URL
    /// Where the groups are written: the App Groups key's value, or an array the plugin copies.
    let groups: [(written: String, line: Int?)]
    /// The configuration states entitlements (an empty `entitlements: {}` too).
    let stated: Bool
    let hasKey: Bool
    /// Why the groups are unknown, as a finding says it; nil when they are known.
    let unknown: String?

    init(file: URL, node: JSNode?, stated: Bool, display: (URL) -> String, copiedAt: Int? = nil) {
        self.file = file
        self.stated = stated
        hasKey = node != nil
        switch node?.value {
        case nil:
            groups = []
            unknown = nil
        case let .array(elements)?:
            let strings = elements.compactMap { element in element.string.map { ($0, copiedAt ?? element.line) } }
            groups = strings.map { (written: $0.0, line: Optional($0.1)) }
            unknown = strings.count == elements.count ? nil : "\(display(file)):\(node!.line) computes some of its App Groups, not read as data"
        case let .unknown(what)?:
            groups = []
            unknown = "\(display(file)):\(node!.line) computes its App Groups (\(what)), not read as data"
        default:
            groups = []
            unknown = "\(display(file)):\(node!.line) states its App Groups as something other than a list"
        }
    }
}
