import Foundation
@testable import PetRenderer

/// A tiny sprite sheet written to a fresh temporary folder, so each test can spoil one part of it.
struct SpriteFixture {
    static let red = RGB(0xff, 0, 0), blue = RGB(0, 0, 0xff), green = RGB(0, 0xff, 0)

    let directory: URL
    var png: URL { directory.appendingPathComponent("pets.png") }
    var json: URL { directory.appendingPathComponent("pets.json") }

    /// 4x2 pixels: frame `pet/walk/0` on the left half, `pet/walk/1` on the right.
    /// Alpha 127 must read as transparent and 128 as opaque.
    static let image = PNGImage(width: 4, height: 2, pixels: [
        0xff, 0, 0, 255,   0, 0, 0, 0,        0, 0xff, 0, 128,   0xff, 0, 0, 255,
        0, 0, 0xff, 255,   0xff, 0, 0, 127,   0, 0, 0, 0,        0, 0, 0xff, 255,
    ])

    static func sheetJSON(
        secondFrame: String = #"{"x":2,"y":0,"w":2,"h":2}"#,
        secondName: String = "pet/walk/1",
        tags: String = #"[{"name":"pet/walk","from":0,"to":1,"direction":"forward"}]"#,
        size: String = #"{"w":4,"h":2}"#,
        bodyColor: String = "#0000ff"
    ) -> String {
        """
        {"frames":[
          {"filename":"pet/walk/0","frame":{"x":0,"y":0,"w":2,"h":2},"duration":150},
          {"filename":"\(secondName)","frame":\(secondFrame),"duration":250}
        ],
        "meta":{"image":"pets.png","size":\(size),"bodyColor":"\(bodyColor)","frameTags":\(tags)}}
        """
    }

    init(json text: String = SpriteFixture.sheetJSON()) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sprite-fixture-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.image.write(to: png)
        try Data(text.utf8).write(to: json)
    }

    func load(maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetError) -> SpriteSheet {
        try SpriteSheet.load(png: png, json: json, maxColors: maxColors)
    }

    /// The error loading gives, or nil when it loads.
    func loadError(maxColors: Int = SpriteSheet.maxColors) -> SpriteSheetError? {
        do {
            _ = try load(maxColors: maxColors)
            return nil
        } catch {
            return error
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
