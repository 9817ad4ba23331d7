import Testing
@testable import XcodeProject

/// The native modules a cross-platform app's scripts use by name, and the ones its native code
/// declares (`UnbuiltBridge`), in the shapes React Native and Capacitor apps write them.
@Suite("Bridge modules")
struct BridgeModulesTests {
    @Test("Scripts use a module through NativeModules (member, subscript, destructured), TurboModuleRegistry or registerPlugin, each once at its first line")
    func used() {
        let script = """
        import { NativeModules, TurboModuleRegistry } from 'react-native';
        import { registerPlugin } from '@capacitor/core';

        const { WidgetModule, Shared: SharedAlias } = NativeModules;
        NativeModules.Reloader.reload();
        NativeModules['Storage'].set('k', 1);
        const turbo = TurboModuleRegistry.getEnforcing<Spec>('TurboWidget');
        const bridge = registerPlugin<WidgetBridgePlugin>('WidgetBridge');
        NativeModules.Reloader.reloadAll();
        """
        let found = BridgeModules.used(in: script).map { "\($0.module):\($0.line)" }
        #expect(Set(found) == ["Reloader:5", "Storage:6", "TurboWidget:7", "WidgetBridge:8", "WidgetModule:4", "Shared:4"])
    }

    @Test("Native code declares a module by @objc(Name) in React Native code, RCT_EXTERN_MODULE, RCT_EXPORT_MODULE, CAP_PLUGIN and jsName; plain Swift declares none")
    func declared() {
        let reactNative = "import React\n\n@objc(WidgetModule)\nclass WidgetModule: NSObject {}\n"
        #expect(BridgeModules.declared(in: reactNative, objectiveC: false).map(\.module) == ["WidgetModule"])
        #expect(BridgeModules.declared(in: "#import <React/RCTBridgeModule.h>\n@interface RCT_EXTERN_MODULE(Reloader, NSObject)\n@end\n", objectiveC: true)
            .map(\.module) == ["Reloader"])
        let capacitor = "import Capacitor\n\n@objc(WidgetBridgePlugin)\npublic class WidgetBridgePlugin: CAPPlugin, CAPBridgedPlugin {\n    public let jsName = \"WidgetBridge\"\n}\n"
        #expect(BridgeModules.declared(in: capacitor, objectiveC: false).map(\.module) == ["WidgetBridge"])
        // Objective-C: the class's own name for an empty RCT_EXPORT_MODULE(), a remapped name, never React's prefix.
        let exported = "#import <React/RCTBridgeModule.h>\n\n@implementation RCTPetModule\n\nRCT_EXPORT_MODULE();\n\n@end\n"
        #expect(BridgeModules.declared(in: exported, objectiveC: true).map(\.module) == ["PetModule"])
        #expect(BridgeModules.declared(in: "#import <React/RCTBridgeModule.h>\n@interface RCT_EXTERN_REMAP_MODULE(Pets, PetStore, NSObject)\n@end\n", objectiveC: true)
            .map(\.module) == ["Pets"])
        #expect(BridgeModules.declared(in: "#import <React/RCTBridgeModule.h>\n@implementation PetStore\n- (void)save {}\n@end\n", objectiveC: true).isEmpty)
        #expect(BridgeModules.declared(in: "import Foundation\n\n@objc(Store)\nclass Store: NSObject {}\n", objectiveC: false).isEmpty)
    }

    @Test("A module is unbuilt when only files in no target declare it, and a script uses it; a compiled declaration builds it")
    func unbuilt() {
        let script = [(text: "const { WidgetModule } = NativeModules;\n", file: "src/widget.ts")]
        let module = (text: "import React\n@objc(WidgetModule)\nclass WidgetModule: NSObject {}\n", file: "ios/app/WidgetModule.swift")
        let uses = BridgeModules.uses(in: script)
        #expect(BridgeModules.unbuilt(uses: uses, untargeted: [module], compiled: []) == [
            UnbuiltBridge(module: "WidgetModule", framework: "React Native", files: ["ios/app/WidgetModule.swift"], usedAt: "src/widget.ts:1"),
        ])
        #expect(BridgeModules.unbuilt(uses: uses, untargeted: [module], compiled: [(module.text, false)]).isEmpty)
        #expect(BridgeModules.unbuilt(uses: BridgeModules.uses(in: [(text: "export {};\n", file: "src/widget.ts")]), untargeted: [module], compiled: []).isEmpty)
    }
}
