import Essentials
import SharedData

/// The app's settings reach the widget: every key the widget reads is present with its type, and
/// night falls exactly within the group's quiet hours (the seed's first bug: a setting that was
/// never written, so the widget silently used a default).
enum SettingsCheck {
    static let name = "settings"

    private static let quietHoursFix = "have the app write quietHours as a String \"HH:MM-HH:MM\" to the group's suite "
        + "(UserDefaults(suiteName: group).set(\"22:00-07:00\", forKey: \"quietHours\"), or home_widget's saveWidgetData) "
        + "and then reload the widget; try it with `widget-tui app set-quiet-hours 22:00-07:00`"
    private static let nightFix = "decide night from the quietHours the group holds, read in the widget's time zone"
    private static let typesFix = "write each key the widget reads with its type: items as Data holding a JSON array of pets, "
        + "quietHours as a String \"HH:MM-HH:MM\", streakDays as an Int; then reload the widget"

    /// Fails with every value the widget replaced by a default (quiet hours first) and any moment
    /// night disagrees with the group's quiet hours.
    /// - Parameters:
    ///   - decoded: the group's data as the widget decodes it, with the problems met.
    ///   - zoneName: the time zone as the user named it, for the messages.
    ///   - day: a moment of the local day to sample, every 10 minutes and at each quiet-hours edge.
    ///   - isNight: whether the widget draws night at a date.
    static func run(decoded: DecodedPetWidgetData, timeZone: TimeZone, zoneName: String, day: Date, isNight: (Date) -> Bool) -> CheckResult {
        let defaulted = decoded.problems.filter { $0.defaultUsed != nil }
        let others = defaulted.filter { $0.key != PetWidgetData.quietHoursKey }.map(\.description)
        guard let quiet = decoded.data.quietHours else {
            let problem = defaulted.first { $0.key == PetWidgetData.quietHoursKey }
            let missing = (problem?.description ?? "the group holds no quietHours")
                + ": night comes from the documented default \(QuietHours.documentedDefault), not from the user's setting"
            return .fail(name, ([missing] + others).joined(separator: "; "),
                         fix: others.isEmpty ? quietHoursFix : quietHoursFix + "; " + typesFix)
        }
        let mismatch = nightMismatch(quiet, timeZone: timeZone, zoneName: zoneName, day: day, isNight: isNight)
        guard mismatch == nil, defaulted.isEmpty else {
            let fixes = (mismatch == nil ? [] : [nightFix]) + (defaulted.isEmpty ? [] : [typesFix])
            return .fail(name, ([mismatch].compactMap { $0 } + defaulted.map(\.description)).joined(separator: "; "),
                         fix: fixes.joined(separator: "; "))
        }
        return .pass(name, "every key is present, and night follows the group's quiet hours \(quiet) in \(zoneName) "
            + "at every 10 minutes of the day and at each edge")
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
