import Findings
import SharedData
import XcodeProject

/// `group-identifier`: each App Group a target signs with is an identifier Apple accepts: no
/// whitespace inside `<string>`, a `group.` prefix (or Team-ID style on macOS), no empty component;
/// a character the developer portal refuses for a new group is a warning.
enum GroupIdentifierCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "group-identifier", area: .entitlements, title: "group identifier",
        summary: "an App Group that is no identifier Apple accepts (whitespace, no group. prefix, an empty component)",
        severities: [.warning, .problem],
        verdicts: "PROBLEM: whitespace inside `<string>`, no `group.` prefix, an empty component; WARNING: a character the developer portal "
            + "refuses (`group.home_widget_flutter`), which works once registered, or on macOS a name with neither prefix. `group.kekable` is fine",
        examples: [
            .triggers("a group without the group. prefix", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["com.example.app"]))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["com.example.app"]))
            }, .problem(target: "App", file: "App/App.entitlements", line: 7), also: [CodeGroup.id]),
            .triggers("a character the developer portal refuses for a new group", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.my_app"]))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.my_app"]))
            }, .warning(target: "App", file: "App/App.entitlements", line: 7), also: [CodeGroup.id]),
            .passes("group.com.example.app", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        GroupIdentifierRules.verdicts(context).filter { $0.rule == .identifier }.map(\.finding)
    }
}
