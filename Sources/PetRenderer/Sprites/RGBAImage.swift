/// An 8-bit RGBA image (not premultiplied), already decoded: what a sprite sheet is cut from and
/// what a contact sheet is drawn into. Decoding and encoding files is the caller's (`PNGCodec`
/// here; ImageIO or UIKit in an iOS extension), so the renderer stays free of system libraries.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major, 4 bytes (r, g, b, a) per pixel.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "RGBA needs 4 bytes per pixel")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour and alpha of one pixel.
    public func rgba(x: Int, y: Int) -> (color: RGB, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (RGB(pixels[i], pixels[i + 1], pixels[i + 2]), pixels[i + 3])
    }
}
