import Findings
import SharedData
import XcodeProject

/// `missing-group-id`: home_widget data calls, but no `setAppGroupId` or `appGroupId:` anywhere in
/// the Dart code: on iOS every call fails with 'AppGroupId not set'.
enum MissingGroupID: DoctorCheck {
    static let description = CheckDescription(
        id: "missing-group-id", area: .code, title: "no setAppGroupId",
        summary: "home_widget calls but no setAppGroupId or appGroupId: anywhere in the Dart code",
        severities: [.problem],
        verdicts: "PROBLEM: home_widget calls but no `setAppGroupId` or `appGroupId:` anywhere in the Dart code",
        reads: [.dartCode],
        examples: [
            .triggers("home_widget calls and no setAppGroupId", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.saveWidgetData<int>('count', count)",
                                                                     "HomeWidget.updateWidget(iOSName: 'PetWidget')"]))
            }, .problem(file: "lib/main.dart", line: 4)),
            .passes("setAppGroupId before them", .flutterApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.compactMap { project -> Finding? in
            let code = project.snapshot.code
            guard project.targets.contains(where: { $0.role.isWidget }), let data = code.first(where: { $0.kind == .homeWidgetData }),
                  !code.contains(where: { $0.kind == .group && $0.language == .dart }) else { return nil }
            let primary = project.sharing.primaryGroup
            return CodeGroups.finding(.problem, data, "\(data.call) is called, but the Dart code never sets the App Group "
                + "(no HomeWidget.setAppGroupId, no appGroupId:): on iOS every call fails with 'AppGroupId not set'",
                                      fix: "call HomeWidget.setAppGroupId('\((primary ?? "group.your.app").shown)') before the first home_widget call")
        }
    }
}
