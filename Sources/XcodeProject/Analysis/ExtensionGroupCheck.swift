import Findings

import SharedData

/// Extensions other than widgets (notification service, share, intents) and their own groups:
/// a push provider's group in a notification service extension is legitimate. Only a near
/// spelling of the shared group is suspicious.
struct ExtensionGroupCheck {
    private(set) var findings: [DoctorFinding] = []

    init(_ context: AnalysisContext, expected: Set<String>) {
        let roles: Set<TargetRole> = [.notificationServiceExtension, .otherExtension]
        for target in context.targets where roles.contains(target.role) {
            for group in OrderedSet(target.configurations.flatMap(\.resolvedGroups)).elements where !expected.contains(group) {
                if let (intended, variant) = expected.sorted().compactMap({ intended in
                    GroupSpelling.variant(group, of: intended).map { (intended, $0) }
                }).first {
                    findings.append(DoctorFinding(.warning, .entitlements, .extensionGroup, target: target.name,
                                                  message: "\(target.name.shown) lists \(group.shown), which \(variant.describe(relativeTo: intended)) "
                                                       + "(the app's shared group): if it should read the app's data, it opens a different, empty group",
                                                  fix: "list exactly \(intended.shown), or keep \(group.shown) if it is another group on purpose"))
                } else {
                    findings.append(DoctorFinding(.ok, .entitlements, .extensionGroup, target: target.name,
                                                  message: "\(target.name.shown) uses its own group \(group.shown), which the widget does not share: "
                                                       + "fine for an extension with its own business (a push provider's group)"))
                }
            }
        }
    }
}
