import Findings
import SharedData
import XcodeProject

/// `info-plist`: an app's or extension's `INFOPLIST_FILE` names a file that exists (in the same
/// letter case) and reads as a property list: Xcode cannot build the target otherwise, and its
/// extension point (which tells a widget) is unknown.
enum InfoPlistCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "info-plist", area: .settings, title: "Info.plist",
        summary: "INFOPLIST_FILE names no file, an unreadable one, or one differing from the file on disk only in letter case",
        severities: [.note, .warning],
        verdicts: "WARNING: an app's or extension's `INFOPLIST_FILE` names no file, one that does not read, or one differing from the file "
            + "on disk only in letter case (both spellings named); NOTE: one outside the project, not read. One a `.gitignore` keeps out "
            + "(a build step writes it) is `generated-files`'s",
        examples: [
            .triggers("INFOPLIST_FILE differs from the file in letter case", .widgetApp.with { $0.set("INFOPLIST_FILE", "Widget/info.plist", target: "Widget") },
                      .warning(target: "Widget", file: "Widget/Info.plist")),
            .triggers("INFOPLIST_FILE names no file", .widgetApp.with { $0.set("INFOPLIST_FILE", "App/App-Info.plist", target: "App") },
                      .warning(target: "App", file: "App/App-Info.plist")),
            .passes("each Info.plist where the setting says", .widgetApp),
            .passes("an Info.plist the repository's .gitignore keeps out, which a build script writes: generated-files' note, not missing", .widgetApp.with {
                $0.set("INFOPLIST_FILE", "Widget/ExtensionInfo.plist", target: "Widget")
                $0.files[".gitignore"] = .text("build/\nWidget/ExtensionInfo.plist\n")
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.readProblems(.infoPlist).compactMap { problem in
            let shown = problem.file
            switch problem.kind {
            case let .caseOnly(written):
                return Finding(.warning, target: problem.target, file: shown,
                               message: "INFOPLIST_FILE = \(written) differs in letter case from the file on disk "
                                   + "(\(shown)): it builds on the default case-insensitive macOS volume and fails on a case-sensitive one",
                               fix: "write the path exactly as on disk")
            case .outside:
                return Finding(.note, target: problem.target, file: shown,
                               message: "INFOPLIST_FILE names \(shown): not read, outside the project; the extension point is unknown here",
                               fix: "pass --allow-outside DIR for a folder of your own")
            case let .unparseable(description):
                return Finding(.warning, target: problem.target, file: shown, message: "the Info.plist is not readable: \(description)",
                               fix: "rewrite it as a property list (Xcode's Info tab regenerates it)")
            case .missing:
                return Finding(.warning, target: problem.target, file: shown,
                               message: "INFOPLIST_FILE names \(shown), which does not exist; Xcode cannot build the target",
                               fix: "point INFOPLIST_FILE at the target's Info.plist")
            case let .unreadable(reason):
                return Finding(.warning, target: problem.target, file: shown, message: reason, fix: "make the Info.plist a readable file")
            default:
                return nil
            }
        }
    }
}
