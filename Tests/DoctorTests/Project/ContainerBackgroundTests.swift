import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// containerBackground per widget, not per extension (issue 37, class 2), and a fix that compiles
/// where the extension deploys (class 5). The bundles are shaped like real ones: a Lock Screen
/// widget beside a Home Screen widget that adopts it through a `View` extension (WePeiYang), five
/// widgets none of which calls it (Calq), the only call inside a `/* */` comment (Recon Bolt), a
/// Live Activity and a widget declared but not registered, a shared modifier struct, a watchOS
/// complication (Mukku).
@Suite("container-background per widget")
struct ContainerBackgroundTests {
    static let bundle = """
        import SwiftUI
        import WidgetKit

        @main
        struct TallyWidgetBundle: WidgetBundle {
          var body: some Widget {
            TallyWidget()
            if #available(iOSApplicationExtension 16.0, *) {
              TallyBadge()
            }
            TallyChart()
            TallyLiveActivity()
          }
        }

        """

    static let widgets = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct TallyWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "TallyWidget", provider: Provider()) { entry in
              TallyView(entry: entry)
            }
          }
        }

        struct TallyBadge: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "TallyBadge", provider: Provider()) { entry in
              BadgeView(count: entry.count)
            }
            .supportedFamilies([.accessoryCircular, .accessoryRectangular])
          }
        }

        struct TallyChart: Widget {
          var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "TallyChart", intent: ChartIntent.self, provider: ChartProvider()) { entry in
              ChartView(entry: entry)
            }
          }
        }

        struct TallyLiveActivity: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: TallyAttributes.self) { context in
              Text("\\(context.state.count)")
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("tally") } }
            }
          }
        }

        struct StrayWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "Stray", provider: Provider()) { entry in
              Text("never registered")
            }
          }
        }

        struct TallyView: View {
          let entry: TallyEntry
          var body: some View {
            Text("\\(entry.count)").tallyBackground()
          }
        }

        struct BadgeView: View {
          let count: Int
          var body: some View {
            ZStack { AccessoryWidgetBackground(); Text("\\(count)") }
          }
        }

        struct ChartView: View {
          let entry: ChartEntry
          var body: some View {
            Text("chart")
            /*
              .containerBackground(for: .widget) { Color.blue }
            */
          }
        }

        extension View {
          @ViewBuilder
          func tallyBackground() -> some View {
            if #available(iOSApplicationExtension 17.0, *) {
              containerBackground(for: .widget) { Color.orange }
            } else {
              background(Color.orange)
            }
          }
        }

        """

    private func examine(deploymentTarget: String = "15.0", _ change: (inout ClonedProject) -> Void = { _ in }) throws -> ProjectRun {
        var project = ClonedProject.flutter()
        project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = Self.bundle
        project.files["ios/TallyWidget/Widgets.swift"] = Self.widgets
        project.project.update("TallyWidgetExtension") { target in
            target.sources.append("TallyWidget/Widgets.swift")
            for name in target.settings.keys { target.settings[name]?["IPHONEOS_DEPLOYMENT_TARGET"] = deploymentTarget }
        }
        change(&project)
        let scratch = try ScratchFolder()
        return try ProjectDoctor.examine(try project.write(to: scratch))
    }

    private func places(_ report: ProjectRun) -> [String] {
        report.findings(ContainerBackground.self).filter { $0.severity != .ok }.map { "\($0.target ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }.sorted()
    }

    @Test("Each registered widget that reaches no containerBackground is one problem on its configuration's line")
    func perWidget() throws {
        let report = try examine()
        #expect(places(report) == ["TallyWidgetExtension ios/TallyWidget/Widgets.swift:15", "TallyWidgetExtension ios/TallyWidget/Widgets.swift:24"])
        #expect(report.findings(ContainerBackground.self).allSatisfy { $0.severity == .problem })
        // The widget file's first widget (TallyWidget, through the View extension) is fine, and
        // TallyWidget.swift's own widget is no longer registered by the bundle.
        #expect(!places(report).contains { $0.hasSuffix("TallyWidget.swift:25") })
    }

    @Test("Below iOS 17 the fix is the if #available form; from iOS 17 on, the modifier itself")
    func fixFitsTheDeploymentTarget() throws {
        let old = try #require(try examine(deploymentTarget: "15.0").findings(ContainerBackground.self).first)
        #expect(old.fix?.contains("if #available(iOSApplicationExtension 17.0, *)") == true)
        #expect(old.message.contains("iOS 17"))
        let current = try #require(try examine(deploymentTarget: "17.0").findings(ContainerBackground.self).first)
        #expect(current.fix?.contains("#available") == false)
        #expect(current.fix?.contains(".containerBackground(for: .widget)") == true)
    }

    @Test("A watchOS complication's fix names watchOS 10, not iOS 17, and no Lock Screen")
    func watchComplication() throws {
        let report = try examine { project in
            project.project.update("TallyWidgetExtension") { target in
                for name in target.settings.keys {
                    target.settings[name]?["SDKROOT"] = "watchos"
                    target.settings[name]?["WATCHOS_DEPLOYMENT_TARGET"] = "9.4"
                }
            }
        }
        let finding = try #require(report.findings(ContainerBackground.self).first)
        #expect(finding.message.contains("watchOS 10"))
        #expect(!finding.message.contains("iOS 17"))
        // The Lock Screen and its error symbol are the iPhone's; a watch has neither.
        #expect(!finding.message.contains("Lock Screen"))
        #expect(finding.fix?.contains("if #available(watchOS 10.0, *)") == true)
    }

    /// Held-out daneden+Zeitgeist: on iOS 26 its bundle registers `XWithPushHandler` widgets whose
    /// body is `X().body.pushHandler(...)`; each shows X's configuration, views and kind.
    @Test("A widget whose body is another widget's shows that widget's views and kind")
    func widgetWrappingAnother() throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = Self.bundle
                .replacingOccurrences(of: "TallyWidget()", with: "TallyWidgetWithPush()")
                .replacingOccurrences(of: "TallyChart()", with: "TallyChartWithPush()")
            project.files["ios/TallyWidget/Widgets.swift"] = Self.widgets + """

                struct TallyWidgetWithPush: Widget {
                  var body: some WidgetConfiguration {
                    TallyWidget().body.pushHandler(TallyPushHandler.self)
                  }
                }

                struct TallyChartWithPush: Widget {
                  var body: some WidgetConfiguration {
                    TallyChart().body.pushHandler(TallyPushHandler.self)
                  }
                }

                """
        }
        // TallyBadge as before; the chart's wrapper shows ChartView, which has none: found at TallyChart's configuration; the tally's wrapper reaches TallyView's.
        #expect(places(report) == ["TallyWidgetExtension ios/TallyWidget/Widgets.swift:15", "TallyWidgetExtension ios/TallyWidget/Widgets.swift:24"])
        let kinds = report.code.filter { $0.kind == .widgetKind }.compactMap(\.value)
        #expect(Set(kinds) == ["TallyWidget", "TallyBadge", "TallyChart"], "\(kinds)")
    }

    @Test("A shared ViewModifier or entry view adopting it covers each widget that uses it")
    func sharedAdoption() throws {
        let report = try examine { project in
            project.files["ios/TallyWidget/Widgets.swift"] = Self.widgets
                .replacingOccurrences(of: "ZStack { AccessoryWidgetBackground(); Text(\"\\(count)\") }",
                                      with: "Text(\"\\(count)\").modifier(TallyBackground())")
                .replacingOccurrences(of: "ChartView(entry: entry)", with: "TallyView(entry: TallyEntry(date: entry.date, count: 0))")
                + "\nstruct TallyBackground: ViewModifier {\n  func body(content: Content) -> some View {\n    content.containerBackground(for: .widget) { Color.clear }\n  }\n}\n"
        }
        #expect(places(report).isEmpty, "\(places(report))")
    }

    @Test("A picture under a widget's content with no containerBackground: the fix moves it there, and accented-image leaves it (Daydream's shape)")
    func backdropMovesIntoContainerBackground() throws {
        let chart = """
            ZStack(alignment: .bottomLeading) {
                  Image("chartBackdrop")
                    .resizable()
                    .scaledToFill()
                  Text("chart")
                }
            """
        for deployment in ["15.0", "17.0"] {
            let report = try examine(deploymentTarget: deployment) { project in
                project.files["ios/TallyWidget/Widgets.swift"] = Self.widgets.replacingOccurrences(of: "Text(\"chart\")", with: chart)
            }
            let finding = try #require(report.findings(ContainerBackground.self).first { $0.line == 24 })
            #expect(finding.fix?.contains("ios/TallyWidget/Widgets.swift:66") == true, "\(finding.fix ?? "")")
            #expect(report.findings(AccentedImage.self).filter { $0.line == 66 }.isEmpty)
        }
        // Drawn above the content, or in a widget that has its container background, the picture is
        // judged by accented-image as before.
        let above = try examine { project in
            project.files["ios/TallyWidget/Widgets.swift"] = Self.widgets.replacingOccurrences(
                of: "Text(\"chart\")", with: "ZStack { Text(\"chart\"); Image(\"chartBackdrop\").resizable().scaledToFill() }")
        }
        #expect(above.findings(AccentedImage.self).map(\.line) == [65])
        #expect(above.findings(ContainerBackground.self).first { $0.line == 24 }?.fix?.contains("Widgets.swift:65") == false)
        let adopted = try examine { project in
            project.files["ios/TallyWidget/Widgets.swift"] = Self.widgets.replacingOccurrences(
                of: "Text(\"\\(entry.count)\").tallyBackground()", with: "ZStack { Image(\"tally\").resizable().scaledToFill(); Text(\"\\(entry.count)\") }.tallyBackground()")
        }
        #expect(adopted.findings(AccentedImage.self).filter { $0.severity == .warning }.map(\.line) == [51])
        // A picture made from data is the widget's content (a photo with its caption), not decoration.
        let photo = try examine { project in
            project.files["ios/TallyWidget/Widgets.swift"] = Self.widgets.replacingOccurrences(
                of: "Text(\"chart\")", with: chart.replacingOccurrences(of: "Image(\"chartBackdrop\")", with: "Image(uiImage: entry.photo)"))
        }
        #expect(photo.findings(AccentedImage.self).map(\.line) == [66])
        #expect(photo.findings(ContainerBackground.self).first { $0.line == 24 }?.fix?.contains("Widgets.swift:66") == false)
    }
}

/// A view reaches what it builds and the members it names, whatever they are declared as: a
/// `View` extension's computed property (`.badgeBackground`, ClashKingInc+ClashKingApp's
/// `@ViewBuilder var widgetBackground` applying a modifier per `#available` branch), a view's own
/// property named in its body, a static computed property of a type (`ChartStyle.card`); a type
/// named only for a member of its own
/// (`TallyView.title`) is not drawn there, nor is what its body calls.
extension ContainerBackgroundTests {
    static let badgeModifier = """

        @available(iOSApplicationExtension 17.0, *)
        struct BadgeBackground: ViewModifier {
          func body(content: Content) -> some View {
            content.containerBackground(for: .widget) { Color.black }
          }
        }

        """

    @Test("Computed properties are followed as functions are; a type named for its member is not drawn",
          arguments: [
              // The View extension's property applies a modifier in its #available branch.
              ([("ZStack { AccessoryWidgetBackground(); Text(\"\\(count)\") }", "Text(\"\\(count)\")\n      .badgeBackground")],
               "extension View {\n  @ViewBuilder var badgeBackground: some View {\n    if #available(iOSApplicationExtension 17.0, *) {\n"
                   + "      self.modifier(BadgeBackground())\n    } else {\n      self.background(Color.black)\n    }\n  }\n}\n" + badgeModifier,
               [24]),
              // The property calls it itself.
              ([("ZStack { AccessoryWidgetBackground(); Text(\"\\(count)\") }", "Text(\"\\(count)\").badgeBackground")],
               "extension View {\n  @ViewBuilder var badgeBackground: some View {\n    if #available(iOSApplicationExtension 17.0, *) {\n"
                   + "      containerBackground(for: .widget) { Color.black }\n    } else {\n      self\n    }\n  }\n}\n",
               [24]),
              // A view's own private property calling it, named bare in its body (CohesionBrew+VitalsCalc's shape).
              ([("Text(\"\\(entry.count)\").tallyBackground()",
                 "card\n  }\n  private var card: some View {\n    Text(\"\\(entry.count)\").containerBackground(for: .widget) { Color.orange }")],
               "", [15, 24]),
              // A static computed property of a type, named as its member.
              ([("Text(\"chart\")", "ChartStyle.card")],
               "enum ChartStyle {\n  static var card: some View {\n    Text(\"chart\").containerBackground(for: .widget) { Color.blue }\n  }\n}\n",
               [15]),
              // TallyView's static constant: TallyView is not drawn in ChartView, nor its tallyBackground().
              ([("Text(\"chart\")", "Text(TallyView.title)"), ("let entry: TallyEntry\n  var body", "let entry: TallyEntry\n  static let title = \"tally\"\n  var body")],
               "", [15, 24]),
              // Built as `.init(`, it is drawn.
              ([("Text(\"chart\")", "TallyView.init(entry: TallyEntry(date: entry.date, count: 0))")], "", [15]),
          ] as [([(String, String)], String, [Int])])
    func membersFollowed(replacements: [(String, String)], extra: String, problems: [Int]) throws {
        let report = try examine { project in
            var widgets = Self.widgets
            for (old, new) in replacements {
                #expect(widgets.contains(old))
                widgets = widgets.replacingOccurrences(of: old, with: new)
            }
            project.files["ios/TallyWidget/Widgets.swift"] = widgets + extra
        }
        #expect(report.findings(ContainerBackground.self).filter { $0.severity != .ok }.compactMap(\.line).sorted() == problems)
    }
}
