import Foundation
import FrameOutput
import PetAssets
import PetRenderer
import PNGCodec
import SharedData
import Testing
@testable import WidgetTUIKit

/// `--sprites DIR` in the preview: the sheet is watched beside the container, and a save redraws
/// the pets at once, without reading the group again.
@Suite struct SpriteSheetWatchTests {
    /// The bundled sheet written to a folder of its own, as an artist's copy.
    private func spritesFolder(in group: TestGroup) throws -> URL {
        let folder = group.url.appendingPathComponent("sprites", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(PetAssets.spriteImage).write(to: folder.appendingPathComponent("pets.png"))
        try Data(PetAssets.spriteJSON).write(to: folder.appendingPathComponent("pets.json"))
        return folder
    }

    /// The sheet with one of its colours painted another, saved as an editor saves it.
    private func repaint(_ folder: URL) throws {
        let image = try PNGCodec.decode(Data(PetAssets.spriteImage))
        var pixels = image.pixels
        let opaque = try #require(stride(from: 0, to: pixels.count, by: 4).first { pixels[$0 + 3] == 255 })
        let old = Array(pixels[opaque..<opaque + 3])
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] == 255 && Array(pixels[i..<i + 3]) == old {
            pixels[i] = 1; pixels[i + 1] = 2; pixels[i + 2] = 3
        }
        try PNGCodec.encode(RGBAImage(width: image.width, height: image.height, pixels: pixels))
            .write(to: folder.appendingPathComponent("pets.png"), options: .atomic)
    }

    private func session(_ group: TestGroup, sprites: URL, reads: ReadCounter) throws -> PreviewSession {
        let render = RenderOptions(settings: PreviewFixtures.settings, spritesDirectory: sprites, timeZoneName: "UTC")
        let source = try group.source(render: render) {
            reads.count += 1
            return try GroupLoader.load($0, policy: .strict)
        }
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind, settings: PreviewFixtures.settings,
                                 colorMode: .truecolor, terminalSize: PreviewFixtures.size, wallNow: PreviewFixtures.start,
                                 start: .paused(at: PreviewFixtures.start))
        return PreviewSession(state: state, source: source)
    }

    final class ReadCounter: @unchecked Sendable { var count = 0 }

    @Test func savingTheSpriteSheetRedrawsThePetsWithoutReadingTheGroup() throws {
        let group = try TestGroup()
        let sprites = try spritesFolder(in: group)
        let reads = ReadCounter()
        let session = try session(group, sprites: sprites, reads: reads)
        let before = try #require(session.drawing())
        let timeline = session.state.content?.timeline
        #expect(session.pollContainer() == false)
        // The sheet is outside the container, where nothing notifies: it is looked at on every poll.
        #expect(try group.source(render: RenderOptions(settings: PreviewFixtures.settings, spritesDirectory: sprites))
            .containerPollInterval == .milliseconds(100))

        try repaint(sprites)
        #expect(session.pollContainer())
        #expect(session.state.message?.text == "the sprite sheet changed on disk: the pets are drawn with it")
        let redrawn = session.drawing() != before
        #expect(redrawn)
        #expect(session.state.content?.timeline == timeline)
        #expect(reads.count == 1)
        #expect(session.state.budget.used(at: PreviewFixtures.start) == 0)
        #expect(session.pollContainer() == false)
    }

    @Test func aSheetSavedHalfWayKeepsTheLastGoodOneAndSaysWhy() throws {
        let group = try TestGroup()
        let sprites = try spritesFolder(in: group)
        let session = try session(group, sprites: sprites, reads: ReadCounter())
        let before = try #require(session.drawing())
        try Data(PetAssets.spriteImage.prefix(100)).write(to: sprites.appendingPathComponent("pets.png"))
        #expect(session.pollContainer())
        let message = try #require(session.state.message)
        #expect(message.isWarning)
        #expect(message.text.hasPrefix("the sprite sheet changed on disk and cannot be read: "))
        #expect(message.text.hasSuffix("; the last good sheet stays"))
        let kept = session.drawing() == before
        #expect(kept)
        try repaint(sprites)
        #expect(session.pollContainer())
        let redrawn = session.drawing() != before
        #expect(redrawn)
    }

    @Test func theDrawingSaysWhereEachPetStandsForTheFocusedButtonsMark() throws {
        let group = try TestGroup()
        let session = try session(group, sprites: spritesFolder(in: group), reads: ReadCounter())
        let drawing = try #require(session.drawing())
        #expect(drawing.feet.count == 5)
        #expect(drawing.feet.allSatisfy { $0.x < drawing.cells.width && $0.row < drawing.cells.height })
    }
}
