import Findings

import SharedData
import WidgetTUIKit
import XcodeProject

/// The pet widget's keys against its contract: each value the widget replaced by a default or read
/// anyway, with the way to write it.
enum PetDataInspection {
    static let keys = [PetWidgetData.itemsKey, PetWidgetData.quietHoursKey, PetWidgetData.streakDaysKey]

    static func findings(_ decoded: DecodedPetWidgetData, file: String) -> [DoctorFinding] {
        guard !decoded.problems.isEmpty else {
            let data = decoded.data
            return [.ok(.data, file, subject: keys.joined(separator: ", "), "\(data.pets.count) pets, quiet hours "
                + "\(data.quietHours.map(\.description) ?? "none"), a \(data.streakDays)-day streak")]
        }
        return decoded.problems.map { problem in
            let fix = switch problem.key {
            case PetWidgetData.itemsKey: "store items as Data holding a JSON array of {name, stage, valueA, valueB, valueC} "
                + "(JSONSerialization.data(withJSONObject:))"
            case PetWidgetData.quietHoursKey: "store quietHours as a String \"HH:MM-HH:MM\", for example \"22:00-07:00\""
            case PetWidgetData.streakDaysKey: "store streakDays as an Int of 0 or more"
            default: "rewrite the suite from the app"
            }
            let message = problem.message + (problem.defaultUsed.map { "; the widget uses \($0)" } ?? "")
            return problem.defaultUsed == nil
                ? .warning(.data, problem.file, subject: problem.field, message, fix: fix)
                : .problem(.data, problem.file, subject: problem.field, message, fix: fix)
        }
    }
}
