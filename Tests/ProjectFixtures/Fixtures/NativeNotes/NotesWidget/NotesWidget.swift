import AppIntents
import SwiftUI
import WidgetKit

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Notes" }
    @Parameter(title: "Show count", default: true) var showCount: Bool
}

struct NotesEntry: TimelineEntry {
    let date: Date
    let notes: [String]
}

struct Provider: AppIntentTimelineProvider {
    /// The group comes from the Info.plist, which Xcode fills in from APP_GROUP_IDENTIFIER.
    private var container: URL? {
        let group = Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String ?? ""
        return FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)
    }

    func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: .now, notes: ["Buy milk"]) }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> NotesEntry { load() }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<NotesEntry> {
        Timeline(entries: [load()], policy: .never)
    }

    private func load() -> NotesEntry {
        guard let file = container?.appendingPathComponent("notes.json"), let data = try? Data(contentsOf: file),
              let notes = try? JSONDecoder().decode([String].self, from: data) else { return NotesEntry(date: .now, notes: []) }
        return NotesEntry(date: .now, notes: notes)
    }
}

struct NotesWidget: Widget {
    static let kind = "NotesWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            VStack(alignment: .leading) {
                ForEach(entry.notes.prefix(3), id: \.self, content: Text.init)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

@main
struct NotesWidgetBundle: WidgetBundle {
    var body: some Widget { NotesWidget() }
}
