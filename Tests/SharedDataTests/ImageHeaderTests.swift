import Foundation
import RenderFixtures
import Testing
@testable import SharedData

@Suite struct ImageHeaderTests {
    @Test func pngAndJPEGSizesAreReadFromTheirHeaders() throws {
        #expect(try ImageHeader.parse(ImageFixtures.png(width: 3, height: 2)) == ImageHeader(format: .png, width: 3, height: 2))
        for jpeg in [ImageFixtures.baselineJPEG, ImageFixtures.progressiveJPEG] {
            #expect(try ImageHeader.parse(jpeg) == ImageHeader(format: .jpeg, width: 24, height: 16))
        }
        #expect(try ImageHeader.parse(ImageFixtures.thumbnailJPEG) == ImageHeader(format: .jpeg, width: 8, height: 8))
    }

    @Test func aCameraJPEGsThumbnailIsNotTakenForTheImage() throws {
        let camera = ImageFixtures.cameraJPEG
        // The thumbnail's own frame header comes first in the file.
        let thumbnailFrame = try #require(camera.firstRange(of: Data([0xFF, 0xC0, 0x00, 0x0B])))
        let imageFrame = try #require(camera.firstRange(of: Data([0xFF, 0xC0, 0x00, 0x11])))
        #expect(thumbnailFrame.lowerBound < imageFrame.lowerBound)
        #expect(try ImageHeader.parse(camera) == ImageHeader(format: .jpeg, width: 24, height: 16))
    }

    @Test func theDecodedSizeIsFourBytesAPixelEvenAtThePNGMaximum() {
        #expect(ImageHeader(format: .jpeg, width: 4000, height: 4000).decodedBytes == 64_000_000)
        let largest = ImageHeader(format: .png, width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)
        #expect(largest.decodedBytes == UInt64(0x7FFF_FFFF) * UInt64(0x7FFF_FFFF) * 4)
    }

    static let notImages: [(Data, String)] = [
        (Data(), "an empty file"),
        (Data(count: 104), "104 zero bytes"),
        (Data("<html><body>Not Found</body></html>\n".utf8), "text (36 bytes)"),
        (Data("{\"error\": \"café\"}".utf8), "text (18 bytes)"),
        (Data("GIF89a".utf8) + Data([0x01, 0x00, 0x01, 0x00]), "a GIF image"),
        (Data([0, 0, 0, 0x18]) + Data("ftypheic".utf8) + Data(count: 12), "a HEIF image"),
        (Data([0, 0, 0, 0x1C]) + Data("ftypavif".utf8) + Data(count: 12), "an AVIF image"),
        (Data("RIFF".utf8) + Data([0x24, 0, 0, 0]) + Data("WEBPVP8 ".utf8), "a WebP image"),
        (Data([0x49, 0x49, 0x2A, 0x00, 0x08, 0, 0, 0]), "a TIFF image"),
        (Data([0x1F, 0x8B, 0x08, 0x00, 0x7A, 0x00]), "6 bytes of other data, beginning 1f 8b 08 00"),
    ]

    @Test(arguments: notImages)
    func filesThatAreNotImagesAreNamedWithWhatTheyHold(_ data: Data, _ what: String) {
        #expect(throws: ImageHeaderError.notAnImage(FileContent([UInt8](data)))) { try ImageHeader.parse(data) }
        #expect(FileContent([UInt8](data)).description == what)
    }

    @Test func textCutInTheMiddleOfACharacterIsStillText() {
        let text = Data(String(repeating: "é", count: 400).utf8)
        #expect(FileContent([UInt8](text.prefix(FileContent.sniffLength + 1))) == .text(count: FileContent.sniffLength + 1))
    }

    @Test func everyTruncatedPNGOrJPEGIsNamedAsCutOff() throws {
        for (whole, format) in [(ImageFixtures.png(width: 3, height: 2), ImageFormat.png), (ImageFixtures.baselineJPEG, .jpeg),
                                (ImageFixtures.progressiveJPEG, .jpeg), (ImageFixtures.cameraJPEG, .jpeg)] {
            for length in 2..<whole.count {
                do {
                    let header = try ImageHeader.parse(whole.prefix(length))
                    Issue.record("\(format) of \(length) of \(whole.count) bytes read as \(header)")
                } catch let .truncated(found, offset, _) {
                    #expect(found == format && offset == length)
                } catch {
                    Issue.record("\(format) of \(length) of \(whole.count) bytes: \(error)")
                }
            }
        }
        #expect(throws: ImageHeaderError.truncated(.png, offset: 4, inside: "the signature")) {
            try ImageHeader.parse(ImageFixtures.png(width: 1, height: 1).prefix(4))
        }
    }

    /// The baseline JPEG with `bytes` written at `offset` from the start of the segment `marker`.
    static func patched(_ data: Data, marker: UInt8, at offset: Int, _ bytes: [UInt8]) -> (data: Data, segment: Int) {
        var copy = [UInt8](data)
        let segment = (2..<copy.count).first { copy[$0 - 1] == 0xFF && copy[$0] == marker }! - 1
        copy.replaceSubrange((segment + offset)..<(segment + offset + bytes.count), with: bytes)
        return (Data(copy), segment)
    }

    @Test func damagedJPEGsAreRefusedWithTheOffsetAndTheReason() throws {
        let jpeg = ImageFixtures.baselineJPEG
        let noHeight = Self.patched(jpeg, marker: 0xC0, at: 5, [0x00, 0x00])
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: noHeight.segment + 5,
                                                   reason: "the frame header SOF0 leaves the height to a DNL marker, which widget-tui does not read")) {
            try ImageHeader.parse(noHeight.data)
        }
        let noWidth = Self.patched(jpeg, marker: 0xC0, at: 7, [0x00, 0x00])
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: noWidth.segment + 7, reason: "the frame header SOF0 has a width of 0")) {
            try ImageHeader.parse(noWidth.data)
        }
        let shortLength = Self.patched(jpeg, marker: 0xDB, at: 2, [0x00, 0x01])
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: shortLength.segment + 2, reason: "a DQT segment declares a length of 1, less than 2")) {
            try ImageHeader.parse(shortLength.data)
        }
        // The frame header renamed to an APP segment: the scan then comes first.
        let noFrame = Self.patched(jpeg, marker: 0xC0, at: 1, [0xE5])
        let scan = Self.patched(jpeg, marker: 0xDA, at: 0, []).segment
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: scan, reason: "a scan before the frame header")) { try ImageHeader.parse(noFrame.data) }
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: 2, reason: "end-of-image before any frame header")) {
            try ImageHeader.parse(Data([0xFF, 0xD8, 0xFF, 0xD9]))
        }
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: 2, reason: "0xFF00 outside scan data")) {
            try ImageHeader.parse(Data([0xFF, 0xD8, 0xFF, 0x00]))
        }
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: 2, reason: "expected a marker (0xFF), found 0x00")) {
            try ImageHeader.parse(Data([0xFF, 0xD8, 0x00, 0x00, 0x00]))
        }
        #expect(throws: ImageHeaderError.malformed(.jpeg, offset: 2, reason: "a second start-of-image marker")) {
            try ImageHeader.parse(Data([0xFF, 0xD8, 0xFF, 0xD8]))
        }
    }

    @Test func damagedPNGsAreRefusedWithTheOffsetAndTheReason() throws {
        func ihdr(_ fields: [UInt8]) -> Data {
            Data(PNGStructure.signature + ImageFixtures.chunk("IHDR", fields)) + ImageFixtures.png(width: 1, height: 1).dropFirst(8 + 25)
        }
        let size = ImageFixtures.be32(2) + ImageFixtures.be32(2)
        let cases: [(Data, ImageHeaderError)] = [
            (ihdr(ImageFixtures.be32(0) + ImageFixtures.be32(2) + [8, 0, 0, 0, 0]), .malformed(.png, offset: 16, reason: "width 0 is outside 1 to 2^31 - 1")),
            (ihdr(ImageFixtures.be32(2) + ImageFixtures.be32(0x8000_0000) + [8, 0, 0, 0, 0]),
             .malformed(.png, offset: 20, reason: "height 2147483648 is outside 1 to 2^31 - 1")),
            (ihdr(size + [8, 5, 0, 0, 0]), .malformed(.png, offset: 25, reason: "colour type 5 does not exist")),
            (ihdr(size + [16, 3, 0, 0, 0]), .malformed(.png, offset: 24, reason: "bit depth 16 is not allowed with colour type 3")),
            (ihdr(size + [8, 0, 1, 0, 0]), .malformed(.png, offset: 26, reason: "compression and filter methods must be 0")),
            (ihdr(size + [8, 0, 0, 0, 2]), .malformed(.png, offset: 28, reason: "interlace method 2 is neither 0 nor 1")),
            (ihdr(size + [8, 0, 0, 0, 0, 0]), .malformed(.png, offset: 8, reason: "the first chunk is IHDR of 14 bytes, not IHDR of 13")),
            (ImageFixtures.png(width: 2, height: 2, colorType: 3), .malformed(.png, offset: 33, reason: "an indexed-colour PNG has no PLTE chunk before its pixels")),
            (Data(PNGStructure.signature + ImageFixtures.chunk("IHDR", size + [8, 0, 0, 0, 0]) + ImageFixtures.chunk("IEND", [])),
             .malformed(.png, offset: 33, reason: "IEND before any IDAT: the PNG has no pixels")),
            (ImageFixtures.png(width: 2, height: 2, chunks: [("IHDR", size + [8, 0, 0, 0, 0])]), .malformed(.png, offset: 33, reason: "a second IHDR chunk")),
            (ImageFixtures.png(width: 2, height: 2, chunks: [("tE1t", [])]), .malformed(.png, offset: 37, reason: "a chunk type must be four ASCII letters")),
            (Data(PNGStructure.signature + ImageFixtures.chunk("IHDR", size + [8, 0, 0, 0, 0]) + ImageFixtures.be32(0x8000_0000) + Array("IDAT".utf8)),
             .malformed(.png, offset: 33, reason: "chunk IDAT declares 2147483648 bytes, more than 2^31 - 1")),
        ]
        for (data, error) in cases {
            #expect(throws: error) { try ImageHeader.parse(data) }
        }
        // Palette images with their PLTE, and ancillary chunks, are read.
        let indexed = ImageFixtures.png(width: 2, height: 2, colorType: 3, chunks: [("PLTE", [0, 0, 0]), ("tEXt", Array("Software\0Flutter".utf8))])
        #expect(try ImageHeader.parse(indexed) == ImageHeader(format: .png, width: 2, height: 2))
    }

    @Test func damagedFilesNeverCrashTheReader() throws {
        var generator = SeededGenerator(seed: 11)
        for whole in [ImageFixtures.png(width: 3, height: 2), ImageFixtures.cameraJPEG, ImageFixtures.progressiveJPEG] {
            let bytes = [UInt8](whole)
            var refused = 0, read = 0
            for _ in 0..<3_000 {
                var damaged = bytes
                for _ in 0..<3 {
                    damaged[Int(generator.next() % UInt64(damaged.count - 2)) + 2] = UInt8(truncatingIfNeeded: generator.next())
                }
                do {
                    let header = try ImageHeader.parse(Data(damaged))
                    // What is read is a size the format can hold.
                    #expect(header.width > 0 && header.height > 0 && header.width <= 0x7FFF_FFFF && header.height <= 0x7FFF_FFFF)
                    read += 1
                } catch {
                    refused += 1
                }
            }
            // Damage to the structure is caught; damage to pixel data or padding is not looked at.
            #expect(refused > 200 && read > 100, "\(refused) refused, \(read) read of 3000")
        }
    }
}
