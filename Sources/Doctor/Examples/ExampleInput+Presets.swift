import Essentials
import SharedData

/// The healthy inputs examples start from: each gives no warning and no problem, so an example
/// that changes one thing shows one cause and its one finding.
extension ExampleInput {
    public static let group = "group.com.example.app"

    /// An iOS app `App` embedding a WidgetKit extension `Widget`, Debug and Release, both signed
    /// with entitlements listing `group`; the app writes the group and reloads the widget's kind,
    /// the widget reads it and adopts `containerBackground`.
    public static let widgetApp = ExampleInput(
        project: ExampleProject(targets: [
            .init("App", ExampleProject.Target.application, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app", "CODE_SIGN_ENTITLEMENTS": "App/App.entitlements",
                "INFOPLIST_FILE": "App/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos",
            ], sources: ["App/AppModel.swift"], embeds: ["Widget"]),
            .init("Widget", ExampleProject.Target.appExtension, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.widget", "CODE_SIGN_ENTITLEMENTS": "Widget/Widget.entitlements",
                "INFOPLIST_FILE": "Widget/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos",
            ], sources: ["Widget/PetWidget.swift"]),
        ]),
        files: [
            "App/App.entitlements": .text(entitlements([group])),
            "Widget/Widget.entitlements": .text(entitlements([group])),
            "App/Info.plist": .text(infoPlist(extensionPoint: nil)),
            "Widget/Info.plist": .text(infoPlist(extensionPoint: "com.apple.widgetkit-extension")),
            "App/AppModel.swift": .text(appModelSwift()),
            "Widget/PetWidget.swift": .text(widgetSwift()),
        ])

    /// The app's Swift: a button saving the count to the group (line 7), then reloading the
    /// widget's kind when `reloads`.
    public static func appModelSwift(reloads: Bool = true) -> String {
        """
        import WidgetKit

        enum AppModel {
            static let defaults = UserDefaults(suiteName: "\(group)")

            static func save(count: Int) {
                defaults?.set(count, forKey: "count")\(reloads ? "\n        WidgetCenter.shared.reloadTimelines(ofKind: \"PetWidget\")" : "")
            }
        }

        struct CountView: View {
            var body: some View {
                Button("Count") { AppModel.save(count: 1) }
            }
        }

        """
    }

    /// The widget's Swift file: a `StaticConfiguration` of `kind` whose view shows `content` (a
    /// view expression), reading `group` (none: reads no group) with the getter `read` (line 16),
    /// with `containerBackground` or not.
    public static func widgetSwift(group: String? = ExampleInput.group, kind: String = "PetWidget", content: String = "Text(\"\\(entry.count)\")",
                                   background: Bool = true, read getter: String = "integer(forKey: \"count\") ?? 0") -> String {
        let read = group.map { "UserDefaults(suiteName: \"\($0)\")?.\(getter)" } ?? "Calendar.current.component(.hour, from: Date())"
        return """
            import SwiftUI
            import WidgetKit

            struct PetWidget: Widget {
                let kind = "\(kind)"

                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: kind, provider: Provider()) { entry in
                        \(content)\(background ? "\n                .containerBackground(for: .widget) { Color.clear }" : "")
                    }
                }
            }

            struct Provider: TimelineProvider {
                func count() -> Int { \(read) }
            }

            """
    }

    /// An App Intent `FeedIntent` whose `perform()` adds one to the group's `key` (`count`, which the
    /// widget reads and the app writes); it reloads the widget after when `reloads`, and is pinned to the app (as
    /// home_widget's example pins it) when `pinnedToApp`.
    public static func feedIntent(reloads: Bool = false, pinnedToApp: Bool = false, key: String = "count") -> File {
        let pin = pinnedToApp ? "\n@available(iOSApplicationExtension, unavailable)\nextension FeedIntent: ForegroundContinuableIntent {}\n" : ""
        return .text("""
            import AppIntents
            import WidgetKit

            struct FeedIntent: AppIntent {
                static var title: LocalizedStringResource = "Feed"

                func perform() async throws -> some IntentResult {
                    let defaults = UserDefaults(suiteName: "\(group)")
                    defaults?.set((defaults?.integer(forKey: "\(key)") ?? 0) + 1, forKey: "\(key)")\(reloads ? "\n        WidgetCenter.shared.reloadTimelines(ofKind: \"PetWidget\")" : "")
                    return .result()
                }
            }
            \(pin)
            """)
    }

    /// A Flutter app's root: `lib/main.dart` writes the group with home_widget and reloads the
    /// widget; `ios/Runner.xcodeproj`'s `Runner` embeds `PetWidgetExtension`, both signed with the
    /// group, as `flutter create` and Xcode's widget template make them.
    public static let flutterApp = ExampleInput(
        project: ExampleProject(path: "ios/Runner.xcodeproj", targets: [
            .init("Runner", ExampleProject.Target.application, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app", "CODE_SIGN_ENTITLEMENTS": "Runner/Runner.entitlements",
                "INFOPLIST_FILE": "Runner/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
            ], sources: ["Runner/AppDelegate.swift"], embeds: ["PetWidgetExtension"]),
            .init("PetWidgetExtension", ExampleProject.Target.appExtension, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.PetWidget", "CODE_SIGN_ENTITLEMENTS": "PetWidget/PetWidget.entitlements",
                "INFOPLIST_FILE": "PetWidget/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
            ], sources: ["PetWidget/PetWidget.swift"]),
        ]),
        files: [
            "pubspec.yaml": .text("name: pets\ndependencies:\n  flutter:\n    sdk: flutter\n  home_widget: ^0.7.0\n"),
            "lib/main.dart": .text(dart()),
            "ios/Runner/Runner.entitlements": .text(entitlements([group])),
            "ios/PetWidget/PetWidget.entitlements": .text(entitlements([group])),
            "ios/Runner/Info.plist": .text(infoPlist(extensionPoint: nil)),
            "ios/PetWidget/Info.plist": .text(infoPlist(extensionPoint: "com.apple.widgetkit-extension")),
            "ios/Runner/AppDelegate.swift": .text("import Flutter\nimport UIKit\n\n@main\nclass AppDelegate: FlutterAppDelegate {}\n"),
            "ios/PetWidget/PetWidget.swift": .text(widgetSwift()),
        ])

    /// The Flutter app's Dart: one function making `calls` (home_widget calls, in order).
    public static func dart(_ calls: [String] = ["HomeWidget.setAppGroupId('\(group)')", "HomeWidget.saveWidgetData<int>('count', count)",
                                                  "HomeWidget.updateWidget(iOSName: 'PetWidget')"]) -> String {
        "import 'package:home_widget/home_widget.dart';\n\nFuture<void> save(int count) async {\n"
            + calls.map { "  await \($0);\n" }.joined() + "}\n"
    }

    /// The pet widget's container for `group`, holding two pets, quiet hours and a streak, with
    /// the app's and the widget's entitlements given alone (`--entitlements`).
    public static let petContainer = ExampleInput(
        files: ["App.entitlements": .text(entitlements([group])), "Widget.entitlements": .text(entitlements([group]))],
        entitlementFiles: ["App.entitlements", "Widget.entitlements"],
        group: group,
        container: ExampleContainer(group: group, suite: [
            "items": .data(Data(#"[{"name": "Mochi", "stage": "adult", "valueA": 82, "valueB": 40, "valueC": 65}]"#.utf8)),
            "quietHours": .string("22:00-07:00"),
            "streakDays": .int(3),
        ]))

    /// An entitlements file as Xcode writes it, listing `groups`; nil: no App Groups key at all.
    public static func entitlements(_ groups: [String]?) -> String {
        let list = groups.map { groups in
            "\t<key>com.apple.security.application-groups</key>\n\t<array>\n" + groups.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>\n"
        } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(list)</dict>
            </plist>

            """
    }

    /// An Info.plist, an extension's naming its extension point.
    public static func infoPlist(extensionPoint: String?) -> String {
        let point = extensionPoint.map {
            "\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>\($0)</string>\n\t</dict>\n"
        } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIdentifier</key>
            \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            \(point)</dict>
            </plist>

            """
    }
}
