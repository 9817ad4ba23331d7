import SharedData

/// The seeds' third lesson read from the project: a widget's buttons run App Intents, and the
/// process WidgetKit picks (`ProcessSelection`, from the targets compiling the intent and its
/// pins) decides where `perform()` writes. Facts, read by pattern, not by a compiler: what is
/// wrong with them is doctor's (`widget-button`, `intent-writer`).
public enum WidgetButtons {
    /// Every use of an intent by a widget's button that some Swift file of the project declares,
    /// with where it would run.
    static func buttons(_ snapshot: ProjectSnapshot) -> [WidgetButton] {
        let widgets = Set(snapshot.targets.filter(\.role.isWidget).map(\.name))
        return snapshot.intentUses.compactMap { use in
            guard use.targets.contains(where: widgets.contains), use.call != "AppIntentConfiguration(intent:)" else { return nil }
            let declarations = snapshot.intents.filter { $0.name == use.intent }
            guard !declarations.isEmpty else { return nil }
            return button(use, declarations: declarations, snapshot: snapshot)
        }
    }

    /// The execution target each target of the project is.
    public static func executionTarget(_ target: TargetFacts) -> ExecutionTarget? {
        switch target.role {
        case .app: .main
        case .widgetExtension, .todayExtension: .widgetKitExtension
        case .otherExtension where target.configurations.contains { $0.extensionPoint == "com.apple.appintents-extension" }: .appIntentsExtension
        default: nil
        }
    }

    /// Where the intent runs with the app cold and warm.
    public static func selections(_ declarations: [IntentFacts], snapshot: ProjectSnapshot) -> [(app: AppState, selection: ProcessSelection?)] {
        let compiling = OrderedSet(declarations.flatMap(\.targets)).elements.compactMap(snapshot.target(named:))
        let linked = ExecutionTargets(compiling.compactMap(executionTarget).map(ExecutionTargets.init))
        // A pin to the app applies only where the app compiles the intent (an extension marks the
        // conformance unavailable), and on every system the extensions run (`pinHolds`).
        let holds = pinHolds(declarations, compiling: compiling)
        let pinned = holds ? declarations.compactMap(\.allowed).first.map { ExecutionTargets($0.compactMap(ExecutionTarget.init(rawValue:)).map(ExecutionTargets.init)) } : nil
        let allowed = pinned.flatMap { $0.intersection(linked).isEmpty ? nil : $0 } ?? linked
        let opensApp = holds && declarations.contains(where: \.opensApp)
        return [AppState.cold, .warm].map { ($0, ProcessSelection.select(allowed: allowed, linked: linked, app: $0, opensApp: opensApp)) }
    }

    /// Whether the intent's pin holds on every system its extensions run: one declared only behind
    /// `@available(iOS 26, *)` (`IntentFacts.pinnedSince`) does not where an extension compiling the
    /// intent deploys below that version: there, on older systems, the intent runs unpinned.
    public static func pinHolds(_ declarations: [IntentFacts], compiling: [TargetFacts]) -> Bool {
        guard let since = declarations.first(where: { $0.allowed != nil })?.pinnedSince, !since.isEmpty else { return true }
        return !compiling.filter({ $0.role != .app }).flatMap(\.configurations).contains { configuration in
            guard let version = since[configuration.platform.rawValue] else { return false }
            // No deployment target set: the SDK's, at or above every version here.
            return configuration.deploymentTarget.map { IntentPins.less($0, version) } ?? false
        }
    }

    private static func button(_ use: IntentUse, declarations: [IntentFacts], snapshot: ProjectSnapshot) -> WidgetButton {
        let compiledBy = OrderedSet(declarations.flatMap(\.targets)).elements
        let runs = selections(declarations, snapshot: snapshot).map { _, selection -> WidgetButton.Run in
            guard let selection else {
                return WidgetButton.Run(target: nil, launchesApp: false, opensApp: false, reason: "no allowed target compiles it: the system refuses the tap", writes: [])
            }
            let runner = compiledBy.compactMap(snapshot.target(named:)).first { executionTarget($0) == selection.target }
            let writes = runner.map { name in declarations.flatMap { $0.writes[name.name] ?? [] } } ?? []
            return WidgetButton.Run(target: selection.target.rawValue, launchesApp: selection.launchesApp, opensApp: selection.opensApp, reason: selection.reason, writes: writes)
        }
        let linked = Set(compiledBy.compactMap(snapshot.target(named:)).compactMap(executionTarget).map(\.rawValue))
        let applies = declarations.compactMap(\.allowed).first.map { !linked.isDisjoint(with: $0) } ?? false
        let since = declarations.first(where: { $0.allowed != nil })?.pinnedSince.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" } ?? []
        let holds = pinHolds(declarations, compiling: compiledBy.compactMap(snapshot.target(named:)))
        let pin = declarations.compactMap(\.pin).first.map { pin in
            if !applies { return "\(pin), which does not apply: no target it allows compiles the intent" }
            return holds ? pin : "\(pin), which holds only from \(since.joined(separator: ", ")): below it an extension compiling the intent runs it"
        }
        return WidgetButton(intent: use.intent, call: use.call, file: use.file, line: use.line, compiledBy: compiledBy, pin: pin, cold: runs[0], warm: runs[1])
    }
}
