import Findings
import SharedData
import XcodeProject

/// `home-widget-url`: in a Flutter app that listens for a widget's taps with home_widget, a URL the
/// plugin never sees. home_widget's iOS plugin hands Dart only URLs with a `homeWidget` query item
/// (`isWidgetUrl`), and it receives them through Flutter's delegates: `FlutterAppDelegate`'s
/// `application(_:open:options:)` and launch options; in a UIScene app `FlutterSceneDelegate`'s
/// scene callbacks (home_widget 0.9.3 listens there itself; older versions through the fallback
/// Flutter's scene delegate makes to app-delegate plugins). A delegate method that takes the URL
/// and never calls `super`, or a scene delegate that is not Flutter's and hands nothing on, keeps it.
enum HomeWidgetURL: DoctorCheck {
    static let description = CheckDescription(
        id: "home-widget-url", area: .code, title: "home_widget tap URL",
        summary: "a widget tap home_widget never sees: a URL without the homeWidget query item, or a delegate that keeps the URL",
        severities: [.problem],
        verdicts: "PROBLEM, only where the Dart code listens for taps (`HomeWidget.widgetClicked`, `initiallyLaunchedFromHomeWidget`): "
            + "a widget's `.widgetURL` or `Link(destination:)` with the app's scheme and no `homeWidget` query item (home_widget passes "
            + "on no other URL); a `FlutterAppDelegate` override of `application(_:open:options:)` (or, for the launch URL, "
            + "`didFinishLaunchingWithOptions`) that never calls `super`; in a UIScene app (`UIApplicationSceneManifest`), a "
            + "`FlutterSceneDelegate` subclass overriding `scene(_:openURLContexts:)` or `scene(_:willConnectTo:options:)` without "
            + "`super`, or a scene delegate of its own that hands the URL to no Flutter plugin. Web URLs, URLs the code computes and "
            + "Live Activities' URLs are not judged; of `a ?? b` the left side is the URL (a computed property or constant followed to it), "
            + "never the fallback alone",
        reads: [.swiftCode, .dartCode],
        examples: [
            .triggers("a widgetURL without homeWidget in an app that listens for taps",
                      .homeWidgetApp(dart: ExampleInput.listensForTaps, content: #"Text("\(entry.count)").widgetURL(URL(string: "pets://open"))"#),
                      .problem(target: "PetWidgetExtension", file: "ios/PetWidget/PetWidget.swift", line: 9)),
            .passes("the URL carries homeWidget",
                    .homeWidgetApp(dart: ExampleInput.listensForTaps,
                                   content: #"Text("\(entry.count)").widgetURL(URL(string: "pets://open?count=\(entry.count)&homeWidget"))"#)),
            .passes("the app never listens for taps: the URL is the app's own business",
                    .homeWidgetApp(content: #"Text("\(entry.count)").widgetURL(URL(string: "pets://open"))"#)),
            .passes("a Live Activity's URL, for another plugin", .homeWidgetApp(dart: ExampleInput.listensForTaps).with {
                $0.files["ios/PetWidget/FeedingActivity.swift"] = .text(#"""
                    import ActivityKit
                    import SwiftUI
                    import WidgetKit

                    struct FeedingAttributes: ActivityAttributes {
                        struct ContentState: Codable, Hashable { var minutes: Int }
                    }

                    struct FeedingActivity: Widget {
                        var body: some WidgetConfiguration {
                            ActivityConfiguration(for: FeedingAttributes.self) { context in
                                Text("\(context.state.minutes) min").widgetURL(URL(string: "pets://feeding"))
                            } dynamicIsland: { _ in
                                DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("Feeding") } } compactLeading: { Text("F") }
                                    compactTrailing: { Text("") } minimal: { Text("") }
                            }
                        }
                    }

                    """#)
                $0.project?.update("PetWidgetExtension") { $0.sources.append("PetWidget/FeedingActivity.swift") }
            }),
            .triggers("an AppDelegate that takes every URL and never calls super", .homeWidgetApp(dart: ExampleInput.listensForTaps).with {
                $0.files["ios/Runner/AppDelegate.swift"] = .text("""
                    import Flutter
                    import UIKit

                    @main
                    class AppDelegate: FlutterAppDelegate {
                        override func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                            Router.shared.open(url)
                            return true
                        }
                    }

                    """)
            }, .problem(target: "Runner", file: "ios/Runner/AppDelegate.swift", line: 6)),
            .passes("an AppDelegate that handles its own links and passes the rest on", .homeWidgetApp(dart: ExampleInput.listensForTaps).with {
                $0.files["ios/Runner/AppDelegate.swift"] = .text("""
                    import Flutter
                    import UIKit

                    @main
                    class AppDelegate: FlutterAppDelegate {
                        override func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                            if url.host == "oauth" { return Router.shared.open(url) }
                            return super.application(app, open: url, options: options)
                        }
                    }

                    """)
            }),
            .triggers("a UIScene app whose scene delegate is not Flutter's and hands URLs to no plugin",
                      .homeWidgetApp(dart: ExampleInput.listensForTaps).with {
                $0.files["ios/Runner/Info.plist"] = ExampleInput.sceneInfoPlist(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")
                $0.addToRunner("SceneDelegate.swift", .text("""
                    import Flutter
                    import UIKit

                    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?

                        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                            Router.shared.open(URLContexts.first?.url)
                        }
                    }

                    """))
            }, .problem(target: "Runner", file: "ios/Runner/SceneDelegate.swift", line: 4)),
            .passes("a UIScene app on Flutter's scene delegate, subclassed with super called",
                    .homeWidgetApp(dart: ExampleInput.listensForTaps).with {
                $0.files["ios/Runner/Info.plist"] = ExampleInput.sceneInfoPlist(delegate: "$(PRODUCT_MODULE_NAME).SceneDelegate")
                $0.addToRunner("SceneDelegate.swift", .text("""
                    import Flutter
                    import UIKit

                    class SceneDelegate: FlutterSceneDelegate {
                        override func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                            Analytics.record(URLContexts)
                            super.scene(scene, openURLContexts: URLContexts)
                        }
                    }

                    """))
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            guard let facts = project.snapshot.homeWidget, let listener = facts.clickListeners.first else { return [] }
            let listens = "\(listener.call) (\(listener.place.shown))"
            // A Live Activity's tap is another plugin's business (its URL is not a widget's).
            let activities = Set(project.snapshot.code.filter { $0.kind == .liveActivity }.map(\.file))
            return urlFindings(facts, listens: listens, skipping: activities) + delegateFindings(facts, listens: listens)
        }
    }

    /// Each widget URL of the app's scheme without the query item; a constant used by several
    /// widgets is one finding, at its definition.
    private static func urlFindings(_ facts: HomeWidgetFacts, listens: String, skipping activities: Set<String>) -> [Finding] {
        let missing = facts.widgetURLs.filter {
            $0.carriesHomeWidget == false && !["http", "https"].contains($0.scheme ?? "") && !activities.contains($0.place.file)
        }
        var byPlace: [(place: HomeWidgetFacts.Place, uses: [HomeWidgetFacts.WidgetURL])] = []
        for url in missing {
            let place = url.definedAt ?? url.place
            if let index = byPlace.firstIndex(where: { $0.place == place }) { byPlace[index].uses.append(url) } else { byPlace.append((place, [url])) }
        }
        return byPlace.map { place, uses in
            let url = uses[0].url ?? ""
            let used = uses.map { "\($0.call) at \($0.place.shown)" }.spoken
            let targets = OrderedSet(uses.flatMap(\.targets)).elements
            let written = place == uses[0].place ? "\(uses[0].call) opens '\(url.shown)'" : "'\(url.shown)', defined here, is opened by \(used)"
            return Finding(.problem, target: targets.count == 1 ? targets[0] : nil, file: place.file, line: place.line,
                           message: "\(written), which has no homeWidget query item: home_widget passes only URLs with one to Dart, so \(listens) "
                               + "never hears of this tap",
                           fix: "add the query item: '\(withHomeWidget(url).shown)' (home_widget's example: "
                               + "homeWidgetExample://message?message=...&homeWidget)")
        }
    }

    /// The URL with `homeWidget` added to its query, before any fragment.
    private static func withHomeWidget(_ url: String) -> String {
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0])
        let fragment = parts.count > 1 ? "#" + parts[1] : ""
        return base + (base.contains("?") ? (base.hasSuffix("?") || base.hasSuffix("&") ? "" : "&") : "?") + "homeWidget" + fragment
    }

    /// The delegates that keep the URL from the plugin: the app delegate's without a UIScene
    /// lifecycle (UIKit calls it then), the scene delegate's with one.
    private static func delegateFindings(_ facts: HomeWidgetFacts, listens: String) -> [Finding] {
        let version = facts.locked.map { locked in "home_widget \((locked.version ?? "").shown) (\(locked.file):\(locked.line))" } ?? "home_widget"
        let launch = facts.clickListeners.contains { $0.call.hasSuffix("initiallyLaunchedFromHomeWidget") }
        guard !facts.sceneDelegates.isEmpty else {
            return facts.appDelegateOverrides.filter { !$0.callsSuper && !$0.forwards && ($0.method.contains("open:") || launch) }.map { method in
                let what = method.method.contains("open:") ? "every URL a widget opens" : "the launch options that carry the URL a widget launches the app with"
                return Finding(.problem, target: method.targets.count == 1 ? method.targets[0] : nil, file: method.place.file, line: method.place.line,
                               message: "\(method.owner).\(method.method) takes \(what) and never calls super: FlutterAppDelegate hands it to the "
                                   + "plugins from there, so \(version) never sees it and \(listens) never fires",
                               fix: "end the override with `return super.\(method.method.hasPrefix("application(_:open") ? "application(app, open: url, options: options)" : "application(application, didFinishLaunchingWithOptions: launchOptions)")` "
                                   + "for the URLs it does not handle itself")
            }
        }
        return facts.sceneDelegates.compactMap { scene -> [Finding]? in
            guard let swift = scene.swiftClass else { return nil }
            if swift.isFlutterSceneDelegate {
                return swift.overrides.filter { !$0.callsSuper && !$0.forwards && ($0.method.contains("openURLContexts") || launch) }.map { method in
                    Finding(.problem, target: scene.target, file: method.place.file, line: method.place.line,
                            message: "\(swift.name).\(method.method) overrides FlutterSceneDelegate's and never calls super: Flutter hands the "
                                + "scene's URLs to its plugins there, so \(version) never sees a widget's URL and \(listens) never fires",
                            fix: "call `super.\(method.method.contains("openURLContexts") ? "scene(scene, openURLContexts: URLContexts)" : "scene(scene, willConnectTo: session, options: connectionOptions)")` in it")
                }
            }
            let hands = swift.overrides.contains { $0.method.contains("openURLContexts") && ($0.forwards || $0.callsSuper) }
            guard !hands else { return nil }
            return [Finding(.problem, target: scene.target, file: swift.place.file, line: swift.place.line,
                            message: "\(swift.name) is the app's scene delegate (\(scene.declaredIn.shown)) and not a FlutterSceneDelegate: in a UIScene "
                                + "app UIKit gives a widget's URL only to scene(_:openURLContexts:), which hands it to no Flutter plugin here, so "
                                + "\(version) never sees it and \(listens) never fires",
                            fix: "make \(swift.name) a subclass of FlutterSceneDelegate (Flutter's UIScene template), or forward each callback to a "
                                + "FlutterPluginSceneLifeCycleDelegate (FlutterSceneLifeCycleProvider)")]
        }.flatMap { $0 }
    }
}
