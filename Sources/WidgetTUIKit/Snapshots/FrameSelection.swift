import Essentials
import PetRenderer

/// Which frames a command draws: the home widget in one or several families (and, where the
/// command takes `--surface`, Live Activity surfaces), at timeline entries by index (`--entries`),
/// every Nth entry (`--every`) and bare dates (`--at`).
public struct FrameSelection: Equatable, Sendable {
    /// Entries by index (`--entries`, `--every`) and bare dates (`--at`); all empty means the
    /// first, second and last entries.
    public struct Moments: Equatable, Sendable {
        public var entries: [Int]
        public var every: Int?
        public var dates: [Date]

        public init(entries: [Int] = [], every: Int? = nil, dates: [Date] = []) {
            self.entries = entries
            self.every = every
            self.dates = dates
        }
    }

    /// One frame to draw: an entry of the timeline, or a bare date (`entry` nil).
    public struct Frame: Equatable, Sendable {
        /// What the frame shows.
        public enum Subject: Equatable, Sendable {
            case home(WidgetFamily)
            case liveActivity(LiveActivitySurface)

            /// `medium`, `lock-screen`: the start of the frame's file name.
            public var name: String {
                switch self {
                case let .home(family): family.shortName
                case let .liveActivity(surface): surface.argument
                }
            }

            /// Where the frame shows: the home widget (whatever its family) or a Live Activity view.
            public var surface: Surface {
                switch self {
                case .home: .home
                case let .liveActivity(surface): .liveActivity(surface)
                }
            }

            /// `settings` for this frame: the home widget's family applied; a Live Activity has none.
            public func settings(_ settings: RenderSettings) -> RenderSettings {
                guard case let .home(family) = self else { return settings }
                var settings = settings
                settings.family = family
                return settings
            }
        }

        public let subject: Subject
        public let entry: Int?
        public let date: Date

        public init(subject: Subject, entry: Int?, date: Date) {
            self.subject = subject
            self.entry = entry
            self.date = date
        }

        /// `medium-entry-0059.txt`, `lock-screen-at-20261129T120000Z.txt`: stable, sortable, no colons.
        public func fileName(entryDigits: Int) -> String {
            if let entry {
                let number = String(entry)
                return "\(subject.name)-entry-\(String(repeating: "0", count: max(0, entryDigits - number.count)))\(number).txt"
            }
            let stamp = ISODate.format(date).filter { $0 != "-" && $0 != ":" }
            return "\(subject.name)-at-\(stamp).txt"
        }
    }

    public var families: [WidgetFamily]
    public var moments: Moments
    /// `.home` draws every family; commands without `--surface` keep the default.
    public var surfaces: [Surface]

    public init(families: [WidgetFamily] = WidgetFamily.allCases, moments: Moments = Moments(), surfaces: [Surface] = [.home]) {
        self.families = families
        self.moments = moments
        self.surfaces = surfaces
    }

    /// The families drawn: none when the home widget is not among the surfaces.
    public var drawnFamilies: [WidgetFamily] { surfaces.contains(.home) ? families : [] }

    /// The Live Activity surfaces drawn, in the order asked for.
    public var liveActivitySurfaces: [LiveActivitySurface] { surfaces.compactMap(\.liveActivity) }

    /// The frames in surface order (the home widget in family order), then in the order asked for,
    /// without repeats. Entry dates come from the timeline, so they are the dates the widget's
    /// provider would give; a Live Activity surface is drawn at the same dates. `limit` says why
    /// the timeline has as many entries as it has, for an entry past it: `--count N` by default.
    public func frames(in timeline: Timeline, limit: String? = nil) throws(WidgetTUIError) -> [Frame] {
        let entries = timeline.entries
        var indices = moments.entries
        if let every = moments.every { indices += Array(stride(from: 0, to: entries.count, by: every)) }
        if let beyond = indices.first(where: { $0 >= entries.count }) {
            throw WidgetTUIError.usage("--entries: entry \(beyond) is past the timeline's last entry \(entries.count - 1) (\(limit ?? "--count \(entries.count)"))")
        }
        if indices.isEmpty, moments.dates.isEmpty {
            indices = [0, 1, entries.count - 1].filter { $0 >= 0 && $0 < entries.count }
        }
        let picked: [(entry: Int?, date: Date)] = indices.map { ($0, entries[$0].date) } + moments.dates.map { (nil, $0) }
        var seen = Set<String>()
        let unique = picked.filter { seen.insert("\($0.entry ?? -1) \($0.date.timeIntervalSince1970)").inserted }
        let subjects = surfaces.flatMap { surface -> [Frame.Subject] in
            surface.liveActivity.map { [.liveActivity($0)] } ?? families.map { .home($0) }
        }
        return subjects.flatMap { subject in unique.map { Frame(subject: subject, entry: $0.entry, date: $0.date) } }
    }
}
