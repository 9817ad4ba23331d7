/// What a palette entry paints; variants (night, appearance, rendering mode) treat roles differently,
/// and colourless output decides ink or paper by role.
public enum PaletteRole: String, Sendable, Codable {
    case sky
    case star
    /// The ground's top edge.
    case horizon
    case ground
    case shadow
    case text
    case sprite
    case placeholderBackground
    case placeholderShape

    /// Drawn as a shape (ink) when no colour is available; the rest is paper. Chosen by role rather than
    /// luminance so a pet stays visible whatever its colours are against the sky.
    public var isInk: Bool {
        switch self {
        case .star, .horizon, .text, .sprite, .placeholderShape: true
        case .sky, .ground, .shadow, .placeholderBackground: false
        }
    }
}
