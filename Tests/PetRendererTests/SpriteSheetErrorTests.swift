import Foundation
import Testing
@testable import PetRenderer

/// Each bad input gives its own error, naming the file and the field.
@Suite struct SpriteSheetErrorTests {
    private func error(json: String = SpriteFixture.sheetJSON(), maxColors: Int = SpriteSheet.maxColors,
                       spoil: (SpriteFixture) throws -> Void = { _ in }) throws -> SpriteSheetError? {
        let fixture = try SpriteFixture(json: json)
        defer { fixture.remove() }
        try spoil(fixture)
        return fixture.loadError(maxColors: maxColors)
    }

    @Test func aMissingImageOrJSONIsNamed() throws {
        let fixture = try SpriteFixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.json)
        #expect(fixture.loadError() == .missingFile(path: fixture.json.path))
        try FileManager.default.removeItem(at: fixture.png)
        #expect(fixture.loadError() == .missingFile(path: fixture.png.path))
        #expect(fixture.loadError()?.description == "\(fixture.png.path): no such file")
    }

    @Test func aTruncatedImageIsReportedAsTruncated() throws {
        let found = try error { fixture in
            let data = try Data(contentsOf: fixture.png)
            try data.prefix(data.count / 2).write(to: fixture.png)
        }
        guard case let .image(.truncated(path, _)) = found else {
            Issue.record("expected a truncated image, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.png"))
    }

    @Test func anImageThatIsNotPNGIsReportedAsSuch() throws {
        let found = try error { fixture in try Data("{\"not\": \"a png\"}".utf8).write(to: fixture.png) }
        guard case let .image(.notPNG(path)) = found else {
            Issue.record("expected not PNG, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.png"))
        #expect(found?.description.contains("not a PNG file") == true)
    }

    @Test(arguments: [
        #"{"x":3,"y":0,"w":2,"h":2}"#,   // one column past the right edge
        #"{"x":2,"y":1,"w":2,"h":2}"#,   // one row past the bottom
        #"{"x":-1,"y":0,"w":2,"h":2}"#,
        #"{"x":9223372036854775807,"y":0,"w":2,"h":2}"#,
    ])
    func aFrameOutsideTheImageNamesTheFrameAndTheImageSize(rect: String) throws {
        let found = try error(json: SpriteFixture.sheetJSON(secondFrame: rect))
        guard case let .frameOutsideImage(path, field, frame, _, _, _, _, image, width, height) = found else {
            Issue.record("expected a frame outside the image, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.json"))
        #expect([field, frame, image] == ["frames[1].frame", "pet/walk/1", "pets.png"])
        #expect(width == 4 && height == 2)
        #expect(found?.description.contains("lies outside pets.png, which is 4x2") == true)
    }

    @Test(arguments: [(0, 2), (-1, 0), (1, 0)])
    func aTagRangeOutsideTheFramesIsRefused(from: Int, to: Int) throws {
        let tags = #"[{"name":"pet/walk","from":\#(from),"to":\#(to)}]"#
        let found = try error(json: SpriteFixture.sheetJSON(tags: tags))
        guard case let .tagOutOfRange(path, field, tag, f, t, count) = found else {
            Issue.record("expected a tag out of range, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.json"))
        #expect([field, tag] == ["meta.frameTags[0]", "pet/walk"])
        #expect(f == from && t == to && count == 2)
    }

    @Test func syntacticallyInvalidJSONSaysWhatIsWrong() throws {
        let found = try error(json: #"{"frames":[{"filename": "a",}"#)
        guard case let .invalidJSON(path, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.json"))
        #expect(field == "(document)")
        #expect(problem.contains("not valid JSON"))
    }

    @Test(arguments: [
        (#"{"x":2,"y":0,"w":"2","h":2}"#, "frames[1].frame.w"),
        (#"{"x":2,"y":0,"w":1.5,"h":2}"#, "frames[1].frame.w"),
        (#"{"x":2,"y":0,"w":2}"#, "frames[1].frame.h"),
        (#"{"x":2,"y":0,"w":0,"h":2}"#, "frames[1].frame.w"),
        (#"null"#, "frames[1].frame"),
    ])
    func aBadFrameFieldIsNamedByItsPath(rect: String, field: String) throws {
        let found = try error(json: SpriteFixture.sheetJSON(secondFrame: rect))
        guard case let .invalidJSON(_, named, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(named == field)
        #expect(!problem.isEmpty)
        #expect(found?.description.contains("pets.json: \(field): ") == true)
    }

    @Test func aSheetInAsepritesHashFormatIsExplained() throws {
        let found = try error(json: #"{"frames":{"a":{"frame":{"x":0,"y":0,"w":1,"h":1}}},"meta":{"frameTags":[]}}"#)
        guard case let .invalidJSON(_, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(field == "frames")
        #expect(problem.contains("hash format"))
    }

    @Test func missingFrameTagsAreNamed() throws {
        let found = try error(json: #"{"frames":[{"filename":"a","frame":{"x":0,"y":0,"w":1,"h":1}}],"meta":{}}"#)
        guard case let .invalidJSON(_, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect([field, problem] == ["meta.frameTags", "missing"])
    }

    @Test func duplicateFrameAndTagNamesAreRefused() throws {
        let fixture = try SpriteFixture(json: SpriteFixture.sheetJSON(secondName: "pet/walk/0"))
        defer { fixture.remove() }
        #expect(fixture.loadError() == .duplicateName(path: fixture.json.path, field: "frames[1].filename", name: "pet/walk/0"))

        let tags = #"[{"name":"pet/walk","from":0,"to":1},{"name":"pet/walk","from":1,"to":1}]"#
        try Data(SpriteFixture.sheetJSON(tags: tags).utf8).write(to: fixture.json)
        #expect(fixture.loadError() == .duplicateName(path: fixture.json.path, field: "meta.frameTags[1].name", name: "pet/walk"))
        #expect(fixture.loadError()?.description == "\(fixture.json.path): meta.frameTags[1].name: \"pet/walk\" is used twice")
    }

    @Test func moreColoursThanAllowedAreCountedAndRefused() throws {
        let found = try error(maxColors: 2)
        guard case let .tooManyColors(path, count, limit) = found else {
            Issue.record("expected too many colours, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.png"))
        #expect(count == 3 && limit == 2)
    }

    @Test func aDeclaredSizeThatDiffersFromTheImageIsRefused() throws {
        let found = try error(json: SpriteFixture.sheetJSON(size: #"{"w":8,"h":2}"#))
        #expect(found?.description.hasSuffix("pets.json: meta.size: says 8x2 but pets.png is 4x2") == true)
    }

    @Test(arguments: [("#00ff0", "expected #rrggbb"), ("#123456", "#123456 is used by no frame")])
    func aBodyColourMustBeAColourOfTheFrames(hex: String, problem: String) throws {
        let found = try error(json: SpriteFixture.sheetJSON(bodyColor: hex))
        guard case let .invalidJSON(_, field, text) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(field == "meta.bodyColor")
        #expect(text.contains(problem))
    }

    @Test func anUnknownTagDirectionIsNamed() throws {
        let found = try error(json: SpriteFixture.sheetJSON(tags: #"[{"name":"pet/walk","from":0,"to":1,"direction":"sideways"}]"#))
        guard case let .invalidJSON(_, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(field == "meta.frameTags[0].direction")
        #expect(problem.contains("\"sideways\""))
    }
}
