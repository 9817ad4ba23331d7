import Findings
import XcodeProject

/// Runs the checks in the registry's order and names each finding after the check that gave it:
/// its id and area come from the check's description, never from the check's own code. A finding
/// given twice (the same check, severity, place and words, met from two configurations or two
/// projects) is kept once: the first half of the rule "one cause, one finding" (docs/doctor.md);
/// the checks keep the other half, each reporting its cause once, where it is.
enum DoctorEngine {
    static func findings(_ context: DoctorContext, checks: [any DoctorCheck.Type] = DoctorRegistry.checks) -> [DoctorFinding] {
        var found = OrderedSet<DoctorFinding>()
        for check in checks {
            let description = check.description
            for finding in check.findings(context) {
                found.append(DoctorFinding(check: description.id, area: description.area, finding))
            }
        }
        return found.elements
    }
}
