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
        ("group.pets", .notReverseDNS("group.pets")),
        ("group.com.example_pets", .invalidCharacter("group.com.example_pets", "_")),
        ("group.com.exa mple", .invalidCharacter("group.com.exa mple", " ")),
    ])
    func rejectsMalformedIdentifiers(_ text: String, _ expected: GroupIdentifierError) {
        #expect(throws: expected) { try GroupIdentifier(text) }
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
        let message = GroupIdentifierError.invalidCharacter("group.a_b.c", "_").description
        #expect(message.contains("group.a_b.c"))
        #expect(message.contains("'_'"))
    }
}
