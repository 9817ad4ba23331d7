import Testing
@testable import XcodeProject

/// The platforms code in no target can be built for (`PlatformEvidence`): what only some
/// platforms have counts where each platform's build keeps it, never inside a string.
@Suite("A Swift file's platforms, from what it uses")
struct PlatformEvidenceTests {
    private func platforms(_ code: String, declaring: Set<String> = []) -> Set<ApplePlatform> {
        PlatformEvidence.platforms(of: SourceText(code, language: .swift), declaring: declaring)
    }

    @Test("A watch complication's family, a watch app's delegate, AppKit, UIKit, the Home Screen's families")
    func unconditional() {
        #expect(platforms("let families: [WidgetFamily] = [.accessoryCorner, .accessoryCircular]\n") == [.watchOS])
        #expect(platforms("@WKApplicationDelegateAdaptor(Delegate.self) var delegate\n") == [.watchOS])
        #expect(platforms("import AppKit\nimport WidgetKit\n") == [.macOS])
        #expect(platforms("import UIKit\n") == [.iOS, .watchOS])
        #expect(platforms("let families: [WidgetFamily] = [.systemSmall, .accessoryRectangular]\n") == [.iOS, .macOS])
        #expect(platforms("let families: [WidgetFamily] = [.accessoryInline]\n") == [.iOS, .watchOS, .macOS])
    }

    @Test("Under #if os(watchOS): no evidence against the phone, unless the file declares nothing there; a string is no code")
    func conditional() {
        let shared = "struct Pets: Widget {\n    #if os(watchOS)\n    let families: [WidgetFamily] = [.accessoryCorner]\n    #else\n"
            + "    let families: [WidgetFamily] = [.systemSmall]\n    #endif\n}\n"
        #expect(platforms(shared, declaring: ["Pets"]) == [.iOS, .watchOS, .macOS])
        let watchOnly = "#if os(watchOS)\nstruct Pets: Widget {\n    let families: [WidgetFamily] = [.accessoryInline]\n}\n#endif\n"
        #expect(platforms(watchOnly, declaring: ["Pets"]) == [.watchOS])
        #expect(platforms("let note = \"not .accessoryCorner here\"\n") == [.iOS, .watchOS, .macOS])
        #expect(platforms("// import AppKit\nimport SwiftUI\n") == [.iOS, .watchOS, .macOS])
    }
}
