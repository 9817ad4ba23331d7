#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization
#else
import Foundation
#endif
import FrameOutput
import PetRenderer
import SharedData
import WidgetTUIKit

extension RenderOptions {
    /// The render options as the command table declares them.
    enum Spec {
        static let family = OptionSpec.choice("--family", WidgetFamily.allCases.map(\.shortName), "widget family (default medium)")
        static let device = OptionSpec.value("--device", "WxH", "screen size in points, a row of the HIG table (default 393x852)")
        static let scale = OptionSpec.value("--scale", "N", "points per pixel (default 5: medium fits 80x24)")
        static let appearance = OptionSpec.choice("--appearance", Appearance.allCases.map(\.rawValue), "light or dark (default light)")
        static let mode = OptionSpec.choice("--mode", WidgetRenderingMode.allCases.map(\.rawValue), "rendering mode (default fullColor)")
        static let accentedImages = OptionSpec.choice("--accented-images", WidgetAccentedRenderingMode?.names, """
            what the widget's images carry as widgetAccentedRenderingMode, drawn
            with --mode accented (default none: silhouettes)
            """)
        static let timeZone = OptionSpec.value("--tz", "Area/City", "time zone for quiet hours and time of day (default the machine's)")
        static let now = OptionSpec.value("--now", "DATE", "the timeline's start, ISO 8601 (default now)")
        static let step = OptionSpec.value("--step", "SECONDS", "seconds between entries (default 5)")
        static let count = OptionSpec.value("--count", "N", "entries per timeline (default 300)")
        static let policy = OptionSpec.choice("--policy", policies.map(\.name), "reload policy (default after: now + count x step)")
        static let reloadAt = OptionSpec.value("--reload-at", "DATE", "policy .after(DATE)")
        static let colors = OptionSpec.choice("--colors", ColorMode.allCases.map(\.rawValue), "colours of ANSI output (default: what the terminal shows)")
        static let sprites = OptionSpec.value("--sprites", "DIR", "a folder holding pets.png and pets.json (default the bundled sheet)",
                                              completion: .directories)

        static let section = OptionSection("render options", [family, device, scale, appearance, mode, accentedImages, timeZone, now, step, count,
                                                              policy, reloadAt, colors, sprites])
    }

    /// The zone `--tz` names. UTC and GMT are the zero offset, which needs no `TimeZone` at all
    /// (`RenderZone.utc`): `TimeZone(identifier: "UTC")` builds an ICU zone (and its cache), most of
    /// a tenth of a `widget-tui render`, for the zone scripts and CI name most, and even `.gmt` sets
    /// up Foundation's zone cache. Only the identifier differs, and the name shown is the one typed
    /// (`timeZoneName`).
    static func zone(named text: String) -> RenderZone? {
        text == "UTC" || text == "GMT" ? .utc : TimeZone(identifier: text).map(RenderZone.init)
    }

    /// The render options; without `--tz` the zone is the machine's, the one place it is read.
    static func parse(_ arguments: inout Arguments, io: CommandIO) throws -> RenderOptions {
        // The machine's zone is looked up only when --tz names none: it costs a read of /etc/localtime.
        let zoneText = try arguments.value(Spec.timeZone)
        var settings = RenderSettings(zone: .utc)
        if let text = zoneText {
            guard let zone = zone(named: text) else {
                // knownTimeZoneIdentifiers comes from FoundationInternationalization's time zone
                // file: naming it also keeps that file, and the ICU zones Essentials looks up by
                // name at run time, in a build that links the Swift libraries statically.
                let hint = EditDistance.nearest(to: text, among: TimeZone.knownTimeZoneIdentifiers).map { "; did you mean '\($0)'?" } ?? ""
                throw CLIError.usage("--tz: '\(text.shown)' is not a time zone such as Europe/Paris or UTC\(hint)")
            }
            settings.zone = zone
        } else {
            settings.timeZone = .current
        }
        let timeZoneName = zoneText ?? settings.timeZone.identifier
        if let family = try arguments.choice(Spec.family, WidgetFamily.init(argument:)) { settings.family = family }
        if let text = try arguments.value(Spec.device) { settings.device = try DeviceArgument.parse(text) }
        let scaleText = try arguments.value(Spec.scale)
        if let text = scaleText {
            guard let scale = Int(text), (1...40).contains(scale) else {
                throw CLIError.usage("--scale: '\(text.shown)' is not a whole number of points per pixel from 1 to 40")
            }
            settings.pointsPerPixel = scale
        }
        settings.appearance = try arguments.choice(Spec.appearance, Appearance.init(rawValue:)) ?? settings.appearance
        settings.renderingMode = try arguments.choice(Spec.mode, WidgetRenderingMode.init(rawValue:)) ?? settings.renderingMode
        settings.accentedImages = try arguments.choice(Spec.accentedImages) { WidgetAccentedRenderingMode?(name: $0) } ?? nil
        let now = try arguments.value(Spec.now).map { try DateArgument.parse($0, option: Spec.now.name) }
        let step = try arguments.value(Spec.step).map { text in
            guard let value = TimeInterval(text), value > 0, value.isFinite else {
                throw CLIError.usage("--step: '\(text.shown)' is not a positive number of seconds")
            }
            return value
        } ?? PetTimelineProvider.defaultStep
        let count = try arguments.value(Spec.count).map { text in
            guard let value = Int(text), (1...100_000).contains(value) else {
                throw CLIError.usage("--count: '\(text.shown)' is not a number of entries from 1 to 100000")
            }
            return value
        } ?? PetTimelineProvider.defaultCount
        var reload = try arguments.choice(Spec.policy) { name in policies.first { $0.name == name }?.reload } ?? .afterTimeline
        if let text = try arguments.value(Spec.reloadAt) {
            reload = .after(try DateArgument.parse(text, option: Spec.reloadAt.name))
        }
        let colorMode = try arguments.choice(Spec.colors, ColorMode.init(rawValue:))
        let sprites = try arguments.value(Spec.sprites).map { URL(fileURLWithPath: $0) }
        return RenderOptions(settings: settings, now: now, step: step, count: count, reload: reload, colorMode: colorMode,
                             spritesDirectory: sprites, timeZoneName: timeZoneName, scaleGiven: scaleText != nil)
    }

    /// `--policy`'s words; `after` is the provider's own `.after(now + count x step)`.
    private static let policies: [(name: String, reload: PetTimelineProvider.Reload)] = [
        ("after", .afterTimeline), ("atEnd", .atEnd), ("never", .never),
    ]

    /// The colour mode for output: `--colors`, else none under NO_COLOR, else what COLORTERM says
    /// the terminal can show.
    func outputColorMode(io: CommandIO) -> ColorMode {
        if let colorMode { return colorMode }
        if let noColor = io.environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = io.environment["COLORTERM"] ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .truecolor : .xterm256
    }
}
