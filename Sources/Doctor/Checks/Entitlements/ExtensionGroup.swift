import Findings
import SharedData
import XcodeProject

/// `extension-group`: extensions other than widgets (notification service, share, intents) may
/// have groups of their own (a push provider's); only a near spelling of the shared group is
/// suspicious. Measured against the group an app shares with its widget: a project with no
/// widget extension has none, and nothing is said of a widget it does not have.
enum ExtensionGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "extension-group", area: .entitlements, title: "another extension's group",
        summary: "an extension's own App Group, or one that misspells the group the app and widget share",
        severities: [.ok, .warning],
        verdicts: "OK: an extension's own group (a notification service extension's push-provider group); WARNING: one that misspells the shared group. "
            + "Nothing in a project with no widget extension (no group is shared with a widget there)",
        examples: [
            .triggers("a notification extension listing a near spelling of the shared group", withNotifications(listing: "group.com.example.App"),
                      .warning(target: "Notifications")),
            .triggers("one with its own push provider's group", withNotifications(listing: "group.com.example.onesignal"), .ok(target: "Notifications")),
            .passes("no other extension", .widgetApp),
            .passes("no widget extension: a Finder Sync extension sharing its app's group", .widgetApp.with {
                $0.project?.targets.removeAll { $0.name == "Widget" }
                $0.project?.update("App") { $0.embeds = ["OpenWith"] }
                $0.project?.targets.append(.init("OpenWith", ExampleProject.Target.appExtension, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.openwith", "CODE_SIGN_ENTITLEMENTS": "OpenWith/OpenWith.entitlements",
                    "INFOPLIST_FILE": "OpenWith/Info.plist",
                ]))
                for file in ["Widget/PetWidget.swift", "Widget/Info.plist", "Widget/Widget.entitlements"] { $0.files[file] = nil }
                $0.files["OpenWith/OpenWith.entitlements"] = .text(ExampleInput.entitlements([ExampleInput.group]))
                $0.files["OpenWith/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: "com.apple.FinderSync"))
                $0.files["App/AppModel.swift"] = .text("import Foundation\n\nlet defaults = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n")
            }),
        ])

    /// The widget app with a notification service extension, embedded by the app, listing `group`.
    private static func withNotifications(listing group: String) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.project?.targets.append(.init("Notifications", ExampleProject.Target.appExtension, settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.notifications", "CODE_SIGN_ENTITLEMENTS": "Notifications/Notifications.entitlements",
                "INFOPLIST_FILE": "Notifications/Info.plist",
            ]))
            $0.project?.update("App") { $0.embeds.append("Notifications") }
            $0.files["Notifications/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: "com.apple.usernotifications.service"))
            $0.files["Notifications/Notifications.entitlements"] = .text(ExampleInput.entitlements([group]))
        }
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        let roles: Set<TargetRole> = [.notificationServiceExtension, .otherExtension]
        return context.projects.flatMap { project -> [Finding] in
            guard project.targets.contains(where: \.role.isWidget) else { return [] }
            let expected = project.sharing.expected
            return project.targets.filter { roles.contains($0.role) }.flatMap { target in
                OrderedSet(target.configurations.flatMap(\.resolvedGroups)).elements.filter { !expected.contains($0) }.map { group -> Finding in
                    if let (intended, variant) = expected.sorted().compactMap({ intended in
                        GroupSpelling.variant(group, of: intended).map { (intended, $0) }
                    }).first {
                        return Finding(.warning, target: target.name,
                                       message: "\(target.name.shown) lists \(group.shown), which \(variant.describe(relativeTo: intended)) "
                                           + "(the app's shared group): if it should read the app's data, it opens a different, empty group",
                                       fix: "list exactly \(intended.shown), or keep \(group.shown) if it is another group on purpose")
                    }
                    return Finding(.ok, target: target.name,
                                   message: "\(target.name.shown) uses its own group \(group.shown), which the widget does not share: "
                                       + "fine for an extension with its own business (a push provider's group)")
                }
            }
        }
    }
}
