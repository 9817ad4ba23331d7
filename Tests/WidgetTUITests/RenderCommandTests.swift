import Foundation
import FrameOutput
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct RenderCommandTests {
    static let now = "2026-11-29T12:00:00Z"
    static let nowDate = Date(timeIntervalSince1970: 1_795_953_600)
    /// A fixed timeline in a zone with an offset, so UTC and local time differ.
    static let fixed = ["render", "--now", now, "--tz", "Europe/Paris"]

    @Test func renderTextOfAFixedEntryIsTheSameEveryRunAndEqualsRenderingItsDate() throws {
        let home = try AppTestHome()
        let first = home.run(Self.fixed + ["--entry", "7", "--format", "text"])
        #expect(first.code == 0, "\(first.err)")
        let second = home.run(Self.fixed + ["--entry", "7", "--format", "text"])
        #expect(second.out == first.out)
        let elsewhere = try AppTestHome().run(Self.fixed + ["--entry", "7", "--format", "text"])
        #expect(elsewhere.out == first.out)

        let at = home.run(Self.fixed + ["--at", "2026-11-29T12:00:35Z", "--format", "text"])
        #expect(at.code == 0)
        #expect(at.out == first.out)
        #expect(at.err.contains("note: at 2026-11-29T12:00:35Z iOS shows entry 7 (2026-11-29T12:00:35Z) of the timeline from 2026-11-29T12:00:00Z"))

        let snapshot = try SnapshotText.parse(first.out)
        #expect(snapshot.header.entryIndex == 7)
        #expect(snapshot.header.date == Self.nowDate.addingTimeInterval(35))
        #expect(first.out != home.run(Self.fixed + ["--entry", "8", "--format", "text"]).out)
    }

    @Test func aCorruptSuiteFailsNamingTheFileAndIsLeftAsItWas() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let suite = try home.container().suiteURL
        let truncated = try #require(FileManager.default.contents(atPath: suite.path)).prefix(40)
        try Data(truncated).write(to: suite)
        for command in [["render", "--format", "text"], ["timeline"], ["check"]] {
            let result = home.run(command + ["--now", Self.now])
            #expect(result.code == 1, "\(command)")
            #expect(result.out.isEmpty, "\(command)")
            #expect(result.err.contains("\(suite.path): corrupt settings plist:"), "\(command): \(result.err)")
        }
        #expect(FileManager.default.contents(atPath: suite.path) == Data(truncated))
    }

    @Test func aLineBreakInADateOfTheSuiteIsEscapedSoDataCannotForgeAnErrorLine() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let suite = try home.container().suiteURL
        let forged = "2026\nwidget-tui render: all good"
        try Data(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>when</key><date>\#(forged)</date></dict></plist>"#.utf8)
            .write(to: suite)
        let result = home.run(["render", "--format", "text", "--now", Self.now])
        #expect(result.code == 1)
        #expect(result.err.hasPrefix("widget-tui render: \(suite.path): "), "\(result.err)")
        #expect(result.err.filter { $0 == "\n" }.count == 1, "\(result.err)")
        #expect(result.err.contains(#"2026\u{0A}widget-tui render: all good"#), "\(result.err)")
    }

    @Test func aDateBetweenEntriesNamesNoEntryInTheHeaderButReportsTheOneIOSShows() throws {
        let home = try AppTestHome()
        let between = home.run(Self.fixed + ["--at", "2026-11-29T12:00:07Z", "--format", "text"])
        #expect(between.code == 0)
        #expect(try SnapshotText.parse(between.out).header.entryIndex == nil)
        #expect(between.err.contains("iOS shows entry 1 (2026-11-29T12:00:05Z)"))

        let before = home.run(Self.fixed + ["--at", "2026-11-29T11:59:59Z", "--format", "text"])
        #expect(before.err.contains("iOS shows no entry of the timeline from 2026-11-29T12:00:00Z: it has not begun"))

        let after = home.run(Self.fixed + ["--at", "2026-11-29T13:00:00Z", "--format", "text"])
        #expect(after.err.contains("iOS shows entry 299 (2026-11-29T12:24:55Z) of the timeline from 2026-11-29T12:00:00Z, "
            + "unless the reload due from 2026-11-29T12:25:00Z has replaced it"))
    }

    @Test func eachFormatShowsTheSameFrame() throws {
        let home = try AppTestHome()
        let text = home.run(Self.fixed + ["--entry", "3", "--format", "text"])
        let json = home.run(Self.fixed + ["--entry", "3", "--format", "json"])
        let ansi = home.run(Self.fixed + ["--entry", "3", "--format", "ansi", "--colors", "truecolor"])
        #expect([text.code, json.code, ansi.code] == [0, 0, 0])

        let snapshot = try SnapshotText.parse(text.out)
        let document = try JSONDecoder().decode(FrameDocument.self, from: Data(json.out.utf8))
        #expect(document.entry == 3)
        #expect(document.date == "2026-11-29T12:00:15Z")
        #expect(document.canvas.width == snapshot.canvas.width && document.canvas.height == snapshot.canvas.height)
        #expect(document.palette.map(\.color) == snapshot.palette.colors.map(\.hex))
        let rows = text.out.components(separatedBy: "pixels:\n")[1].split(separator: "\n").map(String.init)
        #expect(document.rows == rows)
        #expect(document.poses.count == 5)

        // Two pixels per cell, then the caption.
        let lines = ansi.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == snapshot.canvas.height / 2 + 2 && lines.last == "")
        #expect(ansi.out.contains("\u{1b}[38;2;"))
        #expect(lines[lines.count - 2] == "systemMedium · 68x32 px · entry 3 · 2026-11-29T13:00:15+01:00 Europe/Paris · day")
    }

    @Test func theAccentedModeNamesWhatTheImagesCarryInTheTextAndTheJSONAndOnlyForTheHomeWidget() throws {
        let home = try AppTestHome()
        let args = Self.fixed + ["--entry", "0", "--mode", "accented", "--accented-images", "desaturated"]
        let text = home.run(args + ["--format", "text"])
        #expect(text.code == 0 && text.out.contains("\nrendering: accented\naccentedImages: desaturated\n"), "\(text.err)")
        let json = home.run(args + ["--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect(document?["accentedImages"] as? String == "desaturated")
        let surface = home.run(args + ["--format", "json", "--surface", "lock-screen"])
        #expect(surface.code == 0 && !surface.out.contains("accentedImages"))
        let plain = home.run(Self.fixed + ["--entry", "0", "--format", "json", "--accented-images", "desaturated"])
        #expect(plain.code == 0 && !plain.out.contains("accentedImages"))
    }

    @Test func withoutATerminalTheDefaultFormatIsTheSnapshotText() throws {
        let home = try AppTestHome()
        let plain = home.run(Self.fixed)
        #expect(plain.code == 0)
        #expect(plain.out == home.run(Self.fixed + ["--format", "text", "--entry", "0"]).out)
    }

    @Test(arguments: [("small", "systemSmall", "32x32"), ("medium", "systemMedium", "68x32"), ("large", "systemLarge", "68x71")])
    func eachFamilysSizeShowsInTheHeader(family: String, name: String, size: String) throws {
        let home = try AppTestHome()
        let result = home.run(Self.fixed + ["--family", family, "--format", "text"])
        #expect(result.code == 0)
        #expect(result.out.contains("\nfamily: \(name)\ncanvas: \(size)\n"))
        let rows = result.out.components(separatedBy: "pixels:\n")[1].split(separator: "\n")
        let (width, height) = (Int(size.split(separator: "x")[0])!, Int(size.split(separator: "x")[1])!)
        #expect(rows.count == height && rows.allSatisfy { $0.count == width })
    }

    @Test func noColoursMeansNoEscapeBytesButStillTheShapes() throws {
        let home = try AppTestHome()
        let none = home.run(Self.fixed + ["--format", "ansi", "--colors", "none"])
        #expect(none.code == 0)
        #expect(!none.out.utf8.contains(0x1b))
        #expect(none.out.contains("▀") && none.out.contains("█"))
        let noColorEnvironment = OutputSink(environment: home.environment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(CommandRouter.run(Self.fixed + ["--format", "ansi"], io: noColorEnvironment.io) == 0)
        #expect(noColorEnvironment.out == none.out)
        let xterm = home.run(Self.fixed + ["--format", "ansi", "--colors", "256"])
        #expect(xterm.out.contains("\u{1b}[38;5;") && !xterm.out.contains("38;2;"))
    }

    @Test func thePlaceholderHasNoEntryAndNoDate() throws {
        let result = try AppTestHome().run(Self.fixed + ["--placeholder", "--format", "text"])
        #expect(result.code == 0)
        let header = try SnapshotText.parse(result.out).header
        #expect(header.entryIndex == nil && header.date == nil)
        #expect(result.out.contains("\nentry: -\ndate: -\n"))
    }

    @Test(arguments: [
        (["--format", "bmp"], "--format: 'bmp'"),
        (["--entry", "-1"], "--entry: '-1'"),
        (["--entry", "first"], "--entry: 'first'"),
        (["--entry", "300"], "--entry: 300 is past the last entry, 299"),
        (["--entry", "4", "--count", "4"], "--entry: 4 is past the last entry, 3"),
        (["--at", "noon"], "--at: 'noon'"),
        (["--at", now, "--entry", "1"], "choose one of --at, --entry and --placeholder"),
        (["--placeholder", "--entry", "1"], "choose one of --at, --entry and --placeholder"),
        (["--family", "huge"], "--family: 'huge'"),
        (["--colors", "purple"], "--colors: 'purple'"),
        (["--tz", "Mars/Olympus"], "--tz: 'Mars/Olympus'"),
        (["--frobnicate"], "unknown option --frobnicate"),
    ])
    func badOptionValuesExitWithUsageAndNameTheOption(arguments: [String], message: String) throws {
        let home = try AppTestHome()
        let result = home.run(["render"] + arguments)
        #expect(result.code == 64)
        #expect(result.err.hasPrefix("widget-tui render: \(message)"), "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home.groupsRoot.path), "a bad option must fail before the group is read")
    }

    @Test func aMissingGroupOrSheetFailsWithAMessageNamingIt() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let group = home.run(["render", "--group", "group.com.example.absent"])
        #expect(group.code == 1)
        #expect(group.err.contains("no container for group.com.example.absent"))
        let sprites = home.url.appendingPathComponent("no-sprites").path
        let sheet = home.run(["render", "--sprites", sprites])
        #expect(sheet.code == 1)
        #expect(sheet.err.contains(sprites))
        #expect(group.out.isEmpty && sheet.out.isEmpty)
    }

    @Test func aGroupWithBrokenItemsRendersTheGoodPetsAndWarnsOnStandardError() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let items = #"[{"name":"Mochi","stage":"adult","valueA":1,"valueB":2,"valueC":3}, "not a pet", "#
            + #"{"name":"Pip","stage":"baby","valueA":"high","valueB":2,"valueC":3}, 7]"#
        try GroupWriter(container: try home.container()).set(.data(Data(items.utf8)), forKey: PetWidgetData.itemsKey)

        let json = home.run(Self.fixed + ["--format", "json"])
        #expect(json.code == 0)
        let document = try JSONDecoder().decode(FrameDocument.self, from: Data(json.out.utf8))
        #expect(document.poses.map(\.index) == [0, 1])
        let warnings = json.err.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings.contains { $0.hasSuffix("items[1]: is a string, expected an object; using no pet here") })
        #expect(warnings.contains { $0.hasSuffix("items[2].valueA: is a string, expected a number; using 0") })
        #expect(warnings.contains { $0.hasSuffix("items[3]: is a number, expected an object; using no pet here") })
        #expect(!json.out.contains("warning"))

        let text = home.run(Self.fixed + ["--format", "text"])
        #expect(text.code == 0)
        #expect(text.err.split(separator: "\n").filter { $0.hasPrefix("warning: ") } == warnings)
        #expect(try SnapshotText.parse(text.out).header.digest == DataDigest.of(PetWidgetData(
            pets: [Pet(name: "Mochi", stage: "adult", valueA: 1, valueB: 2, valueC: 3),
                   Pet(name: "Pip", stage: "baby", valueA: 0, valueB: 2, valueC: 3)],
            quietHours: QuietHours("22:00-07:00"), streakDays: 12)))
    }

    @Test func warningsWithLineBreaksStayOneLineEach() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        try GroupWriter(container: try home.container()).set(.string("22:00\n\u{1b}[31m-07:00"), forKey: PetWidgetData.quietHoursKey)
        let result = home.run(Self.fixed + ["--format", "text"])
        #expect(result.code == 0)
        let line = result.err.split(separator: "\n").first { $0.contains("quietHours") }
        #expect(line?.hasPrefix("warning: ") == true)
        #expect(line?.contains(#""22:00\u{0A}\u{1B}[31m-07:00" is not HH:MM-HH:MM"#) == true)
        #expect(!result.err.utf8.contains(0x1b))
    }

    /// `--tz UTC` and `--tz GMT` take the zero offset without a `TimeZone`, not ICU's zone of that
    /// name: the two must agree on every date a render could ask about, and the zone made when one
    /// is asked for is Foundation's zero offset.
    @Test(arguments: ["UTC", "GMT"])
    func utcAndGMTAreTheZeroOffsetICUGivesThem(name: String) throws {
        let zone = try #require(RenderOptions.zone(named: name))
        #expect(zone == RenderZone.utc && zone.timeZone == .gmt)
        let icu = try #require(TimeZone(identifier: name))
        for day in stride(from: -800, through: 20_000, by: 37) {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400 + 3_599.5)
            #expect(zone.secondsFromGMT(for: date) == icu.secondsFromGMT(for: date))
            #expect(zone.timeZone.isDaylightSavingTime(for: date) == icu.isDaylightSavingTime(for: date))
            #expect(zone.timeZone.nextDaylightSavingTimeTransition(after: date) == icu.nextDaylightSavingTimeTransition(after: date))
        }
        #expect(RenderOptions.zone(named: "Europe/Paris")?.timeZone.identifier == "Europe/Paris")
        #expect(RenderOptions.zone(named: "utc")?.timeZone.identifier == TimeZone(identifier: "utc")?.identifier)
        #expect(RenderOptions.zone(named: "Mars/Olympus") == nil)
        let home = try AppTestHome()
        let named = home.run(["render", "--now", Self.now, "--tz", name, "--format", "ansi", "--colors", "truecolor"])
        let etc = home.run(["render", "--now", Self.now, "--tz", "Etc/UTC", "--format", "ansi", "--colors", "truecolor"])
        #expect(named.code == 0 && etc.code == 0)
        #expect(named.out.replacing(" \(name) · ", with: " Etc/UTC · ") == etc.out)
        #expect(named.out.hasSuffix(" \(name) · day\n"))
    }

    @Test func theDemoGroupsMediumEntryZeroMatchesTheGolden() throws {
        let url = try #require(Bundle.module.url(forResource: "render-demo-medium-entry0", withExtension: "txt", subdirectory: "Goldens"))
        let golden = try String(contentsOf: url, encoding: .utf8)
        let result = try AppTestHome().run(["render", "--now", Self.now, "--tz", "UTC", "--entry", "0", "--format", "text"])
        #expect(result.code == 0)
        #expect(result.out == golden, """
            the demo frame changed; if on purpose, regenerate Tests/WidgetTUITests/Goldens/render-demo-medium-entry0.txt with \
            `widget-tui render --now \(Self.now) --tz UTC --entry 0 --format text` and review the diff
            """)
    }
}
