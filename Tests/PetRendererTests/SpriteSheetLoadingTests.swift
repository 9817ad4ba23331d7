import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite struct SpriteSheetLoadingTests {
    @Test func framesAreCutOutWithColoursNumberedInOrderOfFirstAppearance() throws {
        let sheet = try SpriteFixture().load()
        #expect(sheet.colors == [SpriteFixture.red, SpriteFixture.blue, SpriteFixture.green])
        // Alpha 127 is transparent, alpha 128 opaque.
        #expect(sheet.frames.map(\.pixels) == [[1, 0, 2, 0], [3, 1, 0, 2]])
        #expect(sheet.frames.map(\.name) == ["pet/walk/0", "pet/walk/1"])
        #expect(sheet.frames.map(\.durationMilliseconds) == [150, 250])
        #expect(sheet.tags == ["pet/walk": [0, 1]])
        #expect(sheet.bodyColor == SpriteFixture.blue)
        #expect(sheet.bodyPixelValue == 2)
    }

    @Test(arguments: [
        ("forward", [2, 3, 4, 5]),
        ("reverse", [5, 4, 3, 2]),
        ("pingpong", [2, 3, 4, 5, 4, 3]),
        ("pingpong_reverse", [5, 4, 3, 2, 3, 4]),
    ])
    func tagDirectionsPlayAsAsepriteDoes(direction: String, order: [Int]) {
        #expect(SpriteSheet.playingOrder(direction, from: 2, to: 5) == order)
    }

    @Test func aTagWithoutDirectionPlaysForward() throws {
        let fixture = SpriteFixture(json: SpriteFixture.sheetJSON(tags: #"[{"name":"pet/idle","from":1,"to":1}]"#))
        #expect(try fixture.load().tags == ["pet/idle": [1]])
    }

    @Test func validationListsMissingTagsSymmetricFramesAndStillWalks() {
        let left = SpriteFrame(name: "egg/walk/0", width: 2, height: 1, pixels: [1, 0])
        let round = SpriteFrame(name: "egg/idle/0", width: 3, height: 1, pixels: [1, 2, 1])
        let sheet = SpriteSheet(colors: [SpriteFixture.red, SpriteFixture.blue], frames: [left, left, round],
                                tags: ["egg/walk": [0, 1], "egg/idle": [2]])
        #expect(sheet.missingTags(stages: ["egg", "baby"], animations: ["walk", "idle", "sleep"])
            == ["egg/sleep", "baby/walk", "baby/idle", "baby/sleep"])
        #expect(sheet.symmetricFrames == ["egg/idle/0"])
        #expect(sheet.stillWalks(stages: ["egg"]) == ["egg/walk"])
        #expect(sheet.validate(requiredStages: ["egg"], animations: ["walk", "idle"]) == [
            "frame egg/idle/0 equals its horizontal mirror",
            "egg/walk needs 2 or more different frames",
        ])
    }
}
