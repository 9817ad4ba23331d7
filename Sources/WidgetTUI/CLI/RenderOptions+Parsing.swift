import Foundation
import FrameOutput
import PetRenderer
import WidgetTUIKit

extension RenderOptions {
    static let usage = """
      --family small|medium|large   widget family (default medium)
      --device WxH          screen size in points, a row of the HIG table (default 393x852)
      --scale N             points per pixel (default 5: medium fits 80x24)
      --appearance light|dark
      --mode fullColor|accented|vibrant   rendering mode (default fullColor)
      --tz Area/City        time zone for quiet hours and time of day (default the machine's)
      --now DATE            the timeline's start, ISO 8601 (default now)
      --step SECONDS        seconds between entries (default 5)
      --count N             entries per timeline (default 300)
      --policy after|atEnd|never   reload policy (default after: now + count x step)
      --reload-at DATE      policy .after(DATE)
      --colors truecolor|256|16|none
      --sprites DIR         a folder holding pets.png and pets.json (default the bundled sheet)
    """

    /// The render options; without `--tz` the zone is the machine's, the one place it is read.
    static func parse(_ arguments: inout Arguments, io: CommandIO) throws -> RenderOptions {
        var settings = RenderSettings(timeZone: .current)
        var timeZoneName = settings.timeZone.identifier
        if let text = try arguments.option("--family") {
            guard let family = WidgetFamily(argument: text) else {
                throw CLIError.usage("--family: '\(text)' is not small, medium or large")
            }
            settings.family = family
        }
        if let text = try arguments.option("--device") { settings.device = try DeviceArgument.parse(text) }
        let scaleText = try arguments.option("--scale")
        if let text = scaleText {
            guard let scale = Int(text), (1...40).contains(scale) else {
                throw CLIError.usage("--scale: '\(text)' is not a whole number of points per pixel from 1 to 40")
            }
            settings.pointsPerPixel = scale
        }
        settings.appearance = try enumOption(&arguments, "--appearance", default: settings.appearance)
        settings.renderingMode = try enumOption(&arguments, "--mode", default: settings.renderingMode)
        if let text = try arguments.option("--tz") {
            guard let zone = TimeZone(identifier: text) else {
                throw CLIError.usage("--tz: '\(text)' is not a time zone such as Europe/Paris or UTC")
            }
            settings.timeZone = zone
            timeZoneName = text
        }
        let now = try arguments.option("--now").map { try DateArgument.parse($0, option: "--now") }
        let step = try arguments.option("--step").map { text in
            guard let value = TimeInterval(text), value > 0, value.isFinite else {
                throw CLIError.usage("--step: '\(text)' is not a positive number of seconds")
            }
            return value
        } ?? PetTimelineProvider.defaultStep
        let count = try arguments.option("--count").map { text in
            guard let value = Int(text), (1...100_000).contains(value) else {
                throw CLIError.usage("--count: '\(text)' is not a number of entries from 1 to 100000")
            }
            return value
        } ?? PetTimelineProvider.defaultCount
        var reload = PetTimelineProvider.Reload.afterTimeline
        switch try arguments.option("--policy") {
        case nil, "after": break
        case "atEnd": reload = .atEnd
        case "never": reload = .never
        case let other?: throw CLIError.usage("--policy: '\(other)' is not after, atEnd or never")
        }
        if let text = try arguments.option("--reload-at") {
            reload = .after(try DateArgument.parse(text, option: "--reload-at"))
        }
        let colorMode = try arguments.option("--colors").map(ColorArgument.parse)
        let sprites = try arguments.option("--sprites").map { URL(fileURLWithPath: $0) }
        return RenderOptions(settings: settings, now: now, step: step, count: count, reload: reload, colorMode: colorMode,
                             spritesDirectory: sprites, timeZoneName: timeZoneName, scaleGiven: scaleText != nil)
    }

    private static func enumOption<T: RawRepresentable & CaseIterable>(
        _ arguments: inout Arguments, _ name: String, default value: T
    ) throws -> T where T.RawValue == String {
        guard let text = try arguments.option(name) else { return value }
        guard let parsed = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("\(name): '\(text)' is not one of \(names)")
        }
        return parsed
    }

    /// The colour mode for output: `--colors`, else none under NO_COLOR, else what COLORTERM says
    /// the terminal can show.
    func outputColorMode(io: CommandIO) -> ColorMode {
        if let colorMode { return colorMode }
        if let noColor = io.environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = io.environment["COLORTERM"] ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .truecolor : .xterm256
    }
}
