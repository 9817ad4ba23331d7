import Foundation

/// The advisory lock that serializes writers: `flock` on a file in the container. Readers never
/// take it; atomic renames keep them safe. A second writer polls until the timeout, then fails
/// naming the process that holds the lock.
public enum WriterLock {
    public static func withLock<T>(at file: URL, timeout: Duration, _ body: () throws -> T) throws -> T {
        let fd = try acquire(file, timeout: timeout)
        defer {
            flock(fd, LOCK_UN)
            close(fd)
        }
        return try body()
    }

    private static func acquire(_ file: URL, timeout: Duration) throws(WriterLockError) -> Int32 {
        do { try FileIO.createDirectory(file.deletingLastPathComponent()) } catch {
            throw .failed(file: file.path, reason: error.description)
        }
        let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .failed(file: file.path, reason: SystemError("open").description) }
        let deadline = ContinuousClock.now + timeout
        var pause: UInt32 = 100
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw .failed(file: file.path, reason: SystemError("flock", code: code).description)
            }
            guard ContinuousClock.now < deadline else {
                let holder = (try? FileIO.read(file)).flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
                close(fd)
                throw .timeout(file: file.path, timeout: timeout, holder: holder.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
            }
            usleep(pause)
            pause = min(pause * 2, 2_000)
        }
        // Say who holds it, for the message a waiting writer prints.
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = pwrite(fd, pid, pid.count, 0) }
        return fd
    }
}
