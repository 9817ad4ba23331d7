import Findings
import SharedData
import XcodeProject

/// `no-entitlements-setting`: configurations of the app or its widget with no
/// `CODE_SIGN_ENTITLEMENTS` are signed without the group: one finding per target naming them all,
/// whose fix names the file the other configurations use, or an unused file that lists the group.
enum NoEntitlementsSetting: DoctorCheck {
    static let description = CheckDescription(
        id: "no-entitlements-setting", area: .entitlements, title: "no entitlements setting",
        summary: "configurations with no CODE_SIGN_ENTITLEMENTS, signed without the shared group",
        severities: [.problem],
        verdicts: "PROBLEM: configurations (Profile, Release as much as Debug) with no `CODE_SIGN_ENTITLEMENTS`, so they are signed "
            + "without the group: one finding per target, whose fix names the file the other configurations use, or the unused file "
            + "that lists the group. A target signed without entitlements everywhere is that one finding; what its code opens is then "
            + "a note, not more problems",
        examples: [
            .triggers("the widget's Release has no CODE_SIGN_ENTITLEMENTS", .widgetApp.with { $0.set("CODE_SIGN_ENTITLEMENTS", "", target: "Widget", configuration: "Release") },
                      .problem(target: "Widget", configuration: "Release", file: "App.xcodeproj/project.pbxproj")),
            .triggers("no configuration of the widget has one: one finding, and its code's group is a note", .widgetApp.with {
                $0.set("CODE_SIGN_ENTITLEMENTS", "", target: "Widget")
            }, .problem(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("every configuration signs with entitlements", .widgetApp),
            .passes("a second widget extension target the app depends on compiles no file at all (a leftover of Xcode's template): "
                    + "it builds no widget and opens no group", .widgetApp.with {
                $0.project?.targets.append(.init("Leftover", ExampleProject.Target.appExtension, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.leftover", "INFOPLIST_FILE": "Leftover/Info.plist",
                    "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "SDKROOT": "iphoneos",
                ]))
                $0.project?.update("App") { $0.embeds.append("Leftover") }
                $0.files["Leftover/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: "com.apple.widgetkit-extension"))
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .unsigned(target, configurations, group, sharedIn, adoptable) = outcome else { return nil }
                return finding(target, configurations, group: group, sharedIn: sharedIn, adoptable: adoptable, project: project)
            }
        }
    }

    /// Configurations signed without entitlements, with the file to set: the one the target's
    /// other configurations use, or the unused file that lists the group.
    private static func finding(_ target: TargetFacts, _ configurations: [String], group: String, sharedIn: [String],
                                adoptable: EntitlementsFileListing?, project: ProjectContext) -> Finding {
        let elsewhere = sharedIn.isEmpty ? "" : ", which the app and its widget share in \(sharedIn.spoken)"
        let others = target.configurations.filter { !configurations.contains($0.name) }.compactMap { other in
            other.entitlements.map { (other.name, $0.setting.value) }
        }
        let setting = "set CODE_SIGN_ENTITLEMENTS (Code Signing Entitlements) of \(target.name.shown)"
        let fix = others.first.map { "\(setting) for \(configurations.spoken) to \($0.1.shown), as "
            + "\(others.filter { $0.1 == others[0].1 }.map(\.0).spoken) \(others.count == 1 ? "has" : "have")" }
            ?? adoptable.map { "\(setting) to \(project.settingPath(of: $0.file).shown) in \(configurations.spoken): that file lists \(group.shown)" }
            ?? "add the App Groups capability to \(target.name.shown) and tick \(group.shown)"
        let which = configurations.count == target.configurations.count && configurations.count > 1
            ? "no configuration (\(configurations.spoken)) has CODE_SIGN_ENTITLEMENTS"
            : "\(configurations.spoken) \(configurations.count == 1 ? "has" : "have") no CODE_SIGN_ENTITLEMENTS"
        return Finding(.problem, target: target.name, configuration: configurations.count == 1 ? configurations[0] : nil, file: project.projectFile,
                       message: "\(which.prefix(1).uppercased() + which.dropFirst()): \(target.name.shown) is signed without entitlements in "
                           + "\(configurations.count == 1 ? "this configuration" : "them"), so it cannot open \(group.shown)\(elsewhere)",
                       fix: fix)
    }
}
