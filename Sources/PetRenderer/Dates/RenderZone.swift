import Essentials

/// The time zone a render reads its dates in: a `TimeZone`, or UTC without one. Making any
/// `TimeZone`, even `.gmt`, first sets up FoundationEssentials' zone cache, whose dictionaries the
/// Swift runtime builds by looking `String: Hashable` up among all the executable's conformances:
/// 375,000 instructions, a tenth of a `widget-tui render --tz UTC`, which needs only the zero offset.
/// `.utc` is `TimeZone.gmt` in everything but that cost: its `timeZone` is made when asked for, and
/// it compares and hashes as `.gmt` does.
public struct RenderZone: Hashable, Sendable {
    /// nil for UTC.
    private let zone: TimeZone?

    public static let utc = RenderZone(zone: nil)

    public init(_ timeZone: TimeZone) {
        self.init(zone: timeZone)
    }

    private init(zone: TimeZone?) {
        self.zone = zone
    }

    public var timeZone: TimeZone { zone ?? .gmt }

    /// Whether this is `.utc`, whose wall clock is the date's own seconds, so a caller may do
    /// without `Calendar`: on Linux every new `Calendar` first reads the machine's zone, which
    /// loads ICU's zone data (600 KB of pages the preview would otherwise keep).
    public var isUTC: Bool { zone == nil }

    public func secondsFromGMT(for date: Date) -> Int {
        zone?.secondsFromGMT(for: date) ?? 0
    }

    public static func == (a: RenderZone, b: RenderZone) -> Bool {
        a.timeZone == b.timeZone
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(timeZone)
    }
}
