import Findings
import SharedData
import XcodeProject

/// `lone-group`: of several `--entitlements` files, a group only one lists (other than the group
/// checked and the variants named already): no other target can share it.
enum LoneGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "lone-group", area: .entitlements, title: "group one target lists",
        summary: "a group only one of several --entitlements files lists",
        severities: [.warning],
        verdicts: "WARNING: of several `--entitlements` files, a group only one lists (other than the group checked): no other target can share it",
        examples: [
            .triggers("a group only the app lists", .petContainer.with {
                $0.files["App.entitlements"] = .text(ExampleInput.entitlements([ExampleInput.group, "group.com.example.extra"]))
            }, .warning(file: "App.entitlements")),
            .passes("both list the same groups", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        let analysis = context.plan.entitlements
        let targets = analysis.targets
        guard targets.count > 1 else { return [] }
        let explained = Set(targets.compactMap(analysis.variant(listedBy:)))
        return EntitlementsAnalysis.listingCounts(targets).compactMap { name, _ -> Finding? in
            guard name != analysis.group, !explained.contains(name) else { return nil }
            let owners = targets.filter { $0.keys.contains(name) }
            guard owners.count == 1, let owner = owners.first else { return nil }
            return .warning(owner.file, "\(name.shown) is listed by this target only: no other target can share it",
                            fix: "add it to every target that shares data through it, or remove it")
        }
    }
}
