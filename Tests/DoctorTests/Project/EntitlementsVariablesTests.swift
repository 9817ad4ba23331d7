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
