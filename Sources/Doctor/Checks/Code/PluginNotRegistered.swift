import Findings
import SharedData
import XcodeProject

/// `plugin-not-registered`: a Capacitor plugin of the app's own (a Swift `CAPBridgedPlugin` with
/// its `jsName`, or an Objective-C `CAP_PLUGIN`) that the app compiles and its scripts use
/// (`registerPlugin('X')`), in an app on Capacitor 6 or later, which no code registers with the
/// bridge: Capacitor 6 registers only the npm plugins `cap sync` lists, so the plugin's calls
/// reject as "not implemented on ios" and what it writes to the group never is
/// (ionic-team/capacitor-docs#275; round 11 Dtano17+pathwise_app, nine local plugins). Capacitor 5
/// and earlier registered every plugin class: nothing is said there.
enum PluginNotRegistered: DoctorCheck {
    static let description = CheckDescription(
        id: "plugin-not-registered", area: .code, title: "Capacitor plugin never registered",
        summary: "a Capacitor 6+ app's own plugin its scripts use, which no code registers with the bridge",
        severities: [.warning],
        verdicts: "WARNING: the app's `package.json` names Capacitor 6 or later, its scripts use a plugin (`registerPlugin('X')`) that "
            + "the app's own compiled code declares (a Swift `CAPBridgedPlugin`'s `jsName`, an Objective-C `CAP_PLUGIN`), and no compiled "
            + "code registers its class (`bridge?.registerPluginInstance(X())`, `registerPluginType(X.self)`): Capacitor 6 registers only "
            + "the npm plugins `cap sync` lists, so its calls reject as not implemented on iOS",
        reads: [.swiftCode, .objectiveCCode, .scriptCode],
        examples: [
            .triggers("a Capacitor 6 app's own plugin, compiled and used, that nothing registers", capacitorApp(registered: false),
                      .warning(file: "ios/App/App/PetBridgePlugin.swift")),
            .passes("a view controller registers it in capacitorDidLoad()", capacitorApp(registered: true)),
            .passes("a view controller registers an instance bound to a name first", capacitorApp(registered: true, throughBinding: true)),
            .passes("Capacitor 5, which registered every plugin class", capacitorApp(registered: false).with {
                $0.files["package.json"] = .text(#"{"dependencies": {"@capacitor/ios": "^5.7.0", "@capacitor/core": "^5.7.0"}}"# + "\n")
            }),
        ])

    /// `ExampleInput.capacitorApp` on Capacitor 6 whose scripts call its own plugin `PetBridge`,
    /// compiled by the app, and whose view controller registers it when `registered`: the
    /// constructor in the call, or `throughBinding` a constant made first.
    private static func capacitorApp(registered: Bool, throughBinding: Bool = false) -> ExampleInput {
        ExampleInput.capacitorApp(saving: "await PetBridge.save({ count });").with {
            $0.files["src/widget.ts"] = .text("import { registerPlugin } from '@capacitor/core';\n\nconst PetBridge = registerPlugin<any>('PetBridge');\n\n"
                + "export async function saveCount(count: number) {\n  await PetBridge.save({ count });\n}\n")
            $0.files["ios/App/App/PetBridgePlugin.swift"] = .text("""
                import Capacitor
                import WidgetKit

                @objc(PetBridgePlugin)
                public class PetBridgePlugin: CAPPlugin, CAPBridgedPlugin {
                    public let identifier = "PetBridgePlugin"
                    public let jsName = "PetBridge"
                    public let pluginMethods: [CAPPluginMethod] = [CAPPluginMethod(name: "save", returnType: CAPPluginReturnPromise)]

                    @objc func save(_ call: CAPPluginCall) {
                        UserDefaults(suiteName: "\(ExampleInput.group)")?.set(call.getInt("count") ?? 0, forKey: "count")
                        WidgetCenter.shared.reloadAllTimelines()
                        call.resolve()
                    }
                }

                """)
            $0.project?.update("App") { $0.sources.append("App/PetBridgePlugin.swift") }
            if registered {
                let registration = throughBinding
                    ? ["let plugin = PetBridgePlugin()", "bridge?.registerPluginInstance(plugin)"] : ["bridge?.registerPluginInstance(PetBridgePlugin())"]
                $0.files["ios/App/App/MainViewController.swift"] = .text("""
                    import Capacitor

                    class MainViewController: CAPBridgeViewController {
                        override open func capacitorDidLoad() {
                    \(registration.map { "        " + $0 }.joined(separator: "\n"))
                        }
                    }

                    """)
                $0.project?.update("App") { $0.sources.append("App/MainViewController.swift") }
            }
        }
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.snapshot.unregisteredPlugins.map { plugin in
                Finding(.warning, file: plugin.file,
                        message: "the app's JavaScript uses its own Capacitor plugin \(plugin.module.shown) (\(plugin.usedAt)), whose class "
                            + "\(plugin.className.shown) no code registers: Capacitor \(plugin.capacitor) registers only the npm plugins cap sync lists, "
                            + "so its calls reject as not implemented on iOS: what it does for the widget (group writes, reloads, Live Activities) never happens",
                        fix: "subclass CAPBridgeViewController (set it as the Main storyboard's view controller class) and register the plugin in "
                            + "capacitorDidLoad(): `override open func capacitorDidLoad() { bridge?.registerPluginInstance(\(plugin.className)()) }`")
            }
        }
    }
}
