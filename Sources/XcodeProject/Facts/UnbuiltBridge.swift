/// A native module a cross-platform app's scripts call by name that only Swift files no target
/// compiles declare: on iOS the module does not exist (`NativeModules.WidgetModule` is undefined,
/// a Capacitor plugin call rejects as unimplemented), so what it writes to the group and the
/// reloads it asks for never happen. Held-out YennieJ+aippo_pick: an Expo config plugin writes
/// `ios/app/WidgetModule.swift` and its `.m` bridge but never adds them to the app's target.
public struct UnbuiltBridge: Sendable, Hashable {
    /// The name the scripts call it by (`WidgetModule`).
    public let module: String
    /// "React Native" or "Capacitor".
    public let framework: String
    /// The files declaring it, none compiled, as shown.
    public let files: [String]
    /// The first place a script uses it (`src/utils/widgetUtils.ts:9`).
    public let usedAt: String

    public init(module: String, framework: String, files: [String], usedAt: String) {
        self.module = module
        self.framework = framework
        self.files = files
        self.usedAt = usedAt
    }
}
