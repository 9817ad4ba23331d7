import Foundation
import Findings
import Testing
@testable import Doctor

/// "A write is followed by a reload, or the widget stays stale" (the seeds' second lesson), in each
/// language an app writes the group from. Shaped like real apps: a React Native module in
/// Objective-C writing the widget's key with no reload anywhere (when-do-client, unseen), a
/// Flutter app saving without `updateWidget`, a reload only in a comment, a reload through a
/// bridge of the project's own, a write only the widget's intent makes.
@Suite("app-reload: the app writes what the widget reads and nothing reloads")
struct AppReloadTests {
    private func warnings(_ input: ExampleInput) throws -> [DoctorFinding] {
        try ExampleRun(input).findings.filter { $0.check == "app-reload" && $0.severity != .ok }
    }

    @Test("A Swift write with no reload anywhere: one warning at the write, whose fix reloads the widget's kind")
    func swiftWrite() throws {
        let found = try warnings(.widgetApp.with { $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false)) })
        #expect(found.map(\.file) == ["App/AppModel.swift"] && found.map(\.line) == [7] && found.map(\.target) == ["App"])
        #expect(found.first?.fix?.contains("reloadTimelines(ofKind: \"PetWidget\")") == true)
    }

    @Test("Several widget kinds: the Swift fix reloads all timelines, the Dart fix names each kind (MoeMemos' three widgets read the key)")
    func severalKinds() throws {
        let widget = ExampleInput.widgetSwift() + ContainerBackground.lockScreenWidget(background: true)
        let swift = try warnings(.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
            $0.files["Widget/PetWidget.swift"] = .text(widget)
        })
        #expect(swift.map(\.line) == [7])
        #expect(swift.first?.fix?.contains("reloadAllTimelines()") == true)
        let dart = try warnings(.flutterApp.with {
            $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.setAppGroupId('\(ExampleInput.group)')",
                                                                "HomeWidget.saveWidgetData<int>('count', count)"]))
            $0.files["ios/PetWidget/PetWidget.swift"] = .text(widget)
        })
        #expect(dart.map(\.line) == [5])
        #expect(["'PetWidget'", "'PetBadge'"].allSatisfy { dart.first?.fix?.contains("HomeWidget.updateWidget(iOSName: \($0))") == true })
    }

    @Test("A reload only in a comment is none; one named in any language's code, whatever its receiver, is",
          arguments: [("// WidgetCenter.shared.reloadAllTimelines()", true), ("WidgetBridge.reloadAllTimelines()", false),
                      ("ExtensionStorage.reloadWidget()", false)])
    func reloadNamed(line: String, warns: Bool) throws {
        let found = try warnings(.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text(ExampleInput.appModelSwift(reloads: false)
                .replacing("struct CountView", with: "func refresh() {\n    \(line)\n}\n\nstruct CountView"))
        })
        #expect(found.count == (warns ? 1 : 0))
    }

    @Test("An Objective-C module's write with no reload: the fix goes through Swift, which WidgetCenter needs")
    func objectiveCWrite() throws {
        let module = """
            #import "PetDefaults.h"

            @implementation PetDefaults

            RCT_EXPORT_METHOD(save:(NSInteger)count)
            {
              NSUserDefaults *shared = [[NSUserDefaults alloc] initWithSuiteName:@"\(ExampleInput.group)"];
              [shared setInteger:count forKey:@"count"];
            }

            @end

            """
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text("import Foundation\n\nenum AppModel {}\n")
            $0.files["App/PetDefaults.m"] = .text(module)
            $0.project?.update("App") { $0.sources.append("App/PetDefaults.m") }
        })
        let found = run.findings.filter { $0.check == "app-reload" && $0.severity != .ok }
        #expect(found.map(\.file) == ["App/PetDefaults.m"] && found.map(\.line) == [8], "\(run.findings.filter { $0.severity != .ok }.map(\.message))")
        #expect(found.first?.fix?.contains("@objc") == true)
    }

    @Test("A Flutter app saving without updateWidget: the fix is home_widget's updateWidget; with it, quiet")
    func flutter() throws {
        let found = try warnings(.flutterApp.with {
            $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.setAppGroupId('\(ExampleInput.group)')",
                                                                "HomeWidget.saveWidgetData<int>('count', count)"]))
        })
        #expect(found.map(\.file) == ["lib/main.dart"] && found.map(\.line) == [5])
        #expect(found.first?.fix?.contains("HomeWidget.updateWidget(iOSName: 'PetWidget')") == true)
        #expect(try warnings(.flutterApp).isEmpty)
    }

    @Test("A write only the widget's intent makes is no app write: WidgetKit reloads after an intent")
    func intentWrite() throws {
        let found = try warnings(.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text("import Foundation\n\nenum AppModel {}\n")
            $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent()
            $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
        })
        #expect(found.isEmpty)
    }

    @Test("A watch app's write stays on the watch: no warning for the iPhone's widget (recess's shape)")
    func watchWrite() throws {
        let found = try warnings(.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text("import Foundation\n\nenum AppModel {}\n")
            $0.files["Watch/Bridge.swift"] = .text(ExampleInput.appModelSwift(reloads: false))
            $0.project?.targets.append(.init("Watch", ExampleProject.Target.application, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.watchkitapp", "CODE_SIGN_ENTITLEMENTS": "App/App.entitlements",
                "INFOPLIST_FILE": "App/Info.plist", "WATCHOS_DEPLOYMENT_TARGET": "10.0", "SDKROOT": "watchos",
            ], sources: ["Watch/Bridge.swift"]))
        })
        #expect(found.isEmpty)
    }
}
