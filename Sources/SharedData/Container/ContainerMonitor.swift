import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells, through a descriptor a loop can `poll`, when something in a container may have changed,
/// so a preview can sleep until then instead of looking at the container every 100 ms. On Linux
/// an inotify instance watches every folder of the container (a folder's watch reports the files
/// in it); on macOS a kqueue watches every folder and file (a folder reports only what is added,
/// removed or renamed in it, and the reload log is appended in place). Neither follows a link.
///
/// It only says when to look: what changed is for the caller to find (`ContainerStamp`). When
/// it cannot watch (no such call, out of watches, the folder gone), `descriptor` is nil and the
/// caller polls. Verified on Linux; the kqueue code has not run on a Mac.
public final class ContainerMonitor {
    /// Folders (and on macOS files) watched at most; beyond that the caller polls.
    static let maximumWatches = 1_000

    /// The folder watched.
    public let folder: URL
    /// Readable when something may have changed; nil when nothing watches the folder.
    public private(set) var descriptor: Int32?
    /// The files kqueue watches through, open until the next drain.
    private var watched: [Int32] = []

    public init(folder: URL) {
        self.folder = folder
        descriptor = Self.makeQueue()
        watchEverything()
    }

    deinit { stop() }

    /// Reads the notifications that arrived and watches what was made since; call when `descriptor`
    /// is readable, before looking at the container, so a change made meanwhile notifies again.
    public func drain() {
        guard let descriptor else { return }
        Self.discardPending(descriptor)
        watchEverything()
    }

    /// Watches the folder and what is in it as it is now. Watching again what is watched costs a
    /// call and changes nothing (inotify), or starts over (kqueue: a file replaced by a rename is
    /// a new file, its old watch saw the last of it). Something that vanished meanwhile is left
    /// to its folder's watch, which saw it go; any other failure gives up, and the caller polls.
    private func watchEverything() {
        guard let queue = descriptor else { return }
        for fd in watched { close(fd) }
        watched = []
        let entries = ContainerWalk.entries(of: folder).filter { Self.watchesEntry(isFolder: $0.isFolder) }
        guard entries.count < Self.maximumWatches else {
            stop()
            return
        }
        for url in [folder] + entries.map(\.url) {
            switch Self.watch(url, in: queue) {
            case .watching(let file?): watched.append(file)
            case .watching(nil): break
            case .vanished where url != folder: break
            case .vanished, .failed:
                stop()
                return
            }
        }
    }

    /// Stops watching: `descriptor` becomes nil.
    private func stop() {
        for fd in watched { close(fd) }
        watched = []
        if let descriptor { close(descriptor) }
        descriptor = nil
    }

    private enum Watch {
        /// With the file kept open for it, if any.
        case watching(Int32?)
        case vanished
        case failed
    }

    private static func outcome(ofFailure code: Int32) -> Watch {
        code == ENOENT || code == ENOTDIR || code == ELOOP ? .vanished : .failed
    }

    #if canImport(Glibc)
    private static let events = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO
        | IN_CLOSE_WRITE | IN_DELETE_SELF | IN_MOVE_SELF)

    private static func makeQueue() -> Int32? {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        return fd >= 0 ? fd : nil
    }

    /// A folder's watch reports its files too.
    private static func watchesEntry(isFolder: Bool) -> Bool { isFolder }

    private static func watch(_ url: URL, in queue: Int32) -> Watch {
        inotify_add_watch(queue, url.path, events | UInt32(IN_ONLYDIR | IN_DONT_FOLLOW)) >= 0 ? .watching(nil) : outcome(ofFailure: errno)
    }

    private static func discardPending(_ queue: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while read(queue, &buffer, buffer.count) > 0 {}
    }
    #elseif canImport(Darwin)
    private static func makeQueue() -> Int32? {
        let fd = kqueue()
        return fd >= 0 ? fd : nil
    }

    /// A folder reports only what is added, removed or renamed in it: files are watched themselves.
    private static func watchesEntry(isFolder: Bool) -> Bool { true }

    private static func watch(_ url: URL, in queue: Int32) -> Watch {
        let fd = open(url.path, O_EVTONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return outcome(ofFailure: errno) }
        var change = kevent(ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                            fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_LINK | NOTE_REVOKE),
                            data: 0, udata: nil)
        guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
            close(fd)
            return .failed
        }
        return .watching(fd)
    }

    private static func discardPending(_ queue: Int32) {
        var events = [kevent](repeating: kevent(), count: 64)
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        while kevent(queue, nil, 0, &events, Int32(events.count), &now) > 0 {}
    }
    #else
    private static func makeQueue() -> Int32? { nil }
    private static func watchesEntry(isFolder: Bool) -> Bool { false }
    private static func watch(_ url: URL, in queue: Int32) -> Watch { .failed }
    private static func discardPending(_ queue: Int32) {}
    #endif
}
