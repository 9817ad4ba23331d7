import Findings
import SharedData
import XcodeProject

/// `group-id-order`: a home_widget call that needs the group written before `setAppGroupId` in
/// the same function: on iOS home_widget has no group yet and the call fails (home_widget #298).
enum GroupIDOrder: DoctorCheck {
    static let description = CheckDescription(
        id: "group-id-order", area: .code, title: "setAppGroupId order",
        summary: "a home_widget call before setAppGroupId in the same function ('AppGroupId not set')",
        severities: [.problem],
        verdicts: "PROBLEM: `HomeWidget.registerInteractivityCallback`, `initiallyLaunchedFromHomeWidget` or a data call written before "
            + "`setAppGroupId` in the same function; `updateWidget` only reloads and needs no group",
        reads: [.dartCode],
        examples: [
            .triggers("saveWidgetData before setAppGroupId", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.saveWidgetData<int>('count', count)",
                                                                     "HomeWidget.setAppGroupId('\(ExampleInput.group)')",
                                                                     "HomeWidget.updateWidget(iOSName: 'PetWidget')"]))
            }, .problem(file: "lib/main.dart", line: 4)),
            .triggers("initiallyLaunchedFromHomeWidget before setAppGroupId", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.initiallyLaunchedFromHomeWidget().then(open)",
                                                                     "HomeWidget.setAppGroupId('\(ExampleInput.group)')",
                                                                     "HomeWidget.saveWidgetData<int>('count', count)",
                                                                     "HomeWidget.updateWidget(iOSName: 'PetWidget')"]))
            }, .problem(file: "lib/main.dart", line: 4)),
            .passes("setAppGroupId first", .flutterApp),
            .passes("updateWidget before setAppGroupId: it only reloads", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.updateWidget(iOSName: 'PetWidget')",
                                                                     "HomeWidget.setAppGroupId('\(ExampleInput.group)')",
                                                                     "HomeWidget.saveWidgetData<int>('count', count)"]))
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            guard project.targets.contains(where: { $0.role.isWidget }) else { return [] }
            return project.snapshot.code.filter { $0.kind == .beforeGroupID }.map { early in
                CodeGroups.finding(.problem, early, "\(early.call) runs before \(early.expression) in the same function: on iOS "
                    + "home_widget has no group yet and the call fails (PlatformException, 'AppGroupId not set')",
                                   fix: "call HomeWidget.setAppGroupId first, before any other home_widget call")
            }
        }
    }
}
