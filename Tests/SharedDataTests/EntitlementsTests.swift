import Foundation
import Testing
@testable import SharedData

@Suite struct EntitlementsTests {
    static func xml(_ body: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """.utf8)
    }

    @Test func readsTheApplicationGroupsXcodeWrites() throws {
        let data = Self.xml("""
        <key>com.apple.security.application-groups</key>
        <array>
            <string>group.com.example.pets</string>
            <string>group.com.example.other</string>
        </array>
        <key>aps-environment</key><string>development</string>
        """)
        let entitlements = try Entitlements(file: "Runner.entitlements", data: data)
        #expect(entitlements.applicationGroups == ["group.com.example.pets", "group.com.example.other"])
        #expect(entitlements.hasApplicationGroupsKey)
        #expect(entitlements.lists(try group("group.com.example.pets")))
        #expect(!entitlements.lists(try group("group.com.example.Pets")))
    }

    @Test func aTargetWithoutTheCapabilityListsNoGroups() throws {
        let entitlements = try Entitlements(file: "Widget.entitlements", data: Self.xml("<key>aps-environment</key><string>development</string>"))
        #expect(entitlements.applicationGroups.isEmpty)
        #expect(!entitlements.hasApplicationGroupsKey)
    }

    @Test func aGroupsEntryOfTheWrongTypeNamesFileAndKey() {
        let data = Self.xml("<key>com.apple.security.application-groups</key><string>group.com.example.pets</string>")
        #expect(throws: EntitlementsError.wrongType(file: "W.entitlements", key: Entitlements.applicationGroupsKey,
                                                    expected: "Array of String", found: "String")) {
            try Entitlements(file: "W.entitlements", data: data)
        }
        let mixed = Self.xml("<key>com.apple.security.application-groups</key><array><integer>3</integer></array>")
        #expect(throws: EntitlementsError.wrongType(file: "W.entitlements", key: Entitlements.applicationGroupsKey + "[0]",
                                                    expected: "String", found: "Int")) {
            try Entitlements(file: "W.entitlements", data: mixed)
        }
    }

    @Test func malformedOrMissingFilesAreClearErrors() throws {
        #expect(throws: EntitlementsError.self) { try Entitlements(file: "x", data: Data("<plist><dict><key>a</key>".utf8)) }
        #expect(throws: EntitlementsError.self) { try Entitlements(file: "x", data: Data("not a plist".utf8)) }
        let folder = try TemporaryFolder()
        let missing = folder.path("none.entitlements")
        #expect(throws: EntitlementsError.missing(file: missing.path)) { try Entitlements(contentsOf: missing) }
    }

    @Test("Entitlements in the old ASCII format read through PropertyListFormat, as CoreFoundation reads them")
    func entitlementsInTheOldFormat() throws {
        let data = Data("""
        {
            "com.apple.security.application-groups" = ( "group.com.example.pets", );
            "aps-environment" = development;
        }
        """.utf8)
        let entitlements = try Entitlements(file: "Runner.entitlements", data: data)
        #expect(entitlements.applicationGroups == ["group.com.example.pets"])
        #expect(entitlements.hasApplicationGroupsKey)
    }

    @Test func entitlementsWithABrokenDeclarationAreRefused() {
        let data = Data("""
        <?xml version="1.0" encoding="UTF-8"
        <plist version="1.0"><dict><key>com.apple.security.application-groups</key><array><string>group.com.example.pets</string></array></dict></plist>
        """.utf8)
        #expect(throws: EntitlementsError.self) { try Entitlements(file: "Runner.entitlements", data: data) }
    }
}
