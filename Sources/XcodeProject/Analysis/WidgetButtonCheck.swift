import Findings

import SharedData

/// The seeds' third lesson read from the project: a widget's buttons run App Intents, and the
/// process WidgetKit picks (`ProcessSelection`, from the targets compiling the intent and its
/// pins) must be a writer if `perform()` writes. Read by pattern, not by a compiler.
struct WidgetButtonCheck {
    private(set) var findings: [DoctorFinding] = []
    private(set) var buttons: [WidgetButton] = []

    init(_ context: AnalysisContext) {
        let snapshot = context.snapshot
        let widgets = Set(context.targets.filter(\.role.isWidget).map(\.name))
        var judged = Set<String>()
        for use in snapshot.intentUses where use.targets.contains(where: widgets.contains) && use.call != "AppIntentConfiguration(intent:)" {
            let declarations = snapshot.intents.filter { $0.name == use.intent }
            guard !declarations.isEmpty else {
                findings.append(DoctorFinding(.note, .code, .widgetButton, file: use.file, line: use.line,
                                              message: "\(use.call) runs \(use.intent.shown), which no Swift file of the project declares (a package's?): not checked"))
                continue
            }
            let widget = use.targets.first(where: widgets.contains) ?? use.targets[0]
            let compiling = OrderedSet(declarations.flatMap(\.targets)).elements
            buttons.append(Self.button(use, declarations: declarations, context: context))
            guard compiling.contains(widget) else {
                findings.append(DoctorFinding(.problem, .code, .widgetButton, target: widget, file: use.file, line: use.line,
                                              message: "\(use.call) runs \(use.intent.shown), which only \(compiling.map(\.shown).spoken) compiles "
                                                   + "(\(declarations[0].file):\(declarations[0].line)): the widget extension cannot run it, so the tap does nothing",
                                              fix: "add \(declarations[0].file) to \(widget.shown)'s target membership too"))
                continue
            }
            guard judged.insert(use.intent).inserted else { continue }
            if let finding = writer(use, declarations: declarations, widget: widget, context: context) { findings.append(finding) }
        }
        findings += reloads(context, buttons: Set(snapshot.intentUses.filter { $0.targets.contains(where: widgets.contains) }.map(\.intent)))
    }

    /// The execution target each target of the project is.
    static func executionTarget(_ target: TargetFacts) -> ExecutionTarget? {
        switch target.role {
        case .app: .main
        case .widgetExtension, .todayExtension: .widgetKitExtension
        case .otherExtension where target.configurations.contains { $0.extensionPoint == "com.apple.appintents-extension" }: .appIntentsExtension
        default: nil
        }
    }

    /// Where the intent runs with the app cold and warm, and the writes it makes there.
    static func selections(_ declarations: [IntentFacts], context: AnalysisContext) -> [(app: AppState, selection: ProcessSelection?)] {
        let compiling = OrderedSet(declarations.flatMap(\.targets)).elements.compactMap(context.target)
        let linked = ExecutionTargets(compiling.compactMap(executionTarget).map(ExecutionTargets.init))
        // A pin to the app applies only where the app compiles the intent (an extension marks the conformance unavailable).
        let pinned = declarations.compactMap(\.allowed).first.map { ExecutionTargets($0.compactMap(ExecutionTarget.init(rawValue:)).map(ExecutionTargets.init)) }
        let allowed = pinned.flatMap { $0.intersection(linked).isEmpty ? nil : $0 } ?? linked
        return [AppState.cold, .warm].map { ($0, ProcessSelection.select(allowed: allowed, linked: linked, app: $0)) }
    }

    private static func button(_ use: IntentUse, declarations: [IntentFacts], context: AnalysisContext) -> WidgetButton {
        let runs = selections(declarations, context: context).map { _, selection -> WidgetButton.Run in
            guard let selection else {
                return WidgetButton.Run(target: nil, launchesApp: false, reason: "no allowed target compiles it: the system refuses the tap", writes: [])
            }
            let runner = OrderedSet(declarations.flatMap(\.targets)).elements.compactMap(context.target).first { executionTarget($0) == selection.target }
            let writes = runner.map { name in declarations.flatMap { $0.writes[name.name] ?? [] } } ?? []
            return WidgetButton.Run(target: selection.target.rawValue, launchesApp: selection.launchesApp, reason: selection.reason, writes: writes)
        }
        let compiledBy = OrderedSet(declarations.flatMap(\.targets)).elements
        let linked = Set(compiledBy.compactMap(context.target).compactMap(executionTarget).map(\.rawValue))
        let applies = declarations.compactMap(\.allowed).first.map { !linked.isDisjoint(with: $0) } ?? false
        let pin = declarations.compactMap(\.pin).first.map { applies ? $0 : "\($0), which does not apply: no target it allows compiles the intent" }
        return WidgetButton(intent: use.intent, call: use.call, file: use.file, line: use.line, compiledBy: compiledBy, pin: pin, cold: runs[0], warm: runs[1])
    }

    private func writer(_ use: IntentUse, declarations: [IntentFacts], widget: String, context: AnalysisContext) -> DoctorFinding? {
        guard let cold = Self.selections(declarations, context: context).first?.selection, cold.target == .widgetKitExtension else { return nil }
        let writes = declarations.flatMap { $0.writes[widget] ?? [] }
        guard let write = writes.first else { return nil }
        let declaration = declarations.first { $0.targets.contains(widget) } ?? declarations[0]
        let only = declaration.targets == [widget] && declarations.count == 1
        let place = "\(declaration.file):\(declaration.line)"
        let message = only
            ? "\(use.intent.shown) (\(place)) is compiled only into \(widget.shown), so every tap runs it there, and its perform() makes \(write.kind) "
              + "(\(write.code.shown)): the widget extension is the writer, racing the app"
            : "\(use.intent.shown) (\(place)) runs in \(widget.shown) when the app is not running, and its perform() makes \(write.kind) "
              + "(\(write.code.shown)): the widget extension becomes a second writer beside the app"
        return DoctorFinding(.warning, .code, .intentWriter, target: widget, file: use.file, line: use.line, message: message,
                             fix: "pin it to the app: compile \(declaration.file) into the app too and add `extension \(use.intent): ForegroundContinuableIntent {}` "
                                + "there (home_widget's example), or set allowedExecutionTargets to [.main]; or move the write into an App Intents extension")
    }

    /// An intent the app runs (not a widget button, which WidgetKit reloads after) that writes
    /// the group the widget reads and reloads nothing: the widget stays stale.
    private func reloads(_ context: AnalysisContext, buttons: Set<String>) -> [DoctorFinding] {
        let apps = Set(context.apps.map(\.name))
        let groupWrites: Set<String> = ["a shared UserDefaults write", "a home_widget saveWidgetData"]
        return context.snapshot.intents.compactMap { intent in
            guard !buttons.contains(intent.name), !intent.reloads,
                  let app = intent.targets.first(where: apps.contains) else { return nil }
            let writes = intent.writes[app]?.filter { groupWrites.contains($0.kind) } ?? []
            guard let write = writes.first(where: { $0.keyMentionedOutsideApps != false }) else {
                // Only keys nothing but the app mentions: the app's own settings kept in the group.
                guard !writes.isEmpty else { return nil }
                let keys = OrderedSet(writes.compactMap(\.key)).elements
                return DoctorFinding(.note, .code, .intentReload, target: app, file: intent.file, line: intent.line,
                                     message: "\(intent.name.shown)'s perform() writes \(keys.map(\.shown).spoken) in \(app.shown) and reloads no widget, "
                                          + "but no file outside the app mentions \(keys.count == 1 ? "that key" : "those keys"): the widget does not read \(keys.count == 1 ? "it" : "them")")
            }
            return DoctorFinding(.warning, .code, .intentReload, target: app, file: intent.file, line: intent.line,
                                 message: "\(intent.name.shown)'s perform() makes \(write.kind) (\(write.code.shown)) in \(app.shown) and reloads no widget: "
                                      + "run from Shortcuts or Siri, it leaves the widget stale",
                                 fix: "call WidgetCenter.shared.reloadTimelines(ofKind:) after the write")
        }
    }
}
