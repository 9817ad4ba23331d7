import Testing
@testable import XcodeProject

/// Following intents' calls costs work in proportion to the distinct function bodies reached,
/// not intents x targets x bodies: counted (bodies read), not timed (issue 41).
@Suite("intent analysis work")
struct IntentBodyWorkTests {
    /// `intents` intents in their own files, each calling one store's `record`, which calls a
    /// helper that writes the shared defaults; an app and its widget both compile every file.
    static func facts(intents: Int) -> (facts: [IntentFacts], bodiesRead: Int) {
        var sources = (0..<intents).map { index in
            IntentInspection.Source(text: """
                import AppIntents

                struct Record\(index)Intent: AppIntent {
                    static var title: LocalizedStringResource = "Record \(index)"
                    func perform() async throws -> some IntentResult {
                        Store.shared.record(\(index))
                        return .result()
                    }
                }

                """, file: "Intents/Record\(index)Intent.swift", targets: ["App", "Widget"])
        }
        sources.append(IntentInspection.Source(text: """
            import Foundation

            final class Store {
                static let shared = Store()
                func record(_ value: Int) {
                    remember(value)
                }
                func remember(_ value: Int) {
                    UserDefaults(suiteName: "group.example.pets")?.set(value, forKey: "count")
                }
            }

            """, file: "Shared/Store.swift", targets: ["App", "Widget"]))
        let targets = [target("App", .app), target("Widget", .widgetExtension)]
        let readings = IntentBodyReadings()
        let facts = IntentInspection.facts(sources, targets: targets, readings: readings).intents
        return (facts, readings.bodiesRead)
    }

    static func target(_ name: String, _ role: TargetRole) -> TargetFacts {
        TargetFacts(id: name, name: name, productType: ProductType(rawValue: role == .app ? "com.apple.product-type.application" : "com.apple.product-type.app-extension"),
                    role: role, hostIDs: [], configurations: [
                        ConfigurationFacts(name: "Debug", platform: .iOS, bundleIdentifier: nil, developmentTeam: nil, entitlements: nil, infoPlist: nil,
                                           extensionPoint: nil, settingsLookedIn: []),
                    ])
    }

    @Test("Each intent finds the helper's write in both targets; eight times the intents read each shared body once")
    func sharedBodiesReadOnce() {
        let (small, smallReads) = Self.facts(intents: 5)
        let (large, largeReads) = Self.facts(intents: 40)
        #expect(small.count == 5 && large.count == 40)
        for intent in large {
            #expect(intent.writes.keys.sorted() == ["App", "Widget"], "\(intent.name)")
            #expect(intent.writes["Widget"]?.map(\.key) == ["count"], "\(intent.name)")
        }
        // Each added intent reads its own perform() (writes, then calls) and nothing else: the
        // store's two functions are read once a run. Re-read per intent and target, each added
        // intent cost 2 targets x 3 bodies x 2 readings = 12.
        #expect(largeReads - smallReads == 35 * 2, "bodies read: \(smallReads) for 5 intents, \(largeReads) for 40")
    }
}
