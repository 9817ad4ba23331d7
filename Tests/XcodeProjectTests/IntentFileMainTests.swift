import Testing
@testable import XcodeProject

/// An intent kept in the file that declares its target's `@main` (held-out
/// AWB-labs+prayer-times-app: the toggle intent, its log store and the `@main` WidgetBundle in one
/// file) cannot be compiled into another target whole: the facts name the entry point and the
/// file's types perform() uses, which move with the intent.
@Suite("intent facts: the file's @main and the types perform() uses")
struct IntentFileMainTests {
    private static let bundleFile = """
        import AppIntents
        import WidgetKit

        private let group = "group.example.pets"

        struct Snapshot: Codable {
            static func load() -> Snapshot? { nil }
        }

        enum FeedLog {
            static func load() -> [String: Bool] { [:] }
            static func toggle(_ pet: String) {
                var log = load()
                log[pet] = !(log[pet] ?? false)
                UserDefaults(suiteName: group)?.set(log, forKey: "log")
            }
        }

        struct FeedIntent: AppIntent {
            static var title: LocalizedStringResource = "Feed"
            @Parameter(title: "Pet") var pet: String
            func perform() async throws -> some IntentResult {
                FeedLog.toggle(pet)
                return .result()
            }
        }

        struct PetWidget: Widget {
            var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
        }

        @main
        struct PetBundle: WidgetBundle {
            var body: some Widget { PetWidget() }
        }

        """

    private static func facts(_ sources: [IntentInspection.Source]) -> [IntentFacts] {
        IntentInspection.facts(sources, targets: [IntentBodyWorkTests.target("App", .app), IntentBodyWorkTests.target("Widget", .widgetExtension)],
                               readings: IntentBodyReadings()).intents
    }

    @Test("Beside a @main bundle: the bundle is named, and the store its perform() calls, not another type's function of the same name")
    func besideTheBundle() throws {
        let intent = try #require(Self.facts([IntentInspection.Source(text: Self.bundleFile, file: "Widget/PetWidget.swift", targets: ["Widget"])]).first)
        #expect(intent.fileMain == "PetBundle")
        #expect(intent.sameFileUses == ["FeedLog"])
    }

    @Test("In a file of its own: no entry point; a store of another file is not the file's to move")
    func ownFile() throws {
        let intent = "import AppIntents\n\nstruct FeedIntent: AppIntent {\n    static var title: LocalizedStringResource = \"Feed\"\n"
            + "    func perform() async throws -> some IntentResult {\n        FeedLog.toggle(\"cat\")\n        return .result()\n    }\n}\n"
        let facts = Self.facts([IntentInspection.Source(text: intent, file: "Widget/FeedIntent.swift", targets: ["Widget"]),
                                IntentInspection.Source(text: Self.bundleFile.replacingOccurrences(of: "struct FeedIntent", with: "struct OtherIntent"),
                                                        file: "Widget/PetWidget.swift", targets: ["Widget"])])
        let feed = try #require(facts.first { $0.name == "FeedIntent" })
        #expect(feed.fileMain == nil)
        #expect(feed.sameFileUses.isEmpty)
    }
}
