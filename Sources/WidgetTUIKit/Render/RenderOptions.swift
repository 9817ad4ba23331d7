import Essentials
import FrameOutput
import PetRenderer

/// How the widget is drawn (family, device, scale, appearance, rendering mode, time zone, colours)
/// and how its timeline is built: the options every rendering command shares, as plain values.
public struct RenderOptions: Sendable {
    public var settings: RenderSettings
    /// The timeline's start, for reproducible output; nil means the caller's clock.
    public var now: Date?
    public var step: TimeInterval
    public var count: Int
    public var reload: PetTimelineProvider.Reload
    /// The colours for terminal output; nil lets the output decide (NO_COLOR, terminal capability).
    public var colorMode: ColorMode?
    /// A sheet of the developer's own (`pets.png` and `pets.json`) instead of the bundled one.
    public var spritesDirectory: URL?
    /// The zone as the user named it: Foundation on Linux calls `UTC` "GMT", so
    /// `settings.timeZone.identifier` is not always the name the user typed.
    public var timeZoneName: String
    /// Whether the scale was chosen; the preview fits the scale to the terminal only when it was not.
    public var scaleGiven: Bool

    public init(settings: RenderSettings, now: Date? = nil, step: TimeInterval = PetTimelineProvider.defaultStep,
                count: Int = PetTimelineProvider.defaultCount, reload: PetTimelineProvider.Reload = .afterTimeline,
                colorMode: ColorMode? = nil, spritesDirectory: URL? = nil, timeZoneName: String? = nil, scaleGiven: Bool = false) {
        self.settings = settings
        self.now = now
        self.step = step
        self.count = count
        self.reload = reload
        self.colorMode = colorMode
        self.spritesDirectory = spritesDirectory
        self.timeZoneName = timeZoneName ?? settings.timeZone.identifier
        self.scaleGiven = scaleGiven
    }

    /// The timeline provider these options describe, for the group's data.
    public func provider(for widget: PetWidget) -> PetTimelineProvider {
        PetTimelineProvider(night: widget.renderer.nightSchedule(for: settings), step: step, count: count, reload: reload)
    }

    /// The home widget's timeline from `now`: the pet widget's provider's, or for another app's data
    /// (`PetWidget.storedImage`) the one entry widget-tui models for that app's widget (`StoredDataTimeline`).
    public func homeTimeline(for widget: PetWidget, from now: Date) -> Timeline {
        widget.storedImage == nil ? provider(for: widget).timeline(from: now) : StoredDataTimeline.timeline(from: now)
    }
}
