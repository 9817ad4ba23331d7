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
        verdicts: "OK: a Team-ID-style group after expansion on macOS; PROBLEM: one on iOS, or with another team's prefix than the signing team",
        examples: [
            .triggers("a Team-ID-style group on iOS", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["A1B2C3D4E5.com.example.app"]))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["A1B2C3D4E5.com.example.app"]))
            }, .problem(target: "App", file: "App/App.entitlements", line: 7), also: [CodeGroup.id]),
            .triggers("one on macOS with the signing team's prefix", .widgetApp.with {
                for target in ["App", "Widget"] {
                    $0.set("SDKROOT", "macosx", target: target)
                    $0.set("DEVELOPMENT_TEAM", "A1B2C3D4E5", target: target)
                }
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["$(TeamIdentifierPrefix)com.example.app"]))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["$(TeamIdentifierPrefix)com.example.app"]))
            }, .ok(target: "App", file: "App/App.entitlements", line: 7), also: [CodeGroup.id]),
            .passes("a group. group", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        GroupIdentifierRules.verdicts(context).filter { $0.rule == .teamID }.map(\.finding)
    }
}
