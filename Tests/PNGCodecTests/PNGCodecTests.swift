import Foundation
import PetRenderer
import Testing
@testable import PNGCodec
import SharedData

@Suite struct PNGCodecTests {
    /// 4x2 pixels of three colours, with alpha 0, 127, 128 and 255.
    private let sample = RGBAImage(width: 4, height: 2, pixels: [
        0xff, 0, 0, 255,   0, 0, 0, 0,        0, 0xff, 0, 128,   0xff, 0, 0, 255,
        0, 0, 0xff, 255,   0xff, 0, 0, 127,   0, 0, 0, 0,        0, 0, 0xff, 255,
    ])

    private func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("sprite-png-\(UUID().uuidString)-\(name)")
    }

    @Test func anImageWrittenToAFileReadsBackPixelForPixel() throws {
        let url = temporaryFile("round.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let pixels = (0..<(5 * 3 * 4)).map { UInt8(($0 * 37) % 256) }
        let image = RGBAImage(width: 5, height: 3, pixels: pixels)
        try PNGCodec.write(image, to: url)
        let back = try PNGCodec.read(from: url, limit: .spriteImage)
        #expect(back == image)
        #expect(back.rgba(x: 1, y: 0).color == RGB(pixels[4], pixels[5], pixels[6]))
        #expect(back.rgba(x: 1, y: 0).alpha == pixels[7])
    }

    @Test func aPalettedImageIsWrittenAsAPalettePNGThatReadsBackColourForColour() throws {
        let url = temporaryFile("palette.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let colors = [RGB(0xf2, 0xf2, 0xee), RGB(0x22, 0x22, 0x2a), RGB(0x6c, 0xb6, 0xff)]
        var canvas = IndexedCanvas(width: 3, height: 2)
        canvas.pixels = [0, 1, 2, 2, 1, 0]
        try PNGCodec.write(PalettedImage(canvas: canvas, colors: colors), to: url)
        let bytes = try Data(contentsOf: url)
        // IHDR: colour type 3 (palette), indices packed as small as three colours allow (2 bits);
        // then a PLTE chunk of the colours.
        #expect(Array(bytes[24...25]) == [2, 3])
        #expect(bytes.range(of: Data("PLTE".utf8)) != nil)
        let back = try PNGCodec.read(from: url, limit: .spriteImage)
        for y in 0..<2 {
            for x in 0..<3 {
                #expect(back.rgba(x: x, y: y) == (colors[Int(canvas[x, y])], 255))
            }
        }
    }

    @Test func aLinkWhereThePNGGoesIsRefusedAndLeftAsItIs() throws {
        let folder = temporaryFile("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("sheet.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/elsewhere.png")
        #expect(throws: PNGError.self) { try PNGCodec.write(sample, to: link) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/elsewhere.png")
    }

    @Test func encodedDataDecodesFromMemory() throws {
        let data = try PNGCodec.encode(sample)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try PNGCodec.decode(data) == sample)
    }

    @Test func aMissingFileIsReportedByPath() {
        let url = temporaryFile("absent.png")
        #expect(throws: PNGError.missingFile(path: url.path)) { try PNGCodec.read(from: url, limit: .spriteImage) }
    }

    @Test func bytesWithoutThePNGSignatureAreNotPNG() {
        #expect(throws: PNGError.notPNG(path: "x.png")) { try PNGCodec.decode(Data("GIF89a....".utf8), source: "x.png") }
        #expect(throws: PNGError.notPNG(path: "x.png")) { try PNGCodec.decode(Data(), source: "x.png") }
    }

    @Test func aFileCutShortAnywhereIsReportedAsTruncated() throws {
        let data = try PNGCodec.encode(sample)
        for length in [12, 40, data.count - 12, data.count - 1] {
            do {
                _ = try PNGCodec.decode(data.prefix(length), source: "cut.png")
                Issue.record("a PNG cut to \(length) of \(data.count) bytes decoded")
            } catch {
                guard case let .truncated(path, message) = error else {
                    Issue.record("expected truncated, got \(error)")
                    continue
                }
                #expect(path == "cut.png")
                #expect(!message.isEmpty)
                #expect(error.description == "cut.png: truncated PNG: \(message)")
            }
        }
    }

    @Test func aCorruptChunkIsInvalidWithLibpngsMessage() throws {
        var data = try PNGCodec.encode(sample)
        data[data.startIndex + 17] ^= 0xff  // inside IHDR's width, so its CRC no longer matches
        do {
            _ = try PNGCodec.decode(data, source: "bad.png")
            Issue.record("a PNG with a corrupt IHDR decoded")
        } catch {
            guard case let .invalid(_, message) = error else {
                Issue.record("expected invalid, got \(error)")
                return
            }
            #expect(error.description == "bad.png: invalid PNG: \(message)")
            #expect(message.hasPrefix("libpng: ") && message.count > "libpng: ".count)
        }
    }

    /// Found by the png-decode fuzz target (Fuzz/Regressions/png-decode): libpng allocates a text
    /// chunk's declared length before reading it, 2 GB for a file of 41 bytes.
    @Test func aChunkClaimingMoreBytesThanTheFileHoldsIsTruncatedBeforeLibpngReadsIt() throws {
        let png = try PNGCodec.encode(sample)
        let afterHeader = 8 + 12 + 13  // the signature, then IHDR's length, type, 13 bytes and CRC
        let text: [UInt8] = [0x7F, 0xFF, 0xFF, 0xFF] + Array("iTXt".utf8)  // 2^31 - 1 bytes of text
        let data = png.prefix(afterHeader) + text + png.dropFirst(afterHeader)
        let reason = "a PNG cut off at byte \(data.count), inside chunk iTXt (2147483647 bytes declared at byte 33)"
        #expect(throws: PNGError.truncated(path: "note.png", reason: reason)) { try PNGCodec.decode(data, source: "note.png") }
    }

    #if os(Linux)
    /// /dev/full fails every write with ENOSPC, as a full disk does.
    @Test func aFullDiskIsNamedAsNoSpaceNotAsLibpngsWriteError() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let big = RGBAImage(width: 256, height: 256, pixels: (0..<(256 * 256 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        #expect(throws: SystemError("write", code: ENOSPC)) { try PNGCodec.write(big, into: fd) }
        #expect(throws: SystemError("write", code: ENOSPC)) { try PNGCodec.write(sample, into: fd) }
    }
    #endif

    @Test func writingIntoAMissingFolderFailsWithThePath() {
        let url = temporaryFile("no-such-folder").appendingPathComponent("x.png")
        #expect {
            try PNGCodec.write(sample, to: url)
        } throws: { error in
            guard case let .unwritable(path, _) = error as? PNGError else { return false }
            return path == url.path
        }
    }
}

extension PNGCodecTests {
    @Test("Encoding into too little room gets the size libpng needs, which the one-pass encode then uses")
    func encodeRoom() throws {
        guard case let .failure(.needs(bytes, _)) = PNGCodec.encode(sample, capacity: 16) else {
            Issue.record("16 bytes held a PNG")
            return
        }
        let data = try PNGCodec.encode(sample, capacity: bytes).get()
        #expect(data.count == bytes)
        #expect(try PNGCodec.decode(data) == sample)
        #expect(try PNGCodec.encode(sample) == data)
    }
}
