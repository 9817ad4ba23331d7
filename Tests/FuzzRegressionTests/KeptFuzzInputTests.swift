import Foundation
import Testing

/// Every input kept for a fuzz target goes through the target's own entry point (Tests/
/// FuzzRegressionTests/Entries, which the libFuzzer target in Fuzz/Targets calls too): it is read
/// or refused with a clean error, and every promise the target checks holds. An input that once
/// crashed a target is kept here (`scripts/fuzz minimize`), so the crash cannot come back unseen.
@Suite struct KeptFuzzInputTests {
    /// Each target's entry point, by the name of its file in Fuzz/Targets.
    static let entries: [String: @Sendable (Data) -> String?] = [
        "binary-plist": PropertyListFuzzing.binary,
        "xml-plist": PropertyListFuzzing.xml,
        "openstep-plist": PropertyListFuzzing.openStep,
        "plist-roundtrip": PropertyListFuzzing.roundTrip,
        "entitlements": PropertyListFuzzing.entitlements,
        "items-json": GroupDataFuzzing.items,
        "reload-log": GroupDataFuzzing.reloadLog,
        "stored-path": GroupDataFuzzing.storedPath,
        "png-decode": ImageFuzzing.png,
        "image-header": ImageFuzzing.header,
        "sprite-json": SpriteFuzzing.json,
        "snapshot-text": SnapshotFuzzing.text,
        "snapshot-index": SnapshotFuzzing.index,
        "pbxproj": ProjectFuzzing.pbxproj,
        "xcconfig": ProjectFuzzing.xcconfig,
        "xcconfig-includes": IncludeFuzzing.includes,
        "provisioning-profile": ProjectFuzzing.provisioningProfile,
        "code-scan": ProjectFuzzing.codeScan,
        "swift-scan": ProjectFuzzing.swiftScan,
        "key-scan": ProjectFuzzing.keyScan,
        "gitignore": GitIgnoreFuzzing.match,
        "workflow-commands": WorkflowFuzzing.outputs,
    ]

    @Test(arguments: KeptFuzzInput.all)
    func aKeptInputIsHandledAsItsTargetPromises(input: KeptFuzzInput) throws {
        let entry = try #require(Self.entries[input.target], "no entry point for the fuzz target \(input.target)")
        #expect(entry(input.data) == nil)
    }

    @Test func everyFuzzTargetHasAnEntryPointHereAndSeeds() {
        #expect(Set(KeptFuzzInput.targets) == Set(Self.entries.keys))
        for target in KeptFuzzInput.targets {
            #expect(!KeptFuzzInput.kept(for: target).isEmpty, "Fuzz/Corpus/\(target) holds no seed")
        }
    }
}
