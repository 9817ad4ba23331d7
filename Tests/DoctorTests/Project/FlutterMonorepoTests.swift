import Foundation
import Testing
@testable import Doctor

/// A repository of several Flutter apps (`apps/*/ios`, ente's shape, an unseen project), doctor
/// given its root: each app's Dart is its own `lib/`, so the Dart read with the project whose app
/// embeds the widget is that app's, not the first app's found.
@Suite("doctor --project on a repository of several Flutter apps")
struct FlutterMonorepoTests {
    /// `apps/auth`, a Flutter app with no widget, listed before `apps/pets`, the flutterApp preset moved down.
    static let monorepo: ExampleInput = {
        var input = ExampleInput.flutterApp
        input.files = Dictionary(uniqueKeysWithValues: input.files.map { ("apps/pets/" + $0.key, $0.value) })
        input.project?.path = "apps/pets/ios/Runner.xcodeproj"
        let auth = ExampleProject(path: "apps/auth/ios/Runner.xcodeproj", targets: [
            .init("Runner", ExampleProject.Target.application, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.auth", "INFOPLIST_FILE": "Runner/Info.plist"],
                  sources: ["Runner/AppDelegate.swift"]),
        ])
        input.files["apps/auth/ios/Runner.xcodeproj/project.pbxproj"] = .text(auth.text())
        input.files["apps/auth/ios/Runner/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: nil))
        input.files["apps/auth/ios/Runner/AppDelegate.swift"] = input.files["apps/pets/ios/Runner/AppDelegate.swift"]
        input.files["apps/auth/pubspec.yaml"] = .text("name: auth\ndependencies:\n  flutter:\n    sdk: flutter\n")
        input.files["apps/auth/lib/main.dart"] = .text("void main() {}\n")
        input.projectPath = "."
        return input
    }()

    @Test("The widget's app's Dart is read with its project: its writes and reloads count, the other app's code is not its")
    func eachAppItsOwnDart() throws {
        let run = try ExampleRun(Self.monorepo)
        #expect(run.serious.isEmpty, "\(run.serious.map { "\($0.check) \($0.file ?? ""):\($0.line ?? 0): \($0.message)" })")
        // The pets app's home_widget calls are read: its group and its reload, at their lines.
        #expect(run.findings(of: "reload-kind", withOK: true).contains { $0.severity == .ok && $0.file == "apps/pets/lib/main.dart" && $0.line == 6 })
    }
}
