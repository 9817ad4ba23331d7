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
        verdicts: "WARNING: two native targets share a name (findings about that name may be about either; a scheme, `xcodebuild -target` "
            + "and a Podfile `target` block pick one), the project file lists one target twice, or an app copies one extension's product "
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

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            var counts: [String: Int] = [:]
            for target in project.targets { counts[target.name, default: 0] += 1 }
            let shared = OrderedSet(project.targets.map(\.name).filter { counts[$0, default: 0] > 1 }).elements.map { name in
                Finding(.warning, target: name, file: project.projectFile,
                        message: "\(counts[name, default: 0]) native targets are named \(name.shown): a scheme, xcodebuild -target and a Podfile "
                            + "target block pick one of them, and what doctor says about \(name.shown) may be about either",
                        fix: "rename one of them (select it in Xcode's target list and edit its name), or delete the copy")
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
