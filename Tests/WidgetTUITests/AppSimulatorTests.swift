import Foundation
import SharedData
import Testing
@testable import WidgetTUI

@Suite struct AppSimulatorTests {
    static let udid = "0A1B2C3D-0000-4000-8000-00000000AAAA"
    static let other = "0A1B2C3D-0000-4000-8000-00000000BBBB"

    /// `~/Library/Developer/CoreSimulator/Devices/<UDID>/data/Containers/Shared/AppGroup/<UUID>`.
    func makeSimulatorContainer(home: AppTestHome, udid: String, group: String) throws -> URL {
        let folder = home.url.appendingPathComponent("Library/Developer/CoreSimulator/Devices/\(udid)/data/Containers/Shared/AppGroup/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Library/Caches"), withIntermediateDirectories: true)
        let metadata = try PropertyListFormat.encodeBinary(.dictionary([
            "MCMMetadataIdentifier": .string(group), "MCMMetadataContentClass": .int(7),
        ]))
        try metadata.write(to: folder.appendingPathComponent(".com.apple.mobile_container_manager.metadata.plist"))
        return folder
    }

    @Test func aSimulatorTreeIsFoundWithTheSimulatorOption() throws {
        let home = try AppTestHome()
        let container = try makeSimulatorContainer(home: home, udid: Self.udid, group: "group.com.example.pets")
        let result = home.run(["app", "set", "streakDays", "9", "--type", "int", "--simulator"])
        #expect(result.code == 0, "\(result.err)")
        let reader = GroupReader(container: GroupContainer(url: container, groupID: try GroupIdentifier("group.com.example.pets")))
        #expect(try reader.integer(forKey: "streakDays") == 9)
        // No demo group was made in the local root.
        #expect(!FileManager.default.fileExists(atPath: home.groupsRoot.path))
    }

    @Test func severalSimulatorsAskForAUDID() throws {
        let home = try AppTestHome()
        _ = try makeSimulatorContainer(home: home, udid: Self.udid, group: "group.com.example.pets")
        let chosen = try makeSimulatorContainer(home: home, udid: Self.other, group: "group.com.example.pets")
        let ambiguous = home.run(["app", "reload", "--simulator"])
        #expect(ambiguous.code == 1)
        #expect(ambiguous.err.contains("exists on 2 simulators; pick one with --simulator UDID: \(Self.udid), \(Self.other)"))
        let picked = home.run(["app", "reload", "--simulator", Self.other])
        #expect(picked.code == 0)
        #expect(FileManager.default.fileExists(atPath: chosen.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log").path))
    }

    @Test func aGroupMissingFromTheSimulatorIsNotCreated() throws {
        let home = try AppTestHome()
        _ = try makeSimulatorContainer(home: home, udid: Self.udid, group: "group.com.example.other")
        let result = home.run(["app", "reload", "--simulator"])
        #expect(result.code == 1)
        #expect(result.err.contains("groups there: group.com.example.other"))
        let create = home.run(["app", "create-group", "group.com.example.new", "--simulator"])
        #expect(create.code == 1)
        #expect(create.err.contains("iOS creates them"))
    }
}
