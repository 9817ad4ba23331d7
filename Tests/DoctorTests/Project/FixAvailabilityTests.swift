import Foundation
import Findings
import Testing
@testable import Doctor
import XcodeProject

/// A fix compiles where the project runs (issue 37, class 5): every fix that names an API asks
/// `APIAvailability` how to write it for the target's platform and lowest deployment target. Per
/// API one fix above and one below its availability; the projects are shaped like real ones: a
/// Flutter app deploying to iOS 13 with home_widget's background intent, a visionOS app whose Siri
/// intent writes the widget's key, an extension deploying below iOS 18 with a decorative photo.
@Suite("Fixes compile where the target deploys")
struct FixAvailabilityTests {
    private static func deployment(_ platform: ApplePlatform, _ target: String?, isExtension: Bool = false) -> TargetFacts.Deployment {
        TargetFacts.Deployment(platform: platform, target: target, isExtension: isExtension)
    }

    @Test("Every API of the table: plain at its version, guarded one version below, deprecated from its deprecation, nil where missing",
          arguments: APIAvailability.API.allCases)
    func everyAPIAboveAndBelow(api: APIAvailability.API) throws {
        for platform in ApplePlatform.allCases {
            let deployment = { (target: String) in Self.deployment(platform, target) }
            guard let since = APIAvailability.introduced[api]?[platform] else {
                #expect(APIAvailability.statement("x()", needs: api, in: deployment("99.0")) == nil, "\(api) \(platform)")
                continue
            }
            let below = since.minor > 0 ? "\(since.major).\(since.minor - 1)" : "\(since.major - 1).0"
            let gone = APIAvailability.deprecated[api]?[platform]
            #expect(APIAvailability.use(api, in: deployment(since.description)) == (gone.map { since >= $0 } == true ? .deprecated : .plain), "\(api) \(platform)")
            if since.major > 0 || since.minor > 0 {
                #expect(APIAvailability.statement("x()", needs: api, in: deployment(below)) == "if #available(\(platform.rawValue) \(since), *) { x() }",
                        "\(api) \(platform)")
                #expect(APIAvailability.declaration("func x()", needs: api, in: deployment(below)) == "@available(\(platform.rawValue) \(since), *) func x()")
            }
            if let gone {
                #expect(APIAvailability.declaration("func x()", needs: api, in: deployment(gone.description)) == "@available(*, deprecated) func x()")
            }
        }
    }

    @Test("Code already inside an App Intent needs no guard for what App Intents' version has; an iOS extension's guard names iOSApplicationExtension")
    func enclosingAvailabilityAndExtensions() {
        #expect(APIAvailability.use(.widgetCenter, in: Self.deployment(.iOS, "13.0")) == .guarded(condition: "iOS 14.0"))
        #expect(APIAvailability.use(.widgetCenter, in: Self.deployment(.iOS, "13.0"), within: .appIntent) == .plain)
        #expect(APIAvailability.use(.widgetCenter, in: Self.deployment(.visionOS, "2.0"), within: .appIntent) == .guarded(condition: "visionOS 26.0"))
        #expect(APIAvailability.use(.containerBackground, in: Self.deployment(.iOS, "16.0", isExtension: true))
                == .guarded(condition: "iOSApplicationExtension 17.0"))
        #expect(APIAvailability.use(.containerBackground, in: Self.deployment(.iOS, nil, isExtension: true)) == .plain)
    }

    /// A deployment target doctor cannot read (an Expo app of an SDK it has no default for, a
    /// variable nothing committed sets) is not the SDK's own: every API is guarded at its version,
    /// except what the enclosing code (an App Intent) already requires.
    @Test("An unknown deployment target guards every API at its version; what an App Intent requires stays plain", arguments: APIAvailability.API.allCases)
    func unknownDeploymentGuards(api: APIAvailability.API) throws {
        let since = try #require(APIAvailability.introduced[api]?[.iOS])
        #expect(APIAvailability.use(api, in: .unknown(.iOS, isExtension: true)) == .guarded(condition: "iOSApplicationExtension \(since)"))
        #expect(APIAvailability.statement("x()", needs: api, in: .unknown(.iOS)) == "if #available(iOS \(since), *) { x() }")
        let appIntent = try #require(APIAvailability.introduced[.appIntent]?[.iOS])
        #expect((APIAvailability.use(api, in: .unknown(.iOS), within: .appIntent) == .plain) == (since <= appIntent))
    }

    /// A native project whose deployment target names a variable of an xcconfig not committed.
    @Test("A deployment target set to a variable nothing sets reads as unknown, not unset")
    func unresolvedDeploymentTarget() throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with { $0.set("IPHONEOS_DEPLOYMENT_TARGET", "$(APP_MIN_IOS)", target: "Widget") })
        let targets = run.report.summaries.flatMap(\.targets)
        let widget = try #require(targets.first { $0.name == "Widget" }).deployment
        #expect(widget.target == nil && !widget.known)
        let app = try #require(targets.first { $0.name == "App" }).deployment
        #expect(app.known)
    }

    /// A Flutter app whose home_widget background intent (marked `attribute`, not yet pinned to the
    /// app) only the widget compiles, Runner deploying to `deploymentTarget`.
    private func homeWidgetIntent(attribute: String, deploymentTarget: String) throws -> String {
        let run = try ExampleRun(ExampleInput.homeWidgetApp(dart: ExampleInput.registersFeed(), content: ExampleInput.backgroundButton).with {
            $0.files["ios/PetWidget/BackgroundIntent.swift"] = .text("""
                import AppIntents
                import home_widget

                \(attribute)
                public struct BackgroundIntent: AppIntent {
                    public static var title: LocalizedStringResource = "Feed"
                    @Parameter(title: "Widget URI") var url: URL?
                    public init() {}
                    public init(url: URL?) { self.url = url }
                    public func perform() async throws -> some IntentResult {
                        await HomeWidgetBackgroundWorker.run(url: url, appGroup: "\(ExampleInput.group)")
                        return .result()
                    }
                }

                """)
            $0.project?.update("PetWidgetExtension") { $0.sources.append("PetWidget/BackgroundIntent.swift") }
            $0.project?.update("Runner") { $0.settings["IPHONEOS_DEPLOYMENT_TARGET"] = deploymentTarget }
        })
        return try #require(run.findings(of: "home-widget-interactivity").first?.fix)
    }

    @Test("home_widget's intent pinned to Runner: @available(iOS 16.4, *) below it (or the intent's own), deprecated form beside supportedModes; from 26 supportedModes")
    func homeWidgetPinFitsRunner() throws {
        let pin = "@available(iOSApplicationExtension, unavailable) extension BackgroundIntent: ForegroundContinuableIntent {}`"
        let modes = "extension BackgroundIntent { static var supportedModes: IntentModes { .foreground(.dynamic) } }`"
        let old = try homeWidgetIntent(attribute: "", deploymentTarget: "13.0")
        #expect(old.contains("`@available(*, deprecated) @available(iOS 16.4, *) " + pin), "\(old)")
        #expect(old.contains("`@available(iOS 26.0, *) " + modes), "\(old)")
        #expect(try homeWidgetIntent(attribute: "@available(iOS 17, *)", deploymentTarget: "13.0").contains("`@available(*, deprecated) @available(iOS 17.0, *) " + pin))
        #expect(try homeWidgetIntent(attribute: "@available(iOS 17.0, macOS 14.0, *)", deploymentTarget: "17.0").contains("`@available(*, deprecated) " + pin))
        #expect(try homeWidgetIntent(attribute: "", deploymentTarget: "16.4").contains("`@available(*, deprecated) " + pin))
        let current = try homeWidgetIntent(attribute: "", deploymentTarget: "26.0")
        #expect(current.contains("`" + modes) && !current.contains("ForegroundContinuableIntent"), "\(current)")
    }

    /// The native example app with a Siri intent in the app writing the widget's key, on `platform`.
    private func reloadFix(_ platform: ApplePlatform, deploymentTarget: String) throws -> String? {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/CountIntent.swift"] = .text("""
                import AppIntents

                struct CountIntent: AppIntent {
                    static var title: LocalizedStringResource = "Count"
                    func perform() async throws -> some IntentResult {
                        AppModel.defaults?.set(1, forKey: "count")
                        return .result()
                    }
                }

                """)
            $0.project?.update("App") {
                $0.sources.append("App/CountIntent.swift")
                $0.settings["SDKROOT"] = platform.deviceSDK
                $0.settings[platform.deploymentTargetSetting] = deploymentTarget
            }
        })
        return try #require(run.findings(of: "intent-reload").first { $0.severity == .warning }).fix
    }

    @Test("intent-reload's reload: plain in an App Intent on iOS 16, guarded on visionOS below 26 (WidgetCenter came later there)")
    func reloadFitsThePlatform() throws {
        let iOS = try #require(try reloadFix(.iOS, deploymentTarget: "16.0"))
        #expect(iOS.contains("`WidgetCenter.shared.reloadTimelines(ofKind: kind)`"))
        let vision = try #require(try reloadFix(.visionOS, deploymentTarget: "2.0"))
        #expect(vision.contains("`if #available(visionOS 26.0, *) { WidgetCenter.shared.reloadTimelines(ofKind: kind) }`"))
        let current = try #require(try reloadFix(.visionOS, deploymentTarget: "26.0"))
        #expect(!current.contains("#available"))
    }
    /// One widget target built for iOS, macOS and watchOS from one set of settings (`SDKROOT = auto`),
    /// embedded in an iOS and macOS app and in a watch app (round 12 sample-backyard-birds and
    /// sample-food-truck): each platform's build has its own deployment target, and its watchOS build
    /// its own identifier (`PRODUCT_BUNDLE_IDENTIFIER[sdk=watchos*]`).
    @Test("A multiplatform widget target: a fix's guard names each platform below the API; its watchOS build is held to the watch app")
    func multiplatformTarget() throws {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(background: false))
            $0.project?.update("Widget") {
                $0.settings["SDKROOT"] = "auto"
                $0.settings["SUPPORTED_PLATFORMS"] = "iphoneos iphonesimulator macosx watchos watchsimulator"
                $0.settings["IPHONEOS_DEPLOYMENT_TARGET"] = "16.4"
                $0.settings["MACOSX_DEPLOYMENT_TARGET"] = "13.3"
                $0.settings["WATCHOS_DEPLOYMENT_TARGET"] = "10.2"
                $0.settings["PRODUCT_BUNDLE_IDENTIFIER[sdk=watchos*]"] = "com.example.app.watchkitapp.widget"
            }
            $0.project?.update("App") {
                $0.settings["SUPPORTED_PLATFORMS"] = "iphoneos iphonesimulator macosx"
                $0.settings["IPHONEOS_DEPLOYMENT_TARGET"] = "16.4"
                $0.embeds.append("Watch")
            }
            $0.project?.targets.append(.init("Watch", ExampleProject.Target.application, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.watchkitapp", "SDKROOT": "watchos", "WATCHOS_DEPLOYMENT_TARGET": "10.2",
            ], embeds: ["Widget"]))
        })
        let fix = try #require(run.findings(of: "container-background").first?.fix)
        #expect(fix.contains("#available(iOSApplicationExtension 17.0, macOSApplicationExtension 14.0, *)"), "\(fix)")
        #expect(run.findings(of: "bundle-identifier").isEmpty)
        #expect(run.findings(of: "deployment-target").isEmpty)
    }
}
