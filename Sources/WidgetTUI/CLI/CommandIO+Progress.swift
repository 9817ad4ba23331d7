import WidgetTUIKit

extension CommandIO {
    /// Runs long work with a progress callback for the kit: drawn as a `ProgressLine` on standard
    /// error when `showsProgress`, else ignored; erased however the work ends.
    func withProgress<T>(_ label: String, unit: String, _ work: ((WorkProgress) -> Void) throws -> T) rethrows -> T {
        guard showsProgress else { return try work(WorkProgress.ignored) }
        let line = ProgressLine(label: label, unit: unit, write: errProgress)
        defer { line.finish() }
        return try work(line.update)
    }
}
