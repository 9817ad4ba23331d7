import PetRenderer

/// One frame of an animated PNG: the whole picture, and how long it shows before the next.
public struct AnimationFrame: Sendable {
    public let image: RGBAImage
    /// APNG's `fcTL` keeps a delay as a fraction of 16-bit numbers; in milliseconds that is up to 65.5 s.
    public let milliseconds: UInt16

    public init(image: RGBAImage, milliseconds: UInt16) {
        self.image = image
        self.milliseconds = milliseconds
    }
}
