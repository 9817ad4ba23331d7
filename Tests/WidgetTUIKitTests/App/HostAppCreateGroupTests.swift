import Foundation
import SharedData
import Testing
@testable import WidgetTUIKit

/// `HostApp.createGroup`: what `widget-tui app create-group` does, callable from a package's tests.
@Suite struct HostAppCreateGroupTests {
    @Test func aNewGroupGetsAnEmptyContainerLaidOutAsTheSimulatorDoes() throws {
        let group = try TestGroup()
        let locator = ContainerLocator(source: .groupsRoot(group.groupsRoot))
        let shop = try GroupIdentifier("group.com.example.shop")
        let created = try HostApp.createGroup(shop, with: locator)
        #expect(created.warning == nil)
        #expect(created.container == (try locator.locate(shop)))
        #expect(created.summary == "created group.com.example.shop at \(created.container.url.path)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: created.container.url.path).sorted()
            == [ContainerMetadata.fileName, "Library", "Library/Caches"])
    }

    @Test func aGroupDifferingOnlyInCaseIsCreatedWithAWarning() throws {
        let group = try TestGroup()
        let locator = ContainerLocator(source: .groupsRoot(group.groupsRoot))
        let twin = try HostApp.createGroup(try GroupIdentifier("group.com.example.Pets"), with: locator)
        #expect(twin.warning == "group.com.example.pets already exists; IDs are case-sensitive, so group.com.example.Pets is a different group")
    }

    @Test func aGroupThatHasAContainerIsFoundAndOneNotInTheEntitlementsIsRefused() throws {
        let group = try TestGroup()
        let locator = ContainerLocator(source: .groupsRoot(group.groupsRoot))
        let existing = try locator.locate(try GroupIdentifier(GroupOptions.demoGroup))
        let again = try HostApp.createGroup(try GroupIdentifier(GroupOptions.demoGroup), with: locator)
        #expect(again.existed && again.container.url == existing.url && again.warning == nil)
        let gated = ContainerLocator(source: .groupsRoot(group.groupsRoot),
                                     entitlements: [try Entitlements(file: "Runner.entitlements", data: Self.entitlements(listing: "group.com.example.pets"))])
        #expect(throws: ContainerError.self) {
            try HostApp.createGroup(try GroupIdentifier("group.com.example.shop"), with: gated)
        }
    }

    /// A target's entitlements as Xcode writes them, listing one group.
    static func entitlements(listing group: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>com.apple.security.application-groups</key>
        	<array>
        		<string>\(group)</string>
        	</array>
        </dict>
        </plist>

        """.utf8)
    }
}
