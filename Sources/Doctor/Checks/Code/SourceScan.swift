import Findings
import SharedData
import XcodeProject

/// `source-scan`: what the code scan could not count: a Dart or Swift file that could not be read
/// (a group or reload it holds is not checked), and Swift files no target compiles (no evidence of
/// what the app or widget does).
enum SourceScan: DoctorCheck {
    static let description = CheckDescription(
        id: "source-scan", area: .code, title: "source scan",
        summary: "source files the scan could not read, and Swift files in no target",
        severities: [.note],
        verdicts: "NOTE: a Dart or Swift file that could not be read (a group or reload it holds is not checked), or Swift files in no "
            + "target of the project, which are never taken as evidence. A local Swift package's files are compiled code of the targets "
            + "that link its products, never in no target",
        reads: [.swiftCode, .dartCode],
        examples: [
            .triggers("a Swift file no target compiles", .widgetApp.with { $0.files["Old/Legacy.swift"] = .text("let legacy = 1\n") },
                      .note(file: "App.xcodeproj")),
            .passes("every Swift file in a target", .widgetApp),
            .passes("a local package's files, the linked product's and its tests", .linkingLocalPackage(store: ExampleInput.sharedStore(group: ExampleInput.group))),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        var findings = context.reading?.readProblems.compactMap(finding) ?? []
        for project in context.projects {
            findings += project.snapshot.readProblems.compactMap(finding)
            let compiledElsewhere = context.usedElsewhere(than: project).compiled
            let outside = project.snapshot.untargetedSwiftFiles.filter { !compiledElsewhere.contains($0) }
            if !outside.isEmpty {
                let named = outside.count <= 3 ? outside.spoken : "\(outside.prefix(3).joined(separator: ", ")) and \(outside.count - 3) more"
                findings.append(Finding(.note, file: project.snapshot.project,
                                        message: "\(String(count: outside.count, "Swift file")) \(outside.count == 1 ? "is" : "are") in no target of this project, so not counted: \(named)"))
            }
        }
        return findings
    }

    private static func finding(_ problem: ReadProblem) -> Finding? {
        switch (problem.subject, problem.kind) {
        case let (.source, .unreadable(reason)):
            // Said alike for Dart and Swift: a group or reload in it is not known, not absent.
            Finding(.note, file: problem.file, message: "not scanned: \(reason); a group or reload it holds is not checked")
        default:
            nil
        }
    }
}
