import Essentials
import SharedData

/// The host app's writes to the group, as the seed's MethodChannel handler makes them: each under
/// the writer lock, then a reload request (`reloadTimelines(ofKind:)` for `reloadKind`, else
/// `reloadAllTimelines()`) unless `reloads` is off. Every method checks its input before it looks
/// for the container, and returns the line to report. In a simulator's container the suite is
/// written as the device's state allows (`SuiteChannel`), and a reload reaches only the preview.
public struct HostApp: Sendable {
    /// The writer of the group's container and the simulator device holding it (nil outside a
    /// simulator), found when a write is about to be made.
    private let openWriter: @Sendable () throws -> (writer: GroupWriter, device: SimulatorDevice?)
    /// The kind the app reloads; nil reloads all its widgets.
    public let reloadKind: String?
    /// False with `--no-reload`: the app forgets to reload, as the seed's bug did.
    public let reloads: Bool

    public init(writer: GroupWriter, reloadKind: String?, reloads: Bool = true) {
        openWriter = { (writer, nil) }
        self.reloadKind = reloadKind
        self.reloads = reloads
    }

    /// The app of the group `locate` finds in `source`. A group that cannot be found is the seed's
    /// `result(false)`: the write fails and nothing is written. `environment` is the command's,
    /// where a booted simulator's `xcrun` is looked for.
    public init(locate: @escaping @Sendable () throws -> GroupContainer, source: ContainerLocator.Source, environment: [String: String],
                reloadKind: String?, reloads: Bool = true, lockTimeout: Duration) {
        openWriter = {
            do {
                let container = try locate()
                let device = ContainerLocator(source: source).device(of: container)
                let suite = SuiteChannel.forContainer(on: device, environment: environment)
                return (GroupWriter(container: container, lockTimeout: lockTimeout, suite: suite), device)
            } catch let error as ContainerError {
                throw WidgetTUIError("App Group not configured, nothing written: \(error)")
            }
        }
        self.reloadKind = reloadKind
        self.reloads = reloads
    }

    /// `UserDefaults.set(_:forKey:)`.
    @discardableResult
    public func set(_ value: PlistValue, forKey key: String) throws -> String {
        try write(with: try openWriter()) { session in
            try session.set(value, forKey: key)
            return "set \(key.shown) = \(value.description.shown) (\(value.typeName)) in \(session.container.groupID.shown)"
        } ?? ""
    }

    /// `UserDefaults.removeObject(forKey:)`, as home_widget does when saving null.
    @discardableResult
    public func remove(_ key: String) throws -> String {
        let target = try openWriter()
        let message = try write(with: target) { session in
            try session.removeValue(forKey: key).map { "removed \(key.shown) (was \($0.description.shown)) from \(session.container.groupID.shown)" }
        }
        return message ?? "no key \(key.shown) in \(target.writer.container.groupID.shown); nothing changed"
    }

    /// The setting the seed's first bug never wrote to the group.
    @discardableResult
    public func setQuietHours(_ hours: QuietHours) throws -> String {
        try write(with: try openWriter()) { session in
            try session.set(.string(hours.description), forKey: PetWidgetData.quietHoursKey)
            return "set \(PetWidgetData.quietHoursKey) = \(hours) in \(session.container.groupID.shown)"
        } ?? ""
    }

    /// What `updateItems` stored: the line to report, and what the widget will make of the pets
    /// (`DataProblem`): values outside the contract, which the app may write and the extension
    /// cannot draw as meant (warnings), and fields left out for the contract's defaults (notes).
    public struct StoredItems: Sendable {
        public let summary: String
        public let problems: [DataProblem]
    }

    /// The seed's `updateItems`: a JSON array of pets stored as Data under `items`, as the app
    /// stores it: refused with nothing written only when it is not an array of pets with the
    /// contract's types (`InvalidItems`); a value outside the contract is stored and reported, as
    /// is a field left out for its default. `source` names the JSON in messages.
    @discardableResult
    public func updateItems(_ json: Data, source: String) throws -> StoredItems {
        let (pets, problems) = PetWidgetDataDecoder(file: source).pets(fromJSON: json)
        let refused = problems.filter { $0.severity == .problem && !$0.outsideContract }
        guard refused.isEmpty else { throw InvalidItems(source: source, problems: refused) }
        let summary = try write(with: try openWriter()) { session in
            try session.set(.data(json), forKey: PetWidgetData.itemsKey)
            return "stored \(String(count: pets.count, "pet")) under \(PetWidgetData.itemsKey) (\(json.count) bytes) in \(session.container.groupID.shown)"
        } ?? ""
        return StoredItems(summary: summary, problems: problems)
    }

    /// A read-modify-write of an Int (missing counts as 0), each of the `times` under the lock on
    /// its own, so concurrent writers interleave; the last total's line.
    @discardableResult
    public func increment(_ key: String, by amount: Int, times: Int = 1) throws -> String {
        let target = try openWriter()
        var last: String?
        for _ in 0..<times {
            last = try write(with: target) { session in
                let total = try session.update { values -> Int in
                    let current = try values[key].map { value in
                        guard case let .int(n) = value else {
                            throw DefaultsError.wrongType(file: session.container.suiteURL.path, key: key, expected: "Int", found: value.typeName)
                        }
                        return n
                    } ?? 0
                    let (sum, overflow) = current.addingReportingOverflow(amount)
                    guard !overflow else { throw WidgetTUIError("\(key.shown): \(current) + \(amount) overflows") }
                    values[key] = .int(sum)
                    return sum
                }
                return "\(key.shown) = \(total) in \(session.container.groupID.shown)"
            }
        }
        return last ?? ""
    }

    /// The WidgetCenter call alone, as home_widget's `updateWidget`.
    @discardableResult
    public func reload() throws -> String {
        let (writer, device) = try openWriter()
        let request = try writer.withLock { session in try requestReload(session) }
        return "requested \(request) for \(writer.container.groupID.shown)" + Self.notTold(device)
    }

    /// Runs `body` under the writer lock, then requests a reload unless `reloads` is off or `body`
    /// changed nothing (returned nil). The reload record is checked first, so a write that could
    /// not be announced is not made at all. Returns `body`'s message with the reload added.
    private func write(with target: (writer: GroupWriter, device: SimulatorDevice?),
                       _ body: (GroupWriter.Session) throws -> String?) throws -> String? {
        try target.writer.withLock { session in
            if reloads { try session.checkReloadRecord() }
            guard var message = try body(session) else { return nil }
            for note in session.notes { message += "; \(note)" }
            if case let .simulatorDefaults(simulator) = target.writer.suite {
                message += " through the simulator's own defaults (\(simulator.device), \(simulator.device.state))"
            }
            guard reloads else { return message }
            return message + "; requested \(try requestReload(session))" + Self.notTold(target.device)
        }
    }

    /// No host command makes a simulator's WidgetKit reload: a request reaches widget-tui's preview
    /// through the container, and the simulator's widget only through the app's own WidgetCenter call.
    private static func notTold(_ device: SimulatorDevice?) -> String {
        guard device != nil else { return "" }
        return "; recorded for widget-tui's preview only: the simulator was not told (no host command makes a simulator's "
            + "WidgetKit reload; the app's own WidgetCenter call does)"
    }

    private func requestReload(_ session: GroupWriter.Session) throws -> ReloadRequest {
        if let reloadKind { try session.reloadTimelines(ofKind: reloadKind) } else { try session.reloadAllTimelines() }
    }
}
