import Foundation
import Testing
@testable import SharedData

@Suite struct SimulatorLocatorTests {
    static let phone = "11111111-1111-1111-1111-111111111111"
    static let pad = "22222222-2222-2222-2222-222222222222"

    /// `Devices/<UDID>/device.plist` and `data/Containers/Shared/AppGroup/<UUID>/`, as CoreSimulator lays them out.
    func makeDevice(_ folder: TemporaryFolder, _ udid: String, name: String, groups: [String]) throws {
        try folder.write("Devices/\(udid)/device.plist", try PropertyListFormat.encodeBinary(.dictionary(["name": .string(name), "UDID": .string(udid)])))
        try FileManager.default.createDirectory(at: folder.path("Devices/\(udid)/data/Containers/Shared/AppGroup"), withIntermediateDirectories: true)
        for id in groups { try folder.makeContainer(in: "Devices/\(udid)/data/Containers/Shared/AppGroup", group: id) }
    }

    @Test func findsTheGroupOnTheOnlyDeviceThatHasIt() throws {
        let folder = try TemporaryFolder()
        try makeDevice(folder, Self.phone, name: "iPhone 16", groups: ["group.com.example.pets"])
        try makeDevice(folder, Self.pad, name: "iPad Air", groups: ["group.com.example.other"])
        let container = try ContainerLocator(source: .simulator(devices: folder.path("Devices"), udid: nil)).locate(try group("group.com.example.pets"))
        #expect(container.url.path.contains("Devices/\(Self.phone)/data/Containers/Shared/AppGroup/"))
    }

    @Test func severalDevicesWithTheGroupAreListedForAUDIDChoice() throws {
        let folder = try TemporaryFolder()
        try makeDevice(folder, Self.phone, name: "iPhone 16", groups: ["group.com.example.pets"])
        try makeDevice(folder, Self.pad, name: "iPad Air", groups: ["group.com.example.pets"])
        let id = try group("group.com.example.pets")
        #expect(throws: ContainerError.ambiguousSimulator(group: id, devices: ["\(Self.phone) (iPhone 16)", "\(Self.pad) (iPad Air)"])) {
            try ContainerLocator(source: .simulator(devices: folder.path("Devices"), udid: nil)).locate(id)
        }
        let chosen = try ContainerLocator(source: .simulator(devices: folder.path("Devices"), udid: Self.pad)).locate(id)
        #expect(chosen.url.path.contains(Self.pad))
    }

    @Test func anUnknownUDIDListsTheDevices() throws {
        let folder = try TemporaryFolder()
        try makeDevice(folder, Self.phone, name: "iPhone 16", groups: [])
        let locator = ContainerLocator(source: .simulator(devices: folder.path("Devices"), udid: "nope"))
        #expect(throws: ContainerError.unknownSimulator(udid: "nope", devices: folder.path("Devices").path, available: ["\(Self.phone) (iPhone 16)"])) {
            try locator.locate(try group("group.com.example.pets"))
        }
    }

    @Test func noSimulatorFolderIsAClearError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ContainerError.noSimulators(devices: folder.path("Devices").path)) {
            try ContainerLocator(source: .simulator(devices: folder.path("Devices"), udid: nil)).locate(try group("group.com.example.pets"))
        }
    }

    @Test func simulatorContainersAreIOSSoTeamIDStyleDoesNotParse() {
        let locator = ContainerLocator(source: .simulator(devices: URL(fileURLWithPath: "/nonexistent"), udid: nil))
        #expect(locator.platform == .iOS)
        #expect(locator.containerURL(forSecurityApplicationGroupIdentifier: "A1B2C3D4E5.shared") == nil)
    }
}
