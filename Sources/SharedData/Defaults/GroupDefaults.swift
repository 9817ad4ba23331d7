import Essentials

/// The group's UserDefaults suite: a binary plist at `Library/Preferences/<groupID>.plist` in the
/// container. Reading needs no lock; `save` is atomic and only `GroupWriter` calls it, under the
/// writer lock.
public struct GroupDefaults: Sendable {
    public let container: GroupContainer

    public init(container: GroupContainer) {
        self.container = container
    }

    public var file: URL { container.suiteURL }

    /// The group a suite name stands for. As `UserDefaults(suiteName:)` documents, the suite must be
    /// the App Group identifier: not the global domain, not an app's bundle identifier.
    public static func suiteGroup(named name: String, platform: GroupPlatform = .iOS) throws(DefaultsError) -> GroupIdentifier {
        if ["NSGlobalDomain", ".GlobalPreferences", "kCFPreferencesAnyApplication"].contains(name) {
            throw .invalidSuiteName(name: name, reason: "the global domain is not writable by apps and is not shared through an App Group; "
                + "specify the app group identifier")
        }
        do {
            return try GroupIdentifier(name, platform: platform)
        } catch let .missingPrefix(_, suggestion) {
            throw .invalidSuiteName(name: name, reason: "a bundle identifier is not a shared suite (Apple: don't specify your app's "
                + "bundle identifier; specify the app group identifier); did you mean '\(suggestion)'?")
        } catch {
            throw .invalidSuiteName(name: name, reason: error.description)
        }
    }

    /// Every value in the suite; empty when the suite was never written. The file is reached
    /// without following links and refused past `ReadLimit.suite` before it is read. A key whose
    /// value cannot be read holds `.unreadable`; the others read as usual.
    public func load() throws(DefaultsError) -> PlistDictionary {
        try read()?.values ?? [:]
    }

    /// The suite file as `load` reads it, with its size; nil when the suite was never written.
    public func read() throws(DefaultsError) -> SuiteFile? {
        let data: Data?
        do {
            data = try container.read(container.suitePath, limit: .suite)
        } catch {
            throw .unreadable(file: file.path, reason: error.detail(about: file.path))
        }
        guard let data else { return nil }
        let root: PlistValue
        do {
            root = try PropertyListFormat.decode(data)
        } catch {
            throw error.limit == nil ? .corrupt(file: file.path, reason: error.description) : .beyondLimits(file: file.path, reason: error.description)
        }
        guard case let .dictionary(values) = root else { throw .notADictionary(file: file.path, found: root.typeName) }
        return SuiteFile(values: values, byteCount: data.count)
    }

    /// Writes every value, unreadable ones back as they were read; refused, with nothing written,
    /// past what the tool and iOS read (`PlistLimits`, and `ReadLimit.suite` for the file), or
    /// when it holds a value it cannot keep.
    func save(_ values: PlistDictionary) throws(DefaultsError) {
        let data: Data
        do { data = try PropertyListFormat.encodeBinary(.dictionary(values)) } catch { throw .notWritable(file: file.path, reason: error.description) }
        do throws(FileAccessError) {
            guard data.count <= ReadLimit.suite.bytes else { throw .tooLarge(path: file.path, size: Int64(data.count), limit: .suite) }
            let (folder, name) = try container.makeFolder(holding: container.suitePath)
            try folder.replace(name, with: data)
        } catch {
            throw .writeFailed(file: file.path, reason: error.detail(about: file.path))
        }
    }
}
