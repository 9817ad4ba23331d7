import Essentials

/// A folder found in a groups root: the group its metadata names, or why that could not be read.
public struct DiscoveredContainer: Equatable, Sendable {
    public let folder: URL
    public let group: Result<GroupIdentifier, ContainerError>
    /// The simulator device holding it, for containers found with `--simulator`.
    public let device: SimulatorDevice?
    /// Whether its metadata carries widget-tui's mark (it made the container); false when unreadable.
    let madeByWidgetTUI: Bool
    /// Where the container was when `app capture` copied it, as its metadata records.
    let formerPath: String?

    /// An entry of the root that is no container folder, with why.
    init(folder: URL, device: SimulatorDevice?, failure: ContainerError) {
        self.folder = folder
        self.device = device
        group = .failure(failure)
        madeByWidgetTUI = false
        formerPath = nil
    }

    /// Reads the folder's metadata; a folder without it is reported rather than skipped.
    init(folder: URL, device: SimulatorDevice?) {
        self.folder = folder
        self.device = device
        do throws(ContainerError) {
            guard let claim = try ContainerMetadata.claim(inFolder: folder) else { throw .metadataMissing(folder: folder.path) }
            group = .success(claim.group)
            madeByWidgetTUI = claim.madeByWidgetTUI
            formerPath = claim.capturedFrom
        } catch {
            group = .failure(error)
            madeByWidgetTUI = false
            formerPath = nil
        }
    }
}
