import Essentials
import PetRenderer

/// Entry k looks the same whether the entries before it were shown or skipped: iOS skips and
/// delays entries, and a new extension process starts with nothing drawn.
enum SkipRobustnessCheck {
    static let name = "skip-robustness"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "entry k is the same whether earlier entries were shown or skipped"
    static let fix = "derive everything from entry.date (for example frame = Int(date.timeIntervalSinceReferenceDate / frameSeconds) % frames), "
        + "never from how many entries were drawn before"

    /// - Parameters:
    ///   - entries: the timeline's entry dates, in order.
    ///   - targets: indices of the entries to check.
    ///   - makeRender: a renderer as a freshly started extension has it.
    static func run(entries: [Date], targets: [Int], makeRender: () -> FrameRender) -> CheckResult {
        let targets = targets.filter { entries.indices.contains($0) }
        for k in targets {
            let shown = makeRender()
            for date in entries[..<k] { _ = shown(date) }
            let afterShowing = shown(entries[k])
            let alone = makeRender()(entries[k])
            if afterShowing != alone {
                return .fail(name, "entry \(k) (\(ISODate.format(entries[k]))) differs when entries 0-\(k - 1) were shown first "
                    + "and when they were skipped (\(byteDifference(afterShowing, alone))): the frame follows a count of drawn entries", fix: fix)
            }
        }
        let list = targets.map(String.init).joined(separator: ", ")
        return .pass(name, "entries \(list) drawn after every earlier entry and drawn alone by a fresh renderer are identical")
    }
}
