import Foundation

/// Builds provisioning profiles the way Apple ships them: a CMS SignedData (PKCS #7) whose
/// encapsulated content is the profile's XML plist, followed by certificates and a signer. The
/// certificates and signature here are placeholders of the right shape, not a real signature:
/// nothing in the doctor verifies signatures.
public enum ProfileBuilder {
    static let signedData: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]
    static let data: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01]
    static let sha256: [UInt8] = [0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01]

    /// The XML a real development profile holds, for one App ID and its groups.
    public static func plist(appID: String, team: String, groups: [String]?, expires: String = "2099-01-01T00:00:00Z", name: String = "iOS Team Provisioning Profile") -> String {
        let groupsXML = groups.map { list in
            "\t\t<key>com.apple.security.application-groups</key>\n\t\t<array>\n"
                + list.map { "\t\t\t<string>\($0)</string>\n" }.joined() + "\t\t</array>\n"
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>AppIDName</key>
        \t<string>XC \(appID)</string>
        \t<key>ApplicationIdentifierPrefix</key>
        \t<array>
        \t<string>\(team)</string>
        \t</array>
        \t<key>CreationDate</key>
        \t<date>2025-03-02T10:41:17Z</date>
        \t<key>Platform</key>
        \t<array>
        \t\t<string>iOS</string>
        \t\t<string>xrOS</string>
        \t\t<string>visionOS</string>
        \t</array>
        \t<key>IsXcodeManaged</key>
        \t<true/>
        \t<key>DeveloperCertificates</key>
        \t<array>
        \t\t<data>MIIFyTCCBLGgAwIBAgIQ</data>
        \t</array>
        \t<key>Entitlements</key>
        \t<dict>
        \(groupsXML)\t\t<key>application-identifier</key>
        \t\t<string>\(team).\(appID)</string>
        \t\t<key>keychain-access-groups</key>
        \t\t<array>
        \t\t\t<string>\(team).*</string>
        \t\t</array>
        \t\t<key>get-task-allow</key>
        \t\t<true/>
        \t\t<key>com.apple.developer.team-identifier</key>
        \t\t<string>\(team)</string>
        \t</dict>
        \t<key>ExpirationDate</key>
        \t<date>\(expires)</date>
        \t<key>Name</key>
        \t<string>\(name)</string>
        \t<key>ProvisionedDevices</key>
        \t<array>
        \t\t<string>00008110-001A2B3C4D5E6F70</string>
        \t</array>
        \t<key>TeamIdentifier</key>
        \t<array>
        \t\t<string>\(team)</string>
        \t</array>
        \t<key>TeamName</key>
        \t<string>Example Developer</string>
        \t<key>TimeToLive</key>
        \t<integer>365</integer>
        \t<key>UUID</key>
        \t<string>6A1F2E0C-9B7D-4C55-8E21-3D4F5A6B7C8D</string>
        \t<key>Version</key>
        \t<integer>1</integer>
        </dict>
        </plist>

        """
    }

    /// DER with definite lengths throughout.
    public static func der(_ plist: String) -> Data {
        let content = element(0x04, Array(plist.utf8))
        let encapsulated = element(0x30, element(0x06, data) + element(0xA0, content))
        let signed = element(0x30, element(0x02, [0x01]) + digestAlgorithms + encapsulated + certificates + signerInfos)
        return Data(element(0x30, element(0x06, signedData) + element(0xA0, signed)))
    }

    /// BER with indefinite lengths and the content split into pieces, as some signing tools write it.
    public static func indefinite(_ plist: String) -> Data {
        let bytes = Array(plist.utf8)
        let middle = bytes.count / 2
        let pieces = element(0x04, Array(bytes[..<middle])) + element(0x04, Array(bytes[middle...]))
        let content = open(0x24, pieces)
        let encapsulated = open(0x30, element(0x06, data) + open(0xA0, content))
        let signed = open(0x30, element(0x02, [0x01]) + digestAlgorithms + encapsulated + certificates + signerInfos)
        return Data(open(0x30, element(0x06, signedData) + open(0xA0, signed)))
    }

    private static var digestAlgorithms: [UInt8] { element(0x31, element(0x30, element(0x06, sha256) + [0x05, 0x00])) }
    /// A certificate-shaped placeholder: SEQUENCE { SEQUENCE { [0] { INTEGER 2 } } }.
    private static var certificates: [UInt8] { element(0xA0, element(0x30, element(0x30, element(0xA0, element(0x02, [0x02]))))) }
    /// A signer-shaped placeholder: SET { SEQUENCE { INTEGER 1, OCTET STRING (signature) } }.
    private static var signerInfos: [UInt8] { element(0x31, element(0x30, element(0x02, [0x01]) + element(0x04, [UInt8](repeating: 0xAB, count: 256)))) }

    static func element(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
        [tag] + length(content.count) + content
    }

    private static func open(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
        [tag, 0x80] + content + [0x00, 0x00]
    }

    private static func length(_ count: Int) -> [UInt8] {
        if count < 0x80 { return [UInt8(count)] }
        var bytes: [UInt8] = []
        var rest = count
        while rest > 0 {
            bytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        }
        return [0x80 | UInt8(bytes.count)] + bytes
    }
}
