import Foundation
@testable import Doctor
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject

/// The keys an app written in Kotlin (a Multiplatform app's iOS source sets) or C# (.NET MAUI,
/// Xamarin) writes, held to the keys its Swift widget reads, as Swift's and Dart's are: each
/// layout as real repositories have it (written here, never copied).
@Suite("widget-key reads the app's Kotlin and C# writes")
struct AppCodeKeyTests {
    /// doctor on a Kotlin Multiplatform repository given at its root or at `given` below it: the
    /// Xcode project in `iosApp/`, the app's Kotlin in `shared/`, its keys named by constants of
    /// `commonMain` and written in `iosMain`.
    private func multiplatform(widgetReads key: String, store: String? = nil, given: String = "") throws -> ProjectRun {
        let scratch = try ScratchFolder()
        var project = ClonedProject.native(in: "iosApp")
        // The app's Swift writes nothing: the Kotlin does.
        project.files["iosApp/Steps/StepsApp.swift"] = "import SwiftUI\n\n@main\nstruct StepsApp: App {\n  var body: some Scene { WindowGroup { Text(\"Steps\") } }\n}\n"
        project.files["iosApp/StepsWidget/StepsWidget.swift"] = ClonedProject.nativeWidgetSource()
            .replacingOccurrences(of: "integer(forKey: \"steps\")", with: "integer(forKey: \"\(key)\")")
        let root = try project.write(to: scratch, as: "Transit")
        try scratch.write("Transit/settings.gradle.kts", "rootProject.name = \"Transit\"\ninclude(\":shared\")\n")
        try scratch.write("Transit/shared/src/commonMain/kotlin/Keys.kt", "package com.acme.transit\n\nconst val STEPS_KEY = \"steps\"\n")
        try scratch.write("Transit/shared/src/iosMain/kotlin/Store.kt", store ?? """
            package com.acme.transit

            import platform.Foundation.NSUserDefaults

            class StepsStore {
                private val defaults = NSUserDefaults(suiteName = "\(ClonedProject.nativeGroup)")

                fun save(steps: Long) {
                    defaults.setInteger(steps, forKey = STEPS_KEY)
                    NSUserDefaults.standardUserDefaults.setObject("x", forKey = "lastOpened")
                }
            }

            """)
        return try ProjectDoctor.examine(given.isEmpty ? root : root.appendingPathComponent(given))
    }

    @Test("A Multiplatform app's Kotlin writes a key through a commonMain constant: the widget reading another key is a problem at its read, naming the written one",
          arguments: ["", "iosApp"])
    func kotlinMisspeltKey(given: String) throws {
        let run = try multiplatform(widgetReads: "step", given: given)
        let found = run.findings(WidgetKey.self)
        #expect(found.map(\.severity) == [.problem])
        #expect(found.first?.file?.hasSuffix("StepsWidget/StepsWidget.swift") == true)
        #expect(found.first?.line == 16)
        #expect(found.first?.message.contains("shared/src/commonMain/kotlin/Keys.kt:3") == true)
    }

    @Test("A Multiplatform app's Kotlin writes the key the widget reads: nothing to say, and no note that the Kotlin may write it",
          arguments: ["", "iosApp"])
    func kotlinWritesTheKey(given: String) throws {
        let run = try multiplatform(widgetReads: "steps", given: given)
        #expect(run.findings(WidgetKey.self).isEmpty)
        let writes = run.report.project?.projects.flatMap(\.keys.accesses).filter { $0.role == .write && $0.language == .kotlin } ?? []
        #expect(writes.map(\.key) == ["steps"])
        #expect(writes.map(\.suite) == [.group])
        #expect(writes.map(\.type) == [.number])
        #expect(writes.map(\.definedAt) == ["shared/src/commonMain/kotlin/Keys.kt:3"].map { given.isEmpty ? $0 : "../" + $0 })
    }

    @Test("Kotlin that writes through a name not followed leaves its keys unknown: a note, not a problem")
    func kotlinKeyNotFollowed() throws {
        let run = try multiplatform(widgetReads: "step", store: """
            import platform.Foundation.NSUserDefaults

            fun save(key: String, steps: Long) {
                NSUserDefaults(suiteName = "\(ClonedProject.nativeGroup)").setInteger(steps, forKey = key)
            }

            """)
        #expect(run.findings(WidgetKey.self).map(\.severity) == [.note])
    }

    /// doctor on a .NET MAUI app whose C# writes `steps` with `write`, beside the Xcode project of its widget.
    private func dotnet(write: String) throws -> ProjectRun {
        let scratch = try ScratchFolder()
        var project = ClonedProject.native(in: "Platforms/iOS/Widget")
        project.files["Platforms/iOS/Widget/Steps/StepsApp.swift"] = "import SwiftUI\n\n@main\nstruct StepsApp: App {\n  var body: some Scene { WindowGroup { Text(\"Steps\") } }\n}\n"
        let root = try project.write(to: scratch, as: "Pets")
        try scratch.write("Pets/Services/WidgetStore.cs", """
            using Foundation;

            namespace Pets.Services;

            public static class WidgetStore
            {
                const string StepsKey = "steps";

                public static void Save(int steps)
                {
                    \(write)
                }
            }

            """)
        return try ProjectDoctor.examine(root)
    }

    @Test("C# writes: NSUserDefaults' setters on a suite and MAUI's Preferences with a shared name write the group; without one, the app's own defaults",
          arguments: [
            ("new NSUserDefaults(\"\(ClonedProject.nativeGroup)\", NSUserDefaultsType.SuiteName).SetInt(steps, StepsKey);", KeyAccess.Suite.group),
            ("Preferences.Default.Set(StepsKey, steps, \"\(ClonedProject.nativeGroup)\");", .group),
            ("Preferences.Set(StepsKey, steps);", .app),
          ])
    func csharpWrites(write: String, suite: KeyAccess.Suite) throws {
        let run = try dotnet(write: write)
        let writes = run.report.project?.projects.flatMap(\.keys.accesses).filter { $0.role == .write && $0.language == .csharp } ?? []
        #expect(writes.map(\.key) == ["steps"])
        #expect(writes.map(\.suite) == [suite])
        #expect(writes.map(\.file) == ["Services/WidgetStore.cs"])
        #expect(writes.map(\.line) == [11])
        // The widget reads `steps`: written to the group, it is read; to the app's own defaults, never.
        #expect(run.findings(WidgetKey.self).map(\.severity) == (suite == .app ? [.problem] : []))
    }

    @Test("The standard suite's setters, a declaration named like a setter and a setter of another receiver in a file without NSUserDefaults write no group key")
    func notGroupWrites() throws {
        let kotlin = SourceText("""
            val standard = NSUserDefaults.standardUserDefaults
            fun setObject(value: Any?, forKey: String) {}
            fun save() {
                standard.setObject("x", forKey = "a")
                NSUserDefaults.standardUserDefaults.setBool(true, forKey = "b")
                val shared = NSUserDefaults(suiteName = "group.x")
                shared?.setDouble(1.0, forKey = "c")
            }
            """, language: .kotlin)
        #expect(BindingKeyScanner.writes(kotlin).map(\.expression) == ["\"c\""])
        let csharp = SourceText("PlayerPrefs.SetInt(\"level\", 3);\n", language: .csharp)
        #expect(BindingKeyScanner.writes(csharp).isEmpty)
        let wrapped = SourceText("var d = new NSUserDefaults(\"group.x\", NSUserDefaultsType.SuiteName);\nd.SetValueForKey(new NSString(\"v\"), new NSString(\"k\"));\n",
                                 language: .csharp)
        #expect(BindingKeyScanner.writes(wrapped).map(\.expression) == ["\"k\""])
        #expect(BindingKeyScanner.writes(wrapped).map(\.suite) == [.group])
    }
}
