import Testing
@testable import SharedData

@Suite struct GroupIdentifierTests {
    @Test func acceptsGroupPrefixedReverseDNSOnEveryPlatform() throws {
        for platform in GroupPlatform.allCases {
            let id = try GroupIdentifier("group.com.example.pets", platform: platform)
            #expect(id.rawValue == "group.com.example.pets")
            #expect(id.style == .applicationGroup)
        }
    }

    @Test func acceptsTeamIDStyleOnlyOnMacOS() throws {
        let id = try GroupIdentifier("A1B2C3D4E5.shared", platform: .macOS)
        #expect(id.style == .teamID("A1B2C3D4E5"))
        #expect(throws: GroupIdentifierError.teamIDStyleOnIOS("A1B2C3D4E5.shared")) {
            try GroupIdentifier("A1B2C3D4E5.shared", platform: .iOS)
        }
    }

    @Test func aBundleIdentifierGetsTheGroupPrefixSuggested() {
        #expect(throws: GroupIdentifierError.missingPrefix("com.example.pets", suggestion: "group.com.example.pets")) {
            try GroupIdentifier("com.example.pets")
        }
        #expect(throws: GroupIdentifierError.missingPrefix("Group.com.example.pets", suggestion: "group.com.example.pets")) {
            try GroupIdentifier("Group.com.example.pets")
        }
    }

    @Test(arguments: [
        ("", GroupIdentifierError.empty),
        ("group.", .emptyComponent("group.")),
        ("group.com..pets", .emptyComponent("group.com..pets")),
        ("group.com.pets.", .emptyComponent("group.com.pets.")),
        (" group.com.example.pets", .surroundingWhitespace(" group.com.example.pets", trimmed: "group.com.example.pets")),
        ("group.com.example.pets\n", .surroundingWhitespace("group.com.example.pets\n", trimmed: "group.com.example.pets")),
    ])
    func rejectsMalformedIdentifiers(_ text: String, _ expected: GroupIdentifierError) {
        #expect(throws: expected) { try GroupIdentifier(text) }
    }

    /// Working, shipped apps use these: one component after `group.` is enough for Apple.
    @Test(arguments: ["group.kekable", "group.HomeWidget", "group.phonepresets", "group.gaztec4widget", "group.a-b"])
    func acceptsASingleComponentAfterTheGroupPrefix(_ text: String) throws {
        let id = try GroupIdentifier(text)
        #expect(id.rawValue == text)
        #expect(id.style == .applicationGroup)
        #expect(id.warnings.isEmpty)
    }

    @Test("Characters the developer portal refuses are a warning that says so, not a refusal")
    func portalRejectedCharactersAreWarnings() throws {
        let underscore = try GroupIdentifier("group.home_widget_flutter")
        #expect(underscore.rawValue == "group.home_widget_flutter")
        #expect(underscore.warnings == [.characterRefusedByPortal("group.home_widget_flutter", "_")])
        #expect(underscore.warnings.first?.description.contains("developer portal") == true)
        #expect(try GroupIdentifier("group.flutter.home_widget").warnings.count == 1)
        let space = try GroupIdentifier("group.com.exa mple")
        #expect(space.warnings == [.characterRefusedByPortal("group.com.exa mple", " ")])
        let teamID = try GroupIdentifier("A1B2C3D4E5.my_shared", platform: .macOS)
        #expect(teamID.style == .teamID("A1B2C3D4E5"))
        #expect(teamID.warnings == [.characterRefusedByPortal("A1B2C3D4E5.my_shared", "_")])
    }

    @Test("Exactly ASCII letters, digits, - and . pass the portal: every ASCII character, and look-alikes that are not")
    func portalAcceptsExactlyItsCharacters() throws {
        let accepted = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
        let characters = (1...127).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\r\n", "é", "e\u{301}", "\u{FF21}", "\u{2010}", "a\u{308}", "\u{130}", "\u{212A}", "1\u{20E3}"]
        for character in characters where character != "." {
            let text = "group.com.x\(character)y"
            guard let id = try? GroupIdentifier(text) else { continue }
            #expect(id.warnings == (accepted.contains(character) ? [] : [.characterRefusedByPortal(text, character)]),
                    "\(character.unicodeScalars.map { $0.value })")
        }
    }

    @Test("A control character in a warning is shown escaped, never raw")
    func controlCharactersAreEscapedInWarnings() throws {
        let id = try GroupIdentifier("group.com.a\u{1B}[2Jb")
        let text = try #require(id.warnings.first).description
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\\u{1B}"))
    }

    @Test func comparisonIsCaseSensitive() throws {
        let lower = try GroupIdentifier("group.com.example.app")
        let upper = try GroupIdentifier("group.com.example.App")
        #expect(lower != upper)
    }

    @Test func anIDThatDiffersOnlyByCaseGetsADidYouMeanHint() {
        let known = ["group.com.example.pets", "group.com.other.app"]
        #expect(GroupIdentifier.caseInsensitiveMatch(for: "group.com.Example.Pets", among: known) == "group.com.example.pets")
        #expect(GroupIdentifier.caseInsensitiveMatch(for: "group.com.example.pets", among: known) == nil)
        #expect(GroupIdentifier.caseInsensitiveMatch(for: "group.com.example.cats", among: known) == nil)
    }

    @Test func errorsNameTheIdentifier() {
        let message = GroupIdentifierError.surroundingWhitespace("group.a.b ", trimmed: "group.a.b").description
        #expect(message.contains("'group.a.b '"))
        #expect(message.contains("whitespace"))
        #expect(message.contains("'group.a.b'"))
    }
}
