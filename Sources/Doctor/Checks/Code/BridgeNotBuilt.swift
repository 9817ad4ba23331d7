import Findings
import SharedData
import XcodeProject

/// `bridge-not-built`: the app's JavaScript uses a native module by name (`NativeModules.X`,
/// `const { X } = NativeModules`, `TurboModuleRegistry.get('X')`, Capacitor's `registerPlugin('X')`)
/// that only Swift or Objective-C files no target compiles declare (`@objc(X)` in React Native
/// code, `RCT_EXTERN_MODULE(X, ...)`, `RCT_EXPORT_MODULE()` in `@implementation X`, Capacitor's
/// `jsName = "X"`): on iOS the module does not exist, so
/// the group writes and reloads it was written for never happen, and the widget stays stale or
/// empty with nothing logged (held-out YennieJ+aippo_pick: an Expo config plugin writes the module
/// but never adds it to the app's target). A module some compiled file also declares is built there.
enum BridgeNotBuilt: DoctorCheck {
    static let description = CheckDescription(
        id: "bridge-not-built", area: .code, title: "native module never built",
        summary: "the app's JavaScript uses a native module that only Swift or Objective-C files in no target declare",
        severities: [.warning],
        verdicts: "WARNING: a React Native module (`NativeModules.X`, destructured from `NativeModules`, `TurboModuleRegistry.get('X')`) "
            + "or Capacitor plugin (`registerPlugin('X')`) the app's scripts use, declared (`@objc(X)`, `RCT_EXTERN_MODULE`, `RCT_EXPORT_MODULE`, "
            + "`CAP_PLUGIN`, `jsName`) only in Swift or Objective-C files no target compiles, none compiled declaring it: on iOS it does not exist, "
            + "so its writes and reloads never run",
        reads: [.untargetedSwiftCode, .scriptCode],
        examples: [
            .triggers("the app's JavaScript uses a React Native module only a Swift file in no target declares", reactNativeApp(compiled: false),
                      .warning(file: "ios/App/App/PetModule.swift")),
            .triggers("an Objective-C module (`RCT_EXPORT_MODULE()`, React's prefix dropped) in no target", reactNativeApp(compiled: false).with {
                $0.files["ios/App/App/PetModule.swift"] = nil
                $0.files["ios/App/App/RCTPetModule.m"] = .text(objectiveCModule)
            }, .warning(file: "ios/App/App/RCTPetModule.m")),
            .passes("the app's target compiles the module", reactNativeApp(compiled: true)),
            .passes("a stray module in no target that no script uses", reactNativeApp(compiled: false).with {
                $0.files["src/widget.ts"] = .text("export const COUNT_KEY = 'count';\n")
            }),
        ])

    /// `ExampleInput.reactNativeApp` calling `NativeModules.PetModule.save` from its TypeScript.
    private static func reactNativeApp(compiled: Bool) -> ExampleInput {
        ExampleInput.reactNativeApp(saving: "await NativeModules.PetModule.save(COUNT_KEY, count);", moduleCompiled: compiled)
    }

    /// An Objective-C React Native module whose JavaScript name is its class's without `RCT`.
    private static let objectiveCModule = """
        #import <React/RCTBridgeModule.h>

        @interface RCTPetModule : NSObject <RCTBridgeModule>
        @end

        @implementation RCTPetModule

        RCT_EXPORT_MODULE();

        RCT_EXPORT_METHOD(save:(NSString *)key value:(nonnull NSNumber *)value) {
          [[[NSUserDefaults alloc] initWithSuiteName:@"\(ExampleInput.group)"] setObject:value forKey:key];
        }

        @end

        """

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            let compiledElsewhere = context.usedElsewhere(than: project).compiled
            let apps = project.targets.filter { $0.productType.isApplication }.map(\.name)
            return project.snapshot.unbuiltBridges.filter { !$0.files.contains(where: compiledElsewhere.contains) }.map { bridge in
                let absence = bridge.framework == "Capacitor"
                    ? "its calls reject as not implemented on iOS" : "NativeModules.\(bridge.module) is undefined on iOS"
                let target = apps.count == 1 ? apps[0] : "the app's target"
                return Finding(.warning, file: bridge.files[0],
                               message: "the app's JavaScript uses the \(bridge.framework) module \(bridge.module.shown) (\(bridge.usedAt)), which only "
                                   + "\(bridge.files.spoken) declare\(bridge.files.count == 1 ? "s" : ""), in no target: \(absence), so what it writes "
                                   + "to the group and the reloads it asks for never happen",
                               fix: "add \(bridge.files.spoken) to \(target.shown)'s Compile Sources (Target Membership in the file inspector), with the "
                                   + "module's other file if it has one (the Swift class an Objective-C export names, or the Objective-C file exporting a Swift class); if a config plugin or script writes these files, have it add them to the target too")
            }
        }
    }
}
