import XcodeProject

extension RegisteredWidget {
    /// `widgets` one per configuration line, each with the widget extensions registering it, in
    /// the order met: a widget whose file several extensions compile is one widget to fix
    /// (jverkoey+ElectricSidecar's iOS 16.2 and watchOS 9.1 extensions, TelemetryDeck+TelemetryViewer's
    /// iOS and macOS ones), its finding naming each and its fix compiling in each.
    static func byLine(_ widgets: [RegisteredWidget], in project: ProjectContext) -> [(widget: RegisteredWidget, targets: [TargetFacts])] {
        var found: [(widget: RegisteredWidget, targets: [TargetFacts])] = []
        var index: [String: Int] = [:]
        for widget in widgets {
            guard let target = project.target(widget.target), target.role.isWidget else { continue }
            let place = "\(widget.file):\(widget.line)"
            if let at = index[place] {
                if !found[at].targets.contains(where: { $0.name == target.name }) { found[at].targets.append(target) }
            } else {
                index[place] = found.count
                found.append((widget, [target]))
            }
        }
        return found
    }
}
