import Findings
import SharedData
import XcodeProject

/// `unresolved-setting`: a `CODE_SIGN_ENTITLEMENTS` or an App Group (or the bundle identifier of a
/// widget no app here embeds) that still holds a variable nothing defines here. Unknown rather than wrong: the value may come from a file the repository
/// keeps out or from the team chosen in Xcode, so what depends on it is not checked.
enum UnresolvedSetting: DoctorCheck {
    static let description = CheckDescription(
        id: "unresolved-setting", area: .settings, title: "unresolved setting",
        summary: "a CODE_SIGN_ENTITLEMENTS, App Group or script-built widget's bundle identifier holding a variable nothing defines here",
        severities: [.note, .warning],
        verdicts: "NOTE: a group unresolved only for want of the team (`$(TeamIdentifierPrefix)`, a `DEVELOPMENT_TEAM` the repository "
            + "leaves empty, a template's `##TEAM_ID##`): every check that depends on it is unknown, and the fix is "
            + "`--setting DEVELOPMENT_TEAM=...`; also NOTE: one using another variable when the configuration's xcconfig chain has a file "
            + "the repository's `.gitignore` keeps out (a local or secrets xcconfig a project's set-up has you copy from a template), which "
            + "may define it: the fix names that file and `--setting`; WARNING: a group or `CODE_SIGN_ENTITLEMENTS` using another variable "
            + "nothing defines (CocoaPods' and Flutter's generated xcconfigs define only their tools' settings, so they do not count). "
            + "Each names every place looked in, once for all the configurations it applies to. Also NOTE: a widget extension no app of the "
            + "project embeds (a widget-only project a script builds) whose PRODUCT_BUNDLE_IDENTIFIER holds a variable nothing here defines, "
            + "naming the variable and the line of the repository's build script (`.sh`, `Makefile`, `Fastfile`) that sets it, when a "
            + "bounded search finds one (the script passes it to xcodebuild; `--setting` supplies it)",
        examples: [
            .triggers("CODE_SIGN_ENTITLEMENTS holds a variable nothing defines", .widgetApp.with {
                $0.set("CODE_SIGN_ENTITLEMENTS", "$(WIDGET_ENTITLEMENTS)", target: "Widget")
            }, .warning(target: "Widget")),
            .triggers("groups that need the team, which the repository does not hold", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["$(TeamIdentifierPrefix)com.example.app"]))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["$(TeamIdentifierPrefix)com.example.app"]))
            }, .note(target: "App", file: "App/App.entitlements", line: 7), .note(target: "Widget", file: "Widget/Widget.entitlements", line: 7)),
            .triggers("a widget-only project built by a script: its PRODUCT_BUNDLE_IDENTIFIER is a variable the script passes to xcodebuild",
                      .widgetApp.with {
                $0.project?.targets.removeAll { $0.name == "App" }
                $0.files["App/AppModel.swift"] = nil
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "$(WIDGET_BUNDLE_ID)", target: "Widget")
            }, .note(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("every setting resolves", .widgetApp),
            .passes("a variable only Debug sets (a suffix) is empty in Release, as Xcode expands it (held-out home-assistant+iOS)", .widgetApp.with {
                $0.set("CODE_SIGN_ENTITLEMENTS", "Widget/Widget$(ENTITLEMENTS_SUFFIX).entitlements", target: "Widget")
                $0.set("ENTITLEMENTS_SUFFIX", "Debug", target: "Widget", configuration: "Debug")
                $0.files["Widget/WidgetDebug.entitlements"] = .text(ExampleInput.entitlements([ExampleInput.group]))
            }),
            .passes("an embedded widget's identifier that does not resolve: its host's checks say what they can", .widgetApp.with {
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "$(WIDGET_BUNDLE_ID)", target: "Widget")
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        var findings: [Finding] = []
        for project in context.projects {
            for target in project.targets {
                for (entitlements, configurations) in EntitlementsByFile.groups(target) {
                    let setting = entitlements.setting
                    let place = EntitlementsByFile.place(target, configurations)
                    if entitlements.notRead == nil, !setting.isResolved {
                        let keptOut = configurations[0].settingsKeptOut
                        let names = configurations.map(\.name)
                        findings.append(Finding(keptOut.isEmpty ? .warning : .note, target: place.target, configuration: place.configuration,
                                                file: setting.definedIn, message: "CODE_SIGN_ENTITLEMENTS does not resolve in \(names.spoken): "
                                                    + setting.unresolved.map { $0.description.shown }.spoken
                                                    + "; looked in \(configurations[0].settingsLookedIn.spoken)" + GroupIdentifierRules.keptOutClause(keptOut),
                                                fix: GroupIdentifierRules.fix(for: setting.unresolved, keptOut: keptOut)))
                    }
                    for group in entitlements.groups where !group.unresolved.isEmpty {
                        findings.append(GroupIdentifierRules.unresolved(group, lookedIn: configurations[0].settingsLookedIn,
                                                                        keptOut: configurations[0].settingsKeptOut,
                                                                        at: .init(target: place.target, configuration: place.configuration,
                                                                                  file: entitlements.file, line: group.line),
                                                                        configurations: configurations.map(\.name)))
                    }
                }
            }
        }
        for project in context.projects { findings += bundleIdentifiers(project) }
        let analysis = context.plan.entitlements
        for target in analysis.targets {
            for entry in target.groups where !entry.unresolved.isEmpty {
                findings.append(GroupIdentifierRules.unresolved(entry, lookedIn: analysis.lookedIn, at: .init(file: target.file, line: entry.line)))
            }
        }
        return findings
    }

    /// A widget extension no app of the project builds (a widget-only project a script builds and
    /// embeds: steipete+CodexBar's), whose PRODUCT_BUNDLE_IDENTIFIER holds a variable nothing here
    /// defines: the script passes it to xcodebuild (`NAME=value`). One note per target naming the
    /// variable, so that `--setting` can supply it; its identifier, host and profile are unknown.
    private static func bundleIdentifiers(_ project: ProjectContext) -> [Finding] {
        project.targets.filter { $0.role.isWidget && project.hosts(of: $0).isEmpty }.compactMap { target -> Finding? in
            let unresolved = target.configurations.filter { !($0.bundleIdentifier?.isResolved ?? true) }
            guard let first = unresolved.first else { return nil }
            let names = unresolved.map(\.name)
            let variables = OrderedSet(unresolved.flatMap { $0.bundleIdentifier?.unresolved ?? [] }.map(\.name)).elements
            // Where a script of the repository sets it, when a bounded search found the line.
            let places = variables.compactMap { name in project.snapshot.settingsSetByScripts[name].map { (name: name, place: $0.shown) } }
            let builder = places.isEmpty ? "whatever builds it (a script passing \(variables[0])=... to xcodebuild) sets it"
                : "the script that builds it sets it (\(places.map { "\($0.place) sets \($0.name)" }.spoken))"
            return Finding(.note, target: target.name, configuration: names.count == 1 ? names[0] : nil, file: project.projectFile,
                           message: "PRODUCT_BUNDLE_IDENTIFIER does not resolve in \(names.spoken): "
                               + "\(variables.map { "$(\($0))".shown }.spoken) \(variables.count == 1 ? "is" : "are") defined nowhere in the project (looked in "
                               + "\(first.settingsLookedIn.spoken)), and no app of this project embeds \(target.name.shown): \(builder), "
                               + "so its identifier is not checked",
                           fix: "pass the identifier the build uses\(places.first.map { " (the value \($0.place) gives \($0.name))" } ?? ""): "
                               + "--setting \(variables[0])=<bundle identifier>")
        }
    }
}
