import SharedData
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("Stages, fallbacks and bad sheets")
struct StageFallbackTests {
    @Test("A pet's stage picks its artwork")
    func knownStages() throws {
        let data = PetWidgetData(pets: [Pet(name: "e", stage: "egg"), Pet(name: "a", stage: "adult")], quietHours: nil, streakDays: 0)
        let renderer = try TestSheet.renderer(data)
        let frame = renderer.frame(at: utc(12), settings: .test())
        // The egg is 4 pixels wide, the adult 6: each walks until that much of it touches the right edge.
        let maxX = (0..<3000).map { renderer.poses(at: utc(8).addingTimeInterval(Double($0) * 3), settings: .test()) }
            .reduce(into: [0, 0]) { m, p in m[0] = max(m[0], p[0].x); m[1] = max(m[1], p[1].x) }
        let w = frame.canvas.width
        #expect((w - 6...w - 4).contains(maxX[0]))
        #expect((w - 8...w - 6).contains(maxX[1]))
        #expect(maxX[0] > maxX[1])
        #expect(!renderer.notes.contains { if case .unknownStage = $0 { true } else { false } })
    }

    @Test("An unknown stage is drawn as adult and reported")
    func unknownStage() throws {
        let data = PetWidgetData(pets: [Pet(name: "Rex", stage: "dragon")], quietHours: nil, streakDays: 0)
        let renderer = try TestSheet.renderer(data)
        #expect(renderer.notes.contains(.unknownStage(pet: "Rex", stage: "dragon", fallback: "adult")))
        let adult = try TestSheet.renderer(PetWidgetData(pets: [Pet(name: "Rex", stage: "adult")], quietHours: nil, streakDays: 0))
        #expect(renderer.frame(at: utc(12), settings: .test()) == adult.frame(at: utc(12), settings: .test()))
    }

    @Test("Without an adult stage the fallback is baby, then egg, then the first stage by name")
    func fallbackOrder() throws {
        let pets = PetWidgetData(pets: [Pet(name: "x", stage: "zzz")], quietHours: nil, streakDays: 0)
        for (stages, expected) in [(["egg", "baby"], "baby"), (["egg"], "egg"), (["kitten", "cub"], "cub")] {
            let renderer = try TestSheet.renderer(pets, sheet: TestSheet.make(stages: stages))
            #expect(renderer.notes.contains(.unknownStage(pet: "x", stage: "zzz", fallback: expected)))
        }
    }

    @Test("A missing animation borrows another of its stage and is reported")
    func missingAnimation() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 1), sheet: TestSheet.make(stages: ["adult"], animations: [.walk, .idle]))
        #expect(renderer.notes.contains(.missingAnimation(stage: "adult", animation: .sleep, using: .idle)))
        let night = renderer.frame(at: utc(23), settings: .test())
        #expect(night.poses[0].isAsleep)
    }

    @Test("A stage with one animation lends it to the other two, a note each")
    func oneAnimation() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 1), sheet: TestSheet.make(stages: ["adult"], animations: [.sleep]))
        #expect(renderer.notes.filter { if case .missingAnimation = $0 { true } else { false } }
            == [.missingAnimation(stage: "adult", animation: .walk, using: .sleep),
                .missingAnimation(stage: "adult", animation: .idle, using: .sleep)])
    }

    @Test("The sheet's stages are its tags' first components, sorted, each once")
    func stagesOfASheet() {
        let frame = TestSheet.frame("f", ["o."])
        let sheet = SpriteSheet(colors: TestSheet.colors, frames: [frame],
                                tags: ["egg/walk": [0], "adult/idle": [0], "egg/idle": [0], "adult/walk": [0], "baby": [0], "Baby/x": [0]])
        #expect(sheet.stages == ["Baby", "adult", "baby", "egg"])
        #expect(SpriteSheet(colors: TestSheet.colors, frames: [frame], tags: [:]).stages == [])
    }

    @Test("A sheet without stages is refused")
    func noStages() {
        let sheet = SpriteSheet(colors: TestSheet.colors, frames: [TestSheet.frame("f", ["o."])], tags: [:])
        #expect(throws: RenderError.noStages) { try TestSheet.renderer(sheet: sheet) }
    }

    @Test("A frame using a colour the sheet lacks is refused, naming the frame")
    func pixelOutOfPalette() {
        let frame = SpriteFrame(name: "bad", width: 2, height: 1, pixels: [1, 9])
        let sheet = SpriteSheet(colors: TestSheet.colors, frames: [frame], tags: ["adult/walk": [0]])
        #expect(throws: RenderError.pixelOutOfPalette(frame: "bad", value: 9, colors: 3)) { try TestSheet.renderer(sheet: sheet) }
        #expect(RenderError.pixelOutOfPalette(frame: "bad", value: 9, colors: 3).description.contains("\"bad\""))
    }

    @Test("A tag naming a frame the sheet lacks is refused, naming the tag")
    func tagOutOfRange() {
        let sheet = SpriteSheet(colors: TestSheet.colors, frames: [TestSheet.frame("f", ["o."])], tags: ["adult/walk": [0, 5]])
        #expect(throws: RenderError.tagOutOfRange(tag: "adult/walk", frame: 5, frames: 1)) { try TestSheet.renderer(sheet: sheet) }
    }
}
