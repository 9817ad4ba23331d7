import Findings

import WidgetTUIKit
import XcodeProject

extension CIReport {
    /// `doctor`'s report: one case per area it looked at (project, settings, entitlements, code,
    /// profile, container, data), failed by a problem, warned by a warning; an annotation per
    /// problem and per warning, on its file and line, in the report's order.
    public init(doctor report: Doctor.Report) {
        let findings = report.findings.filter { $0.severity == .problem || $0.severity == .warning }
        let annotations = findings.map { finding in
            // A finding keeps the project's names as data; shown here, they are escaped once.
            let place = [finding.target.map { "target \($0.shown)" }, finding.configuration.map { "configuration \($0.shown)" }, finding.subject]
                .compactMap { $0 }.joined(separator: ", ")
            let title = "doctor: " + finding.check + (place.isEmpty ? "" : " (\(place))")
            return Annotation(finding.severity == .problem ? .error : .warning, title: title,
                              message: finding.message + (finding.fix.map { "\nfix: \($0)" } ?? ""), file: finding.file, line: finding.line)
        }
        let cases = DoctorFinding.Area.allCases.compactMap { area -> Case? in
            let all = report.findings.filter { $0.area == area }
            guard !all.isEmpty else { return nil }
            let problems = all.filter { $0.severity == .problem }, warnings = all.filter { $0.severity == .warning }
            let detail = (problems + warnings).map(Self.describe).joined(separator: "\n")
            if let first = problems.first {
                let more = problems.count > 1 ? " (and \(String(count: problems.count - 1, "more problem")))" : ""
                return Case(name: area.rawValue, status: .failed, message: first.message + more, detail: detail)
            }
            if let first = warnings.first {
                return Case(name: area.rawValue, status: .warned, message: first.message, detail: detail)
            }
            return Case(name: area.rawValue, status: .passed)
        }
        let subject = (report.group ?? report.project?.root)?.shown ?? "the project"
        self.init(command: "doctor", subject: subject, cases: cases, annotations: annotations)
    }

    /// `PROBLEM target Runner, Runner/Runner.entitlements:4: message` and its fix on the next line.
    private static func describe(_ finding: DoctorFinding) -> String {
        let place = [finding.target.map { "target \($0.shown)" }, finding.file.map { file in finding.line.map { "\(file):\($0)" } ?? file },
                     finding.subject].compactMap { $0 }.joined(separator: ", ")
        return finding.severity.rawValue.uppercased() + " " + (place.isEmpty ? "" : place + ": ") + finding.message
            + (finding.fix.map { "\n  fix: \($0)" } ?? "")
    }
}
