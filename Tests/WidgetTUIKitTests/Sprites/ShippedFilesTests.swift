import Foundation
import PetAssets
import Testing

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
}
