import Findings
import SharedData
import XcodeProject

/// `entitlements-file`: the file `CODE_SIGN_ENTITLEMENTS` names exists and reads as entitlements
/// (codesign refuses the build otherwise), and so does each `--entitlements` file. One finding per
/// target and file, naming every configuration that signs with it.
enum EntitlementsFileCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "entitlements-file", area: .entitlements, title: "entitlements file",
        summary: "CODE_SIGN_ENTITLEMENTS (or --entitlements) names a missing file, or one that is not a property list",
        severities: [.note, .problem],
        verdicts: "PROBLEM: `CODE_SIGN_ENTITLEMENTS` names a missing file, or one that is not a property list (an `--entitlements` file "
            + "likewise); NOTE: one outside the project, not read: the groups it signs with are unknown. A missing file the repository's "
            + "`.gitignore` keeps out is absent as in a fresh clone (generated-files names it): its groups are unknown, not wrong",
        examples: [
            .triggers("CODE_SIGN_ENTITLEMENTS names a file that does not exist", .widgetApp.with { $0.set("CODE_SIGN_ENTITLEMENTS", "Widget/Missing.entitlements", target: "Widget") },
                      .problem(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .triggers("the file is not a property list", .widgetApp.with { $0.files["Widget/Widget.entitlements"] = .text("group.com.example.app\n") },
                      .problem(target: "Widget", file: "Widget/Widget.entitlements")),
            .passes("each file reads", .widgetApp),
            .passes("the file is missing because the repository's .gitignore keeps it out: a fresh clone's gap, its groups unknown", .widgetApp.with {
                $0.set("CODE_SIGN_ENTITLEMENTS", "Widget/Local.entitlements", target: "Widget")
                $0.files[".gitignore"] = .text("*.entitlements\n")
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        var findings: [Finding] = []
        for project in context.projects {
            for target in project.targets {
                for (entitlements, configurations) in EntitlementsByFile.groups(target) {
                    findings += file(entitlements, target: target, configurations: configurations)
                }
            }
        }
        for failure in context.evidence.entitlementFailures {
            let shown = failure.url.shown
            findings.append(.problem(shown, ProjectFileCheck.withoutPath(failure.reason, shown),
                                     fix: "pass the target's .entitlements file, a property list as Xcode writes it"))
        }
        return findings
    }

    private static func file(_ entitlements: EntitlementsFacts, target: TargetFacts, configurations: [ConfigurationFacts]) -> [Finding] {
        let setting = entitlements.setting
        let names = configurations.map(\.name)
        let place = EntitlementsByFile.place(target, configurations)
        // A file the repository keeps out is absent as in a fresh clone: generated-files names it.
        if entitlements.notRead == EntitlementsFacts.keptOut { return [] }
        if let notRead = entitlements.notRead {
            return [Finding(.note, target: place.target, configuration: place.configuration, file: setting.definedIn.map(EntitlementsByFile.withoutLevel),
                            message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) (\(names.spoken)): \(notRead); the groups "
                                + "\(target.name.shown) signs with there are unknown",
                            fix: "pass --allow-outside DIR for a folder of your own")]
        }
        // A setting that does not resolve names no file yet (`unresolved-setting`).
        guard setting.isResolved else { return [] }
        guard let file = entitlements.file else {
            return [Finding(.problem, target: place.target, configuration: place.configuration, file: setting.definedIn.map(EntitlementsByFile.withoutLevel),
                            message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) names a file that does not exist, so Xcode cannot sign "
                                + "\(target.name.shown) in \(names.spoken)",
                            fix: "restore the file, or point Code Signing Entitlements at the target's .entitlements file")]
        }
        guard let error = entitlements.readError else { return [] }
        return [Finding(.problem, target: place.target, configuration: place.configuration, file: file, message: "cannot be read as entitlements: \(error)",
                        fix: "rewrite it as Xcode does: Signing & Capabilities regenerates it")]
    }
}
