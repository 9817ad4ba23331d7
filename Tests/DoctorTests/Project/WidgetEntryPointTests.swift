import Findings
import Testing
@testable import Doctor

/// The widgets an extension registers are those its `@main` entry point starts: shaped like
/// TortugaPower+BookPlayer's `static func main()` picking an iOS 18 bundle or an older one by
/// `if #available` and a watch bundle under `#if os(watchOS)`, and like an extension whose
/// `@main` is a `Widget` beside a bundle kept for previews. The app reloads each widget's kind
/// (`App/Reload.swift`, one a line from line 4).
@Suite("Registered widgets from the @main entry point")
struct WidgetEntryPointTests {
    private static let kinds = ["PetWidget", "SharedWidget", "WatchWidget", "PreviewWidget"]

    /// `SharedWidget`, `WatchWidget` and `PreviewWidget` beside `PetWidget` in the extension, with `entry` appended.
    /// `PetWidget` itself `@main` when `widgetIsMain`; the app and its extension built for `platforms` (nil: iOS).
    private func run(_ entry: String, widgetIsMain: Bool = false, platforms: String? = nil) throws -> ExampleRun {
        let others = Self.kinds.dropFirst().map { kind in
            """

            struct \(kind): Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "\(kind)", provider: Provider()) { entry in
                        Text("\(kind)")
                            .containerBackground(for: .widget) { Color.clear }
                    }
                }
            }

            """
        }.joined()
        return try ExampleRun(ExampleInput.widgetApp.with {
            let widget = ExampleInput.widgetSwift()
            $0.files["Widget/PetWidget.swift"] = .text((widgetIsMain ? widget.replacing("struct PetWidget: Widget", with: "@main\nstruct PetWidget: Widget") : widget) + others + entry)
            $0.files["App/Reload.swift"] = .text("""
                import WidgetKit

                enum Reload {
                \(Self.kinds.map { "    static func \($0.lowercased())() { WidgetCenter.shared.reloadTimelines(ofKind: \"\($0)\") }" }.joined(separator: "\n"))
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/Reload.swift") }
            for target in ["App", "Widget"] where platforms != nil {
                $0.set("SDKROOT", "auto", target: target)
                $0.set("SUPPORTED_PLATFORMS", platforms ?? "", target: target)
            }
        })
    }

    /// The kinds whose reload reloads nothing (a note), by kind.
    private func unregistered(_ run: ExampleRun) -> [String] {
        run.findings.filter { $0.check == "reload-kind" && $0.severity == .note && $0.file == "App/Reload.swift" }
            .compactMap(\.line).map { Self.kinds[$0 - 4] }.sorted()
    }

    private static let dispatching = """

        @main
        struct PetWidgetsEntry {
            static func main() {
        #if os(iOS)
                if #available(iOSApplicationExtension 18.0, *) {
                    NewBundle.main()
                } else {
                    OldBundle.main()
                }
        #elseif os(watchOS)
                WatchBundle.main()
        #endif
            }

            struct OldBundle: WidgetBundle {
                var body: some Widget {
                    PetWidget()
                }
            }

            @available(iOSApplicationExtension 18.0, *)
            struct NewBundle: WidgetBundle {
                var body: some Widget {
                    OldBundle().body
                    SharedWidget()
                }
            }

            struct WatchBundle: WidgetBundle {
                var body: some Widget {
                    WatchWidget()
                }
            }
        }

        """

    private static let phoneAndWatch = "iphoneos iphonesimulator watchos watchsimulator"

    @Test("A plain @main type registers every bundle its main() starts, both branches of if #available; #if os() per the extension's platforms")
    func dispatchingMain() throws {
        #expect(unregistered(try run(Self.dispatching)) == ["PreviewWidget", "WatchWidget"])
        #expect(unregistered(try run(Self.dispatching, platforms: Self.phoneAndWatch)) == ["PreviewWidget"])
    }

    @Test("A Widget that is @main is the extension's one widget, though a bundle is declared beside it")
    func widgetAsMain() throws {
        // The bundle kept for previews comes first, where the first bundle was once taken for the registered one.
        let entry = """

            struct Previews: WidgetBundle {
                var body: some Widget {
                    PreviewWidget()
                }
            }

            """ + Self.dispatching.replacing("@main\n", with: "")
        #expect(unregistered(try run(entry, widgetIsMain: true)) == ["PreviewWidget", "SharedWidget", "WatchWidget"])
    }

    @Test("A file declaring one @main bundle per platform under #if os(): each build registers its own")
    func mainPerPlatform() throws {
        let entry = """

            #if os(watchOS)
            @main
            struct WatchBundle: WidgetBundle {
                var body: some Widget {
                    WatchWidget()
                }
            }
            #else
            @main
            struct PhoneBundle: WidgetBundle {
                var body: some Widget {
                    PetWidget()
                    SharedWidget()
                }
            }
            #endif

            """
        #expect(unregistered(try run(entry)) == ["PreviewWidget", "WatchWidget"])
        #expect(unregistered(try run(entry, platforms: Self.phoneAndWatch)) == ["PreviewWidget"])
    }
}
