import Foundation
import PetRenderer

/// `widget-tui preview`: the live, scrubbable ncurses preview; what `widget-tui` runs by default.
enum PreviewCommand {
    static let command = Command(
        name: "preview",
        summary: "Preview the widget live in the terminal and scrub its timeline (the default)",
        usage: """
        widget-tui [preview] [--now DATE | --paused] [--family small|medium|large]
                             [--colors truecolor|256|16|none] [--budget N] [--tz Area/City]

          --now DATE   start paused at DATE (ISO 8601, for example 2026-05-01T12:00:00Z)
          --paused     start paused at the current time
          --family     widget family (default medium)
          --colors     colour mode; default from the terminal, COLORTERM and NO_COLOR
          --budget     reloads a day before the preview warns (default \(ReloadBudget.defaultLimit))
          --tz         time zone for quiet hours and the dates shown (default the machine's)

        Press ? in the preview for its keys. Needs a terminal; `widget-tui render` prints one frame
        for files and pipes.
        """,
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let options = try PreviewOptions(&arguments, now: Date())
        try arguments.finish()
        guard io.outputIsTerminal, isatty(STDIN_FILENO) != 0 else {
            io.err("widget-tui preview needs a terminal on standard input and output; "
                + "to write a frame to a file or pipe, use `widget-tui render`\n")
            return 2
        }
        return try MainActor.assumeIsolated {
            try PreviewLoop.run(options, source: StandInSource(), environment: io.environment)
        }
    }
}

/// The preview's command-line options.
struct PreviewOptions: Equatable {
    var settings = RenderSettings()
    var start = PreviewState.Start.live
    var colorOverride: ColorMode?
    var budget = ReloadBudget.defaultLimit

    init(_ arguments: inout Arguments, now: Date) throws {
        let paused = arguments.flag("--paused")
        if let text = try arguments.option("--now") {
            guard let date = PreviewOptions.parseDate(text) else {
                throw CLIError.usage("--now \(text): expected an ISO 8601 date such as 2026-05-01T12:00:00Z")
            }
            start = .paused(at: date)
        } else if paused {
            start = .paused(at: now)
        }
        if let text = try arguments.option("--family") {
            guard let family = WidgetFamily(argument: text) else {
                throw CLIError.usage("--family \(text): expected small, medium or large")
            }
            settings.family = family
        }
        if let text = try arguments.option("--colors") {
            guard let mode = ColorMode(rawValue: text) else {
                throw CLIError.usage("--colors \(text): expected truecolor, 256, 16 or none")
            }
            colorOverride = mode
        }
        if let text = try arguments.option("--budget") {
            guard let value = Int(text), value > 0 else {
                throw CLIError.usage("--budget \(text): expected a positive number of reloads a day")
            }
            budget = value
        }
        if let text = try arguments.option("--tz") {
            guard let zone = TimeZone(identifier: text) else {
                throw CLIError.usage("--tz \(text): not a time zone (expected Area/City, for example Europe/Paris)")
            }
            settings.timeZone = zone
        }
    }

    /// ISO 8601 with a zone, with or without fractional seconds.
    static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions.insert(.withFractionalSeconds)
        return formatter.date(from: text)
    }
}
