import Essentials
import SharedData

/// Watches the group's container for the preview by comparing its stamp, which costs a listing per
/// folder and a `stat` per file, when a `ContainerMonitor` says something may have changed (or,
/// where nothing can watch, on every poll). When something did, it reads the reload requests and
/// tells what happened: requests (new by sequence number), data written without one
/// (or, where the container keeps no reload record, data written at all), the container gone or its
/// requests unreadable, and back again. It never reads the group's data: the reload a request asks
/// for does, once.
struct ContainerWatcher {
    /// Reads the container the watcher last found; it changes when the container moves.
    private(set) var reader: GroupReader
    let kind: String
    /// Finds the group's container again once its folder is gone (a reinstall makes a new one).
    private let locate: () -> GroupContainer?
    /// nil until the first poll, which reads everything once, so a damaged record shows at start.
    private var stamp: ContainerStamp?
    /// The last reload request passed on.
    private var seen: ReloadRequest?
    /// A data change without a reload request, reported on the next poll if nothing else changed
    /// by then: the app writes its data before it appends the request, and a poll may fall between.
    private var unannounced: Date?
    /// The newest data change the widget has read or the user was warned about.
    private var acknowledged: Date?
    /// Why the container cannot be read, while it cannot.
    private(set) var failure: String?

    init(reader: GroupReader, kind: String, locate: @escaping () -> GroupContainer?) {
        self.reader = reader
        self.kind = kind
        self.locate = locate
        seen = (try? reader.reloadRequests())?.last
        acknowledged = reader.lastDataChange
    }

    /// Whether it must look again soon even if nothing notifies: before its first look, while a
    /// change waits to be reported, and while the container is gone (its new folder, after a
    /// reinstall, is nowhere watched).
    var needsAnotherLook: Bool {
        stamp == nil || unannounced != nil || stamp?.containerExists == false
    }

    /// The widget has just read the group: changes made so far are not stale.
    mutating func dataWasRead() {
        acknowledged = reader.lastDataChange
        unannounced = nil
    }

    /// What happened since the last poll, in order.
    mutating func poll() -> [ContainerEvent] {
        var current = reader.stamp()
        if !current.containerExists, let moved = locate(), moved != reader.container {
            reader = GroupReader(container: moved)
            current = reader.stamp()
        }
        guard current != stamp else { return reportUnannounced() }
        stamp = current
        guard current.containerExists else { return fail(Self.gone(reader.container)) }
        let requests: [ReloadRequest]
        do {
            requests = try reader.reloadRequests()
        } catch {
            return fail(describe(error))
        }
        var events: [ContainerEvent] = []
        if failure != nil {
            failure = nil
            events.append(.recovered("the container is readable again at \(reader.container.url.shown)"))
        }
        let fresh = Self.new(in: requests, after: seen)
        seen = requests.last ?? seen
        events += fresh.filter { !$0.applies(toKind: kind) }.map { .reloadRequested(kind: $0.kind) }
        // Several requests between two polls make one new timeline, as WidgetKit coalesces them; it
        // is free only when every one of them was an interaction reload.
        let applying = fresh.filter { $0.applies(toKind: kind) }
        if let request = applying.last {
            events.append(.reloadRequested(kind: request.kind, interaction: !applying.contains(where: \.countsAgainstBudget)))
            unannounced = nil
        } else {
            switch try? reader.reloadAfterLastChange(forKind: kind) {
            case let .notReloaded(change, _)? where change > acknowledged ?? .distantPast:
                unannounced = change
            case let .unknowable(change)? where change > acknowledged ?? .distantPast:
                // No request will ever show: pass the change on now, not a poll later.
                acknowledged = change
                events.append(.dataChangedWithoutRecord)
            default:
                break
            }
        }
        return events
    }

    /// The preview made this request itself (a button's interaction reload) and has already rebuilt
    /// for it: later polls do not pass it on.
    mutating func handled(_ request: ReloadRequest) {
        if seen.map({ request.sequence > $0.sequence }) ?? true { seen = request }
    }

    /// The requests after `seen`, by sequence number while the record goes on. A container made anew
    /// starts its record again at 1: once `seen` is not in it, the requests dated after it are new.
    /// (Dates alone do not order a record: `intent --now` and a paused preview press buttons in the past.)
    static func new(in requests: [ReloadRequest], after seen: ReloadRequest?) -> [ReloadRequest] {
        guard let seen else { return requests }
        let continues = requests.contains { $0.sequence == seen.sequence && abs($0.date.timeIntervalSince(seen.date)) < 0.001 }
        return requests.filter { continues ? $0.sequence > seen.sequence : $0.date > seen.date }
    }

    /// Why the container cannot be read, short enough for the status line: the folder comes last
    /// and paths inside it are relative to it.
    func describe(_ error: any Error) -> String {
        relative(String(describing: error))
    }

    /// `text` with the files it names inside the container named relative to it.
    func relative(_ text: String) -> String {
        text.replacing(reader.container.url.path + "/", with: "")
    }

    /// What a poll or a rebuild says when the container's folder is gone.
    static func gone(_ container: GroupContainer) -> String {
        "container folder gone (deleted, or the app reinstalled into a new one): \(container.url.shown)"
    }

    private mutating func reportUnannounced() -> [ContainerEvent] {
        guard let change = unannounced else { return [] }
        unannounced = nil
        acknowledged = change
        return [.dataChanged]
    }

    private mutating func fail(_ reason: String) -> [ContainerEvent] {
        guard failure != reason else { return [] }
        failure = reason
        unannounced = nil
        return [.failed(reason)]
    }
}
