import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("Facing follows the direction of motion")
struct FacingTests {
    @Test("A walking pet faces the way its x changes")
    func facingMatchesMotion() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 4))
        var checked = 0
        for k in 0..<3000 {
            let now = utc(9).addingTimeInterval(Double(k) * 2)
            let a = renderer.poses(at: now, settings: .test()), b = renderer.poses(at: now.addingTimeInterval(1), settings: .test())
            for (p, q) in zip(a, b) where p.animation == .walk && q.animation == .walk && p.facing == q.facing && p.x != q.x {
                #expect(p.facing == (q.x > p.x ? .right : .left), "pet \(p.index) at sample \(k)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test("A pet facing left is drawn mirrored, one facing right as drawn in the sheet")
    func mirroredDrawing() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 1, streak: 0))
        var seen: Set<Facing> = []
        for k in 0..<400 where seen.count < 2 {
            let frame = renderer.frame(at: utc(12).addingTimeInterval(Double(k) * 5), settings: .test())
            let pose = frame.poses[0]
            guard !seen.contains(pose.facing) else { continue }
            seen.insert(pose.facing)
            let rows = try #require(TestSheet.petFrames[pose.animation]?[pose.frame])
            var sprite = TestSheet.frame("expected", rows)
            if pose.facing == .left { sprite = sprite.mirrored }
            let top = pose.y - pose.lift - sprite.height + 1
            for y in 0..<sprite.height {
                for x in 0..<sprite.width where sprite[x, y] != 0 {
                    let drawn = frame.palette[frame.canvas[pose.x + x, top + y]]
                    #expect(drawn == TestSheet.colors[Int(sprite[x, y]) - 1], "\(pose.facing) at \(x),\(y)")
                }
            }
        }
        #expect(seen == [.left, .right])
    }

    @Test("Every test sprite differs from its mirror, so the mirroring checks can fail")
    func testSpritesAreAsymmetric() {
        let sheet = TestSheet.make()
        #expect(!sheet.frames.isEmpty)
        for frame in sheet.frames { #expect(!frame.isSymmetric, "\(frame.name)") }
    }
}
