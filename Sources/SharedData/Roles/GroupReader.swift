import Essentials

/// The widget extension's view of the group: it reads settings, files and reload requests, and
/// its API has no way to write. Reads take no lock; writers' atomic renames keep them whole.
public struct GroupReader: Sendable {
    public let container: GroupContainer

    public init(container: GroupContainer) {
        self.container = container
    }

    public var suiteFile: URL { container.suiteURL }

    // MARK: Settings

    /// Every value in the group's suite (empty when the app never wrote one).
    public func values() throws(DefaultsError) -> PlistDictionary {
        try GroupDefaults(container: container).load()
    }

    /// The suite's values and size from one read; nil when the app never wrote one.
    public func suite() throws(DefaultsError) -> SuiteFile? {
        try GroupDefaults(container: container).read()
    }

    /// The value exactly under `key` (compared by UTF-16 code units, as CFPreferences compares keys).
    public func value(forKey key: String) throws(DefaultsError) -> PlistValue? {
        try values()[key]
    }

    public func integer(forKey key: String) throws(DefaultsError) -> Int? { try typed(key, "Int", \.intValue) }
    public func double(forKey key: String) throws(DefaultsError) -> Double? { try typed(key, "Double", \.doubleValue) }
    public func bool(forKey key: String) throws(DefaultsError) -> Bool? { try typed(key, "Bool", \.boolValue) }
    public func string(forKey key: String) throws(DefaultsError) -> String? { try typed(key, "String", \.stringValue) }
    public func data(forKey key: String) throws(DefaultsError) -> Data? { try typed(key, "Data", \.dataValue) }
    public func date(forKey key: String) throws(DefaultsError) -> Date? { try typed(key, "Date", \.dateValue) }
    public func array(forKey key: String) throws(DefaultsError) -> [PlistValue]? { try typed(key, "Array", \.arrayValue) }
    public func dictionary(forKey key: String) throws(DefaultsError) -> PlistDictionary? { try typed(key, "Dictionary", \.dictionaryValue) }

    /// nil when the key is absent; a value of another type, or one that cannot be read, is an
    /// error naming the file and key.
    private func typed<T>(_ key: String, _ expected: String, _ extract: (PlistValue) -> T?) throws(DefaultsError) -> T? {
        guard let value = try value(forKey: key) else { return nil }
        if case let .unreadable(unreadable) = value {
            throw .unreadableValue(file: suiteFile.path, key: key, reason: unreadable.reason.description)
        }
        guard let typed = extract(value) else {
            throw .wrongType(file: suiteFile.path, key: key, expected: expected, found: value.typeName)
        }
        return typed
    }

    // MARK: Files

    /// A file by path relative to the container (or an absolute path into a container of the
    /// group), reached without following links, at most `limit` bytes.
    public func readFile(_ path: String, limit: ReadLimit) throws(FileAccessError) -> Data {
        guard let data = try container.read(try ContainerPath(container: container).components(path), limit: limit) else {
            throw .notFound(path: path, container: container.url.path)
        }
        return data
    }

    /// Where a path lands in the container, for messages, refusing paths that lead out of it;
    /// read it with `readFile`.
    public func fileURL(_ path: String) throws(FileAccessError) -> URL {
        try ContainerPath(container: container).resolve(path)
    }

    /// The file a home_widget key points at: the absolute path `renderFlutterWidget` stored,
    /// mapped into this container.
    public func homeWidgetFile(forKey key: String) throws -> URL {
        guard let value = try value(forKey: key) else { throw FileAccessError.notFound(path: "home_widget key \(key)", container: container.url.path) }
        guard let path = value.stringValue else {
            throw FileAccessError.notAPath(key: key, file: suiteFile.path, found: value.typeName)
        }
        return try fileURL(path)
    }

    // MARK: The widget's data

    /// The data contract, with every problem and the default used for it; never fails.
    public func petWidgetData() -> DecodedPetWidgetData {
        do {
            return PetWidgetDataDecoder(file: suiteFile.path).decode(try values())
        } catch {
            return .unreadable(error, file: suiteFile.path)
        }
    }

    // MARK: Changes

    /// What widget-tui records of the app's reload requests for the container (`ContainerBookkeeping`):
    /// nothing at all for a container as iOS leaves it, widget-tui's record where its writer wrote.
    public func reloadRecord() throws(ReloadError) -> ReloadRecord {
        try ReloadLog(container: container).requests().map(ReloadRecord.recorded) ?? .unrecorded
    }

    /// Why widget-tui's writers would refuse the reload record (a damaged line, no next sequence
    /// number); nil when they would not, or there is none.
    public func reloadRecordRefusal() -> ReloadError? { ReloadLog(container: container).writerRefusal() }

    /// The reload requests recorded, oldest first; none when the container keeps no record.
    public func reloadRequests() throws(ReloadError) -> [ReloadRequest] {
        try reloadRecord().requests
    }

    /// When the suite or a shared file was last written: newer than the last reload request means
    /// the data changed but a real widget would stay stale.
    public var lastDataChange: Date? { stamp().lastDataChange }

    /// Whether the widget's timeline was built from the data as they are now: whether the last
    /// reload request for `kind` (or for all widgets) recorded these data's digest
    /// (`ContainerDataDigest`). A copy or a checkout, which changes file times and not the data,
    /// decides nothing. Without a record, or when the data are not as widget-tui last wrote them
    /// (`WriteMark`), that cannot be known. `change` is the data files' newest modification time,
    /// for the message; the kinds requested with these data are named when none was this one.
    public func reloadAfterLastChange(forKind kind: String) throws(ReloadError) -> ReloadAfterChange {
        guard let change = stamp().lastDataChange else { return .noChange }
        guard case let .recorded(requests) = try reloadRecord() else { return .unknowable(change: change) }
        let digest = ContainerDataDigest.of(container)
        guard WriteMark(container: container).covers(digest) else { return .unknowable(change: change) }
        let last = requests.lastIndex { $0.applies(toKind: kind) }
        if let last, digest != nil, requests[last].dataDigest == digest { return .reloaded(change: change, by: requests[last]) }
        let others = requests[(last.map { $0 + 1 } ?? 0)...].filter { digest != nil && $0.dataDigest == digest }
        return .notReloaded(change: change, otherKinds: Set(others.compactMap(\.kind)).sorted())
    }

    /// Compare with an earlier stamp to learn cheaply whether anything changed.
    public func stamp() -> ContainerStamp { ContainerStamp(of: container) }
}
