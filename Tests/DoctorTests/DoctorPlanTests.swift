import Foundation
@testable import Doctor
import Findings
import SharedData
import Testing
import WidgetTUIKit
import XcodeProject

/// What doctor decides from what it read, taken on values alone: no file is read, so a group,
/// a platform or a skipped container can be checked without a project or a container on disk.
@Suite struct DoctorPlanTests {
    static let pets = "group.com.example.pets"

    static func entitlements(_ file: String, _ groups: [String]) throws -> (url: URL, entitlements: Entitlements, data: Data) {
        let strings = groups.map { "<string>\($0)</string>" }.joined()
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(Entitlements.applicationGroupsKey)</key><array>\(strings)</array></dict></plist>
            """.utf8)
        return (URL(fileURLWithPath: file), try Entitlements(file: file, data: data), data)
    }

    static func input(group: String = pets, groupGiven: Bool, files: [String] = [], project: URL? = nil) throws -> Doctor.Input {
        let options = GroupOptions(group: try GroupIdentifier(group), groupGiven: groupGiven, source: .container(URL(fileURLWithPath: "/none")),
                                   entitlementFiles: files)
        return Doctor.Input(options, platform: .iOS, project: project) { _ in throw WidgetTUIError("no container is looked for in a plan") }
    }

    @Test func aGroupNamedWithoutAProjectHasItsContainerCheckedAndNoTargetIsAWarning() throws {
        let input = try Self.input(groupGiven: true)
        let evidence = Doctor.Evidence(project: nil, projectFailure: nil, entitlements: [], entitlementFailures: [])
        let plan = Doctor.Plan(input, evidence, projects: [])
        #expect(plan.containerSkipped == nil)
        #expect(try plan.container?.get() == input.options.ungated)
        #expect(plan.entitlements.group == Self.pets)
        #expect(plan.entitlements.groupSource == "--group")
        let noTargets = NoTargets.findings(DoctorContext(input: input, evidence: evidence, projects: [], plan: plan, container: .notChecked))
        #expect(noTargets.map(\.severity) == [.warning])
        #expect(noTargets.first?.subject == "--entitlements")
        #expect(plan.namesGroup)
    }

    @Test func withoutAGroupNamedTheGroupMostTargetsListIsTheOneWhoseContainerIsChecked() throws {
        let input = try Self.input(groupGiven: false, files: ["App.entitlements", "Widget.entitlements"])
        let evidence = Doctor.Evidence(project: nil, projectFailure: nil, entitlements: [
            try Self.entitlements("App.entitlements", ["group.com.example.shared", "group.com.example.app"]),
            try Self.entitlements("Widget.entitlements", ["group.com.example.shared"]),
        ], entitlementFailures: [])
        let plan = Doctor.Plan(input, evidence, projects: [])
        #expect(plan.entitlements.group == "group.com.example.shared")
        #expect(plan.entitlements.groupSource == "the group most targets list (2 of 2)")
        #expect(try plan.container?.get().group.rawValue == "group.com.example.shared")
        let context = DoctorContext(input: input, evidence: evidence, projects: [], plan: plan, container: .notChecked)
        #expect(NoTargets.findings(context).isEmpty)
        #expect(GroupOption.findings(context).isEmpty)
    }

    @Test func aProjectThatCouldNotBeReadWithNoGroupOrPlaceNamedSkipsTheContainerSayingWhichOptionsWouldCheckIt() throws {
        let project = URL(fileURLWithPath: "/nowhere/App.xcodeproj")
        var input = try Self.input(groupGiven: false, project: project)
        input.options.sourceGiven = false
        let failure = (path: project, error: ProjectDoctorError.noSuchPath(project.path))
        let plan = Doctor.Plan(input, Doctor.Evidence(project: nil, projectFailure: failure, entitlements: [], entitlementFailures: []), projects: [])
        #expect(try plan.container?.get() == nil)
        #expect(plan.containerSkipped == "no --group, --container, --groups-root or --simulator given")
        #expect(!plan.namesGroup)
    }
}
