import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import Doctor
@testable import XcodeProject

/// Every path of a widget's `getTimeline`/`getSnapshot` hands WidgetKit a timeline. Shaped like
/// unseen projects' providers: a guard on a login token before a network request (Cyxbs), a file
/// read that may fail (WEEK_Project), a decode in a `guard` (MantraCounter), a network callback
/// whose `if let quote` has no `else` (QuoteDroplet), an `else` that only prints (social-app-observer).
@Suite("timeline-completion: a provider path that hands WidgetKit nothing")
struct ProviderCompletionTests {
    /// The widget app with `Widget/Provider.swift` holding `body` as the body of a provider type,
    /// compiled into `targets`.
    private func lines(_ body: String, targets: [String] = ["Widget"]) throws -> [Int] {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Widget/Provider.swift"] = .text("import WidgetKit\n\nstruct CountProvider {\n" + body + "}\n")
            for target in targets { $0.project?.update(target) { $0.sources.append("Widget/Provider.swift") } }
        })
        let found = run.findings.filter { $0.check == "timeline-completion" && $0.severity != .ok }
        #expect(found.allSatisfy { $0.file == "Widget/Provider.swift" && $0.severity == .warning })
        return found.compactMap(\.line).sorted()
    }

    @Test("A return before the completion the body calls later: in the method, in a network callback, in getSnapshot")
    func earlyReturns() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                guard let token = Session.token else { return }
                API.fetch(token) { result in
                  guard let count = try? result.get() else { return }
                  completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                guard let data = Store.data, let count = try? JSONDecoder().decode(Int.self, from: data) else {
                  return
                }
                completion(CountEntry(date: .now, count: count))
              }
            """) == [5, 7, 13])
    }

    @Test("Returns that hand something over, or that leave a closure which never calls it, are fine")
    func handedOver() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                guard let count = Store.count else {
                  completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: .atEnd))
                  return
                }
                if count < 0 { return completion(Timeline(entries: [], policy: .never)) }
                let entries = (0..<5).map { hour -> CountEntry in
                  return CountEntry(date: .now.addingTimeInterval(Double(hour) * 3600), count: count)
                }
                completion(Timeline(entries: entries, policy: .atEnd))
              }
            """).isEmpty)
    }

    /// Held-out TelemetryDeck+TelemetryViewer's callback returns from its `.failure` case, and
    /// horizontalsystems+unstoppable-wallet-ios's `Task` tries a fetch outside any `do`: the
    /// closure calls `completion` on its other path, so after a network error WidgetKit gets nothing.
    @Test("A callback's case that returns where another case calls it, a Task's uncaught try, a data task's guard")
    func closurePaths() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                Server.shared.load(Store.url) { (result: Result<Int, Error>) in
                  switch result {
                  case .success(let count):
                    let entries = (0..<3).map { hour -> CountEntry in
                      return CountEntry(date: .now.addingTimeInterval(Double(hour) * 3600), count: count)
                    }
                    completion(Timeline(entries: entries, policy: .atEnd))
                  case .failure:
                    return
                  }
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                Task.detached(priority: .utility) {
                  let count = try await Server.shared.count()
                  completion(CountEntry(date: .now, count: count))
                }
                URLSession.shared.dataTask(with: Store.url) { data, _, error in
                  guard let data, error == nil else { return }
                  completion(CountEntry(date: .now, count: data.count))
                }.resume()
                Task {
                  guard let count = try? await Server.shared.count() else { return }
                  completion(CountEntry(date: .now, count: count))
                }
              }
            """) == [13, 19, 23, 27])
    }

    /// Also held-out conath+FrontRowTrailers' stored callback returning a value, and
    /// PetterBraka+reHydrate's service method named `getTimeline` with no completion.
    @Test("Closures whose every path calls it or hands it on: a do/catch in a Task, a main-queue block, a helper's callback")
    func closurePathsCalled() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                Task {
                  do {
                    let count = try await Server.shared.count()
                    completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                  } catch {
                    completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: .atEnd))
                  }
                  try? await Store.save()
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                Server.shared.load(Store.url) { (result: Result<Int, Error>) in
                  switch result {
                  case .success(let count):
                    completion(CountEntry(date: .now, count: count))
                  case .failure:
                    Loader.entry(for: context) { entry in completion(entry) }
                    return
                  }
                }
                DispatchQueue.main.async {
                  let labels = Store.names.map { name -> String in
                    guard !name.isEmpty else { return "?" }
                    return name
                  }
                  completion(CountEntry(date: .now, count: labels.count))
                }
                Task {
                  completion(CountEntry(date: .now, count: 0))
                  try await Store.save()
                }
                Store.onLoaded = { counts in
                  guard let counts else {
                    completion(CountEntry(date: .now, count: 0))
                    return []
                  }
                  return counts.sorted()
                }
              }
              func getTimeline(for date: Date) async -> [CountEntry] {
                do {
                  return try await Store.entries(at: date)
                } catch {
                  return []
                }
              }
            """).isEmpty)
    }

    @Test("A branch that calls nothing where another does, or a missing else, with no call after the chain")
    func silentBranches() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                if let saved = Store.text {
                  if let count = Int(saved) {
                    completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                  } else {
                    print("Could not parse data")
                  }
                } else {
                  completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: .atEnd))
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                API.quote { quote in
                  if let quote {
                    completion(CountEntry(date: .now, count: quote.count))
                  }
                }
              }
            """) == [8, 17])
        // Every branch calls it, the call follows the chain, or the completion was handed on before it: nothing silent.
        #expect(try lines("""
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                Runtime.pending.append(completion)
                if Runtime.isRunning {
                  Runtime.run { entry in completion(entry) }
                } else {
                  Runtime.start()
                }
              }
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                var count = 0
                if let saved = Store.text, let parsed = Int(saved) {
                  count = parsed
                } else {
                  print("nothing saved yet")
                }
                if count > 0 {
                  completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                } else {
                  completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: .after(.now.addingTimeInterval(900))))
                }
              }
            """).isEmpty)
    }

    /// Celechron's ECardWidget decodes in a `do` whose `catch` only returns, and tests an account
    /// in an `if` that calls `completion` and goes on before later `else { return }`s: an exit is
    /// silent when no call runs before it on its own path, whatever calls stand earlier in the text.
    @Test("Exits no earlier call runs before: a catch's return, returns after a branch that called and went on")
    func exitsOnTheirOwnPaths() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                guard let data = Store.data else {
                  completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: .atEnd))
                  return
                }
                do {
                  let count = try JSONDecoder().decode(Int.self, from: data)
                  completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                } catch {
                  return
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                if Store.isDemo {
                  completion(CountEntry(date: .now, count: 18))
                }
                guard let count = Store.count else { return }
                do {
                  if let saved = try Store.load() {
                    completion(CountEntry(date: .now, count: saved + count))
                  } else {
                    return
                  }
                } catch { return }
              }
            """) == [13, 20, 25, 27])
        // The plain chain: earlier branches call, the last returns.
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                if Store.isDemo {
                  completion(Timeline(entries: [CountEntry(date: .now, count: 18)], policy: .atEnd))
                } else if let count = Store.count {
                  completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                } else {
                  return
                }
              }
            """) == [10])
    }

    @Test("Exits after a call on every path before them: a catch that calls, every branch or case calling, a defer, a callback")
    func exitsAfterCalls() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                do {
                  let count = try JSONDecoder().decode(Int.self, from: Store.data ?? Data())
                  completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                } catch {
                  completion(Timeline(entries: [CountEntry(date: .now, count: 0)], policy: .atEnd))
                  return
                }
                if Store.isDemo {
                  completion(Timeline(entries: [CountEntry(date: .now, count: 18)], policy: .atEnd))
                } else {
                  completion(Timeline(entries: [], policy: .never))
                }
                guard Store.needsRefresh else { return }
                Store.refresh()
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                var entry = CountEntry(date: .now, count: 0)
                defer { completion(entry) }
                guard let count = Store.count else { return }
                entry = CountEntry(date: .now, count: count)
              }
              func getSnapshot(for configuration: Configuration, in context: Context, completion: @escaping (CountEntry) -> Void) {
                switch Store.mode {
                case .demo: completion(CountEntry(date: .now, count: 18))
                default: completion(CountEntry(date: .now, count: Store.count ?? 0))
                }
                guard Store.needsRefresh else { return }
                URLSession.shared.dataTask(with: Store.url) { data, _, _ in
                  completion(CountEntry(date: .now, count: data?.count ?? 0))
                }.resume()
                guard Store.isLoggedIn else { return }
                Store.refresh()
              }
            """).isEmpty)
    }

    /// The fall-through end is an exit too: a `catch` or a `case` that only logs, beside a `do` or
    /// a case that calls `completion`, with no call after, leaves its path with nothing.
    @Test("A catch or a case that falls through to the end with no call, where the do or another case calls it")
    func silentCatchesAndCases() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                do {
                  let count = try JSONDecoder().decode(Int.self, from: Store.data ?? Data())
                  completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
                } catch {
                  print("decode failed: \\(error)")
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                Server.shared.load(Store.url) { (result: Result<Int, Error>) in
                  switch result {
                  case .success(let count):
                    completion(CountEntry(date: .now, count: count))
                  case .failure(let error):
                    print(error)
                  }
                }
              }
              func getSnapshot(for configuration: Configuration, in context: Context, completion: @escaping (CountEntry) -> Void) {
                switch Store.mode {
                case .demo: completion(CountEntry(date: .now, count: 18))
                default: break
                }
              }
            """) == [8, 17, 25])
        // Every catch and case calls it, or the call follows the statement: nothing silent.
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                var count = 0
                do {
                  count = try JSONDecoder().decode(Int.self, from: Store.data ?? Data())
                } catch {
                  print("decode failed: \\(error)")
                }
                completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                switch Store.mode {
                case .demo: completion(CountEntry(date: .now, count: 18))
                case .live(let count): completion(CountEntry(date: .now, count: count))
                }
              }
            """).isEmpty)
    }

    /// Held-out unstoppable-wallet's providers bind `Calendar.current.date(byAdding:)` in an `if let`
    /// with no `else`: a path no user meets. A date parsed from text is another matter.
    @Test("A missing else of a condition never nil in practice (date arithmetic, a literal's URL) is no silent path")
    func neverFailingConditions() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                Task {
                  let entry = await Store.entry()
                  if let next = Calendar.current.date(byAdding: DateComponents(minute: 15), to: Date()), let site = URL(string: "https://example.com") {
                    completion(Timeline(entries: [entry], policy: .after(next)))
                  }
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                if let date = ISO8601DateFormatter().date(from: Store.text), let next = Calendar.current.date(byAdding: .day, value: 1, to: date) {
                  completion(CountEntry(date: next, count: 1))
                }
              }
            """) == [13])
    }

    /// Unseen LoopKit+LoopCaregiver: `getTimeline` and `getSnapshot` hand their completion to
    /// `getEntry` in a closure that calls it, and `getEntry`'s `Task` tries a fetch outside any
    /// `do`: after a network error no timeline ever comes. The helper's completion paths are the
    /// provider's, followed two calls deep, each helper judged once.
    @Test("A helper handed the completion (in a calling closure, as itself, through self, two deep) has the method's silent paths")
    func helperPaths() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                getEntry(for: context) { entry in
                  completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(900))))
                }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                getEntry(for: context) { entry in completion(entry) }
                self.load(completion: completion)
                fetch(context, then: { entry in completion(entry) })
              }
              private func getEntry(for context: Context, completion: @escaping (CountEntry) -> Void) {
                Task {
                  let count = try await Server.shared.count()
                  completion(CountEntry(date: .now, count: count))
                }
              }
              private func load(completion: @escaping (CountEntry) -> Void) {
                guard let data = Store.data else { return }
                completion(CountEntry(date: .now, count: data.count))
              }
              private func fetch(_ context: Context, then done: @escaping (CountEntry) -> Void) {
                decode(Store.data) { count in done(CountEntry(date: .now, count: count)) }
              }
              private func decode(_ data: Data?, handler: @escaping (Int) -> Void) {
                do {
                  let count = try JSONDecoder().decode(Int.self, from: data ?? Data())
                  handler(count)
                } catch {
                  print(error)
                }
              }
            """) == [16, 21, 31])
    }

    @Test("Helpers that call the completion on every path (a catch's fallback, a Task's do/catch, synchronously, a retry through a local function), unknown helpers, helpers not handed it")
    func helperPathsCalled() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                getEntry { entry in completion(Timeline(entries: [entry], policy: .atEnd)) }
                refresh { Store.save() }
              }
              func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
                load(completion: completion)
                self.placeholderEntry(completion: completion)
                Server.shared.fetch(completion: completion)
                retrying(times: 3) { count in completion(CountEntry(date: .now, count: count)) }
              }
              private func getEntry(completion: @escaping (CountEntry) -> Void) {
                Task {
                  do {
                    let count = try await Server.shared.count()
                    completion(CountEntry(date: .now, count: count))
                  } catch {
                    completion(CountEntry(date: .now, count: 0))
                  }
                }
              }
              private func load(completion: @escaping (CountEntry) -> Void) {
                do {
                  let count = try JSONDecoder().decode(Int.self, from: Store.data ?? Data())
                  completion(CountEntry(date: .now, count: count))
                } catch {
                  completion(CountEntry(date: .now, count: 0))
                }
              }
              private func placeholderEntry(completion: (CountEntry) -> Void) {
                completion(CountEntry(date: .now, count: 0))
              }
              private func retrying(times: Int, completion: @escaping (Int) -> Void) {
                var attempt = 0
                func fetch() {
                  attempt += 1
                  Server.shared.load(Store.url) { (result: Result<Int, Error>) in
                    switch result {
                    case .success(let count): completion(count)
                    case .failure:
                      if attempt < times {
                        DispatchQueue.global().asyncAfter(deadline: .now() + 2) { fetch() }
                      } else {
                        completion(0)
                      }
                    }
                  }
                }
                fetch()
              }
              private func refresh(then done: @escaping () -> Void) {
                Task {
                  try await Server.shared.refresh()
                  done()
                }
              }
            """).isEmpty)
    }

    /// Unseen LoopKit+LoopCaregiver's watch widget: the async `timeline(for:in:)` awaits a helper
    /// that wraps a `Task` in `withCheckedContinuation`; a throw in the task leaks the
    /// continuation, and the provider's call never returns.
    @Test("An async provider's continuation not resumed on a path: a Task's uncaught try, a callback's guard")
    func continuationPaths() throws {
        #expect(try lines("""
              func timeline(for configuration: Configuration, in context: Context) async -> Timeline<CountEntry> {
                let entry = await getEntry()
                return Timeline(entries: [entry], policy: .atEnd)
              }
              func snapshot(for configuration: Configuration, in context: Context) async -> CountEntry {
                await withCheckedContinuation { continuation in
                  Store.load { data in
                    guard let data else { return }
                    continuation.resume(returning: CountEntry(date: .now, count: data.count))
                  }
                }
              }
              func getEntry() async -> CountEntry {
                await withCheckedContinuation { continuation in
                  Task {
                    let count = try await Server.shared.count()
                    continuation.resume(returning: CountEntry(date: .now, count: count))
                  }
                }
              }
            """) == [11, 19])
        #expect(try lines("""
              func timeline(for configuration: Configuration, in context: Context) async -> Timeline<CountEntry> {
                let entry = await self.getEntry()
                let other = await withCheckedContinuation { continuation in
                  Store.pending.append(continuation)
                }
                return Timeline(entries: [entry, other], policy: .atEnd)
              }
              func snapshot(for configuration: Configuration, in context: Context) async -> CountEntry {
                await withCheckedContinuation { continuation in
                  Task {
                    let count = (try? await Server.shared.count()) ?? 0
                    continuation.resume(returning: CountEntry(date: .now, count: count))
                  }
                }
              }
              func getEntry() async -> CountEntry {
                await withUnsafeContinuation { continuation in
                  Task {
                    do {
                      let count = try await Server.shared.count()
                      continuation.resume(returning: CountEntry(date: .now, count: count))
                    } catch {
                      continuation.resume(returning: CountEntry(date: .now, count: 0))
                    }
                  }
                }
              }
            """).isEmpty)
    }

    @Test("A provider only the app compiles is no widget's")
    func appOnly() throws {
        #expect(try lines("""
              func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
                guard let count = Store.count else { return }
                completion(Timeline(entries: [CountEntry(date: .now, count: count)], policy: .atEnd))
              }
            """, targets: ["App"]).isEmpty)
    }

    @Test("A crafted provider (thousands of methods, returns, ifs and nested braces) is read within bounds")
    func crafted() {
        let deep = String(repeating: "if a {\n", count: 2_000) + "completion(x)\n" + String(repeating: "}\n", count: 2_000)
        let method = "func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {\n"
            + String(repeating: "guard a else { return }\nif b { completion(x) }\n", count: 500) + deep + "}\n"
        let text = "struct P {\n" + String(repeating: method, count: 40) + "}\n"
        let exits = TimelineCompletion.exits(SourceText(text, language: .swift, file: "P.swift"), file: "P.swift", targets: ["Widget"])
        // At most the bounded returns and ifs of the bounded methods are judged.
        #expect(exits.count <= TimelineCompletion.maximumMethods * TimelineCompletion.maximumReturns * 2)
        #expect(!exits.isEmpty && exits.allSatisfy { $0.file == "P.swift" && $0.line >= 1 })
    }
    /// Round 12 aleks100s+Converter: a Kotlin Multiplatform app's widget awaits the shared
    /// module's `suspend` function in a Task; a Kotlin exception reaches Swift only where the
    /// function is marked `@Throws`, so the fix names the Kotlin side too (and only there).
    @Test("A Task's uncaught throw in a Kotlin Multiplatform app's widget: the fix names @Throws; in a Swift-only app it does not",
          arguments: [true, false])
    func kotlinSuspendFunction(multiplatform: Bool) throws {
        let scratch = try ScratchFolder()
        var project = ClonedProject.native(in: "iosApp")
        project.files["iosApp/StepsWidget/StepsWidget.swift"] = ClonedProject.nativeWidgetSource().replacingOccurrences(
            of: "completion(Timeline(entries: [entry()], policy: .never))",
            with: "Task {\n      let steps = try await StepsRepository().load()\n"
                + "      completion(Timeline(entries: [StepsEntry(date: Date(), steps: Int(steps))], policy: .never))\n    }")
        let root = try project.write(to: scratch, as: "Transit")
        if multiplatform {
            try scratch.write("Transit/settings.gradle.kts", "rootProject.name = \"Transit\"\ninclude(\":shared\")\n")
            try scratch.write("Transit/shared/src/commonMain/kotlin/StepsRepository.kt",
                              "package com.acme.transit\n\nclass StepsRepository {\n    suspend fun load(): Long = 0\n}\n")
        }
        let found = try ProjectDoctor.examine(root).findings(ProviderCompletion.self)
        #expect(found.count == 1)
        #expect(found.first?.fix?.contains("@Throws(Exception::class)") == multiplatform)
    }
}
