import Essentials
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

    /// The preview's own options as the command table declares them.
    enum Spec {
        static let paused = OptionSpec.flag("--paused", "start paused at the current time (--now DATE: paused there)")
        static let budget = OptionSpec.value("--budget", "N", "reloads a day before the preview warns (default \(ReloadBudget.defaultLimit))")
        static let trace = OptionSpec.value("--trace", "FILE", "write timing lines (key to screen, reload to screen) for the benchmark",
                                            completion: .files)
        static let pet = PetArgument.option.described("whose Live Activity the v key shows, counted from 1 (default 1)")

        static let section = OptionSection([paused, budget, trace, pet])
    }

    init(_ arguments: inout Arguments, io: CommandIO, now: Date) throws {
        group = try GroupOptions.parse(&arguments, io: io)
        render = try RenderOptions.parse(&arguments, io: io)
        intents = try IntentOptions.parse(&arguments)
        activityPet = try PetArgument.parse(&arguments) ?? 0
        let paused = try arguments.flag(Spec.paused)
        if let date = render.now {
            start = .paused(at: date)
        } else {
            start = paused ? .paused(at: now) : .live
        }
        budget = try arguments.value(Spec.budget).map { text in
            guard let value = Int(text), value > 0 else {
                throw CLIError.usage("--budget: '\(text.shown)' is not a positive number of reloads a day")
            }
            return value
        } ?? ReloadBudget.defaultLimit
        traceFile = try arguments.value(Spec.trace)
    }
}
