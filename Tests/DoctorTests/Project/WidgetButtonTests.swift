import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// Widget buttons read from the project: which targets compile each App Intent, its pins, the
/// writes its perform() makes, and the process WidgetKit would pick; and the build problems
/// home_widget users report, each quiet when the project is right.
@Suite("doctor --project on widget buttons and builds")
struct WidgetButtonTests {
    static let intent = """
        import AppIntents
        import WidgetKit

        struct CountIntent: AppIntent {
          static var title: LocalizedStringResource = "Count"

          func perform() async throws -> some IntentResult {
            let defaults = UserDefaults(suiteName: "\(ClonedProject.flutterGroup)")
            defaults?.set((defaults?.integer(forKey: "count") ?? 0) + 1, forKey: "count")
            return .result()
          }
        }

        """

    /// The healthy clone with a `Button(intent: CountIntent())` in the widget, the intent in `intentFile`.
    static func interactive(_ project: inout ClonedProject, intentFile: String = "ios/TallyWidget/CountIntent.swift", intent: String = intent) {
        project.files[intentFile] = intent
        project.files["ios/TallyWidget/TallyWidget.swift"] = project.files["ios/TallyWidget/TallyWidget.swift"]!
            .replacingOccurrences(of: "Text(\"\\(entry.count)\")", with: "Button(intent: CountIntent()) { Text(\"\\(entry.count)\") }")
    }

    private func examine(_ change: (inout ClonedProject) -> Void) throws -> ProjectRun {
        var project = ClonedProject.flutter()
        change(&project)
        let scratch = try ScratchFolder()
        return try ProjectDoctor.examine(try project.write(to: scratch))
    }

    private func serious(_ report: ProjectRun) -> [DoctorFinding] {
        report.findings.filter { $0.severity == .problem || $0.severity == .warning }
    }

    @Test("An intent in both targets, unpinned and writing the group, makes the widget extension a second writer")
    func unpinnedIntentInBothTargets() throws {
        let report = try examine { project in
            Self.interactive(&project)
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/CountIntent.swift") }
            project.project.update("Runner") { $0.sources.append("TallyWidget/CountIntent.swift") }
        }
        let writer = try #require(report.findings(IntentWriter.self).first, "\(serious(report).map(\.message))")
        #expect(writer.severity == .warning)
        #expect(writer.message.contains("second writer"))
        #expect(writer.message.contains("defaults?.set("))
        #expect(writer.fix?.contains("ForegroundContinuableIntent") == true)
        #expect(serious(report).count == 1)
    }

    @Test("A button only a widget the bundle compiles out draws is never tapped: no writer; with the condition set, the writer")
    func buttonOfACompiledOutWidget() throws {
        // Shaped like an extension keeping an experimental widget behind `#if CLIPBOARD`, which no
        // configuration sets: its button's intent never runs.
        let change = { (project: inout ClonedProject, flags: String?) in
            Self.interactive(&project)
            project.project.update("TallyWidgetExtension") { target in
                target.sources.append("TallyWidget/CountIntent.swift")
                if let flags { target.settings["Debug"]?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = flags }
            }
            project.project.update("Runner") { $0.sources.append("TallyWidget/CountIntent.swift") }
            project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = project.files["ios/TallyWidget/TallyWidgetBundle.swift"]!
                .replacingOccurrences(of: "    TallyWidget()\n", with: "    #if CLIPBOARD\n    TallyWidget()\n    #endif\n")
        }
        let out = try examine { change(&$0, nil) }
        #expect(out.findings(IntentWriter.self).isEmpty, "\(serious(out).map(\.message))")
        let set = try examine { change(&$0, "DEBUG CLIPBOARD") }
        #expect(set.findings(IntentWriter.self).count == 1, "\(serious(set).map(\.message))")
    }

    @Test("Pinned to the app by ForegroundContinuableIntent, the same intent is quiet")
    func pinnedIntent() throws {
        let report = try examine { project in
            Self.interactive(&project, intent: Self.intent + "\n@available(iOSApplicationExtension, unavailable)\nextension CountIntent: ForegroundContinuableIntent {}\n")
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/CountIntent.swift") }
            project.project.update("Runner") { $0.sources.append("TallyWidget/CountIntent.swift") }
        }
        #expect(serious(report).isEmpty, "\(serious(report).map(\.message))")
        #expect(report.projects[0].targets.isEmpty == false)
    }

    /// The clone with a button running `intent`, compiled into the app and the widget extension.
    private func inBothTargets(_ intent: String) throws -> ProjectRun {
        try examine { project in
            Self.interactive(&project, intent: intent)
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/CountIntent.swift") }
            project.project.update("Runner") { $0.sources.append("TallyWidget/CountIntent.swift") }
        }
    }

    /// An intent in both targets, with `line` added to its body (or a conformance after it).
    private static func intent(pinnedBy line: String) -> String {
        line.hasPrefix("extension") ? intent + "\n@available(iOSApplicationExtension, unavailable)\n" + line + "\n"
            : intent.replacingOccurrences(of: "  static var title: LocalizedStringResource = \"Count\"\n", with: "  static var title: LocalizedStringResource = \"Count\"\n  \(line)\n")
    }

    @Test("openAppWhenRun = true, in each way it is written, opens the app in the foreground; ForegroundContinuableIntent starts in the background",
          arguments: [
              ("static var openAppWhenRun: Bool = true", "main", true),
              ("static var openAppWhenRun = true", "main", true),
              ("static let openAppWhenRun = true", "main", true),
              ("public static let openAppWhenRun: Bool = true", "main", true),
              // Apple's documentation writes it computed.
              ("static var openAppWhenRun: Bool { true }", "main", true),
              ("static var openAppWhenRun: Bool { return true }", "main", true),
              ("extension CountIntent: ForegroundContinuableIntent {}", "main", false),
              ("static var openAppWhenRun: Bool { false }", "widgetKitExtension", false),
              ("static var openAppWhenRun: Bool = false", "widgetKitExtension", false),
              ("// static var openAppWhenRun: Bool = true", "widgetKitExtension", false),
              ("", "widgetKitExtension", false),
          ] as [(String, String, Bool)])
    func opensTheApp(line: String, coldTarget: String, opens: Bool) throws {
        let report = try inBothTargets(Self.intent(pinnedBy: line))
        let button = try #require(report.report.summaries.flatMap(\.buttons).first)
        #expect(button.cold.target == coldTarget)
        #expect(button.cold.launchesApp == (coldTarget == "main"))
        #expect(button.cold.opensApp == opens)
        #expect(button.warm.target == "main" && !button.warm.launchesApp)
        #expect(button.warm.opensApp == opens)
    }

    /// Shaped like real intents: the pin in a plain extension (Apple's `@available(*, deprecated)`
    /// form for openAppWhenRun), iOS 26's `supportedModes` stored, computed, in a set, behind
    /// `@available`, or given by a protocol the intent conforms to.
    @Test("Every declaration that runs an intent in the app is read, in the type or an extension of it or of its protocol",
          arguments: [
              ("extension CountIntent { static var openAppWhenRun: Bool { true } }", "main", true),
              ("@available(*, deprecated)\nextension CountIntent {\n    static var openAppWhenRun: Bool { true }\n}", "main", true),
              ("extension CountIntent {\n  public static let openAppWhenRun = true\n}", "main", true),
              ("extension CountIntent { static var openAppWhenRun: Bool { false } }", "widgetKitExtension", false),
              ("extension CountIntent { static var supportedModes: IntentModes { .foreground } }", "main", true),
              ("extension CountIntent {\n  static let supportedModes: IntentModes = .foreground(.immediate)\n}", "main", true),
              ("extension CountIntent { nonisolated static var supportedModes: IntentModes { .foreground(.deferred) } }", "main", true),
              ("extension CountIntent { static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] } }", "main", false),
              ("extension CountIntent { static let supportedModes: IntentModes = .background }", "widgetKitExtension", false),
              // The widget extension deploys to iOS 17: below 26 the guarded pin does not hold, unless an older one does.
              ("@available(iOS 26.0, *)\nextension CountIntent {\n  static var supportedModes: IntentModes { .foreground }\n}", "widgetKitExtension", false),
              ("extension CountIntent {\n  @available(iOS 26.0, *)\n  static var supportedModes: IntentModes { .foreground }\n}", "widgetKitExtension", false),
              ("@available(*, deprecated)\nextension CountIntent { static var openAppWhenRun: Bool { true } }\n"
                  + "@available(iOS 26.0, *)\nextension CountIntent { static var supportedModes: IntentModes { [.background, .foreground(.dynamic)] } }", "main", true),
              ("protocol OpeningIntent: AppIntent {}\nextension OpeningIntent { static var supportedModes: IntentModes { .foreground } }\n"
                  + "extension CountIntent: OpeningIntent {}", "main", true),
          ] as [(String, String, Bool)])
    func pinsOutsideTheType(extra: String, coldTarget: String, opens: Bool) throws {
        let report = try inBothTargets(Self.intent + "\n" + extra + "\n")
        let button = try #require(report.report.summaries.flatMap(\.buttons).first)
        #expect(button.cold.target == coldTarget)
        #expect(button.cold.opensApp == opens)
        #expect(button.warm.opensApp == opens)
        // The one decision: the writer check follows where the intent runs.
        #expect(report.findings(IntentWriter.self).isEmpty == (coldTarget == "main"), "\(serious(report).map(\.message))")
    }

    @Test("A pin behind @available(iOS 26, *) holds where the extension deploys at 26")
    func guardedPinAtItsVersion() throws {
        let report = try examine { project in
            Self.interactive(&project, intent: Self.intent + "\n@available(iOS 26.0, *)\nextension CountIntent {\n  static var supportedModes: IntentModes { .foreground }\n}\n")
            project.project.update("TallyWidgetExtension") { target in
                target.sources.append("TallyWidget/CountIntent.swift")
                for name in target.settings.keys { target.settings[name]?["IPHONEOS_DEPLOYMENT_TARGET"] = "26.0" }
            }
            project.project.update("Runner") { $0.sources.append("TallyWidget/CountIntent.swift") }
        }
        let button = try #require(report.report.summaries.flatMap(\.buttons).first)
        #expect(button.cold.target == "main")
        #expect(button.pin == "supportedModes .foreground")
        #expect(report.findings(IntentWriter.self).isEmpty, "\(serious(report).map(\.message))")
    }

    @Test("An intent only the app compiles: the widget's button does nothing, a problem")
    func intentOnlyInTheApp() throws {
        let report = try examine { project in
            Self.interactive(&project, intentFile: "ios/Runner/CountIntent.swift")
            project.project.update("Runner") { $0.sources.append("Runner/CountIntent.swift") }
        }
        let problem = try #require(report.findings(WidgetButtonCheck.self).first)
        #expect(problem.severity == .problem)
        #expect(problem.message.contains("only Runner compiles"))
        #expect(problem.fix?.contains("TallyWidgetExtension") == true)
    }

    @Test("A write made through a helper function of the target is found")
    func writeThroughAHelper() throws {
        let report = try examine { project in
            Self.interactive(&project, intent: """
                import AppIntents

                struct CountIntent: AppIntent {
                  static var title: LocalizedStringResource = "Count"
                  func perform() async throws -> some IntentResult {
                    TallyStore.shared.bump()
                    return .result()
                  }
                }

                """)
            project.files["ios/TallyWidget/TallyStore.swift"] = """
                final class TallyStore {
                  static let shared = TallyStore()
                  private let defaults = UserDefaults(suiteName: "\(ClonedProject.flutterGroup)")
                  func bump() {
                    defaults?.set(1, forKey: "count")
                  }
                }

                """
            project.project.update("TallyWidgetExtension") { $0.sources += ["TallyWidget/CountIntent.swift", "TallyWidget/TallyStore.swift"] }
        }
        let writer = try #require(report.findings(IntentWriter.self).first, "\(serious(report).map(\.message))")
        #expect(writer.message.contains("compiled only into TallyWidgetExtension"))
        #expect(writer.message.contains("defaults?.set(1, forKey: \"count\")"))
    }

    @Test("Synchronized folders: an exception set adds the intent to the app, and #if !WIDGET_EXTENSION keeps the write out of the extension")
    func synchronizedFoldersAndConditions() throws {
        let guarded = Self.intent.replacingOccurrences(of: "    let defaults", with: "    #if !WIDGET_EXTENSION\n    let defaults")
            .replacingOccurrences(of: "forKey: \"count\")\n", with: "forKey: \"count\")\n    #endif\n")
        let report = try examine { project in
            Self.interactive(&project, intent: guarded)
            project.project.update("TallyWidgetExtension") { target in
                target.sources = []
                target.synchronizedFolders = ["TallyWidget"]
                for name in target.settings.keys { target.settings[name]?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "WIDGET_EXTENSION" }
            }
            project.project.exceptions = [ProjectBuilder.Exception(folder: "TallyWidget", target: "Runner", files: ["CountIntent.swift"])]
        }
        let intent = try #require(report.projects[0].intents.first { $0.name == "CountIntent" })
        #expect(Set(intent.targets) == ["Runner", "TallyWidgetExtension"])
        #expect(intent.writes["TallyWidgetExtension"] == [])
        #expect(intent.writes["Runner"]?.isEmpty == false)
        #expect(report.findings(IntentWriter.self).isEmpty, "\(serious(report).map(\.message))")
    }

    @Test("An app intent that writes the group and reloads nothing leaves the widget stale")
    func intentWithoutReload() throws {
        let report = try examine { project in
            project.files["ios/Runner/CountIntent.swift"] = Self.intent
            project.project.update("Runner") { $0.sources.append("Runner/CountIntent.swift") }
        }
        let stale = try #require(report.findings(IntentReload.self).first)
        #expect(stale.target == "Runner")
        #expect(stale.fix?.contains("reloadTimelines") == true)
    }

    /// A setting of the app's own kept in the group (a "confirm before opening" flag): the widget
    /// never reads it, so writing it needs no reload.
    @Test("An app intent that writes only a key no file outside the app mentions is a note, not a stale widget")
    func intentWritesAKeyTheWidgetNeverReads() throws {
        let report = try examine { project in
            project.files["ios/Runner/CountIntent.swift"] = Self.intent.replacingOccurrences(
                of: #"defaults?.set((defaults?.integer(forKey: "count") ?? 0) + 1, forKey: "count")"#,
                with: #"defaults?.set(false, forKey: "confirmBeforeOpening")"#)
            project.project.update("Runner") { $0.sources.append("Runner/CountIntent.swift") }
        }
        #expect(report.findings(IntentReload.self).allSatisfy { $0.severity == .note }, "\(serious(report).map(\.message))")
        let note = try #require(report.findings(IntentReload.self).first)
        #expect(note.message.contains("confirmBeforeOpening"))
        let intent = try #require(report.projects[0].intents.first { $0.name == "CountIntent" })
        #expect(intent.writes["Runner"]?.first?.key == "confirmBeforeOpening")
    }

    @Test("Thin Binary before Embed Foundation Extensions is Xcode 15's build cycle; the right order is quiet")
    func thinBinaryOrder() throws {
        let wrong = try examine { project in
            project.project.update("Runner") { $0.phases = ["Run Script", "sources", "Thin Binary", "embed"] }
        }
        let cycle = try #require(wrong.findings(BuildPhaseOrder.self).first)
        #expect(cycle.severity == .problem)
        #expect(cycle.message.contains("Cycle inside Runner"))
        #expect(cycle.fix?.contains("drag Embed Foundation Extensions above Thin Binary") == true)
        #expect(try examine { _ in }.findings(BuildPhaseOrder.self).isEmpty)
    }

    @Test("Every Flutter plugin's pod installed into the extension is a problem, naming the Podfile line")
    func extensionPods() throws {
        let report = try examine { project in
            project.files["ios/Podfile"] = project.files["ios/Podfile"]!.replacingOccurrences(
                of: "target 'TallyWidgetExtension' do\n  use_frameworks!\n",
                with: "target 'TallyWidgetExtension' do\n  use_frameworks!\n  flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))\n")
        }
        let pods = try #require(report.findings(ExtensionPods.self).first)
        #expect(pods.file == "ios/Podfile")
        #expect(pods.line == 13)
        #expect(pods.severity == .problem)
    }

    @Test("A widget deploying above its app is information with both versions")
    func deploymentTargets() throws {
        let report = try examine { _ in }
        let info = try #require(report.findings(DeploymentTarget.self).first)
        #expect(info.severity == .ok)
        #expect(info.message.contains("17.0") && info.message.contains("13.0"))
    }

    @Test("A widget without containerBackground, and a view with two .widgetURLs")
    func views() throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/TallyWidget.swift"] = project.files["ios/TallyWidget/TallyWidget.swift"]!
                .replacingOccurrences(of: ".containerBackground(.fill.tertiary, for: .widget)", with: "")
            project.files["ios/TallyWidget/TallyView.swift"] = """
                struct TallyView: View {
                  var body: some View {
                    VStack {
                      Text("a").widgetURL(URL(string: "tally://a"))
                      Text("b").widgetURL(URL(string: "tally://b"))
                    }
                  }
                }

                """
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/TallyView.swift") }
        }
        #expect(report.findings(ContainerBackground.self).first?.severity == .problem)
        let url = try #require(report.findings(WidgetURL.self).first)
        #expect(url.line == 5)
        #expect(url.fix?.contains("Link") == true)
    }

    /// A widget's views often share one modifier that adopts the API where it exists, calling it
    /// on `self` without a dot; a method named like it is not the call.
    @Test("containerBackground called inside a View extension counts; containerBackgroundColor() and a string do not",
          arguments: [
              ("extension View {\n  func widgetBackground(_ style: some ShapeStyle) -> some View {\n    if #available(iOS 17.0, *) { return containerBackground(style, for: .widget) }\n    return background(style)\n  }\n}\n", true),
              ("func tint() -> Color { containerBackgroundColor() }\nlet note = \"call containerBackground(for: .widget)\"\n", false),
          ])
    func containerBackgroundWithoutDot(helper: String, adopted: Bool) throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/TallyWidget.swift"] = project.files["ios/TallyWidget/TallyWidget.swift"]!
                .replacingOccurrences(of: ".containerBackground(.fill.tertiary, for: .widget)", with: ".widgetBackground(.fill.tertiary)")
            project.files["ios/TallyWidget/WidgetBackground.swift"] = "import SwiftUI\n\n" + helper
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/WidgetBackground.swift") }
        }
        #expect(report.findings(ContainerBackground.self).contains { $0.severity == .problem } == !adopted)
    }

    /// Only one branch of an `if`/`else` or a `switch` is in the view at a time, so a
    /// `.widgetURL` in each is one per widget; a call outside the branches adds to each.
    @Test(".widgetURLs in exclusive branches are one per widget; one outside them plus one inside is two",
          arguments: [
              ("if empty {\n Text(\"a\").widgetURL(a)\n} else {\n VStack { Text(\"b\") }.widgetURL(b)\n}", nil),
              ("if empty {\n Text(\"a\").widgetURL(a)\n} else if full {\n Text(\"b\").widgetURL(b)\n} else {\n Text(\"c\").widgetURL(c)\n}", nil),
              ("switch family {\ncase .systemSmall:\n Text(\"a\").widgetURL(a)\ndefault:\n Text(\"b\").widgetURL(b)\n}", nil),
              ("VStack {\n if empty {\n Text(\"a\").widgetURL(a)\n }\n Text(\"b\").widgetURL(b)\n}", 7),
              ("if empty {\n Text(\"a\").widgetURL(a)\n} else {\n Text(\"b\").widgetURL(b)\n}\n.widgetURL(c)", 8),
              // Text that only reads like a call is no call, nor is an enum case or a type's
              // method of that name.
              ("Text(\".widgetURL(\").widgetURL(a)", nil),
              ("Tile(action: .widgetURL(\n Entry.widgetURL(for: p)))\n.widgetURL(a)\nif case .widgetURL(let u) = action { Text(u) }", nil),
              // Nested past what is told apart, a crafted file counts every call and still ends.
              (String(repeating: "if a {\n", count: 5_000) + "Text(\"a\").widgetURL(a)\n} else {\n Text(\"b\").widgetURL(b)\n"
                + String(repeating: "}\n", count: 5_000), 5_005),
          ] as [(String, Int?)])
    func exclusiveWidgetURLs(body: String, repeatedAt line: Int?) throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/TallyView.swift"] = "struct TallyView: View {\n  var body: some View {\n" + body + "\n  }\n}\n"
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/TallyView.swift") }
        }
        #expect(report.findings(WidgetURL.self).map(\.line) == (line.map { [$0] } ?? []))
    }

    /// Lead's decision 16: counted per path through `body`, a helper (a computed property, a
    /// method, another view) counting where it is used, as moers festival's switch over families
    /// calls one helper per case, each setting `.widgetURL` once.
    @Test(".widgetURL counted per path through body, following the view's helpers and other views",
          arguments: [
              // One helper per case of a switch: one per widget.
              ("""
               struct TallyView: View {
                 var body: some View {
                   switch family {
                   case .systemSmall: smallCard
                   case .systemMedium: card(rows: 3)
                   default: RowView()
                   }
                 }
                 private var smallCard: some View { Text("a").widgetURL(a) }
                 private func card(rows: Int) -> some View { VStack { Text("b") }.widgetURL(b) }
               }
               struct RowView: View {
                 var body: some View { Text("c").widgetURL(c) }
               }
               """, [] as [Int]),
              // Two helpers on one path: two, reported where the second is used.
              ("""
               struct TallyView: View {
                 var body: some View {
                   VStack {
                     header
                     self.footer
                   }
                 }
                 private var header: some View { Text("a").widgetURL(a) }
                 private var footer: some View { Text("b").widgetURL(b) }
               }
               """, [5]),
              // Two views of the project on one path: the view composing them.
              ("""
               struct TallyView: View {
                 var body: some View {
                   HStack { LeftView(); RightView() }
                 }
               }
               struct LeftView: View {
                 var body: some View { Text("a").widgetURL(a) }
               }
               struct RightView: View {
                 var body: some View { Text("b").widgetURL(b) }
               }
               """, [3]),
              // A view that sets it twice itself is the one reported, not the view using it.
              ("""
               struct TallyView: View {
                 var body: some View { PairView() }
               }
               struct PairView: View {
                 var body: some View {
                   VStack { Text("a").widgetURL(a); Text("b").widgetURL(b) }
                 }
               }
               """, [6]),
              // A view reading its own static constant in its one .widgetURL (videolan+vlc-ios's
              // shape) is not inside itself.
              ("""
               struct TallyView: View {
                 private static let scheme = "tally://"
                 var body: some View {
                   VStack { Text("a") }
                     .widgetURL(URL(string: TallyView.scheme + "a"))
                 }
               }
               """, []),
              // Another view named for a member, as a metatype or in a type annotation is not drawn there.
              ("""
               struct TallyView: View {
                 var body: some View {
                   VStack {
                     let spare: RowView? = nil
                     Text(RowView.title + String(describing: RowView.self))
                   }
                   .widgetURL(URL(string: "tally://a"))
                 }
               }
               struct RowView: View {
                 static let title = "row"
                 var body: some View { Text("c").widgetURL(c) }
               }
               """, []),
              // Built as `Name.init(` or with a trailing closure, a view is drawn.
              ("""
               struct TallyView: View {
                 var body: some View {
                   VStack {
                     RowView.init()
                     CardView { Text("b") }
                   }
                 }
               }
               struct RowView: View {
                 var body: some View { Text("c").widgetURL(c) }
               }
               struct CardView: View {
                 let label: () -> Text
                 var body: some View { label().widgetURL(d) }
               }
               """, [5]),
          ] as [(String, [Int])])
    func widgetURLThroughHelpers(file: String, repeatedAt lines: [Int]) throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/TallyView.swift"] = file + "\n"
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/TallyView.swift") }
        }
        #expect(report.findings(WidgetURL.self).compactMap(\.line) == lines)
    }

    @Test("setAppGroupId after registerInteractivityCallback in the same function is a problem")
    func groupIDOrder() throws {
        let report = try examine { project in
            project.files["lib/main.dart"] = project.files["lib/main.dart"]!.replacingOccurrences(
                of: "  await HomeWidget.setAppGroupId(appGroupId);\n",
                with: "  await HomeWidget.registerInteractivityCallback(backgroundCallback);\n  await HomeWidget.setAppGroupId(appGroupId);\n")
        }
        let order = try #require(report.findings(GroupIDOrder.self).first)
        #expect(order.line == 8)
        #expect(order.message.contains("line 9"))
        #expect(try examine { _ in }.findings(GroupIDOrder.self).isEmpty)
    }

    @Test("In JSON every key of an intent and a button is present, null when it does not apply")
    func jsonKeys() throws {
        let report = try examine { project in
            Self.interactive(&project)
            project.project.update("TallyWidgetExtension") { $0.sources.append("TallyWidget/CountIntent.swift") }
        }
        let summary = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(DoctorDocument(report.report).project?.projects[0])) as? [String: Any])
        let intent = try #require((summary["intents"] as? [[String: Any]])?.first)
        #expect(Set(intent.keys) == ["name", "file", "line", "targets", "allowed", "pin", "writes", "reloads", "unfollowed"])
        #expect(intent["pin"] is NSNull && intent["allowed"] is NSNull)
        let button = try #require((summary["buttons"] as? [[String: Any]])?.first)
        #expect(Set(button.keys) == ["intent", "call", "file", "line", "compiledBy", "pin", "cold", "warm"])
        let cold = try #require(button["cold"] as? [String: Any])
        #expect(Set(cold.keys) == ["target", "launchesApp", "opensApp", "reason", "writes"])
        #expect(cold["target"] as? String == "widgetKitExtension")
    }
}
