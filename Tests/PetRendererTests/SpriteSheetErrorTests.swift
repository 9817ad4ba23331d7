import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

/// Each bad input gives its own error, naming the file and the field.
@Suite struct SpriteSheetErrorTests {
    private func error(json: String = SpriteFixture.sheetJSON(), maxColors: Int = SpriteSheet.maxColors) -> SpriteSheetError? {
        SpriteFixture(json: json).loadError(maxColors: maxColors)
    }

    @Test(arguments: [
        #"{"x":3,"y":0,"w":2,"h":2}"#,   // one column past the right edge
        #"{"x":2,"y":1,"w":2,"h":2}"#,   // one row past the bottom
        #"{"x":-1,"y":0,"w":2,"h":2}"#,
        #"{"x":9223372036854775807,"y":0,"w":2,"h":2}"#,
    ])
    func aFrameOutsideTheImageNamesTheFrameAndTheImageSize(rect: String) throws {
        let found = error(json: SpriteFixture.sheetJSON(secondFrame: rect))
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
        let found = error(json: SpriteFixture.sheetJSON(tags: tags))
        guard case let .tagOutOfRange(path, field, tag, f, t, count) = found else {
            Issue.record("expected a tag out of range, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.json"))
        #expect([field, tag] == ["meta.frameTags[0]", "pet/walk"])
        #expect(f == from && t == to && count == 2)
    }

    @Test("A frame longer than Aseprite can store is refused naming its duration", arguments: [65_536, Int.max])
    func aHugeDurationIsRefused(duration: Int) throws {
        let json = SpriteFixture.sheetJSON().replacingOccurrences(of: #""duration":250"#, with: #""duration":\#(duration)"#)
        let found = error(json: json)
        guard case let .invalidJSON(path, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.json"))
        #expect(field == "frames[1].duration")
        #expect(problem == "must be at most 65535 milliseconds (what Aseprite stores), is \(duration)")
    }

    @Test func syntacticallyInvalidJSONSaysWhatIsWrong() throws {
        let found = error(json: #"{"frames":[{"filename": "a",}"#)
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
        let found = error(json: SpriteFixture.sheetJSON(secondFrame: rect))
        guard case let .invalidJSON(_, named, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(named == field)
        #expect(!problem.isEmpty)
        #expect(found?.description.contains("pets.json: \(field): ") == true)
    }

    @Test func aSheetInAsepritesHashFormatIsExplained() throws {
        let found = error(json: #"{"frames":{"a":{"frame":{"x":0,"y":0,"w":1,"h":1}}},"meta":{"frameTags":[]}}"#)
        guard case let .invalidJSON(_, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(field == "frames")
        #expect(problem.contains("hash format"))
    }

    @Test func missingFrameTagsAreNamed() throws {
        let found = error(json: #"{"frames":[{"filename":"a","frame":{"x":0,"y":0,"w":1,"h":1}}],"meta":{}}"#)
        guard case let .invalidJSON(_, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect([field, problem] == ["meta.frameTags", "missing"])
    }

    @Test func duplicateFrameAndTagNamesAreRefused() throws {
        var fixture = SpriteFixture(json: SpriteFixture.sheetJSON(secondName: "pet/walk/0"))
        let path = SpriteFixture.jsonPath
        #expect(fixture.loadError() == .duplicateName(path: path, field: "frames[1].filename", name: "pet/walk/0"))

        let tags = #"[{"name":"pet/walk","from":0,"to":1},{"name":"pet/walk","from":1,"to":1}]"#
        fixture.json = SpriteFixture.sheetJSON(tags: tags)
        #expect(fixture.loadError() == .duplicateName(path: path, field: "meta.frameTags[1].name", name: "pet/walk"))
        #expect(fixture.loadError()?.description == "\(path): meta.frameTags[1].name: \"pet/walk\" is used twice")
    }

    @Test func moreColoursThanAllowedAreCountedAndRefused() throws {
        let found = error(maxColors: 2)
        guard case let .tooManyColors(path, count, limit) = found else {
            Issue.record("expected too many colours, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.png"))
        #expect(count == 3 && limit == 2)
    }

    @Test func aDeclaredSizeThatDiffersFromTheImageIsRefused() throws {
        let found = error(json: SpriteFixture.sheetJSON(size: #"{"w":8,"h":2}"#))
        #expect(found?.description.hasSuffix("pets.json: meta.size: says 8x2 but pets.png is 4x2") == true)
    }

    @Test(arguments: [("#00ff0", "expected #rrggbb"), ("#123456", "#123456 is used by no frame")])
    func aBodyColourMustBeAColourOfTheFrames(hex: String, problem: String) throws {
        let found = error(json: SpriteFixture.sheetJSON(bodyColor: hex))
        guard case let .invalidJSON(_, field, text) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(field == "meta.bodyColor")
        #expect(text.contains(problem))
    }

    @Test func anUnknownTagDirectionIsNamed() throws {
        let found = error(json: SpriteFixture.sheetJSON(tags: #"[{"name":"pet/walk","from":0,"to":1,"direction":"sideways"}]"#))
        guard case let .invalidJSON(_, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(field == "meta.frameTags[0].direction")
        #expect(problem.contains("\"sideways\""))
    }
}
