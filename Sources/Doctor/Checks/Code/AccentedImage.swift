import Findings
import SharedData
import XcodeProject

/// `accented-image`: on a tinted (iOS 18) or clear (iOS 26) Home Screen WidgetKit draws a widget in
/// the accented rendering mode, and a raster `Image` without `.widgetAccentedRenderingMode(_:)` as
/// a flat silhouette in the tint. Where that image is the widget's main content (it fills the view,
/// is its background, or is all its `body` draws, as a home_widget `renderFlutterWidget` picture
/// is) the widget shows a tinted blob: a warning per `Image` line (each needs its own modifier),
/// naming the widgets that draw it. Other raster images (icons, thumbnails) fold into one note per
/// widget. An image given to `containerBackground` (directly, or through a helper of the project's
/// passing its argument there, as `widgetBackground(_:)` does) is neither: in the accented mode the
/// system removes the widget's container background and draws its own, so that image is not drawn
/// at all and the modifier would change nothing (the lead's correction of decision 13; Apple's
/// "Displaying the right widget background" and `showsWidgetContainerBackground`). Each widget is followed from its configuration into the views its extension compiles
/// (`WidgetViewGraph`); Lock Screen-only widgets (the vibrant mode) and watchOS complications are
/// not judged (the lead's decision 22). The bottom layer of a `ZStack` in a widget that reaches no
/// `containerBackground` is left to `container-background`, whose fix moves it there: the
/// rendering mode would keep a picture the real fix takes out of the accented mode. The fix
/// compiles where the extension deploys (`APIAvailability`).
enum AccentedImage: DoctorCheck {
    static let description = CheckDescription(
        id: "accented-image", area: .code, title: "raster image on tinted Home Screens",
        summary: "a raster Image that is a widget's main content without .widgetAccentedRenderingMode (a silhouette on tinted Home Screens)",
        severities: [.note, .warning],
        verdicts: "WARNING: a raster `Image` (an asset, `UIImage`, `NSImage`, a file's data) a Home Screen widget draws as its main content "
            + "(`.resizable()` and `.scaledToFill()`, `.aspectRatio(contentMode: .fill)` or a frame of the whole space; the content of "
            + "`.background`; all a view's `body` draws, as a home_widget `renderFlutterWidget` picture is) without "
            + "`.widgetAccentedRenderingMode(_:)`: on a tinted (iOS 18) or clear (iOS 26) Home Screen it is drawn as a silhouette in the "
            + "tint. One finding per `Image` line, naming the widgets. NOTE: the other raster images of a widget, one note per widget. "
            + "SF Symbols, images with `.widgetAccentedRenderingMode`, `.widgetAccentable`, a `.renderingMode` other than `.original`, "
            + "`.foregroundColor` or `.foregroundStyle` (which colour only a template image) (or an "
            + "`Image` extension of the project's that applies one, or calls one that does, a few calls deep), images and views shown at a fixed size "
            + "or made with a literal size (`PetBadge(size: 44)`: icons), images in a `ForEach`'s, a `List`'s or a grid's items and views only ever made there (thumbnails), views reading `\\.widgetRenderingMode` and views made only in a branch it chooses "
            + "(`if widgetRenderingMode == .fullColor { ComposedBird() } else { VibrantBird() }`), "
            + "Lock Screen families and watchOS complications are fine. An image in `containerBackground` is not judged: in the accented "
            + "mode the system removes the container background and draws its own (Apple: \"Displaying the right widget background\", "
            + "`EnvironmentValues.showsWidgetContainerBackground`), so that image is not drawn there; nor is one given to `.mask`, which only gives the view its alpha; nor the bottom layer of a "
            + "`ZStack` in a widget with no container background: it belongs there, and `container-background`'s fix moves it. The content is followed back through "
            + "a local (`let background = backdrop()`), a parameter (`widgetBackground(_:)`), a type's stored property "
            + "(`.modifier(BackgroundModifier(background: ...))`) and a computed property or helper used only there, when every other use is "
            + "a `.background` on an exclusive branch (the iOS 16 fallback, an in-app preview); one also drawn as content (an overlay) is "
            + "judged. Only views a registered widget draws count: its configuration's content followed through the views and view "
            + "modifiers it builds and the functions and computed properties returning a view it names (not its provider or models), in widgets the bundle registers under some configuration's "
            + "compilation conditions. Below iOS 18 the fix is the `if #available(iOSApplicationExtension 18.0, *)` form",
        reads: [.swiftCode],
        examples: [
            .triggers("a photo filling the widget", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "PhotoView()") + photoView(modifier: nil))
            }, .warning(target: "Widget", file: "Widget/PetWidget.swift", line: 22)),
            .triggers("a raster icon beside the text", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "HStack { Image(\"paw\"); Text(\"\\(entry.count)\") }"))
            }, .note(target: "Widget", file: "Widget/PetWidget.swift")),
            .triggers("a view drawing only an image, made at a size its caller passes (`PetBadge(size: 44)`) beside the text: an icon", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "HStack { PetBadge(size: 44); Text(\"\\(entry.count)\") }")
                    + "\nstruct PetBadge: View {\n    let size: CGFloat\n\n    var body: some View {\n"
                    + "        Image(\"paw\").resizable().scaledToFit().frame(width: size)\n    }\n}\n")
            }, .note(target: "Widget", file: "Widget/PetWidget.swift")),
            .passes("the photo chooses its accented rendering", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "PhotoView()") + photoView(modifier: "widgetAccentedRenderingMode(.fullColor)"))
            }),
            .passes("a photo filling the container background, which the accented mode replaces with the system's", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(
                    content: "Text(\"\\(entry.count)\").containerBackground(for: .widget) { Image(\"mochi\").resizable().scaledToFill() }",
                    background: false))
            }),
            .passes("a photo handed to containerBackground through a local and a ViewModifier's property", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "PosterView()", background: false) + posterView(overlaid: false))
            }),
            .triggers("the same photo also drawn as an overlay", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "PosterView()", background: false) + posterView(overlaid: true))
            }, .warning(target: "Widget", file: "Widget/PetWidget.swift", line: 20)),
            .passes("a photo view made only in the branch the rendering mode chooses", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "ModeView()") + photoView(modifier: nil) + """

                    struct ModeView: View {
                        @Environment(\\.widgetRenderingMode) var widgetRenderingMode

                        var body: some View {
                            if widgetRenderingMode == .fullColor {
                                Color.orange
                            } else {
                                PhotoView()
                            }
                        }
                    }

                    """)
            }),
            .passes("an SF Symbol", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Image(systemName: \"pawprint.fill\").resizable().scaledToFill()"))
            }),
        ])

    /// A view drawing a photo from the widget's bundle, filled to the widget, with `modifier`
    /// after `.resizable()`.
    static func photoView(modifier: String?) -> String {
        """

        struct PhotoView: View {
            var body: some View {
                ZStack(alignment: .bottomLeading) {
                    Image("mochi")
                        .resizable()\(modifier.map { "\n                .\($0)" } ?? "")
                        .scaledToFill()
                    Text("Mochi")
                }
            }
        }

        """
    }

    /// A view keeping its backdrop photo in a local that a `ViewModifier` gives to
    /// `containerBackground`, drawn as an overlay too when `overlaid`.
    static func posterView(overlaid: Bool) -> String {
        """

        struct PosterView: View {
            var body: some View {
                let backdrop = Image("mochi").resizable().scaledToFill()
                Text("Mochi")\(overlaid ? ".overlay(backdrop)" : "")
                    .modifier(Backdrop(background: backdrop))
            }
        }

        struct Backdrop<Background: View>: ViewModifier {
            let background: Background
            func body(content: Content) -> some View {
                content.containerBackground(for: .widget) { background }
            }
        }

        """
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            var main: [(image: WidgetImage, widgets: [String], targets: [TargetFacts])] = []
            var notes: [Finding] = []
            let drawing = project.snapshot.views.widgets.filter { $0.needsContainerBackground && $0.drawsOnHomeScreen && !$0.rasterImages.isEmpty }
            for (widget, all) in RegisteredWidget.byLine(drawing, in: project) {
                let targets = all.filter { $0.deployment.platform != .watchOS }
                guard !targets.isEmpty else { continue }
                // A backdrop of a widget with no container background belongs there, which the
                // `container-background` finding's fix says; the rendering mode would not fix it.
                for image in widget.rasterImages where image.role.isMainContent && !(image.backdrop && !widget.reachesContainerBackground) {
                    if let index = main.firstIndex(where: { $0.image.file == image.file && $0.image.line == image.line }) {
                        if !main[index].widgets.contains(widget.name) { main[index].widgets.append(widget.name) }
                        main[index].targets += targets.filter { target in !main[index].targets.contains { $0.name == target.name } }
                    } else {
                        main.append((image, [widget.name], targets))
                    }
                }
                let others = widget.rasterImages.filter { !$0.role.isMainContent }
                guard let first = others.first else { continue }
                let places = others.prefix(4).map { "\($0.file):\($0.line)" }.joined(separator: ", ") + (others.count > 4 ? ", ..." : "")
                notes.append(Finding(.note, target: targets[0].name, file: first.file, line: first.line,
                                     message: "\(widget.name.shown) draws \(others.count == 1 ? "a raster image" : "\(others.count) raster images") (\(places)) "
                                         + "without .widgetAccentedRenderingMode: on a tinted or clear Home Screen \(others.count == 1 ? "it is drawn as a silhouette" : "they are drawn as silhouettes") "
                                         + "in the tint, which suits an icon; a picture needs a rendering mode",
                                     fix: noteFix(targets)))
            }
            let warnings = main.map { image, widgets, targets in
                Finding(.warning, target: targets[0].name, file: image.file, line: image.line,
                        message: "\(image.source.shown) is the main content of \(widgets.map(\.shown).joined(separator: ", ")) (\(reason(image.role))) "
                            + "without .widgetAccentedRenderingMode: on a tinted (iOS 18) or clear (iOS 26) Home Screen it is drawn as a flat "
                            + "silhouette in the tint",
                        fix: fix(targets))
            }
            return warnings + notes
        }
    }

    static func reason(_ role: WidgetImage.Role) -> String {
        switch role {
        case .fills: "it fills the view"
        case .background: "it is the widget's background"
        case .onlyContent: "it is all the view draws"
        case .other: "drawn in the view"
        }
    }

    /// The modifier with the choices Apple documents for the platforms, as it compiles where the
    /// extensions compiling the image deploy: plain from the API's version on, else in the
    /// `if #available` form naming each platform below it.
    static func fix(_ targets: [TargetFacts]) -> String {
        // `.fullColor` is documented for iOS only.
        let iOS = targets.allSatisfy { $0.deployment.platform == .iOS }
        let mode = iOS ? ".fullColor" : ".desaturated"
        let choices = iOS ? "keeps the picture (.desaturated or .accentedDesaturated blend it with the tint)"
            : "keeps its shading (.accentedDesaturated tints it)"
        guard case .guarded(let condition) = APIAvailability.use(.widgetAccentedRenderingMode, in: targets.flatMap(\.deployments)) else {
            return "add .widgetAccentedRenderingMode(\(mode)) to the Image, after .resizable(): it \(choices)"
        }
        return "\(APIAvailability.deploying(below: .widgetAccentedRenderingMode, targets, alone: targets[0].name.shown)), below the API: "
            + "`if #available(\(condition), *) { image.widgetAccentedRenderingMode(\(mode)) } else { image }` (image: the Image after "
            + ".resizable(), or an Image extension doing this); \(mode) \(choices)"
    }

    /// The note's fix: the mode as for a main image, in the form that compiles where the extensions deploy.
    static func noteFix(_ targets: [TargetFacts]) -> String {
        guard case .guarded(let condition) = APIAvailability.use(.widgetAccentedRenderingMode, in: targets.flatMap(\.deployments)) else {
            return "if one is a picture rather than an icon, give it .widgetAccentedRenderingMode(_:) as for a main image"
        }
        return "if one is a picture rather than an icon, give it .widgetAccentedRenderingMode(_:) as for a main image; "
            + "\(APIAvailability.deploying(below: .widgetAccentedRenderingMode, targets, alone: targets[0].name.shown)), below the API: "
            + "in `if #available(\(condition), *) { ... } else { ... }`"
    }
}
