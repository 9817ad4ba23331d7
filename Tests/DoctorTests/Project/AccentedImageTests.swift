import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// accented-image (issue 40, the lead's decisions 13 and 22): raster images a Home Screen widget
/// draws as its main content without `.widgetAccentedRenderingMode`. The views are shaped like
/// real ones: a photo as the `.background` of the entry view (a day counter), a collectible's
/// picture per family view shared by two widgets, a flutter `renderFlutterWidget` picture that is
/// all the body draws with a placeholder in the `else`, a view choosing its look from
/// `\.widgetRenderingMode`, an `Image` extension with the `#available` form, a Lock Screen branch
/// and a Lock Screen-only widget, a branding view shown at a fixed size.
@Suite("accented-image")
struct AccentedImageTests {
    static let bundle = """
        import SwiftUI
        import WidgetKit

        @main
        struct TallyWidgetBundle: WidgetBundle {
          var body: some Widget {
            TallyWidget()
            PhotoWidget()
            BadgeWidget()
            RenderedWidget()
          }
        }

        """

    static let widgets = """
        import SwiftUI
        import WidgetKit

        struct TallyWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "TallyWidget", provider: Provider()) { entry in
              TallyEntryView(entry: entry)
            }
          }
        }

        struct PhotoWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "PhotoWidget", provider: Provider()) { entry in
              PhotoView(photo: entry.photo)
            }
            .supportedFamilies([.systemSmall, .accessoryRectangular])
          }
        }

        struct BadgeWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "BadgeWidget", provider: Provider()) { entry in
              RenderedView(path: entry.path)
            }
            .supportedFamilies([.accessoryCircular])
          }
        }

        struct TallyEntryView: View {
          @Environment(\\.widgetFamily) var family
          let entry: TallyEntry
          var body: some View {
            switch family {
            case .accessoryCircular:
              Image("ring").resizable().scaledToFill()
            default:
              VStack {
                Branding().frame(width: 24, height: 24)
                Image("paw")
                Text("\\(entry.count)")
              }
              .containerBackground(for: .widget) { Color.clear }
              .background {
                Image(uiImage: entry.photo)
                  .resizable()
                  .scaledToFill()
              }
            }
          }
        }

        struct PhotoView: View {
          let photo: UIImage
          var body: some View {
            Image(uiImage: photo)
              .resizable()
              .aspectRatio(contentMode: .fill)
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .containerBackground(for: .widget) { Color.black }
          }
        }

        struct RenderedView: View {
          let path: String
          var body: some View {
            if let image = UIImage(contentsOfFile: path) {
              Image(uiImage: image).resizable()
            } else {
              Text("Open the app")
            }
          }
        }

        struct Branding: View {
          var body: some View {
            Image("logo").resizable().scaledToFit()
          }
        }

        struct RenderedWidget: Widget {
          var body: some WidgetConfiguration {
            StaticConfiguration(kind: "RenderedWidget", provider: Provider()) { entry in
              RenderedView(path: entry.path)
            }
          }
        }

        """

    /// The healthy clone with the bundle and `widgets` in the extension, deploying to `deploymentTarget`.
    private func examine(deploymentTarget: String = "18.0", widgets: String = widgets, _ change: (inout ClonedProject) -> Void = { _ in }) throws -> ProjectRun {
        var project = ClonedProject.flutter()
        project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = Self.bundle
        project.files["ios/TallyWidget/TallyWidget.swift"] = project.files["ios/TallyWidget/TallyWidget.swift"]!
            .replacingOccurrences(of: "struct TallyWidget: Widget", with: "struct UnusedWidget: Widget")
        project.files["ios/TallyWidget/Widgets.swift"] = widgets
        project.project.update("TallyWidgetExtension") { target in
            target.sources.append("TallyWidget/Widgets.swift")
            for name in target.settings.keys { target.settings[name]?["IPHONEOS_DEPLOYMENT_TARGET"] = deploymentTarget }
        }
        change(&project)
        let scratch = try ScratchFolder()
        return try ProjectDoctor.examine(try project.write(to: scratch))
    }

    private func places(_ report: ProjectRun, _ severity: Finding.Severity) -> [String] {
        report.findings(AccentedImage.self).filter { $0.severity == severity }.map { "\($0.file ?? "-"):\($0.line ?? 0)" }.sorted()
    }

    @Test("Main content is a warning per Image line; icons fold into one note per widget; Lock Screen images are not judged")
    func mainContent() throws {
        let report = try examine()
        // The background photo (:45), the filled photo (:56) and the rendered picture, all its body draws (:68).
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:56", "ios/TallyWidget/Widgets.swift:68"])
        // The paw icon and the fixed-size branding: one note for TallyWidget, none for the Lock Screen-only badge.
        let notes = report.findings(AccentedImage.self).filter { $0.severity == .note }
        #expect(notes.count == 1)
        #expect(notes.first?.message.contains("Widgets.swift:40") == true)
        #expect(notes.first?.message.contains("Widgets.swift:77") == true)
        // The rendered picture is RenderedWidget's; the Lock Screen-only badge drawing it too is not named.
        let rendered = report.findings(AccentedImage.self).first { $0.line == 68 }
        #expect(rendered?.message.contains("RenderedWidget") == true && rendered?.message.contains("BadgeWidget") == false)
        // The accessoryCircular case's ring (:36) is drawn in the vibrant mode.
        #expect(!report.findings(AccentedImage.self).contains { $0.message.contains(":36") || $0.line == 36 })
    }

    @Test("A chosen mode, the project's Image extension, the #available else branch, and a view reading widgetRenderingMode are fine")
    func chosen() throws {
        let widgets = Self.widgets
            .replacingOccurrences(of: "Image(uiImage: entry.photo)\n          .resizable()\n",
                                  with: "Image(uiImage: entry.photo)\n          .resizable()\n          .keepsPicture()\n")
            .replacingOccurrences(of: "Image(uiImage: photo)\n      .resizable()\n",
                                  with: "Image(uiImage: photo)\n      .resizable()\n      .widgetAccentedRenderingMode(.fullColor)\n")
            .replacingOccurrences(of: "Image(uiImage: image).resizable()",
                                  with: "if #available(iOS 18.0, *) {\n        Image(uiImage: image).resizable().widgetAccentedRenderingMode(.desaturated)\n      } else {\n        Image(uiImage: image).resizable()\n      }")
            .replacingOccurrences(of: "struct Branding: View {\n", with: "struct Branding: View {\n  @Environment(\\.widgetRenderingMode) var mode\n")
            .replacingOccurrences(of: "Image(\"logo\").resizable().scaledToFit()", with: "if mode == .accented { Text(\"T\") } else { Image(\"logo\").resizable().scaledToFit() }")
            .replacingOccurrences(of: "Image(\"paw\")", with: "Image(systemName: \"pawprint\")")
            + "\nextension Image {\n  @ViewBuilder func keepsPicture() -> some View {\n    if #available(iOS 18.0, *) { widgetAccentedRenderingMode(.fullColor) } else { self }\n  }\n}\n"
        let report = try examine(widgets: widgets)
        #expect(report.findings(AccentedImage.self).filter { $0.severity != .ok }.isEmpty, "\(places(report, .warning)) \(places(report, .note))")
    }

    @Test("An icon framed to a fixed size, a list's or a grid's item, and an image whose helper calls the project's chooser are not main content; a view made alone too is")
    func iconsItemsAndChooserHelpers() throws {
        // weight-mate's 11.5-point icon that is all its view draws; brave's favicons in a grid's
        // cells; ente's `backwardWidgetFullColorRenderingMode()` calling a helper that applies the mode.
        let widgets = Self.widgets
            .replacingOccurrences(of: "Image(uiImage: entry.photo)\n          .resizable()\n",
                                  with: "Image(uiImage: entry.photo)\n          .resizable().keepsPictureLater()\n")
            .replacingOccurrences(of: "    Image(uiImage: photo)\n", with: "    ForEach(photos, id: \\.self) { photo in Image(uiImage: photo)\n")
            .replacingOccurrences(of: ".frame(maxWidth: .infinity, maxHeight: .infinity)\n", with: ".frame(maxWidth: .infinity, maxHeight: .infinity) }\n")
            .replacingOccurrences(of: "Image(uiImage: image).resizable()", with: "Image(uiImage: image).resizable().frame(width: 11.5, height: 11.5)")
            + """

            extension Image {
              @ViewBuilder func keepsPicture(_ full: Bool) -> some View {
                if #available(iOS 18.0, *) { widgetAccentedRenderingMode(full ? .fullColor : .accented) } else { self }
              }
              func keepsPictureLater() -> some View { keepsPicture(true) }
            }

            struct GridWidget: Widget {
              var body: some WidgetConfiguration {
                StaticConfiguration(kind: "GridWidget", provider: Provider()) { entry in
                  LazyVGrid(columns: columns) {
                    ForEach(entry.favorites, id: \\.self) { favorite in FaviconImage(photo: favorite) }
                  }
                }
              }
            }

            struct FaviconImage: View {
              let photo: UIImage
              var body: some View {
                Image(uiImage: photo).resizable().scaledToFit()
              }
            }

            struct PosterWidget: Widget {
              var body: some WidgetConfiguration {
                StaticConfiguration(kind: "PosterWidget", provider: Provider()) { entry in
                  if entry.many { ForEach(entry.posters, id: \\.self) { Poster(photo: $0) } } else { Poster(photo: entry.poster) }
                }
              }
            }

            struct Poster: View {
              let photo: UIImage
              var body: some View {
                Image(uiImage: photo).resizable().scaledToFit()
              }
            }

            """
        let report = try examine(widgets: widgets) { project in
            project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = Self.bundle.replacingOccurrences(of: "RenderedWidget()\n", with: "RenderedWidget()\n    GridWidget()\n    PosterWidget()\n")
        }
        // A view made alone too (EATWidget's small NFT view, alone in one widget, an item in another's gallery) is still a picture.
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:124"])
        // The icon, the grid's photo and the favicon are named in the widgets' notes (drawn, just not main content).
        let notes = report.findings(AccentedImage.self).filter { $0.severity == .note }.map(\.message).joined()
        #expect(notes.contains("Widgets.swift:56") && notes.contains("Widgets.swift:68") && notes.contains("Widgets.swift:109"))
    }

    @Test("A frame whose size the view is given (a stored property, a constant) is an icon's; one of the widget's or a geometry's whole size is not")
    func framesOfGivenSizes() throws {
        // kbo-fans' team logo `.frame(width: size, height: size)` made with `size: 24`, all its
        // view draws; book-golas' cover `.frame(width: size.width, height: size.height)` of a
        // `let size: CGSize`; against them a backdrop framed to `context.displaySize`.
        let widgets = Self.widgets + """

            struct LogoWidget: Widget {
              var body: some WidgetConfiguration {
                StaticConfiguration(kind: "LogoWidget", provider: Provider()) { entry in
                  HStack {
                    TeamLogo(name: entry.home, size: 24)
                    Cover(path: entry.cover, size: CGSize(width: 40, height: 56))
                  }
                }
              }
            }

            struct TeamLogo: View {
              let name: String
              let size: CGFloat
              var body: some View {
                Image(name)
                  .resizable()
                  .scaledToFit()
                  .frame(width: size, height: size)
              }
            }

            struct Cover: View {
              let path: String
              let size: CGSize
              var body: some View {
                if let image = UIImage(contentsOfFile: path) {
                  Image(uiImage: image)
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: size.width, height: size.height)
                } else {
                  Color.gray
                }
              }
            }

            struct BackdropWidget: Widget {
              var body: some WidgetConfiguration {
                StaticConfiguration(kind: "BackdropWidget", provider: Provider()) { entry in
                  Image(uiImage: entry.photo)
                    .resizable()
                    .scaledToFill()
                    .frame(width: entry.context.displaySize.width, height: entry.context.displaySize.height)
                }
              }
            }

            """
        let report = try examine(widgets: widgets) { project in
            project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = Self.bundle.replacingOccurrences(of: "RenderedWidget()\n", with: "RenderedWidget()\n    LogoWidget()\n    BackdropWidget()\n")
        }
        let base = try examine()
        let lines = widgets.split(separator: "\n", omittingEmptySubsequences: false)
        let backdrop = try #require(lines.lastIndex { $0.contains("Image(uiImage: entry.photo)") }) + 1
        // The backdrop is the one new warning; the logo and the cover are named in LogoWidget's note.
        #expect(Set(places(report, .warning)).subtracting(places(base, .warning)) == ["ios/TallyWidget/Widgets.swift:\(backdrop)"])
        let logo = try #require(lines.firstIndex { $0.contains("Image(name)") }) + 1
        let cover = try #require(lines.lastIndex { $0.contains("Image(uiImage: image)") }) + 1
        let notes = report.findings(AccentedImage.self).filter { $0.severity == .note }.map(\.message).joined()
        #expect(notes.contains("Widgets.swift:\(logo)") && notes.contains("Widgets.swift:\(cover)"))
    }

    @Test("An image coloured with .foregroundColor or .foregroundStyle is a template, tinted by choice (simplenote's new-note button)",
          arguments: ["foregroundColor(.white)", "foregroundStyle(.tint)"])
    func templateTint(modifier: String) throws {
        let widgets = Self.widgets.replacingOccurrences(of: "Image(uiImage: entry.photo)\n          .resizable()\n",
                                                        with: "Image(uiImage: entry.photo)\n          .resizable()\n          .\(modifier)\n")
        let report = try examine(widgets: widgets)
        // The lines after the photo move down by the one added.
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:57", "ios/TallyWidget/Widgets.swift:69"])
    }

    @Test("An image given to containerBackground, directly or through a helper passing its content there, is not drawn in the accented mode")
    func containerBackgroundContent() throws {
        // The system removes the container background on tinted and clear Home Screens and draws its
        // own: a picture there is never a silhouette. A helper that passes something else there
        // (`framed` overlays its argument) leaves its argument drawn.
        let widgets = Self.widgets
            .replacingOccurrences(of: ".containerBackground(for: .widget) { Color.clear }",
                                  with: ".containerBackground(for: .widget) { Image(\"sky\").resizable().scaledToFill() }")
            .replacingOccurrences(of: ".containerBackground(for: .widget) { Color.black }",
                                  with: ".widgetBackground(Image(\"paper\").resizable().scaledToFill())\n      .framed(Image(\"stamp\").resizable().scaledToFill())")
            + """

            extension View {
              func widgetBackground(_ backgroundView: some View) -> some View {
                if #available(iOSApplicationExtension 17.0, *) {
                  return containerBackground(for: .widget) {
                    backgroundView
                  }
                } else {
                  return background(backgroundView)
                }
              }

              func framed(_ picture: some View) -> some View {
                overlay(picture).containerBackground(for: .widget) { Color.black }
              }
            }

            """
        let report = try examine(widgets: widgets)
        // The photo in .background (:45) and the filled photo (:56) still warn, and the picture
        // `framed` overlays (:61); the rendered picture as before (:69, a line down).
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:56",
                                             "ios/TallyWidget/Widgets.swift:61", "ios/TallyWidget/Widgets.swift:69"])
        // Neither the sky (:43) nor the paper (:60) is a warning or in a note.
        let notes = report.findings(AccentedImage.self).filter { $0.severity == .note }.map(\.message)
        #expect(notes.count == 1)
        #expect(!notes.contains { $0.contains("Widgets.swift:43") || $0.contains("Widgets.swift:60") })
    }

    /// A mask's image shapes the view's alpha and is never drawn (a poster's reflection faded by a
    /// gradient image, a photo's corners cut by an image): not a silhouette, not judged.
    @Test("An image given to .mask, as an argument or in its closure, is not drawn: not judged")
    func maskContent() throws {
        let widgets = Self.widgets
            .replacingOccurrences(of: "      .frame(maxWidth: .infinity, maxHeight: .infinity)\n",
                                  with: "      .frame(maxWidth: .infinity, maxHeight: .infinity)\n"
                                      + "      .mask(Image(\"fade\").resizable().scaledToFill())\n"
                                      + "      .mask { Image(\"corners\").resizable().aspectRatio(contentMode: .fill).luminanceToAlpha() }\n")
        let report = try examine(widgets: widgets)
        // The photo (:56) still warns; the masks (:60, :61) do not; the rendered picture moves to :70.
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:56", "ios/TallyWidget/Widgets.swift:70"])
        let notes = report.findings(AccentedImage.self).filter { $0.severity == .note }.map(\.message)
        #expect(!notes.contains { $0.contains("Widgets.swift:60") || $0.contains("Widgets.swift:61") })
    }

    @Test("A view or function drawn only as the container background is not judged; one also drawn as content is")
    func drawnOnlyAsContainerBackground() throws {
        let helper = """

            extension View {
              @ViewBuilder
              func widgetBackground(_ backgroundView: some View) -> some View {
                if #available(iOSApplicationExtension 17, *) {
                  containerBackground(for: .widget) { backgroundView }
                } else {
                  background(backgroundView)
                }
              }
            }

            private extension TallyEntryView {
              func backdrop() -> some View {
                Image("sky").resizable().scaledToFill()
              }
            }

            struct Backdrop: View {
              var body: some View {
                ZStack {
                  Image("paper").resizable().scaledToFill()
                  Color.black.opacity(0.5)
                }
              }
            }

            """
        let widgets = Self.widgets
            .replacingOccurrences(of: ".containerBackground(for: .widget) { Color.clear }", with: ".widgetBackground(backdrop())")
            .replacingOccurrences(of: ".containerBackground(for: .widget) { Color.black }", with: ".containerBackground(for: .widget) { Backdrop() }")
            + helper
        let lines = widgets.split(separator: "\n", omittingEmptySubsequences: false)
        let sky = try #require(lines.firstIndex { $0.contains("Image(\"sky\")") }) + 1
        let paper = try #require(lines.firstIndex { $0.contains("Image(\"paper\")") }) + 1
        let report = try examine(widgets: widgets)
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:56", "ios/TallyWidget/Widgets.swift:68"])
        #expect(!report.findings(AccentedImage.self).contains { $0.message.contains(":\(sky)") || $0.message.contains(":\(paper)") })
        // Drawn as the rendered widget's content too, the backdrop's picture is drawn tinted.
        let shown = widgets.replacingOccurrences(of: "Text(\"Open the app\")", with: "Backdrop()")
        #expect(places(try examine(widgets: shown), .warning).contains("ios/TallyWidget/Widgets.swift:\(paper)"))
    }

    @Test("A widget the bundle registers only under a condition no configuration sets is not drawn; set in one configuration, it is")
    func compiledOutRegistration() throws {
        // Shaped like an extension keeping an unfinished widget behind `#if PHOTOS` (and another
        // behind `#if DEBUG`, which the Debug configuration sets).
        let bundle = Self.bundle.replacingOccurrences(of: "    PhotoWidget()\n", with: "    #if PHOTOS\n    PhotoWidget()\n    #endif\n")
            .replacingOccurrences(of: "    RenderedWidget()\n", with: "    #if DEBUG\n    RenderedWidget()\n    #endif\n")
        #expect(bundle != Self.bundle)
        let debug: (inout ClonedProject) -> Void = { project in
            project.files["ios/TallyWidget/TallyWidgetBundle.swift"] = bundle
            project.project.update("TallyWidgetExtension") { $0.settings["Debug"]?["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] = "DEBUG $(inherited)" }
        }
        let report = try examine(debug)
        // PhotoWidget's filled photo (:56) is drawn by no registered widget; the rendered picture (:68) is, in Debug.
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:68"])
        let set = try examine { project in
            debug(&project)
            project.project.update("TallyWidgetExtension") { $0.settings["Release"]?["OTHER_SWIFT_FLAGS"] = "$(inherited) -D PHOTOS" }
        }
        #expect(places(set, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:56", "ios/TallyWidget/Widgets.swift:68"])
    }

    @Test("Only views a widget draws count: a provider's model and a function of the same name elsewhere lead to no view")
    func onlyDrawnViews() throws {
        // Shaped like a city app's widget extension linking a local package of features: the
        // provider's model has `load()`, and so has a store of another feature whose `load()`
        // presents a screen with a map snapshot filling it. The widget draws neither.
        let widgets = Self.widgets + """

            struct Provider: TimelineProvider {
              func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
                let model = FeedModel()
                model.load()
              }
            }

            final class FeedModel {
              func load() {}
            }

            final class RegionStore {
              func load() {
                present(RegionScreen())
              }
            }

            struct RegionScreen: View {
              var body: some View {
                MapSnapshot()
              }
            }

            struct MapSnapshot: View {
              @State private var snapshot: UIImage?
              var body: some View {
                if let snapshot {
                  Image(uiImage: snapshot)
                    .resizable()
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                } else {
                  ProgressView()
                }
              }
            }

            """
        let lines = widgets.split(separator: "\n", omittingEmptySubsequences: false)
        let snapshot = try #require(lines.firstIndex { $0.contains("Image(uiImage: snapshot)") }) + 1
        let report = try examine(widgets: widgets)
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:56", "ios/TallyWidget/Widgets.swift:68"])
        #expect(!report.findings(AccentedImage.self).contains { $0.line == snapshot || $0.message.contains(":\(snapshot)") })
        // Drawn by the rendered widget's placeholder, the snapshot is its main content.
        let drawn = widgets.replacingOccurrences(of: "Text(\"Open the app\")", with: "RegionScreen()")
        #expect(places(try examine(widgets: drawn), .warning).contains("ios/TallyWidget/Widgets.swift:\(snapshot)"))
    }

    /// A `View` extension's computed property is every view's: followed wherever named
    /// (ClashKingInc+ClashKingApp's `.widgetBackground`). A property of another type, named on a
    /// value whose type no reader can tell, is not followed by its name: brave+brave-ios's
    /// favourites widget reads `favicon.image`, which is no `WidgetShortcut.image`.
    @Test("A View extension's computed property is followed wherever named; another type's is not by its name on any value")
    func propertiesFollowed() throws {
        let widgets = Self.widgets.replacingOccurrences(of: "Text(\"Open the app\")", with: "let mark = favicon.picture\n      Text(\"Open the app\").photoBackdrop") + """

            extension Shortcut {
              var picture: some View {
                Image("shortcut").resizable().scaledToFill()
              }
            }

            extension View {
              var photoBackdrop: some View {
                background { Image("backdrop").resizable().scaledToFill() }
              }
            }

            """
        let lines = widgets.split(separator: "\n", omittingEmptySubsequences: false)
        let shortcut = try #require(lines.firstIndex { $0.contains("Image(\"shortcut\")") }) + 1
        let backdrop = try #require(lines.firstIndex { $0.contains("Image(\"backdrop\")") }) + 1
        let report = try examine(widgets: widgets)
        #expect(places(report, .warning).contains("ios/TallyWidget/Widgets.swift:\(backdrop)"))
        #expect(!report.findings(AccentedImage.self).contains { $0.line == shortcut || $0.message.contains(":\(shortcut)") })
    }

    @Test("The container background followed through a local let, a ViewModifier's property, a View extension, a computed property and helpers")
    func containerBackgroundCarriers() throws {
        // Shaped like a designer widget: the body keeps its backdrop in a local, hands it to a
        // ViewModifier that gives it to containerBackground in the widget and to .background in
        // the app's preview; the backdrop function picks a poster photo through helpers. A second
        // view passes a computed property through a View extension wrapping another modifier.
        let widgets = Self.widgets
            .replacingOccurrences(of: ".containerBackground(for: .widget) { Color.clear }", with: "")
            .replacingOccurrences(of: """
                      .background {
                        Image(uiImage: entry.photo)
                          .resizable()
                          .scaledToFill()
                      }
                """, with: "")
            .replacingOccurrences(of: "TallyEntryView(entry: entry)", with: "PosterView(entry: entry, context: .widget)")
            .replacingOccurrences(of: ".containerBackground(for: .widget) { Color.black }", with: ".backdrop(paper)")
            .replacingOccurrences(of: "struct PhotoView: View {\n  let photo: UIImage\n", with: """
                struct PhotoView: View {
                  let photo: UIImage
                  var paper: some View {
                    Image("paper")
                      .resizable()
                      .scaledToFill()
                  }

                """)
            + """

            enum RenderContext { case widget, preview }

            struct PosterView: View {
              let entry: TallyEntry
              let context: RenderContext
              var body: some View {
                let background = backgroundView(for: entry)
                VStack {
                  Text("\\(entry.count)")
                }
                .modifier(PosterBackgroundModifier(context: context, background: background))
              }
            }

            extension PosterView {
              func backgroundView(for entry: TallyEntry) -> some View {
                ZStack {
                  posterBackdrop(entry.photo)
                }
              }

              @ViewBuilder
              private func posterBackdrop(_ photo: UIImage?) -> some View {
                if let photo {
                  Image(uiImage: photo)
                    .resizable()
                    .scaledToFill()
                } else {
                  Color.gray
                }
              }
            }

            struct PosterBackgroundModifier<Background: View>: ViewModifier {
              let context: RenderContext
              let background: Background

              func body(content: Content) -> some View {
                switch context {
                case .widget:
                  content.containerBackground(for: .widget) { background }
                case .preview:
                  content.background(background)
                }
              }
            }

            struct BackdropModifier<Backdrop: View>: ViewModifier {
              let backdrop: Backdrop
              func body(content: Content) -> some View {
                if #available(iOS 17.0, *) {
                  content.containerBackground(for: .widget) { backdrop }
                } else {
                  content.background(backdrop)
                }
              }
            }

            extension View {
              func backdrop(_ view: some View) -> some View {
                modifier(BackdropModifier(backdrop: view))
              }
            }

            """
        let lines = widgets.split(separator: "\n", omittingEmptySubsequences: false)
        let poster = try #require(lines.firstIndex { $0.hasPrefix("      Image(uiImage: photo)") }) + 1
        let paper = try #require(lines.firstIndex { $0.contains("Image(\"paper\")") }) + 1
        let report = try examine(widgets: widgets)
        let warnings = places(report, .warning)
        #expect(!warnings.contains("ios/TallyWidget/Widgets.swift:\(poster)"), "\(warnings)")
        #expect(!warnings.contains("ios/TallyWidget/Widgets.swift:\(paper)"), "\(warnings)")
        // The rendered picture still warns: it is content.
        #expect(warnings.contains("ios/TallyWidget/Widgets.swift:\(try #require(lines.firstIndex { $0.contains("Image(uiImage: image).resizable()") }) + 1)"))
        // A local drawn as content too (an overlay) is drawn in the accented mode: it warns.
        let overlaid = widgets.replacingOccurrences(of: "  Text(\"\\(entry.count)\")\n    }\n", with: "  Text(\"\\(entry.count)\")\n    }\n    .overlay(background)\n")
        #expect(overlaid != widgets)
        // (a line down)
        #expect(places(try examine(widgets: overlaid), .warning).contains("ios/TallyWidget/Widgets.swift:\(poster + 1)"))
    }

    /// The tinted and clear Home Screens came with iOS 18: code that runs only on an older iOS
    /// draws no image in the accented mode. Shaped like a `containerBackground` fallback drawing
    /// its picture inline in both branches (the `else` of `#available(iOSApplicationExtension
    /// 17.0, *)`), a `guard #available ... else`, an early return after `if #available`, and
    /// `#unavailable`. The else of a check for iOS 26 runs on 18 too, and a compound condition may
    /// fail for its other clause: both still draw the image tinted.
    @Test("An image in code that runs only below iOS 18 (else of #available(iOS 17), guard's else, after an early return, #unavailable) is not judged")
    func belowTheAccentedMode() throws {
        let helpers = """

            extension View {
              func paperBackground() -> some View {
                if #available(iOSApplicationExtension 17.0, *) {
                  return containerBackground(for: .widget) {
                    ZStack {
                      Color.gray
                      Image("paper").resizable().scaledToFill()
                    }
                  }
                } else {
                  return background {
                    ZStack {
                      Color.gray
                      Image("paper-legacy").resizable().scaledToFill()
                    }
                  }
                }
              }

              func stamped() -> AnyView {
                guard #available(iOS 17, *) else {
                  return AnyView(overlay(Image("stamp").resizable().scaledToFill()))
                }
                return AnyView(self)
              }

              func sepia() -> AnyView {
                if #available(iOS 17.0, macOS 14.0, *) {
                  return AnyView(self)
                }
                let tone = Color.brown
                return AnyView(overlay { Image("sepia").resizable().scaledToFill().opacity(0.3) }.tint(tone))
              }

              func badge(_ family: WidgetFamily) -> AnyView {
                switch family {
                case .systemSmall:
                  if #available(iOS 17.0, *) { return AnyView(self) }
                  return AnyView(overlay(Image("badge-legacy").resizable().scaledToFill()))
                default:
                  return AnyView(overlay(Image("badge").resizable().scaledToFill()))
                }
              }

              @ViewBuilder func legacyFrame() -> some View {
                if #unavailable(iOSApplicationExtension 18.0) {
                  overlay { Image("frame").resizable().scaledToFill() }
                } else {
                  self
                }
              }
            }

            """
        let widgets = Self.widgets
            .replacingOccurrences(of: ".containerBackground(for: .widget) { Color.black }",
                                  with: ".paperBackground()\n      .stamped()\n      .sepia()\n      .badge(.systemSmall)\n      .legacyFrame()")
            + helpers
        #expect(widgets != Self.widgets + helpers)
        func line(_ name: String, in text: String) throws -> Int {
            try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Image(\"\(name)\")") }) + 1
        }
        let report = try examine(widgets: widgets)
        // The photo in .background (:45) and the filled photo (:56) warn, and the badge of every
        // family but the small one; the rendered picture moves four lines down (:72). None of the
        // other helpers' pictures is a warning or in a note.
        #expect(places(report, .warning) == ["ios/TallyWidget/Widgets.swift:45", "ios/TallyWidget/Widgets.swift:56", "ios/TallyWidget/Widgets.swift:72",
                                             "ios/TallyWidget/Widgets.swift:\(try line("badge", in: widgets))"].sorted())
        let helperLines = try ["paper", "paper-legacy", "stamp", "sepia", "badge-legacy", "frame"].map { try line($0, in: widgets) }
        #expect(!report.findings(AccentedImage.self).contains { finding in
            helperLines.contains { finding.line == $0 || finding.message.contains("Widgets.swift:\($0)") }
        })

        // Where the branch also runs on iOS 18 or later, or may run there, the picture is drawn tinted.
        // So does one after an `else if` check's return (the `if` before it may not return) or in
        // another platform's `#if` branch than the check; the badge of `default:`, after the small
        // case's early return, warns above.
        let earlyReturn = "    if #available(iOS 17.0, macOS 14.0, *) {\n      return AnyView(self)\n    }\n"
        let drawn: [(changes: [(from: String, to: String)], image: String)] = [
            ([("if #available(iOSApplicationExtension 17.0, *) {", "if #available(iOSApplicationExtension 26.0, *) {")], "paper-legacy"),
            ([("guard #available(iOS 17, *) else {", "guard #available(iOS 17, *), Self.self != EmptyView.self else {")], "stamp"),
            ([("if #available(iOS 17.0, macOS 14.0, *) {", "if #available(iOS 17.0, watchOS 10.0, *) {")], "sepia"),
            ([("if #unavailable(iOSApplicationExtension 18.0) {", "if #unavailable(iOSApplicationExtension 18.1) {")], "frame"),
            ([(earlyReturn, "    if Self.self == EmptyView.self {\n      _ = 0\n    } else" + String(earlyReturn.dropFirst(3)))], "sepia"),
            ([(earlyReturn, "    #if os(macOS)\n" + earlyReturn + "    return AnyView(self)\n    #else\n"),
              ("opacity(0.3) }.tint(tone))\n", "opacity(0.3) }.tint(tone))\n    #endif\n")], "sepia"),
        ]
        for mutation in drawn {
            let changed = mutation.changes.reduce(widgets) { text, change in text.replacingOccurrences(of: change.from, with: change.to) }
            #expect(mutation.changes.allSatisfy { widgets.contains($0.from) })
            let warned = try places(examine(widgets: changed), .warning)
            #expect(warned.contains("ios/TallyWidget/Widgets.swift:\(try line(mutation.image, in: changed))"), "\(mutation.changes.map(\.to)): \(warned)")
        }
    }

    @Test("One Image line drawn by two widgets is one warning naming both")
    func sharedLine() throws {
        let widgets = Self.widgets.replacingOccurrences(of: "RenderedView(path: entry.path)", with: "PhotoView(photo: entry.photo)")
            .replacingOccurrences(of: ".supportedFamilies([.accessoryCircular])", with: "")
        let report = try examine(widgets: widgets)
        let shared = report.findings(AccentedImage.self).filter { $0.line == 56 }
        #expect(shared.count == 1)
        #expect(shared.first?.message.contains("PhotoWidget") == true && shared.first?.message.contains("BadgeWidget") == true)
    }

    @Test("Below iOS 18 the fixes (the warning's and the note's) are the if #available form; from iOS 18 on, the modifier with .fullColor")
    func fixFitsTheDeploymentTarget() throws {
        let below = try examine(deploymentTarget: "16.0").findings(AccentedImage.self)
        let old = try #require(below.first { $0.severity == .warning })
        #expect(old.fix?.contains("if #available(iOSApplicationExtension 18.0, *)") == true)
        #expect(old.fix?.contains(".fullColor") == true)
        #expect(below.first { $0.severity == .note }?.fix?.contains("if #available(iOSApplicationExtension 18.0, *)") == true)
        let above = try examine().findings(AccentedImage.self)
        let current = try #require(above.first { $0.severity == .warning })
        #expect(current.fix?.contains("#available") == false)
        #expect(current.fix?.contains(".widgetAccentedRenderingMode(.fullColor)") == true)
        #expect(above.first { $0.severity == .note }?.fix?.contains("#available") == false)
    }

    @Test("A watchOS extension's complications are not judged")
    func watchOS() throws {
        let report = try examine { project in
            project.project.update("TallyWidgetExtension") { target in
                for name in target.settings.keys {
                    target.settings[name]?["SDKROOT"] = "watchos"
                    target.settings[name]?["WATCHOS_DEPLOYMENT_TARGET"] = "11.0"
                }
            }
        }
        #expect(report.findings(AccentedImage.self).filter { $0.severity != .ok }.isEmpty)
    }

    @Test("A crafted file of unclosed images, chains and braces is read within bounds")
    func hostile() {
        let text = String(repeating: "Image(uiImage: x).resizable().scaledToFill()\n", count: 3000) + String(repeating: "{ Image(\"a\"", count: 20000)
            + String(repeating: ".frame(width: 1, height: 1)", count: 5000)
        let scan = WidgetImages.scan(SwiftDeclarations(SourceText(text, language: .swift)))
        #expect(scan.images.count <= CodeScanner.maximumOccurrencesPerFile)
        #expect(scan.images.allSatisfy { $0.role == .fills })
        // Images deep in nested blocks of one large body, each looking up its branches and body.
        let nested = "struct V: View {\n var body: some View {\n" + String(repeating: "if a {\n case .accessory\n", count: 4000)
            + String(repeating: "Image(\"a\").resizable()\n", count: 600) + String(repeating: "}\n", count: 4002)
        let deep = WidgetImages.scan(SwiftDeclarations(SourceText(nested, language: .swift)))
        #expect(deep.images.count <= CodeScanner.maximumOccurrencesPerFile)
    }
}
