import Foundation
import Testing

/// The committed sheet is exactly what the generator makes from the committed source.
@Suite(.enabled(if: SpriteGenerator.python3 != nil, "python3 is not installed: the sprite generator cannot run"))
struct SpriteGeneratorTests {
    @Test func runningTheGeneratorReproducesTheCommittedSheetByteForByte() throws {
        let out = try SpriteGenerator.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try SpriteGenerator.run(["--out", out.path])
        #expect(run.status == 0, "\(run.errors)")
        for name in ["pets.png", "pets.json"] {
            let made = try Data(contentsOf: out.appendingPathComponent(name))
            let committed = try Data(contentsOf: SpriteGenerator.sprites.appendingPathComponent(name))
            #expect(made == committed, "\(name) differs from a fresh run of assets/generator/generate.py")
        }
    }

    @Test func theGeneratorRefusesAFrameThatEqualsItsMirror() throws {
        let dir = try SpriteGenerator.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var source = try String(contentsOf: SpriteGenerator.source, encoding: .utf8)
        let egg = try #require(source.range(of: "frame egg/idle/0 600\n"))
        let end = try #require(source.range(of: "\n\n", range: egg.upperBound..<source.endIndex))
        source.replaceSubrange(egg.upperBound..<end.lowerBound, with: """
            ..KKK..
            .KBBBK.
            KBBBBBK
            KBBBBBK
            KBCBCBK
            KBBBBBK
            .KKKKK.
            .K...K.
            """)
        let spoiled = dir.appendingPathComponent("pets.txt")
        try source.write(to: spoiled, atomically: true, encoding: .utf8)
        let run = try SpriteGenerator.run(["--source", spoiled.path, "--out", dir.appendingPathComponent("out").path])
        #expect(run.status != 0)
        #expect(run.errors.contains("frame egg/idle/0: equals its own horizontal mirror"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/pets.png").path))
    }
}

/// Runs assets/generator/generate.py from the package's source tree.
enum SpriteGenerator {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("assets/generator/generate.py")
    static let source = root.appendingPathComponent("assets/generator/pets.txt")
    static let sprites = root.appendingPathComponent("assets/sprites")

    static let python3: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sprite-generator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = python3
        process.arguments = [script.path] + arguments
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
    }
}
