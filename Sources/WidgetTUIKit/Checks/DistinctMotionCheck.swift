import Essentials
import PetRenderer

/// No two pets in the same place showing the same frame at the same moment: pets that share one
/// pose function read as a single pet.
enum DistinctMotionCheck {
    static let name = "distinct-motion"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "no two pets share position and frame over a day sampled every 5 s"
    static let fix = "give each pet its own phase, speed and depth lane derived from its index, so no two move in step"

    /// - Parameters:
    ///   - dates: the moments sampled, for example a day every 5 s.
    ///   - names: pet names for the message, by index.
    ///   - poses: every pet's pose at a date.
    static func run(dates: [Date], names: [String] = [], poses: (Date) -> [PetPose]) -> CheckResult {
        struct Place: Hashable {
            let x: Int, y: Int, animation: PetAnimation, frame: Int
        }
        var count = 0
        for date in dates {
            var seen: [Place: PetPose] = [:]
            let all = poses(date)
            count = max(count, all.count)
            for pose in all {
                let place = Place(x: pose.x, y: pose.y, animation: pose.animation, frame: pose.frame)
                if let other = seen[place] {
                    let who = [other.index, pose.index].map { i in i < names.count ? "\(i) (\(names[i]))" : "\(i)" }
                    return .fail(name, "at \(ISODate.format(date)) pets \(who[0]) and \(who[1]) are both at x \(pose.x), y \(pose.y) "
                        + "showing \(pose.animation.rawValue) frame \(pose.frame): they look like one pet", fix: fix)
                }
                seen[place] = pose
            }
        }
        if count < 2 {
            return .pass(name, "\(count == 1 ? "one pet" : "no pets"): no two pets to share a position and frame")
        }
        return .pass(name, "\(count) pets never shared position and frame in \(dates.count) sampled moments")
    }
}
