import Foundation
import PetRenderer

/// A tiny sprite sheet as an image and its JSON text, so each test can spoil one part of it.
public struct SpriteFixture {
    public static let red = RGB(0xff, 0, 0), blue = RGB(0, 0, 0xff), green = RGB(0, 0xff, 0)

    /// Where the sheet's files would be; errors name them.
    public static let imagePath = "/sprites/pets.png"
    public static let jsonPath = "/sprites/pets.json"

    /// 4x2 pixels: frame `pet/walk/0` on the left half, `pet/walk/1` on the right.
    /// Alpha 127 must read as transparent and 128 as opaque.
    public static let image = RGBAImage(width: 4, height: 2, pixels: [
        0xff, 0, 0, 255,   0, 0, 0, 0,        0, 0xff, 0, 128,   0xff, 0, 0, 255,
        0, 0, 0xff, 255,   0xff, 0, 0, 127,   0, 0, 0, 0,        0, 0, 0xff, 255,
    ])

    public static func sheetJSON(
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

    public var json: String
    public var image: RGBAImage

    public init(json: String = SpriteFixture.sheetJSON(), image: RGBAImage = SpriteFixture.image) {
        self.json = json
        self.image = image
    }

    public func load(maxColors: Int = SpriteSheet.maxColors) throws(SpriteSheetError) -> SpriteSheet {
        try SpriteSheet(image: image, imagePath: Self.imagePath, json: Data(json.utf8), jsonPath: Self.jsonPath, maxColors: maxColors)
    }

    /// The error loading gives, or nil when it loads.
    public func loadError(maxColors: Int = SpriteSheet.maxColors) -> SpriteSheetError? {
        do {
            _ = try load(maxColors: maxColors)
            return nil
        } catch {
            return error
        }
    }
}
