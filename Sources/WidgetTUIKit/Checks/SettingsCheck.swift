import Essentials
import SharedData

/// The app's settings reach the widget: every key the widget reads is present with its type and as
/// the contract has it (`PetContract`: the pets' stages, values and fields), and night falls
/// exactly within the group's quiet hours (the seed's first bug: a setting that was never written,
/// so the widget silently used a default). Each data problem counts at its `DataProblem.Severity`,
/// as doctor counts it: a problem fails, a warning warns, a note (a field left out for the
/// contract's default) is said in the pass.
enum SettingsCheck {
    static let name = "settings"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "every key is present and as the data contract has it, and night follows quietHours"

    private static let quietHoursFix = "have the app write quietHours as a String \"HH:MM-HH:MM\" to the group's suite "
        + "(UserDefaults(suiteName: group).set(\"22:00-07:00\", forKey: \"quietHours\"), or home_widget's saveWidgetData) "
        + "and then reload the widget; try it with `widget-tui app set-quiet-hours 22:00-07:00`"
    private static let nightFix = "decide night from the quietHours the group holds, read in the widget's time zone"
    private static let typesFix = "write each key the widget reads with its type: items as Data holding a JSON array of pets, "
        + "quietHours as a String \"HH:MM-HH:MM\", streakDays as an Int; then reload the widget"
    private static var contractFix: String {
        "write each pet as the contract has it (docs/data-contract.md): a stage of " + PetContract.stages.joined(separator: ", ")
            + ", values from \(Int(PetContract.valueRange.lowerBound)) to \(Int(PetContract.valueRange.upperBound)), "
            + "only the fields " + PetContract.fieldNames.joined(separator: ", ")
    }

    /// Fails with every value the widget replaced by a default (quiet hours first) and any moment
    /// night disagrees with the group's quiet hours.
    /// - Parameters:
    ///   - decoded: the group's data as the widget decodes it, with the problems met.
    ///   - zoneName: the time zone as the user named it, for the messages.
    ///   - day: a moment of the local day to sample, every 10 minutes and at each quiet-hours edge.
    ///   - isNight: whether the widget draws night at a date.
    static func run(decoded: DecodedPetWidgetData, timeZone: TimeZone, zoneName: String, day: Date, isNight: (Date) -> Bool) -> CheckResult {
        let failing = decoded.problems.filter { $0.severity == .problem }
        let warnings = decoded.problems.filter { $0.severity == .warning }
        let notes = decoded.problems.filter { $0.severity == .note }.map(\.description)
        // What to change for the problems of data: their types, or their values against the contract.
        func dataFixes(_ problems: [DataProblem]) -> [String] {
            (problems.contains { !$0.outsideContract } ? [typesFix] : []) + (problems.contains(where: \.outsideContract) ? [contractFix] : [])
        }
        let others = failing.filter { $0.key != PetWidgetData.quietHoursKey }
        guard let quiet = decoded.data.quietHours else {
            let problem = failing.first { $0.key == PetWidgetData.quietHoursKey }
            let missing = (problem?.description ?? "the group holds no quietHours")
                + ": night comes from the documented default \(QuietHours.documentedDefault), not from the user's setting"
            return .fail(name, ([missing] + (others + warnings).map(\.description)).joined(separator: "; "),
                         fix: ([quietHoursFix] + dataFixes(others + warnings)).joined(separator: "; "))
        }
        let mismatch = nightMismatch(quiet, timeZone: timeZone, zoneName: zoneName, day: day, isNight: isNight)
        guard mismatch == nil, failing.isEmpty else {
            let fixes = (mismatch == nil ? [] : [nightFix]) + dataFixes(failing + warnings)
            return .fail(name, ([mismatch].compactMap { $0 } + (failing + warnings).map(\.description)).joined(separator: "; "),
                         fix: fixes.joined(separator: "; "))
        }
        let passed = "every key is present, and night follows the group's quiet hours \(quiet) in \(zoneName) "
            + "at every 10 minutes of the day and at each edge" + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; "))
        guard warnings.isEmpty else {
            return .warn(name, warnings.map(\.description).joined(separator: "; ") + "; otherwise " + passed, fix: dataFixes(warnings).joined(separator: "; "))
        }
        return .pass(name, passed)
    }

    /// The first sampled moment whose night differs from `quiet`, said in words; nil when none does.
    private static func nightMismatch(_ quiet: QuietHours, timeZone: TimeZone, zoneName: String, day: Date,
                                      isNight: (Date) -> Bool) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let midnight = calendar.startOfDay(for: day)
        let edges = [quiet.start.minutes, quiet.end.minutes].flatMap { [$0 - 1, $0] }.map { ($0 + 1440) % 1440 }
        for minute in (Array(stride(from: 0, to: 1440, by: 10)) + edges).sorted() {
            guard let date = calendar.date(byAdding: .minute, value: minute, to: midnight) else { continue }
            let local = calendar.dateComponents([.hour, .minute], from: date)
            let expected = quiet.contains(minuteOfDay: (local.hour ?? 0) * 60 + (local.minute ?? 0))
            if isNight(date) != expected {
                let clock = String(cFormat: "%02d:%02d", local.hour ?? 0, local.minute ?? 0)
                return "at \(clock) (\(zoneName)) the widget draws \(expected ? "day" : "night"), "
                    + "but the group's quiet hours \(quiet) say \(expected ? "night" : "day")"
            }
        }
        return nil
    }
}
