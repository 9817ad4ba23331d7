import Findings
import SharedData
import XcodeProject

/// `scan-incomplete`: a walk of the project's folders stopped at one of its limits (files, folder
/// entries, depth; docs/limits.md), so the checks that read what it lists could not be completed:
/// what lies beyond may hold a problem. Reported first, and doctor exits 1, as for a problem.
enum ScanIncomplete: DoctorCheck {
    static let description = CheckDescription(
        id: "scan-incomplete", area: .project, title: "scan incomplete",
        summary: "a walk of the project's folders, or the scan of a file, stopped at a limit: which checks could not be completed, and why",
        severities: [.warning],
        verdicts: "WARNING, reported first, and doctor exits 1: the walk listing the Swift (or Dart) files stopped at a limit (20,000 "
            + "source files, 200,000 folder entries, 32 folders deep: [Limits](limits.md)), or the walk of a React Native app's scripts "
            + "(3,000 files) or the targets' Objective-C files (2,000), or a scan of one file kept only the first 500 matches of "
            + "a call (10,000 declarations); the checks that read those files, named, could "
            + "not be completed, and what lies beyond may hold a problem. `--json` lists them in `incomplete`",
        examples: [
            .triggers("more Swift files than the walk takes", .widgetApp.with { input in
                for index in 0..<3 { input.files["Generated/File\(index).swift"] = .text("") }
                input.walkLimits = .init(files: 3)
            }, .warning(file: ".")),
            .passes("a project within the limits", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        IncompleteScan.all(context.reading, checks: Doctor.checks).map { scan in
            Finding(.warning, file: scan.folder,
                    message: "the \(scan.scan) scan \(scan.reason), so \(scan.checks.spoken) could not be completed: what lies beyond was not read "
                        + "and may hold a problem",
                    fix: scan.isFile
                        ? "no hand-written file repeats one call this often: check this file by hand (generated, or planted by a "
                            + "pull request?); the limits are in docs/limits.md"
                        : "pass --project the folder of the app's own .xcodeproj and sources rather than a repository of many; "
                            + "the limits are in docs/limits.md")
        }
    }
}
