import Findings
import SharedData
import XcodeProject

/// `reload-kind`: each reload names a kind a widget declares: `updateWidget(iOSName:)` or
/// `reloadTimelines(ofKind:)` naming no widget's kind reloads nothing on iOS, silently. A call
/// with only Android names is Android code.
enum ReloadKind: DoctorCheck {
    static let description = CheckDescription(
        id: "reload-kind", area: .code, title: "reload kind",
        summary: "a reload naming no widget's kind: on iOS it reloads nothing, silently",
        severities: [.ok, .note, .problem],
        verdicts: "OK: a reload of a declared kind; PROBLEM: `updateWidget(iOSName:)` or `reloadTimelines(ofKind:)` naming no widget's kind "
            + "(it reloads nothing on iOS, silently); NOTE: `updateWidget` with only Android names (Android code), or a computed kind",
        reads: [.swiftCode, .dartCode],
        examples: [
            .triggers("a reload of a kind no widget declares", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(kind: "PetsWidget"))
            }, .problem(target: "App", file: "App/AppModel.swift", line: 8)),
            .passes("a reload of the widget's kind", .widgetApp, also: []),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            guard project.targets.contains(where: { $0.role.isWidget }) else { return [] }
            let code = project.snapshot.code
            let known = OrderedSet(code.filter { $0.kind == .widgetKind }.compactMap(\.value)).elements
            var findings = code.filter { $0.kind == .reload }.map { reload($0, kinds: known) }
            // A call with only Android names is Android code: on iOS it reloads nothing, as meant.
            for reload in code where reload.kind == .androidOnlyReload {
                findings.append(CodeGroups.finding(.note, reload, "\(reload.call) names only an Android widget (\(reload.expression.shown)): not an iOS reload"))
            }
            return findings
        }
    }

    private static func reload(_ occurrence: CodeOccurrence, kinds: [String]) -> Finding {
        let call = occurrence.call
        guard let value = occurrence.value else {
            return CodeGroups.finding(.note, occurrence, "\(call) is given \(occurrence.expression.shown), which is not a string literal "
                + "or a constant defined once in the project: not checked")
        }
        guard !kinds.isEmpty else {
            return CodeGroups.finding(.note, occurrence, "\(call) reloads \(value.shown), but no widget kind was found in the Swift code to "
                + "compare it with")
        }
        if kinds.contains(value) { return CodeGroups.finding(.ok, occurrence, "\(call) reloads \(value.shown), a widget's kind") }
        let near = kinds.compactMap { kind in GroupSpelling.variant(value, of: kind).map { (kind, $0) } }.first
        let kind = near?.0 ?? kinds[0]
        let spelling = near.map { ": it \($0.1.describe(relativeTo: $0.0))" } ?? " (kinds: \(kinds.map(\.shown).spoken))"
        let fix = occurrence.language == .dart ? "use iOSName: '\(kind.shown)'" : "use reloadTimelines(ofKind: \"\(kind.shown)\")"
        return CodeGroups.finding(.problem, occurrence, "\(call) names \(value.shown), which is no widget's kind\(spelling); on iOS "
            + "it reloads nothing, silently", fix: fix)
    }
}
