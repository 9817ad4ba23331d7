import Findings
import SharedData

/// `doctor --list-checks`: every check in report order, one line each: its id, area, the
/// severities it can give and what it finds; and the same as docs/doctor.md's table of checks,
/// which a test holds to the registry.
public enum DoctorCheckList {
    /// docs/doctor.md's table: each row anchored (`#check-ID`, each description's `help`), with its
    /// verdicts.
    public static func markdown(_ checks: [CheckDescription]) -> String {
        var lines = ["| check | area | severities | verdicts |", "|---|---|---|---|"]
        for check in checks {
            let verdicts = check.verdicts.replacing("|", with: "\\|")
            lines.append("| <a id=\"\(check.anchor)\"></a>`\(check.id)` | \(check.area.rawValue) | \(check.severities.map(\.rawValue).joined(separator: ", ")) | \(verdicts) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func text(_ checks: [CheckDescription]) -> String {
        let idWidth = (checks.map(\.id.count).max() ?? 0) + 2
        let areaWidth = (DoctorFinding.Area.allCases.map(\.rawValue.count).max() ?? 0) + 2
        let severities = checks.map { $0.severities.map(\.rawValue).joined(separator: ",") }
        let severityWidth = (severities.map(\.count).max() ?? 0) + 2
        var lines = ["doctor: \(checks.count) checks, in the order the report gives their findings (\(CheckDescription.documentation))",
                     "check".paddedWithSpaces(toLength: idWidth) + "area".paddedWithSpaces(toLength: areaWidth)
                         + "severities".paddedWithSpaces(toLength: severityWidth) + "finds"]
        for (check, severity) in zip(checks, severities) {
            lines.append(check.id.paddedWithSpaces(toLength: idWidth) + check.area.rawValue.paddedWithSpaces(toLength: areaWidth)
                + severity.paddedWithSpaces(toLength: severityWidth) + check.summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
