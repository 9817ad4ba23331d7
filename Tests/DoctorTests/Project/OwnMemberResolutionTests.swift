import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// A bare name inside a type is the type's own member before any other of that name (issue 37,
/// class 8 applied to views): two widgets' entry views in files of their own, each with a helper
/// `storyView(_:)` drawing its picture and a helper `footer(_:)`, only the small one's footer
/// calling `containerBackground` (msasikanth+twine's `unreadPostView` and `footer`, internal;
/// pelixpng+PastVuApp's `private func imageView(for:)`). Neither widget reaches the other's
/// helpers: the medium one has no container background, and each picture is its own widget's.
@Suite("own members first")
struct OwnMemberResolutionTests {
    static let bundle = """
        import SwiftUI
        import WidgetKit

        @main
        struct DigestBundle: WidgetBundle {
          var body: some Widget {
            DigestSmall()
            DigestMedium()
          }
        }

        """

    /// A digest widget's file: `name`'s view and widget, `access` before its helpers, `call`
    /// before the helpers' uses, `background` in its footer.
    static func digest(_ name: String, access: String, call: String, background: String) -> String {
        """
        import SwiftUI
        import WidgetKit

        struct \(name)View: View {
          let entry: DigestEntry

          var body: some View {
            VStack {
              \(call)storyView(entry.story)
              Text(entry.story.title)
            }
          }

          \(access)func storyView(_ story: Story) -> some View {
            ZStack(alignment: .bottom) {
              Image(uiImage: story.picture)
                .resizable()
                .scaledToFill()
              \(call)footer(story)
            }
          }

          \(access)func footer(_ story: Story) -> some View {
            Text(story.source)\(background)
          }
        }

        struct \(name): Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "\(name)", provider: DigestProvider()) { entry in
              \(name)View(entry: entry)
            }
          }
        }

        """
    }

    static let shared = """
        import SwiftUI
        import WidgetKit

        struct Story {
          let title: String
          let source: String
          let picture: UIImage
        }

        struct DigestEntry: TimelineEntry {
          let date: Date
          let story: Story
        }

        """

    private func examine(access: String, call: String, _ change: (inout ClonedProject) -> Void = { _ in }) throws -> (widgets: [RegisteredWidget], run: ProjectRun) {
        var project = ClonedProject.flutter()
        project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = Self.bundle
        project.files["ios/TallyWidget/DigestSmall.swift"] = Self.digest("DigestSmall", access: access, call: call,
                                                                          background: "\n      .containerBackground(for: .widget) { Color.black }")
        project.files["ios/TallyWidget/DigestMedium.swift"] = Self.digest("DigestMedium", access: access, call: call, background: "")
        project.files["ios/TallyWidget/Digest.swift"] = Self.shared
        change(&project)
        project.project.update("TallyWidgetExtension") { target in
            target.sources = ["TallyWidget/TallyWidgetBundle.swift", "TallyWidget/DigestSmall.swift", "TallyWidget/DigestMedium.swift", "TallyWidget/Digest.swift"]
            for name in target.settings.keys { target.settings[name]?["IPHONEOS_DEPLOYMENT_TARGET"] = "18.0" }
        }
        let scratch = try ScratchFolder()
        let run = try ProjectDoctor.examine(try project.write(to: scratch))
        return (run.report.project?.projects.flatMap(\.views.widgets) ?? [], run)
    }

    /// The line of the fixture's picture and of the widget's configuration.
    private static let pictureLine = 16, configurationLine = 30

    @Test("Each widget reaches its own view's helpers only: its container background, its picture",
          arguments: [("", ""), ("private ", ""), ("", "self."), ("fileprivate ", "self.")])
    func ownHelpers(access: String, call: String) throws {
        let (widgets, run) = try examine(access: access, call: call)
        let small = try #require(widgets.first { $0.name == "DigestSmall" })
        let medium = try #require(widgets.first { $0.name == "DigestMedium" })
        #expect(small.reachesContainerBackground)
        #expect(!medium.reachesContainerBackground)
        #expect(small.rasterImages.map { "\($0.file):\($0.line)" } == ["ios/TallyWidget/DigestSmall.swift:\(Self.pictureLine)"])
        #expect(medium.rasterImages.map { "\($0.file):\($0.line)" } == ["ios/TallyWidget/DigestMedium.swift:\(Self.pictureLine)"])
        let problems = run.findings(ContainerBackground.self).filter { $0.severity == .problem }.map { "\($0.file ?? "-"):\($0.line ?? 0)" }
        #expect(problems == ["ios/TallyWidget/DigestMedium.swift:\(Self.configurationLine)"])
    }

    @Test("A view without a helper of the name reaches the file-level one, never another file's private member",
          arguments: ["private ", "fileprivate "])
    func privateStaysInItsFile(access: String) throws {
        let (widgets, run) = try examine(access: access, call: "") { project in
            let medium = project.files["ios/TallyWidget/DigestMedium.swift"] ?? ""
            let footer = "\n  \(access)func footer(_ story: Story) -> some View {\n    Text(story.source)\n  }\n"
            #expect(medium.contains(footer))
            project.files["ios/TallyWidget/DigestMedium.swift"] = medium.replacingOccurrences(of: footer, with: "")
            project.files["ios/TallyWidget/Digest.swift"] = Self.shared + "func footer(_ story: Story) -> some View {\n  Text(story.source)\n}\n"
        }
        #expect(widgets.first { $0.name == "DigestMedium" }?.reachesContainerBackground == false)
        #expect(run.findings(ContainerBackground.self).filter { $0.severity == .problem }.map(\.file) == ["ios/TallyWidget/DigestMedium.swift"])
    }
}
