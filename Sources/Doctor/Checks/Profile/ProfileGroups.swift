import Findings
import SharedData
import XcodeProject

/// `profile-groups`: the profile that signs a target's bundle id lists every group the target is
/// signed with: the simulator needs no profile, so a missing group works there and fails on a device.
enum ProfileGroups: DoctorCheck {
    static let description = CheckDescription(
        id: "profile-groups", area: .profile, title: "profile's groups",
        summary: "the profile for a target's bundle id lacks one of its groups, or is a wildcard (no App Groups)",
        severities: [.ok, .problem],
        verdicts: "OK: the profile for the target's bundle id lists its groups; PROBLEM: it lacks one, or is a wildcard profile (no App "
            + "Groups): works in the simulator, fails on a device",
        examples: [
            .triggers("the app's profile lacks the group, in every configuration: one finding",
                      .widgetApp(appProfile: ExampleProfile.file(appID: "com.example.app", groups: [])), .problem(target: "App", file: "App.mobileprovision")),
            .passes("each profile lists the group", .widgetApp(appProfile: ExampleProfile.file(appID: "com.example.app", groups: [ExampleInput.group]))),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        ProfileMatching.verdicts(context).filter { $0.rule == .groups }.map(\.finding)
    }
}
