import Foundation
import Findings
import Testing
@testable import Doctor

/// Objective-C's `#if` read per configuration, as Swift's is (issue 37, class 1): a group written
/// under `#ifdef`, `#if defined(X)`, `#if X`, `#ifndef`, `#elif` is opened only in the
/// configurations whose `GCC_PREPROCESSOR_DEFINITIONS` take its branch. Shaped like an old
/// Objective-C app with a white-label brand: the `Other` configuration signs the app and the widget
/// with the second brand's group and defines `OTHER_BRAND=1`.
@Suite("Objective-C #if per configuration")
struct ObjectiveCConditionsTests {
    /// The app's store choosing its suite with `directives` (first branch the other brand's group,
    /// second the first brand's); `defined`: the Other configuration's definitions.
    private func run(_ directives: (open: String, orElse: String), defined: String?, setting: String = "GCC_PREPROCESSOR_DEFINITIONS",
                     appSettings: [String: String] = [:], files: [String: String] = [:]) throws -> [DoctorFinding] {
        try ExampleRun(ExampleInput.widgetApp.with {
            for (path, text) in files { $0.files[path] = .text(text) }
            $0.project?.configurations = ["Debug", "Release", "Other"]
            for target in ["App", "Widget"] {
                $0.files["\(target)/Other.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.other"]))
                $0.set("CODE_SIGN_ENTITLEMENTS", "\(target)/Other.entitlements", target: target, configuration: "Other")
                $0.set("GCC_PREPROCESSOR_DEFINITIONS", "DEBUG=1 $(inherited)", target: target, configuration: "Debug")
                if let defined { $0.set(setting, defined, target: target, configuration: "Other") }
            }
            for (name, value) in appSettings { $0.set(name, value, target: "App") }
            $0.files["App/PETStore.m"] = .text("""
                #import "PETStore.h"

                @implementation PETStore

                + (NSUserDefaults *)sharedDefaults {
                \(directives.open)
                    return [[NSUserDefaults alloc] initWithSuiteName:@"group.com.example.other"];
                \(directives.orElse)
                    return [[NSUserDefaults alloc] initWithSuiteName:@"\(ExampleInput.group)"];
                #endif
                }

                @end

                """)
            $0.project?.update("App") { $0.sources.append("App/PETStore.m") }
        }).findings.filter { $0.severity != .ok && $0.check == "code-group" && $0.file == "App/PETStore.m" }
    }

    @Test("Each brand's group is held only to the configurations whose definitions take its branch",
          arguments: [("#ifdef OTHER_BRAND", "#else"), ("#if defined(OTHER_BRAND)", "#else"), ("#if OTHER_BRAND", "#else"),
                      ("#if defined OTHER_BRAND && !defined(DEBUG) // brand builds", "#else"), ("#if 0\n#elif OTHER_BRAND", "#else")])
    func eachBranchItsConfigurations(open: String, orElse: String) throws {
        let findings = try run((open, orElse), defined: "OTHER_BRAND=1 $(inherited)")
        #expect(findings.isEmpty, "\(findings.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.message)" })")
    }

    @Test("#ifndef takes the other branch; a brand defined as 0 is false for #if but defined for #ifdef")
    func negationsAndZero() throws {
        // Debug and Release open the other brand's group (:7), Other the first brand's (:9): neither entitled there.
        #expect(Set(try run(("#ifndef OTHER_BRAND", "#else"), defined: "OTHER_BRAND=1").compactMap(\.line)) == [7, 9])
        #expect(Set(try run(("#if OTHER_BRAND", "#else"), defined: "OTHER_BRAND=0").compactMap(\.line)) == [9])
        #expect(try run(("#ifdef OTHER_BRAND", "#else"), defined: "OTHER_BRAND=0").isEmpty)
    }

    @Test("OTHER_CFLAGS' -DNAME defines a name as GCC_PREPROCESSOR_DEFINITIONS does", arguments: ["-DOTHER_BRAND", "$(inherited) -D OTHER_BRAND=1 -Wall"])
    func otherCFlags(flags: String) throws {
        #expect(try run(("#ifdef OTHER_BRAND", "#else"), defined: flags, setting: "OTHER_CFLAGS").isEmpty)
    }

    @Test("TARGET_OS_OSX is the Mac's: an iOS app takes the #else branch in every configuration; a Mac build its own")
    func targetConditionals() throws {
        // iOS: the first brand's group (:9) everywhere, entitled in Debug and Release, not in Other.
        #expect(Set(try run(("#if TARGET_OS_OSX", "#else"), defined: nil).compactMap(\.line)) == [9])
        #expect(Set(try run(("#if !TARGET_OS_IPHONE", "#else"), defined: nil).compactMap(\.line)) == [9])
        // Built for the Mac too: both branches live, the other brand's group (:7) unentitled in Debug and Release.
        let both = try run(("#if TARGET_OS_OSX", "#else"), defined: nil, appSettings: ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos macosx"])
        #expect(Set(both.compactMap(\.line)) == [7, 9])
    }

    @Test("A prefix header's #define decides a brand's #if per configuration, as the settings' definitions do; under a branch no configuration decides, both")
    func prefixHeader() throws {
        // The Other configuration defines OTHER_CONFIG; the app's prefix header turns it into the brand's name.
        let header = "#import <UIKit/UIKit.h>\n\n#ifdef OTHER_CONFIG\n#define OTHER_BRAND 1\n#endif\n"
        let findings = try run(("#ifdef OTHER_BRAND", "#else"), defined: "OTHER_CONFIG=1 $(inherited)",
                               appSettings: ["GCC_PREFIX_HEADER": "App/App-Prefix.pch"], files: ["App/App-Prefix.pch": header])
        #expect(findings.isEmpty, "\(findings.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.configuration ?? "-") \($0.message)" })")
        // The header's condition is a name no configuration sets: the brand may be defined anywhere, both branches stay.
        let open = try run(("#ifdef OTHER_BRAND", "#else"), defined: "OTHER_CONFIG=1 $(inherited)",
                           appSettings: ["GCC_PREFIX_HEADER": "App/App-Prefix.pch"], files: ["App/App-Prefix.pch": header.replacingOccurrences(of: "OTHER_CONFIG\n", with: "UNSET_ANYWHERE\n")])
        // Debug and Release open the other brand's group (:7, one finding for both), Other the first brand's (:9): neither entitled there.
        #expect(open.map { "\($0.line ?? 0) \($0.configuration ?? "-")" }.sorted() == ["7 -", "9 Other"])
    }

    @Test("Xcode's include guard around a white-label default: the brand is decided per configuration, as the settings decide it")
    func prefixHeaderIncludeGuard() throws {
        let header = "#ifndef App_Prefix_pch\n#define App_Prefix_pch\n\n#import <UIKit/UIKit.h>\n\n#ifndef OTHER_BRAND\n#define OTHER_BRAND 0\n#endif\n\n#endif /* App_Prefix_pch */\n"
        let findings = try run(("#if OTHER_BRAND", "#else"), defined: "OTHER_BRAND=1 $(inherited)",
                               appSettings: ["GCC_PREFIX_HEADER": "App/App-Prefix.pch"], files: ["App/App-Prefix.pch": header])
        #expect(findings.isEmpty, "\(findings.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.configuration ?? "-") \($0.message)" })")
    }

    @Test("A name no configuration defines is undecidable: both branches, in every configuration")
    func undefinedEverywhere() throws {
        #expect(!(try run(("#ifdef OTHER_BRAND", "#else"), defined: nil)).isEmpty)
    }
}
