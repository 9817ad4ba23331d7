/// Code the code checks' examples put into `widgetApp`: kinds through a namespace, a bundle that
/// leaves a widget out, groups read from the Info.plist.
extension ExampleInput {
    /// The app's model reloading `kind`, as `widgetApp`'s does.
    public static func widgetAppModel(reloading kind: String) -> String {
        """
        import WidgetKit

        enum AppModel {
            static let defaults = UserDefaults(suiteName: "\(group)")

            static func save(count: Int) {
                defaults?.set(count, forKey: "count")
                WidgetCenter.shared.reloadTimelines(ofKind: "\(kind)")
            }
        }

        """
    }

    /// The app's model with a kinds namespace (`Kinds.pet` = `kind`, line 4) that two reloads use.
    public static func reloadsThroughKinds(kind: String) -> String {
        """
        import WidgetKit

        enum Kinds {
            static let pet = "\(kind)"
        }

        enum AppModel {
            static let defaults = UserDefaults(suiteName: "\(group)")

            static func save(count: Int) {
                defaults?.set(count, forKey: "count")
                WidgetCenter.shared.reloadTimelines(ofKind: Kinds.pet)
            }

            static func refresh() {
                WidgetCenter.shared.reloadTimelines(ofKind: Kinds.pet)
            }
        }

        """
    }

    /// A second widget, and the bundle that registers it only under `#if SHOW_DEBUG_WIDGET`,
    /// which no configuration sets.
    public static let debugWidgetBundle = """

        struct DebugWidget: Widget {
            let kind = "DebugWidget"

            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in
                    Text("debug")
                        .containerBackground(for: .widget) { Color.clear }
                }
            }
        }

        @main
        struct PetWidgets: WidgetBundle {
            var body: some Widget {
                PetWidget()
                #if SHOW_DEBUG_WIDGET
                DebugWidget()
                #endif
            }
        }

        """

    /// An Info.plist with `AppGroupIdentifier` set to `group`, as xdrip's and neko-widget's are.
    public static func infoPlist(appGroup: String, extensionPoint: String?) -> String {
        infoPlist(extensionPoint: extensionPoint).replacing("<dict>\n", with: "<dict>\n\t<key>AppGroupIdentifier</key>\n\t<string>\(appGroup)</string>\n")
    }

    /// The app's model opening the group its Info.plist names: through a variable whose first
    /// value is empty when `later`, else directly.
    public static func appModelReadingInfoPlist(later: Bool) -> String {
        let open = later ? """
                static var groupID = ""

                static func load() {
                    groupID = Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as! String
                }

                static var defaults: UserDefaults? { UserDefaults(suiteName: groupID) }
            """ : """
                static let defaults = UserDefaults(suiteName: Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String)
            """
        return """
            import WidgetKit

            enum AppModel {
            \(open)
                static func save(count: Int) { UserDefaults(suiteName: "\(group)")?.set(count, forKey: "count"); WidgetCenter.shared.reloadAllTimelines() }
            }

            """
    }
}

extension ExampleInput {
    /// A local Swift package `Shared` at `Packages/Shared` whose library `SharedKit` builds the
    /// target `SharedKit` (and the `Model` target it depends on), holding `store` as
    /// `Sources/SharedKit/Store.swift`; linked by the widget through an `XCLocalSwiftPackageReference`
    /// or, `byName`, the older way (a folder reference and the product named alone).
    public static func linkingLocalPackage(store: String, byName: Bool = false) -> ExampleInput {
        widgetApp.with {
            $0.files["Packages/Shared/Package.swift"] = .text("""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shared",
                    products: [
                        .library(name: "SharedKit", targets: ["SharedKit"]),
                    ],
                    targets: [
                        .target(name: "SharedKit", dependencies: ["Model"]),
                        .target(name: "Model", path: "Sources/SharedModel"),
                        .testTarget(name: "SharedKitTests", dependencies: ["SharedKit"]),
                    ]
                )

                """)
            $0.files["Packages/Shared/Sources/SharedKit/Store.swift"] = .text(store)
            $0.files["Packages/Shared/Sources/SharedModel/Pet.swift"] = .text("public struct Pet { public var count: Int }\n")
            $0.files["Packages/Shared/Tests/SharedKitTests/StoreTests.swift"] = .text("import XCTest\n")
            if byName { $0.project?.packageFolders = ["Packages/Shared"] }
            $0.project?.update("Widget") { $0.packageProducts = [.init("SharedKit", package: byName ? nil : "Packages/Shared")] }
        }
    }

    /// A store of the shared package opening `group`.
    public static func sharedStore(group: String) -> String {
        """
        import WidgetKit

        public enum Store {
            public static let defaults = UserDefaults(suiteName: "\(group)")
        }

        """
    }
}

extension ExampleInput {
    /// A control widget `CameraControl` (iOS 18's `ControlWidget`) registered by the bundle
    /// `Controls`, whose button runs `action` (`CaptureIntent()`, or named with its module); it
    /// reads nothing of any group.
    public static func controlWidgetSwift(action: String = "CaptureIntent()") -> String {
        """
        import AppIntents
        import SwiftUI
        import WidgetKit

        @main
        struct Controls: WidgetBundle {
            var body: some Widget {
                CameraControl()
            }
        }

        struct CameraControl: ControlWidget {
            static let kind = "com.example.app.camera"

            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: Self.kind) {
                    ControlWidgetButton(action: \(action)) {
                        Label("Capture", systemImage: "camera")
                    }
                }
            }
        }

        """
    }

    /// A widget extension whose one widget is a Live Activity, `FeedingActivity`, which reads the
    /// group's `count`: it has no timeline to reload.
    public static let liveActivityWidgetSwift = #"""
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct FeedingAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var minutes: Int }
        }

        @main
        struct FeedingActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: FeedingAttributes.self) { context in
                    Text("\(context.state.minutes) min, \(FeedingActivity.count()) fed")
                } dynamicIsland: { _ in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("Feeding") } } compactLeading: { Text("F") }
                        compactTrailing: { Text("") } minimal: { Text("") }
                }
            }

            static func count() -> Int { UserDefaults(suiteName: "group.com.example.app")?.integer(forKey: "count") ?? 0 }
        }

        """#

    /// `CaptureIntent`, which opens the app to capture: it writes nothing.
    public static let captureIntent = File.text("""
        import AppIntents

        public struct CaptureIntent: AppIntent {
            public static let title: LocalizedStringResource = "Capture"
            public static let openAppWhenRun = true

            public init() {}

            public func perform() async throws -> some IntentResult { .result() }
        }

        """)

    /// The widget app with `library` (a framework or static library target `Shared` compiling
    /// `Shared/<file>`) linked by the widget extension's Frameworks phase, the way Xcode's "Link
    /// Binary With Libraries" links a target of the same project.
    public static func linkingLibrary(_ productType: String, file: String, _ contents: File) -> ExampleInput {
        widgetApp.with {
            $0.project?.targets.append(.init("Shared", productType, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.shared", "SDKROOT": "iphoneos"],
                                             sources: ["Shared/" + file]))
            $0.project?.update("Widget") { $0.links = ["Shared"]; $0.phases = ["sources", "frameworks"] }
            $0.files["Shared/" + file] = contents
        }
    }
}

extension ExampleInput {
    /// `widgetApp` as a Capacitor app keeps it (`ios/App/`, `package.json` and `capacitor.config.ts`
    /// at the root), whose Swift app code writes nothing and whose TypeScript `src/widget.ts` saves
    /// the count with `script` (a call given the key `COUNT_KEY`, `'count'`).
    public static func capacitorApp(saving script: String) -> ExampleInput {
        widgetApp.with {
            $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static func reload() { WidgetCenter.shared.reloadTimelines(ofKind: \"PetWidget\") }\n}\n")
        }.moved(to: "ios/App").with {
            $0.files["package.json"] = .text(#"{"dependencies": {"@capacitor/ios": "^6.0.0", "@capacitor/preferences": "^6.0.0"}}"# + "\n")
            $0.files["capacitor.config.ts"] = .text("const config = { appId: 'com.example.app', webDir: 'dist' };\nexport default config;\n")
            $0.files["src/widget.ts"] = .text("""
                import { Preferences } from '@capacitor/preferences';

                export const COUNT_KEY = 'count';

                export async function saveCount(count: number) {
                  \(script)
                }

                """)
        }
    }

    /// `capacitorApp(saving:)` as a bare React Native app: `package.json` names react-native, and
    /// the Swift module `PetModule` (`@objc(PetModule)`, in `ios/App/App/PetModule.swift`, compiled
    /// by the app when `moduleCompiled`) has `save(_:value:resolve:rejecter:)` write the key its
    /// JavaScript caller passes into the group and reload.
    public static func reactNativeApp(saving script: String, moduleCompiled: Bool = true) -> ExampleInput {
        capacitorApp(saving: script).with {
            $0.files["package.json"] = .text(#"{"dependencies": {"react": "18.3.1", "react-native": "0.76.0"}}"# + "\n")
            $0.files["capacitor.config.ts"] = nil
            $0.files["ios/App/App/PetModule.swift"] = .text("""
                import React
                import WidgetKit

                @objc(PetModule)
                class PetModule: NSObject {
                    @objc
                    func save(_ key: String, value: Int, resolve: @escaping RCTPromiseResolveBlock, rejecter reject: @escaping RCTPromiseRejectBlock) {
                        UserDefaults(suiteName: "\(group)")?.set(value, forKey: key)
                        WidgetCenter.shared.reloadAllTimelines()
                        resolve(true)
                    }
                }

                """)
            if moduleCompiled { $0.project?.update("App") { $0.sources.append("App/PetModule.swift") } }
        }
    }

    /// The widget's provider reading `getter` for each of `keys` (Swift expressions) in turn, the
    /// first one set winning: the read is at line 21.
    public static func widgetSwift(readingFirstOf keys: String, getter: String = "string") -> String {
        let widget = widgetSwift(group: nil)
        return String(widget[..<(widget.firstRange(of: "struct Provider")?.lowerBound ?? widget.endIndex)]) + """
            struct Provider: TimelineProvider {
                static let key = "count"
                static let candidates = [\(keys)]

                func count() -> Int {
                    for candidate in Self.candidates {
                        if let value = UserDefaults(suiteName: "\(group)")?.\(getter)(forKey: candidate) { return Int(value) ?? 0 }
                    }
                    return 0
                }
            }

            """
    }
}
