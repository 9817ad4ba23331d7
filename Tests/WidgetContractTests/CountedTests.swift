import Essentials
import Testing

@Suite struct CountedTests {
    @Test("One takes the singular; none and many the plural, regular or given")
    func singularAndPlural() {
        #expect(String(count: 1, "pet") == "1 pet")
        #expect(String(count: 0, "pet") == "0 pets")
        #expect(String(count: 2, "more image") == "2 more images")
        #expect(String(count: 1, "entry", plural: "entries") == "1 entry")
        #expect(String(count: 300, "entry", plural: "entries") == "300 entries")
    }
}
