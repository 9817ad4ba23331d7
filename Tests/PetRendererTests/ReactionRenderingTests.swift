import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures
import SharedData

@Suite struct ReactionRenderingTests {
    static let start = utc(12)

    static func data(_ reaction: PetReaction?) -> PetWidgetData {
        var data = TestSheet.data(pets: 3)
        data.reaction = reaction
        return data
    }

    @Test("A reacting pet stops where it stood, jumps, and its other pets move as before", arguments: PetReaction.Kind.allCases)
    func reactingPose(kind: PetReaction.Kind) throws {
        let reaction = PetReaction(pet: 1, kind: kind, start: Self.start)
        let plain = try TestSheet.renderer(Self.data(nil))
        let reacting = try TestSheet.renderer(Self.data(reaction))
        let settings = RenderSettings.test()
        for offset in [0.0, 5, 10, 29] {
            let date = Self.start + offset
            let before = plain.poses(at: date, settings: settings), after = reacting.poses(at: date, settings: settings)
            let standing = plain.poses(at: Self.start, settings: settings)[1]
            #expect(after[1].reaction == kind)
            #expect(after[1].lift == PetReactionMotion.jumpHeight && after[1].animation == .idle)
            #expect((after[1].x, after[1].y, after[1].facing) == (standing.x, standing.y, standing.facing))
            #expect(after[0] == before[0] && after[2] == before[2])
        }
    }

    @Test func outsideItsWindowAReactionChangesNothing() throws {
        let reaction = PetReaction(pet: 1, kind: .petted, start: Self.start)
        let plain = try TestSheet.renderer(Self.data(nil))
        let reacting = try TestSheet.renderer(Self.data(reaction))
        for date in [Self.start - 5, reaction.until, reaction.until + 60] {
            #expect(reacting.frame(at: date, settings: .test()).canvas == plain.frame(at: date, settings: .test()).canvas)
        }
    }

    @Test func theIconIsDrawnOverTheReactingPetAndTheFrameStaysAPureFunctionOfTheDate() throws {
        let reaction = PetReaction(pet: 0, kind: .petted, start: Self.start)
        let renderer = try TestSheet.renderer(Self.data(reaction))
        let date = Self.start + 5
        let frame = renderer.frame(at: date, settings: .test())
        #expect(frame == renderer.frame(at: date, settings: .test()))
        let pose = frame.poses[0]
        let spriteTop = pose.y - pose.lift - 5 + 1  // test sprites are 5 rows tall
        let iconRows = (spriteTop - 1 - ReactionIcon.height)..<(spriteTop - 1)
        let heart = ScenePalette.Slot.streakIcon.index
        let painted = iconRows.flatMap { y in (pose.x - 1...pose.x + 6).filter { frame.canvas[$0, y] == heart } }
        #expect(painted.count >= 8)
        let plain = try TestSheet.renderer(Self.data(nil)).frame(at: date, settings: .test())
        #expect(iconRows.allSatisfy { y in (pose.x...pose.x + 4).allSatisfy { plain.canvas[$0, y] != heart } })
    }

    @Test func theDigestNamesAReactionAndIsUnchangedWithoutOne() throws {
        let reaction = PetReaction(pet: 0, kind: .fed, start: Self.start)
        let data = Self.data(reaction)
        #expect(DataDigest.canonicalForm(of: data).hasSuffix("reaction 0 fed 1795953600.0 1795953630.0\n"))
        #expect(DataDigest.of(data) != DataDigest.of(Self.data(nil)))
        #expect(!DataDigest.canonicalForm(of: Self.data(nil)).contains("reaction"))
    }
}
