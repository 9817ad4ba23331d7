import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("xterm colours")
struct XtermColorTests {
    @Test("Every colour of indices 16-255 maps back to its own index")
    func exactColoursRoundTrip() {
        for index in UInt8(16)...UInt8(255) {
            let nearest = XtermColor.nearest256(XtermColor.rgb(of: index))
            // Cube greys (16, 59, ...) and ramp greys may coincide in colour; equal colour is what counts.
            #expect(XtermColor.rgb(of: nearest) == XtermColor.rgb(of: index), "index \(index)")
        }
    }

    @Test("The nearest 256 colour is no farther than any other of 16-255")
    func nearestIsNearest() {
        let samples = stride(from: 0, to: 256, by: 37).flatMap { r in
            stride(from: 0, to: 256, by: 41).flatMap { g in stride(from: 0, to: 256, by: 43).map { b in RGB(UInt8(r), UInt8(g), UInt8(b)) } }
        }
        for c in samples {
            let best = XtermColor.rgb(of: XtermColor.nearest256(c)).distanceSquared(to: c)
            let brute = (16...255).map { XtermColor.rgb(of: UInt8($0)).distanceSquared(to: c) }.min() ?? 0
            #expect(best == brute, "\(c)")
        }
    }

    static let sixteenCases: [(RGB, UInt8)] = [
        (RGB(0x7c, 0xc2, 0x55), 2), (RGB(0x6c, 0xb6, 0xff), 14), (RGB(0x22, 0x2c, 0x55), 4), (RGB(0xff, 0x8a, 0x3d), 9),
        (RGB(0x0b, 0x12, 0x2b), 0), (RGB(0x80, 0x80, 0x80), 8), (RGB(0xe5, 0xe5, 0xea), 7), (RGB(255, 255, 255), 15),
        (RGB(0xcd, 0xcd, 0x00), 3), (RGB(0x00, 0xcd, 0xcd), 6), (RGB(0xb0, 0x30, 0xd0), 5),
    ]

    @Test("16 colours keep the hue of saturated colours and the lightness of dull ones", arguments: sixteenCases)
    func sixteen(color: RGB, index: UInt8) {
        #expect(XtermColor.nearest16(color) == index)
    }
}
