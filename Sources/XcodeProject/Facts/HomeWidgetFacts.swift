/// What a Flutter app that uses home_widget tells the plugin about taps and buttons, read by
/// pattern from its Dart code, its Swift code, the app's Info.plist and `pubspec.lock`: the facts
/// `home-widget-url` and `home-widget-interactivity` judge. Only a Flutter app whose pubspec, lock
/// or Dart code names home_widget has them (`ProjectSnapshot.homeWidget`).
public struct HomeWidgetFacts: Sendable, Hashable {
    /// A place in the code: a call, a declaration.
    public struct Place: Sendable, Hashable {
        public let file: String
        public let line: Int

        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        public var shown: String { "\(file):\(line)" }
    }

    /// home_widget as `pubspec.lock` resolves it: nil when there is no lock beside `pubspec.yaml`
    /// or it lists no home_widget (a workspace member's lock lives at the workspace's root).
    public var locked: PubspecLock.Package?
    /// `HomeWidget.widgetClicked` and `HomeWidget.initiallyLaunchedFromHomeWidget`, where the app
    /// listens for the URL a widget opens (outside Android-only blocks).
    public var clickListeners: [DartCall] = []
    /// `HomeWidget.registerInteractivityCallback` (and its deprecated `registerBackgroundCallback`).
    public var interactivityCallbacks: [InteractivityCallback] = []
    /// `.widgetURL` and `Link(destination:)` in the code widget extensions compile.
    public var widgetURLs: [WidgetURL] = []
    /// The app target's `UIApplicationSceneManifest` scene delegates, with the Swift class of each.
    public var sceneDelegates: [SceneDelegate] = []
    /// `FlutterAppDelegate` subclasses' overrides that take the URL a widget opens
    /// (`application(_:open:options:)`, `application(_:didFinishLaunchingWithOptions:)`).
    public var appDelegateOverrides: [Override] = []

    public init(locked: PubspecLock.Package? = nil) {
        self.locked = locked
    }

    public struct DartCall: Sendable, Hashable {
        /// `HomeWidget.widgetClicked`, `HomeWidget.initiallyLaunchedFromHomeWidget`.
        public let call: String
        public let place: Place
    }

    /// One registration of a Dart callback and what its argument names.
    public struct InteractivityCallback: Sendable, Hashable {
        public enum Callback: Sendable, Hashable {
            /// A function declared at the top level of a file or `static` in a class: a handle exists.
            case function(name: String, declared: Place, entryPoint: Bool)
            /// A closure, an instance method or a function nested in another: no handle exists.
            case notStatic(description: String, declared: Place?)
            /// A name no Dart file of `lib/` declares (a package's): not judged.
            case unknown
        }

        /// `HomeWidget.registerInteractivityCallback`.
        public let call: String
        public let place: Place
        /// The argument as written, shortened.
        public let expression: String
        public let callback: Callback
    }

    /// A widget's URL and whether home_widget would take it for a widget's.
    public struct WidgetURL: Sendable, Hashable {
        /// `.widgetURL`, `Link(destination:)`.
        public let call: String
        public let place: Place
        public let targets: [String]
        /// The URL as a literal gives it (interpolations as `…`), nil when it is computed.
        public let url: String?
        /// `file:line` of the constant that gives `url`, when it is not written in place.
        public let definedAt: Place?

        /// Whether the URL carries a `homeWidget` query item, as home_widget's `isWidgetUrl` looks
        /// for it: nil when unknown (computed, or built on from a value after its `?` or `&`).
        public var carriesHomeWidget: Bool? {
            guard let url else { return nil }
            guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first.map({ $0.split(separator: "#").first ?? "" }) else {
                return url.contains("…") ? nil : false
            }
            let items = query.split(separator: "&", omittingEmptySubsequences: false)
            if items.contains(where: { $0 == "homeWidget" || $0.hasPrefix("homeWidget=") }) { return true }
            // An interpolation where an item's name stands may be the item itself.
            return items.contains { $0.hasPrefix("…") } ? nil : false
        }

        /// The scheme, lowercased: `http`/`https` opens a web page or a universal link, which
        /// home_widget never sees.
        public var scheme: String? {
            guard let url, let colon = url.firstIndex(of: ":") else { return nil }
            let scheme = url[..<colon]
            guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return nil }
            return scheme.lowercased()
        }
    }

    /// A scene delegate the app's Info.plist names, and its class in the Swift code.
    public struct SceneDelegate: Sendable, Hashable {
        /// As the Info.plist writes it: `FlutterSceneDelegate`, `$(PRODUCT_MODULE_NAME).SceneDelegate`.
        public let className: String
        /// The Info.plist and the line of the class name.
        public let declaredIn: Place
        public let target: String
        /// The Swift class of that name some app target compiles; nil for Flutter's own class or
        /// a class no Swift file declares (Objective-C): then nothing is judged.
        public let swiftClass: SwiftClass?
    }

    /// A class of the app's Swift code, with what it inherits and the URL callbacks it implements.
    public struct SwiftClass: Sendable, Hashable {
        public let name: String
        public let place: Place
        /// The superclass and protocols, as written.
        public let inherits: [String]
        /// Whether its superclass chain, through classes of the project, reaches `FlutterSceneDelegate`.
        public let isFlutterSceneDelegate: Bool
        public let overrides: [Override]
    }

    /// A delegate method that receives a URL, and whether it hands the URL on.
    public struct Override: Sendable, Hashable {
        /// `application(_:open:options:)`, `scene(_:openURLContexts:)`...
        public let method: String
        public let place: Place
        /// The class that declares it.
        public let owner: String
        /// The app targets that compile it.
        public let targets: [String]
        /// Its body calls `super.` with the same method's name.
        public let callsSuper: Bool
        /// Its body hands the URL to Flutter's plugins another way: a `FlutterPluginSceneLifeCycleDelegate`
        /// (`sceneLifeCycleDelegate`), or the app delegate's `application(_:open:options:)`.
        public let forwards: Bool
    }
}
