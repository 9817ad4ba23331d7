import Foundation
import Testing

/// `doctor --json`'s findings, for tests that assert which check found what, where: by check id,
/// severity, target, configuration, file, line and subject, not by wording.
struct DoctorFindings {
    let code: Int32
    let findings: [[String: Any]]
    /// The whole document: `group`, `groupSource`, `problems`, `warnings`...
    let document: [String: Any]

    /// `doctor ARGUMENTS --json` in `home`.
    init(_ home: AppTestHome, _ arguments: [String]) throws {
        let result = home.run(arguments + ["--json"])
        code = result.code
        document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "\(result.out)\(result.err)")
        findings = try #require(document["findings"] as? [[String: Any]])
    }

    /// The findings of `check`, of `severity` and at the place given (nil: any).
    func of(_ check: String, _ severity: String? = nil, target: String? = nil, configuration: String? = nil, file: String? = nil,
            line: Int? = nil, subject: String? = nil) -> [[String: Any]] {
        findings.filter { finding in
            finding["check"] as? String == check && (severity == nil || finding["severity"] as? String == severity)
                && (target == nil || finding["target"] as? String == target) && (configuration == nil || finding["configuration"] as? String == configuration)
                && (file == nil || finding["file"] as? String == file) && (line == nil || finding["line"] as? Int == line)
                && (subject == nil || finding["subject"] as? String == subject)
        }
    }

    /// The group checked and why that one (`--group`, `the group most targets list (2 of 2)`).
    var group: (id: String?, source: String?) { (document["group"] as? String, document["groupSource"] as? String) }

    /// The document's counts of problems and warnings.
    var counts: (problems: Int?, warnings: Int?) { (document["problems"] as? Int, document["warnings"] as? Int) }

    /// Each finding as `severity check file:line subject`, for failure messages.
    var summary: [String] {
        findings.map { "\($0["severity"] ?? "") \($0["check"] ?? "") \($0["file"] as? String ?? "-"):\($0["line"] as? Int ?? 0) \($0["subject"] as? String ?? "")" }
    }
}
