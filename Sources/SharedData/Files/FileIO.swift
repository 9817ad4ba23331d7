import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bounded reads with POSIX calls, so failures carry errno rather than a generic error. Files inside
/// a container are reached through `ConfinedFolder`; this reads files the user named (entitlements,
/// sprite sheets, snapshots) and what `ConfinedFolder` opened.
public enum FileIO {
    /// Temporary files carry this in their name so scans can skip a write in progress, and the
    /// next writer can remove what a killed one left.
    public static let temporaryMarker = ".widget-tui-tmp-"

    /// The regular file at `url` (links in the path are followed: the user named it), at most
    /// `limit` bytes; nil when nothing exists there. Non-blocking open, so a FIFO is refused
    /// instead of hanging the reader; the size is checked before a byte is read.
    public static func read(_ url: URL, limit: ReadLimit) throws(FileAccessError) -> Data? {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: url.path, reason: SystemError("open").description)
        }
        defer { close(fd) }
        let kind = try kind(of: fd, path: url.path)
        guard kind.isRegularFile else { throw .notARegularFile(path: url.path, found: kind) }
        return try read(descriptor: fd, path: url.path, limit: limit)
    }

    /// Everything `fd` holds from its current offset, at most `limit` bytes: a regular file's size
    /// is checked first; a pipe (standard input) is read until it passes the limit.
    public static func read(descriptor fd: Int32, path: String, limit: ReadLimit) throws(FileAccessError) -> Data {
        var chunk = 64 * 1024
        if case let .regular(size, _) = try kind(of: fd, path: path) {
            guard size <= limit.bytes else { throw .tooLarge(path: path, size: size, limit: limit) }
            // Room for the whole file and the byte that shows its end: thousands of small files
            // (snapshots) are read without clearing 64 KiB for each.
            chunk = min(chunk, Int(size) + 1)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let n = buffer.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: SystemError("read").description)
            }
            if n == 0 { return data }
            // The file grew after fstat, or is a pipe: stop as soon as it passes the limit.
            guard data.count + n <= limit.bytes else { throw .tooLarge(path: path, size: Int64(data.count + n), limit: limit) }
            data.append(contentsOf: buffer[0..<n])
        }
    }

    static func kind(of fd: Int32, path: String) throws(FileAccessError) -> FileKind {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: SystemError("stat").description) }
        return FileKind(info) { "(unknown)" }
    }

    /// Writes all of `text` to the descriptor, a short write continued and an interrupted one
    /// retried (FileHandle's `write` without Foundation); stops at the first failure, as a closed
    /// pipe or a full disk leave nothing else to do.
    public static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { SystemCall.write(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes = bytes.dropFirst(count)
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// All of `data` written to `fd`, through short writes and signals.
    public static func write(_ data: Data, to fd: Int32) throws(SystemError) {
        let failure: SystemError? = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let n = SystemCall.write(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return SystemError("write")
                }
                offset += n
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Whether `path` names a folder, links followed (FileManager's `fileExists(atPath:isDirectory:)`,
    /// whose flag is an ObjCBool on macOS and a Bool elsewhere).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    public static func modificationDate(_ info: stat) -> Date {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    static func isTemporary(_ name: String) -> Bool { name.contains(temporaryMarker) }

    /// `mkdir -p`, for a folder the user named (a groups root); folders inside a container are
    /// made by `ConfinedFolder`.
    /// The current folder's path (`getcwd`), nil when it cannot be told (removed, too long).
    public static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func createDirectory(_ url: URL) throws(SystemError) {
        var path = ""
        for component in url.standardizedFileURL.pathComponents {
            path = component == "/" ? "/" : (path.hasSuffix("/") ? path : path + "/") + component
            if mkdir(path, 0o755) != 0, errno != EEXIST { throw SystemError("create folder \(path)") }
        }
    }
}
