import Foundation
import PNGCodec
import PetRenderer
import RenderFixtures
import SharedData
import Testing
@testable import WidgetTUIKit

/// A sheet's files: the image first, then the JSON, each failure naming its file.
@Suite struct SpriteSheetLoaderTests {
    /// The fixture's image and JSON written to a fresh folder, so a test can spoil one of them.
    private struct Files {
        let directory: URL
        var png: URL { directory.appendingPathComponent("pets.png") }
        var json: URL { directory.appendingPathComponent("pets.json") }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("sprite-files-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGCodec.write(SpriteFixture.image, to: png)
            try Data(SpriteFixture.sheetJSON().utf8).write(to: json)
        }

        func loadError() -> SpriteSheetLoadError? {
            do {
                _ = try SpriteSheetLoader.load(directory: directory)
                return nil
            } catch {
                return error
            }
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test func theFilesLoadAsTheSheetTheirBytesMake() throws {
        let files = try Files()
        defer { files.remove() }
        #expect(try SpriteSheetLoader.load(directory: files.directory) == SpriteFixture().load())
    }

    @Test func aMissingImageOrJSONIsNamed() throws {
        let files = try Files()
        defer { files.remove() }
        try FileManager.default.removeItem(at: files.json)
        #expect(files.loadError() == .missingFile(path: files.json.path))
        try FileManager.default.removeItem(at: files.png)
        #expect(files.loadError() == .missingFile(path: files.png.path))
        #expect(files.loadError()?.description == "\(files.png.path): no such file")
    }

    @Test("A FIFO in place of the image or the JSON is named as a FIFO, and never opened to wait on", arguments: ["pets.png", "pets.json"])
    func aFIFOIsNamedAsOne(name: String) throws {
        let files = try Files()
        defer { files.remove() }
        let file = files.directory.appendingPathComponent(name)
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        let description = files.loadError()?.description ?? "loaded"
        #expect(description == "\(file.path): cannot be read: a FIFO, not a regular file", "\(description)")
    }

    @Test("An image or a JSON past its limit is refused naming the file and the limit, without reading it",
          arguments: [("pets.png", ReadLimit.spriteImage, "16 MiB"), ("pets.json", .spriteJSON, "4 MiB")])
    func aHugeFileIsRefused(name: String, limit: ReadLimit, shown: String) throws {
        let files = try Files()
        defer { files.remove() }
        let file = files.directory.appendingPathComponent(name)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(limit.bytes) + 1)
        try handle.close()
        let description = files.loadError()?.description ?? "loaded"
        #expect(description == "\(file.path): cannot be read: \(limit.bytes + 1) bytes, over the \(shown) limit for \(limit.subject)",
                "\(description)")
    }

    @Test func aTruncatedImageIsReportedAsTruncated() throws {
        let files = try Files()
        defer { files.remove() }
        let data = try Data(contentsOf: files.png)
        try data.prefix(data.count / 2).write(to: files.png)
        let found = files.loadError()
        guard case let .image(.truncated(path, _)) = found else {
            Issue.record("expected a truncated image, got \(String(describing: found))")
            return
        }
        #expect(path == files.png.path)
    }

    @Test func anImageThatIsNotPNGIsReportedAsSuch() throws {
        let files = try Files()
        defer { files.remove() }
        try Data("{\"not\": \"a png\"}".utf8).write(to: files.png)
        let found = files.loadError()
        guard case let .image(.notPNG(path)) = found else {
            Issue.record("expected not PNG, got \(String(describing: found))")
            return
        }
        #expect(path == files.png.path)
        #expect(found?.description.contains("not a PNG file") == true)
    }

    @Test func aSheetErrorNamesTheFilesOnDisk() throws {
        let files = try Files()
        defer { files.remove() }
        try Data(SpriteFixture.sheetJSON(size: #"{"w":8,"h":2}"#).utf8).write(to: files.json)
        #expect(files.loadError()?.description == "\(files.json.path): meta.size: says 8x2 but pets.png is 4x2")
    }

    @Test func aSheetErrorQuotesTheSheetEscapedOnce() throws {
        let files = try Files()
        defer { files.remove() }
        // A frame named with a literal \u{7F} (JSON writes its backslash as \\), outside the image.
        try Data(SpriteFixture.sheetJSON(secondFrame: #"{"x":4,"y":0,"w":2,"h":2}"#, secondName: #"pet\\u{7F}"#).utf8).write(to: files.json)
        let description = files.loadError()?.description ?? "loaded"
        #expect(description.contains(#""pet\\u{7F}""#) && !description.contains(#"\\\"#), "\(description)")
    }
}
