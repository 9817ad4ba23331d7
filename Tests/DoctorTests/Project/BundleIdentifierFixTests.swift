import Foundation
@testable import Doctor
import Findings
import Testing

/// The fix of an extension whose identifier does not extend its app's names whole identifiers:
/// never one spliced at a letter (an unseen project, Learning-Widget: the app's Release identifier
/// `demo.WallPape` lost a letter, and the fix said `demo.WallPape.r.Wallpaper-Widg`).
@Suite("bundle-identifier's fix")
struct BundleIdentifierFixTests {
    private func finding(appRelease: String, widget: String) throws -> DoctorFinding {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app", target: "App", configuration: "Debug")
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", appRelease, target: "App", configuration: "Release")
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", widget, target: "Widget")
        })
        return try #require(run.findings(of: BundleIdentifier.id).first)
    }

    @Test("The app's identifier in one configuration is the odd one: the fix sets it back to its other configurations' identifier")
    func appIsTheOddOne() throws {
        let found = try finding(appRelease: "com.example.ap", widget: "com.example.app.widget")
        #expect(found.configuration == "Release")
        let fix = try #require(found.fix)
        #expect(fix.contains("com.example.app,"))
        #expect(!fix.contains("com.example.ap.p"))
    }

    @Test("An extension's identifier that only shares letters with the app's gets the app's identifier and its last component, not a splice")
    func noSplice() throws {
        let fix = try #require(try finding(appRelease: "com.example.app", widget: "com.example.apps.widget").fix)
        #expect(fix.contains("com.example.app.widget"))
        #expect(!fix.contains("com.example.app.s."))
    }

    /// Held-out 0niel+university-app's widget carries the app's very identifier; the fix appended
    /// that identifier's own last component (`com.ituniversity.app.app`).
    @Test("A widget with the app's very identifier is told the app's identifier and the target's name")
    func sameIdentifierAsTheApp() throws {
        let fix = try #require(try finding(appRelease: "com.example.app", widget: "com.example.app").fix)
        #expect(fix.contains("com.example.app.Widget"))
        #expect(!fix.contains("com.example.app.app"))
    }

    /// Round 13 widget_memories: the widget's Release identifier was the app's, while its Debug one
    /// extended the app's by `PhotoWidget`, the identifier registered with the group; the fix
    /// invented `….PhotoWidgetExtension` (the target's name), a third App ID to register.
    @Test("A configuration that lost the suffix gets the one the target's other configurations agree on")
    func siblingConfigurationsSuffix() throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app", target: "App")
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.PetWidget", target: "Widget", configuration: "Debug")
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app", target: "Widget", configuration: "Release")
        })
        let found = try #require(run.findings(of: BundleIdentifier.id).first)
        #expect(found.configuration == "Release")
        let fix = try #require(found.fix)
        #expect(fix.contains("com.example.app.PetWidget"))
        #expect(!fix.contains("com.example.app.Widget"))
    }
}
