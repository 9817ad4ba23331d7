import Findings
import SharedData
import XcodeProject

/// `entitlements-path-case`: `CODE_SIGN_ENTITLEMENTS` differs from the file on disk only in letter
/// case: it builds on the default case-insensitive macOS volume and fails on a case-sensitive one.
enum EntitlementsPathCase: DoctorCheck {
    static let description = CheckDescription(
        id: "entitlements-path-case", area: .entitlements, title: "entitlements path letter case",
        summary: "CODE_SIGN_ENTITLEMENTS differs from the file on disk in letter case",
        severities: [.warning],
        verdicts: "WARNING: the setting differs from the file on disk in letter case: fine on the default macOS volume, fails on a "
            + "case-sensitive one",
        examples: [
            .triggers("CODE_SIGN_ENTITLEMENTS differs from the file in letter case", .widgetApp.with {
                $0.set("CODE_SIGN_ENTITLEMENTS", "Widget/widget.entitlements", target: "Widget")
            }, .warning(target: "Widget", file: "Widget/Widget.entitlements")),
            .passes("the path as on disk", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.targets.flatMap { target in
                EntitlementsByFile.groups(target).compactMap { entitlements, configurations -> Finding? in
                    let setting = entitlements.setting
                    guard entitlements.notRead == nil, setting.isResolved, let file = entitlements.file, entitlements.caseDiffers else { return nil }
                    let place = EntitlementsByFile.place(target, configurations)
                    // The setting's last components, spelt as on disk.
                    let depth = setting.value.split(separator: "/").count
                    let exact = file.split(separator: "/").suffix(depth).joined(separator: "/")
                    return Finding(.warning, target: place.target, configuration: place.configuration, file: file,
                                   message: "CODE_SIGN_ENTITLEMENTS = \(setting.value.shown) differs in letter case from the "
                                       + "file on disk (\(file)): it builds on the default case-insensitive macOS volume and fails "
                                       + "on a case-sensitive one",
                                   fix: "write the path exactly as on disk: \(exact)")
                }
            }
        }
    }
}
