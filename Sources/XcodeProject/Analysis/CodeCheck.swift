import Findings

import SharedData

/// The strings in the code against the project: each group the code opens against the groups
/// the targets that run it are entitled to (case included), each reload against the kinds the
/// widgets declare, and placeholders left from examples.
struct CodeCheck {
    private(set) var findings: [DoctorFinding] = []

    /// - Parameter unsigned: targets signed without entitlements everywhere, already reported:
    ///   what their code opens fails for that reason, said once.
    init(_ context: AnalysisContext, expected: [String], unsigned: Set<String>) {
        let code = context.snapshot.code
        // A group still written with $(...) is no string Swift or Dart code can use.
        let primary = expected.first { !$0.contains("$(") && !$0.contains("${") }
        for occurrence in code where occurrence.kind == .group {
            findings.append(group(occurrence, context: context, primary: primary, unsigned: unsigned))
        }
        let hasWidget = context.targets.contains { $0.role.isWidget }
        let kinds = code.filter { $0.kind == .widgetKind }
        if !kinds.isEmpty {
            findings.append(DoctorFinding(.ok, .code, .widgetKinds,
                                          message: "widget kinds: " + kinds.map { "\(($0.value ?? $0.expression).shown) (\($0.file):\($0.line))" }.spoken))
        }
        let known = OrderedSet(kinds.compactMap(\.value)).elements
        if hasWidget {
            for reload in code where reload.kind == .reload { findings.append(self.reload(reload, kinds: known)) }
            // A call with only Android names is Android code: on iOS it reloads nothing, as meant.
            for reload in code where reload.kind == .androidOnlyReload {
                findings.append(finding(.note, .reloadKind, reload,
                                        "\(reload.call) names only an Android widget (\(reload.expression.shown)): not an iOS reload"))
            }
            for early in code where early.kind == .beforeGroupID {
                findings.append(finding(.problem, .groupIDOrder, early, "\(early.call) runs before \(early.expression) in the same function: on iOS "
                    + "home_widget has no group yet and the call fails (PlatformException, 'AppGroupId not set')",
                                        fix: "call HomeWidget.setAppGroupId first, before any other home_widget call"))
            }
            if let data = code.first(where: { $0.kind == .homeWidgetData }), !code.contains(where: { $0.kind == .group && $0.language == .dart }) {
                findings.append(finding(.problem, .missingGroupID, data, "\(data.call) is called, but the Dart code never sets the App Group "
                    + "(no HomeWidget.setAppGroupId, no appGroupId:): on iOS every call fails with 'AppGroupId not set'",
                                        fix: "call HomeWidget.setAppGroupId('\((primary ?? "group.your.app").shown)') before the first home_widget call"))
            }
        }
    }

    private func finding(_ severity: DoctorFinding.Severity, _ check: ProjectCheck, _ occurrence: CodeOccurrence, _ message: String,
                         fix: String? = nil) -> DoctorFinding {
        DoctorFinding(severity, .code, check, target: occurrence.targets.count == 1 ? occurrence.targets[0] : nil, file: occurrence.file,
                      line: occurrence.line, message: message, fix: fix)
    }

    private func group(_ occurrence: CodeOccurrence, context: AnalysisContext, primary: String?, unsigned: Set<String>) -> DoctorFinding {
        let call = occurrence.call
        guard let value = occurrence.value else {
            return finding(.note, .codeGroup, occurrence, "\(call) is given \(occurrence.expression.shown), which is not a string literal "
                + "or a constant defined once in the project: not checked")
        }
        let defined = occurrence.definedAt.map { " (defined at \($0.shown))" } ?? ""
        if occurrence.call == "UserDefaults(suiteName:)", !Self.isGroupLike(value, context: context) {
            return finding(.note, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined), a preferences domain rather than an App Group "
                + "(no group. prefix, no team prefix, no target lists it): not checked")
        }
        if !occurrence.targets.isEmpty, occurrence.targets.allSatisfy({ context.target($0)?.role == .test }) {
            return finding(.note, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined) in a test target only: not checked")
        }
        let use = primary.map { "use \($0.shown), the group the app and its widget share" } ?? "use the group the targets list"
        if Placeholder.matches(value) {
            return finding(.warning, .placeholder, occurrence, "\(call) is given '\(value.shown)', a placeholder from example code: "
                + "it opens that literal group, which no target has", fix: use)
        }
        // Dart runs in the app; Swift in the targets that compile the file.
        let runners = occurrence.language == .dart ? context.apps : occurrence.targets.compactMap(context.target)
        let runnerNames = (runners.isEmpty ? context.targets : runners).map(\.name)
        if !runnerNames.isEmpty, runnerNames.allSatisfy(unsigned.contains) {
            return finding(.note, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined) in \(runnerNames.map(\.shown).spoken), which "
                + "\(runnerNames.count == 1 ? "is" : "are") signed without entitlements: see the finding about its CODE_SIGN_ENTITLEMENTS")
        }
        let entitled = context.targets.filter { context.entitledGroups($0).contains(value) }.map(\.name)
        if !entitled.isEmpty, entitled.contains(where: runnerNames.contains) {
            return finding(.ok, .codeGroup, occurrence, "\(call) opens \(value.shown), which \(entitled.map(\.shown).spoken) "
                + "\(entitled.count == 1 ? "is" : "are") entitled to")
        }
        // A runner whose entitlements were not read, or whose groups do not resolve here, may well be entitled.
        let unknown = runnerNames.filter { name in
            guard let target = context.target(name) else { return false }
            return context.hasUnresolvedGroups(target) || target.configurations.contains { $0.entitlements?.notRead != nil }
        }
        if !unknown.isEmpty {
            return finding(.note, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined): not checked, since the groups of "
                + "\(unknown.map(\.shown).spoken) are unknown here (entitlements not read, or groups that do not resolve)")
        }
        if !entitled.isEmpty {
            return finding(.problem, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined) in \(runnerNames.map(\.shown).spoken), but only "
                + "\(entitled.map(\.shown).spoken) \(entitled.count == 1 ? "is" : "are") entitled to it, so the call gets nil there",
                           fix: "add \(value.shown) to the App Groups of \(runnerNames.map(\.shown).spoken)")
        }
        // Groups still written with variables may well be this one: unknown, not wrong.
        let unresolved = context.unresolvedGroupVariables
        if !unresolved.isEmpty, !context.allEntitledGroups.contains(value) {
            return finding(.note, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined): not checked, since the targets' groups "
                + "do not resolve (\(unresolved.map { "$(\($0.name.shown))" }.spoken))", fix: GroupIdentifierCheck.fix(for: unresolved))
        }
        let candidates = context.allEntitledGroups.compactMap { group in GroupSpelling.variant(value, of: group).map { (group, $0) } }
        if let (intended, variant) = candidates.first {
            return finding(.problem, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined), which \(variant.describe(relativeTo: intended)), "
                + "the group the targets are entitled to: identifiers are compared exactly, so this opens a different, empty group",
                           fix: "use exactly \(intended.shown)")
        }
        let copied = Placeholder.looksCopied(value) ? " (it looks copied from example code)" : ""
        return finding(.problem, .codeGroup, occurrence, "\(call) opens \(value.shown)\(defined), which no target is entitled to\(copied): "
            + "the container is nil and the suite is never shared", fix: use)
    }

    /// Whether a suite name can be an App Group: `group.`-style, Team-ID style (`A1B2C3D4E5.name`,
    /// macOS), or one some target lists in any letter case.
    static func isGroupLike(_ value: String, context: AnalysisContext) -> Bool {
        if value.lowercased().hasPrefix("group.") { return true }
        let prefix = value.prefix { $0 != "." }
        if prefix.count == 10, prefix.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }), value.count > 11 { return true }
        return context.allEntitledGroups.contains { $0.lowercased() == value.lowercased() }
    }

    private func reload(_ occurrence: CodeOccurrence, kinds: [String]) -> DoctorFinding {
        let call = occurrence.call
        guard let value = occurrence.value else {
            return finding(.note, .reloadKind, occurrence, "\(call) is given \(occurrence.expression.shown), which is not a string literal "
                + "or a constant defined once in the project: not checked")
        }
        guard !kinds.isEmpty else {
            return finding(.note, .reloadKind, occurrence, "\(call) reloads \(value.shown), but no widget kind was found in the Swift code to "
                + "compare it with")
        }
        if kinds.contains(value) { return finding(.ok, .reloadKind, occurrence, "\(call) reloads \(value.shown), a widget's kind") }
        let near = kinds.compactMap { kind in GroupSpelling.variant(value, of: kind).map { (kind, $0) } }.first
        let kind = near?.0 ?? kinds[0]
        let spelling = near.map { ": it \($0.1.describe(relativeTo: $0.0))" } ?? " (kinds: \(kinds.map(\.shown).spoken))"
        let fix = occurrence.language == .dart ? "use iOSName: '\(kind.shown)'" : "use reloadTimelines(ofKind: \"\(kind.shown)\")"
        return finding(.problem, .reloadKind, occurrence, "\(call) names \(value.shown), which is no widget's kind\(spelling); on iOS "
            + "it reloads nothing, silently", fix: fix)
    }
}
