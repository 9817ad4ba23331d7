import Findings
import PropertyList
import SharedData
import XcodeProject

/// `key-type`: a strict read of a key finds the type the writer stores. `UserDefaults`' getters
/// convert what they can, as documented: `string(forKey:)` turns a number into a string,
/// `integer(forKey:)`, `double(forKey:)`, `float(forKey:)` and `bool(forKey:)` parse a numeric
/// string, so those are never wrong. The strict ones are not: `data(forKey:)` returns nil for
/// anything but `Data` (a JSON string saved with `jsonEncode` included), `array(forKey:)` and
/// `stringArray` for anything but an array, `dictionary(forKey:)` for anything but a dictionary,
/// and `object(forKey:) as? T` for anything that does not bridge to `T` (a number is no `String`,
/// a string no `Int`). The writer's type is what its code stores (a literal, `<T>` of home_widget's
/// `saveWidgetData`, whose 0.9.3 plugin stores a `Uint8List` as `Data` and every other value as the
/// codec gives it, `JSONEncoder().encode`) or, with a container, what its suite holds.
enum KeyType: DoctorCheck {
    static let description = CheckDescription(
        id: "key-type", area: .code, title: "a strict read of another type",
        summary: "a strict read (data, array, dictionary, object as? T) of a key the app stores as another type: it reads nil",
        severities: [.problem],
        verdicts: "PROBLEM: the widget reads a key with a getter that converts nothing (`data(forKey:)`, `array(forKey:)`, "
            + "`stringArray(forKey:)`, `dictionary(forKey:)`, `object(forKey:) as? T`) while the app's code stores it as another type "
            + "(home_widget's `saveWidgetData<String>` of a JSON string read with `data(forKey:)`), or the container's suite holds "
            + "another type: the read is nil. `string(forKey:)` of a number and `integer`, `double`, `bool(forKey:)` of a numeric string "
            + "convert, as `UserDefaults` documents, and are never wrong; nor is a strict read with a fallback a few lines on that reads "
            + "the same key as it is stored (`if let d = data(forKey:) { ... } else if let s = string(forKey:) { ... }`)",
        reads: [.swiftCode, .dartCode, .objectiveCCode, .scriptCode],
        examples: [
            .triggers("the widget reads Data where the app stores a number", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "data(forKey: \"count\")?.count ?? 0"))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .triggers("home_widget saves a JSON string, the widget reads Data", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.setAppGroupId('\(ExampleInput.group)')",
                                                                    "HomeWidget.saveWidgetData<String>('count', jsonEncode({'count': count}))",
                                                                    "HomeWidget.updateWidget(iOSName: 'PetWidget')"]))
                $0.files["ios/PetWidget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "data(forKey: \"count\")?.count ?? 0"))
            }, .problem(target: "PetWidgetExtension", file: "ios/PetWidget/PetWidget.swift", line: 16)),
            .triggers("the widget casts a number to String", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "object(forKey: \"count\") as? String == nil ? 0 : 1"))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 16)),
            .passes("string(forKey:) of a number converts", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "string(forKey: \"count\")?.count ?? 0"))
            }),
            .passes("object(forKey:) as? Int of a number", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "object(forKey: \"count\") as? Int ?? 0"))
            }),
            .passes("a strict read with a fallback that reads the key as the app stores it (if let d = data(forKey:) ... else if let s = string(forKey:))",
                    .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "data(forKey: \"count\")?.count\n"
                    + "            ?? UserDefaults(suiteName: \"\(ExampleInput.group)\")?.string(forKey: \"count\").flatMap { Int($0) } ?? 0"))
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        KeyContract.all(context).flatMap { contract in
            contract.reads.flatMap { read in
                // One finding per read type: two strict reads of one key alike are one cause.
                let strict = Dictionary(grouping: read.reads.filter { $0.type != nil }, by: { $0.type! })
                return strict.sorted { $0.value[0].line < $1.value[0].line }.compactMap { type, reads in
                    finding(read.key, expected: type, reads: reads, all: read.reads, contract: contract)
                }
            }
        }
    }

    /// Lines between a strict read and a read of the same key that falls back to what is stored: an
    /// `if let ... else if let` or `??` chain. Reads are placed by line only, not by function.
    static let fallbackLines = 12

    private static func finding(_ key: String, expected: KeyAccess.StoredType, reads: [KeyAccess], all: [KeyAccess], contract: KeyContract) -> Finding? {
        let writes = (contract.writes[key] ?? []).filter { contract.reaches($0, reads) }
        var stored: [String] = []
        var written: KeyAccess.StoredType?
        // The code's writes, when every one says its type and none is the one read.
        if !writes.isEmpty, writes.allSatisfy({ $0.type != nil }), !writes.contains(where: { $0.type == expected }), let type = writes[0].type {
            written = type
            stored.append("the app stores \(type.spoken) (\(OrderedSet(writes.map(\.keyPlace)).elements.prefix(3).map { "\($0.shown)" }.spoken))")
        }
        if let value = contract.suite?[key], let type = storedType(value), type != expected, let file = contract.suiteFile {
            written = written ?? type
            stored.append("the container's suite holds \(type.spoken) (\(file.shown))")
        }
        guard let written, !stored.isEmpty else { return nil }
        // A read followed (or preceded) nearby by one of the same key that takes what is stored
        // (a converting getter, or the stored type) shows the value through that one.
        let reads = reads.filter { strict in
            !all.contains { other in
                other != strict && other.file == strict.file && abs(other.line - strict.line) <= fallbackLines && (other.type == nil || other.type == written)
            }
        }
        guard let first = reads.first else { return nil }
        return KeyContract.finding(.problem, reads, "\(first.call) at \(KeyContract.places(reads)) reads '\(key.shown)' as \(expected.spoken) "
            + "only, but \(stored.joined(separator: " and ")): the read is nil, so \(KeyContract.outcome(reads))",
            fix: fix(expected: expected, written: written, homeWidget: contract.writesWithHomeWidget))
    }

    /// How to read what is stored, or store what is read.
    static func fix(expected: KeyAccess.StoredType, written: KeyAccess.StoredType, homeWidget: Bool) -> String {
        switch (expected, written) {
        case (.data, .string):
            return "read it with string(forKey:) and decode its .data(using: .utf8)"
                + (homeWidget ? ", or save a Uint8List (home_widget stores it as Data)" : ", or store Data")
        case (.string, .number): return "read it with string(forKey:), which turns a number into a string"
        case (.number, .string): return "read it with integer(forKey:) or double(forKey:), which parse a numeric string"
        case (.array, .string), (.dictionary, .string):
            return "the app stores JSON text: read it with string(forKey:) and decode it (JSONDecoder, or JSONSerialization.jsonObject)"
        default:
            return "read it as the app stores it (\(written.spoken)), or store \(expected.spoken)"
        }
    }

    /// A suite's value as a stored type; nil for one that does not read.
    static func storedType(_ value: PlistValue) -> KeyAccess.StoredType? {
        switch value {
        case .int, .unsignedInteger, .double, .float, .bool: .number
        case .string: .string
        case .data: .data
        case .date: .date
        case .array: .array
        case .dictionary: .dictionary
        case .unreadable: nil
        }
    }
}
