import Findings
import SharedData
import XcodeProject

/// `team-id-group`: a Team-ID-style group (`A1B2C3D4E5.name`) exists on macOS only, and only with
/// the signing team's own prefix.
enum TeamIDGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "team-id-group", area: .entitlements, title: "Team-ID-style group",
        summary: "a Team-ID-style App Group on iOS, or with another team's prefix than the signing team",
        severities: [.ok, .problem],
        verdicts: "OK: a Team-ID-style group after expansion on macOS; PROBLEM: one on iOS, or with another team's prefix than the signing team")

    static func findings(_ context: DoctorContext) -> [Finding] {
        GroupIdentifierRules.verdicts(context).filter { $0.rule == .teamID }.map(\.finding)
    }
}
