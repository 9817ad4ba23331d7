import Essentials

/// The host app's side of the group, the only one that writes. Every write happens under the
/// writer lock and is atomic; a suite that cannot be read is never overwritten.
public struct GroupWriter: Sendable {
    public let container: GroupContainer
    /// How long a second writer waits for the lock before failing.
    public let lockTimeout: Duration
    /// How the suite is changed: as a file, or through a booted simulator's `defaults`.
    public let suite: SuiteChannel
    private let now: @Sendable () -> Date

    public init(container: GroupContainer, lockTimeout: Duration = .seconds(10), suite: SuiteChannel = .file,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.container = container
        self.lockTimeout = lockTimeout
        self.suite = suite
        self.now = now
    }

    /// The app reads the group too.
    public var reader: GroupReader { GroupReader(container: container) }

    /// Runs `body` holding the writer lock, so several writes (and the reload after them) happen
    /// without another writer in between. Holding it, no other write is in progress, so the
    /// temporary files a killed writer left are removed first, and so is the torn last line of the
    /// reload record (the session's `notes` say so).
    public func withLock<T>(_ body: (Session) throws -> T) throws -> T {
        let folder: ConfinedFolder
        do throws(FileAccessError) {
            // A container is never made by a write: gone, it fails here rather than come back empty.
            if case .outside = container.bookkeeping { _ = try container.open() }
            folder = try container.makeBookkeepingFolder()
        } catch {
            throw WriterLockError.failed(file: container.writerLockURL.path, reason: error.detail(about: container.writerLockURL.path))
        }
        return try WriterLock.withLock(in: folder, name: ContainerBookkeeping.writerLockName, timeout: lockTimeout) {
            _ = try? container.open().removeAbandonedTemporaries()
            let note = try ReloadLog(container: container).dropTornLine()
            return try body(Session(container: container, suite: suite, now: now, notes: note.map { [$0] } ?? []))
        }
    }

    public func set(_ value: PlistValue, forKey key: String) throws {
        try withLock { try $0.set(value, forKey: key) }
    }

    @discardableResult
    public func removeValue(forKey key: String) throws -> PlistValue? {
        try withLock { try $0.removeValue(forKey: key) }
    }

    public func writeFile(_ path: String, contents: Data) throws {
        try withLock { try $0.writeFile(path, contents: contents) }
    }

    @discardableResult
    public func reloadTimelines(ofKind kind: String) throws -> ReloadRequest {
        try withLock { try $0.reloadTimelines(ofKind: kind) }
    }

    @discardableResult
    public func reloadAllTimelines() throws -> ReloadRequest {
        try withLock { try $0.reloadAllTimelines() }
    }

    /// Writes made while holding the lock; only `withLock` hands one out.
    public struct Session {
        public let container: GroupContainer
        fileprivate let suite: SuiteChannel
        fileprivate let now: @Sendable () -> Date
        /// What taking the lock repaired, for the command to report.
        public let notes: [String]

        /// Read-modify-write of the suite: `body` changes the values, which are saved only when
        /// they changed; values it did not touch are written back exactly, unreadable ones too. A
        /// suite that cannot be read is left untouched and the error says why. Every data write
        /// starts the reload record when there is none (iOS keeps none), so that a write widget-tui
        /// makes without a reload after it is seen as one, and, in a container widget-tui did not
        /// make, marks the data as its own (`WriteMark`): a later write is the app's. Through a booted simulator's `defaults`,
        /// only the changed keys are written, once every one is known to be writable; the values
        /// are read from the file either way.
        public func update<T>(_ body: (inout PlistDictionary) throws -> T) throws -> T {
            let defaults = GroupDefaults(container: container)
            var values: PlistDictionary
            do {
                values = try defaults.load()
            } catch {
                throw DefaultsError.refusingToOverwrite(file: defaults.file.path, reason: error.reason)
            }
            // The values as read, kept only for a simulator's `defaults`, which is given the keys
            // that changed; a suite file is written whole, and needs no second copy in memory.
            let before: PlistDictionary? = switch suite {
            case .simulatorDefaults: values
            case .file, .refused: nil
            }
            let edits = values.edits
            let result = try body(&values)
            guard values.edits != edits, before.map({ values != $0 }) ?? true else { return result }
            switch suite {
            case .file:
                try ReloadLog(container: container).start()
                try defaults.save(values)
            case let .simulatorDefaults(simulator):
                let calls = try simulator.calls(from: before ?? values, to: values, suite: defaults.file)
                try ReloadLog(container: container).start()
                try simulator.run(calls)
            case let .refused(error):
                throw error
            }
            try WriteMark(container: container).record()
            return result
        }

        public func set(_ value: PlistValue, forKey key: String) throws {
            try update { $0[key] = value }
        }

        @discardableResult
        public func removeValue(forKey key: String) throws -> PlistValue? {
            try update { $0.removeValue(forKey: key) }
        }

        /// Writes a file atomically at a path confined to the container, creating its folders.
        public func writeFile(_ path: String, contents: Data) throws {
            let components = try ContainerPath(container: container).components(path)
            try ReloadLog(container: container).start()
            let (folder, name) = try container.makeFolder(holding: components)
            try folder.replace(name, with: contents)
            try WriteMark(container: container).record()
        }

        /// As home_widget's `renderFlutterWidget`: the image at `home_widget/<key>.png`, its
        /// absolute path stored under `key`.
        public func saveHomeWidgetImage(_ png: Data, forKey key: String) throws {
            let path = "home_widget/\(key).png"
            try writeFile(path, contents: png)
            try set(.string(container.url.appendingPathComponent(path).path), forKey: key)
        }

        /// Fails when the reload record is damaged: called before writing data that a reload will
        /// announce, so nothing is written that could not be announced.
        public func checkReloadRecord() throws(ReloadError) {
            _ = try ReloadLog(container: container).lastSequence()
        }

        /// - Parameter reason: `.interaction` for the reload WidgetKit makes after a widget button's
        ///   intent ran; nil for the app's own request.
        @discardableResult
        public func reloadTimelines(ofKind kind: String, reason: ReloadReason? = nil) throws(ReloadError) -> ReloadRequest {
            try ReloadLog(container: container).record(kind: kind, at: now(), reason: reason)
        }

        @discardableResult
        public func reloadAllTimelines() throws(ReloadError) -> ReloadRequest {
            try ReloadLog(container: container).record(kind: nil, at: now())
        }

        /// The session's clock, so what a write stamps and the reload after it agree.
        public var date: Date { now() }
    }
}
