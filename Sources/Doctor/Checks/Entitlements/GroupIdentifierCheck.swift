import Findings
import SharedData
import XcodeProject

/// `group-identifier`: each App Group a target signs with is an identifier Apple accepts: no
/// whitespace inside `<string>`, a `group.` prefix (or Team-ID style on macOS), no empty component;
/// a character the developer portal refuses for a new group is a note: a group in a project's
/// entitlements is nearly always registered already, and works (round 14 kbo-fans on TestFlight,
/// round 15 unmissable on the App Store, each with a `_` in its group).
enum GroupIdentifierCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "group-identifier", area: .entitlements, title: "group identifier",
        summary: "an App Group that is no identifier Apple accepts (whitespace, no group. prefix, an empty component)",
        severities: [.note, .warning, .problem],
        verdicts: "PROBLEM: whitespace inside `<string>`, no `group.` prefix, an empty component; NOTE: a character the developer portal "
            + "refuses for a new group (`group.home_widget_flutter`), which works once registered, as a group in a project's entitlements nearly always is "
            + "(apps ship with one); WARNING: on macOS a name with neither prefix. `group.kekable` is fine",
        examples: [
            .triggers("a group without the group. prefix", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["com.example.app"]))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["com.example.app"]))
            }, .problem(target: "App", file: "App/App.entitlements", line: 7), also: [CodeGroup.id]),
            .triggers("a character the developer portal refuses for a new group", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.my_app"]))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.my_app"]))
            }, .note(target: "App", file: "App/App.entitlements", line: 7), also: [CodeGroup.id]),
            .passes("group.com.example.app", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        GroupIdentifierRules.verdicts(context).filter { $0.rule == .identifier }.map(\.finding)
    }
}
