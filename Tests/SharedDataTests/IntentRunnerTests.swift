import Foundation
import Testing
@testable import SharedData

@Suite struct IntentRunnerTests {
    static let mutating: [WidgetIntent] = [.feed(0), .pet(1)]

    @Test("With the app cold and warm, each mutating intent runs in an allowed writer and the group holds its write",
          arguments: [AppState.cold, .warm], mutating)
    func mutatingIntentRunsInAnAllowedWriter(app: AppState, intent: WidgetIntent) throws {
        let fixture = try IntentFixture()
        let report = try fixture.runner(app).perform(intent)
        #expect(report.process.isWriter)
        #expect(report.process != .widgetKitExtension)
        #expect(intent.allowedExecutionTargets.contains(report.process))

        let data = fixture.reader.petWidgetData().data
        let pet = intent.write?.pet ?? -1
        #expect(data.reaction == PetReaction(pet: pet, kind: intent.name == "feed" ? .fed : .petted, start: IntentFixture.clock))
        if intent.name == "feed" { #expect(data.pets[0].valueA == 92) } else { #expect(data.pets[0].valueA == 82) }
        #expect(try fixture.reader.reloadRequests() == [report.reload])
        #expect(report.reload == ReloadRequest(sequence: 1, kind: "PetWidget", date: IntentFixture.clock, reason: .interaction,
                                               dataDigest: ContainerDataDigest.of(fixture.container)))
    }

    @Test func theDeclaredTargetsPickTheAppWhenWarmAndAnExtensionOrALaunchWhenCold() throws {
        let fixture = try IntentFixture()
        #expect(try fixture.runner(.warm).perform(.feed(0)).process == .main)
        let fed = try fixture.runner(.cold).perform(.feed(0))
        #expect(fed.process == .appIntentsExtension)
        #expect(fed.summary == "feed ran in the App Intents extension: items[0].valueA 92 → 100; reaction fed for pet 1 (Mochi) "
            + "until 2026-11-29T12:00:30Z; reload #2 (interaction, not counted against the budget)")
        let petted = try fixture.runner(.cold).perform(.pet(0))
        #expect(petted.process == .main && petted.selection.launchesApp)
    }

    @Test("Under any targets and links, a mutating intent runs in an allowed writer or is refused with nothing written",
          arguments: [AppState.cold, .warm])
    func noConfigurationWritesFromTheWidgetExtension(app: AppState) throws {
        for allowed in everyTargetSet {
            for linked in everyTargetSet {
                let fixture = try IntentFixture()
                var intent = WidgetIntent.feed(1)
                intent.allowedExecutionTargets = allowed
                let before = fixture.writtenBytes()
                do {
                    let report = try fixture.runner(app, linked: linked).perform(intent)
                    #expect(report.process.isWriter && allowed.contains(report.process) && linked.contains(report.process))
                    #expect(fixture.reader.petWidgetData().data.pets[1].valueA == 65.5)
                } catch let refusal as IntentRefusal {
                    #expect(refusal.process != .main && refusal.process != .appIntentsExtension)
                    #expect(fixture.writtenBytes() == before, "allowed \(allowed), linked \(linked)")
                }
            }
        }
    }

    @Test func anIntentOnlyTheWidgetExtensionMayRunIsRefusedWithNothingWritten() throws {
        let fixture = try IntentFixture()
        var intent = WidgetIntent.feed(0)
        intent.allowedExecutionTargets = .widgetKitExtension
        let before = fixture.writtenBytes()
        for app in AppState.allCases {
            let refusal = #expect(throws: IntentRefusal.self) { try fixture.runner(app).perform(intent) }
            #expect(refusal?.process == .widgetKitExtension)
            #expect(refusal?.description.contains("Fix: allow only .main or .appIntentsExtension") == true)
        }
        #expect(fixture.writtenBytes() == before)
        #expect(try fixture.reader.reloadRequests().isEmpty)
        #expect(fixture.reader.petWidgetData().data.reaction == nil)
    }

    @Test func aDisplayOnlyIntentMayRunInTheWidgetExtensionWritesNothingAndStillReloads() throws {
        let fixture = try IntentFixture()
        let suite = FileManager.default.contents(atPath: fixture.container.suiteURL.path)
        let report = try fixture.runner(.cold).perform(.refresh)
        #expect(report.process == .widgetKitExtension)
        #expect(report.wrote == nil)
        #expect(FileManager.default.contents(atPath: fixture.container.suiteURL.path) == suite)
        #expect(try fixture.reader.reloadRequests().map(\.reason) == [.interaction])
    }

    @Test func feedingKeepsTheAppsOtherFieldsAndTypesAndStopsAtAHundred() throws {
        let fixture = try IntentFixture()
        for _ in 0..<3 { _ = try fixture.runner(.warm).perform(.feed(0)) }
        let json = try #require(try fixture.reader.data(forKey: PetWidgetData.itemsKey))
        guard case let .array(items) = try JSONParser.parse(json), case let .object(mochi) = items[0] else {
            Issue.record("items is not an array of objects")
            return
        }
        #expect(mochi["valueA"] == .int(100))
        #expect(mochi["color"] == .string("amber"))
        _ = try fixture.runner(.warm).perform(.feed(1))
        #expect(fixture.reader.petWidgetData().data.pets[1].valueA == 65.5)
    }

    @Test func feedingAPetBehindANonObjectItemFeedsThePetTheWidgetShows() throws {
        let fixture = try IntentFixture()
        let mixed = #"[42, {"name":"Kiwi","stage":"egg","valueA":10}, {"name":"Lime","stage":"egg","valueA":20}]"#
        try fixture.base.writer.set(.data(Data(mixed.utf8)), forKey: PetWidgetData.itemsKey)
        // The widget skips the 42, so its pet 2 (index 1) is Lime, the third element.
        let report = try fixture.runner(.warm).perform(.feed(1))
        #expect(report.wrote?.hasPrefix("items[2].valueA 20 → 30; reaction fed for pet 2 (Lime)") == true)
        let data = fixture.reader.petWidgetData().data
        #expect(data.pets.map(\.name) == ["Kiwi", "Lime"])
        #expect(data.pets.map(\.valueA) == [10, 30])
        let json = try #require(try fixture.reader.data(forKey: PetWidgetData.itemsKey))
        guard case let .array(items) = try JSONParser.parse(json) else {
            Issue.record("items is not an array")
            return
        }
        #expect(items.count == 3 && items[0] == .int(42))
    }

    @Test func theWidgetOffersFeedAndPetForEachPetThenRefresh() {
        #expect(WidgetIntent.buttons(petCount: 2).map(\.name) == ["feed", "pet", "feed", "pet", "refresh"])
        #expect(WidgetIntent.buttons(petCount: 2).map { $0.write?.pet } == [0, 0, 1, 1, nil])
        #expect(WidgetIntent.buttons(petCount: 0) == [.refresh])
        #expect(WidgetIntent.names.allSatisfy { WidgetIntent.named($0, pet: 0)?.name == $0 })
    }

    @Test func aWriteTheDataDoesNotAllowIsReportedByFieldWithNothingWritten() throws {
        let fixture = try IntentFixture()
        let before = fixture.writtenBytes()
        let error = #expect(throws: IntentWriteError.self) { try fixture.runner(.warm).perform(.pet(5)) }
        #expect(error?.description == "\(fixture.container.suiteURL.path): items[5]: items holds 2 pets, so there is no pet 6; nothing written")
        #expect(fixture.writtenBytes() == before)

        try fixture.base.writer.set(.data(Data(#"[{"name":"Kiwi","stage":"egg","valueA":"lots"}]"#.utf8)), forKey: PetWidgetData.itemsKey)
        let wrongType = #expect(throws: IntentWriteError.self) { try fixture.runner(.warm).perform(.feed(0)) }
        #expect(wrongType?.field == "items[0].valueA")
        #expect(wrongType?.message == "is a string, expected a number")

        try fixture.base.writer.set(.data(Data("[{".utf8)), forKey: PetWidgetData.itemsKey)
        let broken = #expect(throws: IntentWriteError.self) { try fixture.runner(.warm).perform(.feed(0)) }
        #expect(broken?.field == "items")
        #expect(broken?.message.hasPrefix("invalid JSON at byte 2") == true)

        try fixture.base.writer.removeValue(forKey: PetWidgetData.itemsKey)
        let missing = #expect(throws: IntentWriteError.self) { try fixture.runner(.warm).perform(.pet(0)) }
        #expect(missing?.message == "missing: the app has not written any pets")
    }
}
