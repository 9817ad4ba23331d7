import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files this process has made (`ConfinedFolder`'s atomic writes and staged files)
/// and not yet renamed into place or removed, so that a run stopped by SIGINT or SIGTERM can
/// remove what it made before it exits (`removeAll`), rather than leave a snapshot run's thousands
/// of hidden files for the next run to find. A kill -9 still leaves them: the next writer of the
/// folder removes them then, as it always did.
public final class TemporaryFiles: @unchecked Sendable {
    public static let made = TemporaryFiles()

    /// Guards `folders`: a write may run on any thread.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// Each folder with the names of its temporaries, the folder kept open until they are gone.
    private var folders: [ObjectIdentifier: (folder: ConfinedFolder, names: Set<String>)] = [:]

    private init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    /// `name` was just created in `folder`.
    func add(_ name: String, in folder: ConfinedFolder) {
        locked { _ = folders[ObjectIdentifier(folder), default: (folder, [])].names.insert(name) }
    }

    /// `name` in `folder` was renamed or removed: it is no temporary of this run any more.
    func remove(_ name: String, in folder: ConfinedFolder) {
        locked {
            let id = ObjectIdentifier(folder)
            guard folders[id]?.names.remove(name) != nil, folders[id]?.names.isEmpty == true else { return }
            folders[id] = nil
        }
    }

    /// Hands `names` in `folder` over to a journal that will rename them into place, the next run
    /// if not this one (`SnapshotFolder.run`): from now on a stop leaves them, as the journal needs.
    public func handOver(_ names: [String], in folder: ConfinedFolder) {
        for name in names { remove(name, in: folder) }
    }

    /// Every temporary file held now, by its full path.
    public var paths: [String] {
        locked { folders.values.flatMap { entry in entry.names.map(entry.folder.path(of:)) } }
    }

    /// Removes every temporary file still here; returns how many were removed. For a run that is
    /// stopping: a write in progress would find its file gone.
    @discardableResult
    public func removeAll() -> Int {
        locked {
            var removed = 0
            for (folder, names) in folders.values {
                for name in names where folder.unlinkTemporary(name) { removed += 1 }
            }
            folders = [:]
            return removed
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}
