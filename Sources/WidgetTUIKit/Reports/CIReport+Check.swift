extension CIReport {
    /// `check`'s report: one case per check, an error annotation per failure and a warning per
    /// warning, in the order the checks run. Unknown and skipped checks are skipped cases.
    /// - Parameter group: the group checked, as shown.
    public init(check report: CheckReport, group: String) {
        var annotations: [Annotation] = []
        let cases = report.checks.map { result in
            let fix = result.fix.map { "fix: \($0)" } ?? ""
            switch result.status {
            case .pass:
                return Case(name: result.name, status: .passed)
            case .warn:
                annotations.append(Annotation(.warning, title: "check: \(result.name)", message: result.reason + (fix.isEmpty ? "" : "\n" + fix),
                                              rule: result.name))
                return Case(name: result.name, status: .warned, message: result.reason, detail: fix)
            case .fail:
                annotations.append(Annotation(.error, title: "check: \(result.name)", message: result.reason + (fix.isEmpty ? "" : "\n" + fix),
                                              rule: result.name))
                return Case(name: result.name, status: .failed, message: result.reason, detail: fix)
            case .unknown:
                return Case(name: result.name, status: .skipped, message: "unknown: \(result.reason)")
            case .skip:
                return Case(name: result.name, status: .skipped, message: result.reason)
            }
        }
        self.init(command: "check", subject: group, cases: cases, annotations: annotations, rules: WidgetChecks.rules)
    }
}
