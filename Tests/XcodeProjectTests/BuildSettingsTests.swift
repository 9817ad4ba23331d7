import Foundation
import Testing
@testable import XcodeProject

@Suite("Build settings: xcconfig files and expansion")
struct BuildSettingsTests {
    static func assignments(_ lines: [String: String], source: SettingSource = .commandLine) -> [BuildSettingAssignment] {
        lines.keys.sorted().map { key in
            let (name, conditions) = BuildSettingAssignment.parseKey(key)!
            return BuildSettingAssignment(name: name, conditions: conditions, value: lines[key]!, source: source)
        }
    }

    static func resolver(_ levels: [[String: String]], sdk: String = "iphoneos", configuration: String = "Debug") -> BuildSettingsResolver {
        BuildSettingsResolver(levels: levels.map { assignments($0) }, build: .init(sdk: sdk, configuration: configuration), places: ["test"])
    }

    @Test("A name only another configuration sets is empty here, as Xcode expands it; one no configuration sets is unresolved")
    func setInAnotherConfiguration() {
        var release = Self.resolver([["PRODUCT_BUNDLE_IDENTIFIER": "io.example.app$(BUNDLE_ID_SUFFIX)", "GROUP": "group.$(BUNDLE_ID_SUFFIX).app"]],
                                    configuration: "Release")
        #expect(release.resolve("PRODUCT_BUNDLE_IDENTIFIER")?.unresolved.map(\.name) == ["BUNDLE_ID_SUFFIX"])
        release.setElsewhere = ["BUNDLE_ID_SUFFIX"]
        let identifier = release.resolve("PRODUCT_BUNDLE_IDENTIFIER")
        #expect(identifier?.value == "io.example.app" && identifier?.unresolved.isEmpty == true)
        // Empty, it leaves an empty component in a group: that is still no group, and said so.
        #expect(release.expand("group.$(BUNDLE_ID_SUFFIX).app").unresolved.map(\.name) == ["BUNDLE_ID_SUFFIX"])
    }

    @Test("An xcconfig: comments, includes, conditions, a trailing semicolon and lines Xcode ignores")
    func parsesXCConfig() throws {
        let text = """
        // Shared settings
        #include "Base.xcconfig"
        #include? "Local.xcconfig" // optional
        APP_GROUP_IDENTIFIER = group.$(BASE_BUNDLE_IDENTIFIER)
        OTHER_LDFLAGS[sdk=iphoneos*][arch=arm64] = $(inherited) -ObjC ;
        URL = https://example.com
        this is not a setting
        """
        let file = try XCConfigFile.parse(Data(text.utf8), file: "Config/App.xcconfig")
        #expect(file.statements.count == 5)
        #expect(file.statements[0] == .include(path: "Base.xcconfig", optional: false, line: 2))
        #expect(file.statements[1] == .include(path: "Local.xcconfig", optional: true, line: 3))
        guard case let .assignment(flags) = file.statements[3], case let .assignment(url) = file.statements[4] else {
            Issue.record("expected assignments")
            return
        }
        #expect(flags.name == "OTHER_LDFLAGS")
        #expect(flags.conditions == [SettingCondition(key: "sdk", pattern: "iphoneos*"), SettingCondition(key: "arch", pattern: "arm64")])
        #expect(flags.value == "$(inherited) -ObjC")
        #expect(flags.source == .xcconfig(file: "Config/App.xcconfig", line: 5))
        // `//` starts a comment even in a value, as in Xcode.
        #expect(url.value == "https:")
        #expect(file.problems.map(\.line) == [7])
    }

    @Test("Precedence: each level above the one below; $(inherited) extends the value below")
    func precedenceAndInherited() {
        let resolver = Self.resolver([
            ["FLAGS": "-a", "NAME": "project"],
            ["FLAGS": "$(inherited) -b", "NAME": "target"],
            ["FLAGS": "${inherited} -c"],
        ])
        #expect(resolver.resolve("FLAGS")?.value == "-a -b -c")
        #expect(resolver.resolve("NAME")?.value == "target")
        #expect(resolver.resolve("MISSING") == nil)
    }

    @Test("References in all three spellings, nested names and operators")
    func references() {
        let resolver = Self.resolver([[
            "BASE": "com.example.notes",
            "GROUP_Debug": "group.$(BASE).debug",
            "GROUP": "$(GROUP_$(CONFIGURATION))",
            "CONFIGURATION": "Debug",
            "PRODUCT_NAME": "My App",
            "BUNDLE": "com.example.$(PRODUCT_NAME:rfc1034identifier:lower)",
            "PLAIN": "$BASE/x",
            "FALLBACK": "$(NOT_SET:default=none)",
        ]])
        #expect(resolver.resolve("GROUP")?.value == "group.com.example.notes.debug")
        #expect(resolver.resolve("BUNDLE")?.value == "com.example.my-app")
        #expect(resolver.resolve("PLAIN")?.value == "com.example.notes/x")
        #expect(resolver.resolve("FALLBACK")?.value == "none")
        #expect(resolver.resolve("FALLBACK")?.unresolved == [])
    }

    @Test("TeamIdentifierPrefix and AppIdentifierPrefix come from DEVELOPMENT_TEAM, or are unresolved without one")
    func teamPrefixes() {
        let withTeam = Self.resolver([["DEVELOPMENT_TEAM": "A1B2C3D4E5"]])
        #expect(withTeam.expand("$(TeamIdentifierPrefix)com.example.shared").value == "A1B2C3D4E5.com.example.shared")
        #expect(withTeam.expand("$(AppIdentifierPrefix)com.example").value == "A1B2C3D4E5.com.example")
        let without = Self.resolver([["DEVELOPMENT_TEAM": ""]])
        let expanded = without.expand("$(TeamIdentifierPrefix)com.example.shared")
        #expect(expanded.unresolved == [UnresolvedVariable(name: "TeamIdentifierPrefix", reason: "comes from DEVELOPMENT_TEAM, which is empty or not set")])
    }

    @Test("Conditional values apply to their SDK and configuration only")
    func conditions() {
        let levels = [["SIGN": "-", "SIGN[sdk=iphoneos*]": "Apple Development", "SIGN[config=Release][sdk=iphoneos*]": "Apple Distribution"]]
        #expect(Self.resolver(levels, sdk: "iphoneos", configuration: "Debug").resolve("SIGN")?.value == "Apple Development")
        #expect(Self.resolver(levels, sdk: "iphoneos", configuration: "Release").resolve("SIGN")?.value == "Apple Distribution")
        #expect(Self.resolver(levels, sdk: "macosx", configuration: "Release").resolve("SIGN")?.value == "-")
    }

    @Test("Unset names, cycles and exponential expansions end with a reason, not a hang")
    func hostileSettings() {
        let unset = Self.resolver([["A": "group.$(APP_GROUP)"]]).resolve("A")
        #expect(unset?.value == "group.")
        #expect(unset?.unresolved.map(\.name) == ["APP_GROUP"])
        let cycle = Self.resolver([["A": "$(B)", "B": "$(A)"]]).resolve("A")
        #expect(cycle?.unresolved.first?.reason == "refers to itself")
        var doubling: [String: String] = ["V0": "xxxxxxxxxxxxxxxx"]
        for level in 1...40 { doubling["V\(level)"] = "$(V\(level - 1))$(V\(level - 1))" }
        let huge = Self.resolver([doubling]).resolve("V40")
        #expect((huge?.value.utf8.count ?? .max) <= BuildSettingsResolver.maximumLength + 16)
        #expect(huge?.unresolved.isEmpty == false)
    }

    @Test("A target that names no SDK is built for the one platform whose deployment target it sets, else iOS")
    func platformWithoutSDKRoot() {
        #expect(ApplePlatform.of(sdkRoot: "", supported: "", deploymentSettings: ["MACOSX_DEPLOYMENT_TARGET"]) == .macOS)
        #expect(ApplePlatform.of(sdkRoot: "", supported: "", deploymentSettings: ["WATCHOS_DEPLOYMENT_TARGET"]) == .watchOS)
        #expect(ApplePlatform.of(sdkRoot: "", supported: "", deploymentSettings: ["MACOSX_DEPLOYMENT_TARGET", "IPHONEOS_DEPLOYMENT_TARGET"]) == .iOS)
        #expect(ApplePlatform.of(sdkRoot: "", supported: "", deploymentSettings: []) == .iOS)
        // What the target names wins over what it states a deployment target for.
        #expect(ApplePlatform.of(sdkRoot: "iphoneos", supported: "", deploymentSettings: ["MACOSX_DEPLOYMENT_TARGET"]) == .iOS)
        #expect(ApplePlatform.of(sdkRoot: "", supported: "macosx", deploymentSettings: ["IPHONEOS_DEPLOYMENT_TARGET"]) == .macOS)
    }
}
