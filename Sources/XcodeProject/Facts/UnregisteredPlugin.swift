/// A Capacitor plugin the app compiles and its scripts use that Capacitor 6 and later never
/// registers: they register only the npm plugins `cap sync` lists (`packageClassList`), and a
/// plugin of the app's own must be registered by its code (`bridge?.registerPluginInstance(X())`
/// in a `CAPBridgeViewController` subclass), else its calls reject as "not implemented on ios"
/// (ionic-team/capacitor-docs#275, round 11 Dtano17+pathwise_app).
public struct UnregisteredPlugin: Sendable, Hashable {
    /// The name the scripts call it by (`registerPlugin('WidgetData')`).
    public let module: String
    /// Its class (`WidgetDataPlugin`).
    public let className: String
    /// The compiled file declaring it, as shown.
    public let file: String
    /// The first place a script uses it.
    public let usedAt: String
    /// The Capacitor major version the app's package.json names.
    public let capacitor: Int

    public init(module: String, className: String, file: String, usedAt: String, capacitor: Int) {
        self.module = module
        self.className = className
        self.file = file
        self.usedAt = usedAt
        self.capacitor = capacitor
    }
}
