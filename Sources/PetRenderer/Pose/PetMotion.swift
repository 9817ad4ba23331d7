import Essentials
#if canImport(Glibc)
import func Glibc.sin
#elseif canImport(Darwin)
import func Darwin.sin
#endif

/// The pose of a pet as a pure function of the date: no state, no frame counter, nothing left to chance,
/// so any entry can be drawn alone, in any order, and skipped entries cost nothing.
public enum PetMotion {
    /// Pixels walked per gait frame, so feet keep pace with the ground.
    static let strideLength = 3.0
    /// Share of a hop period spent in the air.
    static let hopShare = 0.3
    static let hopHeight = 3.0

    /// - Parameters:
    ///   - depthRank: the pet's place back to front among the `count` pets, from `depthRanks(count:)`.
    ///   - sleepingSince: start of the quiet span when the pet is asleep; it then lies in its own bed
    ///     (a spot across the width by index) and its depth drift freezes.
    public static func pose(at date: Date, index: Int, count: Int, depthRank: Int, figure: PetFigure, field: WalkField,
                            sleepingSince: Date?) -> PetPose {
        let rhythm = PetRhythm(index: index)
        let now = date.timeIntervalSinceReferenceDate
        let motionTime = sleepingSince?.timeIntervalSinceReferenceDate ?? now

        // Walking time accumulated over whole walk-then-rest cycles, in closed form.
        let shifted = motionTime + rhythm.phase * rhythm.cycle
        let cycles = (shifted / rhythm.cycle).rounded(.down)
        let within = shifted - cycles * rhythm.cycle
        let walkLength = rhythm.cycle * rhythm.walkShare
        let walked = cycles * walkLength + min(within, walkLength)
        let isWalking = within < walkLength

        // Back and forth across the field: a triangle wave over the travel distance.
        let travel = Double(max(0, field.width - figure.width))
        let distance = walked * rhythm.speed + rhythm.phase * 2 * travel
        var x = 0.0
        var facing = Facing.right
        if travel > 0 {
            let u = positiveRemainder(distance, 2 * travel)
            x = u < travel ? u : 2 * travel - u
            facing = u < travel ? .right : .left
        }

        let slot = field.slot(rank: depthRank, count: count)
        let drift = 0.5 + 0.5 * sin(2 * Double.pi * (motionTime / rhythm.driftPeriod + rhythm.phase))
        let y = slot.first + Int((Double(slot.size - 1) * drift).rounded())

        let animation: PetAnimation
        let frame: Int
        var lift = 0
        if sleepingSince != nil {
            animation = .sleep
            frame = PetFigure.frame(at: now + rhythm.phase * 10, durations: figure.sleepDurations)
        } else if isWalking {
            animation = .walk
            frame = Int(positiveRemainder((distance / strideLength).rounded(.down), Double(max(1, figure.walkFrameCount))))
            lift = frame % 2
        } else {
            animation = .idle
            frame = PetFigure.frame(at: now + rhythm.phase * 10, durations: figure.idleDurations)
            let hop = fraction(now / rhythm.hopPeriod + rhythm.phase)
            if hop < hopShare { lift = Int((hopHeight * sin(Double.pi * hop / hopShare)).rounded()) }
        }
        if sleepingSince != nil, count > 1 {
            // Each pet has its own bed across the width, so sleepers do not pile up where night
            // found them; alternate pets face each other.
            x = travel * (Double(index) + 0.5) / Double(count)
            facing = index % 2 == 0 ? .right : .left
        }
        return PetPose(index: index, x: min(Int(x.rounded(.down)), Int(travel)), y: y, lift: lift,
                       facing: facing, animation: animation, frame: frame)
    }

    /// Back-to-front order of each of `count` pets: ranks by golden-ratio phase, so depth does not
    /// simply follow the order of the items; equal phases rank by index. Sorted once, so a group of
    /// n pets costs n log n, not n squared.
    public static func depthRanks(count: Int) -> [Int] {
        let phases = (0..<max(0, count)).map { fraction(Double($0) * PetRhythm.goldenConjugate) }
        var ranks = [Int](repeating: 0, count: phases.count)
        for (rank, index) in phases.indices.sorted(by: { (phases[$0], $0) < (phases[$1], $1) }).enumerated() {
            ranks[index] = rank
        }
        return ranks
    }
}
