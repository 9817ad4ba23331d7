import Findings
import SharedData
import XcodeProject

/// `timeline-completion`: a widget's `TimelineProvider` must hand WidgetKit a timeline (and a
/// snapshot) on every path. A `return` in `getTimeline(...completion:)` or `getSnapshot(...)` that
/// leaves a body which calls `completion` further on, without calling it itself (a `guard`'s
/// `else { return }` before the first login, a missing file, a failed decode, a network error in
/// the callback: a `.failure` case's `return`, a `catch { return }`, a `Task`'s uncaught `try`), with no call before it on its own
/// path (`TimelineCompletion` states the rule), or a branch of an `if`, `do`/`catch` or `switch` that calls it in another
/// branch (an `else` or a `catch` that only prints, an `if let quote` with no `else`) with no call after, ends that path with nothing:
/// WidgetKit waits, and the widget keeps its placeholder (the gallery its blank preview) until
/// the next reload. One warning per such path, in the files widget extensions compile
/// (`TimelineCompletion`).
enum ProviderCompletion: DoctorCheck {
    static let description = CheckDescription(
        id: "timeline-completion", area: .code, title: "a provider path with no timeline",
        summary: "a return in getTimeline/getSnapshot that skips the completion the rest of its body calls",
        severities: [.warning],
        verdicts: "WARNING: a `return` in a widget extension's `getTimeline(...completion:)` or `getSnapshot(...completion:)` (a `guard`'s "
            + "`else`, an `if`'s block, a `switch`'s case) that leaves a body calling `completion` (the method's, or a closure's in it: a "
            + "network callback, a `Task`) further on or, for a bare `return`, on another path (a callback's `.success` case beside its "
            + "`.failure: return`, a `do` beside its `catch { return }`, an earlier `if` that called it and went on) with no call on its "
            + "own path before it and without calling or handing on `completion` itself; a `try` in a `Task` outside any `do` (its error ends "
            + "the task unseen) likewise; and a branch of an `if` chain, a `catch` or a `switch` case not calling it where another "
            + "branch (or the `do`) does, or such an `if`'s missing `else`, with no call after the statement: on that path WidgetKit gets no timeline and the widget keeps its placeholder until the next reload. A "
            + "return after `completion(...)` on its path (before it in its block, in a callback or `Task` the path starts, a `defer`, or "
            + "every branch of an `if`/`else`, `do`/`catch` or `switch` before it), `return completion(...)`, `try?`, a `try` in a `do` whose `catch` calls it, "
            + "returns of closures that never call it (a `map`'s) or that hand their caller a value, and the missing `else` of an `if` "
            + "binding only values never nil in practice (`Calendar.date(byAdding:)`, `URL(string:)` of a literal, `UserDefaults(suiteName:)` of a literal, or a "
            + "test that such a suite bound before is not nil) are fine. A helper of the "
            + "same file the method hands `completion` to (as the argument, or in a closure argument calling it; two calls deep) is judged "
            + "the same way with its own closure parameter, and so is a `with...Continuation { continuation in ... }` body an async "
            + "`timeline(for:in:)`/`snapshot(for:in:)` awaits, with `continuation.resume`; helpers in other files or modules are not judged",
        reads: [.swiftCode],
        examples: [
            .triggers("a guard returning before the timeline when the app has written nothing yet", compiled(provider(guardElse: "return")),
                      .warning(target: "Widget", file: "Widget/Provider.swift", line: 7)),
            .passes("the guard hands WidgetKit an empty-state timeline first",
                    compiled(provider(guardElse: "completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: .atEnd)); return"))),
            .triggers("a helper handed the completion tries a fetch in a Task outside any do", compiled(helperProvider(task: "let count = try await Store.fetchCount()")),
                      .warning(target: "Widget", file: "Widget/Provider.swift", line: 12)),
            .passes("the helper's Task takes the error with try? and hands WidgetKit an entry of zero",
                    compiled(helperProvider(task: "let count = (try? await Store.fetchCount()) ?? 0"))),
            .passes("an if testing a suite of a literal group for nil, without else: that suite is never nil",
                    compiled(suiteTestProvider(suite: "UserDefaults(suiteName: \"\(ExampleInput.group)\")"))),
            .triggers("the same if, the suite's name computed at run time", compiled(suiteTestProvider(suite: "UserDefaults(suiteName: Bundle.main.groupName)")),
                      .warning(target: "Widget", file: "Widget/Provider.swift", line: 6)),
        ])

    /// A provider calling its completion only inside `if defaults != nil` (line 6), no else, `defaults` being `suite`.
    static func suiteTestProvider(suite: String) -> String {
        """
        import WidgetKit

        struct CountProvider {
            func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                let defaults = \(suite)
                if defaults != nil {
                    completion(Timeline(entries: [CountEntry(date: .now, count: defaults!.integer(forKey: "count"))], policy: .atEnd))
                }
            }
        }

        """
    }

    /// The example app with `provider` as its widget's Provider.swift, compiled by the widget.
    private static func compiled(_ provider: String) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["Widget/Provider.swift"] = .text(provider)
            $0.project?.update("Widget") { $0.sources.append("Widget/Provider.swift") }
        }
    }

    /// A provider handing its completion to a helper whose `Task` runs `task` (line 12) before
    /// calling it.
    static func helperProvider(task: String) -> String {
        """
        import WidgetKit

        struct CountProvider {
            func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                entry { entry in
                    completion(Timeline(entries: [entry], policy: .atEnd))
                }
            }

            private func entry(completion: @escaping (CountEntry) -> Void) {
                Task {
                    \(task)
                    completion(CountEntry(date: .now, count: count))
                }
            }
        }

        """
    }

    /// A timeline provider of the example widget reading the count, whose guard for an absent value
    /// runs `guardElse` (line 7).
    static func provider(guardElse: String) -> String {
        """
        import WidgetKit

        struct CountProvider {
            let defaults = UserDefaults(suiteName: "\(ExampleInput.group)")

            func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                guard let count = defaults?.object(forKey: "count") as? Int else { \(guardElse) }
                completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
            }
        }

        """
    }

    static func how(_ exit: SilentProviderExit) -> String {
        switch exit.path {
        case .returns: "returns here"
        case .throwsOut: "throws here out of its Task (no catch takes the error)"
        case .branch: "ends this branch"
        case .missingElse: "has no else for this if: when its condition fails, it ends"
        }
    }

    /// `kotlin`: the app is a Kotlin Multiplatform one, whose shared code the Task may await: a
    /// Kotlin `suspend` function hands Swift only the exceptions its `@Throws` lists (and
    /// cancellation); any other ends the extension's process, which no Swift `catch` prevents
    /// (round 12 aleks100s+Converter: a network error rethrown by `getOrThrow()`).
    static func fix(_ exit: SilentProviderExit, entry: String, kotlin: Bool = false) -> String {
        let call = "call \(exit.completion.shown)(...) with \(entry)"
        switch exit.path {
        case .returns: return call + " before returning"
        case .throwsOut where kotlin:
            return "wrap the Task's body in do { ... } catch { ... } and " + call + " in the catch; where it awaits a Kotlin suspend function, "
                + "mark that function @Throws(Exception::class) or catch inside it and return what the widget can show, since Swift receives only the exceptions "
                + "@Throws lists and any other ends the widget's process"
        case .throwsOut: return "wrap the Task's body in do { ... } catch { ... } and " + call + " in the catch"
        case .branch: return call + " in this branch"
        case .missingElse: return call + " in an else of this if"
        }
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.snapshot.silentProviderExits.map { exit in
                let snapshot = exit.method == "getSnapshot" || exit.method == "snapshot"
                let what = snapshot ? "no snapshot (the widget gallery shows a blank preview)"
                    : "no timeline (the widget keeps its placeholder, or its last timeline, until the next reload)"
                // A helper's completion takes what its other paths pass (a User, an entry), not a
                // timeline (round 14 home-widget-reminder: `fetchData`'s callback takes a User).
                let entry = exit.via.map { "a value of the kind its other paths \($0.awaited ? "resume with" : "pass it") (an empty state)" }
                    ?? (snapshot ? "a placeholder entry" : "a timeline of an entry showing the empty state")
                let who = exit.via.map {
                    "\(exit.method) (line \(exit.methodLine)) \($0.awaited ? "awaits" : "hands its completion to") \($0.name) (line \($0.line)), which"
                } ?? "\(exit.method) (line \(exit.methodLine))"
                return Finding(.warning, target: exit.targets.count == 1 ? exit.targets[0] : nil, file: exit.file, line: exit.line,
                               message: "\(who) \(how(exit)) without calling \(exit.completion.shown), which "
                                   + "\(exit.path == .returns || exit.path == .throwsOut ? "its body calls on another path" : "another branch calls"): on this path WidgetKit gets \(what)",
                               fix: fix(exit, entry: entry, kotlin: project.snapshot.keys.appCodeLanguages.contains(.kotlin)))
            }
        }
    }
}
