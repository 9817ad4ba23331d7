import Foundation
import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("Snapshot comparison and diff report")
struct SnapshotComparisonTests {
    func snapshot(_ settings: RenderSettings = .test(), at date: Date = utc(12)) throws -> Snapshot {
        let renderer = try TestSheet.renderer()
        return Snapshot(frame: renderer.frame(at: date, settings: settings), entryIndex: 3, digest: renderer.dataDigest)
    }

    /// The snapshot with one pixel set to a palette entry of another colour.
    func changing(_ s: Snapshot, x: Int, y: Int) throws -> Snapshot {
        var changed = s
        let current = s.palette[s.canvas[x, y]]
        let other = try #require(s.palette.colors.firstIndex { $0 != current })
        changed.canvas[x, y] = PaletteIndex(other)
        return changed
    }

    @Test("A snapshot drawn again from the same inputs matches")
    func identicalMatches() throws {
        #expect(SnapshotComparison(expected: try snapshot(), actual: try snapshot()) == .match)
    }

    @Test("Different data is reported as a data change, whatever the pixels")
    func dataChange() throws {
        let expected = try snapshot()
        var actual = try changing(expected, x: 5, y: 5)
        actual.header.digest = "fnv1a64:0000000000000001"
        #expect(SnapshotComparison(expected: expected, actual: actual)
            == .dataChanged(recorded: expected.header.digest, current: "fnv1a64:0000000000000001"))
    }

    @Test("One changed pixel is named with both colours and a one-pixel bounding box")
    func onePixel() throws {
        let expected = try snapshot()
        let actual = try changing(expected, x: 40, y: 20)
        guard case let .changed(change) = SnapshotComparison(expected: expected, actual: actual) else {
            Issue.record("expected a change")
            return
        }
        #expect(change.fields.isEmpty)
        #expect(!change.resized)
        #expect(change.pixels == [PixelDifference(x: 40, y: 20, expected: expected.palette[expected.canvas[40, 20]],
                                                  actual: actual.palette[actual.canvas[40, 20]])])
        #expect(change.boundingBox == PixelRect(x: 40, y: 20, width: 1, height: 1))
    }

    @Test("Letters may differ where colours agree: a reordered palette still matches")
    func reorderedPaletteMatches() throws {
        let expected = try snapshot()
        let order = Array(expected.palette.colors.indices.reversed())
        let palette = Palette(order.map { expected.palette.colors[$0] })
        var canvas = expected.canvas
        canvas.pixels = canvas.pixels.map { PaletteIndex(order.firstIndex(of: Int($0)) ?? 0) }
        let actual = Snapshot(header: expected.header, palette: palette, canvas: canvas)
        #expect(actual.canvas != expected.canvas)
        #expect(SnapshotComparison(expected: expected, actual: actual) == .match)
    }

    @Test("A resized canvas and a changed header field are reported by field")
    func resizedAndHeader() throws {
        let expected = try snapshot(.test(.systemMedium))
        var actual = try snapshot(.test(.systemSmall))
        actual.header.family = expected.header.family
        guard case let .changed(change) = SnapshotComparison(expected: expected, actual: actual) else {
            Issue.record("expected a change")
            return
        }
        #expect(change.resized)
        #expect(change.pixels.isEmpty)
        #expect(change.fields.map(\.name) == ["canvas"])
        #expect(change.fields.first?.expected == "68x32")
        #expect(change.fields.first?.actual == "32x32")

        var night = expected
        night.header.isNight = true
        guard case let .changed(nightChange) = SnapshotComparison(expected: expected, actual: night) else {
            Issue.record("expected a change")
            return
        }
        #expect(nightChange.fields == [SnapshotChange.Field(name: "night", expected: "false", actual: "true")])
    }

    @Test("The letter report lists changed pixels, the box, and marks them in a side-by-side crop")
    func letterReport() throws {
        let expected = try snapshot()
        let actual = try changing(try changing(expected, x: 30, y: 10), x: 32, y: 11)
        guard case let .changed(change) = SnapshotComparison(expected: expected, actual: actual) else {
            Issue.record("expected a change")
            return
        }
        let text = SnapshotDiffReport.describe(change, expected: expected, actual: actual, colors: .none).shown
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "2 pixels differ, bounding box x 30-32, y 10-11 (3x2)")
        #expect(lines[1] == "  (30,10) expected \(expected.palette[expected.canvas[30, 10]].hex), actual \(actual.palette[actual.canvas[30, 10]].hex)")
        #expect(lines[2].hasPrefix("  (32,11) expected "))
        #expect(lines[3] == "crop x 28-34, y 8-13 (7x6):")
        #expect(!text.contains("\u{1b}["))
        // Row y10: expected letters, actual letters, then the mask with X at x 30 (third column of the crop).
        let row10 = try #require(lines.first { $0.hasPrefix("y10 ") })
        let panels = row10.dropFirst(5).split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        #expect(panels.count == 3)
        #expect(panels[2] == "..X....")
        let expectedRow = String((28...34).map { Palette.letter(for: expected.canvas[$0, 10]) })
        let actualRow = String((28...34).map { Palette.letter(for: actual.canvas[$0, 10]) })
        #expect(panels[0] == expectedRow)
        #expect(panels[1] == actualRow)
        #expect(expectedRow != actualRow)
    }

    @Test("On a terminal the crops are colour half-blocks")
    func colourReport() throws {
        let expected = try snapshot()
        let actual = try changing(expected, x: 10, y: 10)
        guard case let .changed(change) = SnapshotComparison(expected: expected, actual: actual) else {
            Issue.record("expected a change")
            return
        }
        let text = SnapshotDiffReport.describe(change, expected: expected, actual: actual, colors: .truecolor).shown
        #expect(text.contains("\u{1b}[38;2;255;64;64m") || text.contains("\u{1b}[48;2;255;64;64m"), "the mask shows the change in red")
        #expect(text.contains("\u{2580}"))
        #expect(text.contains("(10,10) expected"))
    }

    @Test("A large change lists the first pixels, counts the rest, and crops to the limit")
    func largeChange() throws {
        let expected = try snapshot()
        var actual = expected
        for x in 0..<40 { actual = try changing(actual, x: x, y: 30) }
        guard case let .changed(change) = SnapshotComparison(expected: expected, actual: actual) else {
            Issue.record("expected a change")
            return
        }
        let text = SnapshotDiffReport.describe(change, expected: expected, actual: actual, colors: .none).shown
        #expect(text.contains("40 pixels differ, bounding box x 0-39, y 30-30 (40x1)"))
        #expect(text.contains("  and \(40 - SnapshotDiffReport.listedPixels) more"))
        #expect(text.contains("crop x 0-23, y 28-31 (24x4), the top-left part of the box:"))
    }
}
