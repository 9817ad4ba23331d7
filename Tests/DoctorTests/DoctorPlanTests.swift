import Foundation
@testable import Doctor
import Findings
import SharedData
import Testing
import WidgetTUIKit

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
        let plan = Doctor.Plan(input, Doctor.Evidence(project: nil, projectFailure: nil, entitlements: [], entitlementFailures: []))
        #expect(plan.containerSkipped == nil)
        #expect(try plan.container?.get() == input.options.ungated)
        #expect(plan.entitlements.group == Self.pets)
        #expect(plan.entitlements.groupSource == "--group")
        #expect(plan.noTargets?.severity == .warning)
        #expect(plan.noTargets?.subject == "--entitlements")
        #expect(plan.namesGroup)
    }

    @Test func withoutAGroupNamedTheGroupMostTargetsListIsTheOneWhoseContainerIsChecked() throws {
        let input = try Self.input(groupGiven: false, files: ["App.entitlements", "Widget.entitlements"])
        let evidence = Doctor.Evidence(project: nil, projectFailure: nil, entitlements: [
            try Self.entitlements("App.entitlements", ["group.com.example.shared", "group.com.example.app"]),
            try Self.entitlements("Widget.entitlements", ["group.com.example.shared"]),
        ], entitlementFailures: [])
        let plan = Doctor.Plan(input, evidence)
        #expect(plan.entitlements.group == "group.com.example.shared")
        #expect(plan.entitlements.groupSource == "the group most targets list (2 of 2)")
        #expect(try plan.container?.get().group.rawValue == "group.com.example.shared")
        #expect(plan.noTargets == nil)
        #expect(plan.groupMismatch == nil)
    }

    @Test func aProjectThatCouldNotBeReadWithNoGroupOrPlaceNamedSkipsTheContainerSayingWhichOptionsWouldCheckIt() throws {
        let project = URL(fileURLWithPath: "/nowhere/App.xcodeproj")
        var input = try Self.input(groupGiven: false, project: project)
        input.options.sourceGiven = false
        let failure = DoctorFinding(.problem, .project, .projectFile, file: project.path, message: "no project", fix: "pass one")
        let plan = Doctor.Plan(input, Doctor.Evidence(project: nil, projectFailure: failure, entitlements: [], entitlementFailures: []))
        #expect(try plan.container?.get() == nil)
        #expect(plan.containerSkipped == "no --group, --container, --groups-root or --simulator given")
        #expect(!plan.namesGroup)
        #expect(plan.noTargets == nil)
    }
}
