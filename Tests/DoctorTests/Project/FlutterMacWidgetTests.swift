import Foundation
import Testing
@testable import Doctor

/// A Flutter app with a widget on iPhone (ios/, home_widget) and one on the Mac (macos/, a
/// method channel of the app's own: home_widget has no macOS implementation), round 13 reSchool's
/// shape. The same Dart runs in both apps, each taking its own platform's branches, so each
/// Runner project is checked with the Dart as it runs on that platform.
@Suite("doctor --project on a Flutter app with an iOS and a macOS widget")
struct FlutterMacWidgetTests {
    static let macKind = "MacPetWidget"

    /// The flutterApp preset plus `macos/Runner.xcodeproj`, whose `Runner` embeds `MacPetWidgetExtension`
    /// reading `key` from the group; `MainFlutterWindow.swift` writes what the channel hands it.
    static func app(dart: String, key: String = "mac_count") -> ExampleInput {
        var input = ExampleInput.flutterApp
        input.files["lib/main.dart"] = .text(dart)
        // The preset's ios/ project, built for macOS: its Runner runs MainFlutterWindow and embeds MacPetWidgetExtension.
        var mac = ExampleInput.flutterApp.project ?? ExampleProject(targets: [])
        mac.path = "macos/Runner.xcodeproj"
        for index in mac.targets.indices {
            mac.targets[index].settings["IPHONEOS_DEPLOYMENT_TARGET"] = nil
            mac.targets[index].settings["MACOSX_DEPLOYMENT_TARGET"] = "14.0"
            mac.targets[index].settings["SDKROOT"] = "macosx"
        }
        mac.update("Runner") { $0.sources = ["Runner/MainFlutterWindow.swift"]; $0.embeds = ["MacPetWidgetExtension"] }
        mac.update("PetWidgetExtension") {
            $0.name = "MacPetWidgetExtension"
            $0.settings["PRODUCT_BUNDLE_IDENTIFIER"] = "com.example.app.MacPetWidget"
            $0.settings["CODE_SIGN_ENTITLEMENTS"] = "MacPetWidget/MacPetWidget.entitlements"
            $0.settings["INFOPLIST_FILE"] = "MacPetWidget/Info.plist"
            $0.sources = ["MacPetWidget/MacPetWidget.swift"]
        }
        input.files["macos/Runner.xcodeproj/project.pbxproj"] = .text(mac.text())
        input.files["macos/Runner/Runner.entitlements"] = .text(ExampleInput.entitlements([ExampleInput.group]))
        input.files["macos/MacPetWidget/MacPetWidget.entitlements"] = .text(ExampleInput.entitlements([ExampleInput.group]))
        input.files["macos/Runner/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: nil))
        input.files["macos/MacPetWidget/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: "com.apple.widgetkit-extension"))
        input.files["macos/MacPetWidget/MacPetWidget.swift"] = .text(ExampleInput.widgetSwift(kind: macKind, read: "integer(forKey: \"\(key)\") ?? 0"))
        input.files["macos/Runner/MainFlutterWindow.swift"] = .text("""
            import Cocoa
            import FlutterMacOS
            import WidgetKit

            class MainFlutterWindow: NSWindow {
                override func awakeFromNib() {
                    let controller = FlutterViewController()
                    let channel = FlutterMethodChannel(name: "pets/widgets", binaryMessenger: controller.engine.binaryMessenger)
                    channel.setMethodCallHandler { call, result in
                        guard let args = call.arguments as? [String: Any], let key = args["key"] as? String else { return result(nil) }
                        UserDefaults(suiteName: "\(ExampleInput.group)")?.set(args["value"], forKey: key)
                        WidgetCenter.shared.reloadTimelines(ofKind: "\(macKind)")
                        result(nil)
                    }
                    super.awakeFromNib()
                }
            }

            """)
        input.projectPath = "."
        return input
    }

    /// The Mac writes through the channel under `if (Platform.isMacOS)`; the iPhone through home_widget after it.
    static let branches = """
        import 'dart:io';
        import 'package:flutter/services.dart';
        import 'package:home_widget/home_widget.dart';

        const _channel = MethodChannel('pets/widgets');

        Future<void> save(int count) async {
          if (Platform.isMacOS) {
            await _channel.invokeMethod('save', {'key': 'mac_count', 'value': count});
            return;
          }
          await HomeWidget.setAppGroupId('\(ExampleInput.group)');
          await HomeWidget.saveWidgetData<int>('count', count);
          await HomeWidget.updateWidget(iOSName: 'PetWidget');
        }

        """

    @Test("Each Runner is checked with the Dart its platform runs: the Mac widget's key is written by its branch, the iPhone's by home_widget")
    func eachPlatformItsBranches() throws {
        let run = try ExampleRun(Self.app(dart: Self.branches))
        #expect(run.serious.isEmpty, "\(run.serious.map { "\($0.check) \($0.file ?? ""):\($0.line ?? 0): \($0.message)" })")
        // The iPhone app's home_widget calls are still read with ios/: its reload names its widget's kind.
        #expect(run.findings(of: "reload-kind", withOK: true).contains { $0.severity == .ok && $0.file == "lib/main.dart" && $0.line == 14 })
    }

    @Test("home_widget writes nothing on a Mac: a Mac widget whose key only home_widget writes reads nil")
    func homeWidgetIsNotTheMacWriter() throws {
        // No channel branch: home_widget's write of 'count' is all the Dart does.
        let run = try ExampleRun(Self.app(dart: ExampleInput.dart(), key: "count"))
        let unwritten = run.serious.filter { $0.check == "widget-key" }
        #expect(unwritten.map(\.file) == ["macos/MacPetWidget/MacPetWidget.swift"])
        #expect(unwritten.map(\.line) == [16])
        // The iPhone widget reads the same key, which home_widget writes there.
        #expect(!run.serious.contains { $0.file?.hasPrefix("ios/") == true })
    }
}
