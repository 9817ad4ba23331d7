import WidgetContract

/// The stages of a sprite sheet, validated once, with the fallbacks for what a sheet lacks.
struct StageCatalog: Equatable, Sendable {
    /// Stages a pet with an unknown stage key is drawn as, first present wins; else the first stage
    /// by name: the contract's stages from the grown pet down (`PetContract.unknownStageDrawnAs` first).
    static let fallbackPreference = Array(PetContract.stages.reversed())

    /// Which animation stands in for a missing one, in order of preference.
    static func substitutes(for animation: PetAnimation) -> [PetAnimation] {
        switch animation {
        case .walk: [.walk, .idle, .sleep]
        case .idle: [.idle, .walk, .sleep]
        case .sleep: [.sleep, .idle, .walk]
        }
    }

    let stages: [String: StageArt]
    let fallback: StageArt
    /// Missing animations found while building, one note each.
    let notes: [RenderNote]

    init(sheet: SpriteSheet) throws(RenderError) {
        for frame in sheet.frames {
            if let bad = frame.pixels.first(where: { Int($0) > sheet.colors.count }) {
                throw .pixelOutOfPalette(frame: frame.name, value: bad, colors: sheet.colors.count)
            }
        }
        var stages: [String: StageArt] = [:]
        var notes: [RenderNote] = []
        for stage in sheet.stages {
            var found = FoundAnimations()
            for animation in PetAnimation.allCases {
                let tag = "\(stage)/\(animation.rawValue)"
                guard let indices = sheet.tags[tag], !indices.isEmpty else { continue }
                if let bad = indices.first(where: { !sheet.frames.indices.contains($0) }) {
                    throw .tagOutOfRange(tag: tag, frame: bad, frames: sheet.frames.count)
                }
                found[animation] = indices.map { sheet.frames[$0] }
            }
            guard found.hasAny else { continue }
            // Substitutes cover every animation and `found` has one, so a stand-in always exists.
            func resolved(_ animation: PetAnimation) -> [SpriteFrame] {
                let used = Self.substitutes(for: animation).first { found[$0] != nil } ?? animation
                if used != animation { notes.append(.missingAnimation(stage: stage, animation: animation, using: used)) }
                return found[used] ?? []
            }
            stages[stage] = StageArt(stage: stage, walk: resolved(.walk), idle: resolved(.idle), sleep: resolved(.sleep))
        }
        guard let fallbackKey = Self.fallbackPreference.first(where: { stages[$0] != nil }) ?? stages.keys.sorted().first,
              let fallback = stages[fallbackKey] else { throw .noStages }
        self.stages = stages
        self.fallback = fallback
        self.notes = notes
    }

    /// A stage's frames by animation, as the sheet's tags give them: three fields rather than a
    /// `[PetAnimation: [SpriteFrame]]`, whose first use looked up `PetAnimation`'s `Hashable`
    /// conformance among all the program's conformances, a few percent of a `widget-tui render`.
    private struct FoundAnimations {
        private var walk, idle, sleep: [SpriteFrame]?

        subscript(animation: PetAnimation) -> [SpriteFrame]? {
            get {
                switch animation {
                case .walk: walk
                case .idle: idle
                case .sleep: sleep
                }
            }
            set {
                switch animation {
                case .walk: walk = newValue
                case .idle: idle = newValue
                case .sleep: sleep = newValue
                }
            }
        }

        var hasAny: Bool { walk != nil || idle != nil || sleep != nil }
    }

    /// The art for a stage key, and whether the fallback stood in.
    func art(for stage: String) -> (art: StageArt, isFallback: Bool) {
        stages[stage].map { ($0, false) } ?? (fallback, true)
    }
}
