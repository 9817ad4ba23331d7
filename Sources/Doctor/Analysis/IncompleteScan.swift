import Essentials
import SharedData
import XcodeProject

/// A walk of a project's folders that a limit stopped (`SourceTreeWalker.Limits`), or a file whose
/// scan kept only the first matches of a call (`CodeScanner.maximumOccurrencesPerFile`): what it
/// was reading, where, why it stopped, and the checks that read it, which could not be completed.
/// What lies beyond may hold problems, so doctor reports it first and exits 1.
public struct IncompleteScan: Encodable, Sendable, Equatable {
    /// What the walk listed (`CheckDescription.Scan`): `Swift` (and the `.entitlements` files beside
    /// them), `Dart`, `Objective-C` (the targets' files), `JavaScript` (a React Native app's
    /// scripts), `app code` (the JavaScript, Kotlin and C# read for groups and reloads) or
    /// `untargeted Swift` (read for a widget no extension builds).
    public let scan: String
    /// The folder walked, or the file scanned, as shown.
    public let folder: String
    /// Whether `folder` is one file whose scan was capped, not a walk.
    public let isFile: Bool
    /// Why it stopped: `stopped after 20000 files`, `kept the first 500 matches of one kind`.
    public let reason: String
    /// The ids of the checks it left incomplete, in report order.
    public let checks: [String]

    /// `--json`'s fields: `folder` names the file where `isFile`, whose reason says so.
    private enum CodingKeys: String, CodingKey { case scan, folder, reason, checks }

    /// Every walk of the run that a limit stopped.
    static func all(_ reading: ProjectReading?, checks: [CheckDescription]) -> [IncompleteScan] {
        let problems = reading?.allReadProblems ?? []
        // The app code's walk of a folder the Swift walk stopped in too is that walk: said once, as Swift's.
        let walked = Set(problems.filter { if $0.subject == .sourceTree, case .truncated = $0.kind { true } else { false } }.map(\.file))
        return problems.compactMap { problem in
            guard [.sourceTree, .source, .untargetedSources, .appCodeTree].contains(problem.subject), case let .truncated(reason) = problem.kind,
                  problem.subject != .appCodeTree || !walked.contains(problem.file) else { return nil }
            let scan: CheckDescription.Scan = switch problem.language {
            case _ where problem.subject == .untargetedSources: .untargetedSwiftCode
            case _ where problem.subject == .appCodeTree: .appCode
            case .dart: .dartCode
            case .objectiveC: .objectiveCCode
            case .javaScript: .scriptCode
            default: .swiftCode
            }
            let isFile = problem.subject == .source
            // The Swift walk lists the `.entitlements` files too; one Swift file holds none.
            let scans: Set<CheckDescription.Scan> = scan == .swiftCode && !isFile ? [.swiftCode, .entitlementsFiles] : [scan]
            return IncompleteScan(scan: scan.rawValue, folder: problem.file, isFile: isFile, reason: reason,
                                  checks: checks.filter { !$0.reads.isDisjoint(with: scans) }.map(\.id))
        }
    }
}
