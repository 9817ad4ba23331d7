import Foundation
import Testing
@testable import SharedData

/// A device's `device.plist` says whether the simulator runs: CoreSimulator's state 3 is booted,
/// 1 shut down. Xcode writes it as XML or binary; it is read bounded, following no link.
@Suite struct SimulatorDeviceTests {
    static let udid = "5E8A7C42-1B3D-4F6A-9C0E-2D4B6F8A1C3E"

    func xml(state: Int, udid: String = udid) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UDID</key>
        \t<string>\(udid)</string>
        \t<key>deviceType</key>
        \t<string>com.apple.CoreSimulator.SimDeviceType.iPhone-16-Pro</string>
        \t<key>name</key>
        \t<string>iPhone 16 Pro</string>
        \t<key>runtime</key>
        \t<string>com.apple.CoreSimulator.SimRuntime.iOS-18-2</string>
        \t<key>state</key>
        \t<integer>\(state)</integer>
        </dict>
        </plist>

        """.utf8)
    }

    func load(_ folder: TemporaryFolder) -> SimulatorDevice {
        SimulatorDevice.load(udid: Self.udid, folder: folder.path("Devices/\(Self.udid)"))
    }

    @Test func aBootedDevicesXMLPlistGivesItsStateNameAndRuntime() throws {
        let folder = try TemporaryFolder()
        try folder.write("Devices/\(Self.udid)/device.plist", xml(state: 3))
        let device = load(folder)
        #expect(device.state == .booted)
        #expect(device.name == "iPhone 16 Pro")
        #expect(device.runtime == "com.apple.CoreSimulator.SimRuntime.iOS-18-2")
        #expect(device.description == "\(Self.udid) (iPhone 16 Pro)")
    }

    @Test func aShutDownDevicesBinaryPlistReadsTheSame() throws {
        let folder = try TemporaryFolder()
        try folder.write("Devices/\(Self.udid)/device.plist", PropertyListFormat.encodeBinary(.dictionary([
            "UDID": .string(Self.udid), "name": .string("iPhone SE (3rd generation)"),
            "runtime": .string("com.apple.CoreSimulator.SimRuntime.iOS-17-5"), "state": .int(1),
        ])))
        #expect(load(folder).state == .shutdown)
        #expect(load(folder).name == "iPhone SE (3rd generation)")
    }

    @Test func everyStateCoreSimulatorUsesHasAName() {
        #expect((0...5).map { SimulatorState(number: $0).description }
            == ["being created", "shut down", "booting", "booted", "shutting down", "in state 5"])
    }

    @Test func whatCannotBeReadLeavesTheStateUnknownWithTheReason() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("Devices/\(Self.udid)/device.plist").path
        try FileManager.default.createDirectory(at: folder.path("Devices/\(Self.udid)"), withIntermediateDirectories: true)
        #expect(load(folder).state == .unknown("\(file) is missing"))

        try folder.write("Devices/\(Self.udid)/device.plist", xml(state: 3, udid: "00000000-0000-4000-8000-000000000000"))
        #expect(load(folder).state == .unknown("\(file): UDID is 00000000-0000-4000-8000-000000000000, not its folder's \(Self.udid)"))

        try folder.write("Devices/\(Self.udid)/device.plist", PropertyListFormat.encodeBinary(.dictionary(["state": .string("Booted")])))
        #expect(load(folder).state == .unknown("\(file): state is a String, not an integer"))

        // A link is not followed, even to a booted device's plist.
        let elsewhere = try folder.write("elsewhere.plist", xml(state: 3))
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: elsewhere.path)
        guard case let .unknown(reason) = load(folder).state else { Issue.record("a linked device.plist was read"); return }
        #expect(reason.contains("symbolic link"))
    }

    @Test func aHugeDevicePlistIsRefusedUnread() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Devices/\(Self.udid)/device.plist", Data())
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        guard case let .unknown(reason) = load(folder).state else { Issue.record("a 1 GB device.plist was read"); return }
        #expect(reason.contains("64 KiB"))
    }

    @Test func theLocatorFindsTheDeviceHoldingAContainerItFound() throws {
        let folder = try TemporaryFolder()
        try folder.write("Devices/\(Self.udid)/device.plist", xml(state: 3))
        try folder.makeContainer(in: "Devices/\(Self.udid)/data/Containers/Shared/AppGroup", group: "group.com.example.pets")
        let locator = ContainerLocator(source: .simulator(devices: folder.path("Devices"), udid: nil))
        let container = try locator.locate(try group("group.com.example.pets"))
        #expect(locator.device(of: container)?.state == .booted)
        #expect(ContainerLocator(source: .container(container.url)).device(of: container) == nil)
    }
}
