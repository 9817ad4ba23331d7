import Testing
@testable import XcodeProject

/// The one `#if` evaluator (`ConditionalCompilation`): three-valued, an undecidable branch kept
/// with every branch not ruled out, Swift's and the C preprocessor's spellings, a file's
/// conditions found in one pass.
@Suite("#if, three-valued, in Swift and Objective-C")
struct ConditionalCompilationTests {
    private let brand = ConditionalCompilation.Build(conditions: ["OTHER_BRAND"], declared: ["OTHER_BRAND", "DEBUG"])
    private let debug = ConditionalCompilation.Build(definitions: ["DEBUG=1", "BRAND=0"], declared: ["DEBUG", "BRAND", "OTHER_BRAND"])

    @Test("Known names decide; unknown names, platform tests and comparisons are undecidable; Kleene's && and ||")
    func evaluate() {
        let swift = { (condition: String) in ConditionalCompilation.evaluate(condition, in: brand, dialect: .swift) }
        #expect(swift("OTHER_BRAND") == true && swift("DEBUG") == false && swift("!DEBUG && OTHER_BRAND") == true)
        #expect(swift("STAGING") == nil && swift("os(iOS)") == nil && swift("swift(>=5.9)") == nil)
        #expect(swift("DEBUG && os(iOS)") == false && swift("OTHER_BRAND || canImport(UIKit)") == true && swift("OTHER_BRAND && os(iOS)") == nil)
        let c = { (condition: String) in ConditionalCompilation.evaluate(condition, in: debug, dialect: .c) }
        #expect(c("defined(DEBUG)") == true && c("defined BRAND") == true && c("BRAND") == false && c("DEBUG") == true && c("0") == false)
        #expect(c("defined(OTHER_BRAND) || !defined(DEBUG)") == false)
        #expect(c("__IPHONE_OS_VERSION_MAX_ALLOWED >= 170000") == nil && c("__has_include(<WidgetKit/WidgetKit.h>)") == nil)
        #expect(c("DEBUG &&") == nil && c("(DEBUG") == nil)
    }

    @Test("A branch is dropped only when false or after a branch certainly taken; #ifdef, #ifndef and #elif in C")
    func compiled() {
        let swift = "a\n#if DEBUG\nb\n#elseif os(iOS)\nc\n#elseif OTHER_BRAND\nd\n#else\ne\n#endif\nf"
        #expect(ConditionalCompilation.compiled(swift, in: brand) == "a\nc\nd\nf")
        let c = "#ifdef DEBUG\nb\n#elif defined(OTHER_BRAND)\nc\n#else\nd\n#endif\n#ifndef BRAND\ne\n#endif"
        #expect(ConditionalCompilation.compiled(c, in: debug, dialect: .c) == "b")
    }

    @Test("A package's file: its target's defines per configuration (debug by DEBUG or the name) and platform, DEBUG, never the linking target's")
    func packageBuilds() {
        typealias Define = PackageManifest.SwiftConditions.Define
        let package = PackageManifest.SwiftConditions(defines: [Define(name: "SYNC"), Define(name: "VERBOSE", configuration: "debug"),
                                                                Define(name: "MAC", platforms: [.macOS])])
        func configuration(_ name: String, _ conditions: [String], _ platforms: [ApplePlatform]) -> ConfigurationFacts {
            ConfigurationFacts(name: name, platform: platforms.first ?? .iOS, bundleIdentifier: nil, developmentTeam: nil, entitlements: nil,
                               infoPlist: nil, extensionPoint: nil, settingsLookedIn: [], compilationConditions: conditions)
                .with(preprocessorDefinitions: [], platforms: platforms)
        }
        let debug = ConditionalCompilation.builds(of: configuration("Debug", ["APP_ONLY"], [.iOS, .macOS]), package: package)
        #expect(debug.map(\.platform) == [.iOS, .macOS])
        #expect(debug.map { Set($0.values.keys) } == [["DEBUG", "SYNC", "VERBOSE"], ["DEBUG", "SYNC", "VERBOSE", "MAC"]])
        let staging = ConditionalCompilation.builds(of: configuration("Staging", ["DEBUG"], [.iOS]), package: package)
        #expect(staging.map { Set($0.values.keys) } == [["DEBUG", "SYNC", "VERBOSE"]])
        let release = ConditionalCompilation.builds(of: configuration("Release", ["APP_ONLY"], [.iOS]), package: package)
        #expect(release.map { Set($0.values.keys) } == [["SYNC"]] && release[0].declared == nil)
        #expect(ConditionalCompilation.evaluate("APP_ONLY", in: release[0], dialect: .swift) == false)
        var incomplete = package
        incomplete.complete = false
        let unknown = ConditionalCompilation.builds(of: configuration("Release", [], [.iOS]), package: incomplete)[0]
        #expect(ConditionalCompilation.evaluate("APP_ONLY", in: unknown, dialect: .swift) == nil)
        #expect(ConditionalCompilation.evaluate("VERBOSE", in: unknown, dialect: .swift) == false)
    }

    @Test("os(...) and TARGET_OS_... decided by a build's platform; an unknown platform keeps them undecidable")
    func platforms() {
        let watch = ConditionalCompilation.Build(conditions: ["DEBUG"], declared: nil, platform: .watchOS)
        let swift = { (condition: String) in ConditionalCompilation.evaluate(condition, in: watch, dialect: .swift) }
        #expect(swift("os(watchOS)") == true && swift("os(iOS)") == false && swift("os( watchOS )") == true && swift("os(Linux)") == false)
        #expect(swift("os(iOS) || os(watchOS)") == true && swift("!os(watchOS) && DEBUG") == false)
        #expect(swift("targetEnvironment(simulator)") == nil && swift("canImport(UIKit)") == nil && swift("arch(arm64)") == nil)
        #expect(swift("targetEnvironment(macCatalyst)") == false)
        let iPhone = ConditionalCompilation.Build(conditions: [], declared: nil, platform: .iOS)
        #expect(ConditionalCompilation.evaluate("targetEnvironment(macCatalyst)", in: iPhone, dialect: .swift) == nil)
        #expect(ConditionalCompilation.evaluate("os(macOS)", in: brand, dialect: .swift) == nil)
        let mac = ConditionalCompilation.Build(definitions: ["DEBUG=1"], declared: ["DEBUG"], platform: .macOS)
        let c = { (condition: String) in ConditionalCompilation.evaluate(condition, in: mac, dialect: .c) }
        #expect(c("TARGET_OS_OSX") == true && c("TARGET_OS_IPHONE") == false && c("TARGET_OS_IOS || TARGET_OS_WATCH") == false && c("TARGET_OS_MAC") == true)
        #expect(c("TARGET_OS_SIMULATOR") == nil && c("TARGET_OS_MACCATALYST") == false)
        #expect(ConditionalCompilation.evaluate("TARGET_OS_IOS", in: debug, dialect: .c) == nil)
    }

    @Test("A multiplatform configuration is one build per platform: a line is compiled when any of them compiles it")
    func anyBuild() {
        let text = "#if os(iOS)\na\n#elseif os(macOS)\nb\n#else\nc\n#endif\nd"
        let phone = ConditionalCompilation.Build(conditions: [], declared: nil, platform: .iOS)
        let mac = ConditionalCompilation.Build(conditions: [], declared: nil, platform: .macOS)
        #expect(ConditionalCompilation.compiled(text, in: [phone]) == "a\nd")
        #expect(ConditionalCompilation.compiled(text, in: [phone, mac]) == "a\nb\nd")
        #expect(ConditionalCompilation.compiled(text, in: []) == text)
        let debug = ConditionalCompilation.Build(conditions: ["DEBUG"], declared: nil, platform: .iOS)
        #expect(ConditionalCompilation.compiled("#if DEBUG\nx\n#else\ny\n#endif", in: [debug, phone]) == "x\ny")
    }

    @Test("-D NAME and -DNAME of a flags setting, quotes removed; a -D after -Xcc is clang's, not Swift's")
    func definitionFlags() {
        #expect(ConditionalCompilation.definitions(inFlags: "$(inherited) -D PHOTOS -DBRAND=2 \"-DQUOTED\" -Xcc -DCLANG_ONLY -O", skippingAfter: "-Xcc")
                == ["PHOTOS", "BRAND=2", "QUOTED"])
        #expect(ConditionalCompilation.definitions(inFlags: "-DOTHER_BRAND=1 -Wall -D") == ["OTHER_BRAND=1"])
    }

    @Test("A prefix header's #define and #undef in the branches a configuration decides are its definitions; under an undecided branch, undecidable")
    func prefixHeader() {
        let header = """
            #import <Foundation/Foundation.h>
            #ifdef OTHER_CONFIG
              #define OTHER_BRAND 1
            #elif defined(DEBUG)
              #define LOG_LEVEL 3 // verbose
            #else
              #define LOG_LEVEL 0
            #endif
            #if TARGET_OS_WATCH
              #define WATCH_ONLY
            #endif
            #undef STRIP_ME
            #define ASSERT_ON(x) (x)
            #if OTHER_BRAND
              #define BRAND_NAME @"Other"
            #endif
            /*
            #define COMMENTED_OUT 1
            */
            """
        let declared: Set<String> = ["OTHER_CONFIG", "DEBUG", "STRIP_ME"]
        let other = ConditionalCompilation.prefixHeader(header, definitions: ["OTHER_CONFIG=1", "STRIP_ME"], declared: declared)
        // A define sees the ones before it (BRAND_NAME under OTHER_BRAND); #undef removes a setting's; a function-like macro is defined.
        #expect(other.definitions == ["OTHER_CONFIG=1", "OTHER_BRAND=1", "ASSERT_ON=ASSERT_ON(...)", "BRAND_NAME=@\"Other\""])
        // The platform is not known here: TARGET_OS_WATCH's define is undecidable.
        #expect(other.undecided == ["WATCH_ONLY"])
        let debug = ConditionalCompilation.prefixHeader(header, definitions: ["DEBUG=1"], declared: declared)
        #expect(debug.definitions == ["DEBUG=1", "LOG_LEVEL=3", "ASSERT_ON=ASSERT_ON(...)"])
        // A name no configuration sets (RELEASE_ONLY) leaves its branches open: what they define is undecidable, and so is what follows an #elif.
        let open = ConditionalCompilation.prefixHeader("#import <UIKit/UIKit.h>\n#ifdef RELEASE_ONLY\n#define A 1\n#elif 1\n#define B 1\n#else\n#define C 1\n#endif\n#define D 2",
                                                       definitions: [], declared: declared)
        #expect(open.definitions == ["D=2"] && open.undecided == ["A", "B"])
        // A build's #if then reads them: defined, undecidable, or (declared elsewhere, not here) false.
        let build = ConditionalCompilation.Build(definitions: other.definitions, declared: declared.union(["LOG_LEVEL"]), undecided: other.undecided)
        #expect(ConditionalCompilation.evaluate("OTHER_BRAND && !defined(STRIP_ME)", in: build, dialect: .c) == true)
        #expect(ConditionalCompilation.evaluate("defined(WATCH_ONLY)", in: build, dialect: .c) == nil)
        #expect(ConditionalCompilation.evaluate("LOG_LEVEL", in: build, dialect: .c) == false)
        // Past the directives read, nothing more is applied.
        let long = String(repeating: "#define X 1\n", count: ConditionalCompilation.maximumPrefixDirectives) + "#define LATE 1\n"
        #expect(!ConditionalCompilation.prefixHeader(long, definitions: [], declared: nil).definitions.contains("LATE"))
    }

    @Test("A prefix header is the translation unit's first text: a name neither the settings, the compiler nor the header before it defines is undefined there, under Xcode's include guard or CocoaPods' #ifdef __OBJC__")
    func prefixHeaderFirstText() {
        let declared: Set<String> = ["OTHER_CONFIG", "OTHER_BRAND", "DEBUG"]
        // Xcode's template: an include guard; inside it, a white-label default for the brand.
        let xcode = "#ifndef App_Prefix_pch\n#define App_Prefix_pch\n\n#ifndef OTHER_BRAND\n#define OTHER_BRAND 0\n#endif\n\n#endif /* App_Prefix_pch */\n"
        let debug = ConditionalCompilation.prefixHeader(xcode, definitions: ["DEBUG=1"], declared: declared)
        #expect(debug.definitions == ["DEBUG=1", "App_Prefix_pch=1", "OTHER_BRAND=0"] && debug.undecided.isEmpty)
        let other = ConditionalCompilation.prefixHeader(xcode, definitions: ["OTHER_BRAND=1"], declared: declared)
        #expect(other.definitions == ["OTHER_BRAND=1", "App_Prefix_pch=1"] && other.undecided.isEmpty)
        let build = ConditionalCompilation.Build(definitions: debug.definitions, declared: declared, undecided: debug.undecided)
        #expect(ConditionalCompilation.evaluate("OTHER_BRAND", in: build, dialect: .c) == false)
        // CocoaPods' template: __OBJC__ is the compiler's for an Objective-C file; __cplusplus and the SDK's names are not decided.
        let pods = "#ifdef __OBJC__\n#define IN_OBJC 1\n#else\n#define IN_C 1\n#endif\n#ifdef __cplusplus\n#define IN_CPP 1\n#endif\n#if TARGET_OS_IOS\n#define ON_IOS 1\n#endif\n"
        let read = ConditionalCompilation.prefixHeader(pods, definitions: [], declared: declared)
        #expect(read.definitions == ["IN_OBJC=1"] && read.undecided == ["IN_CPP", "ON_IOS"])
        // Past an #import, a name the project never sets may come from the imported header: undecidable again.
        let imported = ConditionalCompilation.prefixHeader("#define EARLY 1\n#import <UIKit/UIKit.h>\n#ifdef UNSET_ANYWHERE\n#define LATE 1\n#endif\n#ifndef EARLY\n#define NEVER 1\n#endif\n",
                                                           definitions: [], declared: declared)
        #expect(imported.definitions == ["EARLY=1"] && imported.undecided == ["LATE"])
    }

    @Test("A macro's value decides #if only when it is an integer literal, or a name that resolves to one; the rest is undecidable",
          arguments: [("(0)", false), ("0U", false), ("0x0UL", false), ("( 1 )", true), ("2l", true), ("STAGING", false), ("LIVE", true),
                      ("LOOP_A", nil), ("1 + 1", nil), ("@\"x\"", nil), ("UNSET_ANYWHERE", nil)] as [(String, Bool?)])
    func macroValues(value: String, truth: Bool?) {
        let header = "#define LOOP_A LOOP_B\n#define LOOP_B LOOP_A\n#define USE_STAGING \(value)\n#define F(x) (x)\n"
        let read = ConditionalCompilation.prefixHeader(header, definitions: ["STAGING=0", "LIVE=LIVE_2", "LIVE_2=(1)"], declared: ["STAGING"])
        let build = ConditionalCompilation.Build(definitions: read.definitions, declared: ["STAGING"], undecided: read.undecided)
        #expect(ConditionalCompilation.evaluate("USE_STAGING", in: build, dialect: .c) == truth)
        // A function-like macro is defined, and undecidable as a value.
        #expect(ConditionalCompilation.evaluate("defined(F)", in: build, dialect: .c) == true)
        #expect(ConditionalCompilation.evaluate("F", in: build, dialect: .c) == nil)
    }

    @Test("CR LF line ends: a header's and a file's lines are read as LF's")
    func carriageReturns() {
        let header = "#ifndef App_pch\r\n#define App_pch\r\n#define BRAND 2\r\n#endif\r\n"
        #expect(ConditionalCompilation.prefixHeader(header, definitions: [], declared: []).definitions == ["App_pch=1", "BRAND=2"])
        let file = "a\r\n#if DEBUG\r\nb\r\n#else\r\nc\r\n#endif\r\nd"
        let debug = ConditionalCompilation.Build(definitions: ["DEBUG=1"], declared: ["DEBUG"])
        #expect(ConditionalCompilation.compiled(file, in: debug, dialect: .c) == "a\nb\nd")
        let regions = ConditionalCompilation.Regions(file, dialect: .c)
        #expect(regions.conditions(at: 3) == ["(DEBUG)"] && regions.conditions(at: 5) == ["!(DEBUG) && (true)"] && regions.conditions(at: 7).isEmpty)
    }

    @Test("One pass gives every line's enclosing conditions")
    func regions() {
        let text = "#if A\nx\n#elseif B\ny\n#else\nz\n#endif\nw"
        let regions = ConditionalCompilation.Regions(text, dialect: .swift)
        #expect(regions.conditions(at: 2) == ["(A)"])
        #expect(regions.conditions(at: 4) == ["!(A) && (B)"])
        #expect(regions.conditions(at: 6) == ["!(A) && !(B) && (true)"])
        #expect(regions.conditions(at: 8).isEmpty)
        let deep = String(repeating: "#if A\n", count: 70) + "x\n"
        #expect(ConditionalCompilation.Regions(deep, dialect: .swift).conditions(at: 71).isEmpty)
    }
}
