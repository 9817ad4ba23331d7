import Foundation
import Findings
import Testing
@testable import Doctor

/// Variables Xcode fills in entitlements (issue 37, class 6): `$(CFBundleIdentifier)` and
/// `$(PRODUCT_BUNDLE_IDENTIFIER)` from the target's settings, `$(AppIdentifierPrefix)` and
/// `$(TeamIdentifierPrefix)` from the team at signing. None of them is "not set".
@Suite("entitlements: variables Xcode fills")
struct EntitlementsVariablesTests {
    private static func entitlements(group: String, extra: String = "") -> String {
        ExampleInput.entitlements([group]).replacingOccurrences(of: "</dict>", with: extra + "</dict>")
    }

    @Test("The app's group written through its bundle identifier, a keychain group through the team prefix: resolved, quiet",
          arguments: [
              ("group.$(CFBundleIdentifier)", ""),
              ("group.$(PRODUCT_BUNDLE_IDENTIFIER)", ""),
              ("group.$(PRODUCT_BUNDLE_IDENTIFIER)", "\t<key>keychain-access-groups</key>\n\t<array>\n\t\t<string>$(AppIdentifierPrefix)com.example.app</string>\n\t</array>\n"),
              ("group.$(CFBundleIdentifier)", "\t<key>com.apple.developer.ubiquity-kvstore-identifier</key>\n\t<string>$(TeamIdentifierPrefix)$(CFBundleIdentifier)</string>\n"),
          ])
    func filledByXcode(group: String, extra: String) throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/App.entitlements"] = .text(Self.entitlements(group: group, extra: extra))
        })
        #expect(run.serious.isEmpty, "\(run.serious.map { "\($0.check): \($0.message)" })")
        #expect(run.findings(of: "unresolved-setting").isEmpty)
    }
}

/// A path setting written from the project's folder (`$(SRCROOT)/…`, `$(PROJECT_DIR)/…`) expands
/// to an absolute path inside the project: the same file as the relative spelling, found from the
/// root it lies under (brave-ios's white-label configurations, an unseen project).
@Suite("entitlements: a path from the project's folder")
struct EntitlementsAbsolutePathTests {
    @Test("CODE_SIGN_ENTITLEMENTS through $(SRCROOT), ${PROJECT_DIR} or $(SOURCE_ROOT): the file is read, the group shared",
          arguments: ["$(SRCROOT)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "$(SRCROOT)/App/.."])
    func fromProjectFolder(prefix: String) throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.update("App") { $0.settings["CODE_SIGN_ENTITLEMENTS"] = prefix + "/App/App.entitlements" }
            $0.project?.update("Widget") { $0.settings["CODE_SIGN_ENTITLEMENTS"] = prefix + "/Widget/Widget.entitlements" }
        })
        #expect(run.serious.isEmpty, "\(run.serious.map { "\($0.check): \($0.message)" })")
        #expect(run.findings(of: "shared-group", withOK: true).contains { $0.severity == .ok && $0.target == "Widget" })
    }

    @Test("The same path through $(SRCROOT) to a file that is not there: still a missing file, named from the project's root")
    func missingFromProjectFolder() throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.update("Widget") { $0.settings["CODE_SIGN_ENTITLEMENTS"] = "$(SRCROOT)/Widget/Gone.entitlements" }
        })
        let missing = try #require(run.serious.first { $0.target == "Widget" && $0.file == "App.xcodeproj/project.pbxproj" && $0.severity == .problem })
        // Named from the project's root, not by this machine's absolute path.
        #expect(missing.message.contains(" Widget/Gone.entitlements "))
        #expect(!missing.message.contains("/Widget/Gone"))
    }
}
