import Essentials

/// One iOS Simulator device folder, `~/Library/Developer/CoreSimulator/Devices/<UDID>`, with what
/// its `device.plist` says: the device's name, runtime and whether it is running.
public struct SimulatorDevice: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let udid: String
    public let folder: URL
    /// `name` in `device.plist`, for example "iPhone 16 Pro".
    public let name: String?
    /// `runtime` in `device.plist`, for example "com.apple.CoreSimulator.SimRuntime.iOS-18-2".
    public let runtime: String?
    /// `state` in `device.plist`, or why it is not known.
    public let state: SimulatorState

    public static let plistName = "device.plist"

    /// Where the device keeps App Group containers.
    public var appGroupRoot: URL { folder.appendingPathComponent("data/Containers/Shared/AppGroup", isDirectory: true) }

    public var description: String { name.map { "\(udid) (\($0))" } ?? udid }

    /// The default devices folder under a home directory.
    public static func devicesFolder(home: URL) -> URL {
        home.appendingPathComponent("Library/Developer/CoreSimulator/Devices", isDirectory: true)
    }

    /// Every device folder (named by a UUID) in a devices folder.
    public static func list(in devices: URL) throws(ContainerError) -> [SimulatorDevice] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: devices.path) else {
            throw .noSimulators(devices: devices.path)
        }
        return names.sorted().filter { UUID(uuidString: $0) != nil }.map { udid in
            load(udid: udid, folder: devices.appendingPathComponent(udid, isDirectory: true))
        }
    }

    /// The device in `folder`, reading its `device.plist` (binary or XML, as Xcode writes it)
    /// without following a link and within `ReadLimit.systemPlist`; what cannot be read leaves the
    /// state unknown, with the reason.
    public static func load(udid: String, folder: URL) -> SimulatorDevice {
        let file = folder.appendingPathComponent(plistName).path
        func unknown(_ reason: String) -> SimulatorDevice {
            SimulatorDevice(udid: udid, folder: folder, name: nil, runtime: nil, state: .unknown(reason))
        }
        let data: Data?
        do { data = try ConfinedFolder.open(folder).read(plistName, limit: .systemPlist) } catch { return unknown(error.description) }
        guard let data else { return unknown("\(file) is missing") }
        let entries: PlistDictionary
        do {
            guard case let .dictionary(root) = try PropertyListFormat.decode(data) else { return unknown("\(file): not a dictionary") }
            entries = root
        } catch {
            return unknown("\(file): \(error)")
        }
        let name = entries["name"]?.stringValue, runtime = entries["runtime"]?.stringValue
        let state: SimulatorState
        if let named = entries["UDID"]?.stringValue, named.lowercased() != udid.lowercased() {
            state = .unknown("\(file): UDID is \(named), not its folder's \(udid)")
        } else if let number = entries["state"]?.intValue {
            state = SimulatorState(number: number)
        } else {
            state = .unknown("\(file): state is " + (entries["state"].map { "a \($0.typeName), not an integer" } ?? "missing"))
        }
        return SimulatorDevice(udid: udid, folder: folder, name: name, runtime: runtime, state: state)
    }
}
