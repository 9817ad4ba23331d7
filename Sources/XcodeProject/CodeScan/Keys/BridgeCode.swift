import Essentials

/// Native code that a cross-platform app's scripts call through a bridge: a Capacitor plugin
/// (`CAPPlugin`, `CAP_PLUGIN`), a React Native module (`RCT_EXPORT_MODULE`, `RCT_EXTERN_MODULE`,
/// `RCTBridgeModule`), a Flutter plugin or method channel. It runs when the app's JavaScript or
/// Dart calls it: a WidgetKit extension hosts no web view, JavaScript engine or Flutter engine, so
/// such a file compiled only by widget extensions (its target membership ticked for the widget
/// instead of the app) never runs, and its writes are no one's. Other extensions may host a bridge
/// (a React Native share extension): their files are left as they are.
enum BridgeCode {
    /// The markers of each bridge in a file's text (Swift or Objective-C), the framework named first.
    private static let markers: [(framework: String, swift: [String], objectiveC: [String])] = [
        ("Capacitor", ["import Capacitor", "CAPPlugin", "CAPBridgedPlugin"], ["CAP_PLUGIN(", "<Capacitor/", "CAPPlugin"]),
        ("React Native", ["import React\n", "import React\r", "RCTBridgeModule", "RCTPromiseResolveBlock", "RCTEventEmitter"],
         ["RCT_EXPORT_MODULE", "RCT_EXTERN_MODULE", "RCT_EXPORT_METHOD", "<React/", "RCTBridgeModule"]),
        ("Flutter", ["import Flutter", "FlutterMethodChannel", "FlutterPlugin"], ["<Flutter/", "FlutterMethodChannel", "FlutterPlugin"]),
    ]

    /// The bridge `text` belongs to ("Capacitor", "React Native", "Flutter"), or nil for plain native code.
    static func framework(of text: String, objectiveC: Bool) -> String? {
        // Byte comparison: the markers are ASCII, and String's own `contains` costs far more per file.
        markers.first { entry in (objectiveC ? entry.objectiveC : entry.swift).contains { text.utf8.contains(word: $0) } }?.framework
    }

    /// The bridge files among `sources` that only widget extensions compile, each with its framework.
    static func strandedInWidgets(_ sources: [IntentInspection.Source], objectiveC: Bool, targets: [TargetFacts]) -> [String: String] {
        let extensions = Set(targets.filter { $0.role == .widgetExtension }.map(\.name))
        var stranded: [String: String] = [:]
        for source in sources where !source.targets.isEmpty && source.targets.allSatisfy(extensions.contains) {
            if let framework = framework(of: source.text, objectiveC: objectiveC) { stranded[source.file] = framework }
        }
        return stranded
    }
}
