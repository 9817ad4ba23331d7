import Essentials
import PetRenderer

/// Same date, same frame, in any order: each date drawn twice in a row, then all of them again
/// backwards and interleaved, must give the first frame every time.
enum DeterminismCheck {
    static let name = "determinism"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "the same date gives the same frame, in any drawing order"
    static let fix = "draw each frame from the entry's date alone: no random numbers, no Date() or .now in the view, "
        + "no frame counter or state kept between entries"

    static func run(dates: [Date], render: FrameRender) -> CheckResult {
        var first: [[UInt8]] = []
        for date in dates {
            let a = render(date), b = render(date)
            if a != b {
                return .fail(name, "the frame for \(ISODate.format(date)) changed when drawn twice in a row "
                    + "(\(byteDifference(a, b))): something other than the date decides it, such as randomness or the clock", fix: fix)
            }
            first.append(a)
        }
        let orders = [
            ("backwards", Array(dates.indices.reversed())),
            ("interleaved (even dates, then odd)", dates.indices.filter { $0 % 2 == 0 } + dates.indices.filter { $0 % 2 == 1 }),
        ]
        for (label, order) in orders {
            for i in order {
                let frame = render(dates[i])
                if frame != first[i] {
                    return .fail(name, "the frame for \(ISODate.format(dates[i])) changed when the dates were drawn \(label) "
                        + "(\(byteDifference(first[i], frame))): it depends on what was drawn before, not on the date", fix: fix)
                }
            }
        }
        return .pass(name, "\(dates.count) dates drawn twice in a row, backwards and interleaved gave the same frame for each date")
    }
}
