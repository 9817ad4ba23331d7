import Foundation
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct TimelineCommandTests {
    static let now = "2026-11-29T21:58:00Z"
    static let nowDate = Date(timeIntervalSince1970: 1_795_953_600 + 9 * 3600 + 58 * 60)

    func document(_ result: (code: Int32, out: String, err: String)) throws -> TimelineDocument {
        #expect(result.code == 0, "\(result.err)")
        return try JSONDecoder().decode(TimelineDocument.self, from: Data(result.out.utf8))
    }

    @Test func theJSONListsCountEntriesStepApartAndThePolicysReloadDate() throws {
        let home = try AppTestHome()
        let result = home.run(["timeline", "--json", "--now", Self.now, "--tz", "UTC", "--count", "12", "--step", "10"])
        let d = try document(result)
        #expect(d.format == "widget-tui-timeline" && d.version == 1)
        #expect(d.count == 12 && d.entries.count == 12)
        #expect(d.entries.map(\.index) == Array(0..<12))
        #expect(d.entries.map(\.date) == (0..<12).map { ISODate.format(Self.nowDate.addingTimeInterval(Double($0) * 10)) })
        #expect(d.policy == "after")
        #expect(d.reloadDate == "2026-11-29T22:00:00Z")
        #expect(d.now == Self.now && d.step == 10)
        #expect(d.group == GroupOptions.demoGroup && d.kind == GroupOptions.defaultKind)
        #expect(d.pets == ["Mochi", "Pip", "Biscuit", "Nori", "Tofu"])
        #expect(home.run(["timeline", "--json", "--now", Self.now, "--tz", "UTC", "--count", "12", "--step", "10"]).out == result.out)
    }

    @Test func entriesInQuietHoursAreNightWithEveryPetAsleepAndShowTheirLocalTime() throws {
        let home = try AppTestHome()
        let utc = try document(home.run(["timeline", "--json", "--now", Self.now, "--tz", "UTC", "--count", "4", "--step", "60"]))
        #expect(utc.entries.map(\.night) == [false, false, true, true])
        #expect(utc.entries.map(\.asleep) == [0, 0, 5, 5])
        #expect(utc.entries[2].local == "2026-11-29T22:00:00Z")

        let paris = try document(home.run(["timeline", "--json", "--now", Self.now, "--tz", "Europe/Paris", "--count", "4", "--step", "60"]))
        #expect(paris.timeZone == "Europe/Paris")
        #expect(paris.entries.map(\.night) == [true, true, true, true])
        #expect(paris.entries[0].date == Self.now && paris.entries[0].local == "2026-11-29T22:58:00+01:00")
    }

    @Test func theZoneIsNamedAsTypedNotAsFoundationRenamesIt() throws {
        let home = try AppTestHome()
        let utc = try document(home.run(["timeline", "--json", "--now", Self.now, "--tz", "UTC", "--count", "2"]))
        #expect(utc.timeZone == "UTC")
        let table = home.run(["timeline", "--now", Self.now, "--tz", "UTC", "--count", "2"]).out
        #expect(table.contains("time zone UTC, ") && table.contains("local (UTC)") && !table.contains("GMT"))
        let caption = home.run(["render", "--now", Self.now, "--tz", "UTC", "--entry", "0", "--format", "ansi", "--colors", "none"]).out
        #expect(caption.hasSuffix(" · 2026-11-29T21:58:00Z UTC · day\n"))
        let machine = try document(home.run(["timeline", "--json", "--now", Self.now, "--count", "2"]))
        #expect(machine.timeZone == TimeZone.current.identifier)
    }

        @Test func policyNeverHasNoReloadDate() throws {
        let home = try AppTestHome()
        let json = home.run(["timeline", "--json", "--now", Self.now, "--count", "3", "--policy", "never"])
        let d = try document(json)
        #expect(d.policy == "never" && d.reloadDate == nil)
        #expect(json.out.contains("\"reloadDate\" : null"))
        #expect(d.advice.contains(TimelineDocument.Advice(severity: "info", message: TimelineAdvice.reloadsOnlyOnRequest.description)))

        let text = home.run(["timeline", "--now", Self.now, "--count", "3", "--policy", "never"])
        #expect(text.out.hasSuffix("\npolicy: .never, no reload date: only reloadTimelines(ofKind:) brings a new timeline\n"))
    }

    @Test func policyAtEndReloadsAtTheLastEntryAndReloadAtAtItsDate() throws {
        let home = try AppTestHome()
        let atEnd = try document(home.run(["timeline", "--json", "--now", Self.now, "--count", "3", "--step", "5", "--policy", "atEnd"]))
        #expect(atEnd.policy == "atEnd" && atEnd.reloadDate == "2026-11-29T21:58:10Z")
        let after = try document(home.run(["timeline", "--json", "--now", Self.now, "--count", "3", "--reload-at", "2026-11-30T06:00:00Z"]))
        #expect(after.policy == "after" && after.reloadDate == "2026-11-30T06:00:00Z")
    }

    @Test func theTableHasARowPerEntryThenThePolicyAndAdviceGoesToStandardError() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let result = home.run(["timeline", "--now", Self.now, "--tz", "Europe/Paris"])
        #expect(result.code == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "timeline of PetWidget in group.com.example.pets: 300 entries 5 s apart from 2026-11-29T21:58:00Z")
        #expect(lines[1] == "time zone Europe/Paris, quiet hours 22:00-07:00, 5 pets")
        #expect(lines[3].split(separator: " ", omittingEmptySubsequences: true) == ["index", "date", "local", "(Europe/Paris)", "night", "asleep"])
        let rows = lines.filter { $0.range(of: #"^ +\d+  "#, options: .regularExpression) != nil }
        #expect(rows.count == 300)
        #expect(rows[0] == "    0  2026-11-29T21:58:00Z  2026-11-29T22:58:00+01:00  yes    5/5")
        #expect(rows[299].hasPrefix("  299  2026-11-29T22:22:55Z  2026-11-29T23:22:55+01:00"))
        #expect(lines.suffix(2) == ["policy: .after(2026-11-29T22:23:00Z), reload date 2026-11-29T22:23:00Z", ""])
        #expect(!result.out.contains("warning"))

        // 25 minutes per timeline is 57.6 reloads a day: inside the budget only on generous devices.
        let advice = TimelineAdvice.assess(PetTimelineProvider(data: try home.reader().petWidgetData().data, timeZone: .gmt)
            .timeline(from: Self.nowDate), requestedAt: Self.nowDate)
        #expect(advice.contains(.reloadsNearBudget(perDay: 57.6)))
        let expected = advice.map { ($0.severity == .warning ? "warning: " : "note: ") + $0.description + "\n" }.joined()
        #expect(result.err == expected)

        let json = home.run(["timeline", "--json", "--now", Self.now, "--tz", "Europe/Paris"])
        #expect(json.err.isEmpty)
        #expect(try document(json).advice.map(\.message) == advice.map(\.description))
    }

    @Test func dataProblemsGoToStandardErrorAndIntoTheJSON() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "remove", "quietHours"]).code == 0)
        let result = home.run(["timeline", "--json", "--now", Self.now, "--count", "2"])
        let d = try document(result)
        #expect(d.quietHoursDefault && d.quietHours == QuietHours.documentedDefault.description)
        #expect(d.warnings.contains { $0.hasSuffix("quietHours: missing: the app never wrote its quiet hours setting; using the documented default 22:00-07:00") })
        #expect(result.err == d.warnings.map { "warning: \($0)\n" }.joined())
        let text = home.run(["timeline", "--now", Self.now, "--count", "2"])
        #expect(text.out.contains("quiet hours 22:00-07:00 (documented default)"))
    }

    @Test(arguments: [
        (["--count", "0"], "--count: '0'"),
        (["--step", "-5"], "--step: '-5'"),
        (["--policy", "sometimes"], "--policy: 'sometimes'"),
        (["--now", "tomorrow"], "--now: 'tomorrow'"),
        (["--json", "yes"], "unexpected argument yes"),
    ])
    func badOptionValuesExitWithUsageAndNameTheOption(arguments: [String], message: String) throws {
        let result = try AppTestHome().run(["timeline"] + arguments)
        #expect(result.code == 64)
        #expect(result.err.hasPrefix("widget-tui timeline: \(message)"), "\(result.err)")
        #expect(result.out.isEmpty)
    }
}

extension TimelineCommandTests {
    /// issue 40.2: another app's container is not held to the pet widget's keys here either.
    @Test func aHomeWidgetContainerGetsNoWarningAboutThePetWidgetsKeys() throws {
        let home = try AppTestHome()
        try GoldenSnapshotTests.homeWidgetContainer(home)
        let result = home.run(["timeline", "--group", HomeWidgetApp.group, "--now", "2026-11-29T12:00:00Z", "--tz", "UTC"])
        #expect(result.code == 0)
        #expect(!result.err.contains("items"), "\(result.err)")
    }
}

extension TimelineCommandTests {
    /// issue 40: a home_widget container's timeline is the one widget-tui models for that app's
    /// widget (`StoredDataTimeline`): one entry of the data stored now, the next on the app's
    /// reload; never the pet provider's entries, quiet hours, pets or reload advice.
    @Test func aHomeWidgetContainersTimelineIsOneEntryOfItsStoredDataNotThePetProviders() throws {
        let home = try AppTestHome()
        try GoldenSnapshotTests.homeWidgetContainer(home)
        let arguments = ["timeline", "--group", HomeWidgetApp.group, "--now", "2026-11-29T12:00:00Z", "--tz", "UTC"]
        let d = try document(home.run(arguments + ["--json"]))
        #expect(d.contract == "generic" && d.keys == ["card", "title"])
        #expect(d.count == 1 && d.entries.map(\.date) == ["2026-11-29T12:00:00Z"] && d.entries.map(\.night) == [false])
        #expect(d.policy == "never" && d.reloadDate == nil)
        #expect(d.pets.isEmpty && d.quietHours.isEmpty && !d.quietHoursDefault)
        #expect(d.advice.isEmpty && d.warnings.isEmpty)

        let table = home.run(arguments)
        #expect(table.code == 0 && table.err.isEmpty, "\(table.err)")
        let lines = table.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("index") })
        #expect(lines[header].split(separator: " ", omittingEmptySubsequences: true).map(String.init) == ["index", "date", "local", "(UTC)", "data"])
        #expect(lines[header + 1].split(separator: " ").map(String.init)
            == ["0", "2026-11-29T12:00:00Z", "2026-11-29T12:00:00Z", "2", "keys,", "the", "picture", "of", "card"])
        #expect(lines[header + 2].isEmpty)
        #expect(lines[header + 3].hasPrefix("policy: "))
        #expect(!table.out.contains("quiet hours") && !table.out.contains("asleep"), "\(table.out)")
    }

    /// The pet widget's document says whose data its entries are drawn from too.
    @Test func thePetWidgetsDocumentNamesItsContractAndKeys() throws {
        let d = try document(AppTestHome().run(["timeline", "--json", "--now", Self.now, "--tz", "UTC", "--count", "2"]))
        #expect(d.contract == "pets" && d.keys == ["items", "quietHours", "streakDays"])
    }
}
