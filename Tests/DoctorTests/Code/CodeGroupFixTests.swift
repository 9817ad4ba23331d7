import Testing
@testable import Doctor
@testable import XcodeProject

/// Held-out Ranchero-Software+NetNewsWire opens a team-prefixed suite per configuration
/// (`"\(AppIdentifierPrefix)group.\(bundleIdentifier)"`) that no target is entitled to: each
/// configuration's finding names the group its own configuration shares, and the processes that
/// keep a store of their own are not said to be "the app and its widget" when the widget runs none of it.
@Suite("code-group: a fix per configuration, no widget blamed that runs none of the code")
struct CodeGroupFixTests {
    @Test("A value the code gives per configuration is told the group shared in that configuration")
    func perConfigurationFix() throws {
        let other = "group.com.example.other"
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.configurations = ["Debug", "Release", "Other"]
            for target in ["App", "Widget"] {
                $0.files["\(target)/Other.entitlements"] = .text(ExampleInput.entitlements([other]))
                $0.set("CODE_SIGN_ENTITLEMENTS", "\(target)/Other.entitlements", target: target, configuration: "Other")
            }
            $0.set("APP_GROUP", ExampleInput.group, target: "App")
            $0.set("APP_GROUP", other, target: "App", configuration: "Other")
            $0.files["App/Info.plist"] = .text(ExampleInput.infoPlist(appGroup: "A1B2C3D4E5.$(APP_GROUP)", extensionPoint: nil))
            let read = "UserDefaults(suiteName: Bundle.main.object(forInfoDictionaryKey: \"AppGroupIdentifier\") as? String)"
            $0.files["App/Settings.swift"] = .text("import Foundation\n\nenum Settings {\n    static let defaults = \(read)\n}\n")
            $0.project?.update("App") { $0.sources.append("App/Settings.swift") }
        })
        let problems = run.findings(of: "code-group").filter { $0.severity == .problem && $0.file == "App/Settings.swift" }
        #expect(problems.count == 2, "\(problems.map(\.message))")
        for finding in problems {
            let fix = try #require(finding.fix)
            let opensOther = finding.message.contains("A1B2C3D4E5.\(other)")
            #expect(fix.contains(opensOther ? other : ExampleInput.group) && !fix.contains(opensOther ? ExampleInput.group + " " : other), "\(fix)")
            // Only the app runs the code: no widget is said to keep a store of its own.
            #expect(!finding.message.contains("widget"), "\(finding.message)")
        }
    }

    /// Held-out Dtano17+pathwise_app (Capacitor): no target signs with entitlements, and the
    /// files listing the group the code opens lie unused. "Use the group the targets list" named
    /// none, and "delete it" would remove the file the fix needs.
    @Test("No target entitled to any group: the fix sets the unused file that lists the code's group, which is never told to be deleted")
    func noGroupEntitled() throws {
        // An app alone (its widget is no target yet), signed with no entitlements; its own group, not an example's.
        let group = "group.org.pets.tracker"
        let unsigned = ExampleInput.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift().replacing(ExampleInput.group, with: group))
            for target in ["App", "Widget"] { $0.files["\(target)/\(target).entitlements"] = .text(ExampleInput.entitlements([group])) }
            $0.project?.targets.removeAll { $0.name == "Widget" }
            $0.project?.update("App") { $0.settings["CODE_SIGN_ENTITLEMENTS"] = nil; $0.embeds = [] }
            for file in ["Widget/PetWidget.swift", "Widget/Info.plist"] { $0.files[file] = nil }
        }
        let run = try ExampleRun(unsigned)
        let problem = try #require(run.findings(of: "code-group").first { $0.severity == .problem && $0.file == "App/AppModel.swift" })
        #expect(problem.fix?.contains("App/App.entitlements") == true, "\(problem.fix ?? "-")")
        let unused = run.findings(of: "unused-entitlements").filter { $0.file == "App/App.entitlements" }
        #expect(unused.count == 1 && unused.allSatisfy { $0.fix?.contains("delete") == false }, "\(unused.map { $0.fix ?? "-" })")
        // With no file listing it, the capability is added.
        let bare = try ExampleRun(unsigned.with { for target in ["App", "Widget"] { $0.files["\(target)/\(target).entitlements"] = nil } })
        #expect(bare.findings(of: "unused-entitlements").isEmpty)
        let capability = try #require(bare.findings(of: "code-group").first { $0.severity == .problem && $0.file == "App/AppModel.swift" })
        #expect(capability.fix?.contains(group) == true, "\(capability.fix ?? "-")")
    }
}
