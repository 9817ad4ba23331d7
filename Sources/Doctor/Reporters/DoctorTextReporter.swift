import Findings
import SharedData
import WidgetTUIKit
import XcodeProject

/// `doctor`'s report as text (the default reporter, `text`): what was read, the problems in one line each (so a real defect is
/// not buried), then the findings grouped by target and configuration, then by file (named once,
/// its findings under it) and line. Notes are counted by check in one line unless `verbose`;
/// the generated files' and the unresolved settings' always stand, since they say what to run.
///
/// A finding about a target stands under `target NAME` (with `, configuration NAME` when it is
/// about one configuration); the others stand under their area. The project's overview and
/// settings come first, then the targets in the order the project lists them, then the other
/// areas in order: entitlements, code, profile, container, data.
public struct DoctorTextReporter: Reporter {
    /// List every note one by one rather than counting the project's by check.
    public var verbose: Bool

    public init(verbose: Bool = false) {
        self.verbose = verbose
    }

    public var name: String { "text" }
    public var standalone: Bool { true }

    /// Notes that always stand: those that say what to run to check more (the generated files, a
    /// setting to pass), and those about what was given alone (an `--entitlements` file, the
    /// container and its data), which say what was checked.
    static let standingNotes: Set<String> = [GeneratedFilesCheck.description.id, UnresolvedSetting.description.id, EntitlementsGroup.description.id]

    static func stands(_ finding: DoctorFinding) -> Bool {
        standingNotes.contains(finding.check) || finding.area == .container || finding.area == .data
    }

    public func render(_ report: Doctor.Report, _ context: ReportContext) -> String {
        Self.text(report, verbose: verbose)
    }

    static func text(_ report: Doctor.Report, verbose: Bool = false) -> String {
        var lines: [String] = []
        if let project = report.project {
            // The root is the folder as given; the projects are shown relative to it, escaped already.
            lines.append("doctor: project \(project.root.shown) (\(report.summaries.map(\.project).joined(separator: ", ")))")
        }
        // A scan a limit stopped comes first: what it did not read may hold a problem.
        for scan in report.incomplete {
            lines.append("doctor: scan incomplete: the \(scan.scan) scan of \(scan.folder) \(scan.reason); not completed: \(scan.checks.joined(separator: ", "))")
        }
        if let group = report.group {
            // A group read from a file may hold anything: escaped, so it cannot forge a line.
            // How it was chosen names the project's targets escaped already.
            lines.append("doctor: \(VisibleText.escaped(group)) on \(report.platform.rawValue) (\(report.groupSource ?? "the default"))")
        }
        if let skipped = report.containerSkipped {
            lines.append("doctor: container checks skipped: \(skipped)")
        }
        let problems = report.findings.filter { $0.severity == .problem }
        if problems.count > 1 {
            lines.append("doctor: \(problems.count) problems:")
            for problem in problems {
                let place = [problem.target.map { "target \($0.shown)" }, problem.file.map { file in problem.line.map { "\(file):\($0)" } ?? file }]
                    .compactMap { $0 }.joined(separator: ", ")
                lines.append("  - \(place): \(problem.message)")
            }
        }
        // The project's notes fold; those that say what to run to check more, or what was checked, stand.
        // A standing note stands once per fix: the same check asking the same thing (one unresolved
        // group in every target's and configuration's entitlements, one setting to pass) shows its
        // first place; the others fold with the rest, so one cause is one line.
        var fixes = Set<[String]>()
        let repeated = Set(report.findings.indices.filter { index in
            let finding = report.findings[index]
            guard finding.severity == .note, let fix = finding.fix, stands(finding) else { return false }
            return !fixes.insert([finding.check, fix]).inserted
        })
        let folds = { (index: Int) in
            let finding = report.findings[index]
            return !verbose && finding.severity == .note && (!stands(finding) || repeated.contains(index))
        }
        let folded = report.findings.indices.filter(folds).map { report.findings[$0] }
        let shown = report.findings.indices.filter { !folds($0) }.map { report.findings[$0] }
        let targets = report.summaries.flatMap(\.targets)
        for section in sections(shown, targets: targets.map(\.name), configurations: targets.flatMap { $0.configurations.map(\.name) }) {
            lines += ["", section.title]
            // Grouped by file in one pass (files in first-found order), not one pass per file.
            var files: [String?] = [], byFile: [String?: [(offset: Int, element: DoctorFinding)]] = [:]
            for (offset, finding) in section.findings.enumerated() {
                if byFile[finding.file] == nil { files.append(finding.file) }
                byFile[finding.file, default: []].append((offset, finding))
            }
            for file in files {
                let indent = file == nil ? "  " : "    "
                if let file { lines.append("  \(file)") }
                // Lines in order; findings about the whole file first.
                let inFile = (byFile[file] ?? [])
                    .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
                for finding in inFile {
                    let label = finding.severity.rawValue.uppercased().paddedWithSpaces(toLength: 8)
                    let place = [finding.line.map { "line \($0)" }, finding.subject].compactMap { $0 }
                    lines.append(indent + label + " " + (place + [finding.message]).joined(separator: ": "))
                    if let fix = finding.fix { lines.append(indent + "         fix: \(fix)") }
                }
            }
        }
        if !folded.isEmpty {
            var counts: [(check: String, count: Int)] = []
            for note in folded {
                let check = note.check
                if let index = counts.firstIndex(where: { $0.check == check }) { counts[index].count += 1 } else { counts.append((check, 1)) }
            }
            lines += ["", "doctor: \(String(count: folded.count, "note")) (\(counts.map { "\($0.count) \($0.check)" }.joined(separator: ", "))): --verbose lists them"]
        }
        lines.append("")
        lines.append("doctor: \(String(count: report.problems, "problem")), \(String(count: report.warnings, "warning"))"
            + (report.incomplete.isEmpty ? "" : ", \(String(count: report.incomplete.count, "scan")) incomplete"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The findings under one heading.
    struct Section {
        let title: String
        var findings: [DoctorFinding]
    }

    /// The headings in report order, each with its findings in the order they were found.
    /// - Parameters:
    ///   - targets: the project's targets in its order; others follow as first found.
    ///   - configurations: the project's configurations in its order; others follow likewise.
    static func sections(_ findings: [DoctorFinding], targets: [String], configurations: [String]) -> [Section] {
        ordered(findings, targets: targets, configurations: configurations).sections
    }

    /// `sections`, with how many sort keys it computed: one per heading, each from a dictionary of
    /// positions, so ordering costs n log n comparisons of three integers however many targets the
    /// project has (a key that searched the target list in every comparison made 5,001 targets
    /// cost targets x headings x log headings).
    static func ordered(_ findings: [DoctorFinding], targets: [String], configurations: [String]) -> (sections: [Section], keysComputed: Int) {
        struct Heading: Hashable {
            let target: String?
            let configuration: String?
            let area: DoctorFinding.Area?
        }
        var order: [Heading] = []
        var grouped: [Heading: [DoctorFinding]] = [:]
        for finding in findings {
            let heading = finding.target.map { Heading(target: $0, configuration: finding.configuration, area: nil) }
                ?? Heading(target: nil, configuration: nil, area: finding.area)
            if grouped[heading] == nil { order.append(heading) }
            grouped[heading, default: []].append(finding)
        }
        // Each name's position among the distinct names, the first occurrence's.
        func positions(_ names: [String]) -> [String: Int] {
            var positions: [String: Int] = [:]
            for name in names where positions[name] == nil { positions[name] = positions.count }
            return positions
        }
        let targets = positions(targets + order.compactMap(\.target))
        let configurations = positions(configurations + order.compactMap(\.configuration))
        let areas = DoctorFinding.Area.allCases
        func key(_ heading: Heading) -> [Int] {
            if let target = heading.target {
                return [1, targets[target] ?? 0, heading.configuration.flatMap { configurations[$0] }.map { $0 + 1 } ?? 0]
            }
            let area = heading.area ?? .project
            let index = areas.firstIndex(of: area) ?? 0
            return [area == .project || area == .settings ? 0 : 2, index, 0]
        }
        let keyed = order.map { (heading: $0, key: key($0)) }
        let sections = keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { heading, _ in
            let title = heading.target.map { "target \($0.shown)" + (heading.configuration.map { ", configuration \($0.shown)" } ?? "") }
                ?? heading.area?.rawValue ?? ""
            return Section(title: title, findings: grouped[heading] ?? [])
        }
        return (sections, keyed.count)
    }
}
