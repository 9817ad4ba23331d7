import Foundation
import PetRenderer
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewSettingsKeysTests {
    @Test func fCyclesTheFamilies() {
        var state = PreviewFixtures.state()
        var seen: [WidgetFamily] = []
        for _ in 0..<3 {
            state = update(state, .key(.character("f"))).state
            seen.append(state.settings.family)
        }
        #expect(seen == [.systemLarge, .systemSmall, .systemMedium])
        #expect(state.message?.text == "family systemMedium")
    }

    @Test func mCyclesTheRenderingModes() {
        var state = PreviewFixtures.state()
        var seen: [WidgetRenderingMode] = []
        for _ in 0..<3 {
            state = update(state, .key(.character("m"))).state
            seen.append(state.settings.renderingMode)
        }
        #expect(seen == [.accented, .vibrant, .fullColor])
    }

    /// The key keeps the images' option (`--accented-images`), and says what the accented mode
    /// does with them; the status line names the option when it is not the default.
    @Test func theAccentedModeSaysHowItDrawsTheImagesAndKeepsTheOption() {
        let accented = update(PreviewFixtures.state(), .key(.character("m"))).state
        #expect(accented.message?.text == "rendering mode accented: the system's background, images as silhouettes (--accented-images none)")
        #expect(PreviewStatus.Identity(accented).line.contains("  systemMedium accented light  "))
        var marked = PreviewFixtures.state()
        marked.settings.accentedImages = .fullColor
        #expect(!PreviewStatus.Identity(marked).line.contains("fullColor images"))
        marked = update(marked, .key(.character("m"))).state
        #expect(marked.settings.accentedImages == .fullColor)
        #expect(marked.message?.text == "rendering mode accented: the system's background, images in their own colours (--accented-images fullColor)")
        #expect(PreviewStatus.Identity(marked).line.contains("  systemMedium accented (fullColor images) light  "))
        let vibrant = update(marked, .key(.character("m"))).state
        #expect(vibrant.message?.text == "rendering mode vibrant")
    }

    @Test func aTogglesLightAndDark() {
        let dark = update(PreviewFixtures.state(), .key(.character("a"))).state
        #expect(dark.settings.appearance == .dark)
        #expect(update(dark, .key(.character("a"))).state.settings.appearance == .light)
    }

    @Test func questionMarkTogglesTheHelpAndEscapeClosesItWithoutQuitting() {
        let help = update(PreviewFixtures.state(), .key(.character("?"))).state
        #expect(help.showsHelp)
        #expect(!update(help, .key(.character("?"))).state.showsHelp)
        let closed = update(help, .key(.escape)).state
        #expect(!closed.showsHelp)
        #expect(closed.exit == nil)
        #expect(update(PreviewFixtures.state(), .key(.function(1))).state.showsHelp)
    }

    @Test func qAndEscapeQuit() {
        #expect(update(PreviewFixtures.state(), .key(.character("q"))).state.exit == .quit)
        #expect(update(PreviewFixtures.state(), .key(.escape)).state.exit == .quit)
        #expect(PreviewExit.quit.exitCode == 0)
    }

    @Test func aSignalEndsThePreviewWithTheShellsExitCode() {
        let state = update(PreviewFixtures.state(.live), .signal(SIGTERM)).state
        #expect(state.exit == .signal(SIGTERM))
        #expect(state.exit?.exitCode == 143)
        #expect(state.nextWake == nil)
    }

    @Test func aResizeIsRemembered() {
        let size = TerminalSize(columns: 60, rows: 20)
        #expect(update(PreviewFixtures.state(), .resize(size)).state.terminalSize == size)
    }

    @Test func unboundKeysChangeNothing() {
        let state = PreviewFixtures.state()
        for key in [Key.character("z"), .function(5)] {
            let (next, effects) = update(state, .key(key))
            #expect(next == state)
            #expect(effects.isEmpty)
        }
    }

    @Test func everyBoundKeyLeadsToItsAction() {
        for binding in KeyBinding.all {
            for key in binding.keys {
                #expect(KeyBinding.action(for: key) == binding.action, "\(key)")
            }
        }
        #expect(Set(KeyBinding.all.map(\.action)) == Set(PreviewAction.allCases))
    }
}
