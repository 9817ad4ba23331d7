import Foundation
@testable import Doctor
import Findings
import Testing
import WidgetTUIKit
@testable import XcodeProject

/// Issue 35, item 5: a scan stopped by a limit must not pass silently. 5,001 empty Swift files
/// beside a project hid its two real problems ("0 problems", exit 0, one folded note).
@Suite struct ScanLimitTests {
    /// The widget app with two real problems: the app opens the group in another letter case, and
    /// the widget never calls containerBackground.
    static let twoProblems = ExampleInput.widgetApp.with {
        $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nenum AppModel {\n    static let defaults = UserDefaults(suiteName: \"group.com.example.App\")\n    static func save(count: Int) { defaults?.set(count, forKey: \"count\") }\n}\n")
        $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(background: false))
    }

    /// `count` empty Swift files under `Generated/`, which sorts before the app's own folders.
    static func generated(_ count: Int) -> [String: ExampleInput.File] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { ("Generated/File\($0).swift", ExampleInput.File.text("")) })
    }

    @Test func fiveThousandAndOneEmptySwiftFilesBesideAProjectHideNeitherOfItsProblems() throws {
        let input = Self.twoProblems.with { $0.files.merge(Self.generated(5_001)) { $1 } }
        let run = try ExampleRun(input)
        #expect(Set(run.findings.filter { $0.severity == .problem }.map(\.check)) == ["code-group", "container-background"],
                "\(run.findings.filter { $0.severity >= .warning }.map(CheckRegistryTests.place))")
    }
}

extension ScanLimitTests {
    @Test func aScanStoppedByALimitIsSaidFirstMarkedInJSONWarnedOnGitHubAndFailsTheRun() throws {
        let input = Self.twoProblems.with { $0.files.merge(Self.generated(12)) { $1 }; $0.walkLimits = .init(files: 10) }
        let run = try ExampleRun(input)
        let report = run.report
        #expect(report.fails)
        let scan = try #require(report.incomplete.first)
        #expect(report.incomplete.count == 1)
        #expect(scan.scan == "Swift" && scan.reason == "stopped after 10 files")
        for id in ["code-group", "container-background", "widget-kinds", "reload-kind", "unused-entitlements"] { #expect(scan.checks.contains(id), "\(id)") }
        #expect(!scan.checks.contains("shared-group"))
        let finding = try #require(run.findings.first { $0.check == ScanIncomplete.id })
        #expect(finding.severity == .warning && finding.area == .project && finding.file == ".")

        let text = DoctorTextReporter().render(report, ReportContext()).split(separator: "\n").map(String.init)
        #expect(text[1].hasPrefix("doctor: scan incomplete: the Swift scan of . stopped after 10 files; not completed: "), "\(text.prefix(3))")
        #expect(text.last?.hasSuffix(", 1 scan incomplete") == true)

        let json = try #require(try JSONSerialization.jsonObject(with: Data(DoctorJSONReporter().render(report, ReportContext()).utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 4)
        let marked = try #require(json["incomplete"] as? [[String: Any]])
        #expect(marked.count == 1 && (marked[0]["checks"] as? [String])?.contains("code-group") == true)

        let annotations = DoctorGitHubReporter().render(report, ReportContext()).split(separator: "\n")
        #expect(annotations.contains { $0.hasPrefix("::warning ") && $0.contains("title=doctor%3A scan-incomplete") })
    }

    @Test func everyWalkWithinItsLimitsIsComplete() throws {
        let run = try ExampleRun(Self.twoProblems)
        #expect(run.report.incomplete.isEmpty)
        #expect(run.report.fails)
    }
}

/// The other lists of code that limits stop, said as the Swift walk's is: a React Native app's
/// scripts, read for the keys they write (their own walk), and the Objective-C files the targets
/// compile, read for group ids, reloads and keys. Both were cut short silently before.
extension ScanLimitTests {
    @Test func aReactNativeAppsScriptsStoppedByALimitAreSaidWithTheKeyChecks() throws {
        let input = Self.twoProblems.with { input in
            input.files["package.json"] = .text("{ \"dependencies\": { \"react-native\": \"0.76.0\" } }\n")
            for index in 0..<12 { input.files["src/Screen\(index).js"] = .text("export const screen\(index) = \(index);\n") }
            input.walkLimits = .init(files: 10)
        }
        let run = try ExampleRun(input)
        #expect(run.report.incomplete.map(\.scan) == ["JavaScript"], "\(run.report.incomplete)")
        let scan = try #require(run.report.incomplete.first)
        #expect(scan.reason == "stopped after 10 files" && scan.folder == ".")
        for id in ["widget-key", "unread-key", "key-type"] { #expect(scan.checks.contains(id), "\(id)") }
        #expect(!scan.checks.contains("container-background") && !scan.checks.contains("code-group"))
        #expect(run.report.fails)
        // Within the limit, the same scripts are read whole.
        let within = try ExampleRun(input.with { $0.walkLimits = .init(files: 12) })
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
    }

    /// The walk from the folder given for the app's JavaScript, Kotlin and C# (`AppCode`) ignored its
    /// own stop: a group opened past it went unchecked with nothing said. Where the folder given is
    /// the project's, it is the Swift walk, said once as Swift's; here the project is one folder
    /// below a .NET app's, whose C# lies deeper than the walk goes.
    @Test func theAppCodeWalkStoppedByALimitIsSaidWithTheChecksReadingIt() throws {
        let input = ExampleInput(project: nil, files: Dictionary(uniqueKeysWithValues: Self.twoProblems.files.map { ("Widgets/\($0.key)", $0.value) })).with { input in
            input.project = Self.twoProblems.project
            input.project?.path = "Widgets/App.xcodeproj"
            input.files["Platforms/iOS/Services/WidgetStore.cs"] = .text("var store = new NSUserDefaults(\"group.com.example.App\", NSUserDefaultsType.SuiteName);\n")
            input.walkLimits = .init(depth: 2)
        }
        let run = try ExampleRun(input)
        #expect(run.report.incomplete.map(\.scan) == ["app code"], "\(run.report.incomplete)")
        let scan = try #require(run.report.incomplete.first)
        #expect(scan.folder == "." && scan.reason == "did not go deeper than 2 folders")
        // The app code's key writes are read too (a Kotlin or .NET app's): widget-key's verdicts rest on the walk.
        #expect(scan.checks == ["code-group", "reload-kind", "widget-key"])
        let within = try ExampleRun(input.with { $0.walkLimits = .init(depth: 3) })
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
    }

    /// Local packages past the number read were not counted as compiled: the code of the widget's
    /// package, the 65th, would have been in no target with nothing said.
    @Test func localPackagesPastTheLimitAreSaidAsTheSwiftScan() throws {
        let others = (0..<64).map { "Packages/Other\($0)" }
        let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Other\")\n"
        let input = ExampleInput.linkingLocalPackage(store: ExampleInput.sharedStore(group: ExampleInput.group), byName: true).with { input in
            input.project?.packageFolders = others + ["Packages/Shared"]
            for folder in others { input.files["\(folder)/Package.swift"] = .text(manifest) }
        }
        let run = try ExampleRun(input)
        #expect(run.report.incomplete.map(\.scan) == ["Swift"], "\(run.report.incomplete)")
        let scan = try #require(run.report.incomplete.first)
        #expect(scan.reason == "read the first 64 local packages" && scan.folder == ".")
        #expect(scan.checks.contains("code-group"))
        let within = try ExampleRun(input.with { $0.project?.packageFolders = others.dropLast() + ["Packages/Shared"] })
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
        #expect(within.serious.isEmpty, "\(within.serious.map(CheckRegistryTests.place))")
    }

    @Test func objectiveCFilesPastTheLimitAreSaidWithTheChecksThatReadThem() throws {
        let files = (0..<12).map { "App/Legacy\($0).m" }
        let input = Self.twoProblems.with { input in
            input.project?.update("App") { $0.sources += files }
            for file in files { input.files[file] = .text("#import <Foundation/Foundation.h>\n") }
            input.walkLimits = .init(files: 10)
        }
        let run = try ExampleRun(input)
        #expect(run.report.incomplete.map(\.scan) == ["Objective-C"], "\(run.report.incomplete)")
        let scan = try #require(run.report.incomplete.first)
        #expect(scan.reason == "stopped after 10 files")
        for id in ["code-group", "reload-kind", "widget-key", "unread-key", "key-type"] { #expect(scan.checks.contains(id), "\(id)") }
        #expect(!scan.checks.contains("container-background"))
        let within = try ExampleRun(input.with { $0.walkLimits = .init(files: 12) })
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
    }
}

/// A scan keeps at most `CodeScanner.maximumOccurrencesPerFile` matches of one kind in a file, so
/// that a hostile file cannot make the later resolving quadratic. The match past it was dropped
/// silently: as many correct group literals before a wrong one hid the wrong one.
extension ScanLimitTests {
    /// The app's model opening the group `correct` times, then once in another letter case.
    static func appModel(correct: Int) -> ExampleInput {
        let opens = (0..<correct).map { "    static let store\($0) = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n" }.joined()
        let wrong = "    static let wrong = UserDefaults(suiteName: \"group.com.example.App\")\n"
        return ExampleInput.widgetApp.with { $0.files["App/AppModel.swift"] = .text("import Foundation\n\nenum AppModel {\n" + opens + wrong + "}\n") }
    }

    @Test func aFileWithMoreMatchesOfOneCallThanAScanKeepsIsSaidWithTheChecksThatReadIt() throws {
        let run = try ExampleRun(Self.appModel(correct: CodeScanner.maximumOccurrencesPerFile))
        #expect(run.report.fails)
        let scan = try #require(run.report.incomplete.first, "\(run.findings.map(CheckRegistryTests.place))")
        #expect(run.report.incomplete.count == 1)
        #expect(scan.scan == "Swift" && scan.folder == "App/AppModel.swift", "\(scan)")
        #expect(scan.reason.contains("\(CodeScanner.maximumOccurrencesPerFile)"), "\(scan.reason)")
        #expect(scan.checks.contains("code-group"))
    }

    /// A generated file of a real app (Pocket Casts' theme colours) declares hundreds of functions,
    /// each one match of the intent scan's: held to the declarations' limit, not to one call's.
    /// The script scan examines at most `SwiftKeyScanner.maximumCandidates` calls of each kind a
    /// file holds, found or not (bounded work on a file of a million `setItem(`): past it, said.
    @Test func aScriptWithMoreCandidateCallsThanExaminedIsSaid() throws {
        let candidates = String(repeating: "SharedGroupPreferences.setItem()\n", count: SwiftKeyScanner.maximumCandidates)
        let script = { (calls: String) in
            Self.twoProblems.with { input in
                input.files["package.json"] = .text("{ \"dependencies\": { \"react-native\": \"0.76.0\" } }\n")
                input.files["src/Widget.js"] = .text(calls + "SharedGroupPreferences.setItem('count', '1', 'group.com.example.app')\n")
            }
        }
        let run = try ExampleRun(script(candidates))
        let scan = try #require(run.report.incomplete.first, "\(run.report.incomplete)")
        #expect(run.report.incomplete.count == 1)
        #expect(scan.scan == "JavaScript" && scan.folder == "src/Widget.js", "\(scan)")
        let within = try ExampleRun(script(String(candidates.dropFirst("SharedGroupPreferences.setItem()\n".count))))
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
    }

    @Test func aGeneratedFileOfSixHundredFunctionsIsReadWhole() throws {
        let functions = (0..<600).map { "    static func color\($0)(for theme: Int) -> Int { theme + \($0) }\n" }.joined()
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/ThemeColor.swift"] = .text("enum ThemeColor {\n" + functions + "}\n")
            $0.project?.update("App") { $0.sources.append("App/ThemeColor.swift") }
        })
        #expect(run.report.incomplete.isEmpty, "\(run.report.incomplete)")
    }

    /// Each function's body is copied for the intent scan, and a nested function's copy holds the
    /// text of every function inside it: a hostile file of nested functions around a long body
    /// cost the file's size once per level (a 1 MiB file nesting 2,000 deep, 2 GB). The copies stop
    /// at four times the file's bytes, and the file is said to be read in part.
    @Test func nestedFunctionsAroundALongBodyAreReadInPartAndSaid() throws {
        let depth = 100
        let opening = (0..<depth).map { "func level\($0)() {\n" }.joined()
        let body = String(repeating: "    let value = 1\n", count: 1_000)
        let nested = "enum Nested {\n" + opening + body + String(repeating: "}\n", count: depth) + "}\n"
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/Nested.swift"] = .text(nested)
            $0.project?.update("App") { $0.sources.append("App/Nested.swift") }
        })
        #expect(run.report.incomplete.map(\.folder) == ["App/Nested.swift"], "\(run.report.incomplete)")
        #expect(run.report.incomplete.first?.scan == "Swift")
    }

    /// The app opens the group through a function's parameter, called `callers` times with the
    /// group and once more with another: the symbol table reads at most `SymbolTable.maximumCallers`
    /// calls of one function, so the last caller's group went unread and unsaid.
    static func groupPassedBy(callers: Int) -> ExampleInput {
        let calls = (0..<callers).map { "    static let store\($0) = open(\"\(ExampleInput.group)\")\n" }.joined()
        let model = "import WidgetKit\n\nenum AppModel {\n    static func open(_ group: String) -> UserDefaults? { UserDefaults(suiteName: group) }\n"
            + calls + "    static let last = open(\"group.com.example.App\")\n}\n"
        return ExampleInput.widgetApp.with { $0.files["App/AppModel.swift"] = .text(model) }
    }

    @Test func aParameterWithMoreCallersThanTheTableReadsIsSaid() throws {
        let run = try ExampleRun(Self.groupPassedBy(callers: SymbolTable.maximumCallers))
        #expect(run.report.fails)
        #expect(run.report.incomplete.map(\.folder) == ["App/AppModel.swift"], "\(run.report.incomplete)")
        #expect(run.report.incomplete.first?.scan == "Swift")
        let within = try ExampleRun(Self.groupPassedBy(callers: SymbolTable.maximumCallers - 1))
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
        #expect(within.findings.contains { $0.check == "code-group" && $0.severity == .problem }, "\(within.findings.map(CheckRegistryTests.place))")
    }

    /// The app writes its keys through a helper taking the key (`store(_:key:)`), called `calls` times,
    /// the widget's key last (round 14 macroaize: a helper called 62 times).
    static func keysThroughHelper(calls: Int) -> ExampleInput {
        let writes = (0..<calls - 1).map { "        store(\($0), key: \"key\($0)\")\n" }.joined()
        let model = "import WidgetKit\n\nenum AppModel {\n    static let defaults = UserDefaults(suiteName: \"\(ExampleInput.group)\")\n"
            + "    static func store(_ value: Int, key: String) { defaults?.set(value, forKey: key) }\n    static func save() {\n"
            + writes + "        store(1, key: \"count\")\n        WidgetCenter.shared.reloadTimelines(ofKind: \"PetWidget\")\n    }\n}\n"
        return ExampleInput.widgetApp.with { $0.files["App/AppModel.swift"] = .text(model) }
    }

    @Test func aKeyHelperCalledFromEveryScreenIsReadWhole() throws {
        // Past the callers one evaluation follows, within the calls of a key helper read.
        let ordinary = try ExampleRun(Self.keysThroughHelper(calls: 2 * SymbolTable.maximumCallers))
        #expect(ordinary.report.incomplete.isEmpty, "\(ordinary.report.incomplete)")
        #expect(!ordinary.findings.contains { $0.check == "widget-key" && $0.severity != .ok }, "\(ordinary.findings.map(CheckRegistryTests.place))")
        let past = try ExampleRun(Self.keysThroughHelper(calls: SymbolTable.maximumHelperCalls + 1))
        #expect(past.report.incomplete.map(\.folder) == ["App/AppModel.swift"], "\(past.report.incomplete) \(past.findings.map(CheckRegistryTests.place))")
    }

    /// The app opens a group its function is given, by callers passing `count` entitled groups,
    /// then one more that is not: one expression stands for at most `SymbolTable.maximumCandidates`
    /// strings.
    static func groupChosenAmong(_ count: Int) -> ExampleInput {
        let groups = (0..<count).map { "\(ExampleInput.group)\($0)" }
        let calls = groups.enumerated().map { "    static let store\($0.offset) = open(\"\($0.element)\")\n" }.joined()
        let model = "import WidgetKit\n\nenum AppModel {\n    static func open(_ group: String) -> UserDefaults? { UserDefaults(suiteName: group) }\n"
            + calls + "    static let last = open(\"group.com.example.other\")\n}\n"
        return ExampleInput.widgetApp.with {
            $0.files["App/AppModel.swift"] = .text(model)
            $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements([ExampleInput.group] + groups))
        }
    }

    @Test func anExpressionStandingForMoreValuesThanTheTableKeepsIsSaid() throws {
        let run = try ExampleRun(Self.groupChosenAmong(SymbolTable.maximumCandidates))
        #expect(run.report.incomplete.map(\.folder) == ["App/AppModel.swift"], "\(run.report.incomplete)")
        let within = try ExampleRun(Self.groupChosenAmong(SymbolTable.maximumCandidates - 1))
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
        #expect(within.findings.contains { $0.check == "code-group" && $0.severity == .problem }, "\(within.findings.map(CheckRegistryTests.place))")
    }

    @Test func aFileWithAsManyMatchesAsAScanKeepsIsReadWhole() throws {
        let run = try ExampleRun(Self.appModel(correct: CodeScanner.maximumOccurrencesPerFile - 1))
        #expect(run.report.incomplete.isEmpty, "\(run.report.incomplete)")
        #expect(run.findings.contains { $0.check == "code-group" && $0.severity == .problem && $0.file == "App/AppModel.swift" },
                "\(run.findings.map(CheckRegistryTests.place))")
    }
}

/// Code only test bundles compile runs under XCTest, never in the app: its calls are no callers
/// of the app's functions, so a suite calling one helper many times stops no scan (duckduckgo's
/// tests calling `AppUserDefaults(` 29 times of 54).
extension ScanLimitTests {
    @Test func callsFromUnitTestsNeitherCountTowardALimitNorGiveValues() throws {
        let input = ExampleInput.widgetApp.with { input in
            input.files["App/Store.swift"] = .text("import Foundation\n\nenum Store {\n    static func open(_ group: String) -> UserDefaults? { UserDefaults(suiteName: group) }\n"
                + "    static let shared = open(\"\(ExampleInput.group)\")\n}\n")
            input.project?.update("App") { $0.sources.append("App/Store.swift") }
            let calls = (0..<40).map { "        _ = Store.open(\"group.com.example.test\($0)\")\n" }.joined()
            input.files["AppTests/StoreTests.swift"] = .text("import XCTest\n@testable import App\n\nfinal class StoreTests: XCTestCase {\n    func testOpen() {\n" + calls + "    }\n}\n")
            input.project?.targets.append(.init("AppTests", ExampleProject.Target.unitTests, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.tests"],
                                                sources: ["AppTests/StoreTests.swift"]))
        }
        let run = try ExampleRun(input)
        #expect(run.report.incomplete.isEmpty, "\(run.report.incomplete.map(\.reason))")
        // The app's one call: its group, entitled.
        #expect(run.findings(of: "code-group", withOK: true).contains { $0.severity == .ok && $0.file == "App/Store.swift" })
        #expect(run.serious.isEmpty, "\(run.serious.map { "\($0.check): \($0.message)" })")
    }
}
