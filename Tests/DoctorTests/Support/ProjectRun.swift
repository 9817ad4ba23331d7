import Foundation
@testable import Doctor
import Findings
import ProjectFixtures
import SharedData
import Testing
import WidgetTUIKit
@testable import XcodeProject

/// doctor run on a project alone (`doctor --project PATH`), as the project tests read it: the
/// findings, by check, and the facts the reader took.
struct ProjectRun {
    let report: Doctor.Report

    var findings: [DoctorFinding] { report.findings }
    var projects: [Doctor.ProjectSummary] { report.summaries }
    var code: [CodeOccurrence] { report.project?.code ?? [] }
    var generatedFiles: [AbsentGeneratedFile] { report.project?.generatedFiles ?? [] }
    var root: String { report.project?.root ?? "" }

    /// The findings of one check, of one target and configuration when given.
    func findings(_ check: any DoctorCheck.Type, target: String? = nil, configuration: String? = nil) -> [DoctorFinding] {
        findings.filter { $0.check == check.id && (target == nil || $0.target == target) && (configuration == nil || $0.configuration == configuration) }
    }

    func sharedGroup(app: String, widget: String, configuration: String) -> SharedGroup? {
        projects.flatMap(\.sharedGroups).first { $0.app == app && $0.widget == widget && $0.configuration == configuration }
    }

    func target(_ name: String) -> TargetFacts? {
        projects.flatMap(\.targets).first { $0.name == name }
    }
}

/// doctor on a project, as the tests call it: no group, container or `--entitlements` given, so
/// only the project's checks run; a path with no project throws the reader's error, as
/// `doctor --project` reports it.
enum ProjectDoctor {
    static func examine(_ path: URL, options: ProjectReader.Options = .init()) throws(ProjectDoctorError) -> ProjectRun {
        _ = try ProjectLocator.projects(at: path)
        let group = try! GroupIdentifier(GroupOptions.demoGroup)
        let input = Doctor.Input(GroupOptions(group: group, groupGiven: false, source: .container(URL(fileURLWithPath: "/nonexistent")),
                                              sourceGiven: false),
                                 platform: .iOS, project: path, projectOptions: options) { _ in throw WidgetTUIError("no container in project tests") }
        return ProjectRun(report: Doctor.run(input))
    }
}

extension ProjectFixture {
    static func examine(_ name: String, _ options: ProjectReader.Options = .init()) throws -> ProjectRun {
        try ProjectDoctor.examine(try url(name), options: options)
    }
}
