import WidgetContract

extension SpriteSheet {
    /// The stages and animations the pet widget draws: the contract's stages (`PetContract`).
    public static let petStages = PetContract.stages
    public static let petAnimations = ["walk", "idle", "sleep"]

    /// Tags `<stage>/<animation>` the sheet lacks, in the order asked for.
    public func missingTags(stages: [String] = petStages, animations: [String] = petAnimations) -> [String] {
        stages.flatMap { stage in animations.map { "\(stage)/\($0)" } }.filter { tags[$0] == nil }
    }

    /// Frames equal to their own mirror: flipping them for a pet walking left would change nothing.
    public var symmetricFrames: [String] {
        frames.filter(\.isSymmetric).map(\.name)
    }

    /// Walk animations whose frames do not all differ, so the legs would not move.
    public func stillWalks(stages: [String] = petStages) -> [String] {
        stages.compactMap { stage in
            guard let walk = animation(stage: stage, "walk") else { return nil }
            let distinct = Set(walk.map(\.pixels)).count
            return distinct < 2 || distinct < walk.count ? "\(stage)/walk" : nil
        }
    }

    /// Everything that keeps the sheet from serving the pet widget, as sentences; empty when it can.
    public func validate(requiredStages: [String] = petStages, animations: [String] = petAnimations) -> [String] {
        missingTags(stages: requiredStages, animations: animations).map { "missing frame tag \($0)" }
            + symmetricFrames.map { "frame \($0) equals its horizontal mirror" }
            + stillWalks(stages: requiredStages).map { "\($0) needs 2 or more different frames" }
    }
}
