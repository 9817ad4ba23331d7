import Foundation
import Findings
import ProjectFixtures
import Testing
@testable import XcodeProject

extension ProjectFixture {
    static func examine(_ name: String, _ options: ProjectDoctor.Options = .init()) throws -> ProjectReport {
        try ProjectDoctor.examine(try url(name), options: options)
    }
}

extension ProjectReport {
    func findings(_ check: ProjectCheck, target: String? = nil, configuration: String? = nil) -> [DoctorFinding] {
        findings.filter { $0.check == check && (target == nil || $0.target == target) && (configuration == nil || $0.configuration == configuration) }
    }

    func sharedGroup(app: String, widget: String, configuration: String) -> SharedGroup? {
        projects.flatMap(\.sharedGroups).first { $0.app == app && $0.widget == widget && $0.configuration == configuration }
    }

    func target(_ name: String) -> TargetFacts? {
        projects.flatMap(\.targets).first { $0.name == name }
    }
}
