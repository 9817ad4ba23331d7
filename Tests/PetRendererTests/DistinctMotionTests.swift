import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("Pets move independently")
struct DistinctMotionTests {
    static let day = 17_280  // samples 5 s apart
    let start = utc(0)

    struct Place: Hashable {
        let x: Int, y: Int, animation: PetAnimation, frame: Int
    }

    @Test("No two of up to 8 pets share position and frame at any moment of a day, sampled every 5 s",
          arguments: [(WidgetFamily.systemSmall, 8), (.systemMedium, 8), (.systemLarge, 8),
                      (.systemSmall, 2), (.systemSmall, 3), (.systemSmall, 5), (.systemMedium, 7)])
    func distinctPlaces(family: WidgetFamily, pets: Int) throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: pets))
        let settings = RenderSettings.test(family)
        var clashes: [String] = []
        for k in 0..<Self.day {
            let poses = renderer.poses(at: start.addingTimeInterval(Double(k) * 5), settings: settings)
            let places = Set(poses.map { Place(x: $0.x, y: $0.y, animation: $0.animation, frame: $0.frame) })
            if places.count != poses.count { clashes.append("sample \(k)") }
        }
        let count = clashes.count
        #expect(count == 0, "first clashes: \(clashes.prefix(5).joined(separator: ", "))")
    }

    @Test("Pets do not walk in step: any two share their x in only a few samples of a day")
    func independentPaths() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 8))
        let settings = RenderSettings.test(.systemMedium)
        var sameX = [[Int]](repeating: [Int](repeating: 0, count: 8), count: 8)
        var awake = 0
        for k in stride(from: 0, to: Self.day, by: 4) {
            let date = start.addingTimeInterval(Double(k) * 5)
            guard !renderer.nightSchedule(in: .utc).isNight(at: date) else { continue }
            awake += 1
            let poses = renderer.poses(at: date, settings: settings)
            for i in 0..<8 { for j in (i + 1)..<8 where poses[i].x == poses[j].x { sameX[i][j] += 1 } }
        }
        let worst = sameX.joined().max() ?? 0
        // Independent walkers over 57 columns meet about 1/57 of the time; identical ones always would.
        #expect(Double(worst) < Double(awake) * 0.1, "worst pair shared x in \(worst) of \(awake) samples")
    }

    @Test("Pets walk, rest, hop and change direction over a day")
    func motionIsVaried() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 3))
        let poses = (0..<2000).flatMap { renderer.poses(at: utc(12).addingTimeInterval(Double($0) * 5), settings: .test()) }
        #expect(Set(poses.map(\.animation)) == [.walk, .idle])
        #expect(Set(poses.map(\.facing)) == [.left, .right])
        #expect(poses.contains { $0.lift >= 2 })
        #expect(Set(poses.map(\.x)).count > 40)
    }

    /// The ranks by their definition: how many pets have a smaller golden-ratio phase, or the same
    /// phase and a smaller index.
    static func countedRanks(count: Int) -> [Int] {
        let phases = (0..<count).map { fraction(Double($0) * PetRhythm.goldenConjugate) }
        var ranks = [Int](repeating: 0, count: count)
        for i in 0..<count {
            for j in 0..<count where phases[j] < phases[i] || (phases[j] == phases[i] && j < i) { ranks[i] += 1 }
        }
        return ranks
    }

    @Test("Depth ranks are each pet's place by golden-ratio phase, for groups of every size", arguments: [0, 1, 2, 3, 8, 250, 2000])
    func depthRanksFollowThePhase(count: Int) {
        let ranks = PetMotion.depthRanks(count: count)
        #expect(ranks.sorted() == Array(0..<count))
        let counted = Self.countedRanks(count: count)
        let mismatches = (0..<count).filter { ranks[$0] != counted[$0] }
        #expect(mismatches.isEmpty, "pets ranked otherwise than their phase: \(mismatches.prefix(5))")
    }

    @Test("With 2000 pets every pet walks in the depth slot its rank gives, as with 8")
    func manyPetsKeepTheirDepthSlots() throws {
        let count = 2000
        let renderer = try TestSheet.renderer(TestSheet.data(pets: count))
        let settings = RenderSettings.test(.systemLarge)
        let field = SceneLayout(settings: settings).field
        let ranks = Self.countedRanks(count: count)
        for k in [0, 1, 720, 4321] {
            let poses = renderer.poses(at: start.addingTimeInterval(Double(k) * 5), settings: settings)
            #expect(poses.map(\.index) == Array(0..<count))
            let outside = poses.filter { pose in
                let slot = field.slot(rank: ranks[pose.index], count: count)
                return !(slot.first..<(slot.first + slot.size)).contains(pose.y)
            }
            #expect(outside.isEmpty, "sample \(k): pets outside their slot: \(outside.prefix(3).map(\.index))")
        }
    }
}
