import Essentials
import SharedData

/// Gathers `HomeWidgetFacts` for a Flutter app that uses home_widget: the Dart side and the lock
/// when the Flutter root is read (`dart`), the Swift side and the app's Info.plist when its
/// `ios/` project is (`completed`). An app whose pubspec, lock and Dart code never name
/// home_widget has none, so no home_widget wording reaches a native, React Native or .NET app.
enum HomeWidgetScanner {
    nonisolated(unsafe) private static let dependency = #/(?m)^\s+home_widget\s*:/#

    /// The Dart side, or nil when the app does not use home_widget.
    static func dart(flutterRoot: URL, sources: DartCode, scope: ProjectScope, display: (URL) -> String) -> HomeWidgetFacts? {
        let lockURL = flutterRoot.appendingPathComponent("pubspec.lock")
        var locked: PubspecLock.Package?
        if case let .data(data) = scope.read(lockURL, limit: PubspecLock.limit) {
            locked = PubspecLock.package("home_widget", in: String(decoding: data, as: UTF8.self), file: display(lockURL))
        }
        var declared = false
        if case let .data(data) = scope.read(flutterRoot.appendingPathComponent("pubspec.yaml"), limit: .smallText) {
            declared = String(decoding: data, as: UTF8.self).contains(Self.dependency)
        }
        let (listeners, callbacks, imports) = HomeWidgetDartScanner.scan(sources)
        guard locked != nil || declared || imports else { return nil }
        var facts = HomeWidgetFacts(locked: locked)
        facts.clickListeners = listeners
        facts.interactivityCallbacks = callbacks
        return facts
    }

    /// The facts with the Swift side of the app's `ios/` project added.
    static func completed(_ facts: HomeWidgetFacts, swift: [IntentInspection.Source], targets: [TargetFacts], infoPlist: (String) -> [UInt8]?) -> HomeWidgetFacts {
        var facts = facts
        (facts.widgetURLs, facts.sceneDelegates, facts.appDelegateOverrides) = HomeWidgetSwiftScanner.scan(swift, targets: targets, infoPlist: infoPlist)
        return facts
    }
}
