import Foundation
import PetAssets
import PetRenderer
import PNGCodec
import Testing
import WidgetTUIKit

/// PetAssets compiles the shipped files in (assets/generator/embed.py writes them as Swift): the
/// copy in the executable must be exactly the files the generator and the README describe.
@Suite struct ShippedFilesTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets")

    @Test("The compiled-in sheet and demo group are byte for byte the files in assets/",
          arguments: [("sprites/pets.png", PetAssets.spriteImage), ("sprites/pets.json", PetAssets.spriteJSON),
                      ("demo/items.json", PetAssets.demoItems), ("demo/settings.json", PetAssets.demoSettings)])
    func compiledInFilesMatchTheCommittedOnes(path: String, embedded: [UInt8]) throws {
        let committed = try Data(contentsOf: Self.assets.appendingPathComponent(path))
        #expect(Data(embedded) == committed, "\(path) changed: run python3 assets/generator/embed.py")
    }

    /// The bundled sheet comes decoded (`PetAssets.DecodedSheet`, written by embed.py): it must be
    /// what decoding the compiled-in PNG and JSON gives, to the last pixel, colour, duration and tag.
    @Test func theDecodedSheetIsTheShippedFilesDecoded() throws {
        let image = try PNGCodec.decode(Data(PetAssets.spriteImage), source: "pets.png")
        let decoded = try SpriteSheet(image: image, imagePath: "pets.png", json: Data(PetAssets.spriteJSON), jsonPath: "pets.json")
        let bundled = try SpriteSheetLoader.bundled()
        #expect(bundled.colors == decoded.colors)
        #expect(bundled.frames == decoded.frames)
        #expect(bundled.tags == decoded.tags)
        #expect(bundled.bodyColor == decoded.bodyColor)
        #expect(bundled == decoded, "run python3 assets/generator/embed.py")
    }

    @Test func aPaletteTooSmallForTheBundledSheetIsRefusedAsDecodingTheFilesRefusesIt() throws {
        let image = try PNGCodec.decode(Data(PetAssets.spriteImage), source: "(bundled) pets.png")
        let limit = 3
        let fromFiles = #expect(throws: SpriteSheetError.self) {
            try SpriteSheet(image: image, imagePath: "(bundled) pets.png", json: Data(PetAssets.spriteJSON), jsonPath: "pets.json",
                            maxColors: limit)
        }
        #expect(throws: SpriteSheetLoadError.sheet(try #require(fromFiles))) { try SpriteSheetLoader.bundled(maxColors: limit) }
        #expect(throws: Never.self) { try SpriteSheetLoader.bundled(maxColors: PetAssets.DecodedSheet.colors.count) }
    }
}
