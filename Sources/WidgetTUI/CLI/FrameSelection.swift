import Foundation
import PetRenderer

/// Which frames a command draws: the home widget in one or several families (and, where the
/// command takes `--surface`, Live Activity surfaces), at timeline entries by index (`--entries`),
/// every Nth entry (`--every`) and bare dates (`--at`).
struct FrameSelection: Equatable {
    /// Entries by index (`--entries`, `--every`) and bare dates (`--at`); all empty means the
    /// first, second and last entries.
    struct Moments: Equatable {
        var entries: [Int] = []
        var every: Int?
        var dates: [Date] = []
    }

    /// One frame to draw: an entry of the timeline, or a bare date (`entry` nil).
    struct Frame: Equatable {
        /// What the frame shows.
        enum Subject: Equatable {
            case home(WidgetFamily)
            case liveActivity(LiveActivitySurface)

            /// `medium`, `lock-screen`: the start of the frame's file name.
            var name: String {
                switch self {
                case let .home(family): family.shortName
                case let .liveActivity(surface): surface.argument
                }
            }
        }

        let subject: Subject
        let entry: Int?
        let date: Date

        /// `medium-entry-0059.txt`, `lock-screen-at-20261129T120000Z.txt`: stable, sortable, no colons.
        func fileName(entryDigits: Int) -> String {
            if let entry {
                let number = String(entry)
                return "\(subject.name)-entry-\(String(repeating: "0", count: max(0, entryDigits - number.count)))\(number).txt"
            }
            let stamp = ISODate.format(date).filter { $0 != "-" && $0 != ":" }
            return "\(subject.name)-at-\(stamp).txt"
        }
    }

    var families: [WidgetFamily]
    var moments: Moments
    /// `.home` draws every family; commands without `--surface` keep the default.
    var surfaces: [Surface] = [.home]

    /// The families drawn: none when the home widget is not among the surfaces.
    var drawnFamilies: [WidgetFamily] { surfaces.contains(.home) ? families : [] }

    /// The Live Activity surfaces drawn, in the order asked for.
    var liveActivitySurfaces: [LiveActivitySurface] { surfaces.compactMap(\.liveActivity) }

    static let usage = """
      --family F[,F...]     small, medium and/or large; repeatable (default all three)
      --entries N[,N...]    timeline entries by index, from 0
      --every N             every Nth entry: 0, N, 2N, ...
      --at DATE[,DATE...]   bare dates, ISO 8601, each drawn as the frame for exactly that moment
                            (these combine; with none of them: the first, second and last entries)
    """

    /// Takes `--family` before `RenderOptions.parse` sees it: these commands draw several families.
    static func parse(_ arguments: inout Arguments) throws -> FrameSelection {
        var families: [WidgetFamily] = []
        for text in try arguments.options("--family").flatMap(commaList) {
            guard let family = WidgetFamily(argument: text) else {
                throw CLIError.usage("--family: '\(text)' is not small, medium or large")
            }
            if !families.contains(family) { families.append(family) }
        }
        var moments = Moments()
        if let entries = try arguments.option("--entries") {
            moments.entries = try commaList(entries).map { text in
                guard let index = Int(text), index >= 0 else {
                    throw CLIError.usage("--entries: '\(text)' is not an entry index (0 or more)")
                }
                return index
            }
        }
        if let every = try arguments.option("--every") {
            guard let step = Int(every), step > 0 else { throw CLIError.usage("--every: '\(every)' is not a positive whole number") }
            moments.every = step
        }
        if let at = try arguments.option("--at") {
            moments.dates = try commaList(at).map { try DateArgument.parse($0, option: "--at") }
        }
        return FrameSelection(families: families.isEmpty ? WidgetFamily.allCases : families, moments: moments)
    }

    private static func commaList(_ text: String) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.contains(where: \.isEmpty) else { throw CLIError.usage("'\(text)' has an empty item in its comma list") }
        return items
    }

    /// The frames in surface order (the home widget in family order), then in the order asked for,
    /// without repeats. Entry dates come from the timeline, so they are the dates the widget's
    /// provider would give; a Live Activity surface is drawn at the same dates.
    func frames(in timeline: Timeline) throws -> [Frame] {
        let entries = timeline.entries
        var indices = moments.entries
        if let every = moments.every { indices += Array(stride(from: 0, to: entries.count, by: every)) }
        if let beyond = indices.first(where: { $0 >= entries.count }) {
            throw CLIError.usage("--entries: entry \(beyond) is past the timeline's last entry \(entries.count - 1) (--count \(entries.count))")
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
