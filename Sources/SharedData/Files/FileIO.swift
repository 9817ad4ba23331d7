import Foundation

/// File reads and atomic writes with POSIX calls, so failures carry errno rather than a generic error.
enum FileIO {
    /// Temporary files carry this in their name so scans can skip a write in progress.
    static let temporaryMarker = ".widget-tui-tmp-"

    /// The whole regular file, or nil when nothing exists at `url`. Non-blocking open, so a FIFO
    /// planted in a container is refused instead of hanging the reader.
    static func read(_ url: URL) throws(SystemError) -> Data? {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw SystemError("open")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SystemError("stat") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw SystemError("read (not a regular file)", code: EISDIR) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw SystemError("read")
            }
            if n == 0 { return data }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    /// Writes to a temporary file in the destination's folder, then renames it into place: a reader
    /// sees the old file or the new one, never part of one. No fsync: this guards against readers,
    /// not against power loss.
    static func writeAtomically(_ data: Data, to url: URL) throws(SystemError) {
        let folder = url.deletingLastPathComponent()
        var template = Array(folder.appendingPathComponent("." + url.lastPathComponent + temporaryMarker + "XXXXXX").path.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw SystemError("create a temporary file in \(folder.path)") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: SystemError?
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = SystemError("write"); return
                }
                offset += n
            }
        }
        if failure == nil, fchmod(fd, 0o644) != 0 { failure = SystemError("chmod") }
        // Stamp the file from the fine clock that reload records use: the kernel's own mtime is
        // coarse (a few ms), which could date a write made just after a reload before it.
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var times = [now, now]
        if failure == nil, futimens(fd, &times) != 0 { failure = SystemError("set the modification time") }
        close(fd)
        if failure == nil, rename(temporary, url.path) != 0 { failure = SystemError("rename into place") }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Appends with one `write` call, so a concurrent reader sees the old end or the whole line.
    static func append(_ data: Data, to url: URL) throws(SystemError) {
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw SystemError("open for appending") }
        defer { close(fd) }
        let written = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        guard written == data.count else { throw SystemError("append", code: written < 0 ? errno : EIO) }
    }

    static func modificationDate(_ info: stat) -> Date {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    static func isTemporary(_ name: String) -> Bool { name.contains(temporaryMarker) }

    /// `mkdir -p`.
    static func createDirectory(_ url: URL) throws(SystemError) {
        var path = ""
        for component in url.standardizedFileURL.pathComponents {
            path = component == "/" ? "/" : (path.hasSuffix("/") ? path : path + "/") + component
            if mkdir(path, 0o755) != 0, errno != EEXIST { throw SystemError("create folder \(path)") }
        }
    }
}
