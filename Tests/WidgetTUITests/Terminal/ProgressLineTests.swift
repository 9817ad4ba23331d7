import Synchronization
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct ProgressLineTests {
    /// A clock the test moves, and everything the line wrote.
    final class Recorder: Sendable {
        let written = Mutex<[String]>([])
        let offset = Mutex<Duration>(.zero)
        let start = ContinuousClock.now

        func line(_ label: String = "snapshot", unit: String = "files") -> ProgressLine {
            ProgressLine(label: label, unit: unit, write: { text in self.written.withLock { $0.append(text) } },
                         now: { self.start + self.offset.withLock { $0 } })
        }

        func advance(_ duration: Duration) { offset.withLock { $0 += duration } }
        var writes: [String] { written.withLock { $0 } }
    }

    @Test("The first update draws at once; then at most one redraw per 100 ms, however often the work reports")
    func redrawsAreThrottled() {
        let recorder = Recorder()
        let line = recorder.line()
        for done in 1...1000 {
            line.update(WorkProgress(done: done, total: 1000))
            recorder.advance(.microseconds(500))   // 1000 updates in 0.5 s
        }
        let writes = recorder.writes
        #expect(writes.count >= 5 && writes.count <= 6, "\(writes.count) redraws in 0.5 s")
        #expect(writes.first == "\r" + "snapshot: 1/1000 files\u{1B}[K")
    }

    @Test("A redraw shows count, total and rate, in place, and finishing erases the line")
    func drawsCountTotalRateAndErases() {
        let recorder = Recorder()
        let line = recorder.line("verify", unit: "snapshots")
        line.update(WorkProgress(done: 1, total: 900))
        recorder.advance(.milliseconds(500))
        line.update(WorkProgress(done: 300, total: 900))
        line.finish()
        #expect(recorder.writes == ["\rverify: 1/900 snapshots\u{1B}[K", "\rverify: 300/900 snapshots, 600/s\u{1B}[K", "\r\u{1B}[K"])
    }

    @Test("Work that reported nothing erases nothing")
    func nothingDrawnNothingErased() {
        let recorder = Recorder()
        recorder.line().finish()
        #expect(recorder.writes.isEmpty)
    }

    @Test("Progress is wanted on a terminal outside CI only", arguments: [
        (true, [String: String](), true),
        (true, ["TERM": "xterm-256color"], true),
        (false, [:], false),
        (true, ["CI": "true"], false),
        (true, ["CI": "1", "TERM": "xterm"], false),
        (true, ["TERM": "dumb"], false),
        (true, ["CI": ""], true),
    ])
    func wantedOnATerminalOutsideCI(terminal: Bool, environment: [String: String], wanted: Bool) {
        #expect(ProgressLine.isWanted(errorIsTerminal: terminal, environment: ProcessEnvironment(environment)) == wanted)
    }

    @Test("Without showsProgress a command's work reports to no one and writes nothing")
    func commandIOWithoutProgress() {
        let sink = OutputSink()
        var reported = 0
        sink.io.withProgress("snapshot", unit: "files") { progress in
            for done in 1...3 { progress(WorkProgress(done: done, total: 3)); reported += 1 }
        }
        #expect(reported == 3)
        #expect(sink.err.isEmpty && sink.out.isEmpty)
    }

    @Test("With showsProgress the line goes to standard error only, and is erased at the end")
    func commandIOWithProgress() {
        let sink = OutputSink()
        var io = sink.io
        io.showsProgress = true
        io.withProgress("export", unit: "tiles") { progress in progress(WorkProgress(done: 1, total: 2)) }
        #expect(sink.err == "\rexport: 1/2 tiles\u{1B}[K\r\u{1B}[K")
        #expect(sink.out.isEmpty)
    }
}
