import Findings
import SharedData
import XcodeProject

/// Each group the code opens, against the groups the targets that run it are entitled to (case
/// included): one verdict per occurrence, either a placeholder left from example code
/// (`placeholder`) or the group's own (`code-group`). Shared by those two checks.
enum CodeGroups {
    /// Every group occurrence of the project's code with its verdict, in the code's order.
    static func verdicts(_ project: ProjectContext) -> [(placeholder: Bool, finding: Finding)] {
        // A group still written with $(...) is no string Swift or Dart code can use.
        let primary = project.sharing.expectedInOrder.first { !$0.contains("$(") && !$0.contains("${") }
        return project.snapshot.code.filter { $0.kind == .group }.map { verdict($0, project: project, primary: primary) }
    }

    /// A finding about one place of the code: the target is named when one target compiles it.
    static func finding(_ severity: Finding.Severity, _ occurrence: CodeOccurrence, _ message: String, fix: String? = nil) -> Finding {
        Finding(severity, target: occurrence.targets.count == 1 ? occurrence.targets[0] : nil, file: occurrence.file, line: occurrence.line,
                message: message, fix: fix)
    }

    private static func verdict(_ occurrence: CodeOccurrence, project: ProjectContext, primary: String?) -> (placeholder: Bool, finding: Finding) {
        let context = project, unsigned = project.sharing.unsigned
        let call = occurrence.call
        guard let value = occurrence.value else {
            return (false, finding(.note, occurrence, "\(call) is given \(occurrence.expression.shown), which is not a string literal "
                + "or a constant defined once in the project: not checked"))
        }
        let defined = occurrence.definedAt.map { " (defined at \($0.shown))" } ?? ""
        if occurrence.call == "UserDefaults(suiteName:)", !Self.isGroupLike(value, project: project) {
            return (false, finding(.note, occurrence, "\(call) opens \(value.shown)\(defined), a preferences domain rather than an App Group "
                + "(no group. prefix, no team prefix, no target lists it): not checked"))
        }
        if !occurrence.targets.isEmpty, occurrence.targets.allSatisfy({ context.target($0)?.role == .test }) {
            return (false, finding(.note, occurrence, "\(call) opens \(value.shown)\(defined) in a test target only: not checked"))
        }
        let use = primary.map { "use \($0.shown), the group the app and its widget share" } ?? "use the group the targets list"
        if Placeholder.matches(value) {
            return (true, finding(.warning, occurrence, "\(call) is given '\(value.shown)', a placeholder from example code: "
                + "it opens that literal group, which no target has", fix: use))
        }
        // Dart runs in the app; Swift in the targets that compile the file.
        let runners = occurrence.language == .dart ? context.apps : occurrence.targets.compactMap(context.target)
        let runnerNames = (runners.isEmpty ? context.targets : runners).map(\.name)
        if !runnerNames.isEmpty, runnerNames.allSatisfy(unsigned.contains) {
            return (false, finding(.note, occurrence, "\(call) opens \(value.shown)\(defined) in \(runnerNames.map(\.shown).spoken), which "
                + "\(runnerNames.count == 1 ? "is" : "are") signed without entitlements: see the finding about its CODE_SIGN_ENTITLEMENTS"))
        }
        let entitled = context.targets.filter { context.entitledGroups($0).contains(value) }.map(\.name)
        if !entitled.isEmpty, entitled.contains(where: runnerNames.contains) {
            return (false, finding(.ok, occurrence, "\(call) opens \(value.shown), which \(entitled.map(\.shown).spoken) "
                + "\(entitled.count == 1 ? "is" : "are") entitled to"))
        }
        // A runner whose entitlements were not read, or whose groups do not resolve here, may well be entitled.
        let unknown = runnerNames.filter { name in
            guard let target = context.target(name) else { return false }
            return context.hasUnresolvedGroups(target) || target.configurations.contains(where: \.entitlementsUnknown)
        }
        if !unknown.isEmpty {
            return (false, finding(.note, occurrence, "\(call) opens \(value.shown)\(defined): not checked, since the groups of "
                + "\(unknown.map(\.shown).spoken) are unknown here (entitlements not read, or groups that do not resolve)"))
        }
        // Runners that lack the very group the app and its widget should share: the finding about
        // their entitlements is the cause (one cause, one finding); this call only follows from it.
        let lacking = runnerNames.filter { !entitled.contains($0) }
        if !lacking.isEmpty, lacking.allSatisfy({ project.sharing.reportsLack(of: value, in: $0) }) {
            return (false, finding(.note, occurrence, "\(call) opens \(value.shown)\(defined) in \(lacking.map(\.shown).spoken), which "
                + "\(lacking.count == 1 ? "does" : "do") not list it yet: see the finding about \(lacking.count == 1 ? "its" : "their") entitlements"))
        }
        if !entitled.isEmpty {
            return (false, finding(.problem, occurrence, "\(call) opens \(value.shown)\(defined) in \(runnerNames.map(\.shown).spoken), but only "
                + "\(entitled.map(\.shown).spoken) \(entitled.count == 1 ? "is" : "are") entitled to it, so the call gets nil there",
                           fix: "add \(value.shown) to the App Groups of \(runnerNames.map(\.shown).spoken)"))
        }
        // Groups still written with variables may well be this one: unknown, not wrong.
        let unresolved = context.unresolvedGroupVariables
        if !unresolved.isEmpty, !context.allEntitledGroups.contains(value) {
            return (false, finding(.note, occurrence, "\(call) opens \(value.shown)\(defined): not checked, since the targets' groups "
                + "do not resolve (\(unresolved.map { "$(\($0.name.shown))" }.spoken))", fix: GroupIdentifierRules.fix(for: unresolved)))
        }
        let candidates = context.allEntitledGroups.compactMap { group in GroupSpelling.variant(value, of: group).map { (group, $0) } }
        if let (intended, variant) = candidates.first {
            return (false, finding(.problem, occurrence, "\(call) opens \(value.shown)\(defined), which \(variant.describe(relativeTo: intended)), "
                + "the group the targets are entitled to: identifiers are compared exactly, so this opens a different, empty group",
                           fix: "use exactly \(intended.shown)"))
        }
        let copied = Placeholder.looksCopied(value) ? " (it looks copied from example code)" : ""
        return (false, finding(.problem, occurrence, "\(call) opens \(value.shown)\(defined), which no target is entitled to\(copied): "
            + "the container is nil and the suite is never shared", fix: use))
    }

    /// Whether a suite name can be an App Group: `group.`-style, Team-ID style (`A1B2C3D4E5.name`,
    /// macOS), or one some target lists in any letter case.
    static func isGroupLike(_ value: String, project: ProjectContext) -> Bool {
        if value.lowercased().hasPrefix("group.") { return true }
        let prefix = value.prefix { $0 != "." }
        if prefix.count == 10, prefix.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }), value.count > 11 { return true }
        return project.allEntitledGroups.contains { $0.lowercased() == value.lowercased() }
    }
}
