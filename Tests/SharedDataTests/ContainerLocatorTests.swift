import Foundation
import Testing
@testable import SharedData

@Suite struct ContainerLocatorTests {
    @Test func findsAGroupByItsMetadataInARootOfUUIDFolders() throws {
        let folder = try TemporaryFolder()
        let pets = try folder.makeContainer(in: "root", group: "group.com.example.pets")
        try folder.makeContainer(in: "root", group: "group.com.example.other")
        let locator = ContainerLocator(source: .groupsRoot(folder.path("root")))
        let container = try locator.locate(try group("group.com.example.pets"))
        #expect(container.url == pets)
        #expect(container.suiteURL.path.hasSuffix("Library/Preferences/group.com.example.pets.plist"))
        #expect(locator.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pets") == pets)
    }

    @Test func aMissingGroupListsTheGroupsThatExistAndHintsAtCase() throws {
        let folder = try TemporaryFolder()
        try folder.makeContainer(in: "root", group: "group.com.example.pets")
        try folder.makeContainer(in: "root", group: "group.com.example.other")
        let locator = ContainerLocator(source: .groupsRoot(folder.path("root")))
        let error = #expect(throws: ContainerError.self) { try locator.locate(try group("group.com.example.Pets")) }
        let message = try #require(error).description
        #expect(message.contains("no container for group.com.example.Pets"))
        #expect(message.contains("group.com.example.other, group.com.example.pets"))
        #expect(message.contains("did you mean group.com.example.pets?"))
        #expect(locator.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.Pets") == nil)
    }

    @Test func aUUIDEntryLinkedOutsideTheRootIsNotFollowedButNamedAsSkipped() throws {
        let folder = try TemporaryFolder()
        let outside = try folder.makeContainer(in: "outside", group: "group.com.example.pets")
        try FileManager.default.createDirectory(at: folder.path("root"), withIntermediateDirectories: true)
        let entry = folder.path("root").appendingPathComponent(UUID().uuidString)
        try FileManager.default.createSymbolicLink(at: entry, withDestinationURL: outside)
        let locator = ContainerLocator(source: .groupsRoot(folder.path("root")))
        let error = #expect(throws: ContainerError.self) { try locator.locate(try group("group.com.example.pets")) }
        let message = try #require(error).description
        #expect(message.contains("no container for group.com.example.pets"), "\(message)")
        #expect(message.contains("\(entry.path): cannot read: a symbolic link to \(outside.path), not followed"), "\(message)")
    }

    @Test func aGroupsRootThatIsItselfALinkIsFollowed() throws {
        let folder = try TemporaryFolder()
        let pets = try folder.makeContainer(in: "real", group: "group.com.example.pets")
        try FileManager.default.createSymbolicLink(at: folder.path("linked"), withDestinationURL: folder.path("real"))
        let container = try ContainerLocator(source: .groupsRoot(folder.path("linked"))).locate(try group("group.com.example.pets"))
        #expect(container.url.lastPathComponent == pets.lastPathComponent)
    }

    @Test func twoContainersForOneGroupAreAnErrorNamingBoth() throws {
        let folder = try TemporaryFolder()
        let first = try folder.makeContainer(in: "root", uuid: "A0000000-0000-0000-0000-000000000000", group: "group.com.example.pets")
        let second = try folder.makeContainer(in: "root", uuid: "B0000000-0000-0000-0000-000000000000", group: "group.com.example.pets")
        let locator = ContainerLocator(source: .groupsRoot(folder.path("root")))
        #expect(throws: ContainerError.duplicate(group: try group("group.com.example.pets"), folders: [first.path, second.path])) {
            try locator.locate(try group("group.com.example.pets"))
        }
    }

    @Test func metadataWithoutTheIdentifierKeyNamesFileAndKey() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.makeContainer(in: "root", metadata: ["MCMMetadataContentClass": .int(7)])
        let file = broken.appendingPathComponent(ContainerMetadata.fileName).path
        #expect(throws: ContainerError.metadataMissingKey(file: file, key: "MCMMetadataIdentifier")) {
            try ContainerLocator(source: .container(broken)).locate(try group("group.com.example.pets"))
        }
        // In a root, the broken folder is skipped and named, and the search goes on.
        let error = #expect(throws: ContainerError.self) {
            try ContainerLocator(source: .groupsRoot(folder.path("root"))).locate(try group("group.com.example.pets"))
        }
        #expect(try #require(error).description.contains("skipped: \(file): no MCMMetadataIdentifier key"))
    }

    @Test func corruptOrMistypedMetadataIsAnErrorNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let wrongType = try folder.makeContainer(in: "root", metadata: [ContainerMetadata.identifierKey: .int(3)])
        #expect(throws: ContainerError.metadataWrongType(file: wrongType.appendingPathComponent(ContainerMetadata.fileName).path,
                                                         key: ContainerMetadata.identifierKey, expected: "String", found: "Int")) {
            try ContainerLocator(source: .container(wrongType)).locate(try group("group.com.example.pets"))
        }
        let corrupt = try folder.makeContainer(in: "root", group: "group.com.example.pets")
        let file = try folder.write("root/\(corrupt.lastPathComponent)/\(ContainerMetadata.fileName)", Data("bplist00 truncated".utf8))
        let error = #expect(throws: ContainerError.self) {
            try ContainerLocator(source: .container(corrupt)).locate(try group("group.com.example.pets"))
        }
        #expect(try #require(error).description.hasPrefix("\(file.path): corrupt container metadata"))
    }

    @Test func aSingleContainerMustBelongToTheGroupAskedFor() throws {
        let folder = try TemporaryFolder()
        let other = try folder.makeContainer(in: "root", group: "group.com.example.PETS")
        let error = #expect(throws: ContainerError.self) {
            try ContainerLocator(source: .container(other)).locate(try group("group.com.example.pets"))
        }
        #expect(try #require(error).description.contains("differs only by case"))
        #expect(throws: ContainerError.containerMissing(folder: folder.path("nowhere").path)) {
            try ContainerLocator(source: .container(folder.path("nowhere"))).locate(try group("group.com.example.pets"))
        }
        let plain = folder.path("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        #expect(throws: ContainerError.metadataMissing(folder: plain.path)) {
            try ContainerLocator(source: .container(plain)).locate(try group("group.com.example.pets"))
        }
    }

    @Test func anUnreadableRootOrMetadataIsNamed() throws {
        let folder = try TemporaryFolder()
        let notAFolder = try folder.write("root", Data("file".utf8))
        let error = #expect(throws: ContainerError.self) {
            try ContainerLocator(source: .groupsRoot(notAFolder)).locate(try group("group.com.example.pets"))
        }
        guard case let .unreadable(path, _)? = error else { Issue.record("expected .unreadable, got \(String(describing: error))"); return }
        #expect(path == notAFolder.path)
        let container = folder.path("other/C")
        try FileManager.default.createDirectory(at: container.appendingPathComponent(ContainerMetadata.fileName), withIntermediateDirectories: true)
        let metadataError = #expect(throws: ContainerError.self) {
            try ContainerLocator(source: .container(container)).locate(try group("group.com.example.pets"))
        }
        guard case let .metadataUnreadable(file, _)? = metadataError else { Issue.record("got \(String(describing: metadataError))"); return }
        #expect(file == container.appendingPathComponent(ContainerMetadata.fileName).path)
    }

    @Test func aMissingRootSaysHowToCreateAGroup() throws {
        let folder = try TemporaryFolder()
        let error = #expect(throws: ContainerError.self) {
            try ContainerLocator(source: .groupsRoot(folder.path("absent"))).locate(try group("group.com.example.pets"))
        }
        #expect(try #require(error) == .rootMissing(root: folder.path("absent").path))
        #expect(try #require(error).description.contains("widget-tui app create-group"))
    }

    @Test func creatingAContainerMakesOnlyMetadataAndLibraryCaches() throws {
        let folder = try TemporaryFolder()
        let locator = ContainerLocator(source: .groupsRoot(folder.path("root")))
        let id = try group("group.com.example.pets")
        let container = try locator.create(id)
        #expect(UUID(uuidString: container.url.lastPathComponent) != nil)
        let everything = try FileManager.default.subpathsOfDirectory(atPath: container.url.path).sorted()
        #expect(everything == [ContainerMetadata.fileName, "Library", "Library/Caches"])
        #expect(try locator.locate(id) == container)
        #expect(throws: ContainerError.alreadyExists(group: id, folder: container.url.path)) { try locator.create(id) }
        // Nothing but the container is left in the root, apart from the hidden creation lock.
        let visible = try FileManager.default.contentsOfDirectory(atPath: folder.path("root").path).filter { !$0.hasPrefix(".") }
        #expect(visible == [container.url.lastPathComponent])
    }

    @Test func simulatorAndSingleContainerSourcesCannotCreate() throws {
        let folder = try TemporaryFolder()
        let locator = ContainerLocator(source: .simulator(devices: folder.url, udid: nil))
        #expect(throws: ContainerError.self) { try locator.create(try group("group.com.example.pets")) }
    }

    @Test func theEntitlementGateYieldsNilWithTheReason() throws {
        let folder = try TemporaryFolder()
        try folder.makeContainer(in: "root", group: "group.com.example.pets")
        let widget = try Entitlements(file: "Widget.entitlements", data: EntitlementsTests.xml("""
        <key>com.apple.security.application-groups</key><array><string>group.com.example.Pets</string></array>
        """))
        let runner = try Entitlements(file: "Runner.entitlements", data: EntitlementsTests.xml("""
        <key>com.apple.security.application-groups</key><array><string>group.com.example.pets</string></array>
        """))
        let gated = ContainerLocator(source: .groupsRoot(folder.path("root")), entitlements: [runner, widget])
        #expect(gated.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pets") == nil)
        let error = #expect(throws: ContainerError.self) { try gated.locate(try group("group.com.example.pets")) }
        let message = try #require(error).description
        #expect(message.contains("Widget.entitlements"))
        #expect(message.contains("did you mean group.com.example.Pets?"))
        #expect(message.contains("returns nil"))
        let open = ContainerLocator(source: .groupsRoot(folder.path("root")), entitlements: [runner])
        #expect(open.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pets") != nil)
    }
}
