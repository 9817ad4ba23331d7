import Foundation
import Testing
@testable import SharedData

/// A group that is not found is matched against the groups that are, wherever a group is looked
/// up (a groups root, the simulators, a `--container`'s metadata): the nearest is named, with the
/// simulators that hold it, so a fix can name the group meant rather than create the misspelt one.
@Suite struct GroupSuggestionTests {
    @Test("In a groups root the nearest group is named as the one meant")
    func groupsRoot() throws {
        let folder = try TemporaryFolder()
        _ = try folder.makeContainer(in: "root", group: "group.com.example.pets")
        _ = try folder.makeContainer(in: "root", group: "group.com.example.weather")
        let typed = try group("group.com.exmaple.pets")
        do {
            _ = try ContainerLocator(source: .groupsRoot(folder.path("root"))).locate(typed)
            Issue.record("found a container for a misspelt group")
        } catch {
            #expect(error.nearGroup?.group.rawValue == "group.com.example.pets")
            #expect(error.nearGroup?.variant == .typo(distance: 2))
            #expect(error.nearGroup?.devices == [])
            #expect(error.description.contains("; did you mean group.com.example.pets? "), "\(error)")
        }
    }

    @Test("Nothing near: no suggestion, and the message lists the groups there as before")
    func nothingNear() throws {
        let folder = try TemporaryFolder()
        _ = try folder.makeContainer(in: "root", group: "group.com.example.weather")
        let typed = try group("group.org.other.app")
        do {
            _ = try ContainerLocator(source: .groupsRoot(folder.path("root"))).locate(typed)
        } catch {
            #expect(error.nearGroup == nil)
            #expect(!error.description.contains("did you mean"))
            #expect(error.description.contains("groups there: group.com.example.weather"))
        }
    }

    @Test("On the simulators the suggestion names the devices that hold the group meant")
    func simulators() throws {
        let folder = try TemporaryFolder()
        let devices = SimulatorLocatorTests()
        try devices.makeDevice(folder, SimulatorLocatorTests.phone, name: "iPhone 16", groups: ["group.com.example.pets"])
        try devices.makeDevice(folder, SimulatorLocatorTests.pad, name: "iPad Air", groups: ["group.com.example.pets"])
        let typed = try group("group.com.example.pest")
        do {
            _ = try ContainerLocator(source: .simulator(devices: folder.path("Devices"), udid: nil)).locate(typed)
            Issue.record("found a container for a misspelt group")
        } catch {
            let near = try #require(error.nearGroup)
            #expect(near.group.rawValue == "group.com.example.pets")
            #expect(near.devices == ["\(SimulatorLocatorTests.phone) (iPhone 16)", "\(SimulatorLocatorTests.pad) (iPad Air)"])
            #expect(error.description.contains("did you mean group.com.example.pets? "), "\(error)")
        }
    }

    @Test("A --container whose metadata names a group near the one asked for suggests it")
    func containerMetadata() throws {
        let folder = try TemporaryFolder()
        let container = try folder.makeContainer(in: "root", group: "group.com.example.pets")
        let typed = try group("group.com.exmaple.pets")
        do {
            _ = try ContainerLocator(source: .container(container)).locate(typed)
            Issue.record("found a container for a misspelt group")
        } catch {
            #expect(error.nearGroup?.group.rawValue == "group.com.example.pets")
            #expect(error.description.contains("did you mean group.com.example.pets?"), "\(error)")
        }
    }

    @Test("A group differing only in case is still said to be case-sensitive")
    func caseOnly() throws {
        let folder = try TemporaryFolder()
        _ = try folder.makeContainer(in: "root", group: "group.com.example.pets")
        let typed = try group("group.com.Example.pets")
        do {
            _ = try ContainerLocator(source: .groupsRoot(folder.path("root"))).locate(typed)
        } catch {
            #expect(error.nearGroup?.variant == .caseOnly)
            #expect(error.description.contains("did you mean group.com.example.pets? (differs only by case; IDs are case-sensitive)"), "\(error)")
        }
    }
}
