import Foundation

/// A project folder as after `git clone`, described in code so a test changes one thing of a
/// healthy project: the files by path, and the Xcode project (written to `projectPath`).
/// `flutter` is a Flutter app with CocoaPods and a widget extension, as `flutter create` and
/// home_widget's set-up leave it, with none of the generated files (`Pods/`,
/// `Generated.xcconfig`) a clone lacks.
public struct ClonedProject {
    public var files: [String: String]
    public var project: ProjectBuilder
    /// Where `project.pbxproj` goes, relative to the folder.
    public var projectPath: String

    public init(files: [String: String], project: ProjectBuilder, projectPath: String) {
        self.files = files
        self.project = project
        self.projectPath = projectPath
    }

    /// Writes the folder at `scratch/name` and returns it.
    @discardableResult
    public func write(to scratch: ScratchFolder, as name: String = "App") throws -> URL {
        for (path, text) in files { try scratch.write("\(name)/\(path)", text) }
        try scratch.write("\(name)/\(projectPath)/project.pbxproj", project.text())
        return scratch.path(name)
    }

    public static let flutterGroup = "group.com.acme.tally"
    public static let flutterKind = "TallyWidget"

    public static func flutter() -> ClonedProject {
        let widget = "TallyWidgetExtension"
        func settings(_ values: [String: String]) -> [String: [String: String]] {
            Dictionary(uniqueKeysWithValues: ["Debug", "Release", "Profile"].map { ($0, values) })
        }
        let runner = ProjectBuilder.Target(
            "Runner", productType: ProjectBuilder.Target.application,
            settings: settings(["CODE_SIGN_ENTITLEMENTS": "Runner/Runner.entitlements", "INFOPLIST_FILE": "Runner/Info.plist",
                                "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.tally", "IPHONEOS_DEPLOYMENT_TARGET": "13.0"]),
            baseConfigurations: ["Debug": "Flutter/Debug.xcconfig", "Release": "Flutter/Release.xcconfig", "Profile": "Flutter/Release.xcconfig"],
            sources: ["Runner/AppDelegate.swift"], embeds: [widget],
            phases: ["Run Script", "sources", "embed", "Thin Binary"])
        let tests = ProjectBuilder.Target(
            "RunnerTests", productType: ProjectBuilder.Target.unitTests,
            settings: settings(["PRODUCT_BUNDLE_IDENTIFIER": "com.acme.tally.RunnerTests"]),
            baseConfigurations: ["Debug": "Pods/Target Support Files/Pods-RunnerTests/Pods-RunnerTests.debug.xcconfig",
                                 "Release": "Pods/Target Support Files/Pods-RunnerTests/Pods-RunnerTests.release.xcconfig",
                                 "Profile": "Pods/Target Support Files/Pods-RunnerTests/Pods-RunnerTests.profile.xcconfig"],
            sources: ["RunnerTests/RunnerTests.swift"])
        let extensionTarget = ProjectBuilder.Target(
            widget, productType: ProjectBuilder.Target.appExtension,
            settings: settings(["CODE_SIGN_ENTITLEMENTS": "\(widget).entitlements", "INFOPLIST_FILE": "TallyWidget/Info.plist",
                                "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.tally.TallyWidget", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"]),
            baseConfigurations: ["Debug": "Pods/Target Support Files/Pods-\(widget)/Pods-\(widget).debug.xcconfig",
                                 "Release": "Pods/Target Support Files/Pods-\(widget)/Pods-\(widget).release.xcconfig",
                                 "Profile": "Pods/Target Support Files/Pods-\(widget)/Pods-\(widget).profile.xcconfig"],
            sources: ["TallyWidget/TallyWidget.swift", "TallyWidget/TallyWidgetBundle.swift"])
        let files: [String: String] = [
            "pubspec.yaml": "name: tally\ndependencies:\n  flutter:\n    sdk: flutter\n  home_widget: ^0.7.0\n",
            ".gitignore": ".dart_tool/\nbuild/\n",
            "lib/main.dart": """
                import 'package:flutter/material.dart';
                import 'package:home_widget/home_widget.dart';

                const appGroupId = '\(flutterGroup)';

                Future<void> main() async {
                  WidgetsFlutterBinding.ensureInitialized();
                  await HomeWidget.setAppGroupId(appGroupId);
                  runApp(const TallyApp());
                }

                Future<void> count(int value) async {
                  await HomeWidget.saveWidgetData<int>('count', value);
                  await HomeWidget.updateWidget(iOSName: '\(flutterKind)', androidName: 'TallyWidgetProvider');
                }

                """,
            "ios/Podfile": "platform :ios, '13.0'\n\ntarget 'Runner' do\n  use_frameworks!\n  flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))\n  target 'RunnerTests' do\n    inherit! :search_paths\n  end\nend\n\ntarget '\(widget)' do\n  use_frameworks!\nend\n",
            "ios/.gitignore": "**/Pods/\n**/xcuserdata\nFlutter/Generated.xcconfig\nFlutter/ephemeral/\nFlutter/flutter_export_environment.sh\n",
            "ios/Flutter/Debug.xcconfig": "#include? \"Pods/Target Support Files/Pods-Runner/Pods-Runner.debug.xcconfig\"\n#include \"Generated.xcconfig\"\n",
            "ios/Flutter/Release.xcconfig": "#include? \"Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig\"\n#include \"Generated.xcconfig\"\n",
            "ios/Runner/Runner.entitlements": entitlementsXML([flutterGroup]),
            "ios/\(widget).entitlements": entitlementsXML([flutterGroup]),
            "ios/Runner/Info.plist": infoPlistXML(extensionPoint: nil),
            "ios/TallyWidget/Info.plist": infoPlistXML(extensionPoint: "com.apple.widgetkit-extension"),
            "ios/Runner/AppDelegate.swift": """
                import Flutter
                import UIKit

                @main
                @objc class AppDelegate: FlutterAppDelegate {
                  override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    GeneratedPluginRegistrant.register(with: self)
                    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                  }
                }

                """,
            "ios/RunnerTests/RunnerTests.swift": "import XCTest\n\nclass RunnerTests: XCTestCase {\n  func testExample() {}\n}\n",
            "ios/TallyWidget/TallyWidgetBundle.swift": "import SwiftUI\nimport WidgetKit\n\n@main\nstruct TallyWidgetBundle: WidgetBundle {\n  var body: some Widget {\n    TallyWidget()\n  }\n}\n",
            "ios/TallyWidget/TallyWidget.swift": """
                import SwiftUI
                import WidgetKit

                struct Provider: TimelineProvider {
                  func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: Date(), count: 0) }
                  func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) { completion(entry()) }
                  func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
                    completion(Timeline(entries: [entry()], policy: .never))
                  }
                  private func entry() -> TallyEntry {
                    let defaults = UserDefaults(suiteName: "\(flutterGroup)")
                    return TallyEntry(date: Date(), count: defaults?.integer(forKey: "count") ?? 0)
                  }
                }

                struct TallyEntry: TimelineEntry {
                  let date: Date
                  let count: Int
                }

                struct TallyWidget: Widget {
                  let kind: String = "\(flutterKind)"

                  var body: some WidgetConfiguration {
                    StaticConfiguration(kind: kind, provider: Provider()) { entry in
                      Text("\\(entry.count)").containerBackground(.fill.tertiary, for: .widget)
                    }
                  }
                }

                """,
        ]
        return ClonedProject(files: files, project: ProjectBuilder(targets: [runner, tests, extensionTarget]), projectPath: "ios/Runner.xcodeproj")
    }
}

/// An Info.plist as Xcode writes it; with an extension point for an extension's.
public func infoPlistXML(extensionPoint: String?) -> String {
    let extensionEntry = extensionPoint.map {
        "\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionPointIdentifier</key>\n\t\t<string>\($0)</string>\n\t</dict>\n"
    } ?? ""
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleExecutable</key>
        \t<string>$(EXECUTABLE_NAME)</string>
        \(extensionEntry)</dict>
        </plist>

        """
}

extension ClonedProject {
    public static let nativeGroup = "group.com.acme.steps"
    public static let nativeKind = "StepsWidget"

    /// A native SwiftUI app `Steps` embedding a widget extension `StepsWidgetExtension`, as Xcode's
    /// app and widget templates leave them (Debug and Release, both signed with `nativeGroup`);
    /// `folder` is where the `.xcodeproj` and its sources are, relative to the folder written.
    public static func native(in folder: String = "") -> ClonedProject {
        let prefix = folder.isEmpty ? "" : folder + "/"
        let app = ProjectBuilder.Target(
            "Steps", productType: ProjectBuilder.Target.application,
            settings: ["Debug": ["CODE_SIGN_ENTITLEMENTS": "Steps/Steps.entitlements", "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.steps",
                                 "INFOPLIST_FILE": "Steps/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
                       "Release": ["CODE_SIGN_ENTITLEMENTS": "Steps/Steps.entitlements", "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.steps",
                                   "INFOPLIST_FILE": "Steps/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"]],
            sources: ["Steps/StepsApp.swift"], embeds: ["StepsWidgetExtension"])
        let widgetSettings = ["CODE_SIGN_ENTITLEMENTS": "StepsWidgetExtension.entitlements", "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.steps.widget",
                              "INFOPLIST_FILE": "StepsWidget/Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"]
        let widget = ProjectBuilder.Target(
            "StepsWidgetExtension", productType: ProjectBuilder.Target.appExtension,
            settings: ["Debug": widgetSettings, "Release": widgetSettings], sources: ["StepsWidget/StepsWidget.swift"])
        let files: [String: String] = [
            "Steps/Steps.entitlements": entitlementsXML([nativeGroup]),
            "StepsWidgetExtension.entitlements": entitlementsXML([nativeGroup]),
            "Steps/Info.plist": infoPlistXML(extensionPoint: nil),
            "StepsWidget/Info.plist": infoPlistXML(extensionPoint: "com.apple.widgetkit-extension"),
            "Steps/StepsApp.swift": """
                import SwiftUI
                import WidgetKit

                @main
                struct StepsApp: App {
                  var body: some Scene { WindowGroup { Text("Steps") } }
                }

                func save(_ steps: Int) {
                  UserDefaults(suiteName: "\(nativeGroup)")?.set(steps, forKey: "steps")
                  WidgetCenter.shared.reloadTimelines(ofKind: "\(nativeKind)")
                }

                """,
            "StepsWidget/StepsWidget.swift": nativeWidgetSource(),
        ]
        return ClonedProject(files: Dictionary(uniqueKeysWithValues: files.map { (prefix + $0.key, $0.value) }),
                             project: ProjectBuilder(configurations: ["Debug", "Release"], targets: [app, widget]),
                             projectPath: prefix + "Steps.xcodeproj")
    }

    /// The widget `native` builds: a `StepsWidget` of kind `nativeKind` reading `steps` from
    /// `nativeGroup`, with `containerBackground` unless `background` is false.
    public static func nativeWidgetSource(background: Bool = true) -> String {
        """
        import SwiftUI
        import WidgetKit

        struct StepsEntry: TimelineEntry {
          let date: Date
          let steps: Int
        }

        struct Provider: TimelineProvider {
          func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: Date(), steps: 0) }
          func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(entry()) }
          func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
            completion(Timeline(entries: [entry()], policy: .never))
          }
          private func entry() -> StepsEntry {
            StepsEntry(date: Date(), steps: UserDefaults(suiteName: "\(nativeGroup)")?.integer(forKey: "steps") ?? 0)
          }
        }

        @main
        struct StepsWidget: Widget {
          let kind: String = "\(nativeKind)"

          var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: Provider()) { entry in
              Text("\\(entry.steps)")\(background ? ".containerBackground(.fill.tertiary, for: .widget)" : "")
            }
          }
        }

        """
    }
}
