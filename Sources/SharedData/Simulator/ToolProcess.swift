import Foundation

/// Runs a command-line tool (`xcrun`) to its end within a time limit, keeping the first 64 KiB of
/// what it prints: a tool that hangs or floods its output cannot hang widget-tui or fill memory.
struct ToolProcess {
    static let keptOutput = 64 << 10

    let executable: URL
    let environment: [String: String]
    let timeout: TimeInterval

    struct Outcome {
        let status: Int32
        let errors: String
    }

    enum Failure: Error {
        case launch(String)
        case timedOut
    }

    func run(_ arguments: [String]) throws(Failure) -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch { throw .launch((error as NSError).localizedDescription) }
        // Both pipes are drained while the tool runs, so it never blocks on a full one.
        let drains = DispatchGroup()
        let kept = [Captured(), Captured()]
        for (pipe, capture) in zip([output, errors], kept) {
            DispatchQueue.global().async(group: drains) { capture.drain(pipe.fileHandleForReading) }
        }
        guard ended.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            _ = ended.wait(timeout: .now() + 5)
            throw .timedOut
        }
        _ = drains.wait(timeout: .now() + 5)
        return Outcome(status: process.terminationStatus, errors: kept[1].text)
    }

    /// The first `keptOutput` bytes read from a pipe until its end.
    private final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func drain(_ handle: FileHandle) {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                lock.lock()
                data.append(chunk.prefix(max(0, ToolProcess.keptOutput - data.count)))
                lock.unlock()
            }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
