import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// Group names that ship in working apps are accepted wherever the tool takes a group.
@Suite("Group names as Apple accepts them, on the command line")
struct GroupNameCommandTests {
    @Test("doctor --group group.kekable is a diagnosis, not a usage error")
    func doctorAcceptsASingleComponentGroup() throws {
        let home = try AppTestHome()
        let result = home.run(["doctor", "--group", "group.kekable"])
        #expect(result.code != 64, "\(result.err)")
        #expect(result.out.hasPrefix("doctor: group.kekable on iOS (--group)\n"))
        #expect(result.out.contains("widget-tui app create-group group.kekable"))
    }

    @Test("The fix doctor prints, app create-group group.kekable, works")
    func createGroupAcceptsASingleComponentGroup() throws {
        let home = try AppTestHome()
        let created = home.run(["app", "create-group", "group.kekable"])
        #expect(created.code == 0, "\(created.err)")
        #expect(created.out.hasPrefix("created group.kekable at "))
        #expect(try home.container("group.kekable").groupID.rawValue == "group.kekable")
        #expect(created.err.isEmpty)
    }

    @Test("An underscore is accepted with a warning that the developer portal would refuse it")
    func underscoreIsAWarning() throws {
        let home = try AppTestHome()
        let created = home.run(["app", "create-group", "group.home_widget_flutter"])
        #expect(created.code == 0, "\(created.err)")
        #expect(created.err.contains("warning: 'group.home_widget_flutter' contains '_'"))
        #expect(created.err.contains("developer portal"))
        let doctor = home.run(["doctor", "--group", "group.home_widget_flutter"])
        #expect(doctor.code != 64)
        #expect(doctor.err.contains("warning: --group: 'group.home_widget_flutter' contains '_'"))
    }
}

extension GroupNameCommandTests {
    @Test("check --group with a misspelt group names the group meant")
    func checkSuggestsTheGroupMeant() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", "group.com.example.weather"]).code == 0)
        let result = home.run(["check", "--group", "group.com.exmaple.weather"])
        #expect(result.code != 0)
        #expect(result.err.contains("did you mean group.com.example.weather? (2 characters away)"), "\(result.err)")
    }
}
