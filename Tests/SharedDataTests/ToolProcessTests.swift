import Foundation
import Testing
@testable import SharedData
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tool that overruns its time is stopped with SIGTERM, whatever the mask of the thread that
/// started it: async code runs on worker threads, which often block SIGTERM.
@Suite struct ToolProcessTests {
    final class Outcome: @unchecked Sendable { var failure: ToolProcess.Failure? }

    /// Runs `body` on a new thread whose signal mask blocks SIGTERM, and waits for its result.
    func onThreadBlockingSIGTERM(_ body: @escaping @Sendable () -> ToolProcess.Failure?) -> ToolProcess.Failure? {
        let box = Outcome(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGTERM)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            box.failure = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.failure
    }

    @Test func aToolStartedFromAThreadBlockingSIGTERMIsEndedBySIGTERMNotByTheLaterSIGKILL() throws {
        let sleep = try #require(["/bin/sleep", "/usr/bin/sleep"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let tool = ToolProcess(executable: URL(fileURLWithPath: sleep), environment: [:], timeout: 0.2)
        let failure = onThreadBlockingSIGTERM {
            do throws(ToolProcess.Failure) { _ = try tool.run(["30"]); return nil } catch { return error }
        }
        #expect(failure == .timedOut(endedBy: SIGTERM))
    }

    @Test("A tool whose file is still open for writing when it starts (ETXTBSY) starts once it is closed")
    func aBusyToolStartsOnceItsFileIsClosed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("tool")
        try Data("#!/bin/sh\nexit 3\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        // Held open for writing, as a child forked by another thread would hold it until its exec.
        let writer = open(script.path, O_WRONLY)
        try #require(writer >= 0)
        let released = DispatchSemaphore(value: 0)
        Thread {
            usleep(60_000)
            close(writer)
            released.signal()
        }.start()
        let outcome = try ToolProcess(executable: script, environment: [:], timeout: 5).run([])
        released.wait()
        #expect(outcome.status == 3)
    }
}
