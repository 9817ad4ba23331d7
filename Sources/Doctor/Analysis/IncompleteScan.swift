import Essentials
import SharedData
import XcodeProject

/// A walk of a project's folders that a limit stopped (`SourceTreeWalker.Limits`): what it was
/// listing, where, why it stopped, and the checks that read what it lists, which could not be
/// completed. What lies beyond may hold problems, so doctor reports it first and exits 1.
public struct IncompleteScan: Encodable, Sendable, Equatable {
    /// What the walk listed: `Swift` (and the `.entitlements` files beside them), `Dart`,
    /// `Objective-C` (the targets' files) or `JavaScript` (a React Native app's scripts).
    public let scan: String
    /// The folder walked, as shown.
    public let folder: String
    /// Why it stopped: `stopped after 20000 files`.
    public let reason: String
    /// The ids of the checks it left incomplete, in report order.
    public let checks: [String]

    /// Every walk of the run that a limit stopped.
    static func all(_ reading: ProjectReading?, checks: [CheckDescription]) -> [IncompleteScan] {
        (reading?.allReadProblems ?? []).compactMap { problem in
            guard problem.subject == .sourceTree, case let .truncated(reason) = problem.kind else { return nil }
            let scan: CheckDescription.Scan = switch problem.language {
            case .dart: .dartCode
            case .objectiveC: .objectiveCCode
            case .javaScript: .scriptCode
            default: .swiftCode
            }
            let scans: Set<CheckDescription.Scan> = scan == .swiftCode ? [.swiftCode, .entitlementsFiles] : [scan]
            return IncompleteScan(scan: scan.rawValue, folder: problem.file, reason: reason,
                                  checks: checks.filter { !$0.reads.isDisjoint(with: scans) }.map(\.id))
        }
    }
}
