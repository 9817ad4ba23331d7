import CCurses
import Essentials
import SharedData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM during long work (`snapshot`, `export`, `verify`): the run removes the
/// temporary files it made (`TemporaryFiles`) before it ends, rather than leaving a snapshot run's
/// thousands of hidden files to the next run. The signal is recorded (`wt_record_stops`) and acted
/// on between files and frames (`checkpoint`), where no write is half done, never inside a
/// snapshot folder's renames (`SnapshotFolder.run`), which finish first: a run that is renaming
/// completes its renames, or its journal has the next run finish them. The process then ends by the
/// signal itself, so its status says so (130 for SIGINT, 143 for SIGTERM in a shell). A second
/// signal, or a kill -9, ends it at once, its temporaries left for the next run as before.
enum Interruption {
    /// Runs `work` with SIGINT and SIGTERM recorded, and stops at its end when one came.
    static func during<T>(_ stop: Stop, _ work: () throws -> T) rethrows -> T {
        wt_record_stops(1)
        defer { wt_record_stops(0) }
        let result = try work()
        stop.ifAsked()
        return result
    }

    /// How a command stops: `label` names it in the message, `before` clears what it drew (a
    /// progress line).
    struct Stop {
        let label: String
        let io: CommandIO
        var before: () -> Void = {}

        /// Ends the process when a stop was asked for, after removing the temporary files it made.
        func ifAsked() {
            let signal = wt_stop_signal()
            guard signal != 0 else { return }
            let removed = TemporaryFiles.made.removeAll()
            before()
            let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
            io.errLine("widget-tui \(label): stopped by \(name)"
                + (removed > 0 ? "; removed the \(String(count: removed, "temporary file")) it had made" : ""))
            wt_record_stops(0)
            raise(signal)
            // Not reached: the default action of SIGINT and SIGTERM ends the process.
            exit(128 + signal)
        }
    }
}
