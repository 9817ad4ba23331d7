import Essentials

/// A provisioning profile for the profile checks' examples: the XML plist Apple puts inside, in
/// the CMS SignedData (DER) it ships in, with placeholders where certificates and the signature
/// go: nothing in doctor verifies signatures.
public enum ExampleProfile {
    /// A development profile for `appID` of `team`, listing `groups` (nil: no App Groups at all).
    public static func file(appID: String, team: String = "A1B2C3D4E5", groups: [String]?, expires: String = "2099-01-01T00:00:00Z") -> ExampleInput.File {
        let list = groups.map { groups in
            "\t\t<key>com.apple.security.application-groups</key>\n\t\t<array>\n" + groups.map { "\t\t\t<string>\($0)</string>\n" }.joined() + "\t\t</array>\n"
        } ?? ""
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Entitlements</key>
            \t<dict>
            \(list)\t\t<key>application-identifier</key>
            \t\t<string>\(team).\(appID)</string>
            \t\t<key>com.apple.developer.team-identifier</key>
            \t\t<string>\(team)</string>
            \t</dict>
            \t<key>ExpirationDate</key>
            \t<date>\(expires)</date>
            \t<key>Name</key>
            \t<string>iOS Team Provisioning Profile: \(appID)</string>
            \t<key>TeamIdentifier</key>
            \t<array>
            \t\t<string>\(team)</string>
            \t</array>
            </dict>
            </plist>

            """
        return .bytes(der(Array(plist.utf8)))
    }

    static let signedData: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]
    static let data: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01]

    /// ContentInfo { signedData, [0] SignedData { version, digest algorithms, { data, [0] content } } }.
    static func der(_ content: [UInt8]) -> [UInt8] {
        let encapsulated = element(0x30, element(0x06, data) + element(0xA0, element(0x04, content)))
        let signed = element(0x30, element(0x02, [0x01]) + element(0x31, []) + encapsulated)
        return element(0x30, element(0x06, signedData) + element(0xA0, signed))
    }

    private static func element(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
        var length: [UInt8] = []
        var rest = content.count
        if rest < 0x80 {
            length = [UInt8(rest)]
        } else {
            while rest > 0 {
                length.insert(UInt8(rest & 0xFF), at: 0)
                rest >>= 8
            }
            length.insert(0x80 | UInt8(length.count), at: 0)
        }
        return [tag] + length + content
    }
}

extension ExampleInput {
    /// The widget app with a `--profile` for each target: the widget's lists the group, the app's is `app`.
    public static func widgetApp(appProfile app: File) -> ExampleInput {
        widgetApp.with {
            $0.files["App.mobileprovision"] = app
            $0.files["Widget.mobileprovision"] = ExampleProfile.file(appID: "com.example.app.widget", groups: [ExampleInput.group])
            $0.profiles = ["App.mobileprovision", "Widget.mobileprovision"]
        }
    }
}
