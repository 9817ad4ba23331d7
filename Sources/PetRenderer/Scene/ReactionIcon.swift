import WidgetContract

/// The sign over a reacting pet: a heart when petted, a bowl of food when fed. Drawn with a drop
/// shadow, as the streak badge is, so it reads on any sky.
enum ReactionIcon {
    typealias Slot = ScenePalette.Slot

    static let width = 5
    static let height = 4

    /// Layers drawn in order: rows top to bottom, five bits each, leftmost pixel in the high bit.
    static func layers(for kind: PetReaction.Kind) -> [(rows: [UInt8], color: Slot)] {
        switch kind {
        case .petted: [([0b01010, 0b11111, 0b01110, 0b00100], .streakIcon)]
        case .fed: [([0b01110, 0, 0, 0], .streakIcon), ([0, 0b11111, 0b11111, 0b01110], .text)]
        }
    }

    /// Centred over a sprite `spriteWidth` wide whose top row is `spriteTop`, one row of air between.
    static func draw(_ kind: PetReaction.Kind, spriteLeft: Int, spriteWidth: Int, spriteTop: Int, into canvas: inout IndexedCanvas) {
        let left = spriteLeft + (spriteWidth - width) / 2
        let top = spriteTop - 1 - height
        let layers = layers(for: kind)
        for (shadow, offset) in [(true, 1), (false, 0)] {
            for layer in layers {
                for (y, bits) in layer.rows.enumerated() {
                    for x in 0..<width where bits >> UInt8(width - 1 - x) & 1 == 1 {
                        canvas.plot(left + x + offset, top + y + offset, (shadow ? Slot.textShadow : layer.color).index)
                    }
                }
            }
        }
    }
}
