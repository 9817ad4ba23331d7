import FrameOutput
import SharedData

/// A report as JUnit XML, the format dorny/test-reporter, EnricoMi/publish-unit-test-result-action
/// and mikepenz/action-junit-report read: one `testsuite` named after the command and what it
/// examined, one `testcase` per case, a failure with its one-line message and its whole story, a
/// skipped case with its reason, a warning as the case's `system-out` (JUnit has no warnings).
/// Text may come from data (a snapshot file, a suite's keys), so it is escaped twice: what a
/// terminal or a browser would act on or hide, as `TerminalText` shows it, then XML's own.
public enum JUnitXML {
    public static func document(_ report: CIReport) -> String {
        let failures = report.count(.failed), skipped = report.count(.skipped)
        let suite = "widget-tui \(report.command) \(report.subject)"
        let counts = "tests=\"\(report.cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\(attribute("widget-tui \(report.command)")) \(counts)>",
                     "  <testsuite name=\(attribute(suite)) \(counts)>"]
        let classname = attribute("widget-tui.\(report.command)")
        for item in report.cases {
            let open = "    <testcase name=\(attribute(item.name)) classname=\(classname)"
            switch item.status {
            case .passed:
                lines.append(open + "/>")
            case .warned:
                lines.append(open + ">")
                lines.append("      <system-out>\(text([item.message, item.detail].filter { !$0.isEmpty }.joined(separator: "\n")))</system-out>")
                lines.append("    </testcase>")
            case .failed:
                lines.append(open + ">")
                lines.append("      <failure message=\(attribute(item.message)) type=\"failure\">\(text(item.detail))</failure>")
                lines.append("    </testcase>")
            case .skipped:
                lines.append(open + ">")
                lines.append("      <skipped message=\(attribute(item.message))/>")
                lines.append("    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A quoted attribute value; line breaks and tabs as character references, which XML keeps
    /// where it would fold them to spaces.
    static func attribute(_ value: String) -> String {
        "\"" + escaped(value, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "\n": "&#10;", "\t": "&#9;"]) + "\""
    }

    static func text(_ value: String) -> String {
        escaped(value, ["&": "&amp;", "<": "&lt;", ">": "&gt;"])
    }

    private static func escaped(_ value: String, _ references: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in TerminalText.escaped(value).unicodeScalars {
            if let reference = references[scalar] {
                out += reference
            } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                // The two characters XML 1.0 forbids that `TerminalText` lets through.
                out += VisibleText.escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
