import Essentials
import SharedData

/// A `.mobileprovision` (or macOS `.provisionprofile`): a CMS signed-data container whose
/// content is an XML property list. What matters here is its App ID, team and entitlements,
/// the App Groups above all: a group the profile lacks works in the simulator, which needs no
/// profile, and fails on a device. The signature is not verified; Xcode and the device do that.
public struct ProvisioningProfile: Sendable, Codable, Equatable {
    public let name: String?
    public let uuid: String?
    public let teamIdentifier: String?
    /// `application-identifier`: the team prefix, a dot and the bundle id or a wildcard
    /// (`A1B2C3D4E5.com.example.pets`, `A1B2C3D4E5.*`).
    public let applicationIdentifier: String
    /// nil when the profile has no App Groups entitlement at all.
    public let applicationGroups: [String]?
    public let expirationDate: Date?

    public static let maximumBytes = 1 << 20
    static let signedDataOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]
    static let dataOID: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01]

    /// The fuzzable entry point: the bytes of a profile.
    public static func parse(_ data: Data) throws(ProvisioningProfileError) -> ProvisioningProfile {
        guard data.count <= maximumBytes else { throw .tooLarge(maximumBytes) }
        let signed = try content(of: [UInt8](data))
        let plist: PlistValue
        do { plist = try PropertyListFormat.decode(Data(signed)) } catch { throw .notAPropertyList(error.description) }
        guard let top = plist.dictionaryValue else { throw .notAPropertyList("the top level is \(plist.typeName), not a Dictionary") }
        guard let entitlements = top["Entitlements"]?.dictionaryValue else { throw .missing("Entitlements dictionary") }
        guard let appID = (entitlements["application-identifier"] ?? entitlements["com.apple.application-identifier"])?.stringValue else {
            throw .missing("application-identifier entitlement")
        }
        let team = entitlements["com.apple.developer.team-identifier"]?.stringValue
            ?? top["TeamIdentifier"]?.arrayValue?.first?.stringValue
        return ProvisioningProfile(
            name: top["Name"]?.stringValue,
            uuid: top["UUID"]?.stringValue,
            teamIdentifier: team,
            applicationIdentifier: appID,
            applicationGroups: entitlements[Entitlements.applicationGroupsKey]?.arrayValue.map { $0.compactMap(\.stringValue) },
            expirationDate: top["ExpirationDate"]?.dateValue
        )
    }

    /// The signed content: ContentInfo { signedData, [0] SignedData { version, digests,
    /// EncapsulatedContentInfo { data, [0] OCTET STRING } ... } }.
    static func content(of bytes: [UInt8]) throws(ProvisioningProfileError) -> ArraySlice<UInt8> {
        guard bytes.first == 0x30 else { throw .notCMS("does not start with a SEQUENCE", offset: 0) }
        let reader = DERReader(bytes: bytes)
        let contentInfo = try reader.element(at: 0, limit: bytes.count)
        let parts = try reader.children(of: contentInfo)
        guard parts.count >= 2, parts[0].tag == 0x06, Array(bytes[parts[0].content]) == signedDataOID else {
            throw .notCMS("the content type is not signedData (1.2.840.113549.1.7.2)", offset: parts.first?.start ?? 0)
        }
        guard parts[1].tag == 0xA0, let signedData = try reader.children(of: parts[1]).first, signedData.tag == 0x30 else {
            throw .notCMS("no SignedData after the content type", offset: parts[1].start)
        }
        let fields = try reader.children(of: signedData)
        guard fields.count >= 3, fields[0].tag == 0x02, fields[1].tag == 0x31, fields[2].tag == 0x30 else {
            throw .notCMS("SignedData is not version, digest algorithms, content", offset: signedData.start)
        }
        let encapsulated = try reader.children(of: fields[2])
        guard encapsulated.count == 2, encapsulated[0].tag == 0x06, Array(bytes[encapsulated[0].content]) == dataOID,
              encapsulated[1].tag == 0xA0, let octets = try reader.children(of: encapsulated[1]).first else {
            throw .notCMS("the signed content is not data (1.2.840.113549.1.7.1)", offset: fields[2].start)
        }
        return try reader.octets(octets)
    }

    /// The bundle id this profile signs, or the wildcard's prefix: `com.example.pets`,
    /// `com.example.*`, `*`.
    public var bundlePattern: String {
        applicationIdentifier.firstIndex(of: ".").map { String(applicationIdentifier[applicationIdentifier.index(after: $0)...]) }
            ?? applicationIdentifier
    }

    public var isWildcard: Bool { bundlePattern.hasSuffix("*") }

    /// Whether the profile can sign an app with `bundleIdentifier`.
    public func covers(_ bundleIdentifier: String) -> Bool {
        isWildcard ? bundleIdentifier.hasPrefix(String(bundlePattern.dropLast())) : bundlePattern == bundleIdentifier
    }
}
