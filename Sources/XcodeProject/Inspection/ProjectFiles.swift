import Foundation

/// Reading files of a project folder from outside: regular files only (a FIFO or a device
/// planted in a folder is refused, never waited on), up to a size limit.
enum ProjectFiles {
    enum ReadResult {
        case data(Data)
        case missing
        case failed(String)
    }

    static func read(_ url: URL, limit: Int) -> ReadResult {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .failed(String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failed("not a regular file") }
        guard Int(info.st_size) <= limit else { return .failed("larger than \(limit) bytes; not read") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(String(cString: strerror(errno)))
            }
            if count == 0 { return .data(data) }
            data.append(contentsOf: buffer[0..<count])
        }
        return .failed("grew past \(limit) bytes while being read")
    }

    /// Whether `url` is a folder, without following a symbolic link.
    static func isFolder(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a folder, sorted; empty when it cannot be listed.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
