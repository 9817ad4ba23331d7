import Foundation
@testable import PetRenderer
import Testing
import WidgetTUIKit

/// The sheet the tool ships: complete, flippable, and within the palette budget.
@Suite struct SpriteShippedSheetTests {
    private let sheet: SpriteSheet

    init() throws {
        sheet = try SpriteSheetLoader.bundled()
    }

    @Test func everyStageHasWalkIdleAndSleep() {
        #expect(sheet.missingTags() == [])
        #expect(sheet.stages == ["adult", "baby", "egg"])
        for stage in SpriteSheet.petStages {
            #expect((sheet.animation(stage: stage, "walk")?.count ?? 0) >= 2, "\(stage)/walk")
        }
        #expect(sheet.validate() == [])
    }

    @Test func everyFrameDiffersFromItsMirror() {
        #expect(sheet.symmetricFrames == [])
        for frame in sheet.frames {
            #expect(frame.mirrored.pixels != frame.pixels, "\(frame.name)")
        }
    }

    @Test func walkFramesDifferFromEachOther() throws {
        for stage in SpriteSheet.petStages {
            let walk = try #require(sheet.animation(stage: stage, "walk"))
            #expect(Set(walk.map(\.pixels)).count == walk.count, "\(stage)/walk")
        }
    }

    @Test func framesOfAStageShareOneSizeThatFitsAMediumWidget() {
        let sizes = ["egg": (7, 8), "baby": (9, 8), "adult": (11, 10)]
        for frame in sheet.frames {
            let stage = String(frame.name.prefix { $0 != "/" })
            #expect(sizes[stage].map { $0 == (frame.width, frame.height) } == true, "\(frame.name) is \(frame.width)x\(frame.height)")
        }
    }

    @Test func everyFrameDrawsItsBodyInTheRecolourableBodyColour() throws {
        #expect(sheet.colors.count <= SpriteSheet.maxColors)
        #expect(sheet.bodyColor == RGB(hex: "#f0a04b"))
        let body = try #require(sheet.bodyPixelValue)
        for frame in sheet.frames {
            #expect(frame.pixels.contains(body), "\(frame.name)")
        }
    }
}
