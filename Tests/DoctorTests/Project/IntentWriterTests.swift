import Foundation
import Findings
import Testing
@testable import Doctor

/// intent-writer only when both processes write the same thing (issue 37, class 4; lead's
/// decisions 2 and 8), and a fix that fits the project (its stack, where the app and the extension
/// deploy). The apps are shaped like real ones: a store type whose static method the intent and the
/// app both call, a computed property whose setter writes the group (changed with `.toggle()`), an
/// intent that records its last tap under a key of its own, a SwiftData save, an audio intent.
@Suite("intent-writer: both processes write the same thing")
struct IntentWriterTests {
    /// The native example app (its AppModel writes `count`) with a button running `intent`,
    /// compiled into `targets`.
    private func run(intent: String, targets: [String] = ["Widget"], deploymentTarget: String = "17.0") throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(intent)
            for target in targets { $0.project?.update(target) { $0.sources.append("Shared/TapIntent.swift") } }
            for target in ["App", "Widget"] { $0.project?.update(target) { $0.settings["IPHONEOS_DEPLOYMENT_TARGET"] = deploymentTarget } }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
    }

    /// The intent and a helper type of the project, both compiled into the app and the widget; the
    /// app's view runs `appCall` (the app's own use of the helper).
    private func shared(intent: String, helper: String, appCall: String) throws -> ExampleRun {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(intent)
            $0.files["Shared/Helper.swift"] = .text(helper)
            $0.files["App/TapView.swift"] = .text(Self.appView(calling: appCall))
            for target in ["App", "Widget"] { $0.project?.update(target) { $0.sources += ["Shared/TapIntent.swift", "Shared/Helper.swift"] } }
            $0.project?.update("App") { $0.sources.append("App/TapView.swift") }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
    }

    /// An app's view whose button runs `call`: the app's code that writes, as the system runs it.
    private static func appView(calling call: String) -> String {
        "import SwiftUI\n\nstruct TapView: View {\n    var body: some View {\n        Button(\"Tap\") { \(call) }\n    }\n}\n"
    }

    private static func intent(_ perform: String, conformance: String = "AppIntent") -> String {
        """
        import AppIntents

        struct TapIntent: \(conformance) {
            static var title: LocalizedStringResource = "Tap"
            func perform() async throws -> some IntentResult {
                \(perform)
                return .result()
            }
        }

        """
    }

    @Test("A key only the extension writes is its own: no race; the key the app writes too is one")
    func ownKeyAndSharedKey() throws {
        let own = try run(intent: Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(Date(), forKey: \"lastTap\")"))
        #expect(own.findings(of: "intent-writer").isEmpty, "\(own.serious.map(\.message))")
        let shared = try run(intent: Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")"))
        let warning = try #require(shared.findings(of: "intent-writer").first, "\(shared.serious.map(\.message))")
        #expect(warning.severity == .warning)
        #expect(warning.file == "Widget/PetWidget.swift")
    }

    @Test("Of the racing writes, the finding names one of a key the widget reads: the race a user sees")
    func namesTheWriteTheWidgetShows() throws {
        let both = "let defaults = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n        defaults?.set(\"tap\", forKey: \"log\")\n"
            + "        defaults?.set(2, forKey: \"count\")"
        let report = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(Self.intent(both))
            $0.project?.update("Widget") { $0.sources.append("Shared/TapIntent.swift") }
            // The app writes both keys; the widget reads only `count`.
            $0.files["App/LogView.swift"] = .text(Self.appView(calling: "UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(\"app\", forKey: \"log\")"))
            $0.project?.update("App") { $0.sources.append("App/LogView.swift") }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
        let warning = try #require(report.findings(of: "intent-writer").first, "\(report.serious.map(\.message))")
        #expect(warning.message.contains("forKey: \"count\""), "\(warning.message)")
    }

    @Test("@AppStorage in the app's view writes its key: a key the intent writes too races")
    func appStorage() throws {
        let report = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(2, forKey: \"tint\")"))
            $0.project?.update("Widget") { $0.sources.append("Shared/TapIntent.swift") }
            $0.files["App/TintView.swift"] = .text("import SwiftUI\n\nstruct TintView: View {\n    @AppStorage(\"tint\", store: AppModel.defaults) var tint = 0\n"
                + "    var body: some View { Stepper(\"Tint\", value: $tint) }\n}\n")
            $0.project?.update("App") { $0.sources.append("App/TintView.swift") }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
        #expect(report.findings(of: "intent-writer").count == 1, "\(report.serious.map(\.message))")
    }

    /// A store type whose `@AppStorage(..., store:)` property a method changes (`streak += 1`), the
    /// method an intent calls: the property wrapper's setter is the intent's write of the key
    /// (held-out cestbonciel/iOS-TIL's WidgetDemo: "writes: none found" before).
    @Test("An intent changing a store's @AppStorage property writes its key: a race where the app writes the key too")
    func appStoragePropertyChangedByTheIntent() throws {
        let helper = """
            import SwiftUI

            struct StreakStore {
                @AppStorage("count", store: UserDefaults(suiteName: "\(ExampleInput.group)"))
                private var streak = 0

                func log() {
                    streak += 1
                }
            }

            """
        let report = try shared(intent: Self.intent("StreakStore().log()"), helper: helper, appCall: "AppModel.save(count: 0)")
        let warning = try #require(report.findings(of: "intent-writer").first, "\(report.serious.map(\.message))")
        #expect(warning.file == "Widget/PetWidget.swift")
        #expect(warning.message.contains("forKey: \"count\""), "\(warning.message)")
        // A key the app never writes is the extension's own.
        let own = try shared(intent: Self.intent("StreakStore().log()"), helper: helper.replacingOccurrences(of: "\"count\"", with: "\"streak\""),
                             appCall: "AppModel.save(count: 0)")
        #expect(own.findings(of: "intent-writer").isEmpty, "\(own.serious.map(\.message))")
    }

    /// Held-out WXYC's shape: the intent starts a player whose own `isPlaying` it sets, while a view
    /// elsewhere declares `@AppStorage("isPlaying", ...) var isPlaying`: another type's property.
    @Test("An intent setting another type's property of the same name, or calling a function of the name, writes nothing through a view's @AppStorage")
    func sameNamedPropertyOfAnotherType() throws {
        let helper = """
            import SwiftUI

            final class Player {
                static let shared = Player()
                var isPlaying = false
                func start() { isPlaying = true }
                func isPlaying(within seconds: Int) -> Bool { isPlaying }
            }

            struct PlayButton: View {
                @AppStorage("count", store: UserDefaults(suiteName: "\(ExampleInput.group)"))
                var isPlaying = 0

                var body: some View { Text("\\(isPlaying)") }
            }

            """
        for perform in ["Player.shared.start()", "_ = Player.shared.isPlaying(within: 5)"] {
            let report = try shared(intent: Self.intent(perform), helper: helper, appCall: "AppModel.save(count: 0)")
            #expect(report.findings(of: "intent-writer").isEmpty, "\(perform): \(report.serious.map(\.message))")
        }
    }

    /// gopolons' shape: a React Native app writes the group from JavaScript, its Swift is an AppDelegate.
    @Test("An app whose code writes no key of the group: the key the intent writes is its own, whatever language the app's data is in (decision 2)")
    func appDataInAnotherLanguage() throws {
        let report = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text("import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
            $0.files["Shared/TapIntent.swift"] = .text(Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(Date(), forKey: \"lastTap\")"))
            $0.project?.update("Widget") { $0.sources.append("Shared/TapIntent.swift") }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
    }

    /// A widget-side store writing a file of the group's container through a helper, the name a
    /// constant of another file (the MAUI samples' SharedStorage and Settings shape).
    static let widgetFiles = """
        import Foundation

        enum Files {
            static let group = "\(ExampleInput.group)"
            static let fromApp = "from_app.json"
            static let fromWidget = "from_widget.json"
        }

        struct WidgetFileStore {
            func url(_ name: String) -> URL? {
                FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Files.group)?.appendingPathComponent(name)
            }

            func saveFromWidget(_ data: Data) {
                guard let url = url(Files.fromWidget) else { return }
                try? data.write(to: url, options: .atomic)
            }
        }

        """

    /// The widget app whose button's intent saves a file through `WidgetFileStore`, and whose app
    /// code (`appCode`, at `appFile`) writes the files it writes.
    private func fileWriter(appFile: String, appCode: String, native: Bool) throws -> ExampleRun {
        let widget = ExampleInput.widgetApp.with {
            $0.files["Widget/WidgetFileStore.swift"] = .text(Self.widgetFiles)
            $0.files["Widget/TapIntent.swift"] = .text(Self.intent("WidgetFileStore().saveFromWidget(Data())"))
            $0.project?.update("Widget") { $0.sources += ["Widget/WidgetFileStore.swift", "Widget/TapIntent.swift"] }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
            if native {
                $0.files[appFile] = .text(appCode)
                $0.project?.update("App") { $0.sources.append(appFile) }
            }
        }
        return try ExampleRun(native ? widget : widget.moved(to: "WidgetProject").with {
            // A .NET MAUI app beside the widget's project embeds the extension (decision 9).
            $0.files["Platforms/iOS/Entitlements.plist"] = .text(ExampleInput.entitlements([ExampleInput.group]))
            $0.files["Platforms/iOS/Entitlements.Widget.plist"] = .text(ExampleInput.entitlements([ExampleInput.group]))
            $0.files["Maui.csproj"] = .text("""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup>
                    <TargetFrameworks>net9.0-ios</TargetFrameworks>
                    <ApplicationId>com.example.app</ApplicationId>
                  </PropertyGroup>
                  <ItemGroup>
                    <AdditionalAppExtensions Include="$(MSBuildProjectDirectory)/WidgetProject">
                      <Name>Widget</Name>
                      <CodesignEntitlements>Platforms/iOS/Entitlements.Widget.plist</CodesignEntitlements>
                    </AdditionalAppExtensions>
                  </ItemGroup>
                </Project>

                """)
            $0.files[appFile] = .text(appCode)
            $0.projectPath = "."
        })
    }

    static func dotNetService(writing constant: String) -> String {
        """
        namespace Maui.Services;

        public static class WidgetFiles
        {
            public const string GroupId = "\(ExampleInput.group)";
            public const string FromApp = "from_app.json";
            public const string FromWidget = "from_widget.json";
        }

        public class WidgetDataService
        {
            string? PathOf(string name)
            {
                var container = NSFileManager.DefaultManager.GetContainerUrl(WidgetFiles.GroupId)?.Path;
                return container == null ? null : Path.Combine(container, name);
            }

            public void Send(string json)
            {
                var path = PathOf(WidgetFiles.\(constant));
                if (path != null) File.WriteAllText(path, json);
            }

            public string? ReadFromWidget()
            {
                var path = PathOf(WidgetFiles.FromWidget);
                return path != null && File.Exists(path) ? File.ReadAllText(path) : null;
            }
        }

        """
    }

    @Test("A file the intent writes that the app never writes is the extension's own; the file the app writes too races (Swift app)")
    func ownFileAndSharedFile() throws {
        let appCode = { (name: String) in
            "import Foundation\n\nenum AppFiles {\n    static func save(_ data: Data) {\n        let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"\(ExampleInput.group)\")!.appendingPathComponent(\"\(name)\")\n        try? data.write(to: url)\n    }\n}\n"
                + Self.appView(calling: "AppFiles.save(Data())").dropFirst("import SwiftUI\n".count)
        }
        let own = try fileWriter(appFile: "App/AppFiles.swift", appCode: appCode("from_app.json"), native: true)
        #expect(own.findings(of: "intent-writer").isEmpty, "\(own.serious.map(\.message))")
        let both = try fileWriter(appFile: "App/AppFiles.swift", appCode: appCode("from_widget.json"), native: true)
        #expect(both.findings(of: "intent-writer").map(\.file) == ["Widget/PetWidget.swift"], "\(both.serious.map(\.message))")
    }

    @Test("A .NET MAUI app's C# is read for the files it writes in the container: another file is no race, the same file is one")
    func dotNetAppFiles() throws {
        let own = try fileWriter(appFile: "Services/WidgetDataService.cs", appCode: Self.dotNetService(writing: "FromApp"), native: false)
        #expect(own.findings(of: "intent-writer").isEmpty, "\(own.serious.map(\.message))")
        let both = try fileWriter(appFile: "Services/WidgetDataService.cs", appCode: Self.dotNetService(writing: "FromWidget"), native: false)
        #expect(both.findings(of: "intent-writer").map(\.file) == ["WidgetProject/Widget/PetWidget.swift"], "\(both.serious.map(\.message))")
    }

    /// nano04's shape: `Store.save(x)` (a name the frameworks use too) called by the intent and by
    /// the app; the key named by a constant of the store.
    @Test("A type's static save(_:) that the app calls too is followed, and its key compared by the constant's name")
    func staticSaveThroughAConstant() throws {
        let store = """
            import Foundation

            enum TapStore {
                static let tapsKey = "taps"
                static func save(_ taps: Int) {
                    UserDefaults(suiteName: "\(ExampleInput.group)")?.set(taps, forKey: tapsKey)
                }
            }

            """
        let both = try shared(intent: Self.intent("TapStore.save(3)"), helper: store, appCall: "TapStore.save(0)")
        let warning = try #require(both.findings(of: "intent-writer").first, "\(both.serious.map(\.message))")
        #expect(warning.message.contains("forKey: tapsKey"))
    }

    /// WidgetWeaver's shape: two stores of the project, each with its own `enum Keys` holding a
    /// `lastActionKind` of a different value. A key named through a constant is the constant the
    /// writing code sees (its type's nested `Keys`, a qualified `Store.Keys.name`, the file's own),
    /// never another type's of the same name.
    @Test("A key named through a type's own Keys is that type's: another store's same-named constant is another key",
          arguments: [("DebugStore.noteDebugAction(\"done\")", false), ("ReminderStore.noteAction(\"done\")", true),
                      ("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: DebugStore.Keys.lastActionKind)", false),
                      ("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: ReminderStore.Keys.lastActionKind)", true)])
    func sameNamedConstantsOfTwoTypes(perform: String, races: Bool) throws {
        let store = { (name: String, value: String, function: String) in
            """
            import Foundation

            enum \(name) {
                enum Keys {
                    static let lastActionKind = "\(value)"
                }
                static func \(function)(_ kind: String) {
                    UserDefaults(suiteName: "\(ExampleInput.group)")?.set(kind, forKey: Keys.lastActionKind)
                }
            }

            """
        }
        let report = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(Self.intent(perform))
            // The debug store only the widget compiles; the reminders store the app writes through.
            $0.files["Widget/DebugStore.swift"] = .text(store("DebugStore", "store.debug.lastAction.kind", "noteDebugAction"))
            $0.files["Shared/ReminderStore.swift"] = .text(store("ReminderStore", "store.reminders.lastAction.kind", "noteAction"))
            $0.project?.update("Widget") { $0.sources += ["Shared/TapIntent.swift", "Widget/DebugStore.swift", "Shared/ReminderStore.swift"] }
            $0.files["App/Actions.swift"] = .text("enum Actions {\n    static func done() { ReminderStore.noteAction(\"done\") }\n}\n")
            $0.files["App/TapView.swift"] = .text(Self.appView(calling: "Actions.done()"))
            $0.project?.update("App") { $0.sources += ["Shared/ReminderStore.swift", "App/Actions.swift", "App/TapView.swift"] }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
        #expect(report.findings(of: "intent-writer").map(\.file) == (races ? ["Widget/PetWidget.swift"] : []), "\(report.serious.map(\.message))")
    }

    /// BikeBonk's shape: the intent calls `State.toggle()`, which toggles a computed property whose
    /// setter writes the group; the app sets the same property.
    @Test("A computed property's setter runs when the intent changes it, and the app's writes through it count")
    func setterOfAComputedProperty() throws {
        let state = """
            import Foundation

            struct TapState {
                static let key = "mounted"
                static var shared: UserDefaults { UserDefaults(suiteName: "\(ExampleInput.group)")! }
                static var mounted: Bool {
                    get { shared.bool(forKey: key) }
                    set { shared.set(newValue, forKey: key) }
                }
                static func toggle() {
                    mounted.toggle()
                }
            }

            """
        let report = try shared(intent: Self.intent("TapState.toggle()"), helper: state, appCall: "TapState.mounted = false")
        let warning = try #require(report.findings(of: "intent-writer").first, "\(report.serious.map(\.message))")
        #expect(warning.message.contains("shared.set(newValue, forKey: key)"))
    }

    @Test("A SwiftData save is coordinated by the store (decision 8); an audio intent runs in the app: both quiet",
          arguments: [
              (Self.intent("try modelContext.save()"), "AppIntent"),
              (Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")", conformance: "AudioPlaybackIntent"), "audio"),
          ])
    func storesAndAppProcessIntents(intent: String, _: String) throws {
        let report = try run(intent: intent, targets: ["Widget", "App"])
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
    }

    /// iOS 16's names of the in-app protocols (renamed in iOS 17: LiveActivityStartingIntent ->
    /// LiveActivityIntent, AudioStartingIntent -> AudioPlaybackIntent) pin the intent to the app
    /// the same way; a control's toggle intent often adds one of them to SetValueIntent.
    @Test("An intent that conforms to the iOS 16 names of the in-app protocols runs in the app: quiet",
          arguments: ["LiveActivityStartingIntent", "SetValueIntent, LiveActivityStartingIntent", "AudioStartingIntent"])
    func formerInAppProtocols(conformance: String) throws {
        let write = Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")", conformance: conformance)
        let report = try run(intent: write, targets: ["Widget", "App"])
        #expect(report.findings(of: "intent-writer").isEmpty, "\(report.serious.map(\.message))")
    }

    @Test("The fix fits the stack and the deployment: no home_widget in a native app, @available below iOS 16.4, no allowedExecutionTargets below its OS")
    func fixFitsTheProject() throws {
        let write = Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")")
        let modern = try #require(try run(intent: write).findings(of: "intent-writer").first?.fix)
        #expect(!modern.contains("home_widget"))
        #expect(modern.contains("`@available(*, deprecated) @available(iOSApplicationExtension, unavailable) extension TapIntent: ForegroundContinuableIntent {}`"))
        #expect(!modern.contains("@available(iOS 16.4"))
        #expect(!modern.contains("allowedExecutionTargets"))
        let old = try #require(try run(intent: write, deploymentTarget: "16.0").findings(of: "intent-writer").first?.fix)
        #expect(old.contains("`@available(*, deprecated) @available(iOS 16.4, *) @available(iOSApplicationExtension, unavailable) extension TapIntent"))
        let future = try #require(try run(intent: write, deploymentTarget: "27.0").findings(of: "intent-writer").first?.fix)
        #expect(future.contains("allowedExecutionTargets"))
    }

    /// The fix names the targets as they are: "compile F into the app too" only where the app does
    /// not compile F; where it does (the intent in both, unpinned), only the pin is to add.
    @Test("The fix asks to compile the intent's file into the app only where the app does not already compile it")
    func fixFitsTheTargets() throws {
        let write = Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")")
        let widgetOnly = try #require(try run(intent: write).findings(of: "intent-writer").first?.fix)
        #expect(widgetOnly.contains("compile Shared/TapIntent.swift into App too"), "\(widgetOnly)")
        let both = try #require(try run(intent: write, targets: ["Widget", "App"]).findings(of: "intent-writer").first?.fix)
        #expect(!both.contains("compile Shared/TapIntent.swift into"), "\(both)")
        #expect(both.contains("App compiles Shared/TapIntent.swift already"), "\(both)")
        #expect(both.contains("ForegroundContinuableIntent {}`"), "\(both)")
    }

    /// Apple deprecated `ForegroundContinuableIntent` and `openAppWhenRun` at 26 for `supportedModes`
    /// (`.foreground(.dynamic)` in place of the protocol): a fix names the replacement where the app
    /// deploys at 26, and both below it, the replacement behind `@available(iOS 26.0, *)` and the old
    /// form in Apple's `@available(*, deprecated)` form, so that it compiles at the deployment target
    /// and warns of nothing with a current SDK.
    @Test("The pin is supportedModes from iOS 26; below it, supportedModes behind @available and the deprecated form for older systems",
          arguments: [("26.0", false), ("26.2", false), ("17.0", true), ("16.0", true)])
    func pinFitsTheSDKEra(deploymentTarget: String, legacy: Bool) throws {
        let write = Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")")
        let fix = try #require(try run(intent: write, deploymentTarget: deploymentTarget).findings(of: "intent-writer").first?.fix)
        let plain = "`extension TapIntent { static var supportedModes: IntentModes { .foreground(.dynamic) } }`"
        let guarded = "`@available(iOS 26.0, *) extension TapIntent { static var supportedModes: IntentModes { .foreground(.dynamic) } }`"
        #expect(fix.contains(legacy ? guarded : plain), "\(fix)")
        #expect(fix.contains("ForegroundContinuableIntent") == legacy, "\(fix)")
        // Never the deprecated API without Apple's form that keeps it quiet.
        #expect(!fix.contains("`@available(iOSApplicationExtension, unavailable) extension TapIntent: ForegroundContinuableIntent"), "\(fix)")
    }

    @Test("Where the app's platform has no ForegroundContinuableIntent (visionOS), the pin below 26 is openAppWhenRun; from 26 supportedModes",
          arguments: [("2.0", true), ("26.0", false)])
    func visionOSPinsWithOpenAppWhenRun(deploymentTarget: String, opens: Bool) throws {
        let write = Self.intent("UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")")
        let report = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Shared/TapIntent.swift"] = .text(write)
            $0.project?.update("Widget") { $0.sources.append("Shared/TapIntent.swift") }
            for target in ["App", "Widget"] {
                $0.project?.update(target) { $0.settings["SDKROOT"] = "xros"; $0.settings["XROS_DEPLOYMENT_TARGET"] = deploymentTarget }
            }
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: TapIntent()) { Text(\"Tap\") }"))
        })
        let fix = try #require(report.findings(of: "intent-writer").first?.fix)
        #expect(fix.contains("`@available(*, deprecated) extension TapIntent { static var openAppWhenRun: Bool { true } }`") == opens, "\(fix)")
        #expect(fix.contains("(each tap opens the app)") == opens)
        #expect(fix.contains("supportedModes: IntentModes { .foreground(.dynamic) } }`"))
        #expect(!fix.contains("ForegroundContinuableIntent"))
    }
}
