import Essentials
import PetRenderer
import SharedData

/// The last data change in the container has a reload request for this widget after it; without
/// one a real widget keeps its old timeline until its next scheduled reload. A container without
/// widget-tui's reload record (every container iOS and a real app write) cannot tell: unknown.
enum ReloadAfterWriteCheck {
    static let name = "reload-after-write"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "the data as they are now were taken by the widget's last reload request"

    static func run(reader: GroupReader, kind: String) -> CheckResult {
        // What the app's next write would stop at fails here too.
        if let refusal = reader.reloadRecordRefusal() {
            return .fail(name, "widget-tui's writers refuse the reload record: \(refusal)", fix: "delete the damaged record to start a new one")
        }
        let followUp: ReloadAfterChange
        do {
            followUp = try reader.reloadAfterLastChange(forKind: kind)
        } catch {
            return .fail(name, "cannot read the reload record: \(error)",
                         fix: "let the app record reloads through widget-tui's writer, or remove the damaged record")
        }
        let call = "WidgetCenter.shared.reloadTimelines(ofKind: \"\(kind)\") (home_widget: HomeWidget.updateWidget(iOSName: \"\(kind)\"), "
            + "the name must equal the widget's kind)"
        switch followUp {
        case .noChange:
            return .pass(name, "the container holds no data writes yet")
        case let .reloaded(change, request):
            return .pass(name, "the last data change (\(ISODate.format(change))) is followed by \(request)")
        case let .unknowable(change):
            return .unknown(name, "the group's data last changed at \(ISODate.format(change)), and there is no reload evidence: "
                + "iOS records no reloadTimelines(ofKind:) call, and widget-tui records only its own writes' reloads (`app` "
                + "commands, widget buttons), so whether the app reloaded the widget after this change cannot be known here; "
                + "after writing, the app must call \(call)")
        case let .notReloaded(change, others):
            let otherText = others.isEmpty ? "" : "; requests after it were only for " + others.map { "\"\($0)\"" }.joined(separator: ", ")
            return .fail(name, "the group's data last changed at \(ISODate.format(change)) and no reloadTimelines(ofKind: \"\(kind)\") "
                + "or reloadAllTimelines() came after it\(otherText): the widget keeps showing the old timeline",
                fix: "after writing, call \(call); try it with `widget-tui app reload --kind \(kind)`")
        }
    }
}
