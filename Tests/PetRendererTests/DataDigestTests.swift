import SharedData
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("The data digest")
struct DataDigestTests {
    @Test("FNV-1a 64 matches its published test vectors")
    func vectors() {
        #expect(FNV1a.hash64("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash64("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash64("foobar".utf8) == 0x8594_4171_f739_67e8)
    }

    @Test("Equal data gives equal digests; any change of pets, quiet hours or streak changes it")
    func sensitivity() {
        let base = TestSheet.data()
        let digest = DataDigest.of(base)
        #expect(digest.hasPrefix("fnv1a64:") && digest.count == 8 + 16)
        #expect(DataDigest.of(TestSheet.data()) == digest)
        var changes: [PetWidgetData] = []
        var d = base; d.quietHours = nil; changes.append(d)
        d = base; d.quietHours = QuietHours("22:00-07:01"); changes.append(d)
        d = base; d.streakDays += 1; changes.append(d)
        d = base; d.pets[1].stage = "egg"; changes.append(d)
        d = base; d.pets[2].valueB = 0.5; changes.append(d)
        d = base; d.pets.swapAt(0, 1); changes.append(d)
        let digests = Set(changes.map(DataDigest.of))
        #expect(digests.count == changes.count && !digests.contains(digest))
    }

    @Test("Length prefixes keep a name from imitating the next field")
    func noSeparatorForgery() {
        let a = PetWidgetData(pets: [Pet(name: "a 5:adult", stage: "x")], quietHours: nil, streakDays: 0)
        let b = PetWidgetData(pets: [Pet(name: "a", stage: "adult 1:x")], quietHours: nil, streakDays: 0)
        #expect(DataDigest.canonicalForm(of: a) != DataDigest.canonicalForm(of: b))
        #expect(DataDigest.canonicalForm(of: a).hasPrefix("pets 1\npet 9:a 5:adult 1:x 0.0 0.0 0.0\n"))
    }
}
