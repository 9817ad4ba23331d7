import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock that serializes writers: `flock` on a file in the container. Readers never
/// take it; atomic renames keep them safe. A second writer polls until the timeout, then fails
/// naming the process that holds the lock.
public enum WriterLock {
    /// Runs `body` holding the lock file `name` in `folder`, made when missing. The file is opened
    /// without following a link and must have no other hard link: the holder's pid is written
    /// into it.
    public static func withLock<T>(in folder: ConfinedFolder, name: String, timeout: Duration, _ body: () throws -> T) throws -> T {
        let fd = try acquire(folder, name, timeout: timeout)
        defer {
            flock(fd, LOCK_UN)
            close(fd)
        }
        return try body()
    }

    private static func acquire(_ folder: ConfinedFolder, _ name: String, timeout: Duration) throws(WriterLockError) -> Int32 {
        let file = folder.path(of: name)
        let fd: Int32
        do { fd = try folder.openInPlace(name) } catch { throw .failed(file: file, reason: error.detail(about: file)) }
        let deadline = ContinuousClock.now + timeout
        var pause: UInt32 = 100
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw .failed(file: file, reason: SystemError("flock", code: code).description)
            }
            guard ContinuousClock.now < deadline else {
                let holder = holder(fd)
                close(fd)
                throw .timeout(file: file, timeout: timeout, holder: holder)
            }
            usleep(pause)
            pause = min(pause * 2, 2_000)
        }
        // Say who holds it, for the message a waiting writer prints.
        let pid = Array("\(getpid())\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = pwrite(fd, pid, pid.count, 0) }
        return fd
    }

    /// The pid the holder wrote: the first line of the file, read from the descriptor already open.
    private static func holder(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(fd, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes.prefix(count), as: UTF8.self).trimmingWhitespace)
    }
}
