/// Why a renderer cannot be built from a sprite sheet.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sheet plus the scene would not fit the 62 palette letters.
    case tooManyColors(sheet: Int, limit: Int)
    /// No stage of the sheet has any frames.
    case noStages
    /// A frame uses a colour value the sheet does not define.
    case pixelOutOfPalette(frame: String, value: UInt8, colors: Int)
    /// A frame tag lists a frame the sheet does not have.
    case tagOutOfRange(tag: String, frame: Int, frames: Int)

    public var description: String {
        switch self {
        case .tooManyColors(let sheet, let limit):
            "sprite sheet: \(sheet) colours, but at most \(limit) fit the palette beside the scene's colours"
        case .noStages:
            "sprite sheet: no frame tag names a stage (tags look like \"adult/walk\")"
        case .pixelOutOfPalette(let frame, let value, let colors):
            "sprite sheet: frame \"\(frame)\" uses colour \(value) but the sheet has \(colors) colours"
        case .tagOutOfRange(let tag, let frame, let frames):
            "sprite sheet: tag \"\(tag)\" names frame \(frame) but the sheet has \(frames) frames"
        }
    }
}
