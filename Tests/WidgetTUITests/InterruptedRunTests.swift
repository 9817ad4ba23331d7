import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// SIGINT or SIGTERM during a long run removes the temporary files it made before the process
/// ends by the signal; a kill -9 still leaves them, for the next run to remove. The real binary,
/// stopped once its temporaries are on disk.
@Suite(.serialized) struct InterruptedRunTests {
    /// The temporary files in `folder`.
    static func temporaries(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(FileIO.temporaryMarker) }
    }

    /// Starts `widget-tui ARGS` in `home`, waits until `folder` holds at least `least` temporary
    /// files, sends `signal` and waits for the end; returns the process and its standard error.
    func stop(_ arguments: [String], home: AppTestHome, watching folder: URL, least: Int, with signal: Int32) throws
        -> (process: Process, err: String) {
        let process = Process()
        process.executableURL = try builtWidgetTUI()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(home.environment) { $1 }
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Self.temporaries(in: folder).count < least, process.isRunning, Date() < deadline { usleep(5_000) }
        #expect(process.isRunning, "the run ended before it could be stopped")
        kill(process.processIdentifier, signal)
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process, text)
    }

    @Test("Ctrl-C during snapshot --every 1 --count 3000 removes every temporary file the run staged, and the folder is as it was")
    func snapshotStoppedBySIGINT() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        let (process, err) = try stop(["snapshot", "--out", out.path, "--every", "1", "--count", "3000"] + SnapshotInputs.fixed,
                                      home: home, watching: out, least: 100, with: SIGINT)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT, "\(process.terminationReason.rawValue) \(process.terminationStatus) \(err)")
        #expect(err.contains("widget-tui snapshot: stopped by SIGINT; removed the "), "\(err)")
        #expect(Self.temporaries(in: out).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test("SIGTERM during export --animation removes the animation's temporary file")
    func exportStoppedBySIGTERM() throws {
        let home = try AppTestHome()
        let out = home.folder("export")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let (process, err) = try stop(["export", "--animation", out.appendingPathComponent("timeline.png").path, "--count", "3000"]
                                          + SnapshotInputs.fixed, home: home, watching: out, least: 1, with: SIGTERM)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM, "\(err)")
        #expect(err.contains("widget-tui export: stopped by SIGTERM; removed the 1 temporary file it had made"), "\(err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test("A kill -9 leaves the temporaries, and the next run removes them")
    func killedRunLeavesThemForTheNext() throws {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        let inputs = ["--every", "1", "--count", "3000"] + SnapshotInputs.fixed
        let (process, _) = try stop(["snapshot", "--out", out.path] + inputs, home: home, watching: out, least: 100, with: SIGKILL)
        #expect(process.terminationStatus == SIGKILL)
        #expect(Self.temporaries(in: out).count >= 100)
        #expect(home.run(["snapshot", "--out", out.path, "--count", "2"] + SnapshotInputs.fixed).code == 0)
        #expect(Self.temporaries(in: out).isEmpty)
    }
}
