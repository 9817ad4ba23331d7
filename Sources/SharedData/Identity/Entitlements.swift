import Essentials

/// A target's `.entitlements` file (an XML plist, as Xcode writes it) and the App Groups it claims.
public struct Entitlements: Equatable, Sendable {
    public static let applicationGroupsKey = "com.apple.security.application-groups"

    /// The file's path, for messages.
    public let file: String
    /// The groups exactly as listed, typos included: a gate compares them case-sensitively.
    public let applicationGroups: [String]
    /// Whether the file has the App Groups entitlement at all (the capability was added to the target).
    public let hasApplicationGroupsKey: Bool

    public init(contentsOf url: URL) throws(EntitlementsError) {
        self = try Self.read(contentsOf: url).entitlements
    }

    /// The file read once, with its bytes, for a caller that also looks at the text (the line
    /// each group is written on).
    public static func read(contentsOf url: URL) throws(EntitlementsError) -> (entitlements: Entitlements, data: Data) {
        let data: Data?
        do { data = try FileIO.read(url, limit: .entitlements) } catch { throw .unreadable(file: url.path, reason: error.detail(about: url.path)) }
        guard let data else { throw .missing(file: url.path) }
        return (try Entitlements(file: url.path, data: data), data)
    }

    public init(file: String, data: Data) throws(EntitlementsError) {
        self.file = file
        let root: PlistValue
        do {
            root = try PropertyListFormat.decode(data)
        } catch {
            throw .notAPropertyList(file: file, reason: error.description)
        }
        guard case let .dictionary(entries) = root else {
            throw .notADictionary(file: file, found: root.typeName)
        }
        guard let listed = entries[Self.applicationGroupsKey] else {
            applicationGroups = []
            hasApplicationGroupsKey = false
            return
        }
        // Nested deeper than iOS reads, or damaged: the reason, not only that it is unreadable.
        if case let .unreadable(value) = listed {
            throw .notAPropertyList(file: file, reason: "\(Self.applicationGroupsKey): \(value.reason)")
        }
        guard case let .array(items) = listed else {
            throw .wrongType(file: file, key: Self.applicationGroupsKey, expected: "Array of String", found: listed.typeName)
        }
        var groups: [String] = []
        for (index, item) in items.enumerated() {
            guard let group = item.stringValue else {
                throw .wrongType(file: file, key: "\(Self.applicationGroupsKey)[\(index)]", expected: "String", found: item.typeName)
            }
            groups.append(group)
        }
        applicationGroups = groups
        hasApplicationGroupsKey = true
    }

    /// Exact, case-sensitive membership, as the system checks it.
    public func lists(_ group: GroupIdentifier) -> Bool {
        applicationGroups.contains(group.rawValue)
    }
}
