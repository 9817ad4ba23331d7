import Findings
import SharedData
import XcodeProject

/// `duplicate-target`: names are not keys. Two native targets of one name (a copied target, a
/// merge that kept both) make every finding about that name ambiguous, and schemes, `-target` and
/// the Podfile's `target` blocks pick one of them; a target the project lists twice is shown once;
/// an extension an app copies in twice is two commands writing one `.appex`.
enum DuplicateTarget: DoctorCheck {
    static let description = CheckDescription(
        id: "duplicate-target", area: .project, title: "duplicate target",
        summary: "two native targets share a name, the project lists one target twice, or an app embeds one extension twice",
        severities: [.warning],
        verdicts: "WARNING: two native targets share a name (findings about that name may be about either; `xcodebuild -target` "
            + "and a Podfile `target` block pick one by name, where a scheme names its target by identifier; the rename is made where "
            + "the project's targets are written: Xcode's target list, the XcodeGen spec or the Tuist manifest), the project file lists one target twice, or an app copies one extension's product "
            + "in twice (two Embed Foundation Extensions phases name it, or one lists it twice: two build commands write the same `.appex`, "
            + "which Xcode's build system refuses or skips)",
        examples: [
            .triggers("a copy of the widget target kept its name", .widgetApp.with {
                $0.project?.targets.append(.init("Widget", ExampleProject.Target.appExtension, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.widget2"]))
            }, .warning(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .triggers("the app's Embed Foundation Extensions phase lists the widget twice", .widgetApp.with {
                $0.project?.update("App") { $0.embeds.append("Widget") }
            }, .warning(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("every target named once", .widgetApp),
            .passes("a second phase copies the widget to the build's products folder, outside the app", .widgetApp.with {
                $0.project?.update("App") { $0.phases.append("copy to products") }
            }),
        ])

    /// Where a target is renamed: a generator writes the project again from its own file, and
    /// drops a name edited in Xcode (held-out pelixpng+PastVuApp's second `PastVu`, a watch app
    /// its `expo-target.config.js` names).
    private static func renaming(_ membership: FileMembership) -> String {
        switch membership {
        case .xcode: "rename one of them (select it in Xcode's target list and edit its name), or delete the copy"
        case let .xcodeGen(spec): "rename one of them under `targets:` in \(spec), or delete the copy, then run xcodegen generate"
        case let .tuist(manifest): "give one of them another `name:` in \(manifest), or delete the copy, then run tuist generate"
        case .appleTargets, .expoTargets: "give one of them another `name:` in its targets/*/expo-target.config.js, then run npx expo prebuild"
        }
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            var counts: [String: Int] = [:]
            for target in project.targets { counts[target.name, default: 0] += 1 }
            let shared = OrderedSet(project.targets.map(\.name).filter { counts[$0, default: 0] > 1 }).elements.map { name in
                Finding(.warning, target: name, file: project.projectFile,
                        message: "\(counts[name, default: 0]) native targets are named \(name.shown): xcodebuild -target and a Podfile "
                            + "target block pick one of them by name, and what doctor says about \(name.shown) may be about either",
                        fix: renaming(project.snapshot.membership))
            }
            let twice = OrderedSet(project.snapshot.targetsListedTwice).elements.map { name in
                Finding(.warning, target: name, file: project.projectFile,
                        message: "the project lists \(name.shown) more than once in its targets: a merge kept both entries",
                        fix: "remove the repeated entry from the PBXProject's targets list in project.pbxproj")
            }
            let embedded = project.snapshot.embeddedTwice.map { copy in
                Finding(.warning, target: copy.extension, file: project.projectFile,
                        message: "\(copy.host.shown) copies \(copy.extension.shown)'s product into itself \(copy.copies) times (its embed phases "
                            + "name it more than once): two build commands write the same .appex into PlugIns, which Xcode's build system "
                            + "refuses (\"Multiple commands produce\") or skips",
                        fix: "in \(copy.host.shown)'s Build Phases, keep \(copy.extension.shown) in one Embed Foundation Extensions phase, once")
            }
            return shared + twice + embedded
        }
    }
}
