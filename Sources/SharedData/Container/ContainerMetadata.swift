import Essentials

/// The container manager's metadata plist: how the iOS Simulator (and forensic tools such as
/// iLEAPP) tell which group a UUID-named container folder belongs to.
public enum ContainerMetadata {
    public static let fileName = ".com.apple.mobile_container_manager.metadata.plist"
    public static let identifierKey = "MCMMetadataIdentifier"
    /// Content class 7 marks an App Group container.
    static let appGroupContentClass = 7

    /// What a folder's metadata says, read once: the group it belongs to, and whether widget-tui
    /// made it (so its own files may go in it).
    struct Claim: Equatable, Sendable {
        let group: GroupIdentifier
        let madeByWidgetTUI: Bool
        /// Where the container was when `app capture` copied it (`capturedFromKey`).
        var capturedFrom: String? = nil
    }

    /// The group a folder claims, or nil when it has no metadata file (or is no folder): what
    /// `--container DIR` reads its group from when `--group` is not given.
    public static func groupIdentifier(inFolder folder: URL) throws(ContainerError) -> GroupIdentifier? {
        try claim(inFolder: folder)?.group
    }

    /// The folder's claim, or nil when it has no metadata file.
    static func claim(inFolder folder: URL) throws(ContainerError) -> Claim? {
        // Named only in errors: the URL is built when one is thrown.
        var file: URL { folder.appendingPathComponent(fileName) }
        let data: Data?
        do {
            data = try ConfinedFolder.open(folder).read(fileName, limit: .systemPlist)
        } catch .noFolder {
            return nil
        } catch {
            throw .metadataUnreadable(file: file.path, reason: error.detail(about: file.path))
        }
        guard let data else { return nil }
        let root: PlistValue
        do { root = try PropertyListFormat.decode(data) } catch { throw .metadataCorrupt(file: file.path, reason: error.description) }
        guard case let .dictionary(entries) = root else {
            throw .metadataWrongType(file: file.path, key: "top level", expected: "Dictionary", found: root.typeName)
        }
        guard let value = entries[identifierKey] else { throw .metadataMissingKey(file: file.path, key: identifierKey) }
        guard let text = value.stringValue else {
            throw .metadataWrongType(file: file.path, key: identifierKey, expected: "String", found: value.typeName)
        }
        do {
            // Either style may be on disk; whether it suits the platform is checked where the ID is asked for.
            return Claim(group: try GroupIdentifier(text, platform: .macOS), madeByWidgetTUI: entries[madeByWidgetTUIKey]?.boolValue == true,
                         capturedFrom: entries[capturedFromKey]?.stringValue.flatMap(Self.formerPath))
        } catch {
            throw .metadataInvalidIdentifier(file: file.path, key: identifierKey, reason: error.description)
        }
    }

    /// Marks a container widget-tui made (`ContainerRoot.create`): its own files may go in it.
    /// The container manager ignores keys it does not know.
    static let madeByWidgetTUIKey = "WidgetTUIMadeThisContainer"

    /// The path a captured container had where it was copied from (`app capture`): the values a
    /// home_widget app stored name files under it, and they are read from the copy instead.
    static let capturedFromKey = "WidgetTUICapturedFrom"
    static let uuidKey = "MCMMetadataUUID"

    /// - Parameter capturedFrom: the container's path where `app capture` copied it from.
    static func encode(group: GroupIdentifier, uuid: String, capturedFrom: String? = nil) throws(PlistWriteError) -> Data {
        var entries: [String: PlistValue] = [
            identifierKey: .string(group.rawValue),
            "MCMMetadataContentClass": .int(appGroupContentClass),
            uuidKey: .string(uuid),
            "MCMMetadataSchemaVersion": .int(1),
            madeByWidgetTUIKey: .bool(true),
        ]
        if let capturedFrom { entries[capturedFromKey] = .string(capturedFrom) }
        return try PropertyListFormat.encodeBinary(.dictionary(PlistDictionary(entries)))
    }

    /// A recorded former path as a container path can be: absolute, one line, no `..`; else nil,
    /// and the metadata names no former place.
    static func formerPath(_ text: String) -> String? {
        guard text.hasPrefix("/"), text.count <= 4096, !text.contains(where: \.isNewline),
              !text.slashSeparatedNames.contains("..") else { return nil }
        return text
    }
}
