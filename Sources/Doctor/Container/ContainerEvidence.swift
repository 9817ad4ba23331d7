import Essentials
import PetRenderer
import SharedData
import WidgetTUIKit
import XcodeProject

/// What a group's container holds, read once: its layout, the reload record, the suite (through
/// `GroupLoader`, as the widget extension reads it) with the contract its data is held to, and
/// every image a key points at. The container and data checks judge it.
struct ContainerEvidence {
    let container: GroupContainer
    let reader: GroupReader
    /// Entries where widget-tui reads or writes that are links or special files.
    let layout: [LayoutProblem]
    /// Why widget-tui's writers refuse the reload record; nil when they do not.
    let reloadRefusal: ReloadError?
    /// The suite as read; nil when the layout keeps it from being read (its problem is said once).
    let loaded: GroupLoader.LoadedSuite?
    /// The contract the data is held to; nil without a suite.
    let choice: DataContract.Choice?
    /// The screen images are compared with.
    let device: DeviceSize
    /// The language the app writes the group in, which data fixes are given in.
    let writer: CodeOccurrence.Language

    /// The suite's path as shown, for findings.
    var suite: String { reader.suiteFile.shown }

    /// - Parameter contract: the contract to hold the data to; nil decides from the data.
    static func read(_ container: GroupContainer, contract: DataContract?, device: DeviceSize, writer: CodeOccurrence.Language) -> ContainerEvidence {
        let reader = GroupReader(container: container)
        let layout = container.layoutProblems()
        // The path as found, to compare: the suite's own read would only repeat a layout problem on its way.
        let suitePath = reader.suiteFile.path
        let blocked = layout.contains { suitePath == $0.path || suitePath.hasPrefix($0.path + "/") }
        let loaded = blocked ? nil : GroupLoader.load(reader)
        let choice = loaded?.file.map { DataContract.Choice(given: contract, values: $0.values) }
        return ContainerEvidence(container: container, reader: reader, layout: layout, reloadRefusal: reader.reloadRecordRefusal(),
                                 loaded: loaded, choice: choice, device: device, writer: writer)
    }

    /// The suite when it read, and its values.
    var file: SuiteFile? { loaded?.failure == nil ? loaded?.file : nil }

    /// Every key naming an image (a home_widget path, a `file:` URL), in key order.
    var imagePaths: [(key: PlistString, path: String)] {
        guard let values = file?.values else { return [] }
        return values.compactMap { entry -> (key: PlistString, path: String)? in
            guard let path = entry.value.stringValue, StoredImage.isImagePath(path) else { return nil }
            return (entry.key, path)
        }.sorted { $0.key < $1.key }
    }
}

/// Whether the container was checked, and what was found.
enum ContainerState {
    /// Not checked: the plan says why (`Doctor.Report.containerSkipped`).
    case notChecked
    /// The group's container could not be found: why.
    case notFound(group: String, reason: String)
    case found(ContainerEvidence)

    var evidence: ContainerEvidence? {
        if case let .found(evidence) = self { return evidence }
        return nil
    }
}
