import Foundation
@testable import Doctor
import Findings
import PropertyList
import SharedData
import WidgetTUIKit
import XcodeProject

/// An example's input written into a fresh folder, and doctor run on it as the command line would
/// run it: the folder is `--project` when the example has a project, its `--entitlements` and
/// `--profile` files are the folder's, and its container is `container/` in the folder. Paths in
/// the findings are made relative to the folder, as the examples state them.
struct ExampleRun {
    /// A clock for the profile checks: the examples' profiles expire in 2099, or in the past.
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    let report: Doctor.Report
    /// Every finding, its file relative to the folder.
    let findings: [DoctorFinding]

    init(_ input: ExampleInput) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ path: String, _ bytes: [UInt8]) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, file) in input.files { try write(path, file.bytes) }
        if let project = input.project { try write(project.path + "/project.pbxproj", Array(project.text().utf8)) }
        let containerURL = folder.appendingPathComponent("container")
        if let container = input.container {
            try FileManager.default.createDirectory(at: containerURL, withIntermediateDirectories: true)
            if let raw = container.rawSuite {
                try write("container/" + container.suitePath, raw)
            } else if let suite = container.suite {
                try write("container/" + container.suitePath, Array(try PropertyListFormat.encodeBinary(.dictionary(suite))))
            }
            for (path, file) in container.files { try write("container/" + path, file.bytes) }
            for (path, destination) in container.links {
                let link = containerURL.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
            }
        }
        let group = try GroupIdentifier(input.group ?? input.container?.group ?? ExampleInput.group)
        let options = GroupOptions(group: group, groupGiven: input.group != nil, source: .container(containerURL), sourceGiven: input.container != nil,
                                   entitlementFiles: input.entitlementFiles.map { folder.appendingPathComponent($0).path })
        var projectOptions = ProjectReader.Options(now: Self.now)
        projectOptions.walkLimits = input.walkLimits
        for setting in input.settings { _ = projectOptions.addSetting(setting) }
        projectOptions.profiles = input.profiles.map { folder.appendingPathComponent($0) }
        let hasContainer = input.container != nil
        let report = Doctor.run(Doctor.Input(options, platform: input.platform, project: input.projectPath.map { folder.appendingPathComponent($0) } ?? input.project.map { _ in folder },
                                             projectOptions: projectOptions) { options in
            guard hasContainer else { throw WidgetTUIError("no container for \(options.group.rawValue) in this example") }
            return GroupContainer(url: containerURL, groupID: options.group)
        })
        self.report = report
        let prefix = folder.standardizedFileURL.path + "/"
        findings = report.findings.map { finding in
            guard let file = finding.file, file.hasPrefix(prefix) else { return finding }
            var relative = finding.finding
            relative.file = String(file.dropFirst(prefix.count))
            return DoctorFinding(check: finding.check, area: finding.area, relative)
        }
    }

    /// The findings of one check, above `ok` unless `withOK`.
    func findings(of check: String, withOK: Bool = false) -> [DoctorFinding] {
        findings.filter { $0.check == check && (withOK || $0.severity > .ok) }
    }

    /// Every warning and problem of the run.
    var serious: [DoctorFinding] { findings.filter { $0.severity >= .warning } }
}
