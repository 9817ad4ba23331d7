import Findings
import SharedData
import XcodeProject

/// `profile`: each `--profile` is a profile, of the signing team, not expired, and signs some
/// target's bundle id; a target no profile signs is not checked against one.
enum ProfileCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "profile", area: .profile, title: "provisioning profile",
        summary: "a --profile that does not read, belongs to another team, has expired, or signs no target",
        severities: [.note, .warning, .problem],
        verdicts: "WARNING: another team's or an expired profile; PROBLEM: not a profile; NOTE: no profile for a target, or one for no target",
        examples: [
            .triggers("a --profile that is not a profile", .widgetApp(appProfile: .text("not a profile\n")),
                      .problem(file: "App.mobileprovision"), .note(target: "App")),
            .triggers("an expired profile, signing the app in every configuration: one finding",
                      .widgetApp(appProfile: ExampleProfile.file(appID: "com.example.app", groups: [ExampleInput.group], expires: "2020-01-01T00:00:00Z")),
                      .warning(target: "App", configuration: nil, file: "App.mobileprovision")),
            .passes("a profile for each target, listing the group",
                    .widgetApp(appProfile: ExampleProfile.file(appID: "com.example.app", groups: [ExampleInput.group]))),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        let failures = context.profiles.compactMap { loaded -> Finding? in
            guard case let .failure(error) = loaded.profile else { return nil }
            // The error quotes the file's reading and parsing problems escaped already.
            return Finding(.problem, file: loaded.file, message: error.description,
                           fix: "pass the .mobileprovision Xcode downloaded (~/Library/MobileDevice/Provisioning Profiles)")
        }
        return failures + ProfileMatching.verdicts(context).filter { $0.rule == .profile }.map(\.finding)
    }
}
