import Findings
import SharedData
import XcodeProject

/// `container-background`: every widget a widget extension's bundle registers (Home Screen, Lock
/// Screen accessory, watchOS complication) needs its own `containerBackground`: one widget calling
/// it covers no other. Its configuration's content is followed into the views and modifiers it
/// builds, and the functions and computed properties (a `View` extension's too) it names, that the
/// extension compiles (`WidgetViewGraph`); a call in a comment is no call. Without one, iOS 17, macOS 14 and watchOS 10 show "Please adopt containerBackground API"
/// (on the Lock Screen an error symbol) in place of the widget. Live Activities and control
/// widgets draw no widget background. Nor does one case of a switch in its views cover another
/// (`casesWithoutBackground`: a Lock Screen family's case, one state's). One finding per widget, on its configuration's line, naming
/// every extension compiling it; the fix compiles where each of them deploys (`APIAvailability`).
enum ContainerBackground: DoctorCheck {
    static let description = CheckDescription(
        id: "container-background", area: .code, title: "containerBackground",
        summary: "a widget the bundle registers whose views never reach containerBackground (iOS 17 shows an error instead)",
        severities: [.problem],
        verdicts: "PROBLEM: a widget the extension's bundle registers (Home Screen, Lock Screen accessory, watchOS complication) whose "
            + "configuration's content reaches no `containerBackground` call, followed into the views and modifiers it builds (not a type "
            + "it names for a member, as `Name.self` or in an annotation) and the functions and computed properties, `View` extensions' "
            + "too, it names (`.widgetBackground()`, `.widgetBackground`) that the extension compiles (a bare name or `self.name` in a type is its own member "
            + "when it has one, so two views' helpers of one name stay apart; a `private` one is reached from its file only) (iOS 17, macOS 14 and watchOS 10 show \"Please adopt containerBackground API\" or an error "
            + "symbol instead); or whose views reach it in some cases of a `switch` (over its family, or its entry's state) but not in others it "
            + "shows (a family case counts when the widget supports that family: its `supportedFamilies`, the Home Screen ones when none are "
            + "given; never `accessoryInline`, a line of text in no container), with no call outside those cases: one finding per widget, on its configuration's line, naming every extension compiling it "
            + "(and the cases without one); one widget's call covers no other, one case's covers no other case, a call in a comment "
            + "is none, Live Activities and control widgets need none. Below the API's version the fix is the `if #available` form, naming each platform below it",
        reads: [.swiftCode],
        examples: [
            .triggers("a widget view without containerBackground", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(background: false))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 8)),
            .triggers("a Lock Screen widget of a bundle whose Home Screen widget has one", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift() + lockScreenWidget(background: false))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 29)),
            .triggers("the same Lock Screen widget a Widget through a protocol of the project's (where Self: Widget, refined once)", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift() + lockScreenWidget(background: false, conformance: "BadgeWidget")
                    + "\nprotocol LockScreenWidget where Self: Widget {}\nprotocol BadgeWidget: LockScreenWidget {}\n")
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 29)),
            .triggers("a widget-only project one folder down whose extension compiles ../Sources/Widget, inside the package at the top it links",
                      widgetOnlyProjectBelow, .problem(target: "Widget", file: "Sources/Widget/PetWidget.swift", line: 8)),
            .triggers("a picture under the widget's text and no containerBackground: the fix moves it there (accented-image leaves it)", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "PhotoView()", background: false)
                    + AccentedImage.photoView(modifier: nil))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 8)),
            .triggers("a Lock Screen family the widget supports whose case of the family switch has none, while the Home Screen case has it",
                      .widgetApp.with { $0.files["Widget/PetWidget.swift"] = .text(familySwitchWidget(supported: ".systemSmall, .accessoryCircular")) },
                      .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 8)),
            .triggers("a case of a switch over the entry's state without it, the other cases with it", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(familySwitchWidget(supported: nil, subject: "entry.count > 0", labels: ("true", "false")))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 8)),
            .passes("the same family switch, the Lock Screen family not supported: its case is never shown", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(familySwitchWidget(supported: ".systemSmall, .systemMedium"))
            }),
            .passes("the same family switch's case for accessoryInline, a line of text in no container, without it", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(familySwitchWidget(supported: ".systemSmall, .accessoryInline", labels: (".accessoryInline", "default")))
            }),
            .passes("the same family switch, containerBackground applied to the switch's result: every case has it", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(familySwitchWidget(supported: ".systemSmall, .accessoryCircular", outside: true))
            }),
            .passes("the widget adopts containerBackground", .widgetApp),
            .passes("a widget whose body a protocol of the project's gives in its extension, adopting it there", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text("""
                    import SwiftUI
                    import WidgetKit

                    protocol PetWidgetKind: Widget {
                        var kind: String { get }
                    }

                    extension PetWidgetKind {
                        var body: some WidgetConfiguration {
                            StaticConfiguration(kind: kind, provider: Provider()) { entry in
                                Text("pet").containerBackground(for: .widget) { Color.clear }
                            }
                        }
                    }

                    struct PetWidget: PetWidgetKind {
                        let kind = "PetWidget"
                    }

                    struct Provider: TimelineProvider {
                        func count() -> Int { UserDefaults(suiteName: "\(ExampleInput.group)")?.integer(forKey: "count") ?? 0 }
                    }

                    """)
            }),
            .passes("both widgets reach it, one through a View extension", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift() + lockScreenWidget(background: true))
            }),
            .passes("both reach it, one through a View extension's computed property applying a modifier under if #available", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift() + lockScreenWidget(background: true, property: true))
            }),
        ])

    /// The pet widget whose entry view switches over `subject` (the widget's family), the first
    /// label's case drawing a badge without containerBackground and the second drawing the count with
    /// it; with `outside` the call is applied to the switch's result instead. `supported`: its
    /// `supportedFamilies` list (nil: none given).
    static func familySwitchWidget(supported: String?, subject: String = "family", labels: (String, String) = (".accessoryCircular", "default"),
                                   outside: Bool = false) -> String {
        let inCase = outside ? "" : ".containerBackground(for: .widget) { Color.clear }"
        let families = supported.map { "\n        .supportedFamilies([\($0)])" } ?? ""
        return ExampleInput.widgetSwift(content: "PetEntryView(count: entry.count)", background: false)
            .replacing("            PetEntryView(count: entry.count)\n        }\n", with: "            PetEntryView(count: entry.count)\n        }\(families)\n")
            + """

            struct PetEntryView: View {
                @Environment(\\.widgetFamily) var family
                let count: Int
                var entry: PetEntryView { self }

                var body: some View {
                    Group {
                        switch \(subject) {
                        case \(labels.0):
                            Image(systemName: "pawprint")
                        \(labels.1 == "default" ? "default" : "case " + labels.1):
                            Text("\\(count)")\(inCase)
                        }
                    }\(outside ? ".containerBackground(for: .widget) { Color.clear }" : "")
                }
            }

            """
    }

    /// A macOS widget extension a script builds (no app in its project, as XcodeGen writes it one
    /// folder down: steipete+CodexBar's shape), compiling files outside its project's folder that
    /// the Swift package at the top holds, and linking that package's library.
    static let widgetOnlyProjectBelow = ExampleInput(
        project: {
            var project = ExampleProject(path: "WidgetExtension/Widget.xcodeproj", targets: [
                .init("Widget", ExampleProject.Target.appExtension, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.widget", "INFOPLIST_FILE": "Info.plist",
                    "MACOSX_DEPLOYMENT_TARGET": "14.0", "SDKROOT": "macosx",
                ], sources: ["../Sources/Widget/PetWidget.swift"]),
            ])
            project.update("Widget") { $0.packageProducts = [.init("Core", package: "..")] }
            return project
        }(),
        files: [
            "Package.swift": .text("// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"App\", products: "
                + "[.library(name: \"Core\", targets: [\"Core\"])], targets: [.target(name: \"Core\"), .executableTarget(name: \"Widget\")])\n"),
            "Sources/Core/Core.swift": .text("public enum Core {}\n"),
            "Sources/Widget/PetWidget.swift": .text(ExampleInput.widgetSwift(group: nil, background: false)),
            "WidgetExtension/Info.plist": .text(ExampleInput.infoPlist(extensionPoint: "com.apple.widgetkit-extension")),
        ])

    /// A second widget of the bundle, for the Lock Screen, drawing `PetBadge`; with `background` it
    /// adopts containerBackground through a `View` extension's modifier, with `property` through
    /// its computed property applying a `ViewModifier` where the API exists
    /// (ClashKingInc+ClashKingApp's `@ViewBuilder var widgetBackground`).
    static func lockScreenWidget(background: Bool, conformance: String = "Widget", property: Bool = false) -> String {
        let adoption = property ? """
            extension View {
                @ViewBuilder var petBackground: some View {
                    if #available(iOSApplicationExtension 17.0, *) {
                        self.modifier(PetBackground())
                    } else {
                        self
                    }
                }
            }

            @available(iOSApplicationExtension 17.0, *)
            struct PetBackground: ViewModifier {
                func body(content: Content) -> some View {
                    content.containerBackground(for: .widget) { Color.clear }
                }
            }
            """ : """
            extension View {
                func petBackground() -> some View {
                    // .containerBackground(for: .widget) { Color.clear } in a comment is no call
                    containerBackground(for: .widget) { Color.clear }
                }
            }
            """
        return """

        @main
        struct PetBundle: WidgetBundle {
            var body: some Widget {
                PetWidget()
                PetBadgeWidget()
            }
        }

        struct PetBadgeWidget: \(conformance) {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "PetBadge", provider: Provider()) { entry in
                    PetBadge()
                }
                .supportedFamilies([.accessoryCircular])
            }
        }

        struct PetBadge: View {
            var body: some View {
                Image(systemName: "pawprint")\(background ? (property ? ".petBackground" : ".petBackground()") : "")
            }
        }

        \(adoption)

        """
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            let widgets = project.snapshot.views.widgets.filter(\.needsContainerBackground)
            let none = RegisteredWidget.byLine(widgets.filter { !$0.reachesContainerBackground }, in: project).map { widget, targets in
                Finding(.problem, target: targets[0].name, file: widget.file, line: widget.line,
                        message: "\(widget.name.shown)'s \(widget.configuration ?? "configuration") reaches no containerBackground in "
                            + "any view of \(targets.map(\.name.shown).spoken): \(consequence(targets)) instead of its content",
                        fix: fix(widget.name, targets: targets, backdrop: widget.rasterImages.first { $0.backdrop && $0.role.isMainContent }))
            }
            let some = RegisteredWidget.byLine(widgets.filter { $0.reachesContainerBackground && !$0.casesWithoutBackground.isEmpty }, in: project)
                .map { widget, targets in
                    let branches = widget.casesWithoutBackground
                    let cases = branches.map { "\($0.label == "default" ? "default:" : "case " + $0.label.shown) (\($0.file):\($0.line))" }.spoken
                    let one = branches.count == 1
                    return Finding(.problem, target: targets[0].name, file: widget.file, line: widget.line,
                                   message: "\(widget.name.shown)'s views reach containerBackground in other cases of a switch, not in its \(cases): "
                                       + "where the widget takes \(one ? "that case" : "those cases") \(consequence(targets))",
                                   fix: fix(widget.name, targets: targets, view: one ? "the view that case returns" : "the view each of those cases returns"))
                }
            return none + some
        }
    }

    /// What a widget without the call shows where the extensions compiling it run.
    private static func consequence(_ targets: [TargetFacts]) -> String {
        let platforms = OrderedSet(targets.flatMap(\.deployments).map(\.platform)).elements
        let since = platforms.map { APIAvailability.since(.containerBackground, on: $0) ?? "iOS 17" }.spoken
        // The Lock Screen (and its error symbol) is the iPhone's and iPad's alone.
        let lockScreen = platforms.contains(.iOS) ? " (on the Lock Screen an error symbol)" : ""
        return "on \(since) and later it shows \"Please adopt containerBackground API\"\(lockScreen)"
    }

    /// The modifier as it compiles where the extensions compiling the widget deploy: plain from
    /// the API's version on, else wrapped in `if #available` once (naming each platform below it), in a `View` extension the widget's view calls. Where
    /// the widget draws a picture as the bottom layer of a `ZStack` (its backdrop), the fix moves
    /// that picture into the container background rather than adding an empty one: iOS 17 then
    /// draws it edge to edge, and the accented mode replaces it with the system's background, so it
    /// needs no rendering mode of its own (`accented-image` leaves it to this finding).
    /// `view`: where the call goes, when not on the view the configuration shows (a family's case).
    static func fix(_ widget: String, targets: [TargetFacts], backdrop: WidgetImage? = nil, view: String? = nil) -> String {
        let shows = view ?? "the view \(widget.shown)'s configuration shows"
        let content = backdrop == nil ? "Color.clear" : "the image, with its modifiers"
        let call = "containerBackground(for: .widget) { \(content) }"
        let move = backdrop.map { "move \($0.source.shown) (\($0.file):\($0.line)), the bottom layer of its ZStack, out of the ZStack into the "
            + "container background: " } ?? ""
        let why = backdrop == nil ? "" : "; iOS 17 then draws it edge to edge, and a tinted or clear Home Screen replaces it with the system's background"
        guard case .guarded(let condition) = APIAvailability.use(.containerBackground, in: targets.flatMap(\.deployments)) else {
            return move + "add .\(call)\(backdrop == nil ? " (or your background)" : "") to \(shows)" + why
        }
        let deploying = APIAvailability.deploying(below: .containerBackground, targets, alone: "the extension")
        guard backdrop != nil else {
            return "\(deploying), below the API: add `extension View { @ViewBuilder func widgetBackground() "
                + "-> some View { if #available(\(condition), *) { \(call) } else { self } } }` and call .widgetBackground() on \(shows)"
        }
        return move + "\(deploying), below the API: add `extension View { @ViewBuilder func widgetBackground<B: "
            + "View>(_ background: B) -> some View { if #available(\(condition), *) { containerBackground(for: .widget) { background } } else "
            + "{ self.background(background) } } }` and call .widgetBackground(the image, with its modifiers) on \(shows)" + why
    }
}
