import Foundation
import FrameOutput
import PetRenderer
import SharedData
import WidgetTUIKit

/// The preview's command-line options: the group and render options every command shares, and
/// the few only the preview has.
struct PreviewOptions {
    let group: GroupOptions
    let render: RenderOptions
    /// How the widget's buttons run; `--app` is where the `w` key starts.
    let intents: IntentOptions
    /// `--pet N`: whose Live Activity the `v` key shows, from 0.
    let activityPet: Int
    let start: PreviewState.Start
    let budget: Int
    /// `--trace FILE`: timing lines for `scripts/bench-preview.py`.
    let traceFile: String?

    var settings: RenderSettings { render.settings }
    var colorOverride: ColorMode? { render.colorMode }

    static let usage = """
      --now DATE            start paused at DATE, the first timeline's start (ISO 8601)
      --paused              start paused at the current time
      --budget N            reloads a day before the preview warns (default \(ReloadBudget.defaultLimit))
      --trace FILE          write timing lines (key to screen, reload to screen) for the benchmark
    \(IntentOptions.usage)
      --pet N               whose Live Activity the v key shows, counted from 1 (default 1)
    """

    init(_ arguments: inout Arguments, io: CommandIO, now: Date) throws {
        group = try GroupOptions.parse(&arguments, io: io)
        render = try RenderOptions.parse(&arguments, io: io)
        intents = try IntentOptions.parse(&arguments)
        activityPet = try PetArgument.parse(&arguments)
        let paused = arguments.flag("--paused")
        if let date = render.now {
            start = .paused(at: date)
        } else {
            start = paused ? .paused(at: now) : .live
        }
        budget = try arguments.option("--budget").map { text in
            guard let value = Int(text), value > 0 else {
                throw CLIError.usage("--budget: '\(text)' is not a positive number of reloads a day")
            }
            return value
        } ?? ReloadBudget.defaultLimit
        traceFile = try arguments.option("--trace")
    }
}
