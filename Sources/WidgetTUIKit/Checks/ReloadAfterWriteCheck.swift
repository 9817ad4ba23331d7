import Foundation
import PetRenderer
import SharedData

/// The last data change in the container has a reload request for this widget after it; without
/// one a real widget keeps its old timeline until its next scheduled reload.
enum ReloadAfterWriteCheck {
    static let name = "reload-after-write"

    static func run(reader: GroupReader, kind: String) -> CheckResult {
        let change: Date?
        let requests: [ReloadRequest]
        do {
            change = try reader.changeWithoutReload(forKind: kind)
            requests = try reader.reloadRequests()
        } catch {
            return .fail(name, "cannot read the reload record: \(error)",
                         fix: "let the app record reloads through widget-tui's writer, or remove the damaged record")
        }
        guard let change else {
            guard let last = reader.lastDataChange else { return .pass(name, "the container holds no data writes yet") }
            let reload = requests.last { $0.applies(toKind: kind) && $0.date >= last }
            return .pass(name, "the last data change (\(ISODate.format(last))) is followed by \(reload?.description ?? "a reload")")
        }
        let others = Set(requests.filter { $0.date >= change }.compactMap(\.kind)).sorted()
        let otherText = others.isEmpty ? "" : "; requests after it were only for " + others.map { "\"\($0)\"" }.joined(separator: ", ")
        return .fail(name, "the group's data last changed at \(ISODate.format(change)) and no reloadTimelines(ofKind: \"\(kind)\") "
            + "or reloadAllTimelines() came after it\(otherText): the widget keeps showing the old timeline",
            fix: "after writing, call WidgetCenter.shared.reloadTimelines(ofKind: \"\(kind)\") (home_widget: "
                + "HomeWidget.updateWidget(iOSName: \"\(kind)\"), the name must equal the widget's kind); "
                + "try it with `widget-tui app reload --kind \(kind)`")
    }
}
