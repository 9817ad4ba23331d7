@testable import Doctor
import SharedData
import Testing

/// doctor lists another app's keys one by one, up to a number a person reads; a suite of far more
/// keys (500,000 fit within the limits) is summed up, so the report stays small.
@Suite struct SuiteListingTests {
    @Test func aSuiteOfMoreKeysThanAreListedShowsTheFirstInCodeUnitOrderAndCountsTheRestInOneNote() {
        var values = PlistDictionary()
        for i in (0..<(SuiteListing.listedKeys + 50)).reversed() { values["key\(1000 + i)"] = .int(i) }
        let findings = SuiteListing.findings(values, file: "suite.plist")
        #expect(findings.count == SuiteListing.listedKeys + 1)
        #expect(findings.first?.subject == "key1000")
        #expect(findings.dropLast().last?.subject == "key\(1000 + SuiteListing.listedKeys - 1)")
        #expect(findings.last?.severity == .note)
        #expect(findings.last?.message == "50 more keys are not listed (doctor lists the first \(SuiteListing.listedKeys) of \(SuiteListing.listedKeys + 50))")
    }
}
