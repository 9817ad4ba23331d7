import WidgetTUIKit

/// doctor's reporters by name: `text` (the default), `json` (`--json`), `github` and `xcode` (after
/// the text), `junit` (`--junit FILE`), `sarif` (`--sarif FILE`) and `summary` (`$GITHUB_STEP_SUMMARY`).
/// A new form is its reporter file and one line here.
public enum DoctorReporters {
    public static func all(verbose: Bool = false) -> [any Reporter<Doctor.Report>] {
        [DoctorTextReporter(verbose: verbose), DoctorJSONReporter(), DoctorGitHubReporter(), DoctorXcodeReporter(), DoctorJUnitReporter(),
         DoctorSARIFReporter(), DoctorStepSummaryReporter()]
    }

    /// The one named `name`; nil when there is none.
    public static func named(_ name: String, verbose: Bool = false) -> (any Reporter<Doctor.Report>)? {
        all(verbose: verbose).first { $0.name == name }
    }

    /// The CI forms, for the command's report options.
    public static var ci: CIReporters<Doctor.Report> {
        CIReporters(github: DoctorGitHubReporter(), xcode: DoctorXcodeReporter(), junit: DoctorJUnitReporter(), sarif: DoctorSARIFReporter(),
                    summary: DoctorStepSummaryReporter())
    }
}
