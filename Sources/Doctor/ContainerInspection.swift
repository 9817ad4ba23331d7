import Essentials
import Findings
import PetRenderer
import SharedData
import WidgetTUIKit
import XcodeProject

/// What a group's container holds: its layout, the suite and its size, the data held to the
/// contract it was written under (the pet widget's keys, or every key of another app listed), and
/// every image a key points at. The suite is read once, through `GroupLoader`, as the widget
/// extension reads it.
enum ContainerInspection {
    /// Every process that opens the suite reads all of it, widget extensions included; beyond
    /// this, data belongs in files.
    static let suiteSizeWarning = 1 << 20

    /// - Parameters:
    ///   - contract: the contract to hold the data to; nil decides from the data (`DataContract.Choice`).
    ///   - device: the screen whose widget sizes the images are compared with.
    ///   - writer: the language the app writes the group in, which data fixes are given in.
    static func inspect(_ container: GroupContainer, contract: DataContract?, device: DeviceSize,
                        writer: CodeOccurrence.Language = .swift) -> [DoctorFinding] {
        let reader = GroupReader(container: container)
        var findings: [DoctorFinding] = [.ok(.container, container.url.shown, "the container of \(container.groupID.shown)")]
        // The path as found, to compare; as shown, to name in findings.
        let suitePath = reader.suiteFile.path, suite = reader.suiteFile.shown
        let layout = container.layoutProblems()
        findings += layout.map { .problem(.container, $0.path.shown, $0.message, fix: $0.fix) }
        if let refusal = reader.reloadRecordRefusal() {
            findings.append(.problem(.container, container.reloadLogURL.shown, "widget-tui's writers refuse the reload record: \(refusal)",
                                     fix: "delete the damaged record to start a new one"))
        }
        // The suite's own read would only repeat the problem on its way.
        if layout.contains(where: { suitePath == $0.path || suitePath.hasPrefix($0.path + "/") }) { return findings }
        let loaded = GroupLoader.load(reader)
        if let failure = loaded.failure {
            return findings + [.problem(.data, suite, failure.reason, fix: "let the app write the suite again; remove the damaged file first")]
        }
        guard let file = loaded.file else {
            return findings + [.problem(.data, suite, "no settings suite: the app never wrote a setting to \(container.groupID.shown)",
                                        fix: "write the settings with UserDefaults(suiteName: \"\(container.groupID.shown)\") "
                                            + "(home_widget: call setAppGroupId first, then saveWidgetData)")]
        }
        let values = file.values
        if file.byteCount > suiteSizeWarning {
            findings.append(.warning(.data, suite, "the suite is \(file.byteCount) bytes: every process that opens it, the widget too, reads it whole",
                                     fix: "keep large data (images, long lists) in files in the container and store their names"))
        }
        let choice = DataContract.Choice(given: contract, values: values)
        switch choice.contract {
        case .pets:
            findings += PetDataInspection.findings(loaded.decoded, file: suite, writer: writer)
        case .generic:
            let override = choice.given ? "" : " (--contract pets holds it to them)"
            findings.append(.note(.data, suite, "the pet widget's checks are skipped: " + choice.reason + override))
            findings += SuiteListing.findings(values, file: suite)
        }
        let images = ImageInspection(reader: reader, device: device)
        let imagePaths = values.compactMap { entry -> (key: PlistString, path: String)? in
            guard let path = entry.value.stringValue, StoredImage.isImagePath(path) else { return nil }
            return (entry.key, path)
        }
        for entry in imagePaths.sorted(by: { $0.key < $1.key }) {
            findings += images.findings(key: entry.key.string, storedPath: entry.path)
        }
        return findings
    }
}
