import Findings

/// A WidgetKit widget must say so in its Info.plist: an extension whose code declares a widget
/// configuration (`StaticConfiguration(kind:)` and the like) but whose Info.plist names the old
/// Today extension point is never offered on the home screen, and the widget never appears.
enum ExtensionPointCheck {
    static func findings(_ context: AnalysisContext) -> [DoctorFinding] {
        context.targets.filter { $0.role == .todayExtension }.compactMap { target in
            guard let kind = context.snapshot.code.first(where: { $0.kind == .widgetKind && $0.targets.contains(target.name) }) else { return nil }
            let plist = target.configurations.lazy.compactMap(\.infoPlist).first
            return DoctorFinding(.problem, .settings, .extensionPoint, target: target.name, file: plist ?? context.projectFile,
                                 message: "the Info.plist declares NSExtensionPointIdentifier \(TargetRole.todayPoint) (a Today extension), but "
                                      + "\(kind.file):\(kind.line) is a WidgetKit widget: iOS does not offer it in the widget gallery",
                                 fix: "set NSExtensionPointIdentifier to \(TargetRole.widgetKitPoint)")
        }
    }
}
