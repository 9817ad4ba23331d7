import Foundation
import PNGCodec
import PetAssets
import PetRenderer
import SharedData
@testable import WidgetTUI

/// Inputs every snapshot test shares, so their files are reproducible.
enum SnapshotInputs {
    static let now = "2026-11-29T12:00:00Z"
    static let fixed = ["--now", now, "--tz", "UTC"]
}

extension AppTestHome {
    /// A home with snapshots of entries 0, 1 and 59 in all three families, in `snaps/`.
    static func withSnapshots() throws -> (home: AppTestHome, out: URL) {
        let home = try AppTestHome()
        let out = home.folder("snaps")
        let result = home.run(["snapshot", "--out", out.path, "--entries", "0,1,59"] + SnapshotInputs.fixed)
        guard result.code == 0 else { throw CLIError("snapshot failed: \(result.err)") }
        return (home, out)
    }

    /// A new folder under the home.
    func folder(_ name: String) -> URL { url.appendingPathComponent(name, isDirectory: true) }

    func text(_ file: URL) throws -> String { try String(contentsOf: file, encoding: .utf8) }

    /// A copy of the bundled sprite sheet in which one opaque pixel of `frameName` takes another
    /// colour of the sheet, and that pixel's position in the sheet image.
    func sheetWithOnePixelChanged(frameName: String) throws -> (folder: URL, x: Int, y: Int) {
        let folder = self.folder("sprites-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(PetAssets.spriteImage).write(to: folder.appendingPathComponent(PetAssets.spriteImageName))
        try Data(PetAssets.spriteJSON).write(to: folder.appendingPathComponent(PetAssets.spriteJSONName))
        let json = try String(contentsOf: folder.appendingPathComponent("pets.json"), encoding: .utf8)
        // The frame's rectangle, from its line of the Aseprite JSON: "filename":"adult/walk/0","frame":{"x":0,"y":18,...
        guard let line = json.split(separator: "\n").first(where: { $0.contains("\"\(frameName)\"") }) else {
            throw CLIError("no frame \(frameName) in pets.json")
        }
        func number(_ key: String) -> Int? {
            guard let range = line.range(of: "\"\(key)\":") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        guard let fx = number("x"), let fy = number("y"), let fw = number("w"), let fh = number("h") else {
            throw CLIError("no frame rectangle for \(frameName)")
        }
        let png = folder.appendingPathComponent("pets.png")
        let image = try PNGCodec.read(from: png, limit: .spriteImage)
        // The first opaque pixel, scanning from the frame's middle row, becomes the colour of another opaque pixel.
        var pixels = image.pixels
        for y in (fy + fh / 2)..<(fy + fh) {
            for x in fx..<(fx + fw) where image.rgba(x: x, y: y).alpha == 255 {
                let color = image.rgba(x: x, y: y).color
                let other = (0..<(image.width * image.height)).map { (x: $0 % image.width, y: $0 / image.width) }
                    .map { image.rgba(x: $0.x, y: $0.y) }.first { $0.alpha == 255 && $0.color != color }
                guard let other else { continue }
                let i = (y * image.width + x) * 4
                pixels[i] = other.color.r
                pixels[i + 1] = other.color.g
                pixels[i + 2] = other.color.b
                try PNGCodec.write(RGBAImage(width: image.width, height: image.height, pixels: pixels), to: png)
                return (folder, x, y)
            }
        }
        throw CLIError("no opaque pixel in \(frameName)")
    }
}

extension AppTestHome {
    /// Gives the pixels of the fifth row of a snapshot file that share the row's first letter
    /// another letter (so pixel 0 of that row, y 4, changes); returns the line changed, from 1.
    func changeRow(of file: URL) throws -> Int {
        var lines = try text(file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let pixels = lines.firstIndex(of: "pixels:") else { throw CLIError("\(file.path) has no pixels: line") }
        let row = Array(lines[pixels + 5])
        lines[pixels + 5] = String(row.map { $0 == row[0] ? (row[0] == "a" ? "b" : "a") : $0 })
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return pixels + 6
    }
}

extension AppTestHome {
    /// Runs `widget-tui ARGS` in-process with variables added to the home's environment.
    func run(_ arguments: [String], adding variables: [String: String]) -> (code: Int32, out: String, err: String) {
        let sink = OutputSink(environment: environment.merging(variables) { $1 })
        let code = CommandRouter.run(arguments, io: sink.io)
        return (code, sink.out, sink.err)
    }
}
