import Essentials

/// A folder of containers laid out as the iOS Simulator does: one UUID-named folder per container,
/// each naming its group in the container manager's metadata plist.
public struct ContainerRoot: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// Every container folder; hidden folders (a container being created) are skipped.
    public func scan(device: SimulatorDevice? = nil) throws(ContainerError) -> [DiscoveredContainer] {
        // The root itself may be a link (it is followed, as documented); its entries are confined
        // like the paths inside a container: a linked entry is named, never followed, or `app set`
        // would write wherever it points. It is listed through the same descriptor: Foundation's
        // `FileManager` listing cost a tenth of a `widget-tui render` in URL and path work.
        let root: ConfinedFolder
        let names: [String]
        do throws(FileAccessError) {
            root = try ConfinedFolder.open(url)
            names = try root.names()
        } catch .noFolder {
            throw .rootMissing(root: url.path)
        } catch {
            throw .unreadable(path: url.path, reason: error.detail(about: url.path))
        }
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name -> DiscoveredContainer? in
            let folder = url.appendingPathComponent(name, isDirectory: true)
            let kind: FileKind
            do throws(FileAccessError) { kind = try root.kind(of: name) } catch {
                return DiscoveredContainer(folder: folder, device: device, failure: .unreadable(path: folder.path, reason: error.detail(about: folder.path)))
            }
            switch kind {
            case .folder:
                return DiscoveredContainer(folder: folder, device: device)
            case .symbolicLink:
                let reason = "\(kind), not followed: a container is a folder in the groups root itself"
                return DiscoveredContainer(folder: folder, device: device, failure: .unreadable(path: folder.path, reason: reason))
            default:
                return nil
            }
        }
    }

    /// The one container of `group`, or why there is none.
    public func container(for group: GroupIdentifier) throws(ContainerError) -> GroupContainer {
        let match = try Self.match(group, in: try scan(), root: url.path)
        return GroupContainer(url: match.folder, groupID: group, groupsRoot: match.folder.deletingLastPathComponent(), formerPath: match.formerPath)
    }

    /// The one entry of `found` that is `group`'s container, or why there is none. The entry is moved
    /// out of `found`, not copied: copying one copies its `SimulatorDevice?`, which holds a URL (of a
    /// resilient type), and that made the run time build the optional's metadata, a twentieth of a render.
    static func match(_ group: GroupIdentifier, in found: consuming [DiscoveredContainer], root: String) throws(ContainerError) -> DiscoveredContainer {
        let matches = found.indices.filter { (try? found[$0].group.get()) == group }
        if matches.count > 1 { throw .duplicate(group: group, folders: matches.map { found[$0].folder.path }) }
        if let match = matches.first { return found.remove(at: match) }
        let existing = Set(found.compactMap { try? $0.group.get() }).sorted()
        let skipped = found.compactMap { entry -> String? in
            guard case let .failure(error) = entry.group else { return nil }
            return error.description
        }
        throw .notFound(group: group, root: root, existing: existing, skipped: skipped, near: NearGroup.meant(by: group, among: found))
    }

    /// Creates a container as iOS does: a new UUID folder holding the metadata plist and only
    /// `Library/Caches`. `populate` fills it before it appears under its final name, so other
    /// processes never see it half made; a root-wide lock keeps two creators from making duplicates.
    @discardableResult
    public func create(_ group: GroupIdentifier, populate: (GroupContainer) throws -> Void = { _ in }) throws -> GroupContainer {
        let root: ConfinedFolder
        do { root = try ConfinedFolder.open(url, create: true) } catch { throw ContainerError.createFailed(path: url.path, reason: error.detail(about: url.path)) }
        return try WriterLock.withLock(in: root, name: ".widget-tui-create.lock", timeout: .seconds(30)) {
            if let existing = try scan().first(where: { (try? $0.group.get()) == group }) {
                throw ContainerError.alreadyExists(group: group, folder: existing.folder.path)
            }
            let uuid = UUID().uuidString
            let stagingName = FileIO.temporaryMarker + uuid
            let staging = GroupContainer(url: url.appendingPathComponent(stagingName, isDirectory: true), groupID: group)
            let final = url.appendingPathComponent(uuid, isDirectory: true)
            var finished = false
            defer { if !finished { try? FileManager.default.removeItem(at: staging.url) } }
            let metadata: Data
            do throws(PlistWriteError) { metadata = try ContainerMetadata.encode(group: group, uuid: uuid) } catch {
                throw ContainerError.createFailed(path: final.path, reason: error.description)
            }
            do throws(FileAccessError) {
                let folder = try root.makeSubfolder(stagingName)
                _ = try folder.makeSubfolder(at: ["Library", "Caches"])
                try folder.replace(ContainerMetadata.fileName, with: metadata)
            } catch {
                throw ContainerError.createFailed(path: final.path, reason: error.description)
            }
            try populate(staging)
            do throws(FileAccessError) {
                try root.rename(stagingName, to: uuid)
            } catch {
                throw ContainerError.createFailed(path: final.path, reason: error.detail(about: final.path))
            }
            finished = true
            return GroupContainer(url: final, groupID: group, groupsRoot: final.deletingLastPathComponent())
        }
    }
}
