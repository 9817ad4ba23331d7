import Essentials
import SharedData

/// The group's data `verify` draws a snapshot folder again from: where the index says the
/// snapshots were recorded from (`SnapshotDataSource`, the group it names), unless the command line
/// names a place or a group. A verify of other data than the recorded one proves nothing, and
/// re-recording would make goldens of the wrong data: so when the data found is another group, or
/// there is none (the demo group had to be created), `notice` says so in one line, said first.
public struct VerifiedData: Sendable {
    /// The options the container was found with.
    public let options: GroupOptions
    public let container: GroupContainer
    /// Why the data read may not be the data recorded, in one line; nil when it is the recorded group.
    public let notice: String?

    /// Finds the data for `index`, read from `folder`; `options` as the command line gave them,
    /// `devices` where simulators are on this machine. No data where the index says: an error
    /// naming what was recorded and what is there, and no demo group made in its place.
    public static func locate(for index: SnapshotIndex, in folder: URL, options given: GroupOptions,
                              devices: URL) throws -> VerifiedData {
        var options = given
        let recorded = index.source.flatMap { $0.locatorSource(from: folder, devices: devices) }
        if !options.sourceGiven, let recorded { options.source = recorded }
        if !options.groupGiven, !options.groupFromContainer {
            options = try options.replacing(group: index.group, from: "\(SnapshotIndex.fileName): group")
        }
        let place = index.source?.description ?? "widget-tui's groups root"
        let found: (container: GroupContainer, created: Bool)
        do {
            found = try DemoGroup.container(for: GroupLoader(options))
        } catch let error as ContainerError where !given.sourceGiven && !given.groupGiven {
            throw WidgetTUIError("these snapshots were recorded from \(place) (\(index.group.shown)), and that data is not here: \(error)"
                + "; check it out where the index says, or name the data with --container DIR")
        }
        let notice: String?
        if found.created {
            notice = "verify: no \(options.group.shown) in \(found.container.url.deletingLastPathComponent().shown), so verify created the demo "
                + "group with its data; these snapshots were recorded from \(place), which this machine does not have: "
                + "name the data they were recorded from with --container DIR"
        } else if found.container.groupID.rawValue != index.group {
            notice = "verify: these snapshots were recorded from \(index.group.shown) (\(place)); the data read is "
                + "\(found.container.groupID.shown) in \(found.container.url.shown), another group"
        } else {
            notice = nil
        }
        return VerifiedData(options: options, container: found.container, notice: notice)
    }
}
