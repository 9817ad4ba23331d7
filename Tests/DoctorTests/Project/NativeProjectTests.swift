import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// A native Xcode 16 project: synchronized folders, groups defined in an xcconfig chain, a
/// notification service extension with a push provider's group.
@Suite("doctor --project on a native project with xcconfig files")
struct NativeProjectTests {
    @Test("Groups defined in the xcconfig #include chain expand per configuration")
    func groupsFromTheXCConfigChain() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        let app = try #require(report.target("NativeNotes"))
        let debug = try #require(app.configuration("Debug")?.entitlements?.groups.first)
        #expect(debug.written == "$(APP_GROUP_IDENTIFIER)")
        #expect(debug.value == "group.com.example.notes.debug")
        #expect(debug.unresolved.isEmpty)
        #expect(debug.line == 9)
        #expect(app.configuration("Release")?.groups == ["group.com.example.notes"])
        #expect(report.sharedGroup(app: "NativeNotes", widget: "NotesWidgetExtension", configuration: "Debug")?.shared == ["group.com.example.notes.debug"])
        #expect(report.sharedGroup(app: "NativeNotes", widget: "NotesWidgetExtension", configuration: "Release")?.shared == ["group.com.example.notes"])
        #expect(report.findings(ConfigurationLacksGroup.self).isEmpty)
        #expect(report.findings(NoSharedGroup.self).isEmpty)
    }

    @Test("The target's configuration wins over the project's xcconfig; the xcconfig over nothing")
    func precedence() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        let widget = try #require(report.target("NotesWidgetExtension")?.configuration("Release"))
        #expect(widget.bundleIdentifier?.value == "com.example.notes.NotesWidget")
        #expect(widget.bundleIdentifier?.definedIn == "NativeNotes.xcodeproj/project.pbxproj (target NotesWidgetExtension Release)")
        let app = try #require(report.target("NativeNotes")?.configuration("Release"))
        #expect(app.bundleIdentifier?.value == "com.example.notes")
        #expect(app.bundleIdentifier?.definedIn == "Config/Base.xcconfig:8")
    }

    @Test("Xcode 16 synchronized folders: files belong to their target, the xcconfig anchor resolves")
    func synchronizedFolders() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        let kind = try #require(report.code.first { $0.kind == .widgetKind })
        #expect(kind.value == "NotesWidget")
        #expect(kind.targets == ["NotesWidgetExtension"])
        #expect(kind.call == "AppIntentConfiguration(kind:)")
        let places = try #require(report.target("NativeNotes")?.configuration("Debug")?.settingsLookedIn)
        #expect(places.starts(with: ["Xcode's defaults", "Config/Debug.xcconfig", "Config/Base.xcconfig", "Config/Local.xcconfig (missing)"]))
    }

    @Test("A notification service extension with its own push-provider group is not a problem")
    func notificationExtensionOwnGroup() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        let service = try #require(report.target("NotificationService"))
        #expect(service.role == .notificationServiceExtension)
        #expect(service.configuration("Release")?.groups == ["group.com.example.notes.onesignal"])
        let findings = report.findings.filter { $0.target == "NotificationService" }
        #expect(!findings.contains { $0.severity == .problem || $0.severity == .warning }, "\(findings)")
        #expect(report.findings(ExtensionGroup.self, target: "NotificationService").contains { $0.severity == .ok })
        #expect(!report.findings(UnusedEntitlements.self).contains { $0.file?.contains("NotificationService") == true })
        let code = try #require(report.code.first { $0.file == "NotificationService/NotificationService.swift" })
        #expect(code.value == "group.com.example.notes.onesignal")
        #expect(!report.findings(CodeGroup.self).contains { $0.file == code.file && $0.severity == .problem })
    }

    @Test("Swift: a group constant that differs from the entitled group only in case is a problem")
    func swiftGroupCaseMismatch() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        let problem = try #require(report.findings(CodeGroup.self).first { $0.severity == .problem })
        #expect(problem.file == "NativeNotes/NoteStore.swift")
        #expect(problem.line == 16)
        #expect(problem.message.contains("group.com.example.Notes"))
        #expect(problem.message.contains("case"))
        #expect(problem.fix?.contains("group.com.example.notes") == true)
    }

    @Test("Swift: reloadTimelines(ofKind:) with a kind no widget declares reloads nothing")
    func swiftReloadMismatch() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        let problem = try #require(report.findings(ReloadKind.self).first { $0.severity == .problem })
        #expect(problem.file == "NativeNotes/NoteStore.swift")
        #expect(problem.message.contains("NoteWidget"))
        #expect(problem.fix?.contains("NotesWidget") == true)
    }

    @Test("A group read from the running bundle's Info.plist is each configuration's group, from its build settings")
    func infoPlistGroup() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        let groups = report.code.filter { $0.file == "NotesWidget/NotesWidget.swift" && $0.kind == .group }
        #expect(Set(groups.compactMap(\.value)) == ["group.com.example.notes.debug", "group.com.example.notes"])
        #expect(groups.allSatisfy { $0.expression == "group" && $0.targets == ["NotesWidgetExtension"] })
        let findings = report.findings(CodeGroup.self).filter { $0.file == "NotesWidget/NotesWidget.swift" }
        #expect(findings.count == 2 && findings.allSatisfy { $0.severity == .ok })
    }

    @Test("The gitignored Local.xcconfig is a note; nothing needs its team here")
    func missingLocalXCConfig() throws {
        let report = try ProjectFixture.examine("NativeNotes")
        #expect(report.generatedFiles == [AbsentGeneratedFile(file: "Config/Local.xcconfig", madeBy: ".gitignore line 2 keeps it out of the repository")])
        let note = try #require(report.findings(GeneratedFilesCheck.self).first)
        #expect(note.severity == .note)
        #expect(note.message.contains("Config/Local.xcconfig"))
        #expect(!report.findings(XCConfigCheck.self).contains { $0.message.contains("Local.xcconfig") })
        #expect(report.findings.filter { $0.severity == .problem }.allSatisfy { $0.area == .code })
    }
}
