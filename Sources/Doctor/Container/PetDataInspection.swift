import Findings

import SharedData
import WidgetTUIKit
import XcodeProject

/// The pet widget's keys against its contract: each value the widget replaced by a default or read
/// anyway, with the way to write it.
enum PetDataInspection {
    static let keys = [PetWidgetData.itemsKey, PetWidgetData.quietHoursKey, PetWidgetData.streakDaysKey]

    /// - Parameter writer: the language the app writes the group in, which the fixes are given in:
    ///   Dart (home_widget) for a Flutter project, Swift otherwise.
    static func findings(_ decoded: DecodedPetWidgetData, file: String, writer: CodeOccurrence.Language = .swift) -> [Finding] {
        guard !decoded.problems.isEmpty else {
            let data = decoded.data
            return [.ok(file, subject: keys.joined(separator: ", "), "\(data.pets.count) pets, quiet hours "
                + "\(data.quietHours.map(\.description) ?? "none"), a \(data.streakDays)-day streak")]
        }
        return decoded.problems.map { problem in
            let fix = fix(for: problem.key, in: writer)
            let message = problem.message + (problem.defaultUsed.map { "; the widget uses \($0)" } ?? "")
            return problem.defaultUsed == nil
                ? .warning(problem.file.shown, subject: problem.field.shown, message, fix: fix)
                : .problem(problem.file.shown, subject: problem.field.shown, message, fix: fix)
        }
    }

    /// How to write `key` as the contract has it (docs/data-contract.md), in the app's language.
    static func fix(for key: String, in writer: CodeOccurrence.Language) -> String {
        switch (key, writer) {
        case (PetWidgetData.itemsKey, .swift):
            "store items as Data holding a JSON array of {name, stage, valueA, valueB, valueC} (JSONSerialization.data(withJSONObject:))"
        case (PetWidgetData.itemsKey, .dart):
            "store items as a JSON array of {name, stage, valueA, valueB, valueC}: "
                + "HomeWidget.saveWidgetData<Uint8List>('items', Uint8List.fromList(utf8.encode(jsonEncode(pets))))"
        case (PetWidgetData.quietHoursKey, .swift): "store quietHours as a String \"HH:MM-HH:MM\", for example \"22:00-07:00\""
        case (PetWidgetData.quietHoursKey, .dart): "store quietHours as a String \"HH:MM-HH:MM\": HomeWidget.saveWidgetData<String>('quietHours', '22:00-07:00')"
        case (PetWidgetData.streakDaysKey, .swift): "store streakDays as an Int of 0 or more"
        case (PetWidgetData.streakDaysKey, .dart): "store streakDays as an int of 0 or more: HomeWidget.saveWidgetData<int>('streakDays', days)"
        default: "rewrite the suite from the app"
        }
    }
}
