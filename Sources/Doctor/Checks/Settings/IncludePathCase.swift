import Findings
import SharedData
import XcodeProject

/// `include-path-case`: an xcconfig's `#include` names a file that exists under another spelling
/// of letter case. The default case-insensitive macOS volume finds it and the build goes on (so
/// doctor reads it, as Xcode there would); a case-sensitive volume (some CI machines, a
/// case-sensitive APFS) does not, and that build stops. A warning naming both spellings, as for
/// the other paths a project names (`entitlements-path-case`, `info-plist`).
enum IncludePathCase: DoctorCheck {
    static let description = CheckDescription(
        id: "include-path-case", area: .settings, title: "#include letter case",
        summary: "an xcconfig #include names a file differing from the one on disk only in letter case",
        severities: [.warning],
        verdicts: "WARNING: an `#include` (or `#include?`) names a file that exists only under another letter case, both spellings named: "
            + "fine on the default macOS volume, which finds it (its settings are read), and missing on a case-sensitive one",
        examples: [
            .triggers("an #include spelling the file's name in another letter case", .widgetApp.with {
                $0.files["Config/App.xcconfig"] = .text("#include \"shared.xcconfig\"\n")
                $0.files["Config/Shared.xcconfig"] = .text("SWIFT_VERSION = 5.0\n")
                $0.project?.update("App") { $0.baseConfigurations = ["Debug": "Config/App.xcconfig", "Release": "Config/App.xcconfig"] }
            }, .warning(file: "Config/App.xcconfig", line: 1)),
            .triggers("an included folder spelt in another case, the file found from the project folder", .widgetApp.with {
                $0.files["Config/Widget.xcconfig"] = .text("SWIFT_VERSION = 5.0\n#include? \"config/Signing.xcconfig\"\n")
                $0.files["Config/Signing.xcconfig"] = .text("CODE_SIGN_STYLE = Automatic\n")
                $0.project?.update("Widget") { $0.baseConfigurations = ["Debug": "Config/Widget.xcconfig", "Release": "Config/Widget.xcconfig"] }
            }, .warning(file: "Config/Widget.xcconfig", line: 2)),
            .passes("an #include spelt as on disk", .widgetApp.with {
                $0.files["Config/App.xcconfig"] = .text("#include \"Shared.xcconfig\"\n")
                $0.files["Config/Shared.xcconfig"] = .text("SWIFT_VERSION = 5.0\n")
                $0.project?.update("App") { $0.baseConfigurations = ["Debug": "Config/App.xcconfig", "Release": "Config/App.xcconfig"] }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.readProblems(.xcconfig).compactMap { problem in
            guard case let .caseOnly(written) = problem.kind, let from = problem.includedFrom else { return nil }
            return Finding(.warning, file: from.file, line: from.line,
                           message: "#include \"\(written)\" differs in letter case from the file on disk (\(problem.file)): it builds on the "
                               + "default case-insensitive macOS volume and stops on a case-sensitive one, where the file is missing",
                           fix: "write the path exactly as on disk: \(Self.onDisk(written, file: problem.file))")
        }
    }

    /// The include's last components, spelt as on disk (`problem.file` ends with the same components in another case).
    private static func onDisk(_ written: String, file: String) -> String {
        let depth = written.split(separator: "/").filter { $0 != "." && $0 != ".." }.count
        return file.split(separator: "/").suffix(depth).joined(separator: "/")
    }
}
