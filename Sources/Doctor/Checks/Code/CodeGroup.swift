import Findings
import SharedData
import XcodeProject

/// `code-group`: each group the code opens, in any language the app is written in, is one the
/// targets that run it are entitled to, exactly (letter case included): otherwise the container
/// is nil and the suite is never shared. What the code is given is followed to its string:
/// constants in any file, namespaces' members, enum raw values, parameters through their callers,
/// a variable through every value it is given (its first value is not its only one), and the
/// running target's own Info.plist and bundle identifier, per target and configuration. A group is
/// held to every configuration each target running it builds (issue 37, class 1).
enum CodeGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "code-group", area: .code, title: "group in the code",
        summary: "a group the code opens that no target running it is entitled to, or a variant of the entitled one",
        severities: [.ok, .note, .problem],
        verdicts: "OK: a group the code opens that its target is entitled to; PROBLEM: one that no target is entitled to, that only another "
            + "target is (a NOTE where the code runs on another platform than every widget entitled to it: a watch app beside an iPhone "
            + "widget, whose data reaches the watch through WatchConnectivity, not an App Group), or that differs from the entitled one (letter case included); a constant several calls use with one verdict is "
            + "one finding at its definition, naming the calls. A group opened in a function runs in the targets whose code calls it (by name), not in "
            + "every target compiling its file. A group is held to every configuration each target running it builds: one a "
            + "target is entitled to in some configurations and not in others (a second brand's configurations signing the app and widget "
            + "with that brand's group) is a PROBLEM per target naming those configurations (a NOTE for a target that is no widget, embeds "
            + "none and shares no group with one, or runs on another platform than the widgets listing the group: a Mac app beside an "
            + "iPhone widget); a group an Info.plist key gives per configuration (`$(APP_GROUP)`) or written under `#if` "
            + "on a configuration's compilation conditions is held to the configurations that give it; a call given several groups chosen at run time "
            + "(a computed property returning one by the bundle identifier, a ternary on a flavor flag) lacks them only in a configuration "
            + "entitled to none of them. Groups are read in Swift, Objective-C (`initWithSuiteName:`, "
            + "`containerURLForSecurityApplicationGroupIdentifier:`), Dart (home_widget), and in the app's JavaScript/TypeScript (in a "
            + "folder with a package.json: react-native-shared-group-preferences, @bacons/apple-targets' `ExtensionStorage`, the Capacitor "
            + "widget bridges), Kotlin (`NSUserDefaults(suiteName =)` in the source sets compiled for iOS) and C# (`NSUserDefaultsType.SuiteName`, "
            + "`GetContainerUrl`), through constants, enum raw values, fields and "
            + "initializer arguments in any file, and from the running target's Info.plist (`Bundle.main.object(forInfoDictionaryKey:)`) and bundle "
            + "identifier. NOTE: a computed value, a preferences domain (`UserDefaults(suiteName: \"com.apple.dock\")`, `initWithSuiteName:` "
            + "and the other languages' suites alike: no `group.` or team prefix, listed by no target), a target signed without entitlements (its own finding), or a group the targets' unresolved "
            + "groups may be: not checked. A unit-test target's suites are not read",
        reads: [.swiftCode, .dartCode, .objectiveCCode, .appCode],
        examples: [
            .triggers("the app opens the group in another letter case", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let defaults = UserDefaults(suiteName: \"group.com.example.App\")\n    static func save(count: Int) { defaults?.set(count, forKey: \"count\"); WidgetCenter.shared.reloadAllTimelines() }\n}\n")
            }, .problem(target: "App", file: "App/AppModel.swift", line: 4)),
            .triggers("a misspelt constant two calls use: one finding at the constant", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let group = \"group.com.example.ap\"\n"
                    + "    static let defaults = UserDefaults(suiteName: group)\n"
                    + "    static let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)\n"
                    + "    static func save(count: Int) { UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(count, forKey: \"count\"); WidgetCenter.shared.reloadAllTimelines() }\n}\n")
            }, .problem(target: "App", file: "App/AppModel.swift", line: 4)),
            .triggers("the group the app's Info.plist names is not the one it is entitled to", .widgetApp.with {
                $0.files["App/Info.plist"] = .text(ExampleInput.infoPlist(appGroup: "group.com.example.other", extensionPoint: nil))
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelReadingInfoPlist(later: false))
            }, .problem(target: "App", file: "App/AppModel.swift", line: 4)),
            .triggers("a local package the widget links opens a misspelt group: the widget's code", .linkingLocalPackage(
                store: ExampleInput.sharedStore(group: "group.com.example.App")), .problem(target: "Widget", file: "Packages/Shared/Sources/SharedKit/Store.swift", line: 4)),
            .triggers("the same, the package linked the older way (a folder reference, the product named alone)", .linkingLocalPackage(
                store: ExampleInput.sharedStore(group: "group.com.example.App"), byName: true),
                      .problem(target: "Widget", file: "Packages/Shared/Sources/SharedKit/Store.swift", line: 4)),
            .triggers("a React Native app's TypeScript writes a misspelt group", .widgetApp.with {
                $0.files["package.json"] = .text("{ \"name\": \"pets\", \"dependencies\": { \"react-native-shared-group-preferences\": \"1.1.24\" } }\n")
                $0.files["src/widget.ts"] = .text("import SharedGroupPreferences from 'react-native-shared-group-preferences';\n\n"
                    + "const appGroup = 'group.com.example.ap';\n\nexport const save = (count: number) =>\n"
                    + "  SharedGroupPreferences.setItem('count', count, appGroup);\n")
            }, .problem(file: "src/widget.ts", line: 6)),
            .triggers("a Kotlin Multiplatform iosMain opens a misspelt group", .widgetApp.with {
                $0.files["shared/src/iosMain/kotlin/Store.kt"] = .text("import platform.Foundation.NSUserDefaults\n\n"
                    + "val defaults = NSUserDefaults(suiteName = \"group.com.example.App\")\n")
            }, .problem(file: "shared/src/iosMain/kotlin/Store.kt", line: 3)),
            .passes("a .NET app's C# opens the group; JavaScript outside a JavaScript project and Kotlin outside iosMain are not the app", .widgetApp.with {
                $0.files["Platforms/iOS/WidgetStore.cs"] = .text("using Foundation;\n\npublic static class WidgetStore {\n"
                    + "    public static NSUserDefaults Defaults => new NSUserDefaults(\"\(ExampleInput.group)\", NSUserDefaultsType.SuiteName);\n}\n")
                $0.files["web/widget.js"] = .text("new UserDefaults('group.com.example.web');\n")
                $0.files["shared/src/androidMain/kotlin/Store.kt"] = .text("val defaults = NSUserDefaults(suiteName = \"group.other\")\n")
            }),
            .triggers("a second brand's configuration signs both targets with its own group, while their code names the first brand's",
                      twoBrands, .problem(target: "App", configuration: "Other", file: "App/AppModel.swift", line: 4),
                      .problem(target: "Widget", configuration: "Other", file: "Widget/PetWidget.swift", line: 16)),
            .triggers("a Flutter flavor's configuration signs the app and widget with the flavor's group; the Dart code names the other",
                      .flutterApp.with {
                $0.project?.configurations = ["Debug", "Release", "Debug-dev"]
                for (target, folder) in [("Runner", "Runner"), ("PetWidgetExtension", "PetWidget")] {
                    $0.files["ios/\(folder)/Dev.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.app.dev"]))
                    $0.set("CODE_SIGN_ENTITLEMENTS", "\(folder)/Dev.entitlements", target: target, configuration: "Debug-dev")
                }
            }, .problem(target: "Runner", configuration: "Debug-dev", file: "lib/main.dart", line: 4),
                      .problem(target: "PetWidgetExtension", configuration: "Debug-dev", file: "ios/PetWidget/PetWidget.swift", line: 16)),
            .passes("a helper opening the group, in a file an App Clip without the group compiles too, called only by the app", sharedHelper(clipCalls: false)),
            .triggers("the same helper called by the App Clip's code too: it opens the group there", sharedHelper(clipCalls: true),
                      .problem(target: "Clip", file: "Shared/Store.swift", line: 5)),
            .passes("each target opens a group it is entitled to", .widgetApp),
            .triggers("Objective-C opens a preferences domain of the app's own: a note, as in Swift", .widgetApp.with {
                $0.files["App/MigrationCursor.m"] = .text("#import <Foundation/Foundation.h>\n\n@implementation MigrationCursor\n"
                    + "+ (NSUserDefaults *)defaults {\n    return [[NSUserDefaults alloc] initWithSuiteName:@\"org.example.app.migrations\"];\n}\n@end\n")
                $0.project?.update("App") { $0.sources.append("App/MigrationCursor.m") }
            }, .note(target: "App", file: "App/MigrationCursor.m", line: 5)),
            .triggers("Objective-C opens a misspelt group through a header's constant (in no Sources phase, as headers are)", .widgetApp.with {
                $0.files["App/AppConstants.h"] = .text("#import <Foundation/Foundation.h>\n\nstatic NSString * const APP_GROUP = @\"group.com.example.ap\";\n")
                $0.files["App/Store.m"] = .text("#import \"AppConstants.h\"\n\n@implementation Store\n"
                    + "+ (NSUserDefaults *)defaults {\n    return [[NSUserDefaults alloc] initWithSuiteName:APP_GROUP];\n}\n@end\n")
                $0.project?.update("App") { $0.sources.append("App/Store.m") }
            }, .problem(target: "App", file: "App/Store.m", line: 5)),
            .triggers("a watch app's code opens the iPhone widget's group: a note, as an App Group is a container on one device", .widgetApp.with {
                $0.project?.targets.append(.init("Watch", ExampleProject.Target.application, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.watchkitapp", "SDKROOT": "watchos", "WATCHOS_DEPLOYMENT_TARGET": "10.0",
                ], sources: ["Watch/WatchModel.swift"]))
                $0.files["Watch/WatchModel.swift"] = .text("import Foundation\n\nenum WatchModel {\n    static let defaults = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n}\n")
            }, .note(target: "Watch", file: "Watch/WatchModel.swift", line: 4)),
            .triggers("a Mac app beside the iPhone app and widget compiles their store but lists no group: another device, it shares nothing with the widget",
                      .widgetApp.with {
                $0.project?.targets.append(.init("MacApp", ExampleProject.Target.application, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.mac", "CODE_SIGN_ENTITLEMENTS": "Mac/Mac.entitlements",
                    "MACOSX_DEPLOYMENT_TARGET": "14.0", "SDKROOT": "macosx",
                ], sources: ["App/AppModel.swift"]))
                $0.files["Mac/Mac.entitlements"] = .text(ExampleInput.entitlements(nil))
            }, .note(target: "MacApp", file: "App/AppModel.swift", line: 4)),
            .triggers("the widget's Other configuration does not set the brand's condition: its `#if` takes the first brand's group there",
                      brandChosenByCondition.with {
                $0.project?.update("Widget") { $0.configurationSettings["Other"]?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = nil }
            }, .problem(target: "Widget", configuration: "Other", file: "Widget/PetWidget.swift", line: 16)),
            .passes("each brand's group chosen by `#if` on the configuration's compilation conditions", brandChosenByCondition),
            .passes("each brand's group read from the Info.plist, set per configuration ($(APP_GROUP))", twoBrands.with {
                for target in ["App", "Widget"] {
                    $0.set("APP_GROUP", ExampleInput.group, target: target)
                    $0.set("APP_GROUP", "group.com.example.other", target: target, configuration: "Other")
                    $0.files["\(target)/Info.plist"] = .text(ExampleInput.infoPlist(appGroup: "$(APP_GROUP)",
                                                                                   extensionPoint: target == "App" ? nil : "com.apple.widgetkit-extension"))
                }
                let read = "UserDefaults(suiteName: Bundle.main.object(forInfoDictionaryKey: \"AppGroupIdentifier\") as? String)"
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let defaults = \(read)\n"
                    + "    static func save(count: Int) { defaults?.set(count, forKey: \"count\"); WidgetCenter.shared.reloadAllTimelines() }\n}\n")
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift().replacing("UserDefaults(suiteName: \"\(ExampleInput.group)\")", with: read))
            }),
            .passes("each brand's group chosen at run time by the bundle identifier: every configuration is entitled to one of them",
                    brandChosenAtRunTime),
            .triggers("the same, the Other configuration's entitlements listing neither brand's group (the other brand's is then no target's)",
                      brandChosenAtRunTime.with {
                for target in ["App", "Widget"] { $0.files["\(target)/Other.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.third"])) }
            }, .problem(file: "Shared/Brand.swift", line: 4), .problem(target: "App", configuration: "Other", file: "App/AppModel.swift", line: 4),
                      .problem(target: "Widget", configuration: "Other", file: "Widget/PetWidget.swift", line: 16)),
            .passes("a variable set later from the Info.plist: its empty first value is no group", .widgetApp.with {
                $0.files["App/Info.plist"] = .text(ExampleInput.infoPlist(appGroup: "$(APP_GROUP)", extensionPoint: nil))
                $0.set("APP_GROUP", ExampleInput.group, target: "App")
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelReadingInfoPlist(later: true))
            }),
        ])

    /// Two brands in one project: `Other` signs the app and its widget with entitlements listing
    /// `group.com.example.other`, Debug and Release with the first brand's group.
    /// The example app and an App Clip signed without the group, both compiling Shared/Store.swift,
    /// whose `Store.defaults()` opens the group (line 5); the app calls it, the clip when `clipCalls`.
    static func sharedHelper(clipCalls: Bool) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.project?.update("App") { $0.sources += ["Shared/Store.swift", "App/Sync.swift"] }
            $0.project?.targets.append(.init("Clip", ExampleProject.Target.application, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.Clip", "INFOPLIST_FILE": "Clip/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
                "SDKROOT": "iphoneos", "CODE_SIGN_ENTITLEMENTS": "Clip/Clip.entitlements",
            ], sources: ["Shared/Store.swift", "Clip/ClipModel.swift"]))
            $0.files["Clip/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: nil))
            $0.files["Clip/Clip.entitlements"] = .text(ExampleInput.entitlements(nil))
            $0.files["Shared/Store.swift"] = .text("import Foundation\n\nenum Store {\n    static func defaults() -> UserDefaults? {\n"
                + "        UserDefaults(suiteName: \"\(ExampleInput.group)\")\n    }\n}\n")
            $0.files["App/Sync.swift"] = .text("enum Sync {\n    static func run() { Store.defaults()?.set(1, forKey: \"count\") }\n}\n")
            $0.files["Clip/ClipModel.swift"] = .text(clipCalls ? "enum ClipModel {\n    static func count() -> Int { Store.defaults()?.integer(forKey: \"count\") ?? 0 }\n}\n"
                : "enum ClipModel {\n    static func count() -> Int { 0 }\n}\n")
        }
    }

    private static let twoBrands = ExampleInput.widgetApp.with {
        $0.project?.configurations = ["Debug", "Release", "Other"]
        for target in ["App", "Widget"] {
            $0.files["\(target)/Other.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.other"]))
            $0.set("CODE_SIGN_ENTITLEMENTS", "\(target)/Other.entitlements", target: target, configuration: "Other")
        }
    }

    /// The two brands, each brand's group chosen by `#if OTHER_BRAND` in a file both targets
    /// compile, the condition set in `Other` for both.
    private static let brandChosenByCondition = twoBrands.with {
        $0.set("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_BRAND", target: "App", configuration: "Other")
        $0.set("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_BRAND", target: "Widget", configuration: "Other")
        $0.files["Shared/Brand.swift"] = .text("enum Brand {\n#if OTHER_BRAND\n    static let group = \"group.com.example.other\"\n#else\n"
            + "    static let group = \"\(ExampleInput.group)\"\n#endif\n}\n")
        $0.project?.update("App") { $0.sources.append("Shared/Brand.swift") }
        $0.project?.update("Widget") { $0.sources.append("Shared/Brand.swift") }
        $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let defaults = UserDefaults(suiteName: Brand.group)\n"
            + "    static func save(count: Int) { defaults?.set(count, forKey: \"count\"); WidgetCenter.shared.reloadAllTimelines() }\n}\n")
        let read = "UserDefaults(suiteName: \"\(ExampleInput.group)\")"
        $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift().replacing(read, with: "UserDefaults(suiteName: Brand.group)"))
    }

    /// The two brands, each brand's group returned by a computed property both targets compile,
    /// by the running bundle's identifier (held-out aphlo+babymom-diary's shape): which one runs is
    /// decided at run time.
    private static let brandChosenAtRunTime = brandChosenByCondition.with {
        $0.project?.update("App") { $0.configurationSettings["Other"]?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = nil }
        $0.project?.update("Widget") { $0.configurationSettings["Other"]?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = nil }
        $0.files["Shared/Brand.swift"] = .text("enum Brand {\n    static var group: String {\n        if Bundle.main.bundleIdentifier?.hasSuffix(\".other\") == true {\n"
            + "            return \"group.com.example.other\"\n        }\n        return \"\(ExampleInput.group)\"\n    }\n}\n")
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { CodeGroups.verdicts($0).filter { !$0.placeholder }.map(\.finding) }
    }
}
