import FrameOutput
import PetRenderer

/// The pictures of one changed snapshot, as swift-snapshot-testing and Playwright leave them:
/// the recorded frame, the frame drawn now, and the difference (every pixel whose colour changed,
/// or that one canvas has and the other lacks, in one loud colour over a dimmed grey copy of the
/// frame drawn now). Each is enlarged by a whole factor, so a pixel shows as a square.
public struct FailureImages: Sendable {
    public let expected: RGBAImage
    public let actual: RGBAImage
    public let diff: RGBAImage
    public let zoom: Int

    /// The factor that makes the larger side about `target` pixels, from 1 to 16.
    static let target = 512
    static let changedColor = RGB(0xff, 0x20, 0x60)

    public init(expected: Snapshot, actual: Snapshot) {
        let side = max(expected.canvas.width, expected.canvas.height, actual.canvas.width, actual.canvas.height, 1)
        zoom = min(16, max(1, Self.target / side))
        self.expected = RGBAImage.enlarged(width: expected.canvas.width, height: expected.canvas.height, zoom: zoom) { x, y in
            expected.palette[expected.canvas[x, y]]
        }
        self.actual = RGBAImage.enlarged(width: actual.canvas.width, height: actual.canvas.height, zoom: zoom) { x, y in
            actual.palette[actual.canvas[x, y]]
        }
        diff = RGBAImage.enlarged(width: actual.canvas.width, height: actual.canvas.height, zoom: zoom) { x, y in
            let now = actual.palette[actual.canvas[x, y]]
            let inBoth = x < expected.canvas.width && y < expected.canvas.height
            if !inBoth || expected.palette[expected.canvas[x, y]] != now { return Self.changedColor }
            // Light grey from the colour's brightness: the shapes stay readable, the change stands out.
            let luma = (Int(now.r) * 3 + Int(now.g) * 6 + Int(now.b)) / 10
            let grey = UInt8(170 + luma * 70 / 255)
            return RGB(grey, grey, grey)
        }
    }

    /// The pictures of a drawn image (another app's, `StoredImageDrawing`) that changed: each over
    /// white, where it is transparent; the diff marks every pixel whose colour or alpha changed.
    public init(expected: RGBAImage, actual: RGBAImage) {
        let side = max(expected.width, expected.height, actual.width, actual.height, 1)
        zoom = min(16, max(1, Self.target / side))
        func overWhite(_ image: RGBAImage, _ x: Int, _ y: Int) -> RGB {
            let (color, alpha) = image.rgba(x: x, y: y)
            func channel(_ value: UInt8) -> UInt8 { UInt8(255 - (255 - Int(value)) * Int(alpha) / 255) }
            return RGB(channel(color.r), channel(color.g), channel(color.b))
        }
        self.expected = RGBAImage.enlarged(width: expected.width, height: expected.height, zoom: zoom) { overWhite(expected, $0, $1) }
        self.actual = RGBAImage.enlarged(width: actual.width, height: actual.height, zoom: zoom) { overWhite(actual, $0, $1) }
        diff = RGBAImage.enlarged(width: actual.width, height: actual.height, zoom: zoom) { x, y in
            let inBoth = x < expected.width && y < expected.height
            if !inBoth || expected.rgba(x: x, y: y) != actual.rgba(x: x, y: y) { return Self.changedColor }
            let now = overWhite(actual, x, y)
            let luma = (Int(now.r) * 3 + Int(now.g) * 6 + Int(now.b)) / 10
            let grey = UInt8(170 + luma * 70 / 255)
            return RGB(grey, grey, grey)
        }
    }
}
