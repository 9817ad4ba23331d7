import Foundation
import PetRenderer
import Testing
@testable import PNGCodec
import SharedData

/// `writePalette(width:height:colors:to:rows:)` encodes a palette PNG as its rows come, for a
/// contact sheet too tall to hold.
@Suite struct PalettePNGRowsTests {
    private let colors = [RGB(0xf2, 0xf2, 0xee), RGB(0x22, 0x22, 0x2a), RGB(0x6c, 0xb6, 0xff)]

    private func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("rows-png-\(UUID().uuidString)-\(name)")
    }

    @Test func rowsWrittenOneAtATimeReadBackAsTheImageTheyMake() throws {
        let url = temporaryFile("rows.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let rows: [[PaletteIndex]] = [[0, 1, 2], [2, 1, 0], [1, 1, 2]]
        try PNGCodec.writePalette(width: 3, height: 3, colors: colors, to: url) { write throws(SystemError) in
            for row in rows { try row.withUnsafeBufferPointer { (row) throws(SystemError) in try write(row) } }
        }
        let back = try PNGCodec.read(from: url, limit: .spriteImage)
        #expect(back.width == 3 && back.height == 3)
        for (y, row) in rows.enumerated() {
            for (x, index) in row.enumerated() { #expect(back.rgba(x: x, y: y) == (colors[Int(index)], 255)) }
        }
    }

    @Test func rowsShortOfTheHeightAreAnErrorAndLeaveNoFile() throws {
        let url = temporaryFile("short.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let row: [PaletteIndex] = [0, 1, 2]
        #expect(throws: PNGError.self) {
            try PNGCodec.writePalette(width: 3, height: 2, colors: colors, to: url) { write throws(SystemError) in
                try row.withUnsafeBufferPointer { (row) throws(SystemError) in try write(row) }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let folder = url.deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(url.lastPathComponent) }.isEmpty)
    }

    @Test func aRowOfTheWrongWidthIsAnError() throws {
        let url = temporaryFile("wide.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let row: [PaletteIndex] = [0, 1, 2, 0]
        #expect(throws: PNGError.self) {
            try PNGCodec.writePalette(width: 3, height: 1, colors: colors, to: url) { write throws(SystemError) in
                try row.withUnsafeBufferPointer { (row) throws(SystemError) in try write(row) }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
