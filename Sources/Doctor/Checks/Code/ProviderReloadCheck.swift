import Findings
import SharedData
import XcodeProject

/// `timeline-reload`: a widget's timeline provider asks WidgetKit to reload timelines from its own
/// `getTimeline` (or async `timeline(for:in:)`). WidgetKit answers a reload by asking the provider
/// for a new timeline, which asks for another reload: a loop WidgetKit throttles, spending the
/// widget's reload budget, after which the app's own reloads wait too. The timeline's policy
/// (`.after(date)`, `.atEnd`) is what asks for the next timeline (`ProviderReload`).
enum ProviderReloadCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "timeline-reload", area: .code, title: "a provider that reloads itself",
        summary: "getTimeline asks WidgetKit to reload timelines, which asks getTimeline again",
        severities: [.warning],
        verdicts: "WARNING: `reloadAllTimelines()` or `reloadTimelines(ofKind:)` in a widget extension's `getTimeline(in:completion:)` or "
            + "async `timeline(for:in:)` (its body and the closures in it): each reload makes WidgetKit ask for a new timeline, so the "
            + "provider reloads itself in a loop WidgetKit throttles, spending the reload budget the app's reloads need. The timeline's "
            + "policy schedules the next one. Reloads elsewhere in the extension (a button's intent) are not judged",
        reads: [.swiftCode],
        examples: [
            .triggers("getTimeline reloads every timeline before handing its own", compiled(reloading: true),
                      .warning(target: "Widget", file: "Widget/Provider.swift", line: 5)),
            .passes("getTimeline hands WidgetKit a timeline whose policy asks for the next", compiled(reloading: false)),
        ])

    /// The preset app with a provider (in a file of the widget's) whose `getTimeline` reloads all
    /// timelines first (line 5) when `reloading`.
    private static func compiled(reloading: Bool) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["Widget/Provider.swift"] = .text("""
                import WidgetKit

                struct CountProvider {
                    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                        \(reloading ? "WidgetCenter.shared.reloadAllTimelines()" : "let next = Date.now.addingTimeInterval(900)")
                        completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: \(reloading ? ".atEnd" : ".after(next)")))
                    }
                }

                """)
            $0.project?.update("Widget") { $0.sources.append("Widget/Provider.swift") }
        }
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.snapshot.providerReloads.map { reload in
                Finding(.warning, target: reload.targets.count == 1 ? reload.targets[0] : nil, file: reload.file, line: reload.line,
                        message: "\(reload.method) (line \(reload.methodLine)) calls \(reload.call)(): each reload makes WidgetKit ask for a new "
                            + "timeline, so the provider reloads itself in a loop WidgetKit throttles, spending the reload budget the app's own reloads need",
                        fix: "remove the reload from the provider: the timeline's policy (.after(date), .atEnd) asks for the next timeline, and the app "
                            + "reloads after it writes")
            }
        }
    }
}
