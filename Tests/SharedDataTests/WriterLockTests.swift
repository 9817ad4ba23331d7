import Foundation
import Synchronization
import Testing
@testable import SharedData

@Suite struct WriterLockTests {
    @Test func aSecondWriterWaitsThenFailsNamingTheHolder() throws {
        let fixture = try ContainerFixture()
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let holder = fixture.writer
        let thread = Thread {
            try? holder.withLock { _ in
                entered.signal()
                release.wait()
            }
        }
        thread.start()
        entered.wait()
        defer { release.signal() }
        let error = #expect(throws: WriterLockError.self) { try fixture.writer.set(.int(1), forKey: "k") }
        guard case let .timeout(file, timeout, pid)? = error else { Issue.record("expected a timeout, got \(String(describing: error))"); return }
        #expect(file == fixture.container.url.appendingPathComponent("Library/Caches/widget-tui/writer.lock").path)
        #expect(timeout == .milliseconds(300))
        #expect(pid == getpid())
        #expect(error?.description.contains("gave up after 0.3 s") == true)
        #expect(try fixture.reader.value(forKey: "k") == nil)
    }

    @Test func aWaitingWriterGoesAheadOnceTheLockIsFree() throws {
        let fixture = try ContainerFixture()
        let entered = DispatchSemaphore(value: 0)
        let holder = fixture.writer
        let thread = Thread {
            try? holder.withLock { session in
                entered.signal()
                usleep(50_000)
                try session.set(.int(1), forKey: "first")
            }
        }
        thread.start()
        entered.wait()
        try GroupWriter(container: fixture.container, lockTimeout: .seconds(5)).set(.int(2), forKey: "second")
        #expect(try fixture.reader.values() == ["first": .int(1), "second": .int(2)])
    }

    @Test func concurrentReadModifyWritesLoseNoUpdate() throws {
        let fixture = try ContainerFixture()
        // Generous: on a loaded machine 200 locked updates from four threads can queue for a while.
        let writer = GroupWriter(container: fixture.container, lockTimeout: .seconds(120))
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<50 {
                do {
                    try writer.withLock { session in try session.update { $0["n"] = .int(($0["n"]?.intValue ?? 0) + 1) } }
                } catch {
                    failures.withLock { $0 += 1 }
                }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        #expect(try fixture.reader.integer(forKey: "n") == 200)
    }
}
