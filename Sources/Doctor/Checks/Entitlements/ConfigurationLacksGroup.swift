import Findings
import SharedData
import XcodeProject

/// `configuration-lacks-group`: in some configurations, the app's or the widget's entitlements file
/// lists no group, another one, or a variant of the shared one (letter case, whitespace, no
/// `group.`, a typo): identifiers are compared exactly, so it opens a different, empty group. One
/// finding per file, naming every configuration that signs with it.
enum ConfigurationLacksGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "configuration-lacks-group", area: .entitlements, title: "configuration lacks the group",
        summary: "a target's entitlements file does not list the group the app and widget share, in some configurations",
        severities: [.problem],
        verdicts: "PROBLEM: a target's file lists no group, another one, or a variant (letter case, whitespace, no `group.`, a typo) in "
            + "some configurations, while the app and its widget share the group in others: one finding per file, naming its configurations",
        examples: [
            .triggers("the widget's Release file lists the group in another letter case", .widgetApp.with {
                $0.files["Widget/WidgetRelease.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.App"]))
                $0.set("CODE_SIGN_ENTITLEMENTS", "Widget/WidgetRelease.entitlements", target: "Widget", configuration: "Release")
            }, .problem(target: "Widget", configuration: "Release", file: "Widget/WidgetRelease.entitlements", line: 7)),
            .triggers("one file lacking it in Release and Profile: one finding naming both", .widgetApp.with {
                $0.project?.configurations = ["Debug", "Release", "Profile"]
                $0.files["Widget/WidgetRelease.entitlements"] = .text(ExampleInput.entitlements([]))
                $0.set("CODE_SIGN_ENTITLEMENTS", "Widget/WidgetRelease.entitlements", target: "Widget", configuration: "Release")
                $0.set("CODE_SIGN_ENTITLEMENTS", "Widget/WidgetRelease.entitlements", target: "Widget", configuration: "Profile")
            }, .problem(target: "Widget", file: "Widget/WidgetRelease.entitlements")),
            .triggers("the app's file holds a typo: the group named after the app's bundle identifier is the one meant", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.apq"]))
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nfunc save() { WidgetCenter.shared.reloadTimelines(ofKind: \"PetWidget\") }\n")
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: nil))
            }, .problem(target: "App", file: "App/App.entitlements", line: 7)),
            .triggers("a dev and a release group in both targets, the app's dev one a letter off: the code opens the dev group, so "
                      + "the app's spelling is the typo, though the pair still shares the release group", environments(app: [dev + "x", group],
                                                                                                                         widget: [group, dev]),
                      .problem(target: "App", file: "App/App.entitlements", line: 7)),
            .triggers("the widget's copy of the dev group a letter off, nothing else naming either: the app's spelling is the one meant",
                      environments(app: [dev, group], widget: [group, dev + "x"], opensDev: false),
                      .problem(target: "Widget", file: "Widget/Widget.entitlements", line: 8)),
            .triggers("the app lists no group but its code opens the one its widget lists", WidgetWithoutGroup.dormantGroup(appOpensIt: true),
                      .problem(target: "App", file: "App/App.entitlements")),
            .passes("every configuration lists the group", .widgetApp),
            .passes("only the widget lists a group, and no code of the project opens one: nothing reads through it (widget-without-group)",
                    WidgetWithoutGroup.dormantGroup(appOpensIt: false)),
            .passes("only the widget lists the group and only the widget's code opens it (a cache it writes and reads): the app uses no group",
                    WidgetWithoutGroup.dormantGroup(appOpensIt: false).with {
                        $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift())
                        $0.files["Widget/Cache.swift"] = .text("import Foundation\n\nfunc remember() {\n    UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")\n}\n")
                        $0.project?.update("Widget") { $0.sources.append("Widget/Cache.swift") }
                    }),
            .passes("the same with a typo in one of the widget's group literals: code-group's finding, and the app still uses no group",
                    WidgetWithoutGroup.dormantGroup(appOpensIt: false).with {
                        $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: ExampleInput.group + "x"))
                        $0.files["Widget/Cache.swift"] = .text("import Foundation\n\nfunc remember() {\n    UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")\n}\n")
                        $0.project?.update("Widget") { $0.sources.append("Widget/Cache.swift") }
                    }, also: ["code-group"]),
            .passes("a dev and a release group in both targets", environments(app: [dev, group], widget: [group, dev])),
            .passes("brands: each of the app's configurations signs with a file of its own brand's group, and the widget opens none "
                    + "(held-out mozilla-mobile+focus-ios)", brands(releaseGroups: [ExampleInput.group + ".klar"])),
            .triggers("the same, but the app's Release file lists no group: it is still held to its own", brands(releaseGroups: []),
                      .problem(target: "App", configuration: "Release", file: "App/AppRelease.entitlements")),
        ])

    private static let group = ExampleInput.group, dev = ExampleInput.group + ".dev"

    /// An app signing Debug with the group and Release with a file listing `releaseGroups` (another
    /// brand's group, whose bundle identifier and code name it; or none), its widget listing and
    /// opening no group.
    private static func brands(releaseGroups: [String]) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["App/AppRelease.entitlements"] = .text(ExampleInput.entitlements(releaseGroups))
            $0.set("CODE_SIGN_ENTITLEMENTS", "App/AppRelease.entitlements", target: "App", configuration: "Release")
            $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(nil))
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: nil))
            guard !releaseGroups.isEmpty else { return }
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.klar", target: "App", configuration: "Release")
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.klar.widget", target: "Widget", configuration: "Release")
            // Each brand's code opens its own group, named after its bundle identifier.
            $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nlet defaults = UserDefaults(suiteName: \"group.\" + Bundle.main.bundleIdentifier!)\n")
        }
    }

    /// The widget app whose targets list `app` and `widget` (one group per environment), the app's
    /// code opening the dev or the release group by a flag (only the release group unless `opensDev`).
    private static func environments(app: [String], widget: [String], opensDev: Bool = true) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(app))
            $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(widget))
            let suite = opensDev ? "isDevelopment ? \"\(dev)\" : \"\(group)\"" : "\"\(group)\""
            $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nlet isDevelopment = false\nlet defaults = UserDefaults(suiteName: \(suite))\n")
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: nil))
        }
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .lacks(target, configurations, group, sharedIn, variant) = outcome else { return nil }
                return finding(target, configurations, group: group, sharedIn: sharedIn, variant: variant)
            }
        }
    }

    /// Why one target in these configurations (signing with one file) does not list the group, with the exact fix.
    private static func finding(_ target: TargetFacts, _ configurations: [ConfigurationFacts], group: String, sharedIn: [String],
                                variant entry: EntitlementGroup?) -> Finding? {
        guard let configuration = configurations.first else { return nil }
        let name = configurations.map(\.name).spoken
        let place = EntitlementsByFile.place(target, configurations)
        let elsewhere = sharedIn.isEmpty ? "" : ", which the app and its widget share in \(sharedIn.spoken)"
        guard let entitlements = configuration.entitlements else { return nil }
        // A missing or unreadable file is its own finding (`entitlements-file`).
        guard let file = entitlements.file, entitlements.readError == nil else { return nil }
        let fix = "list exactly \(group.shown) in \(file) (Signing & Capabilities, App Groups)"
        let written = entitlements.groups
        if let entry, let kind = GroupSpelling.variant(entry.value, of: group) {
            let variant = entry.value
            return Finding(.problem, target: place.target, configuration: place.configuration, file: file, line: entry.line,
                           message: "lists '\(variant.shown)', which \(kind.describe(relativeTo: group))\(elsewhere): identifiers are compared "
                               + "exactly, so \(target.name.shown) opens a different, empty group in \(name)",
                           fix: fix)
        }
        let listed = written.isEmpty ? (entitlements.hasApplicationGroups ? "an empty App Groups list" : "no App Groups entitlement")
            : written.map { $0.unresolved.isEmpty ? $0.value.shown : "\($0.written.shown) (unresolved)" }.spoken
        return Finding(.problem, target: place.target, configuration: place.configuration, file: file,
                       message: "does not list \(group.shown)\(elsewhere) (it has \(listed)), so \(target.name.shown) cannot open it in \(name)",
                       fix: fix)
    }
}
