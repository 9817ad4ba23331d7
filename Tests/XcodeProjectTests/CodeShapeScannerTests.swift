import Testing
@testable import XcodeProject

/// The calls' shapes read over bytes (`SourceText+Shapes`, `DartScanner`, `SwiftScanner`) find
/// what the regular expressions they replaced found (issue 41): the same places on the shapes real
/// code writes, on the edges of each part of the patterns, and on generated text made of the
/// patterns' pieces.
@Suite("Code shape scanners")
struct CodeShapeScannerTests {
    // The patterns the scanners used before, kept here as the reference.
    nonisolated(unsafe) static let function = #/\b[A-Za-z_][A-Za-z0-9_<>?, ]*\s+[A-Za-z_][A-Za-z0-9_]*\s*\([^(){};]*\)\s*(?:async\s*)?\{/#
        .wordBoundaryKind(.simple)
    nonisolated(unsafe) static let homeWidgetCall = #/HomeWidget\s*\.\s*([A-Za-z_]+)\s*(?:<[^<>()]*>)?\s*\(/#
    nonisolated(unsafe) static let appGroupIdArgument = #/[(,]\s*(appGroupId)\s*:(?!:)/#
    nonisolated(unsafe) static let setAppGroupId = #/\bHomeWidget\s*\.\s*setAppGroupId\s*\(/#
    nonisolated(unsafe) static let suiteName = #/UserDefaults\s*(?:\.\s*init\s*)?\(\s*suiteName\s*:/#
    nonisolated(unsafe) static let containerURL = #/containerURL\s*\(\s*forSecurityApplicationGroupIdentifier\s*:/#
    nonisolated(unsafe) static let configuration = #/(StaticConfiguration|AppIntentConfiguration|IntentConfiguration)\s*\(/#
    nonisolated(unsafe) static let activity = #/ActivityConfiguration\s*(?:<[^<>()]*>)?\s*\(\s*for\s*:/#
    nonisolated(unsafe) static let reload = #/reloadTimelines\s*\(\s*ofKind\s*:/#

    static func ranges<Output>(_ source: SourceText, _ matches: [Regex<Output>.Match]) -> [Range<Int>] {
        matches.map { source.offset(of: $0.range.lowerBound)..<source.offset(of: $0.range.upperBound) }
    }

    /// Every shape as the reference finds it and as the scanners do, side by side.
    /// How many shapes the reference found, so generated text is known to hold some.
    @discardableResult
    static func compare(dart text: String) -> Int {
        let source = SourceText(text, language: .dart)
        let functions = source.code.matches(of: function).map { "\(source.offset(of: $0.range.lowerBound)) \(source.offset(of: $0.range.upperBound) - 1)" }
        #expect(DartScanner.functionBodies(source).map { "\($0.signature) \($0.body)" } == functions, "\(text.debugDescription)")
        let calls = source.matches(of: homeWidgetCall, at: ["HomeWidget"]).map { "\(source.offset(of: $0.range.lowerBound)) \($0.1) \(source.offset(of: $0.range.upperBound))" }
        #expect(DartScanner.homeWidgetCalls(source).map { "\($0.start) \(source.text($0.method)) \($0.end)" } == calls, "\(text.debugDescription)")
        let arguments = source.code.matches(of: appGroupIdArgument).map {
            "\(source.offset(of: $0.range.lowerBound)) \(source.offset(of: $0.1.startIndex)) \(source.offset(of: $0.range.upperBound))"
        }
        #expect(DartScanner.appGroupIdArguments(source).map { "\($0.start) \($0.label) \($0.end)" } == arguments, "\(text.debugDescription)")
        return functions.count + calls.count + arguments.count
    }

    static func compare(swift text: String) {
        let source = SourceText(text, language: .swift)
        #expect(source.shapes(at: ["UserDefaults"]) { SwiftScanner.suiteName(source, at: $0) }
            == ranges(source, source.matches(of: suiteName, at: ["UserDefaults"])), "\(text.debugDescription)")
        #expect(source.shapes(at: ["ActivityConfiguration"]) { SwiftScanner.activity(source, at: $0) }
            == ranges(source, source.matches(of: activity, at: ["ActivityConfiguration"])), "\(text.debugDescription)")
        #expect(source.shapes(at: SwiftScanner.configurations) { SwiftScanner.configuration(source, at: $0) }
            == ranges(source, source.matches(of: configuration, at: ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"])),
                "\(text.debugDescription)")
        #expect(source.shapes(at: ["containerURL"]) { SwiftScanner.containerURL(source, at: $0) }
            == ranges(source, source.matches(of: containerURL, at: ["containerURL"])), "\(text.debugDescription)")
        #expect(source.shapes(at: ["reloadTimelines"]) { SwiftScanner.reload(source, at: $0) }
            == ranges(source, source.matches(of: reload, at: ["reloadTimelines"])), "\(text.debugDescription)")
    }

    /// Dart's functions, calls, appGroupId arguments and platform conditions, then Swift's calls.
    static let cases: [(CodeOccurrence.Language, String)] = [
        (.dart, "void main() {\n  HomeWidget.setAppGroupId('group.a');\n}\nFuture<void> load() async {\n  await HomeWidget.saveWidgetData<String>('k', v);\n}"),
        (.dart, "static Future<void> _init() async{ }\nMap<String, int>? foo(int a, String b) {}\nvoid\nfoo()\n{}\na\nvoid bar() {}"),
        (.dart, "x = foo() {}\nif (a) {}\n} else if (b) {}\nreturn foo(bar) {}\nList<int>bar() {}\nvoid 2foo() {}\nvoid foo(a(b)) {}"),
        (.dart, "void foo() => 1;\nvoid foo() asyncx {}\né void foo() {}\névoid foo() {}\n\tvoid\tfoo() {}\nvoid foo ( ) {}\na, b foo() {}\n_x y() {}"),
        (.dart, "void foo(\n int a,\n) {}\ncatch (e) {}\nfor (var i = 0; i < n; i++) {}\nswitch (x) {}\nwhile (true) {}\n'void quoted() {'"),
        (.dart, "HomeWidget . updateWidget ( name: 'a' );\nHomeWidget.save2(1);\nHomeWidget.a<HomeWidget>(x);\nHomeWidget.b<T(x);\n_HomeWidget.c();\nHomeWidget.\n  d\n  <A, B>\n  (e)"),
        (.dart, "f(appGroupId: 'a', x: 1);\nf(x, appGroupId : b);\nf( appGroupId::c);\nf(appGroupIdX: d);\nf(\n  appGroupId:\n e);\nx.appGroupId: f;"),
        (.dart, "if (Platform.isAndroid) {}\nif(!Platform.isIOS){}\nif ( defaultTargetPlatform == TargetPlatform.android ) {}\nif (TargetPlatform.android==defaultTargetPlatform) {}"),
        (.dart, "if (Platform.isIOS) {} else {}\nif (defaultTargetPlatform == TargetPlatform . iOS) {}\nif (Platform.isAndroidX) {}\nif (XPlatform.isAndroid) {}\nelif (Platform.isIOS) {}"),
        (.swift, "let d = UserDefaults(suiteName: group)\nlet e = UserDefaults.init( suiteName :g)\nUserDefaults . init(x)\nUserDefaults.standard\nUserDefaults(suiteNameX: a)"),
        (.swift, "FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: g)\ncontainerURL (\n forSecurityApplicationGroupIdentifier:g)\nmycontainerURL(forSecurityApplicationGroupIdentifier: g)"),
        (.swift, "StaticConfiguration(kind: k, provider: P()) { _ in }\nAppIntentConfiguration (kind: k)\nIntentConfiguration(kind: k)\nMyStaticConfiguration(kind: k)\nStaticConfiguration.x"),
        (.swift, "ActivityConfiguration(for: A.self) { _ in }\nActivityConfiguration<A>(for: A.self)\nActivityConfiguration<A(for: b)\nActivityConfiguration < A , B > ( for : c)"),
        (.swift, "WidgetCenter.shared.reloadTimelines(ofKind: \"k\")\nreloadTimelines( ofKind:k)\nreloadTimelinesX(ofKind: k)\nreloadTimelines(ofKinds: k)\n\"reloadTimelines(ofKind: s)\""),
    ]

    @Test("Dart and Swift: the same shapes as the regular expressions", arguments: cases)
    func sameShapes(_ language: CodeOccurrence.Language, _ text: String) {
        if language == .dart { Self.compare(dart: text) } else { Self.compare(swift: text) }
    }

    /// Text made of the patterns' own pieces in a fixed pseudo-random order: the joins between
    /// them are where a hand-written reading and a regular expression differ.
    @Test("Generated text of the patterns' pieces: the same as the regular expressions")
    func generated() {
        let dart = ["void foo(", "Future<void> ", "Map<a, b>? ", "a1 b(", ")", ") {", ") async {", ") asyncx{", "HomeWidget.save(", "HomeWidget . x<T>(",
                    "HomeWidget.y<(", "(appGroupId: ", ", appGroupId::", "( appGroupId :", "if (Platform.isAndroid)", "if(!Platform.isIOS )",
                    "if (Platform.isIOS)", "else if (", " ", "\n", "\t", ";", "{", "}", "(", "é", "2", "_", ",", "<", ">", "?", "'", "x"]
        let swift = ["UserDefaults(suiteName:", "UserDefaults.init(", "UserDefaults . ", "init", "(", "suiteName", ":", " ", "\n",
                     "containerURL(forSecurityApplicationGroupIdentifier:", "StaticConfiguration(", "IntentConfiguration", "ActivityConfiguration",
                     "<", ">", "for:", "reloadTimelines(", "ofKind:", ")", "x", "\""]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var found = 0
        for _ in 0..<300 {
            found += Self.compare(dart: (0..<24).map { _ in dart[next(dart.count)] }.joined())
            Self.compare(swift: (0..<20).map { _ in swift[next(swift.count)] }.joined())
        }
        #expect(found > 100, "the generated Dart held \(found) functions, calls and arguments")
    }

    @Test("The calls made before setAppGroupId in a function are found in its body, also where bodies nest")
    func callsBeforeGroupID() {
        let text = """
        void outer() {
          HomeWidget.saveWidgetData('a', 1);
          void inner() {
            HomeWidget.getWidgetData('a');
            HomeWidget.setAppGroupId('group.a');
          }
          HomeWidget.setAppGroupId('group.a');
        }
        void fine() {
          HomeWidget.setAppGroupId('group.a');
          HomeWidget.saveWidgetData('a', 1);
        }
        """
        let source = SourceText(text, language: .dart)
        let found = DartScanner.callsBeforeGroupID(source, file: "main.dart", android: OffsetRanges([]))
        // outer's first call needing the group is line 2, before its first setAppGroupId (line 5,
        // in inner, which lies in outer's body); inner's is line 4.
        #expect(found.map { "\($0.line) \($0.call) \($0.expression)" } == [
            "2 HomeWidget.saveWidgetData HomeWidget.setAppGroupId at line 5",
            "4 HomeWidget.getWidgetData HomeWidget.setAppGroupId at line 5",
        ])
    }
}
