import Findings
import SharedData
import XcodeProject

/// `reload-kind`: each reload names a kind a widget extension registers. A name that is no
/// widget's kind anywhere in the code (a typo, another platform's name), or a near spelling of a
/// registered kind, reloads nothing on iOS, silently: a problem. A kind the code declares but no
/// bundle registers under its active compilation conditions (a widget compiled out, left out of
/// the bundle, removed from a kinds namespace) reloads nothing and harms nothing: a note
/// (decision 3). Kinds are followed through every shape the code gives them (a stored property
/// `let kind: String = Kinds.member`, constants in other files, enum raw values, initializer
/// arguments); one kind constant used by several reloads with one verdict is one finding at it.
enum ReloadKind: DoctorCheck {
    static let description = CheckDescription(
        id: "reload-kind", area: .code, title: "reload kind",
        summary: "a reload naming no widget's kind: on iOS it reloads nothing, silently",
        severities: [.ok, .note, .problem],
        verdicts: "OK: a reload of a kind a widget extension registers; PROBLEM: `updateWidget(iOSName:)`, `reloadTimelines(ofKind:)` (or "
            + "Objective-C's `reloadTimelinesOfKind:`) naming no widget's kind anywhere in the code, or a near spelling of a registered one (it "
            + "reloads nothing on iOS, silently); NOTE: the kind of a widget no bundle registers under the extension's active compilation "
            + "conditions (compiled out, left out of the bundle, a kinds namespace's leftover: harmless), `updateWidget` with only Android "
            + "names (or `name:` repeating `androidName:` in a file that also reloads a registered kind), or a computed kind. A kind constant several reloads use with one verdict is one finding at its definition. A Dart file no "
            + "entry point (a file declaring `main`) reaches through imports, exports and parts is not compiled into the app: its calls are not read",
        reads: [.swiftCode, .dartCode, .objectiveCCode, .appCode],
        examples: [
            .triggers("a reload of a kind no widget declares", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(kind: "PetsWidget"))
            }, .problem(target: "App", file: "App/AppModel.swift", line: 8)),
            .triggers("a kind constant two reloads use, misspelt: one finding at the constant", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.reloadsThroughKinds(kind: "PetWidgte"))
            }, .problem(file: "App/AppModel.swift", line: 4)),
            .passes("a reload of the widget's kind", .widgetApp, also: []),
            .passes("a stored property's kind from a kinds namespace, reloaded through the namespace", .widgetApp.with {
                $0.files["App/AppModel.swift"] = .text(ExampleInput.reloadsThroughKinds(kind: "PetWidget"))
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift().replacing("let kind = \"PetWidget\"", with: "let kind: String = Kinds.pet"))
                $0.project?.update("Widget") { $0.sources.append("App/AppModel.swift") }
            }),
            .triggers("a Flutter app whose main imports a file reloading a kind no widget declares", .flutterApp.with {
                $0.files["lib/main.dart"] = .text("import 'widgets/counter.dart';\n" + ExampleInput.dart() + "\nvoid main() => save(1);\n")
                $0.files["lib/widgets/counter.dart"] = .text(counterDart)
            }, .problem(file: "lib/widgets/counter.dart", line: 3)),
            .passes("the same file copied into lib/ and imported by nothing: it is not compiled into the app", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart() + "\nvoid main() => save(1);\n")
                $0.files["lib/widgets/counter.dart"] = .text(counterDart)
            }),
            .triggers("updateWidget(name:androidName:) with the Android provider's name, beside the iOS reload: a note", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.setAppGroupId('\(ExampleInput.group)')", "HomeWidget.saveWidgetData<int>('count', count)",
                                                                     "HomeWidget.updateWidget(name: 'PetProvider', androidName: 'PetProvider')",
                                                                     "HomeWidget.updateWidget(iOSName: 'PetWidget')"]))
            }, .note(file: "lib/main.dart", line: 6)),
            .triggers("the same Android-named call as the file's only reload: on iOS it reloads nothing", .flutterApp.with {
                $0.files["lib/main.dart"] = .text(ExampleInput.dart(["HomeWidget.setAppGroupId('\(ExampleInput.group)')", "HomeWidget.saveWidgetData<int>('count', count)",
                                                                     "HomeWidget.updateWidget(name: 'PetProvider', androidName: 'PetProvider')"]))
            }, .problem(file: "lib/main.dart", line: 6)),
            .triggers("a reload of a widget its bundle leaves out under a #if no configuration sets: a note", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift() + ExampleInput.debugWidgetBundle)
                $0.files["App/AppModel.swift"] = .text(ExampleInput.widgetAppModel(reloading: "DebugWidget"))
            }, .note(target: "App", file: "App/AppModel.swift", line: 8)),
        ])

    /// home_widget's counter example as apps copy it: a reload of its own widget's kind.
    static let counterDart = "import 'package:home_widget/home_widget.dart';\n\n"
        + "Future<void> refresh() async => HomeWidget.updateWidget(iOSName: 'CounterWidget');\n"

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project -> [Finding] in
            guard project.targets.contains(where: { $0.role.isWidget }) else { return [] }
            let code = project.snapshot.code
            let registered = OrderedSet(code.filter { $0.kind == .widgetKind }.compactMap(\.value)).elements
            let declared = Set(code.filter { $0.kind == .declaredKind }.compactMap(\.value))
            let reloads = code.filter { $0.kind == .reload }
            // Files that reload a registered kind: an Android-named reload beside one is Android's.
            let reloading = Set(reloads.filter { $0.value.map(registered.contains) == true }.map(\.file))
            let verdicts = reloads.map { reload in
                let androidBeside = reload.call == CodeOccurrence.androidNamedReload && reloading.contains(reload.file)
                return (occurrence: reload, verdict: verdict(reload, registered: registered, declared: declared, androidBeside: androidBeside),
                        subject: subject(reload))
            }
            var findings = CodeVerdicts.findings(verdicts).map(\.finding)
            // A call with only Android names is Android code: on iOS it reloads nothing, as meant.
            for reload in code where reload.kind == .androidOnlyReload {
                findings.append(CodeGroups.finding(.note, reload, "\(reload.call) names only an Android widget (\(reload.expression.shown)): not an iOS reload"))
            }
            return findings
        }
    }

    private static func subject(_ occurrence: CodeOccurrence) -> String {
        guard let value = occurrence.value else { return "\(occurrence.call) is given \(occurrence.expression.shown)" }
        return "\(occurrence.call) names \(value.shown)" + (occurrence.definedAt.map { " (defined at \($0.shown))" } ?? "")
    }

    /// `androidBeside`: the reload passes its Android name as `name:` and its file also reloads a
    /// registered kind: the call is the Android half of a pair, whose iOS reload is a no-op.
    private static func verdict(_ occurrence: CodeOccurrence, registered kinds: [String], declared: Set<String>, androidBeside: Bool) -> CodeVerdict {
        guard let value = occurrence.value else {
            return CodeVerdict(.note, ", which is not a string literal or a constant defined once in the project: not checked")
        }
        if kinds.contains(value) { return CodeVerdict(.ok, ", a widget's kind") }
        let near = kinds.compactMap { kind in GroupSpelling.variant(value, of: kind).map { (kind, $0) } }.first
        let fix = { (kind: String) in occurrence.language == .dart ? "use iOSName: '\(kind.shown)'" : "use reloadTimelines(ofKind: \"\(kind.shown)\")" }
        if let (kind, spelling) = near {
            return CodeVerdict(.problem, ", which is no widget's kind: it \(spelling.describe(relativeTo: kind)); on iOS it reloads nothing, silently",
                               fix: fix(kind))
        }
        if declared.contains(value) {
            return CodeVerdict(.note, ", the kind of a widget no widget extension registers under its compilation conditions (compiled out, left "
                + "out of its bundle, or gone from its kinds): it reloads nothing, harmlessly")
        }
        guard !kinds.isEmpty else {
            return CodeVerdict(.note, ", but no widget extension registers a widget with a kind to compare it with")
        }
        if androidBeside {
            // Round 14 macroaize: `updateWidget(name: provider, androidName: provider)` for Android,
            // then `updateWidget(iOSName: 'StreakWidget')` on the next line, was a PROBLEM.
            return CodeVerdict(.note, ", the Android widget's name also given as androidName:, in a file that reloads the iOS widget's kind "
                + "too: on iOS this call reloads nothing, harmlessly")
        }
        // Several kinds: the nearest may be one of those that show the data; the others need their reload too.
        let nearest = nearest(to: value, among: kinds)
        let others = kinds.filter { $0 != nearest }
        let more = others.isEmpty ? "" : occurrence.language == .dart
            ? ", and one updateWidget per other kind whose widget shows this data (\(others.prefix(4).map(\.shown).spoken))"
            : ", or reloadAllTimelines() where every kind's widget shows this data"
        return CodeVerdict(.problem, ", which is no widget's kind (kinds: \(kinds.map(\.shown).spoken)); on iOS it reloads nothing, silently",
                           fix: fix(nearest) + more)
    }

    /// Kinds compared by edit distance for a fix, and the length past which a kind is not: a fix
    /// names one kind, and hostile kinds of a kilobyte each must not cost a distance each.
    static let comparedKinds = 32, comparedLength = 128

    /// The kind a fix names for a reload of `value`: the nearest by edit distance (an unseen
    /// project's `FocusFlowPomodoroWidget` meant `PomodoroWidget`, not the first kind listed),
    /// the first listed among equals and when none can be compared.
    static func nearest(to value: String, among kinds: [String]) -> String {
        guard value.count <= comparedLength else { return kinds[0] }
        let compared = kinds.prefix(comparedKinds).filter { $0.count <= comparedLength }
        return compared.map { ($0, EditDistance.between(value, $0)) }.min { $0.1 < $1.1 }?.0 ?? kinds[0]
    }
}
