/// The frames of one stage, one list per animation, every list non-empty.
struct StageArt: Equatable, Sendable {
    let stage: String
    let walk: [SpriteFrame]
    let idle: [SpriteFrame]
    let sleep: [SpriteFrame]

    func frames(_ animation: PetAnimation) -> [SpriteFrame] {
        switch animation {
        case .walk: walk
        case .idle: idle
        case .sleep: sleep
        }
    }

    /// The frame a pose names; poses come from this art's figure, the modulo only guards.
    func frame(for pose: PetPose) -> SpriteFrame {
        let list = frames(pose.animation)
        return list[((pose.frame % list.count) + list.count) % list.count]
    }

    var figure: PetFigure {
        PetFigure(width: (walk + idle + sleep).map(\.width).max() ?? 0, walkFrameCount: walk.count,
                  idleDurations: idle.map(\.durationMilliseconds), sleepDurations: sleep.map(\.durationMilliseconds))
    }
}
