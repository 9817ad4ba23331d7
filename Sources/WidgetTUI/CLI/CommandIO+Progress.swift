import WidgetTUIKit

extension CommandIO {
    /// Runs long work with a progress callback for the kit: drawn as a `ProgressLine` on standard
    /// error when `showsProgress`, erased however the work ends. At each step a SIGINT or SIGTERM
    /// received stops the run, removing the temporary files it made (`Interruption`).
    func withProgress<T>(_ label: String, unit: String, _ work: ((WorkProgress) -> Void) throws -> T) rethrows -> T {
        let line = showsProgress ? ProgressLine(label: label, unit: unit, write: errProgress) : nil
        defer { line?.finish() }
        let stop = Interruption.Stop(label: label, io: self) { line?.finish() }
        return try Interruption.during(stop) {
            try work { progress in
                stop.ifAsked()
                line?.update(progress)
            }
        }
    }
}
