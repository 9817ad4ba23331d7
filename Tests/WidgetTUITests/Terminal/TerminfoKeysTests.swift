import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct TerminfoKeysTests {
    @Test func theTerminfoEntrysSequencesOfThePreviewsKeysAreItsKeys() {
        let entry = ["kcub1": "\u{1B}OD", "kcuf1": "\u{1B}OC", "kpp": "\u{1B}[5~", "khome": "\u{1B}OH", "kent": "\u{1B}OM",
                     "kf1": "\u{1B}[[A", "kf12": "\u{1B}[24~", "kbs": "\u{7F}", "kdch1": "\u{1B}[3~"]
        #expect(TerminfoKeys.sequences { entry[$0] } == [
            "\u{1B}OD": .left, "\u{1B}OC": .right, "\u{1B}[5~": .pageUp, "\u{1B}OH": .home, "\u{1B}OM": .enter,
            "\u{1B}[[A": .function(1), "\u{1B}[24~": .function(12),
        ])
    }

    @Test func everyKeyWithASequenceIsLookedUp() {
        var asked: [String] = []
        _ = TerminfoKeys.sequences { asked.append($0); return nil }
        #expect(asked == ["kcub1", "kcuf1", "kcuu1", "kcud1", "kpp", "knp", "khome", "kend", "kent"] + (1...12).map { "kf\($0)" })
    }
}
