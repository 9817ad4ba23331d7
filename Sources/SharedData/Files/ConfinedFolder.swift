import CSyncFS
import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder whose entries are reached by name only: every file and subfolder is opened
/// relative to this handle (`openat`, `mkdirat`, `renameat`, `unlinkat`) with `O_NOFOLLOW`, so a
/// symbolic link, a FIFO, a socket or a device in place of what the tool expects is refused with
/// an error naming its path and what it is, and nothing is ever read or written outside the folder.
/// Every path the tool opens in a container goes through it; a folder the user names (snapshots)
/// can use it for the files whose names the tool generates.
///
/// Names are single path components. The folder's own path is followed when it is opened: that is
/// where the user or the container locator pointed.
public final class ConfinedFolder: Sendable {
    /// The folder's path, for messages.
    public let path: String
    private let descriptor: Int32

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens the folder at `url`; with `create`, makes it and its parents first (`mkdir -p`).
    public static func open(_ url: URL, create: Bool = false) throws(FileAccessError) -> ConfinedFolder {
        let path = url.filePath
        if create {
            do { try FileIO.createDirectory(url) } catch { throw .writeFailed(path: path, reason: error.description) }
        }
        let fd = SystemCall.open(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            var info = stat()
            if stat(path, &info) != 0 { throw .noFolder(path: path) }
            if info.st_mode & S_IFMT != S_IFDIR { throw .notAFolder(path: path, found: FileKind(info) { "" }) }
            throw .unreadable(path: path, reason: SystemError("open", code: code).description)
        }
        return ConfinedFolder(descriptor: fd, path: path)
    }

    /// A folder the user names for widget-tui to write in (a report, artifacts, snapshots, an
    /// export), opened folder by folder without following a symbolic link: a checkout is a pull
    /// request's, and a link in it could send a report anywhere. The path is walked from the
    /// current folder when it lies below it (where the user is, followed as it is), else from `/`,
    /// whose own links (`/tmp` and `/var` on macOS) are followed: a pull request cannot make
    /// those. `.` and `..` are taken as written. With `create`, missing folders are made
    /// (`mkdir -p`); a link on the way is refused naming it and what it points at.
    public static func openFollowingNoLinks(_ url: URL, create: Bool = false) throws(FileAccessError) -> ConfinedFolder {
        let path = url.filePath
        var folder: ConfinedFolder
        var names: [String]
        // By bytes, as the kernel reads the path (`slashSeparatedNames`).
        if let current = FileIO.currentDirectory(), current != "/",
           path.utf8.elementsEqual(current.utf8) || path.utf8.starts(with: (current + "/").utf8) {
            folder = try open(URL(fileURLWithPath: current))
            names = String(decoding: path.utf8.dropFirst(current.utf8.count), as: UTF8.self).slashSeparatedNames
        } else {
            guard path.utf8.first == UInt8(ascii: "/") else { throw .noFolder(path: path) }
            names = path.slashSeparatedNames
            if let top = names.first, top != ".", top != ".." {
                folder = try open(URL(fileURLWithPath: "/" + top), create: create)
                names.removeFirst()
            } else {
                folder = try open(URL(fileURLWithPath: "/"))
            }
        }
        for name in names {
            switch name {
            case ".": continue
            case "..": folder = try folder.parent()
            default:
                if create {
                    folder = try folder.makeSubfolder(name)
                } else {
                    guard let next = try folder.subfolder(name) else { throw .noFolder(path: folder.path(of: name)) }
                    folder = next
                }
            }
        }
        return folder
    }

    /// The folder this one is in: `..`, which is never a link.
    private func parent() throws(FileAccessError) -> ConfinedFolder {
        let fd = openat(descriptor, "..", O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: SystemError("open its parent").description) }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let parentPath = trimmed.lastIndex(of: "/").map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? path + "/.."
        return ConfinedFolder(descriptor: fd, path: parentPath)
    }

    /// The full path of an entry, for messages.
    public func path(of name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    // MARK: Looking

    /// What `name` is, without following it.
    public func kind(of name: String) throws(FileAccessError) -> FileKind {
        try check(name)
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return .missing }
            throw .unreadable(path: path(of: name), reason: SystemError("stat").description)
        }
        return FileKind(info) { linkTarget(name) }
    }

    /// The entries' names, without `.` and `..`, unsorted.
    public func names() throws(FileAccessError) -> [String] {
        // A descriptor of its own: the listing moves its offset.
        let fd = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0, let listing = fdopendir(fd) else {
            let failure = SystemError("open the folder")
            if fd >= 0 { close(fd) }
            throw .unreadable(path: path, reason: failure.description)
        }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: Folders

    /// The subfolder `name`; nil when it does not exist.
    public func subfolder(_ name: String) throws(FileAccessError) -> ConfinedFolder? {
        try openSubfolder(name, create: false)
    }

    /// The subfolder `name`, made when it does not exist.
    public func makeSubfolder(_ name: String) throws(FileAccessError) -> ConfinedFolder {
        guard let folder = try openSubfolder(name, create: true) else {
            throw .writeFailed(path: path(of: name), reason: "the folder vanished as it was made")
        }
        return folder
    }

    /// The folder at `components` below this one, each opened as `subfolder` does; nil when one
    /// does not exist.
    public func subfolder(at components: some Sequence<String>) throws(FileAccessError) -> ConfinedFolder? {
        var folder = self
        for name in components {
            guard let next = try folder.subfolder(name) else { return nil }
            folder = next
        }
        return folder
    }

    /// The folder at `components` below this one, making those that do not exist (`mkdir -p`).
    public func makeSubfolder(at components: some Sequence<String>) throws(FileAccessError) -> ConfinedFolder {
        var folder = self
        for name in components { folder = try folder.makeSubfolder(name) }
        return folder
    }

    private func openSubfolder(_ name: String, create: Bool) throws(FileAccessError) -> ConfinedFolder? {
        try check(name)
        for _ in 0..<2 {
            let fd = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { return ConfinedFolder(descriptor: fd, path: path(of: name)) }
            let code = errno
            switch try kind(of: name) {
            case .missing:
                guard create else { return nil }
                if mkdirat(descriptor, name, 0o755) != 0, errno != EEXIST {
                    throw .writeFailed(path: path(of: name), reason: SystemError("create the folder").description)
                }
            case .folder:
                // Missing when opened, there when looked at: another process (a writer of the
                // suite) made it in between. Open it again rather than calling it unreadable.
                guard code == ENOENT else { throw .unreadable(path: path(of: name), reason: SystemError("open", code: code).description) }
            case let .symbolicLink(target):
                throw .symbolicLink(path: path(of: name), target: target)
            case let other:
                throw .notAFolder(path: path(of: name), found: other)
            }
        }
        return nil
    }

    // MARK: Files

    /// The regular file `name`, at most `limit` bytes (checked on the opened file before reading);
    /// nil when there is none. `singleLink`: a file with another hard link is refused
    /// (`.hardLinkedRead`), for a folder of outside data whose files must not be names of files
    /// elsewhere (a project from an archive).
    public func read(_ name: String, limit: ReadLimit, singleLink: Bool = false) throws(FileAccessError) -> Data? {
        guard let fd = try openFile(name, O_RDONLY, create: false, writing: false, singleLink: singleLink) else { return nil }
        defer { close(fd) }
        return try FileIO.read(descriptor: fd, path: path(of: name), limit: limit)
    }

    /// Writes `data` to a new temporary file in this folder, then renames it over `name`: a reader
    /// sees the old file or the new one, never part of one. Whatever is at `name` must be a regular
    /// file (a link is refused, not replaced). The file is stamped from the fine clock that reload
    /// records use: the kernel's own mtime is coarse (a few ms), which could date a write made just
    /// after a reload before it. No fsync: this guards against readers and a killed writer, not
    /// against power loss (`synchronize(_:)` makes a whole run's writes durable at once).
    public func replace(_ name: String, with data: Data) throws(FileAccessError) {
        try replace(name) { fd throws(SystemError) in try FileIO.write(data, to: fd) }
    }

    /// As `replace(_:with:)`, unless `name` already holds exactly `data`: then the file is left as
    /// it is (same inode, same modification time) and the result is false. Only a file of the same
    /// size is read to compare.
    @discardableResult
    public func update(_ name: String, with data: Data) throws(FileAccessError) -> Bool {
        let kind = try kind(of: name)
        guard kind == .missing || kind.isRegularFile else { throw refusal(name, kind) }
        if case let .regular(size, _) = kind, size == data.count, try holds(name, data) { return false }
        try renameIntoPlace(name) { fd throws(SystemError) in try FileIO.write(data, to: fd) }
        return true
    }

    /// Makes the writes to `names` in this folder and the folder's own entries (renames, removals)
    /// durable at once, instead of a `fsync` per file as each is written. On Linux one `syncfs` of
    /// the folder's file system; on macOS, which has none, a `fsync` of each file, then
    /// `F_FULLFSYNC` of the folder, which also empties the drive's cache (not run on a Mac).
    public func synchronize(_ names: some Sequence<String>) throws(FileAccessError) {
        #if canImport(Darwin)
        for name in names {
            guard let fd = try openFile(name, O_RDONLY, create: false, writing: false) else { continue }
            defer { close(fd) }
            guard fsync(fd) == 0 else { throw .writeFailed(path: path(of: name), reason: SystemError("fsync").description) }
        }
        guard fcntl(descriptor, F_FULLFSYNC) == 0 || fsync(descriptor) == 0 else {
            throw .writeFailed(path: path, reason: SystemError("fsync").description)
        }
        #elseif canImport(Glibc)
        guard wt_syncfs(descriptor) == 0 else { throw .writeFailed(path: path, reason: SystemError("syncfs").description) }
        #endif
    }

    /// As `replace(_:with:)`, with the contents written by `write` into the temporary file's
    /// descriptor, which it must leave open: for contents made as they are written (a PNG).
    public func replace(_ name: String, writing write: (Int32) throws(SystemError) -> Void) throws(FileAccessError) {
        let kind = try kind(of: name)
        guard kind == .missing || kind.isRegularFile else { throw refusal(name, kind) }
        try renameIntoPlace(name, writing: write)
    }

    /// The temporary file written, stamped and renamed over `name`, which was looked at.
    private func renameIntoPlace(_ name: String, writing write: (Int32) throws(SystemError) -> Void) throws(FileAccessError) {
        let temporary = try writeTemporary(for: name, writing: write)
        if renameat(descriptor, temporary, descriptor, name) != 0 {
            let failure = SystemError("rename into place")
            unlinkat(descriptor, temporary, 0)
            TemporaryFiles.made.remove(temporary, in: self)
            throw .writeFailed(path: path(of: name), reason: failure.description)
        }
        TemporaryFiles.made.remove(temporary, in: self)
    }

    /// As `update(_:with:)`, but the new file is left under its temporary name, returned, for the
    /// caller to `rename` into place with the other files of a run, or to `remove`: nil when `name`
    /// already holds exactly `data`. For a run of thousands of files in a folder the user named
    /// (snapshots), so a new file costs what an atomic write must (open, write, close, rename, and
    /// the look at `name`): it keeps the mode `openat` gives it under the user's umask, as any
    /// tool's output file does, and the kernel's modification time, since no reload is dated
    /// against it.
    ///
    /// `listedAbsent`: the caller listed this folder (`names()`) for its run and `name` was not
    /// there, so it is not looked at again: a new file then costs one system call less. Whatever
    /// another process puts there since is replaced by the caller's rename, never followed, as
    /// anything made there just after the look would be.
    public func stage(_ name: String, _ data: Data, listedAbsent: Bool = false) throws(FileAccessError) -> String? {
        if listedAbsent {
            try check(name)
        } else {
            let kind = try kind(of: name)
            guard kind == .missing || kind.isRegularFile else { throw refusal(name, kind) }
            if case let .regular(size, _) = kind, size == data.count, try holds(name, data) { return nil }
        }
        return try writeTemporary(for: name, stamped: false) { fd throws(SystemError) in try FileIO.write(data, to: fd) }
    }

    /// A new temporary file for `name` written by `write`; removed when that fails. `stamped`: its
    /// mode set to 0644 whatever the umask (another process reads a container's files) and its
    /// modification time from the fine clock (see `replace(_:with:)`).
    private func writeTemporary(for name: String, stamped: Bool = true,
                                writing write: (Int32) throws(SystemError) -> Void) throws(FileAccessError) -> String {
        let (fd, temporary) = try createTemporary(for: name)
        var failure: SystemError?
        do { try write(fd) } catch { failure = error }
        if stamped, failure == nil {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            var times = [now, now]
            if fchmod(fd, 0o644) != 0 {
                failure = SystemError("chmod")
            } else if futimens(fd, &times) != 0 {
                failure = SystemError("set the modification time")
            }
        }
        close(fd)
        if let failure {
            unlinkat(descriptor, temporary, 0)
            TemporaryFiles.made.remove(temporary, in: self)
            throw .writeFailed(path: path(of: name), reason: failure.description)
        }
        return temporary
    }

    /// Appends `data` to the regular file `name` (made when missing), whole or not at all: written
    /// with one `write` call, so a concurrent reader sees the old end or the whole of it; a write a
    /// full disk cuts short is cut back to the old end, so no partial line is left for the next
    /// writer to refuse. The caller serializes writers (the writer lock).
    public func append(_ name: String, _ data: Data) throws(FileAccessError) {
        guard let fd = try openFile(name, O_WRONLY | O_APPEND, create: true, writing: true) else { return }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .writeFailed(path: path(of: name), reason: SystemError("stat").description) }
        do throws(SystemError) {
            // After a short write the next call reports why (ENOSPC) rather than a guess.
            try FileIO.write(data, to: fd)
        } catch {
            ftruncate(fd, info.st_size)
            throw .writeFailed(path: path(of: name), reason: SystemError("append", code: error.code).description)
        }
    }

    /// Renames the entry `name` to `newName` in this folder, replacing what `newName` names (an
    /// empty folder by a folder, a file by a file).
    public func rename(_ name: String, to newName: String) throws(FileAccessError) {
        try check(name)
        try check(newName)
        guard renameat(descriptor, name, descriptor, newName) == 0 else {
            throw .writeFailed(path: path(of: newName), reason: SystemError("rename \(name) into place").description)
        }
        TemporaryFiles.made.remove(name, in: self)
    }

    /// Removes `name` when it is not a folder (a link itself, never its target); false when there
    /// was nothing to remove.
    @discardableResult
    public func remove(_ name: String) throws(FileAccessError) -> Bool {
        let kind = try kind(of: name)
        if kind == .missing { return false }
        if kind == .folder { throw .notARegularFile(path: path(of: name), found: kind) }
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
            throw .writeFailed(path: path(of: name), reason: SystemError("remove").description)
        }
        TemporaryFiles.made.remove(name, in: self)
        return true
    }

    /// The regular file `name` (made when missing) emptied and opened for writing, for a file a
    /// command writes as it goes (`preview --trace`); the caller closes the descriptor. As for a
    /// lock, it must have no other hard link.
    public func emptied(_ name: String) throws(FileAccessError) -> Int32 {
        guard let fd = try openFile(name, O_WRONLY, create: true, writing: true) else {
            throw .writeFailed(path: path(of: name), reason: "the file vanished as it was made")
        }
        guard ftruncate(fd, 0) == 0 else {
            let failure = SystemError("truncate")
            close(fd)
            throw .writeFailed(path: path(of: name), reason: failure.description)
        }
        return fd
    }

    /// The regular file `name` opened for reading and writing in place (made when missing), for a
    /// lock: it must have no other hard link, or truncating it would change a file elsewhere.
    func openInPlace(_ name: String) throws(FileAccessError) -> Int32 {
        guard let fd = try openFile(name, O_RDWR, create: true, writing: true) else {
            throw .writeFailed(path: path(of: name), reason: "the file vanished as it was made")
        }
        return fd
    }

    // MARK: Internals

    /// Opens the regular file `name` without following a link; nil when it is missing and not
    /// `create`d. A file opened for writing in place must have a single link, and one read with
    /// `singleLink` too.
    private func openFile(_ name: String, _ flags: Int32, create: Bool, writing: Bool, singleLink: Bool = false) throws(FileAccessError) -> Int32? {
        // Look first, so a device is never opened (opening one can act on it).
        let before = try kind(of: name)
        if before == .missing, !create { return nil }
        guard before == .missing || before.isRegularFile else { throw refusal(name, before) }
        let fd = openat(descriptor, name, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | (create ? O_CREAT : 0), 0o644)
        guard fd >= 0 else {
            let failure = SystemError("open")
            let now = try kind(of: name)
            if now == .missing, !create { return nil }
            if now != .missing, !now.isRegularFile { throw refusal(name, now) }
            throw writing ? .writeFailed(path: path(of: name), reason: failure.description)
                : .unreadable(path: path(of: name), reason: failure.description)
        }
        // Checked again on what was opened: the entry may have been swapped in between.
        let opened: FileKind
        do { opened = try FileIO.kind(of: fd, path: path(of: name)) } catch { close(fd); throw error }
        if case let .regular(_, links) = opened, !((writing || singleLink) && links > 1) { return fd }
        close(fd)
        if case let .regular(_, links) = opened {
            throw writing ? .hardLinked(path: path(of: name), links: links) : .hardLinkedRead(path: path(of: name), links: links)
        }
        throw .notARegularFile(path: path(of: name), found: opened)
    }

    /// Whether `name`, just seen to be a regular file, holds exactly `data`: read to one byte past
    /// its length, so a file that grew since it was looked at is told apart. Anything else there
    /// now is not held, and left to the write to refuse.
    private func holds(_ name: String, _ data: Data) throws(FileAccessError) -> Bool {
        let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        guard try FileIO.kind(of: fd, path: path(of: name)).isRegularFile else { return false }
        var contents = [UInt8](repeating: 0, count: data.count + 1)
        var filled = 0
        while filled < contents.count {
            let n = contents.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path(of: name), reason: SystemError("read").description)
            }
            if n == 0 { break }
            filled += n
        }
        guard filled == data.count else { return false }
        return filled == 0 || data.withUnsafeBytes { memcmp($0.baseAddress!, contents, filled) == 0 }
    }

    private func refusal(_ name: String, _ kind: FileKind) -> FileAccessError {
        if case let .symbolicLink(target) = kind { return .symbolicLink(path: path(of: name), target: target) }
        return .notARegularFile(path: path(of: name), found: kind)
    }

    /// A new file named after `name` with the temporary marker and this process's id, never one
    /// that exists (`O_EXCL`): one process writes a name once at a time, so that name is free but
    /// for a leftover of a killed process that had the same id, or a name sharing the first 64
    /// bytes; then a random suffix.
    private func createTemporary(for name: String) throws(FileAccessError) -> (Int32, String) {
        var random = SystemRandomNumberGenerator()
        for attempt in 0..<100 {
            // One draw from the system's generator for the whole suffix, and only after a collision.
            let suffix = attempt == 0 ? Self.processID : String(random.next() % 2_176_782_336, radix: 36)  // at most 6 digits
            let temporary = Self.temporaryPrefix(for: name) + suffix
            let fd = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 {
                TemporaryFiles.made.add(temporary, in: self)
                return (fd, temporary)
            }
            guard errno == EEXIST else { break }
        }
        throw .writeFailed(path: path(of: name), reason: SystemError("create a temporary file in \(path)").description)
    }

    /// Read once: glibc makes a system call of every `getpid`. The tool never runs Swift code in a
    /// forked child (it spawns), so the id stays this process's.
    private static let processID = String(getpid())

    /// What every temporary file for `name` starts with: short enough for any file system's
    /// 255-byte names.
    public static func temporaryPrefix(for name: String) -> String { "." + String(name.prefix(64)) + FileIO.temporaryMarker }

    /// Removes the temporary file `name` this process made, for `TemporaryFiles`; false when it
    /// was not there.
    func unlinkTemporary(_ name: String) -> Bool {
        unlinkat(descriptor, name, 0) == 0
    }

    private func linkTarget(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return "(unreadable)" }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// By bytes, as the kernel reads the name: a "/" with a combining mark after it is one
    /// Character, which a search by Characters passes over, and still a separator. (By bytes it
    /// is also a few instructions, not thousands, on each of a snapshot run's 27,000 checks.)
    private func check(_ name: String) throws(FileAccessError) {
        var name = name
        let valid = name.withUTF8 { bytes in
            !bytes.isEmpty && !bytes.elementsEqual(".".utf8) && !bytes.elementsEqual("..".utf8)
                && !bytes.contains(UInt8(ascii: "/")) && !bytes.contains(0)
        }
        if !valid {
            throw .invalidName(folder: path, name: name)
        }
    }
}

