import Foundation

/// One iOS Simulator device folder: `~/Library/Developer/CoreSimulator/Devices/<UDID>`.
public struct SimulatorDevice: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let udid: String
    /// From the device's `device.plist`, when readable.
    public let name: String?
    public let folder: URL

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
            let folder = devices.appendingPathComponent(udid, isDirectory: true)
            return SimulatorDevice(udid: udid, name: deviceName(in: folder), folder: folder)
        }
    }

    private static func deviceName(in folder: URL) -> String? {
        guard let data = try? FileIO.read(folder.appendingPathComponent("device.plist"), limit: .systemPlist),
              case let .dictionary(entries)? = try? PropertyListFormat.decode(data) else { return nil }
        return entries["name"]?.stringValue
    }
}
