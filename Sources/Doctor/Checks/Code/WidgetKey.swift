import Findings
import SharedData
import XcodeProject

/// `widget-key`: every key the widget extension reads from the group's suite is written there by
/// some code: a key no code writes reads as nil (or 0, false) forever, and the widget shows its
/// placeholder with the group and the kinds all right. The rule: a key a widget's read names
/// (a literal, or a constant's) that no write of the project names (Swift `set(_:forKey:)`,
/// `setValue`, `@AppStorage(key, store:)`; Objective-C `setObject:forKey:` and kin; Dart
/// `HomeWidget.saveWidgetData`), that no key built at run time can be (`"item_\(id)"`), that
/// stands nowhere else in the code as a string (a helper's argument, a key enum, a Codable
/// wrapper's name) and that a container's suite, when read, does not hold. Writes to the app's
/// own defaults (`UserDefaults.standard`, Flutter's shared_preferences, React Native's
/// AsyncStorage and Settings, Capacitor Preferences even with `group`: decision 12) never reach
/// the widget: the finding names them. Nor do writes in bridge code that only widget extensions
/// compile (a Capacitor plugin, a React Native module, a Flutter plugin ticked for the widget instead
/// of the app): a widget extension runs no bridge, so they never run (`BridgeCode`); the finding
/// names them. A read that loops over a list of keys (`for key in [key,
/// "CapacitorStorage.\(key)"]`) reads nil only when none is written. A key built at run time is
/// not judged, said once. A key a launch argument sets (`-KEY value` in a UI test's
/// `launchArguments`, a shared scheme's arguments, a Snapfile's `launch_arguments`) is in the
/// argument domain, which every `UserDefaults` of the launched process reads, a suite's too: a
/// switch set from outside for one run (fastlane snapshot, a debug flag), not data the app owes
/// the widget; its read is not judged. Whether a read is the group's is the receiver's (a suite,
/// never `UserDefaults.standard`), never the key's name. A key a `defaults write GROUP KEY`
/// command in the project's code or its comments writes (a developer's tool feeding the group) is
/// written from outside.
enum WidgetKey: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-key", area: .code, title: "a key no code writes",
        summary: "a key the widget reads from the group that no code writes: it reads nil and shows its placeholder",
        severities: [.note, .problem],
        verdicts: "PROBLEM: a key the widget extension reads from the group's suite (`string(forKey:)`, `integer(forKey:)`, "
            + "`object(forKey:)`, `@AppStorage(key, store:)`...) that no code writes there (Swift `set(_:forKey:)`, Objective-C "
            + "`setObject:forKey:`, home_widget's `saveWidgetData`, expo-targets' `setData({ key })` (stored as `Target:key`), a Kotlin Multiplatform app's `setObject(value, forKey = key)`, a .NET app's "
            + "`SetString(value, key)` or MAUI's `Preferences.Set(key, value, sharedName)`) and that the container's suite, when read, does not hold: both sides "
            + "named, with the nearest key written (\"did you mean\"); writes to `UserDefaults.standard`, Flutter's shared_preferences or "
            + "React Native's AsyncStorage and Settings, Capacitor Preferences (its `group` option too), MAUI's Preferences without a shared name "
            + "do not count, nor do writes in a Capacitor "
            + "plugin, React Native module or Flutter plugin that only widget extensions compile (no bridge runs there), and the finding names such "
            + "a write; a read looping over a list of keys is one finding when none is written; a key a launch argument sets (`-KEY value`: UI tests' `launchArguments`, "
            + "a shared scheme, a Snapfile) is the argument domain's, which every suite reads: not judged, nor is one a `defaults write GROUP KEY` "
            + "command in the project's Swift, Objective-C, Dart or JavaScript files (comments included) writes from outside; a React Native module's method writing the key its "
            + "caller passes writes each key the app's JavaScript passes it; a read only for widget families no widget of its target supports "
            + "(`if family == .accessoryCircular`, a `case` of a switch over the family, outside the `supportedFamilies` lists) never runs. NOTE: keys the widget builds at run time (not "
            + "checked), or a Kotlin or .NET app whose own code may write the key through calls or names not followed (not read)",
        reads: [.swiftCode, .dartCode, .objectiveCCode, .scriptCode, .appCode],
        examples: [
            .triggers("the widget reads counter, the app writes count", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .triggers("a Flutter app saves count, its widget reads counter", .flutterApp.with {
                $0.files["ios/PetWidget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
            }, .problem(target: "PetWidgetExtension", file: "ios/PetWidget/PetWidget.swift", line: 16)),
            .triggers("with a container: the widget reads counter, the suite holds count", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
                $0.container = ExampleContainer(group: ExampleInput.group, suite: ["count": .int(3)])
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .passes("the widget reads the key the app writes", .widgetApp),
            .passes("with a container: the app writes the key at run time, the suite holds it", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
                $0.container = ExampleContainer(group: ExampleInput.group, suite: ["count": .int(3), "counter": .int(3)])
            }),
            .triggers("a Flutter app saves count; counter stands in its Dart only as a JSON field", .flutterApp.with {
                $0.files["ios/PetWidget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
                $0.files["lib/sync.dart"] = .text("int counted(Map<String, dynamic> json) => json['counter'] as int;\n")
            }, .problem(target: "PetWidgetExtension", file: "ios/PetWidget/PetWidget.swift", line: 16)),
            .passes("a Flutter app saves the key its widget reads", .flutterApp),
            .passes("the widget reads a key only when its family is .accessoryCircular, which it does not support: that code never runs",
                    .widgetApp.with { $0.files["Widget/PetWidget.swift"] = .text(familyBranchWidget(families: ".systemSmall, .systemMedium", switching: false)) }),
            .passes("the same in a switch's case over the family", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(familyBranchWidget(families: ".systemSmall, .systemMedium", switching: true))
            }),
            .triggers("the same widget supporting .accessoryCircular too", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(familyBranchWidget(families: ".systemSmall, .accessoryCircular", switching: false))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 22)),
            .passes("lib/main.dart imports the file saving the key with more `..` than lib/ is deep (`../background/`), which Dart keeps in lib/",
                    .flutterApp.with {
                $0.files["lib/main.dart"] = .text("import '../background/sync.dart';\n\nvoid main() => save(1);\n")
                $0.files["lib/background/sync.dart"] = .text(ExampleInput.dart())
            }),
            .triggers("the same file in lib/, which no Dart of the app imports: it never runs", .flutterApp.with {
                $0.files["lib/main.dart"] = .text("void main() {}\n")
                $0.files["lib/background/sync.dart"] = .text(ExampleInput.dart())
            }, .problem(target: "PetWidgetExtension", file: "ios/PetWidget/PetWidget.swift", line: 16)),
            .passes("a Flutter app hands its native code a map whose keys it writes in a loop; another file has a fileprivate constant of the loop's name",
                    .flutterApp.with {
                $0.files["ios/PetWidget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"streak\") ?? 0"))
                $0.files["ios/Runner/AppDelegate.swift"] = .text("""
                    import Flutter
                    import UIKit

                    @main
                    class AppDelegate: FlutterAppDelegate {
                        func save(_ values: [String: Int]) {
                            let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")
                            for (key, value) in values {
                                defaults?.set(value, forKey: key)
                            }
                        }
                    }

                    """)
                $0.files["ios/Runner/Theme.swift"] = .text("import Foundation\n\nfileprivate let key: String = \"theme\"\n\n"
                    + "func theme() -> String? { UserDefaults.standard.string(forKey: key) }\n")
                $0.project?.update("Runner") { $0.sources.append("Runner/Theme.swift") }
                $0.files["lib/streak.dart"] = .text("import 'package:flutter/services.dart';\n\nconst channel = MethodChannel('pets');\n\n"
                    + "Future<void> sync(int days) => channel.invokeMethod('save', {'streak': days});\n")
            }),
            .passes("a Flutter app writes counter through another App Group plugin", .flutterApp.with {
                $0.files["ios/PetWidget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
                $0.files["lib/sync.dart"] = .text("import 'package:shared_preference_app_group/shared_preference_app_group.dart';\n\n"
                    + "Future<void> sync(int count) => SharedPreferenceAppGroup.setInt('counter', count);\n")
            }),
            .passes("the app writes the key through a helper taking it as an argument", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text("""
                    import WidgetKit

                    enum AppModel {
                        static let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")

                        static func save(_ value: Int, key: String) {
                            defaults?.set(value, forKey: key)
                            WidgetCenter.shared.reloadTimelines(ofKind: "PetWidget")
                        }

                        static func save(count: Int) { save(count, key: "count") }
                    }

                    """)
            }),
            .triggers("a Capacitor app saves the key with Preferences, whose `group` option still writes the app's own defaults",
                      .capacitorApp(saving: "await Preferences.configure({ group: '\(ExampleInput.group)' });\n  await Preferences.set({ key: COUNT_KEY, value: String(count) });"),
                      .problem(target: "Widget", file: "ios/App/Widget/PetWidget.swift", line: 16)),
            .passes("a Capacitor app saves the key into the group with a widget bridge", .capacitorApp(
                saving: "await WidgetsBridgePlugin.setItem({ key: 'count', value: String(count), group: '\(ExampleInput.group)' });")),
            .triggers("the Capacitor plugin writing the key is compiled only by the widget extension (its target membership): no bridge runs there",
                      bridge("App/PetPlugin.swift", capacitorPlugin, compiledBy: ["Widget"]),
                      .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .triggers("the React Native module (Objective-C) writing the key is compiled only by the widget extension",
                      bridge("App/PetDefaults.m", reactNativeModule, compiledBy: ["Widget"]),
                      .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .passes("the Capacitor plugin writing the key is compiled by the app", bridge("App/PetPlugin.swift", capacitorPlugin, compiledBy: ["App"])),
            .passes("a React Native module's method writes the key the app's JavaScript passes it (AsyncStorage keeps a copy if it fails)",
                    reactNativeApp(passing: "COUNT_KEY")),
            .passes("an Objective-C React Native module's exported method writes the key the app's JavaScript passes it",
                    objectiveCReactNativeApp(countKey: "count")),
            .triggers("the same, JavaScript passing another key than the one read", objectiveCReactNativeApp(countKey: "counter"),
                      .problem(target: "Widget", file: "ios/App/Widget/PetWidget.swift", line: 16)),
            .triggers("a React Native module's method writes the key JavaScript passes, not the one read (only AsyncStorage writes that)",
                      reactNativeApp(passing: "'counter'"),
                      .problem(target: "Widget", file: "ios/App/Widget/PetWidget.swift", line: 16)),
            .passes("the React Native module writing the key is compiled only by a share extension, which may host a bridge: not judged stranded",
                    bridge("App/PetDefaults.m", reactNativeModule, compiledBy: ["Share"]).with {
                        $0.project?.targets.append(.init("Share", ExampleProject.Target.appExtension, settings: [
                            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.share", "INFOPLIST_FILE": "Share/Info.plist",
                            "CODE_SIGN_ENTITLEMENTS": "Widget/Widget.entitlements", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos",
                        ], sources: ["App/PetDefaults.m"]))
                        $0.project?.update("App") { $0.embeds.append("Share") }
                        $0.files["Share/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: "com.apple.share-services"))
                    }),
            .passes("an Objective-C app writes the key through a header's constants and the accessor it declares", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static func reload() { WidgetCenter.shared.reloadAllTimelines() }\n}\n")
                $0.files["App/PetConstants.h"] = .text("#import <Foundation/Foundation.h>\n\nstatic NSString * const PET_GROUP = @\"\(ExampleInput.group)\";\n"
                    + "static NSString * const COUNT_KEY = @\"count\";\n\nstatic inline NSUserDefaults *pet_defaults(void) {\n"
                    + "    return [[NSUserDefaults alloc] initWithSuiteName:PET_GROUP];\n}\n")
                $0.files["App/Counter.m"] = .text("#import \"PetConstants.h\"\n\n@implementation Counter\n- (void)save:(NSInteger)count {\n"
                    + "    [pet_defaults() setInteger:count forKey:COUNT_KEY];\n}\n@end\n")
                $0.project?.update("App") { $0.sources.append("App/Counter.m") }
            }),
            .passes("the React Native module writing the key is compiled by the app and the widget",
                    bridge("App/PetDefaults.m", reactNativeModule, compiledBy: ["App", "Widget"])),
            .triggers("the widget tries a list of keys and the app writes none of them: one finding at the read", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(readingFirstOf: "\"counter\", \"legacy.\\(key)\""))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 21)),
            .passes("the widget tries a list of keys, one of which the app writes", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(readingFirstOf: "key, \"CapacitorStorage.\\(key)\""))
            }),
            .passes("the widget reads the key as a String enum's case without a raw value (its name), another type having a constant of that name",
                    .widgetApp.with { $0.files["Widget/PetWidget.swift"] = .text(enumCaseKeyWidget) }),
            .triggers("the same, the app writing another key", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(enumCaseKeyWidget)
                $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift().replacing("forKey: \"count\"", with: "forKey: \"counter\""))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 21)),
            .passes("the widget reads a second key only while the key the app writes reads 0 (`if count == 0 { count = ... }`)", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(fallbackRead(first: "count", filled: true))
            }),
            .triggers("the same if around a variable no key filled: its read is the only one", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(fallbackRead(first: "count", filled: false))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 19)),
            .passes("the app writes the key in a local package's target that the manifest makes with code (`.source(.store)`)", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
                $0.files["Engine/Package.swift"] = .text("""
                    // swift-tools-version: 5.9
                    import PackageDescription

                    let package = Package(name: "Engine", products: [.library(name: "Engine", targets: ["Engine"])],
                                          targets: [.target(name: "Engine", dependencies: [.source(.store)])] + [Target].features(.store))

                    """)
                $0.files["Engine/Sources/Engine/Engine.swift"] = .text("import Store\n")
                $0.files["Engine/Sources/Store/Store.swift"] = .text("""
                    import WidgetKit

                    public enum Store {
                        public static func save(_ value: Int) {
                            UserDefaults(suiteName: "\(ExampleInput.group)")?.set(value, forKey: "counter")
                        }
                    }

                    """)
                $0.project?.update("App") { $0.packageProducts = [.init("Engine", package: "Engine")] }
            }),
            .passes("the widget's code reads a switch UI tests pass as a launch argument (-KEY value: the argument domain, which a suite reads too)",
                    launchedByUITests(read: "bool(forKey: \"SNAPSHOT_MODE\") == true ? 1 : 0",
                                      arguments: "+= [\n                \"-SNAPSHOT_MODE\", \"YES\",\n                \"-AppleLanguages\", \"(en)\",\n            ]")),
            .passes("the widget's code reads a switch a shared scheme passes as a launch argument", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "bool(forKey: \"SNAPSHOT_MODE\") == true ? 1 : 0"))
                $0.files["App.xcodeproj/xcshareddata/xcschemes/App.xcscheme"] = .text("""
                    <?xml version="1.0" encoding="UTF-8"?>
                    <Scheme version = "1.7">
                       <LaunchAction buildConfiguration = "Debug">
                          <CommandLineArguments>
                             <CommandLineArgument
                                argument = "-SNAPSHOT_MODE YES"
                                isEnabled = "NO">
                             </CommandLineArgument>
                          </CommandLineArguments>
                       </LaunchAction>
                    </Scheme>

                    """)
            }),
            .triggers("the widget reads a key UI tests pass only as a launch argument's value, which sets no key",
                      launchedByUITests(read: "integer(forKey: \"counter\") ?? 0", arguments: "= [\"--uitest\", \"counter\", \"-mode\", \"counter\"]"),
                      .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .passes("the widget reads a key a developer's tool writes (`defaults write GROUP KEY`, in a comment): set from outside, not the app's",
                    .widgetApp.with {
                        $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0")
                            + "\n// The screenshot host sets it: xcrun simctl spawn booted defaults write \(ExampleInput.group) 'counter' -int 3\n")
                    }),
            .triggers("a defaults write command into another domain than a group writes no group key", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0")
                    + "\n// defaults write com.example.app counter -int 3\n")
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .triggers("the widget builds its key at run time: said once, not judged", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"count_\\(Self.slot)\") ?? 0"))
            }, .note(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
        ])

    /// The example app whose only write of the count is `file` (`text`), a bridge the app's scripts
    /// call, compiled by `targets`.
    private static func bridge(_ file: String, _ text: String, compiledBy targets: [String]) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static func reload() { WidgetCenter.shared.reloadAllTimelines() }\n}\n")
            $0.files[file] = .text(text)
            for target in targets { $0.project?.update(target) { $0.sources.append(file) } }
        }
    }

    /// `ExampleInput.reactNativeApp` passing its module `key` (a TypeScript expression); if the call
    /// fails, the count is kept with AsyncStorage under `COUNT_KEY` (lovewidgets' shape).
    private static func reactNativeApp(passing key: String) -> ExampleInput {
        ExampleInput.reactNativeApp(saving: """
            try {
                await NativeModules.PetModule.save(\(key), count);
              } catch {
                await AsyncStorage.setItem(COUNT_KEY, String(count));
              }
            """)
    }

    /// A Capacitor plugin saving the count its call passes.
    private static let capacitorPlugin = """
        import Capacitor
        import WidgetKit

        @objc(PetPlugin)
        public class PetPlugin: CAPPlugin {
            @objc func save(_ call: CAPPluginCall) {
                UserDefaults(suiteName: "\(ExampleInput.group)")?.set(call.getInt("count") ?? 0, forKey: "count")
                WidgetCenter.shared.reloadAllTimelines()
                call.resolve()
            }
        }

        """

    /// A React Native module in Objective-C saving the count JavaScript passes (its header imports React).
    /// `ExampleInput.reactNativeApp` with its module in Objective-C, JavaScript passing `COUNT_KEY`, defined as `key`.
    private static func objectiveCReactNativeApp(countKey key: String) -> ExampleInput {
        ExampleInput.reactNativeApp(saving: "await NativeModules.PetModule.save(COUNT_KEY, count);").with {
            if case let .text(script)? = $0.files["src/widget.ts"] {
                $0.files["src/widget.ts"] = .text(script.replacing("COUNT_KEY = 'count'", with: "COUNT_KEY = '\(key)'"))
            }
            $0.files["ios/App/App/PetModule.swift"] = nil
            $0.files["ios/App/App/PetModule.m"] = .text(objectiveCModuleTakingKey)
            $0.project?.update("App") { $0.sources = $0.sources.map { $0 == "App/PetModule.swift" ? "App/PetModule.m" : $0 } }
        }
    }

    /// A React Native module in Objective-C whose exported `save(key, value)` writes the key it is given.
    private static let objectiveCModuleTakingKey = """
        #import <React/RCTBridgeModule.h>

        @interface PetModule : NSObject <RCTBridgeModule>
        @end

        @implementation PetModule

        RCT_EXPORT_MODULE();

        RCT_EXPORT_METHOD(save:(NSString *)key value:(nonnull NSNumber *)value)
        {
          NSUserDefaults *shared = [[NSUserDefaults alloc] initWithSuiteName:@"\(ExampleInput.group)"];
          [shared setObject:value forKey:key];
        }

        @end

        """

    private static let reactNativeModule = """
        #import "PetDefaults.h"

        @implementation PetDefaults

        RCT_EXPORT_MODULE(PetDefaults);

        RCT_EXPORT_METHOD(save:(NSInteger)count)
        {
          NSUserDefaults *shared = [[NSUserDefaults alloc] initWithSuiteName:@"\(ExampleInput.group)"];
          [shared setInteger:count forKey:@"count"];
        }

        @end

        """

    /// The example app whose widget reads with `read` and whose UI test target launches it with
    /// `app.launchArguments` followed by `arguments` (`= [...]`, `+= [...]`).
    private static func launchedByUITests(read: String, arguments: String) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: read))
            $0.project?.targets.append(.init("AppUITests", "com.apple.product-type.bundle.ui-testing", sources: ["AppUITests/ScreenshotTests.swift"]))
            $0.files["AppUITests/ScreenshotTests.swift"] = .text("""
                import XCTest

                final class ScreenshotTests: XCTestCase {
                    func testScreenshots() {
                        let app = XCUIApplication()
                        app.launchArguments \(arguments)
                        app.launch()
                    }
                }

                """)
        }
    }

    /// The pet widget reading `UserDefaults.Keys.count.rawValue` (line 16), `count` a case (line 21)
    /// of a String enum without a raw value (its name), beside another type's `count` constant (round
    /// 15 iKingdom: the key was read as that constant's value).
    static let enumCaseKeyWidget = ExampleInput.widgetSwift(read: "integer(forKey: UserDefaults.Keys.count.rawValue) ?? 0")
        + "\nextension UserDefaults {\n    enum Keys: String {\n        case count, streak\n    }\n}\n\nenum Labels {\n    static let count = \"Count:\"\n}\n"

    /// The pet widget whose provider reads `widgetData-counter` into a variable while it is 0:
    /// after reading `first` into it when `filled`, else from nothing (line 19: the second read).
    static func fallbackRead(first: String, filled: Bool) -> String {
        let start = filled ? "defaults?.integer(forKey: \"\(first)\") ?? 0" : "0"
        return ExampleInput.widgetSwift().replacing("    func count() -> Int { UserDefaults(suiteName: \"\(ExampleInput.group)\")?.integer(forKey: \"count\") ?? 0 }\n", with: """
                func count() -> Int {
                    let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")
                    var count = \(start)
                    if count == 0 { count = defaults?.integer(forKey: "widgetData-counter") ?? 0 }
                    return count
                }

            """)
    }

    /// The pet widget supporting `families`, whose view reads `dashCounter` (line 22) only for
    /// `.accessoryCircular`: in an `if` on its family, or a `switch` over it.
    static func familyBranchWidget(families: String, switching: Bool) -> String {
        let read = "let dash = UserDefaults(suiteName: \"\(ExampleInput.group)\")?.integer(forKey: \"dashCounter\") ?? 0\n            Text(\"\\(dash)\")"
        let branches = switching
            ? "switch family {\n        case .accessoryCircular:\n            \(read)\n        default:\n            Text(\"\\(count)\")\n        }"
            : "if family == .accessoryCircular {\n            \(read)\n        } else {\n            Text(\"\\(count)\")\n        }"
        return """
            import SwiftUI
            import WidgetKit

            struct PetWidget: Widget {
                let kind = "PetWidget"

                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: kind, provider: Provider()) { entry in
                        PetView(count: entry.count)
                            .containerBackground(for: .widget) { Color.clear }
                    }
                    .supportedFamilies([\(families)])
                }
            }

            struct PetView: View {
                @Environment(\\.widgetFamily) var family
                let count: Int

                var body: some View {
                    \(branches)
                }
            }

            struct Provider: TimelineProvider {
                func count() -> Int { UserDefaults(suiteName: "\(ExampleInput.group)")?.integer(forKey: "count") ?? 0 }
            }

            """
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        // The app code found in other languages whose writes are not read (a .NET app's C#, a KMP
        // app's Kotlin) may write any key; a React Native or Capacitor app's scripts are read.
        let roots = context.reading?.codeRoots ?? []
        return KeyContract.all(context).flatMap { contract in
            let read = contract.project.snapshot.keys.readAppCode
            return findings(contract, writersElsewhere: OrderedSet(roots.filter { !read.contains($0.language) }.map(\.language.rawValue)).elements)
        }
    }

    static func findings(_ contract: KeyContract, writersElsewhere: [String] = []) -> [Finding] {
        var findings: [Finding] = []
        let unscanned = OrderedSet(contract.project.snapshot.keys.unscannedWriters + writersElsewhere).elements
        // A widget-only project (built by a script for an app made elsewhere) holds no writer:
        // what the app writes is not here to compare with.
        let appHere = contract.project.snapshot.targets.contains { $0.productType.isApplication } || !contract.project.snapshot.dotNetApps.isEmpty
        var unknown: [KeyContract.Read] = []
        // The keys a finding named as the others a read tries: that read is said once.
        var named = Set<String>()
        for read in contract.reads where !contract.mayBeWritten(read.key, by: read.reads) {
            // A read that tries a list of keys reads nil only when none of them is written.
            let reads = read.reads.filter { access in
                !access.alternatives.contains(where: named.contains) && !access.alternatives.contains { contract.mayBeWritten($0, by: [access]) }
            }
            guard !reads.isEmpty else { continue }
            let unwritten = KeyContract.Read(key: read.key, reads: reads)
            guard unscanned.isEmpty, appHere else { unknown.append(unwritten); continue }
            named.insert(read.key)
            findings.append(problem(unwritten, contract: contract))
        }
        if !unknown.isEmpty {
            let keys: [String] = unknown.map { "'\($0.key.shown)' (\(KeyContract.places($0.reads)))" }
            findings.append(KeyContract.finding(.note, unknown[0].reads, "the widget reads \(Array(keys.prefix(5)).spoken)\(keys.count > 5 ? " and \(keys.count - 5) more" : "") "
                + (appHere ? "from the group, which no Swift, Objective-C or Dart code writes; the app's \(unscanned.spoken) code may: not checked"
                    : "from the group, and no app target of this project writes it (the app is built elsewhere): not checked")))
        }
        if !contract.computedReads.isEmpty {
            let reads = contract.computedReads
            findings.append(KeyContract.finding(.note, reads, "the widget reads \(reads.count == 1 ? "a key" : "\(reads.count) keys") it builds at run time "
                + "(\(reads.prefix(3).map { "\($0.expression.shown) at \($0.file.shown):\($0.line)" }.spoken)): whether the app writes "
                + "\(reads.count == 1 ? "it" : "them") is not checked"))
        }
        return findings
    }

    private static func problem(_ read: KeyContract.Read, contract: KeyContract) -> Finding {
        let key = read.key
        let first = read.reads[0]
        let defined = first.definedAt.map { " (the constant at \($0.shown))" } ?? ""
        let near = contract.nearest(to: key)
        let nearPlace = near.flatMap { contract.writes[$0]?.first.map { " (written at \($0.keyPlace.shown))" } ?? contract.suiteFile.map { " (in \($0.shown))" } }
        let suite = contract.suiteFile.map { " nor does the container's suite hold it (\($0.shown))," } ?? ""
        let meant = near.map { "; did you mean '\($0.shown)'\(nearPlace ?? "")?" } ?? ""
        let homeWidget = contract.writesWithHomeWidget
        let others = OrderedSet(read.reads.flatMap(\.alternatives)).elements
        let tried = others.isEmpty ? "" : " (or \(others.map { "'\($0.shown)'" }.joined(separator: ", ")))"
        // Written, but through a library that keeps it in the app's own defaults.
        let own = ([key] + others).lazy.compactMap { contract.appDefaultsWrites[$0]?.first }.first
        let ownWrite = own.map { "; \($0.call) at \($0.file.shown):\($0.line) writes it to the app's own defaults, never the group's suite" } ?? ""
        // Written, but in bridge code (a Capacitor plugin, a React Native module) only widget extensions compile.
        let stranded = ([key] + others).lazy.compactMap { name in contract.project.snapshot.keys.strandedWrites.first { $0.write.key == name } }.first
        let strandedWrite = stranded.map { write, framework in
            "; its write at \(write.file.shown):\(write.line) is \(framework) bridge code that only \(write.targets.map(\.shown).spoken) "
                + "compile\(write.targets.count == 1 ? "s" : ""), and a widget extension runs no bridge, so it never runs"
        } ?? ""
        let fix: String
        if let (write, framework) = stranded {
            fix = "compile \(write.file.shown) in the app's target (its Target Membership: the app, not \(write.targets.map(\.shown).spoken)), "
                + "where \(framework) calls it"
        } else if let own, own.call == "Preferences.Set" {
            // .NET MAUI's Preferences write the suite its `sharedName` names.
            fix = "pass the group as Preferences.Set's sharedName: Preferences.Set(\"\(own.key ?? key)\", value, group)"
        } else if let own {
            fix = "write '\(own.key?.shown ?? key.shown)' into the group's suite, not with \(own.call): from native code "
                + "(UserDefaults(suiteName: group)?.set(value, forKey: \"\(own.key ?? key)\")) or a library that writes the App Group's suite"
        } else if let near {
            fix = "read '\(near.shown)', the key the app writes, or write '\(key.shown)' from the app"
        } else if homeWidget {
            fix = "save it from the Dart code: HomeWidget.saveWidgetData('\(key.shown)', value)"
        } else {
            fix = "write it from the app: \(contract.writeCall(of: key.shown))"
        }
        return KeyContract.finding(.problem, read.reads, "\(first.call) reads '\(key.shown)'\(tried)\(others.isEmpty ? defined : "") from the group at "
            + "\(KeyContract.places(read.reads)), but no code writes \(others.isEmpty ? "that key" : "any of them") there,\(suite) so \(KeyContract.outcome(read.reads))"
            + "\(ownWrite)\(strandedWrite)\(meant)",
            fix: fix)
    }
}
