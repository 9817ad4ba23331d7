import Essentials

/// A timeline provider's own timeline method asking WidgetKit to reload timelines: each reload
/// makes WidgetKit ask the provider for a new timeline, which asks for another reload, so the
/// widget reloads in a loop that WidgetKit throttles, spending the reload budget the app's own
/// reloads need (round 16 WEEK_Project: `WidgetCenter.shared.reloadAllTimelines()` inside
/// `getTimeline`). The timeline's policy (`.after(date)`, `.atEnd`) is what schedules the next one.
public struct ProviderReload: Sendable, Hashable {
    public let file: String
    public let line: Int
    /// `getTimeline`, or an async provider's `timeline`.
    public let method: String
    /// The line of the method's declaration.
    public let methodLine: Int
    /// `reloadAllTimelines` or `reloadTimelines`.
    public let call: String
    public let targets: [String]

    /// The reloads in the timeline methods of `source`'s providers, in code (not strings), the
    /// method's own body and the closures in it (a `Task`, a callback).
    static func find(_ source: SourceText, file: String, targets: [String]) -> [ProviderReload] {
        let code = source.code.utf8
        guard code.contains(word: "getTimeline") || code.contains(word: "timeline"),
              code.contains(word: "reloadAllTimelines") || code.contains(word: "reloadTimelines") else { return [] }
        let declarations = SourceDeclarations(source)
        let calls = source.wordOffsets(["reloadAllTimelines", "reloadTimelines"]).filter { !source.isInString(offset: $0) }
        var found: [ProviderReload] = []
        for function in declarations.functions
        where (function.name == "getTimeline" || function.name == "timeline") && TimelineCompletion.isProviderMethod(function, in: source) {
            guard let body = function.body else { continue }
            for offset in calls where body.contains(offset) {
                found.append(ProviderReload(file: file, line: source.line(at: offset), method: function.name, methodLine: source.line(at: function.offset),
                                            call: source.word(at: offset) ?? "reloadAllTimelines", targets: targets))
            }
        }
        return found
    }
}
