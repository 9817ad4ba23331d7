import Essentials

/// The platforms a Swift file's code can be built for, read from what only some of them have: a
/// module only they ship (`import WatchKit`, `AppKit`, `UIKit`), a type only they declare
/// (`WKApplication`, `UIApplication`), a widget family only they show (`.accessoryCorner` only on
/// watchOS, the Home Screen's `.systemSmall`... never there). Code in no target says nothing else of
/// its platform: AllybyWaiter+Ally-ios' watch bundle in no target is known for the watch's by its
/// `.accessoryCorner` complication. Each platform reads the file through its `#if`s, as its build
/// would: code under `#if os(watchOS)` is no evidence against iOS, and a file wholly under it
/// declares nothing on iOS (`declaring`: one of these names must be left). Only iOS, watchOS and
/// macOS are weighed: the platforms a widget extension is made for here.
enum PlatformEvidence {
    static let candidates: [ApplePlatform] = [.iOS, .watchOS, .macOS]

    /// Modules, after `import`, and the platforms that ship them (UIKit's subset is on watchOS too).
    private static let modules: [String: Set<ApplePlatform>] = [
        "WatchKit": [.watchOS], "ClockKit": [.watchOS], "AppKit": [.macOS], "Cocoa": [.macOS], "UIKit": [.iOS, .watchOS], "ActivityKit": [.iOS],
    ]
    private static let moduleWords: [StaticString] = ["WatchKit", "ClockKit", "AppKit", "Cocoa", "UIKit", "ActivityKit"]

    /// Types and widget families, anywhere in code, and the platforms that declare them.
    private static let names: [String: Set<ApplePlatform>] = [
        "WKApplication": [.watchOS], "WKApplicationDelegate": [.watchOS], "WKApplicationDelegateAdaptor": [.watchOS], "WKExtension": [.watchOS],
        "WKExtensionDelegate": [.watchOS], "WKExtensionDelegateAdaptor": [.watchOS], "WKInterfaceDevice": [.watchOS], "accessoryCorner": [.watchOS],
        "NSApplication": [.macOS], "NSApplicationDelegate": [.macOS], "NSApplicationDelegateAdaptor": [.macOS], "NSViewRepresentable": [.macOS],
        "UIApplication": [.iOS], "UIApplicationDelegate": [.iOS], "UIApplicationDelegateAdaptor": [.iOS], "UIViewRepresentable": [.iOS],
        "UIViewControllerRepresentable": [.iOS],
        "systemSmall": [.iOS, .macOS], "systemMedium": [.iOS, .macOS], "systemLarge": [.iOS, .macOS], "systemExtraLarge": [.iOS, .macOS],
    ]
    private static let nameWords: [StaticString] = [
        "WKApplication", "WKApplicationDelegate", "WKApplicationDelegateAdaptor", "WKExtension", "WKExtensionDelegate", "WKExtensionDelegateAdaptor",
        "WKInterfaceDevice", "accessoryCorner", "NSApplication", "NSApplicationDelegate", "NSApplicationDelegateAdaptor", "NSViewRepresentable",
        "UIApplication", "UIApplicationDelegate", "UIApplicationDelegateAdaptor", "UIViewRepresentable", "UIViewControllerRepresentable",
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
    ]

    /// The candidates `source` can be built for: those whose build of it keeps one of `declaring`
    /// (any, when empty) and uses nothing another platform alone has.
    static func platforms(of source: SourceText, declaring: Set<String>) -> Set<ApplePlatform> {
        let conditional = source.code.contains("#if")
        return Set(candidates.filter { platform in
            let read = conditional
                ? SourceText(ConditionalCompilation.compiled(source.code, in: .init(conditions: [], declared: [], platform: platform)), language: .swift)
                : source
            return allows(read, platform, declaring: declaring)
        })
    }

    private static func allows(_ source: SourceText, _ platform: ApplePlatform, declaring: Set<String>) -> Bool {
        func words(_ list: [StaticString]) -> [String] {
            source.wordOffsets(list).filter { !source.isInString(offset: $0) }.compactMap { source.word(at: $0) }
        }
        if !declaring.isEmpty, !declaring.contains(where: { source.nextWord($0, from: 0, before: source.bytes.count) != nil }) { return false }
        let imported = source.wordOffsets(moduleWords).filter { source.word(before: $0) == "import" }.compactMap { source.word(at: $0) }
        let used = imported.compactMap { modules[$0] } + words(nameWords).compactMap { names[$0] }
        return used.allSatisfy { $0.contains(platform) }
    }
}
