import SwiftUI
import WidgetKit

/// Written by the Flutter app through home_widget's saveWidgetData.
private let sharedDefaults = UserDefaults(suiteName: "group.com.example.flutterPets")

struct PetEntry: TimelineEntry {
  let date: Date
  let name: String
  let mood: String
}

struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> PetEntry {
    PetEntry(date: Date(), name: "Mochi", mood: "happy")
  }

  func getSnapshot(in context: Context, completion: @escaping (PetEntry) -> Void) {
    completion(entry())
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<PetEntry>) -> Void) {
    completion(Timeline(entries: [entry()], policy: .atEnd))
  }

  private func entry() -> PetEntry {
    PetEntry(
      date: Date(),
      name: sharedDefaults?.string(forKey: "pet_name") ?? "Mochi",
      mood: sharedDefaults?.string(forKey: "pet_mood") ?? "sleepy")
  }
}

struct PetWidgetEntryView: View {
  var entry: Provider.Entry

  var body: some View {
    VStack(alignment: .leading) {
      Text(entry.name).font(.headline)
      Text(entry.mood).font(.caption)
    }
    .containerBackground(.fill.tertiary, for: .widget)
  }
}

struct PetWidget: Widget {
  let kind: String = "PetWidget"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: Provider()) { entry in
      PetWidgetEntryView(entry: entry)
    }
    .configurationDisplayName("Pet")
    .description("Your pet, on the home screen.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}
