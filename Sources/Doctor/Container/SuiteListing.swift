import Essentials
import Findings
import SharedData
import WidgetTUIKit
import XcodeProject

/// Every key of a suite that is not the pet widget's, with its type and size: doctor cannot know
/// what another app's widget expects, so it shows what is there. home_widget's two background
/// callback handles are named as what they are.
enum SuiteListing {
    /// `registerInteractivityCallback` keeps the Dart callback dispatcher's and the callback's raw
    /// handles here (home_widget's `HomeWidgetBackgroundWorker`), as Int64s.
    static let homeWidgetHandles: Set<String> = ["home_widget.internal.background.dispatcher", "home_widget.internal.background.callback"]

    /// Keys listed one by one, first in code-unit order; the rest are counted in one note. A suite
    /// may hold 500,000 keys within its limits: listed whole, doctor's report would weigh more than
    /// ten times the suite, and no one reads it. As many as the preview keeps.
    static let listedKeys = GenericWidgetData.keptKeys

    static func findings(_ values: PlistDictionary, file: String) -> [Finding] {
        // Positions sorted, not entries: eight bytes a key instead of a copy of every value.
        let entries = values.entries
        let order = entries.indices.sorted { entries[$0].key < entries[$1].key }
        var findings = order.prefix(listedKeys).map { entries[$0] }.map { entry -> Finding in
            let key = entry.key.string
            if homeWidgetHandles.contains(key) {
                guard case .int = entry.value else {
                    return .warning(file, subject: key.shown, "\(entry.value.typeName), where home_widget keeps an Int64 callback handle",
                                    fix: "let home_widget write it: call HomeWidget.registerInteractivityCallback again")
                }
                return .ok(file, subject: key.shown, "Int, home_widget's interactivity callback handle")
            }
            if case let .unreadable(value) = entry.value {
                return .warning(file, subject: key.shown, value.explanation,
                                fix: "have the app write it again as a property-list value, or remove it with `widget-tui app remove \(key.shown)`")
            }
            return .ok(file, subject: key.shown, summary(entry.value))
        }
        if entries.count > listedKeys {
            findings.append(.note(file, "\(String(count: entries.count - listedKeys, "more key", plural: "more keys")) \(entries.count - listedKeys == 1 ? "is" : "are") not listed (doctor lists the first \(listedKeys) of \(entries.count))"))
        }
        return findings
    }

    /// The type with the value itself for numbers, booleans and dates, the size for the rest.
    static func summary(_ value: PlistValue) -> String {
        switch value {
        case .int, .unsignedInteger, .double, .float, .bool, .date: "\(value.typeName) \(value)"
        case let .string(text): "String, \(String(count: text.string.utf8.count, "byte"))"
        case let .data(data): "Data, \(String(count: data.count, "byte"))"
        case let .array(items): "Array of \(String(count: items.count, "value"))"
        case let .dictionary(entries): "Dictionary of \(String(count: entries.count, "key"))"
        case .unreadable: value.typeName
        }
    }

}
