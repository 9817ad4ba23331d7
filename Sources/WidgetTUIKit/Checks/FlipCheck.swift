import PetRenderer

/// Every walking frame differs from its mirror image, or a pet turning round shows no change.
enum FlipCheck {
    static let name = "flip"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "every walking frame differs from its mirror image"

    static func run(sheet: SpriteSheet) -> CheckResult {
        let walking = sheet.tags.filter { $0.key.hasSuffix("/walk") }.sorted { $0.key < $1.key }
            .flatMap { $0.value }.filter { sheet.frames.indices.contains($0) }.map { sheet.frames[$0] }
        guard !walking.isEmpty else {
            return .fail(name, "the sheet has no */walk frames to flip", fix: "tag the walking frames <stage>/walk in the sheet")
        }
        let symmetric = walking.filter(\.isSymmetric).map(\.name)
        guard symmetric.isEmpty else {
            return .fail(name, "\(symmetric.joined(separator: ", ")) equal\(symmetric.count == 1 ? "s" : "") its mirror image: "
                + "a pet walking left looks the same as one walking right",
                fix: "make each walking frame asymmetric (eye, tail or leading foot on the side it faces) and regenerate the sheet")
        }
        return .pass(name, "all \(walking.count) walking frames differ from their mirror images")
    }
}
