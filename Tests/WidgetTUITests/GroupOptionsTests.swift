import Foundation
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct GroupOptionsTests {
    func parse(_ items: [String], environment: [String: String] = ["WIDGET_TUI_HOME": "/wt"]) throws -> GroupOptions {
        let groupOptionsAlone = CommandSpec(name: "test", summary: "the group options alone", sections: [GroupOptions.Spec.section])
        var arguments = Arguments(items, path: CommandPath([groupOptionsAlone]))
        let options = try GroupOptions.parse(&arguments, io: OutputSink(environment: environment).io)
        try arguments.finish()
        return options
    }

    @Test func defaultsToTheDemoGroupInTheHomeRoot() throws {
        let options = try parse([])
        #expect(options.group.rawValue == "group.com.example.pets")
        #expect(options.source == .groupsRoot(URL(fileURLWithPath: "/wt/AppGroup", isDirectory: true)))
        #expect(options.kind == "PetWidget")
        #expect(!options.kindGiven)
    }

    @Test func withoutWidgetTUIHomeTheRootIsUnderLocalShare() {
        // An empty value counts as unset, without falling back to the process's environment.
        let root = GroupOptions.defaultGroupsRoot(["WIDGET_TUI_HOME": "", "HOME": "/home/me"])
        #expect(root.path == "/home/me/.local/share/widget-tui/AppGroup")
    }

    @Test func takesEveryOption() throws {
        let options = try parse(["--group", "group.com.example.shop", "--groups-root", "/data/groups", "--entitlements", "A.entitlements",
                                 "--entitlements=B.entitlements", "--kind", "ShopWidget"])
        #expect(options.group.rawValue == "group.com.example.shop")
        #expect(options.source == .groupsRoot(URL(fileURLWithPath: "/data/groups")))
        #expect(options.entitlementFiles == ["A.entitlements", "B.entitlements"])
        #expect(options.kind == "ShopWidget")
        #expect(options.kindGiven)
        #expect(try parse(["--container", "/x/y"]).source == .container(URL(fileURLWithPath: "/x/y")))
        let devices = SimulatorDevice.devicesFolder(home: URL(fileURLWithPath: "/home/me"))
        let home = ["WIDGET_TUI_HOME": "/wt", "HOME": "/home/me"]
        #expect(try parse(["--simulator"], environment: home).source == .simulator(devices: devices, udid: nil))
        #expect(try parse(["--simulator=0A1B2C3D-0000-4000-8000-00000000AAAA"], environment: home).source
            == .simulator(devices: devices, udid: "0A1B2C3D-0000-4000-8000-00000000AAAA"))
    }

    @Test(arguments: [
        (["--container", "/a", "--simulator"], "choose one of"),
        (["--simulator", "streakDays"], "'streakDays' is not a simulator UDID"),
        (["--group", "NSGlobalDomain"], "global domain"),
        (["--group", "com.example.pets"], "did you mean 'group.com.example.pets'"),
        (["--simulator", "--group", "A1B2C3D4E5.shared"], "only macOS supports"),
        (["--kind", ""], "--kind cannot be empty"),
    ])
    func rejectsBadCombinationsWithUsageErrors(_ items: [String], _ message: String) {
        let error = #expect(throws: CLIError.self) { try parse(items) }
        #expect(error?.exitCode == 64)
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
    }

    @Test func teamIDStyleGroupsAreAcceptedForLocalRoots() throws {
        #expect(try parse(["--group", "A1B2C3D4E5.shared"]).group.style == .teamID("A1B2C3D4E5"))
    }
}
