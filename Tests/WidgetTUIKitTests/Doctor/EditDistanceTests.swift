import Testing
@testable import WidgetTUIKit

@Suite("doctor's did-you-mean")
struct EditDistanceTests {
    @Test("Edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        #expect(EditDistance.between("group.com.example.pets", "group.com.exmaple.pets") == 2)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
    }
}
