import Findings
import SharedData
import XcodeProject

/// `extension-pods`: an extension's `target` block of the Podfile installs every Flutter plugin's
/// pod: plugins call UIApplication API unavailable in app extensions, and the build fails
/// (home_widget #201), unless a `post_install` allows it.
enum ExtensionPods: DoctorCheck {
    static let description = CheckDescription(
        id: "extension-pods", area: .project, title: "Flutter pods in an extension",
        summary: "flutter_install_all_ios_pods inside an extension's Podfile target block",
        severities: [.problem],
        verdicts: "PROBLEM: `flutter_install_all_ios_pods` inside an extension's `target` block of the `Podfile`, unless a `post_install` "
            + "sets `APPLICATION_EXTENSION_API_ONLY` to `NO`",
        examples: [
            .triggers("the widget's Podfile block installs every Flutter pod", .widgetApp.with {
                $0.files["Podfile"] = .text("target 'App' do\n  flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))\nend\n\ntarget 'Widget' do\n  flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))\nend\n")
            }, .problem(target: "Widget", file: "Podfile", line: 6)),
            .passes("only the app's block installs them", .widgetApp.with {
                $0.files["Podfile"] = .text("target 'App' do\n  flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))\nend\n")
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            guard let podfile = project.snapshot.podfile, !podfile.allowsAppOnlyAPI else { return [] }
            let extensions = Set(project.targets.filter { $0.productType.isExtension }.map(\.name))
            let folder = project.snapshot.project.split(separator: "/").dropLast().joined(separator: "/")
            let file = folder.isEmpty ? "Podfile" : folder + "/Podfile"
            return podfile.targets.compactMap { block in
                guard extensions.contains(block.name), let line = block.installsFlutterPods else { return nil }
                return Finding(.problem, target: block.name, file: file, line: line,
                               message: "target '\(block.name.shown)' installs every Flutter plugin's pod into the extension: plugins call "
                                   + "UIApplication API unavailable in app extensions, and the build fails ('shared' or 'addApplicationDelegate' "
                                   + "is unavailable in application extensions)",
                               fix: "in target '\(block.name.shown)', replace flutter_install_all_ios_pods with the pods the extension needs "
                                   + "(pod 'home_widget', :path => '.symlinks/plugins/home_widget/ios' with inherit! :search_paths, for interactive widgets)")
            }
        }
    }
}
