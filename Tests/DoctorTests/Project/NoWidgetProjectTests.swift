import Foundation
@testable import Doctor
import Findings
import Testing

/// Issue 39: a project with no widget extension (a macOS app and its Finder Sync extension, both
/// entitled to the app's group) is told about its own targets only: no finding speaks of a widget
/// that does not exist, and the extension's group, which the app shares, is not its "own".
@Suite struct NoWidgetProjectTests {
    /// A macOS app `Editor` embedding a Finder Sync extension `OpenWith`; both list `group` and
    /// open it in code.
    static func appWithFinderExtension(group: String = "group.com.example.editor") -> ExampleInput {
        let settings = ["MACOSX_DEPLOYMENT_TARGET": "14.0", "SDKROOT": "macosx"]
        return ExampleInput(project: ExampleProject(targets: [
            .init("Editor", ExampleProject.Target.application, settings: settings.merging([
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.editor", "CODE_SIGN_ENTITLEMENTS": "Editor/Editor.entitlements",
                "INFOPLIST_FILE": "Editor/Info.plist",
            ]) { $1 }, sources: ["Editor/Settings.swift"], embeds: ["OpenWith"]),
            .init("OpenWith", ExampleProject.Target.appExtension, settings: settings.merging([
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.editor.openwith", "CODE_SIGN_ENTITLEMENTS": "OpenWith/OpenWith.entitlements",
                "INFOPLIST_FILE": "OpenWith/Info.plist",
            ]) { $1 }, sources: ["OpenWith/FinderSync.swift"]),
        ]), files: [
            "Editor/Editor.entitlements": .text(ExampleInput.entitlements([group])),
            "OpenWith/OpenWith.entitlements": .text(ExampleInput.entitlements([group])),
            "Editor/Info.plist": .text(ExampleInput.infoPlist(extensionPoint: nil)),
            "OpenWith/Info.plist": .text(ExampleInput.infoPlist(extensionPoint: "com.apple.FinderSync")),
            "Editor/Settings.swift": .text("import Foundation\n\nenum Settings {\n    static let shared = UserDefaults(suiteName: \"\(group)\")\n}\n"),
            "OpenWith/FinderSync.swift": .text("import FinderSync\n\nfinal class FinderSync: FIFinderSync {\n"
                + "    let defaults = UserDefaults(suiteName: \"\(group)\")\n}\n"),
        ], platform: .macOS)
    }

    @Test("Without a widget extension, the extension's group shared with its app gives no extension-group finding and no word of a widget")
    func noWidgetNoWidgetWording() throws {
        let run = try ExampleRun(Self.appWithFinderExtension())
        // The project is read: both targets' code groups are judged.
        #expect(run.findings.contains { $0.check == CodeGroup.id && $0.target == "OpenWith" && $0.severity == .ok })
        #expect(run.findings.contains { $0.check == CodeGroup.id && $0.target == "Editor" && $0.severity == .ok })
        // The extension's group is the app's too: not the extension's own, and no widget is there to share it.
        #expect(!run.findings.contains { $0.check == ExtensionGroup.id }, "\(run.findings.map(\.message))")
        #expect(run.serious.isEmpty, "\(run.serious.map(\.message))")
        // The wording is the point here: nothing speaks of a widget the project does not have.
        let aboutWidget = run.findings.filter { $0.message.lowercased().contains("widget") || ($0.fix ?? "").lowercased().contains("widget") }
        #expect(aboutWidget.isEmpty, "\(aboutWidget.map { "\($0.check): \($0.message)" })")
    }

    @Test("Without a widget extension, a placeholder group the app opens is still found, and no word of a widget")
    func placeholderWithoutWidget() throws {
        let run = try ExampleRun(Self.appWithFinderExtension().with {
            $0.files["Editor/Settings.swift"] = .text("import Foundation\n\nenum Settings {\n"
                + "    static let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"YOUR_GROUP_ID\")\n}\n")
        })
        let placeholders = run.findings.filter { $0.check == PlaceholderCheck.id }
        #expect(placeholders.map(\.target) == ["Editor"], "\(run.findings.map(\.message))")
        #expect(placeholders.map(\.line) == [4])
        let aboutWidget = run.findings.filter { $0.message.lowercased().contains("widget") || ($0.fix ?? "").lowercased().contains("widget") }
        #expect(aboutWidget.isEmpty, "\(aboutWidget.map { "\($0.check): \($0.message)" })")
    }
}
