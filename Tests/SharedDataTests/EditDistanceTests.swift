import Testing
import SharedData

@Suite("did-you-mean")
struct EditDistanceTests {
    @Test("Edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        #expect(EditDistance.between("group.com.example.pets", "group.com.exmaple.pets") == 2)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("same", "same") == 0)
    }

    @Test("A swap of neighbours counts as one edit when asked, two otherwise")
    func swaps() {
        #expect(EditDistance.between("redner", "render") == 2)
        #expect(EditDistance.between("redner", "render", swapsCountOne: true) == 1)
        #expect(EditDistance.between("ab", "ba", swapsCountOne: true) == 1)
        #expect(EditDistance.between("kitten", "sitting", swapsCountOne: true) == 3)
        #expect(EditDistance.between("ca", "abc", swapsCountOne: true) == 3)
    }

    @Test("A typo gets the nearest name, a unique beginning the name it begins")
    func nearestName() {
        let commands = ["preview", "help", "app", "render", "timeline", "snapshot", "verify", "check"]
        #expect(EditDistance.nearest(to: "rendr", among: commands) == "render")
        #expect(EditDistance.nearest(to: "redner", among: commands) == "render")
        #expect(EditDistance.nearest(to: "snap", among: commands) == "snapshot")
        #expect(EditDistance.nearest(to: "chekc", among: commands) == "check")
        #expect(EditDistance.nearest(to: "Verify", among: commands) == "verify")
        #expect(EditDistance.nearest(to: "sett", among: ["set", "set-quiet-hours", "remove"]) == "set")
        #expect(EditDistance.nearest(to: "smal", among: ["small", "medium", "large"]) == "small")
        #expect(EditDistance.nearest(to: "zhs", among: ["bash", "zsh", "fish"]) == "zsh")
        #expect(EditDistance.nearest(to: "timelnie", among: commands) == "timeline")
    }

    @Test("An unrelated word, an ambiguous beginning or a name itself gets no suggestion")
    func noSuggestion() {
        let commands = ["preview", "help", "app", "render", "timeline", "snapshot", "verify", "check"]
        #expect(EditDistance.nearest(to: "frobnicate", among: commands) == nil)
        #expect(EditDistance.nearest(to: "xyz", among: commands) == nil)
        #expect(EditDistance.nearest(to: "render", among: commands) == nil)
        #expect(EditDistance.nearest(to: "", among: commands) == nil)
        #expect(EditDistance.nearest(to: "p", among: ["pet", "policy", "paused"]) == nil)
        #expect(EditDistance.nearest(to: "tcsh", among: ["bash", "zsh", "fish"]) == nil)
    }
}
